/**
 * `npm run bench`: measures what readers get, and prints a Markdown table (also written to
 * bench/results/report.md). Numbers are reported, not asserted; the targets are issue #10's.
 *
 *   1. build time of `docusaurus build`: cold with Docusaurus Faster off, cold and warm with it on
 *      (precompression, the rest of `npm run build`, is timed apart)
 *   2. the production build served compressed by nginx on loopback (scripts/serve-nginx.ts)
 *   3. Lighthouse (mobile), median of 3 runs per page type, with LCP, TBT and CLS
 *   4. first-load bytes (as transferred) of HTML, CSS and JavaScript per page type
 *   5. search: bytes fetched by the first query, milliseconds per query after it
 *   6. a bounded load run (autocannon, loopback only) on a doc page and a hashed asset
 *
 * Options: --skip-builds (use the existing build), --runs N (Lighthouse runs per page, default 3).
 */
import {execSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';

import {chromiumArgs, findChromium} from '../tests/support/browser';

const siteDir = path.resolve(__dirname, '..');
const port = 4400;
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const skipBuilds = process.argv.includes('--skip-builds');

const pages = [
  {name: 'home', path: '/'},
  {name: '/web', path: '/web'},
  {name: 'guide', path: '/docs/integration/authentication'},
  {name: 'API interface', path: '/docs/api/interfaces/ExternalOutcome'},
  {name: 'moderation', path: '/docs/moderationUi/views/messages'},
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
}

async function lighthouseRuns(url: string): Promise<LighthouseResult> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: findChromium(),
      chromeFlags: ['--headless=new', '--no-sandbox', ...chromiumArgs],
    });
    try {
      const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'});
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
      const scores = Object.fromEntries(
        Object.entries(lhr.categories).map(([id, category]) => [id, category.score ?? 0]),
      );
      results.push({
        scores,
        benchmarkIndex: [lhr.environment.benchmarkIndex],
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  const categories = Object.keys(results[0]?.scores ?? {});
  return {
    scores: Object.fromEntries(categories.map((id) => [id, median(results.map((result) => result.scores[id] ?? 0))])),
    benchmarkIndex: results.flatMap((result) => result.benchmarkIndex),
    lcp: median(results.map((result) => result.lcp)),
    tbt: median(results.map((result) => result.tbt)),
    cls: median(results.map((result) => result.cls)),
  };
}

async function main(): Promise<void> {
  const builds: Record<string, number> = {};
  if (!skipBuilds) {
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
      tab.on('requestfinished', (request) => {
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
      await tab.goto(`${origin}${page.path}`, {waitUntil: 'networkidle'});
      await Promise.all(pending);
      bytes[page.name] = totals;
      console.log(
        `bench: bytes ${page.name}: ${JSON.stringify(totals)} (script encodings: ${[...encodings].join(', ')})`,
      );
      await context.close();
    }

    // Search: what the first query downloads, then how long each further query takes.
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${origin}/docs/integration/overview`, {waitUntil: 'networkidle'});
    let searchBytes = 0;
    const searchPending: Promise<void>[] = [];
    tab.on('requestfinished', (request) => {
      searchPending.push(request.sizes().then((sizes) => void (searchBytes += sizes.responseBodySize)));
    });
    const input = tab.locator('.navbar input.navbar__search-input');
    await input.click();
    await input.fill('adapter');
    await tab.locator('.navbar [role="listbox"] a').first().waitFor();
    await tab.waitForLoadState('networkidle');
    await Promise.all(searchPending);
    const queryTimes: number[] = [];
    for (const query of ['token', 'flash bet', 'moderator', 'channel', 'reactions', 'odds', 'ban', 'language']) {
      await input.fill('');
      const started = Date.now();
      await input.fill(query);
      await tab.locator('.navbar [role="listbox"] a, .navbar [role="listbox"] [class*="noResults"]').first().waitFor();
      queryTimes.push(Date.now() - started);
    }
    await context.close();

    // Lighthouse, mobile preset.
    const lighthouse: Record<string, LighthouseResult> = {};
    for (const page of pages) {
      lighthouse[page.name] = await lighthouseRuns(`${origin}${page.path}`);
      console.log(`bench: lighthouse ${page.name}: ${JSON.stringify(lighthouse[page.name]?.scores)}`);
    }

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

    const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
    const speeds = Object.values(lighthouse).flatMap((result) => result.benchmarkIndex);
    const lines = [
      `# Benchmark report (${new Date().toISOString()})`,
      '',
      `Lighthouse ${runs}-run medians, mobile preset, served by nginx with precompressed files on loopback. HTML, CSS and JS: first-load bytes as transferred (compressed); "JS prefetched" is what Docusaurus prefetches for links in view, for the next navigation. Lighthouse's CPU benchmark index during the runs: ${Math.round(Math.min(...speeds))} to ${Math.round(Math.max(...speeds))} (its simulated phone is this machine slowed down 4x, so TBT moves with it).`,
      '',
      `| page | ${categories.join(' | ')} | LCP | TBT | CLS | HTML | CSS | JS | JS prefetched |`,
      `|---|${categories.map(() => '---').join('|')}|---|---|---|---|---|---|---|`,
      ...pages.map((page) => {
        const result = lighthouse[page.name];
        const size = bytes[page.name] ?? {};
        return `| ${page.name} | ${categories.map((id) => (result?.scores[id] ?? 0).toFixed(2)).join(' | ')} | ${Math.round(result?.lcp ?? 0)} ms | ${Math.round(result?.tbt ?? 0)} ms | ${(result?.cls ?? 0).toFixed(3)} | ${kib(size.document ?? 0)} | ${kib(size.stylesheet ?? 0)} | ${kib(size.script ?? 0)} | ${kib(size.prefetch ?? 0)} |`;
      }),
      '',
      `Search: first query fetched ${kib(searchBytes)}; later queries took a median of ${median(queryTimes)} ms (max ${Math.max(...queryTimes)} ms, measured from typing to rendered suggestions).`,
      '',
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
