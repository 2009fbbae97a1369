/**
 * Checks your page: its scripts run in order in a stand-in of the browser (a Node context with a small stand-in
 * document: containers found by id, script tags recorded, no layout), then the stand-in loader "arrives" as the
 * real one does: it takes the global its script tag names, replays the queued SIR calls in order into the docs'
 * stand-in widget (the FakeWidget of the starter's tests) and receives later calls directly. The sandbox then
 * judges the order of the calls, the containers and the console.
 *
 * A page given as a URL is fetched with its scripts; a local HTML file reads its scripts from beside it (a .ts
 * script is bundled with esbuild). The stand-in runs what the snippet and the page script do, not a real layout:
 * code that measures the page or needs real DOM APIs logs an error here.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

import {FakeWidget} from '../../examples/web/test/support/widget-page';
import {judged, skipped, type RuleResult} from './report';
import {pageRules} from './rules';

const LOADER_HOST = 'widgets.sir.sportradar.com';

interface StandInScript {
  src?: string;
  async?: boolean;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

interface StandInElement {
  id: string;
  dataset: Record<string, string>;
  style: Record<string, string>;
  getBoundingClientRect(): {width: number; height: number};
}

/** The elements of the HTML that have an id, with their data-* attributes. */
function elementsById(html: string): Map<string, StandInElement> {
  const elements = new Map<string, StandInElement>();
  // A start tag, with quoted attribute values that may hold ">" (data-channel-id="<CHANNEL_ID>").
  for (const match of html.matchAll(/<[a-zA-Z][\w-]*(?:\s+[\w:-]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*\/?>/g)) {
    const tag = match[0];
    const id = /\sid="([^"]+)"/.exec(tag)?.[1];
    if (id === undefined) continue;
    const dataset: Record<string, string> = {};
    for (const attribute of tag.matchAll(/\sdata-([\w-]+)="([^"]*)"/g)) {
      const key = (attribute[1] ?? '').replace(/-(\w)/g, (_all, letter: string) => letter.toUpperCase());
      dataset[key] = attribute[2] ?? '';
    }
    elements.set(id, {id, dataset, style: {}, getBoundingClientRect: () => ({width: 800, height: 640})});
  }
  return elements;
}

interface PageScript {
  readonly name: string;
  readonly code: string;
}

async function bundleTs(file: string): Promise<string> {
  const {createRequire} = await import('node:module');
  const esbuild = createRequire(file)('esbuild') as {
    build(options: Record<string, unknown>): Promise<{outputFiles?: Array<{text: string}>}>;
  };
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
  });
  return result.outputFiles?.[0]?.text ?? '';
}

/** The page's HTML and its scripts in document order (the loader itself left out: the stand-in plays it). */
async function loadPage(page: string): Promise<{html: string; scripts: PageScript[]; base: string}> {
  const isUrl = /^https?:\/\//.test(page);
  const html = isUrl ? await (await fetch(page)).text() : readFileSync(page, 'utf8');
  const base = isUrl ? page : `file://${path.resolve(page)}`;
  const scripts: PageScript[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src === undefined) {
      scripts.push({name: 'inline script', code: match[2] ?? ''});
      continue;
    }
    const url = new URL(src, base);
    if (url.hostname === LOADER_HOST) continue;
    if (url.protocol === 'file:') {
      const file = decodeURIComponent(url.pathname);
      scripts.push({name: src, code: /\.tsx?$/.test(file) ? await bundleTs(file) : readFileSync(file, 'utf8')});
    } else {
      const response = await fetch(url);
      scripts.push({
        name: src,
        code: response.ok
          ? await response.text()
          : `console.error(${JSON.stringify(`${src}: ${String(response.status)}`)})`,
      });
    }
  }
  return {html, scripts, base};
}

export interface PageRun {
  readonly widget: FakeWidget;
  readonly errors: string[];
  readonly missingContainers: string[];
  readonly loaderScripts: number;
}

/** Runs the page in the stand-in browser and lets the stand-in loader arrive; `settleMs` later, reports. */
export async function runPage(page: string, settleMs = 500): Promise<PageRun> {
  const {html, scripts, base} = await loadPage(page);
  const elements = elementsById(html);
  const added: StandInScript[] = [];
  const errors: string[] = [];
  const standInDocument = {
    createElement(tag: string): StandInScript | StandInElement {
      if (tag !== 'script')
        return {id: '', dataset: {}, style: {}, getBoundingClientRect: () => ({width: 0, height: 0})};
      const attributes: Record<string, string> = {};
      return {attributes, setAttribute: (name: string, value: string) => void (attributes[name] = value)};
    },
    head: {appendChild: (script: StandInScript) => added.push(script)},
    body: {appendChild: () => undefined},
    querySelector: (selector: string) => (selector.startsWith('#') ? (elements.get(selector.slice(1)) ?? null) : null),
    getElementById: (id: string) => elements.get(id) ?? null,
    addEventListener: () => undefined,
  };
  const record =
    (level: string) =>
    (...args: unknown[]): void => {
      if (level === 'error')
        errors.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
    };
  const context: Record<string, unknown> = {
    document: standInDocument,
    console: {
      log: record('log'),
      info: record('info'),
      debug: record('debug'),
      warn: record('warn'),
      error: record('error'),
    },
    location: new URL(base),
    navigator: {language: 'en', languages: ['en']},
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    queueMicrotask,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    AbortController,
    Headers,
    Request,
    Response,
    performance,
    structuredClone,
    fetch: (input: string, init?: RequestInit) => fetch(new URL(input, base), init),
    ResizeObserver: class {
      observe(): void {}
      disconnect(): void {}
    },
  };
  context['window'] = context;
  context['self'] = context;
  vm.createContext(context);
  const run = (code: string, name: string) => {
    try {
      vm.runInContext(code, context, {filename: name});
    } catch (error) {
      errors.push(`uncaught in ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (const script of scripts) run(script.code, script.name);
  // Let the page's own promises (a token fetch, for example) run before the loader arrives.
  await new Promise((resolve) => setTimeout(resolve, 20));

  const widget = new FakeWidget();
  const loaders = added.filter((script) => script.src !== undefined && new URL(script.src).hostname === LOADER_HOST);
  const globalName = loaders[0]?.attributes['n'];
  if (globalName !== undefined) {
    const queue = context[globalName] as {q?: IArguments[]} | undefined;
    context[globalName] = widget.dispatch;
    for (const args of queue?.q ?? []) {
      try {
        widget.dispatch(...(Array.from(args) as unknown[]));
      } catch (error) {
        errors.push(`the replayed call failed: ${String(error)}`);
      }
    }
  }
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const missingContainers = widget.widgets
    .map((added) => added.selector)
    .filter((selector) => !selector.startsWith('#') || !elements.has(selector.slice(1)));
  return {widget, errors, missingContainers, loaderScripts: loaders.length};
}

export async function checkPage(page: string, _adapterFile?: string): Promise<RuleResult[]> {
  let result: PageRun;
  try {
    result = await runPage(page);
  } catch (error) {
    return [judged(pageRules.consoleErrors, [`the page could not be loaded: ${String(error)}`], '')];
  }
  const {widget, errors, missingContainers, loaderScripts} = result;
  if (loaderScripts === 0) {
    return [
      judged(
        pageRules.order,
        ['no loader script was added: is the loader snippet on the page, above the scripts that call SIR?'],
        '',
      ),
      skipped(pageRules.oneWidget, 'no loader'),
      judged(pageRules.consoleErrors, errors, 'no console error'),
    ];
  }
  const orderProblems: string[] = [];
  if (widget.addedBeforeAdapter.length > 0) {
    orderProblems.push(
      `addWidget('${widget.addedBeforeAdapter.join("', '")}') came before registerAdapter: register the adapter first`,
    );
  }
  if (widget.adapters.length === 0) orderProblems.push('no adapter was registered');
  if (widget.adapters.length > 1)
    orderProblems.push(`registerAdapter was called ${String(widget.adapters.length)} times, not once`);
  if (widget.widgets.length === 0) orderProblems.push('no widget was added');
  const selectors = widget.widgets.map((added) => added.selector);
  const widgetProblems = [
    ...[...new Set(selectors)]
      .filter((selector) => selectors.filter((other) => other === selector).length > 1)
      .map((selector) => `${selector} got ${String(selectors.filter((other) => other === selector).length)} widgets`),
    ...missingContainers.map((selector) => `no element with id ${selector} on the page`),
  ];
  return [
    judged(pageRules.order, orderProblems, `calls in order: ${widget.calls.join(', ')}`),
    widget.widgets.length === 0
      ? skipped(pageRules.oneWidget, 'no widget was added')
      : judged(pageRules.oneWidget, widgetProblems, `${String(selectors.length)} widget(s): ${selectors.join(', ')}`),
    judged(pageRules.consoleErrors, errors, 'no console error'),
  ];
}
