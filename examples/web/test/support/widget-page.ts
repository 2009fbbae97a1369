/**
 * The widget's side of the published contract, played in Node for the harness: the loader snippet exactly as
 * public/index.html installs it (read from that file and run, not re-typed), a stand-in of the widget loader that
 * drains the `SIR` queue when it "arrives", and a stand-in of the widget that sends adapter requests and actions.
 * The stand-ins are test doubles of Sportradar's scripts, built from the published contract only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

import {FakeWidget} from './fake-widget';

export {FakeWidget, type Answer, type SentRequest} from './fake-widget';

export const LOADER_URL = 'https://widgets.sir.sportradar.com/<CLIENT_ID>/widgetloader';

interface FakeScript {
  async?: boolean;
  src?: string;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

/** What the loader snippet leaves on the page: the queueing `SIR`, and the script tag it appended. */
export interface LoaderPage {
  scripts: FakeScript[];
  /** The queue function the snippet installed (`SIR.q`, `SIR.l`, `SIR.o`). */
  queue: QueueFunction;
  teardown(): void;
}

type QueueFunction = ((...args: unknown[]) => void) & {q?: IArguments[]; l?: number; o?: {language?: string}};

/** The inline script of a page's HTML that defines SIR: its copy of the loader snippet. */
export function loaderSnippetOf(html: string, where = 'the page'): string {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  const snippet = inline.find((script) => script.includes("'SIR'") || script.includes('"SIR"'));
  if (snippet === undefined) throw new Error(`${where} has no inline loader snippet`);
  return snippet;
}

/** The inline script of public/index.html that defines SIR: the example's copy of the loader snippet. */
export function loaderSnippetOfExamplePage(): string {
  const html = readFileSync(path.resolve(__dirname, '..', '..', 'public', 'index.html'), 'utf8');
  return loaderSnippetOf(html, 'public/index.html');
}

/**
 * Runs a loader snippet (the example page's by default; pass your own page's, from loaderSnippetOf) against a
 * stand-in document, with `window` being this realm's global object.
 */
export function installLoaderSnippet(snippet: string = loaderSnippetOfExamplePage()): LoaderPage {
  const scripts: FakeScript[] = [];
  const document = {
    createElement(tag: string): FakeScript {
      if (tag !== 'script') throw new Error(`unexpected element ${tag}`);
      return {
        attributes: {},
        setAttribute(name, value) {
          this.attributes[name] = value;
        },
      };
    },
    head: {appendChild: (script: FakeScript) => scripts.push(script)},
  };
  const global = globalThis as Record<string, unknown>;
  for (const name of ['SIR', 'window', 'document']) {
    if (name in global) throw new Error(`${name} is already defined: a previous test did not tear down`);
  }
  global['window'] = globalThis;
  global['document'] = document;
  vm.runInThisContext(snippet, {filename: 'loader snippet'});
  const queue = global['SIR'] as QueueFunction;
  return {
    scripts,
    queue,
    teardown() {
      for (const name of ['SIR', 'window', 'document']) delete global[name];
    },
  };
}

/** Lets pending promise callbacks and timers of zero delay run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The loader script arrives: like the real loader, it finds the global named by its script tag's `n` attribute,
 * replaces the queue with the working function and replays the queued calls in order.
 */
export function arriveLoader(page: LoaderPage): FakeWidget {
  const script = page.scripts.find((candidate) => candidate.src === LOADER_URL);
  if (script === undefined) throw new Error('the snippet did not add the loader script');
  const globalName = script.attributes['n'];
  if (globalName !== 'SIR') throw new Error(`the loader script names the global ${String(globalName)}, not SIR`);
  const widget = new FakeWidget();
  const queued = page.queue.q ?? [];
  (globalThis as Record<string, unknown>)[globalName] = widget.dispatch;
  for (const args of queued) widget.dispatch(...(Array.from(args) as unknown[]));
  return widget;
}
