/**
 * The measuring part of `npm run bench` (scripts/bench/main.ts): everything that runs something and times or weighs
 * it, and nothing that decides what is printed. The timed `docusaurus build` runs, the nginx server the site is
 * measured through, Lighthouse runs (each audited again on thread time, scripts/bench/lighthouse-thread-time.ts),
 * first-load bytes per page type, the bytes and speed of search, wire bytes as nginx sends them, and the bounded load
 * run. Each function returns its figures; scripts/bench/report.ts turns them into text.
 */
import {execSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {type Browser} from '@playwright/test';

import {walk} from '../../build-tools/files';
import {searchIndexDir} from '../../config/search';
import {onThreadTime, type TraceEvent} from './lighthouse-thread-time';
import {chromiumArgs, findChromium} from '../../tests/support/browser';
import {expectedPath, rankingFigures, searchQueries, type QueryOutcome} from '../../tests/support/search-queries';
import {median, queryBytes, type QueryBytes} from './report';

export const siteDir = path.resolve(__dirname, '../..');
export const port = 4400;
const origin = `http://127.0.0.1:${port}`;

/** The page types measured; `onStock` is false where the stock site has no counterpart (/web has one: its text as
 * a Markdown page, see webPage in scripts/bench/stock-site.ts). */
export const pages = [
  {name: 'home', path: '/', onStock: true},
  {name: '/web', path: '/web', onStock: true},
  {name: 'guide', path: '/docs/integration/authentication', onStock: true},
  {name: 'API interface', path: '/docs/api/interfaces/ExternalOutcome', onStock: true},
  {name: 'moderation', path: '/docs/moderationUi/views/messages', onStock: true},
];

/** Runs `command` in the site folder, prints and returns how many seconds it took. */
function timed(label: string, command: string, env: NodeJS.ProcessEnv = {}): number {
  const started = Date.now();
  execSync(command, {cwd: siteDir, stdio: 'ignore', env: {...process.env, ...env}});
  const seconds = (Date.now() - started) / 1000;
  console.log(`bench: ${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

/**
 * Times `docusaurus build` alone: that is what @docusaurus/faster changes. The precompression
 * step of `npm run build` (scripts/build/precompress.ts) is the same either way and is timed apart.
 */
function timedBuild(label: string, env: NodeJS.ProcessEnv, clear: boolean): number {
  if (clear) execSync('npx docusaurus clear', {cwd: siteDir, stdio: 'ignore'});
  return timed(label, 'npx docusaurus build', env);
}

/** Build times in seconds: `docusaurus build` cold with Faster off, cold and warm with it on, then precompression. */
export interface Builds {
  coldWithoutFaster: number;
  coldFaster: number;
  warmFaster: number;
  precompress: number;
}

/** The builds of the report, in this order: each leaves the build the next one starts from. */
export function timedBuilds(): Builds {
  return {
    coldWithoutFaster: timedBuild('cold build, Faster off', {DOCUSAURUS_FASTER: 'false'}, true),
    coldFaster: timedBuild('cold build, Faster on', {}, true),
    warmFaster: timedBuild('warm build, Faster on', {}, false),
    precompress: timed('precompress', 'npx tsx scripts/build/precompress.ts'),
  };
}

/** nginx on the bench's port, serving this site's build, or the build folder given (the scale bench's copies). */
export async function startServer(buildDir?: string): Promise<ChildProcess> {
  const build = buildDir ? ['--build', buildDir] : [];
  const server = spawn('npx', ['tsx', 'scripts/tools/serve-nginx.ts', '--port', String(port), ...build], {
    cwd: siteDir,
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('nginx did not start');
}

export interface LighthouseResult {
  scores: Record<string, number>;
  /** Lighthouse's measure of this machine's CPU speed during the runs (higher is faster). */
  benchmarkIndex: number[];
  lcp: number;
  tbt: number;
  cls: number;
  /** Every byte the page loaded, as transferred (Lighthouse's total-byte-weight). */
  totalBytes: number;
  /** Lighthouse audited again on the same trace with each main-thread task as long as its thread (CPU) time
   * instead of its wall-clock time (scripts/bench/lighthouse-thread-time.ts): the simulated phone without the time the
   * page's main thread waited for one of this machine's two cores. */
  threadTime: {performance: number; tbt: number; lcp: number};
}

export interface LighthouseRun extends LighthouseResult {
  /** Paths of the same-origin scripts the page loaded. */
  scripts: string[];
}

/**
 * Audits the artifacts Lighthouse saved in `artifactsDir` again, with every task of the trace on thread time (see
 * LighthouseResult.threadTime). The settings are the first audit's: Lighthouse refuses to audit with others.
 */
async function threadTimeAudit(artifactsDir: string): Promise<LighthouseResult['threadTime']> {
  const {default: lighthouse} = await import('lighthouse');
  const traceFile = path.join(artifactsDir, 'defaultPass.trace.json');
  const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as {traceEvents: TraceEvent[]};
  if (onThreadTime(trace.traceEvents) === 0) throw new Error(`${traceFile}: no task has a thread time`);
  fs.writeFileSync(traceFile, JSON.stringify(trace));
  const lhr = (await lighthouse(undefined, {auditMode: artifactsDir, logLevel: 'error'}))?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for the artifacts in ${artifactsDir}`);
  return {
    performance: lhr.categories.performance?.score ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  };
}

/** One Lighthouse run (mobile preset) in a fresh Chromium, then its trace audited again on thread time. */
export async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // Gathered and audited in one go, as without these flags; the artifacts are kept for the thread-time audit.
  const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: findChromium(),
      chromeFlags: ['--headless=new', '--no-sandbox', ...chromiumArgs],
    });
    let lhr;
    try {
      lhr = (
        await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          gatherMode: artifactsDir,
          auditMode: artifactsDir,
        })
      )?.lhr;
    } finally {
      chrome.kill();
    }
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [id, category.score ?? 0]),
    );
    const requests = (lhr.audits['network-requests']?.details as {items?: {url: string; resourceType?: string}[]})
      ?.items;
    const origin = new URL(url).origin;
    return {
      scores,
      benchmarkIndex: [lhr.environment.benchmarkIndex],
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      totalBytes: lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN,
      scripts: (requests ?? [])
        .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
        .map((item) => new URL(item.url).pathname),
      threadTime: await threadTimeAudit(artifactsDir),
    };
  } finally {
    fs.rmSync(artifactsDir, {recursive: true, force: true});
  }
}

/** The median of several runs. */
export function medianRun(results: LighthouseRun[]): LighthouseRun {
  const categories = Object.keys(results[0]?.scores ?? {});
  return {
    scores: Object.fromEntries(categories.map((id) => [id, median(results.map((result) => result.scores[id] ?? 0))])),
    benchmarkIndex: results.flatMap((result) => result.benchmarkIndex),
    lcp: median(results.map((result) => result.lcp)),
    tbt: median(results.map((result) => result.tbt)),
    cls: median(results.map((result) => result.cls)),
    totalBytes: median(results.map((result) => result.totalBytes)),
    threadTime: {
      performance: median(results.map((result) => result.threadTime.performance)),
      tbt: median(results.map((result) => result.threadTime.tbt)),
      lcp: median(results.map((result) => result.threadTime.lcp)),
    },
    scripts: results[0]?.scripts ?? [],
  };
}

async function lighthouseRuns(url: string, runs: number): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseOnce(url));
  return medianRun(results);
}

/** Lighthouse, mobile preset: the median of `runs` runs for each page type, on the nginx server. */
export async function lighthouseByPage(runs: number): Promise<Record<string, LighthouseResult>> {
  const lighthouse: Record<string, LighthouseResult> = {};
  for (const page of pages) {
    lighthouse[page.name] = await lighthouseRuns(`${origin}${page.path}`, runs);
    console.log(`bench: lighthouse ${page.name}: ${JSON.stringify(lighthouse[page.name]?.scores)}`);
  }
  return lighthouse;
}

export interface SearchMeasurement {
  /** A one-word first query ("adapter"): brotli, as a browser receives it, and gzip. */
  firstQueryBytes: number;
  firstQueryGzip: number;
  firstQueryRequests: number;
  /** The reader queries as first query, each in a fresh page: pasted at once, and typed key by key. */
  pasted: QueryBytes;
  typed: QueryBytes;
  /** The same, gzip: the budget's measure. */
  pastedGzip: QueryBytes;
  typedGzip: QueryBytes;
  indexBytes: number;
  /** The word-index chunks: how many, and the median size of one (brotli, as served). */
  chunks: number;
  chunkBytes: number;
  pages: number;
  queryTimes: number[];
  /** Pagefind's search() alone for each reader query, warm. */
  engineTimes: number[];
  queries: number;
  hits: number;
  /** Queries whose first result is an expected page. */
  firstHits: number;
  misses: string[];
  /** Top-1 and top-3 per kind of query (tests/support/search-queries.ts rankingFigures). */
  figures: string;
}

/** The size of a response body as nginx sends it to a browser (brotli when the file has a .br twin), undecoded. */
function wireBytes(url: string, encodings = 'br, gzip'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers: {'accept-encoding': encodings}}, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** Bytes on the wire for one query, pasted or typed, in a freshly loaded page: the engine, its WebAssembly, the index
 * chunks and the shown pages' fragments. */
export async function firstQueryBytes(
  browser: Browser,
  query: string,
  typing: 'pasted' | 'typed' = 'pasted',
): Promise<{bytes: number; gzip: number; requests: number}> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${origin}/docs/integration/overview`, {waitUntil: 'networkidle'});
  // Requests from the page and from Pagefind's worker; sizes are read again from the server, compressed as
  // served, because a worker's responses report no transfer size. Only search's own files count: the page may
  // prefetch route chunks for links in view meanwhile.
  // The query code that loads with the first query (src/utils/pagefindQuery.ts and searchQuery.ts) counts too.
  const requested = new Set<string>();
  tab.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith(`/${searchIndexDir}/`) || /^\/assets\/js\/search-query\.[^/]*\.js$/.test(pathname)) {
      requested.add(request.url());
    }
  });
  const input = tab.locator('.navbar input.navbar__search-input');
  await input.click();
  // Typed: key by key at 120 ms a key, as a reader types, so the suggestions for each prefix are fetched too.
  if (typing === 'typed') await input.pressSequentially(query, {delay: 120});
  else await input.fill(query);
  await tab
    .locator('.navbar [role="listbox"] [role="option"]')
    .last()
    .filter({hasText: `“${query}”`})
    .waitFor();
  await tab.waitForLoadState('networkidle');
  let bytes = 0;
  let gzip = 0;
  for (const url of requested) {
    bytes += await wireBytes(url);
    gzip += await wireBytes(url, 'gzip');
  }
  await context.close();
  return {bytes, gzip, requests: requested.size};
}

export async function measureSearch(browser: Browser): Promise<SearchMeasurement> {
  // The first query's cost depends on its words (one index chunk per word): measured for a one-word query and
  // for each reader query, each in a fresh page.
  const oneWord = await firstQueryBytes(browser, 'adapter');
  const firstQueries = new Map<string, number>();
  const firstQueriesGzip = new Map<string, number>();
  for (const {query} of searchQueries) {
    const measured = await firstQueryBytes(browser, query);
    firstQueries.set(query, measured.bytes);
    firstQueriesGzip.set(query, measured.gzip);
  }
  const typedQueries = new Map<string, number>();
  const typedQueriesGzip = new Map<string, number>();
  for (const {query} of searchQueries) {
    const measured = await firstQueryBytes(browser, query, 'typed');
    typedQueries.set(query, measured.bytes);
    typedQueriesGzip.set(query, measured.gzip);
  }

  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${origin}/docs/integration/overview`, {waitUntil: 'networkidle'});
  const input = tab.locator('.navbar input.navbar__search-input');
  const lastOption = tab.locator('.navbar [role="listbox"] [role="option"]').last();
  await input.click();
  await input.fill('adapter');
  await lastOption.filter({hasText: '“adapter”'}).waitFor();

  // Timed in the page, from the input event to the rendered answer (the list's last option names the query),
  // so the test driver's round trips are not counted. Some words need an index chunk not yet loaded.
  const queryTimes: number[] = [];
  for (const query of ['token', 'flash bet', 'moderator', 'channel', 'reactions', 'odds', 'ban', 'language']) {
    queryTimes.push(
      await tab.evaluate(async (typed) => {
        const box = document.querySelector<HTMLInputElement>('.navbar input.navbar__search-input');
        const navbar = document.querySelector('.navbar');
        if (!box || !navbar) throw new Error('no search box');
        // No named helper functions in here: tsx would wrap them in a `__name` call the page does not have.
        return new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            const options = navbar.querySelectorAll('[role="listbox"] [role="option"]');
            if (!options[options.length - 1]?.textContent?.includes(`“${typed}”`)) return;
            observer.disconnect();
            resolve(Math.round(performance.now() - started));
          });
          observer.observe(navbar, {subtree: true, childList: true, characterData: true});
          const started = performance.now();
          // React tracks the input's value through the prototype's setter.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, typed);
          box.dispatchEvent(new Event('input', {bubbles: true}));
        });
      }, query),
    );
  }

  // The engine alone, warm: Pagefind's search() for each reader query, in the page (index chunks cached after the
  // first use, as they are for a reader who keeps typing).
  const engineTimes = await tab.evaluate(
    async ({url, queries}) => {
      const pagefind = (await import(/* webpackIgnore: true */ url)) as {search: (query: string) => Promise<unknown>};
      for (const query of queries) await pagefind.search(query);
      const times: number[] = [];
      for (const query of queries) {
        const started = performance.now();
        await pagefind.search(query);
        times.push(Math.round(performance.now() - started));
      }
      return times;
    },
    {url: `/${searchIndexDir}/pagefind.js`, queries: searchQueries.map(({query}) => query)},
  );

  const misses: string[] = [];
  const outcomes: QueryOutcome[] = [];
  for (const {query, expect, kind} of searchQueries) {
    await input.fill(query);
    await lastOption.filter({hasText: `“${query}”`}).waitFor();
    const top = (
      await tab
        .locator('.navbar [role="listbox"] [role="option"][data-url]')
        .evaluateAll((options) => options.map((option) => option.getAttribute('data-url') ?? ''))
    )
      .map((url) => url.split('#')[0] ?? '')
      .slice(0, 3);
    const rank = top.findIndex((url) => expect.some((page) => url === expectedPath(page)));
    outcomes.push({query, kind, rank: rank < 0 ? undefined : rank + 1, top});
    if (rank < 0) misses.push(`"${query}"`);
  }
  await context.close();

  // The index's files as nginx sends them: the brotli twin where the build wrote one (build-tools/pagefindServing.ts).
  const indexDir = path.join(siteDir, 'build', searchIndexDir);
  const indexFiles = walk(indexDir).filter((file) => !/\.(br|gz)$/.test(file));
  const servedBytes = (file: string): number => fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
  const indexBytes = indexFiles.reduce((sum, file) => sum + servedBytes(file), 0);
  const chunkSizes = indexFiles.filter((file) => file.endsWith('.pf_index')).map(servedBytes);
  const pages = indexFiles.filter((file) => file.endsWith('.pf_fragment')).length;
  return {
    firstQueryBytes: oneWord.bytes,
    firstQueryGzip: oneWord.gzip,
    firstQueryRequests: oneWord.requests,
    pasted: queryBytes(firstQueries),
    typed: queryBytes(typedQueries),
    pastedGzip: queryBytes(firstQueriesGzip),
    typedGzip: queryBytes(typedQueriesGzip),
    indexBytes,
    chunks: chunkSizes.length,
    chunkBytes: median(chunkSizes),
    pages,
    queryTimes,
    engineTimes,
    queries: searchQueries.length,
    hits: searchQueries.length - misses.length,
    firstHits: outcomes.filter((outcome) => outcome.rank === 1).length,
    misses,
    figures: rankingFigures(outcomes),
  };
}

/** Bytes per resource type (document, stylesheet, script, prefetch, other), per page type. */
export type FirstLoadBytes = Record<string, Record<string, number>>;

/**
 * First-load bytes, as transferred (compressed), by resource type, per page type. Chunks that Docusaurus
 * prefetches for the links in view (<link rel="prefetch">, sent with `Sec-Purpose: prefetch`)
 * are counted apart: they serve the next page, and are skipped on 2g or with data saving on.
 */
export async function firstLoadBytes(browser: Browser): Promise<FirstLoadBytes> {
  const bytes: FirstLoadBytes = {};
  for (const page of pages) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const totals: Record<string, number> = {document: 0, stylesheet: 0, script: 0, prefetch: 0, other: 0};
    const encodings = new Set<string>();
    const pending: Promise<void>[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    tab.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    tab.on('requestfailed', () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });
    tab.on('requestfinished', (request) => {
      inFlight -= 1;
      lastActivity = Date.now();
      pending.push(
        Promise.all([request.sizes(), request.allHeaders(), request.response()]).then(([sizes, headers, response]) => {
          const type = request.resourceType();
          const prefetched = /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '');
          const key = prefetched ? 'prefetch' : type in totals ? type : 'other';
          totals[key] = (totals[key] ?? 0) + sizes.responseBodySize;
          if (type === 'script') encodings.add(response?.headers()['content-encoding'] ?? 'identity');
        }),
      );
    });
    // "networkidle" alone can come while main.js is still being evaluated (no request for 500 ms on a busy
    // machine), before the page's own chunks and the prefetches are requested: wait for hydration, then for
    // 500 ms without a request.
    await tab.goto(`${origin}${page.path}`, {waitUntil: 'networkidle'});
    await tab.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    while (inFlight > 0 || Date.now() - lastActivity < 500) await tab.waitForTimeout(100);
    await Promise.all(pending);
    bytes[page.name] = totals;
    console.log(
      `bench: bytes ${page.name}: ${JSON.stringify(totals)} (script encodings: ${[...encodings].join(', ')})`,
    );
    await context.close();
  }
  return bytes;
}

/** Requests per second and p99 latency in ms, per target. */
export type LoadFigures = Record<string, {rps: number; p99: number}>;

/** Load on loopback, bounded in time: requests per second and p99 latency of a doc page and a hashed asset. */
export async function loadRun(): Promise<LoadFigures> {
  const {default: autocannon} = await import('autocannon');
  const html = await (await fetch(`${origin}/docs/integration/overview`)).text();
  const asset = html.match(/src="?(\/assets\/js\/main\.[^"\s>]+\.js)/)?.[1] ?? '/img/logo.svg';
  const load: LoadFigures = {};
  for (const [label, target] of [
    ['doc page', '/docs/integration/overview'],
    ['hashed asset', asset],
  ] as const) {
    const result = await autocannon({
      url: `${origin}${target}`,
      connections: 20,
      duration: 10,
      headers: {'accept-encoding': 'br, gzip'},
    });
    load[label] = {rps: result.requests.average, p99: result.latency.p99};
  }
  return load;
}
