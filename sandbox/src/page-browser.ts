/**
 * `check --page` in a real browser: the sandbox serves your page as `serve --page` does (a file's folder, or your dev
 * server's URL through a proxy), with the stand-in loader in place of Sportradar's, opens it in a headless Chrome or
 * Chromium (chromium.ts), and reads back over the DevTools protocol what happened: every console error, uncaught
 * exception and failed load, and the stand-in's record of the SIR calls (browser/stand-in-loader.ts). Once the page
 * has added its widget, the stand-in asks the page's adapter what your fixtures allow, so that an adapter that
 * throws fails the check too. check-page.ts judges the record with the same rules as the Node model.
 */
import path from 'node:path';

import {launchBrowser} from './chromium';
import {DEFAULT_TIME_BUDGET_MS, type SandboxFixtures} from './fixtures';
import {startPageSandbox} from './serve-page';

/** What a page did, in the browser or in the Node model: the same shape, judged by the same rules. */
export interface PageObservation {
  /** Where the page ran, for the report: the browser's version, or the model's mark. */
  readonly where: string;
  /** How many times the loader (the stand-in) arrived. */
  readonly loaderScripts: number;
  readonly calls: readonly string[];
  readonly adapters: number;
  /** The selector of each addWidget, in order. */
  readonly widgets: readonly string[];
  readonly addedBeforeAdapter: readonly string[];
  readonly missingContainers: readonly string[];
  readonly errors: readonly string[];
  /** Whether the stand-in asked the page's adapter anything (it needs fixtures to). */
  readonly probed: boolean;
}

export interface BrowserPageOptions {
  readonly fixtures?: SandboxFixtures;
  /** URL path → a script entry to bundle for the browser (as `serve --page --script`). */
  readonly scripts?: Readonly<Record<string, string>>;
  /** How long the page gets to register its adapter and add its widget after its load event, in milliseconds. */
  readonly settleMs?: number;
  readonly loadTimeoutMs?: number;
}

interface StandInRecord {
  loads: number;
  calls: string[];
  adapters: number;
  widgets: string[];
  addedBeforeAdapter: string[];
  missingContainers: string[];
  adapterErrors: string[];
}

interface RemoteObject {
  type?: string;
  value?: unknown;
  description?: string;
}
interface CallFrame {
  url?: string;
  lineNumber?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const describe = (argument: RemoteObject): string =>
  argument.type === 'string' ? String(argument.value) : (argument.description ?? JSON.stringify(argument.value));

/** " (at PATH:LINE)" for the first frame of a stack, with the sandbox's origin left out. */
function at(shorten: (url: string) => string, frames: readonly CallFrame[] | undefined): string {
  const frame = frames?.find((candidate) => candidate.url);
  if (frame?.url === undefined) return '';
  return ` (at ${shorten(frame.url)}:${String((frame.lineNumber ?? 0) + 1)})`;
}

/** Serves the page through the sandbox, runs it in the browser at `executable`, and returns what it did. */
export async function runPageInBrowser(
  page: string,
  executable: string,
  options: BrowserPageOptions = {},
): Promise<PageObservation> {
  const fixtures = options.fixtures ?? {};
  const sandbox = await startPageSandbox(page, fixtures, {
    port: 0,
    quiet: true,
    ...(options.scripts ? {scripts: options.scripts} : {}),
  });
  try {
    const isUrl = /^https?:\/\//.test(page);
    const address = isUrl ? new URL(page) : undefined;
    const target = `${sandbox.url}${address ? address.pathname + address.search : '/'}`;
    // Before a browser starts: a page that does not come back is reported as such.
    const first = await fetch(target);
    if (!first.ok) {
      throw new Error(
        `${isUrl ? page : target} answered ${String(first.status)}: ${(await first.text()).slice(0, 200)}`,
      );
    }
    await first.arrayBuffer();

    const browser = await launchBrowser(executable);
    try {
      const errors: string[] = [];
      const {targetId} = (await browser.send('Target.createTarget', {url: 'about:blank'})) as {targetId: string};
      const {sessionId} = (await browser.send('Target.attachToTarget', {targetId, flatten: true})) as {
        sessionId: string;
      };
      const origin = sandbox.url;
      // URLs as you know them: your page file by its name, the rest by its path on the sandbox (or your server).
      const shorten = (url: string) =>
        url === `${origin}/` && !isUrl ? path.basename(page) : url.startsWith(origin) ? url.slice(origin.length) : url;
      browser.on('Runtime.consoleAPICalled', (params) => {
        const {type, args, stackTrace} = params as {
          type: string;
          args?: RemoteObject[];
          stackTrace?: {callFrames?: CallFrame[]};
        };
        if (type !== 'error' && type !== 'assert') return;
        errors.push(`console.${type}: ${(args ?? []).map(describe).join(' ')}${at(shorten, stackTrace?.callFrames)}`);
      });
      browser.on('Runtime.exceptionThrown', (params) => {
        const {exceptionDetails} = params as {
          exceptionDetails: {
            text?: string;
            exception?: RemoteObject;
            url?: string;
            stackTrace?: {callFrames?: CallFrame[]};
          };
        };
        const what = exceptionDetails.exception ? describe(exceptionDetails.exception) : exceptionDetails.text;
        const frames = exceptionDetails.stackTrace?.callFrames ?? [{url: exceptionDetails.url}];
        errors.push(`uncaught exception: ${String(what).split('\n')[0] ?? ''}${at(shorten, frames)}`);
      });
      browser.on('Log.entryAdded', (params) => {
        const {entry} = params as {entry: {level: string; text: string; url?: string}};
        // The browser asks for a favicon on its own: that is not your page's doing.
        if (entry.level !== 'error' || entry.url?.endsWith('/favicon.ico')) return;
        errors.push(`${entry.text}${entry.url ? ` (${shorten(entry.url)})` : ''}`);
      });
      const inPage = (method: string, params: Record<string, unknown> = {}) => browser.send(method, params, sessionId);
      await inPage('Runtime.enable');
      await inPage('Log.enable');
      await inPage('Page.enable');
      const loaded = new Promise<void>((resolve) => browser.on('Page.loadEventFired', () => resolve()));
      const navigated = (await inPage('Page.navigate', {url: target})) as {errorText?: string};
      if (navigated.errorText) throw new Error(`${target}: ${navigated.errorText}`);
      const loadTimeout = options.loadTimeoutMs ?? 20_000;
      const inTime = await Promise.race([loaded.then(() => true), sleep(loadTimeout).then(() => false)]);
      if (!inTime) errors.push(`the page did not finish loading within ${String(loadTimeout)} ms`);

      const read = async (): Promise<StandInRecord | null> => {
        const {result} = (await inPage('Runtime.evaluate', {
          expression: 'window.__vsSandboxRecord ?? null',
          returnByValue: true,
        })) as {result: RemoteObject};
        return (result.value ?? null) as StandInRecord | null;
      };
      // A page may fetch its token before it adds the widget: give it time, and stop waiting once it has.
      const settle = Date.now() + (options.settleMs ?? 3000);
      let record = await read();
      while ((record === null || record.widgets.length === 0) && Date.now() < settle) {
        await sleep(50);
        record = await read();
      }
      await sleep(100);
      let probed = false;
      if (record !== null && record.adapters > 0 && Object.keys(fixtures).some((key) => key !== 'timeBudgetMs')) {
        // Each request waits at most the time budget for its answer; a page that stalls the stand-in is not waited for.
        const budget = 3 * (fixtures.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS) + 2000;
        const asked = inPage('Runtime.evaluate', {expression: 'window.__vsSandboxProbe()', awaitPromise: true});
        if (!(await Promise.race([asked.then(() => true), sleep(budget).then(() => false)]))) {
          errors.push(`the stand-in's requests to your adapter did not finish within ${String(budget)} ms`);
        }
        probed = true;
        await sleep(200); // errors the answers cause a moment later
      }
      record = await read();
      errors.push(...(record?.adapterErrors ?? []).map((error) => `your adapter threw on ${error}`));
      return {
        where: `in ${browser.version.replace('/', ' ')}, headless`,
        loaderScripts: record?.loads ?? 0,
        calls: record?.calls ?? [],
        adapters: record?.adapters ?? 0,
        widgets: record?.widgets ?? [],
        addedBeforeAdapter: record?.addedBeforeAdapter ?? [],
        missingContainers: record?.missingContainers ?? [],
        errors,
        probed,
      };
    } finally {
      await browser.close();
    }
  } finally {
    await sandbox.close();
  }
}
