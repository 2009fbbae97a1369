/**
 * `npm run bench`: measures what readers get, and prints a Markdown table (also written to
 * bench/results/report.md). Numbers are reported, not asserted; the targets are issue #10's.
 *
 *   1. build time of `docusaurus build`: cold with Docusaurus Faster off, cold and warm with it on
 *      (precompression, the rest of `npm run build`, is timed apart)
 *   2. the production build served compressed by nginx on loopback (scripts/serve-nginx.ts)
 *   3. Lighthouse (mobile), median of 3 runs per page type, with LCP, TBT and CLS
 *   4. first-load bytes (as transferred) of HTML, CSS and JavaScript per page type
 *   5. search: bytes fetched by the first query, milliseconds per query after it, top-3 hit rate of the
 *      reader query set
 *   6. a bounded load run (autocannon, loopback only) on a doc page and a hashed asset
 *   6b. the docs' MCP server (scripts/bench-mcp.ts): cold start, search_docs and get_page latency, a bounded
 *      loopback load run of 50 sessions
 *
 *   7. ours against a stock Docusaurus 3.10.2 classic site with the same content (scripts/stock-site.ts):
 *      Lighthouse performance, TBT, LCP and first-load JS per page type, runs interleaved, ratios reported
 *
 * Every Lighthouse run is also audited a second time on thread time (scripts/lighthouse-thread-time.ts): each
 * main-thread task as long as the CPU time its thread spent in it, without the time it waited for a core.
 *
 * Options: --skip-builds (use the existing build), --skip-stock (no stock comparison), --runs N (Lighthouse runs
 * per page, default 3), --search-only (the existing build's bytes and search figures, printed; no report written),
 * --mcp-only (the existing build's MCP server figures, printed; no report written),
 * --against DIR (the existing build against another build folder, e.g. one built from an earlier commit with
 * `npx docusaurus build --out-dir DIR`, paired the same way as against stock; the table is printed, no report
 * written). Single Lighthouse runs on this machine differ by more than most changes do: judge a change with
 * --against and 8 runs or more, by its paired columns.
 */
import {execSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';

import {walk} from '../build-tools/files';
import {searchIndexDir} from '../config/search';
import {measureMcp, mcpSentence} from './bench-mcp';
import {buildStockSite, scriptBytesBrotli, serveGzip} from './stock-site';
import {onThreadTime, type TraceEvent} from './lighthouse-thread-time';
import {chromiumArgs, findChromium} from '../tests/support/browser';
import {expectedPath, rankingFigures, searchQueries, type QueryOutcome} from '../tests/support/search-queries';

const siteDir = path.resolve(__dirname, '..');
const port = 4400;
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const skipBuilds = process.argv.includes('--skip-builds');
const skipStock = process.argv.includes('--skip-stock');
const searchOnly = process.argv.includes('--search-only');
const mcpOnly = process.argv.includes('--mcp-only');
const against = process.argv.includes('--against') ? process.argv[process.argv.indexOf('--against') + 1] : undefined;

/** The page types measured; `onStock` is false where the stock site has no counterpart (/web has one: its text as
 * a Markdown page, see webPage in scripts/stock-site.ts). */
const pages = [
  {name: 'home', path: '/', onStock: true},
  {name: '/web', path: '/web', onStock: true},
  {name: 'guide', path: '/docs/integration/authentication', onStock: true},
  {name: 'API interface', path: '/docs/api/interfaces/ExternalOutcome', onStock: true},
  {name: 'moderation', path: '/docs/moderationUi/views/messages', onStock: true},
];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (value: number | undefined): string => (value === undefined ? 'not measured' : `${value.toFixed(1)} s`);

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
 * step of `npm run build` (scripts/precompress.ts) is the same either way and is timed apart.
 */
function timedBuild(label: string, env: NodeJS.ProcessEnv, clear: boolean): number {
  if (clear) execSync('npx docusaurus clear', {cwd: siteDir, stdio: 'ignore'});
  return timed(label, 'npx docusaurus build', env);
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn('npx', ['tsx', 'scripts/serve-nginx.ts', '--port', String(port)], {
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

interface LighthouseResult {
  scores: Record<string, number>;
  /** Lighthouse's measure of this machine's CPU speed during the runs (higher is faster). */
  benchmarkIndex: number[];
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse audited again on the same trace with each main-thread task as long as its thread (CPU) time
   * instead of its wall-clock time (scripts/lighthouse-thread-time.ts): the simulated phone without the time the
   * page's main thread waited for one of this machine's two cores. */
  threadTime: {performance: number; tbt: number; lcp: number};
}

interface LighthouseRun extends LighthouseResult {
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
async function lighthouseOnce(url: string): Promise<LighthouseRun> {
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
function medianRun(results: LighthouseRun[]): LighthouseRun {
  const categories = Object.keys(results[0]?.scores ?? {});
  return {
    scores: Object.fromEntries(categories.map((id) => [id, median(results.map((result) => result.scores[id] ?? 0))])),
    benchmarkIndex: results.flatMap((result) => result.benchmarkIndex),
    lcp: median(results.map((result) => result.lcp)),
    tbt: median(results.map((result) => result.tbt)),
    cls: median(results.map((result) => result.cls)),
    threadTime: {
      performance: median(results.map((result) => result.threadTime.performance)),
      tbt: median(results.map((result) => result.threadTime.tbt)),
      lcp: median(results.map((result) => result.threadTime.lcp)),
    },
    scripts: results[0]?.scripts ?? [],
  };
}

async function lighthouseRuns(url: string): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseOnce(url));
  return medianRun(results);
}

interface Comparison {
  page: string;
  ours: LighthouseRun;
  stock?: LighthouseRun;
  oursJs: number;
  stockJs?: number;
  /** The median over runs of ours / stock TBT, each run's pair measured back to back. */
  pairedTbtRatio?: number;
  /** The median over runs of ours − stock performance score, each run's pair measured back to back. */
  pairedPerfDiff?: number;
  /** The same two on thread time (LighthouseResult.threadTime). */
  pairedThreadTbtRatio?: number;
  pairedThreadPerfDiff?: number;
}

/**
 * Ours against a stock Docusaurus 3.10.2 classic site built from our Markdown twins (scripts/stock-site.ts), both
 * served by one Node process with gzip, runs interleaved (ours, stock, stock, ours...) so that the machine's
 * speed changes hit both alike. First-load JS is the brotli size of the scripts each page loaded. `stockBuild` is
 * the stock site's build folder, or with --against another build of ours.
 */
async function compareWithStock(stockBuild: string): Promise<{comparisons: Comparison[]; speeds: number[]}> {
  const oursBuild = path.join(siteDir, 'build');
  const oursServer = await serveGzip(oursBuild, port + 10);
  const stockServer = await serveGzip(stockBuild, port + 11);
  const oursOrigin = `http://127.0.0.1:${port + 10}`;
  const stockOrigin = `http://127.0.0.1:${port + 11}`;
  try {
    const collected = new Map<string, {ours: LighthouseRun[]; stock: LighthouseRun[]}>();
    for (let run = 0; run < runs; run += 1) {
      for (const page of pages) {
        const entry = collected.get(page.name) ?? {ours: [], stock: []};
        collected.set(page.name, entry);
        // The order alternates by run, so that neither site always follows the other.
        const oursFirst = run % 2 === 0 || !page.onStock;
        if (oursFirst) entry.ours.push(await lighthouseOnce(`${oursOrigin}${page.path}`));
        if (page.onStock) entry.stock.push(await lighthouseOnce(`${stockOrigin}${page.path}`));
        if (!oursFirst) entry.ours.push(await lighthouseOnce(`${oursOrigin}${page.path}`));
      }
    }
    const comparisons = pages.map((page): Comparison => {
      const entry = collected.get(page.name) ?? {ours: [], stock: []};
      const ours = medianRun(entry.ours);
      const stock = entry.stock.length > 0 ? medianRun(entry.stock) : undefined;
      // Each run's ours and stock were measured back to back, on the machine as it was then: their ratio (and
      // difference) is steadier than the ratio of two medians when the machine's speed drifts between runs.
      const pairs = entry.stock.map((stockRun, index) => ({ours: entry.ours[index], stock: stockRun}));
      const paired = (value: (pair: (typeof pairs)[number]) => number): number | undefined =>
        pairs.length > 0 ? median(pairs.map(value)) : undefined;
      return {
        page: page.name,
        ours,
        stock,
        pairedTbtRatio: paired((pair) => (pair.ours?.tbt ?? 0) / pair.stock.tbt),
        pairedPerfDiff: paired((pair) => (pair.ours?.scores.performance ?? 0) - (pair.stock.scores.performance ?? 0)),
        pairedThreadTbtRatio: paired((pair) => (pair.ours?.threadTime.tbt ?? 0) / pair.stock.threadTime.tbt),
        pairedThreadPerfDiff: paired(
          (pair) => (pair.ours?.threadTime.performance ?? 0) - pair.stock.threadTime.performance,
        ),
        oursJs: scriptBytesBrotli(oursBuild, ours.scripts),
        stockJs: stock ? scriptBytesBrotli(stockBuild, stock.scripts) : undefined,
      };
    });
    const speeds = [...collected.values()].flatMap(({ours, stock}) =>
      [...ours, ...stock].flatMap((result) => result.benchmarkIndex),
    );
    return {comparisons, speeds};
  } finally {
    oursServer.close();
    stockServer.close();
  }
}

/** Table cells of the comparisons: `ours / stock` in one format, a paired figure, a signed paired difference. */
const twoPlaces = (value: number): string => value.toFixed(2);
const wholeMs = (value: number): string => `${Math.round(value)}`;
const versus = (ours: number, stock: number | undefined, format: (value: number) => string): string =>
  `${format(ours)} / ${stock === undefined ? 'n/a' : format(stock)}`;
const pairedCell = (value: number | undefined): string => (value === undefined ? 'n/a' : twoPlaces(value));
const signedCell = (value: number | undefined): string =>
  value === undefined ? 'n/a' : `${value >= 0 ? '+' : ''}${twoPlaces(value)}`;

function comparisonTable(comparisons: Comparison[]): string[] {
  const ratio = (a: number, b: number | undefined): string => (b ? (a / b).toFixed(2) : 'n/a');
  return [
    '| page | performance ours / stock | perf difference, paired | TBT ours / stock | TBT ratio | TBT ratio, paired | LCP ours / stock | JS (brotli) ours / stock | JS ratio |',
    '|---|---|---|---|---|---|---|---|---|',
    ...comparisons.map(({page, ours, stock, oursJs, stockJs, pairedTbtRatio, pairedPerfDiff}) => {
      const perf = versus(ours.scores.performance ?? 0, stock && (stock.scores.performance ?? 0), twoPlaces);
      const tbt = `${versus(ours.tbt, stock?.tbt, wholeMs)} ms`;
      const lcp = `${versus(ours.lcp, stock?.lcp, wholeMs)} ms`;
      const js = versus(oursJs, stockJs, kib);
      return `| ${page} | ${perf} | ${signedCell(pairedPerfDiff)} | ${tbt} | ${ratio(ours.tbt, stock?.tbt)} | ${pairedCell(pairedTbtRatio)} | ${lcp} | ${js} | ${ratio(oursJs, stockJs)} |`;
    }),
  ];
}

/** The comparison on thread time (LighthouseResult.threadTime): the same runs, each trace audited again. */
function threadTimeTable(comparisons: Comparison[]): string[] {
  return [
    '| page | performance ours / stock | perf difference, paired | TBT ours / stock | TBT ratio, paired | LCP ours / stock |',
    '|---|---|---|---|---|---|',
    ...comparisons.map(({page, ours, stock, pairedThreadTbtRatio, pairedThreadPerfDiff}) => {
      const [mine, theirs] = [ours.threadTime, stock?.threadTime];
      const perf = versus(mine.performance, theirs?.performance, twoPlaces);
      const tbt = `${versus(mine.tbt, theirs?.tbt, wholeMs)} ms`;
      const lcp = `${versus(mine.lcp, theirs?.lcp, wholeMs)} ms`;
      return `| ${page} | ${perf} | ${signedCell(pairedThreadPerfDiff)} | ${tbt} | ${pairedCell(pairedThreadTbtRatio)} | ${lcp} |`;
    }),
  ];
}

/** The budget for a first query on the wire, gzip (issue #37: 160 KiB gzip; nginx sends brotli where the browser
 * accepts it, which is smaller). */
const firstQueryBudget = 160 * 1024;

/** What a set of first queries fetched. */
interface QueryBytes {
  median: number;
  max: number;
  /** The query that fetched the most. */
  largest: string;
  /** How many stayed within firstQueryBudget. */
  withinBudget: number;
  count: number;
}

function queryBytes(measured: Map<string, number>): QueryBytes {
  const bytes = [...measured.values()];
  const max = Math.max(...bytes);
  return {
    median: median(bytes),
    max,
    largest: [...measured].find(([, each]) => each === max)?.[0] ?? '',
    withinBudget: bytes.filter((each) => each <= firstQueryBudget).length,
    count: bytes.length,
  };
}

interface SearchMeasurement {
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
async function firstQueryBytes(
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

async function measureSearch(browser: Browser): Promise<SearchMeasurement> {
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

/** The report's paragraph on search. */
function searchSentence(search: SearchMeasurement): string {
  const budget = `${firstQueryBudget / 1024} KiB gzip`;
  const percent = (count: number): string => `${((100 * count) / search.queries).toFixed(0)} %`;
  return `Search (Pagefind): a one-word first query fetched ${kib(search.firstQueryBytes)} on the wire (${kib(search.firstQueryGzip)} gzip) in ${search.firstQueryRequests} requests (engine, WebAssembly, the query code, one index chunk, one vocabulary chunk, the list of reference pages and the fragments of the pages shown); as first query, the ${search.pasted.count} reader queries fetched a median of ${kib(search.pasted.median)} and at most ${kib(search.pasted.max)} ("${search.pasted.largest}"), gzip at most ${kib(search.pastedGzip.max)} ("${search.pastedGzip.largest}"), and ${search.pastedGzip.withinBudget} of them at most ${budget} (one index chunk per word and per synonym, stop words dropped); typed key by key (120 ms a key), they fetched a median of ${kib(search.typed.median)} and at most ${kib(search.typed.max)} ("${search.typed.largest}"), gzip at most ${kib(search.typedGzip.max)}, ${search.typedGzip.withinBudget} of them at most ${budget} (the suggestions shown for each prefix are fetched too). The whole index is ${kib(search.indexBytes)} as served (brotli) for ${search.pages} pages, in ${search.chunks} word chunks of ${kib(search.chunkBytes)} (median). Later queries took a median of ${median(search.queryTimes)} ms (max ${Math.max(...search.queryTimes)} ms) from the input event to rendered suggestions, timed in the page (any index chunk the new words need and the shown pages' fragments included); the engine's own search() took a median of ${median(search.engineTimes)} ms (max ${Math.max(...search.engineTimes)} ms) over the reader queries. Reader query set (tests/support/search-queries.ts): ${search.firstHits} of ${search.queries} queries find an expected page first (top-1 ${percent(search.firstHits)}), ${search.hits} in the top 3 (${percent(search.hits)}); ${search.figures}${search.misses.length > 0 ? `; misses: ${search.misses.join('; ')}` : ''}.`;
}

/** --against: this build against another, printed as the stock comparison's table ("stock" is the other build). */
async function compareBuilds(otherBuild: string): Promise<void> {
  if (!fs.existsSync(path.join(otherBuild, 'index.html')))
    throw new Error(`--against: ${otherBuild} is not a build folder`);
  const {comparisons, speeds} = await compareWithStock(path.resolve(otherBuild));
  console.log(
    [
      `This build (ours) against ${otherBuild} (stock column), ${runs} interleaved runs per page, Lighthouse's CPU benchmark index ${Math.round(Math.min(...speeds))} to ${Math.round(Math.max(...speeds))}:`,
      '',
      ...comparisonTable(comparisons),
      '',
      'The same runs on thread time (each trace audited again with every main-thread task as long as the CPU time its thread spent in it, scripts/lighthouse-thread-time.ts):',
      '',
      ...threadTimeTable(comparisons),
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  if (against !== undefined) {
    await compareBuilds(against);
    return;
  }
  if (mcpOnly) {
    const mcp = await measureMcp();
    console.log(`bench: mcp: ${JSON.stringify(mcp)}`);
    console.log(mcpSentence(mcp));
    return;
  }
  const builds: Record<string, number> = {};
  if (!skipBuilds && !searchOnly) {
    builds.coldWithoutFaster = timedBuild('cold build, Faster off', {DOCUSAURUS_FASTER: 'false'}, true);
    builds.coldFaster = timedBuild('cold build, Faster on', {}, true);
    builds.warmFaster = timedBuild('warm build, Faster on', {}, false);
    builds.precompress = timed('precompress', 'npx tsx scripts/precompress.ts');
  }

  const server = await startServer();
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  try {
    // First-load bytes, as transferred (compressed), by resource type. Chunks that Docusaurus
    // prefetches for the links in view (<link rel="prefetch">, sent with `Sec-Purpose: prefetch`)
    // are counted apart: they serve the next page, and are skipped on 2g or with data saving on.
    const bytes: Record<string, Record<string, number>> = {};
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
          Promise.all([request.sizes(), request.allHeaders(), request.response()]).then(
            ([sizes, headers, response]) => {
              const type = request.resourceType();
              const prefetched = /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '');
              const key = prefetched ? 'prefetch' : type in totals ? type : 'other';
              totals[key] = (totals[key] ?? 0) + sizes.responseBodySize;
              if (type === 'script') encodings.add(response?.headers()['content-encoding'] ?? 'identity');
            },
          ),
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

    // Search: what the first query downloads (engine, WebAssembly, index chunks, the shown pages' fragments),
    // how long each further query takes, and how often the reader query set finds an expected page in the top 3.
    const search = await measureSearch(browser);
    console.log(`bench: search: ${JSON.stringify(search)}`);
    if (searchOnly) {
      console.log(searchSentence(search));
      return;
    }

    // Lighthouse, mobile preset.
    const lighthouse: Record<string, LighthouseResult> = {};
    for (const page of pages) {
      lighthouse[page.name] = await lighthouseRuns(`${origin}${page.path}`);
      console.log(`bench: lighthouse ${page.name}: ${JSON.stringify(lighthouse[page.name]?.scores)}`);
    }

    // Ours against stock Docusaurus, interleaved.
    const stock = skipStock ? undefined : await compareWithStock(buildStockSite(path.join(siteDir, 'build')));

    // Load on loopback, bounded in time.
    const {default: autocannon} = await import('autocannon');
    const html = await (await fetch(`${origin}/docs/integration/overview`)).text();
    const asset = html.match(/src="?(\/assets\/js\/main\.[^"\s>]+\.js)/)?.[1] ?? '/img/logo.svg';
    const load: Record<string, {rps: number; p99: number}> = {};
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

    const mcp = await measureMcp();
    console.log(`bench: mcp: ${JSON.stringify(mcp)}`);

    const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
    const speeds = Object.values(lighthouse).flatMap((result) => result.benchmarkIndex);
    const lines = [
      `# Benchmark report (${new Date().toISOString()})`,
      '',
      `Lighthouse ${runs}-run medians, mobile preset, served by nginx with precompressed files on loopback. HTML, CSS and JS: first-load bytes as transferred (compressed); "JS prefetched" is what Docusaurus prefetches for links in view, for the next navigation. Lighthouse's CPU benchmark index during the runs: ${Math.round(Math.min(...speeds))} to ${Math.round(Math.max(...speeds))} (its simulated phone is this machine slowed down 4x, so TBT moves with it).`,
      '',
      `| page | ${categories.join(' | ')} | LCP | TBT | TBT, thread time | CLS | HTML | CSS | JS | JS prefetched |`,
      `|---|${categories.map(() => '---').join('|')}|---|---|---|---|---|---|---|---|`,
      ...pages.map((page) => {
        const result = lighthouse[page.name];
        const size = bytes[page.name] ?? {};
        return `| ${page.name} | ${categories.map((id) => (result?.scores[id] ?? 0).toFixed(2)).join(' | ')} | ${Math.round(result?.lcp ?? 0)} ms | ${Math.round(result?.tbt ?? 0)} ms | ${Math.round(result?.threadTime.tbt ?? 0)} ms | ${(result?.cls ?? 0).toFixed(3)} | ${kib(size.document ?? 0)} | ${kib(size.stylesheet ?? 0)} | ${kib(size.script ?? 0)} | ${kib(size.prefetch ?? 0)} |`;
      }),
      '',
      searchSentence(search),
      '',
      ...(stock
        ? [
            '## Against stock Docusaurus',
            '',
            `A stock Docusaurus 3.10.2 classic site (Faster on) built from this build's Markdown twins (scripts/stock-site.ts), both sites served by one Node process with gzip, Lighthouse mobile, ${runs}-run medians, ours and stock interleaved (each run measures both back to back, in alternating order). "Paired" columns are the median over runs of each back-to-back pair's ratio or difference, which the machine's speed drift between runs affects less than a ratio of medians. First-load JS: brotli size of the same-origin scripts each page loaded. Lighthouse's CPU benchmark index during these runs: ${Math.round(Math.min(...stock.speeds))} to ${Math.round(Math.max(...stock.speeds))}. The stock site's /web is our /web page's text and code blocks as a Markdown page (our page is a React page, with the embed configurator).`,
            '',
            ...comparisonTable(stock.comparisons),
            '',
            '### The same runs on thread time',
            '',
            `Lighthouse's simulated phone takes each main-thread task's length from the wall clock and multiplies it by 4. On this two-core machine the page's main thread also waits for a core while Chromium's other processes and Lighthouse work, and that wait changes from run to run: it is most of the spread between runs above. Here each run's trace is audited again with every main-thread task as long as the CPU time its thread spent in it (Chromium records both; scripts/lighthouse-thread-time.ts): the same phone, the same runs and pairs, the page's own work without the machine's waiting. Lighthouse's own figures are the table above.`,
            '',
            ...threadTimeTable(stock.comparisons),
            '',
          ]
        : ['Stock comparison: skipped (--skip-stock).', '']),
      ...(skipBuilds
        ? ['Builds: skipped (--skip-builds).']
        : [
            `Builds (\`docusaurus build\`, TypeDoc generation included): cold with Faster off ${seconds(builds.coldWithoutFaster)}; cold with Faster ${seconds(builds.coldFaster)}; warm with Faster ${seconds(builds.warmFaster)}; ratio cold off/on ${((builds.coldWithoutFaster ?? 0) / (builds.coldFaster ?? 1)).toFixed(2)}x. Precompression (gzip and brotli, the rest of \`npm run build\`): ${seconds(builds.precompress)}.`,
          ]),
      '',
      `Load (autocannon, 20 connections, 10 s, loopback): ${Object.entries(load)
        .map(([label, value]) => `${label} ${Math.round(value.rps)} req/s, p99 ${value.p99} ms`)
        .join('; ')}.`,
      '',
      mcpSentence(mcp),
      '',
    ];
    const report = lines.join('\n');
    fs.mkdirSync(path.join(siteDir, 'bench/results'), {recursive: true});
    fs.writeFileSync(path.join(siteDir, 'bench/results/report.md'), report);
    console.log(report);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
