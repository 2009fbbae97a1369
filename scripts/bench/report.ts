/**
 * The reporting part of `npm run bench` (scripts/bench/main.ts): the figures the measurements return, made into
 * text. Number formats, the median, the tables, the paragraphs, and bench/results/report.md. Nothing here runs a
 * browser or a server, so every table can be checked from fixed numbers (scripts/bench/report.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

import {mcpSentence, type McpMeasurement} from './mcp';
import type {Builds, FirstLoadBytes, LighthouseResult, LoadFigures, SearchMeasurement} from './measure';
import type {Comparison, StockComparison} from './stock-peer';

const reportDir = path.resolve(__dirname, '../../bench/results');

/** The middle value (the upper one of the two middle values of an even count); NaN for none. */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (value: number): string => `${value.toFixed(1)} s`;
/** Lighthouse's CPU benchmark index over some runs, lowest to highest. */
const speedRange = (speeds: number[]): string =>
  `${Math.round(Math.min(...speeds))} to ${Math.round(Math.max(...speeds))}`;

/** Table cells of the comparisons: `ours / stock` in one format, a paired figure, a signed paired difference. */
const twoPlaces = (value: number): string => value.toFixed(2);
const wholeMs = (value: number): string => `${Math.round(value)}`;
const versus = (ours: number, stock: number | undefined, format: (value: number) => string): string =>
  `${format(ours)} / ${stock === undefined ? 'n/a' : format(stock)}`;
const pairedCell = (value: number | undefined): string => (value === undefined ? 'n/a' : twoPlaces(value));
const signedCell = (value: number | undefined): string =>
  value === undefined ? 'n/a' : `${value >= 0 ? '+' : ''}${twoPlaces(value)}`;

export function comparisonTable(comparisons: Comparison[]): string[] {
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
export function threadTimeTable(comparisons: Comparison[]): string[] {
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
export interface QueryBytes {
  median: number;
  max: number;
  /** The query that fetched the most. */
  largest: string;
  /** How many stayed within firstQueryBudget. */
  withinBudget: number;
  count: number;
}

export function queryBytes(measured: Map<string, number>): QueryBytes {
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

/** The report's paragraph on search. */
export function searchSentence(search: SearchMeasurement): string {
  const budget = `${firstQueryBudget / 1024} KiB gzip`;
  const percent = (count: number): string => `${((100 * count) / search.queries).toFixed(0)} %`;
  return `Search (Pagefind): a one-word first query fetched ${kib(search.firstQueryBytes)} on the wire (${kib(search.firstQueryGzip)} gzip) in ${search.firstQueryRequests} requests (engine, WebAssembly, the query code, one index chunk, one vocabulary chunk, the list of reference pages and the fragments of the pages shown); as first query, the ${search.pasted.count} reader queries fetched a median of ${kib(search.pasted.median)} and at most ${kib(search.pasted.max)} ("${search.pasted.largest}"), gzip at most ${kib(search.pastedGzip.max)} ("${search.pastedGzip.largest}"), and ${search.pastedGzip.withinBudget} of them at most ${budget} (one index chunk per word and per synonym, stop words dropped); typed key by key (120 ms a key), they fetched a median of ${kib(search.typed.median)} and at most ${kib(search.typed.max)} ("${search.typed.largest}"), gzip at most ${kib(search.typedGzip.max)}, ${search.typedGzip.withinBudget} of them at most ${budget} (the suggestions shown for each prefix are fetched too). The whole index is ${kib(search.indexBytes)} as served (brotli) for ${search.pages} pages, in ${search.chunks} word chunks of ${kib(search.chunkBytes)} (median). Later queries took a median of ${median(search.queryTimes)} ms (max ${Math.max(...search.queryTimes)} ms) from the input event to rendered suggestions, timed in the page (any index chunk the new words need and the shown pages' fragments included); the engine's own search() took a median of ${median(search.engineTimes)} ms (max ${Math.max(...search.engineTimes)} ms) over the reader queries. Reader query set (tests/support/search-queries.ts): ${search.firstHits} of ${search.queries} queries find an expected page first (top-1 ${percent(search.firstHits)}), ${search.hits} in the top 3 (${percent(search.hits)}); ${search.figures}${search.misses.length > 0 ? `; misses: ${search.misses.join('; ')}` : ''}.`;
}

/** The Lighthouse medians and first-load bytes of each page type, in the order of `pageNames`. */
export function pageTable(
  pageNames: readonly string[],
  lighthouse: Record<string, LighthouseResult>,
  bytes: FirstLoadBytes,
): string[] {
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  return [
    `| page | ${categories.join(' | ')} | LCP | TBT | TBT, thread time | CLS | HTML | CSS | JS | JS prefetched |`,
    `|---|${categories.map(() => '---').join('|')}|---|---|---|---|---|---|---|---|`,
    ...pageNames.map((page) => {
      const result = lighthouse[page];
      const size = bytes[page] ?? {};
      return `| ${page} | ${categories.map((id) => (result?.scores[id] ?? 0).toFixed(2)).join(' | ')} | ${Math.round(result?.lcp ?? 0)} ms | ${Math.round(result?.tbt ?? 0)} ms | ${Math.round(result?.threadTime.tbt ?? 0)} ms | ${(result?.cls ?? 0).toFixed(3)} | ${kib(size.document ?? 0)} | ${kib(size.stylesheet ?? 0)} | ${kib(size.script ?? 0)} | ${kib(size.prefetch ?? 0)} |`;
    }),
  ];
}

/** What --against prints: this build against another, as the stock comparison's tables ("stock" is the other build). */
export function againstText(otherBuild: string, runs: number, {comparisons, speeds}: StockComparison): string {
  return [
    `This build (ours) against ${otherBuild} (stock column), ${runs} interleaved runs per page, Lighthouse's CPU benchmark index ${speedRange(speeds)}:`,
    '',
    ...comparisonTable(comparisons),
    '',
    'The same runs on thread time (each trace audited again with every main-thread task as long as the CPU time its thread spent in it, scripts/bench/lighthouse-thread-time.ts):',
    '',
    ...threadTimeTable(comparisons),
  ].join('\n');
}

/** Everything the full run measured; `stock` and `builds` are undefined where --skip-stock or --skip-builds left them out. */
export interface ReportFigures {
  date: Date;
  runs: number;
  pageNames: readonly string[];
  lighthouse: Record<string, LighthouseResult>;
  bytes: FirstLoadBytes;
  search: SearchMeasurement;
  stock?: StockComparison;
  builds?: Builds;
  load: LoadFigures;
  mcp: McpMeasurement;
}

/** The text of bench/results/report.md. */
export function reportText({
  date,
  runs,
  pageNames,
  lighthouse,
  bytes,
  search,
  stock,
  builds,
  load,
  mcp,
}: ReportFigures): string {
  const speeds = Object.values(lighthouse).flatMap((result) => result.benchmarkIndex);
  return [
    `# Benchmark report (${date.toISOString()})`,
    '',
    `Lighthouse ${runs}-run medians, mobile preset, served by nginx with precompressed files on loopback. HTML, CSS and JS: first-load bytes as transferred (compressed); "JS prefetched" is what Docusaurus prefetches for links in view, for the next navigation. Lighthouse's CPU benchmark index during the runs: ${speedRange(speeds)} (its simulated phone is this machine slowed down 4x, so TBT moves with it).`,
    '',
    ...pageTable(pageNames, lighthouse, bytes),
    '',
    searchSentence(search),
    '',
    ...(stock
      ? [
          '## Against stock Docusaurus',
          '',
          `A stock Docusaurus 3.10.2 classic site (Faster on) built from this build's Markdown twins (scripts/bench/stock-site.ts), both sites served by one Node process with gzip, Lighthouse mobile, ${runs}-run medians, ours and stock interleaved (each run measures both back to back, in alternating order). "Paired" columns are the median over runs of each back-to-back pair's ratio or difference, which the machine's speed drift between runs affects less than a ratio of medians. First-load JS: brotli size of the same-origin scripts each page loaded. Lighthouse's CPU benchmark index during these runs: ${speedRange(stock.speeds)}. The stock site's /web is our /web page's text and code blocks as a Markdown page (our page is a React page, with the embed configurator).`,
          '',
          ...comparisonTable(stock.comparisons),
          '',
          '### The same runs on thread time',
          '',
          `Lighthouse's simulated phone takes each main-thread task's length from the wall clock and multiplies it by 4. On this two-core machine the page's main thread also waits for a core while Chromium's other processes and Lighthouse work, and that wait changes from run to run: it is most of the spread between runs above. Here each run's trace is audited again with every main-thread task as long as the CPU time its thread spent in it (Chromium records both; scripts/bench/lighthouse-thread-time.ts): the same phone, the same runs and pairs, the page's own work without the machine's waiting. Lighthouse's own figures are the table above.`,
          '',
          ...threadTimeTable(stock.comparisons),
          '',
        ]
      : ['Stock comparison: skipped (--skip-stock).', '']),
    ...(builds === undefined
      ? ['Builds: skipped (--skip-builds).']
      : [
          `Builds (\`docusaurus build\`, TypeDoc generation included): cold with Faster off ${seconds(builds.coldWithoutFaster)}; cold with Faster ${seconds(builds.coldFaster)}; warm with Faster ${seconds(builds.warmFaster)}; ratio cold off/on ${(builds.coldWithoutFaster / builds.coldFaster).toFixed(2)}x. Precompression (gzip and brotli, the rest of \`npm run build\`): ${seconds(builds.precompress)}.`,
        ]),
    '',
    `Load (autocannon, 20 connections, 10 s, loopback): ${Object.entries(load)
      .map(([label, value]) => `${label} ${Math.round(value.rps)} req/s, p99 ${value.p99} ms`)
      .join('; ')}.`,
    '',
    mcpSentence(mcp),
    '',
  ].join('\n');
}

/** Writes the report to bench/results/report.md. */
export function writeReport(report: string): void {
  fs.mkdirSync(reportDir, {recursive: true});
  fs.writeFileSync(path.join(reportDir, 'report.md'), report);
}

/** What the release-to-release guard (`npm run bench -- --previous`) allows before it fails a page type. */
export const releaseGuardLimits = {
  /** A paired median of this build / the previous release's TBT or LCP above 1 + this fails. */
  worsening: 0.1,
  /** Fewer paired runs than this cannot judge a page. */
  minimumRuns: 5,
  /** Growth of a page's first-load bytes beyond this fraction needs a reason line (bench/byte-growth.json). */
  byteGrowth: 0.01,
  /** Lighthouse's CPU benchmark index may vary by this factor over the runs; more, and no 10 % change can be judged. */
  speedVariation: 1.5,
} as const;

/** The guard's judgement: one line per page type and figure, and the failures among them. */
export interface ReleaseVerdict {
  lines: string[];
  failures: string[];
}

const spreadText = (ratios: number[]): string => `${twoPlaces(Math.min(...ratios))}–${twoPlaces(Math.max(...ratios))}`;

/**
 * This build against the previous release's, paired run by run (compareBuilds). A page type fails when its TBT
 * or LCP paired median worsens by more than 10 %, when it has fewer than 5 paired runs, or when its bytes grow by
 * more than 1 % with no reason in `reasons` (page name to a line saying why). A median within 10 % whose pairs
 * straddle 1 is reported as its spread, not as a single figure.
 */
export function releaseVerdict(
  comparisons: Comparison[],
  reasons: Record<string, string>,
  speeds: number[] = [],
): ReleaseVerdict {
  const lines: string[] = [];
  const failures: string[] = [];
  if (speeds.length > 0 && Math.max(...speeds) > releaseGuardLimits.speedVariation * Math.min(...speeds)) {
    const line = `the machine's speed varied from ${speedRange(speeds)} (Lighthouse's CPU benchmark index) during the runs: no 10 % change can be judged; run again on a quiet machine`;
    failures.push(line);
    lines.push(`FAIL ${line}`);
  }
  const limit = 1 + releaseGuardLimits.worsening;
  for (const {page, stock: previous, oursBytes, stockBytes, tbtRatios = [], lcpRatios = []} of comparisons) {
    if (!previous) continue;
    if (tbtRatios.length < releaseGuardLimits.minimumRuns) {
      failures.push(`${page}: ${tbtRatios.length} paired runs; the guard needs ${releaseGuardLimits.minimumRuns}`);
      continue;
    }
    for (const [name, ratios] of [
      ['TBT', tbtRatios],
      ['LCP', lcpRatios],
    ] as const) {
      const middle = median(ratios);
      const spread = spreadText(ratios);
      if (middle > limit) {
        const line = `${page}: ${name} worse by ${Math.round((middle - 1) * 100)} % (paired median ${twoPlaces(middle)}, spread ${spread})`;
        failures.push(line);
        lines.push(`FAIL ${line}`);
      } else if (Math.min(...ratios) <= 1 && Math.max(...ratios) >= 1) {
        lines.push(`ok   ${page}: ${name} within the spread, ${spread} (paired median ${twoPlaces(middle)})`);
      } else {
        lines.push(`ok   ${page}: ${name} paired median ${twoPlaces(middle)} (spread ${spread})`);
      }
    }
    if (oursBytes === undefined || stockBytes === undefined) continue;
    const growth = oursBytes / stockBytes - 1;
    const bytes = `${kib(oursBytes)} against ${kib(stockBytes)} first-load, brotli`;
    if (growth > releaseGuardLimits.byteGrowth) {
      const reason = reasons[page];
      if (reason) lines.push(`ok   ${page}: bytes +${(growth * 100).toFixed(1)} % (${bytes}): ${reason}`);
      else {
        const line = `${page}: bytes grew ${(growth * 100).toFixed(1)} % (${bytes}) with no line saying why in bench/byte-growth.json`;
        failures.push(line);
        lines.push(`FAIL ${line}`);
      }
    } else lines.push(`ok   ${page}: bytes ${bytes}`);
  }
  return {lines, failures};
}
