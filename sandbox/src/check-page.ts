/**
 * Checks your page (`check --page URL|FILE`). It runs in a real browser when one is found (page-browser.ts: a local
 * Chrome or Chromium, `--browser PATH`, else `CHROME_PATH`, else the usual install paths); without one, the sandbox
 * says so in one line and falls back to its Node model of a browser, and marks each page result
 * "(model, not a browser)". Either way the same rules judge what the page did (judgePage).
 *
 * The model: the page's scripts run in order in a Node context with a small stand-in document (containers found by
 * id, script tags recorded, no layout), then the stand-in loader "arrives" as the real one does: it takes the global
 * its script tag names, replays the queued SIR calls in order into the docs' stand-in widget (the FakeWidget of the
 * starter's tests) and receives later calls directly. A page given as a URL is fetched with its scripts; a local
 * HTML file reads its scripts from beside it (a .ts script is bundled with esbuild). The model runs what the snippet
 * and the page script do, not a real layout: code that measures the page or needs real DOM APIs logs an error there.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

import {FakeWidget} from '../../examples/web/test/support/widget-page';
import {findBrowser} from './chromium';
import {judgeCsp, scriptsOf, type CspJudgement} from './csp';
import type {SandboxFixtures} from './fixtures';
import {runPageInBrowser, type PageObservation} from './page-browser';
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

/** The mark on each page result judged on the Node model. */
export const MODEL_MARK = '(model, not a browser)';

/** What the Node model saw, in the shape the browser reports. */
function modelObservation(run: PageRun): PageObservation {
  return {
    where: MODEL_MARK,
    loaderScripts: run.loaderScripts,
    calls: run.widget.calls,
    adapters: run.widget.adapters.length,
    widgets: run.widget.widgets.map((added) => added.selector),
    addedBeforeAdapter: run.widget.addedBeforeAdapter,
    missingContainers: run.missingContainers,
    errors: run.errors,
    probed: false,
  };
}

/**
 * What rule page.csp-allows-loader reads, straight from your page (not through the sandbox, which leaves the CSP
 * header out): the response's Content-Security-Policy header (a file has none), the HTML with its meta tags, and,
 * when no inline script holds the loader URL, the scripts the page loads, to find the snippet in.
 */
export async function readPageCsp(page: string, scripts: Readonly<Record<string, string>> = {}): Promise<CspJudgement> {
  const isUrl = /^https?:\/\//.test(page);
  let header: string | null = null;
  let html: string;
  if (isUrl) {
    const response = await fetch(page);
    header = response.headers.get('content-security-policy');
    html = await response.text();
  } else {
    html = readFileSync(page, 'utf8');
  }
  const pageUrl = isUrl ? page : `file://${path.resolve(page)}`;
  const externalScripts = new Map<string, string>();
  const tags = scriptsOf(html);
  if (!tags.some((tag) => tag.src === undefined && tag.text.includes(LOADER_HOST))) {
    for (const {src} of tags) {
      if (src === undefined || externalScripts.has(src)) continue;
      const url = new URL(src, pageUrl);
      if (url.hostname === LOADER_HOST) continue;
      try {
        if (url.protocol === 'http:' || url.protocol === 'https:') {
          const response = await fetch(url);
          if (response.ok) externalScripts.set(src, await response.text());
        } else {
          // As the sandbox serves a file's folder: a path from the root is a path in the page's folder.
          const folder = path.dirname(path.resolve(page));
          const served = src.startsWith('/') ? src : `/${path.relative(folder, decodeURIComponent(url.pathname))}`;
          externalScripts.set(src, readFileSync(scripts[served] ?? path.join(folder, served), 'utf8'));
        }
      } catch {
        // A script that does not load is page.no-console-errors' finding, not this rule's.
      }
    }
  }
  return judgeCsp({pageUrl, html, header, externalScripts});
}

/** The page rules of rules.ts applied to what the page did, wherever it ran (and to its CSP, read beside it). */
export function judgePage(seen: PageObservation, csp?: CspJudgement): RuleResult[] {
  const mark = (results: RuleResult[]): RuleResult[] =>
    results.map((result) => ({
      ...result,
      details: [`${seen.where}: ${result.details[0] ?? ''}`, ...result.details.slice(1)],
    }));
  const errorsRule = () =>
    judged(
      pageRules.consoleErrors,
      seen.errors,
      seen.probed || seen.where === MODEL_MARK
        ? 'no console error'
        : 'no console error (your adapter was asked nothing: --fixtures lets the stand-in ask it)',
    );
  const cspRule = csp === undefined ? [] : [judged(pageRules.csp, csp.problems, csp.passed)];
  if (seen.loaderScripts === 0) {
    return mark([
      judged(
        pageRules.order,
        ['no loader script was added: is the loader snippet on the page, above the scripts that call SIR?'],
        '',
      ),
      skipped(pageRules.oneWidget, 'no loader'),
      errorsRule(),
      ...cspRule,
    ]);
  }
  const orderProblems: string[] = [];
  if (seen.errors.some((error) => /\bSIR is not defined\b/.test(error))) {
    orderProblems.push(
      'SIR was called before the loader snippet defined it: put the snippet above every script that calls SIR',
    );
  }
  if (seen.addedBeforeAdapter.length > 0) {
    orderProblems.push(
      `addWidget('${seen.addedBeforeAdapter.join("', '")}') came before registerAdapter: register the adapter first`,
    );
  }
  if (seen.adapters === 0) orderProblems.push('no adapter was registered');
  if (seen.adapters > 1) orderProblems.push(`registerAdapter was called ${String(seen.adapters)} times, not once`);
  if (seen.widgets.length === 0) orderProblems.push('no widget was added');
  const selectors = seen.widgets;
  const count = (selector: string) => selectors.filter((other) => other === selector).length;
  const widgetProblems = [
    ...[...new Set(selectors)]
      .filter((selector) => count(selector) > 1)
      .map((selector) => `${selector} got ${String(count(selector))} widgets`),
    ...[...new Set(seen.missingContainers)].map(
      (selector) => `no element ${selector} on the page when its widget was added`,
    ),
  ];
  return mark([
    judged(pageRules.order, orderProblems, `calls in order: ${seen.calls.join(', ')}`),
    selectors.length === 0
      ? skipped(pageRules.oneWidget, 'no widget was added')
      : judged(pageRules.oneWidget, widgetProblems, `${String(selectors.length)} widget(s): ${selectors.join(', ')}`),
    errorsRule(),
    ...cspRule,
  ]);
}

export interface PageCheckOptions {
  /** Your ids: with them, the stand-in in the browser asks the page's adapter what they allow. */
  readonly fixtures?: SandboxFixtures;
  /** URL path → a script entry bundled for the browser (`--script`). */
  readonly scripts?: Readonly<Record<string, string>>;
  /** `--browser PATH`. */
  readonly browser?: string;
  /** Where to look after `--browser` and `CHROME_PATH` (the usual install paths unless given; for tests). */
  readonly browserCandidates?: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  /** Where the one line about a missing browser goes (stderr unless given). */
  readonly notice?: (line: string) => void;
}

export async function checkPage(page: string, options: PageCheckOptions = {}): Promise<RuleResult[]> {
  const notice = options.notice ?? ((line: string) => console.error(line));
  const found = findBrowser(options.browser, options.env ?? process.env, options.browserCandidates);
  let seen: PageObservation | undefined;
  let csp: CspJudgement | undefined;
  try {
    if (found.path !== undefined) {
      try {
        seen = await runPageInBrowser(page, found.path, {
          ...(options.fixtures ? {fixtures: options.fixtures} : {}),
          ...(options.scripts ? {scripts: options.scripts} : {}),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (!/could not be started headless/.test(message)) throw error;
        notice(`${message.split('\n')[0] ?? ''}: checking the page on the sandbox's Node model instead ${MODEL_MARK}`);
      }
    } else {
      notice(
        `no Chrome or Chromium found (pass --browser PATH or set CHROME_PATH): checking the page on the sandbox's Node model instead ${MODEL_MARK}`,
      );
    }
    seen ??= modelObservation(await runPage(page));
    csp = await readPageCsp(page, options.scripts);
  } catch (error) {
    return [
      judged(
        pageRules.consoleErrors,
        [`the page could not be loaded: ${error instanceof Error ? error.message : String(error)}`],
        '',
      ),
    ];
  }
  return judgePage(seen, csp);
}
