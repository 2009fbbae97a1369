/**
 * The stock peer of `npm run bench` (scripts/bench/main.ts): our build paired with a yardstick, page by page, each
 * run measuring both back to back. The yardstick is the stock Docusaurus site that scripts/bench/stock-site.ts builds from
 * our Markdown twins, or with --against another build folder of ours. Lives apart from the plain measurements
 * because its figures only mean something as pairs: the runs are interleaved and the paired ratios are taken per run.
 */
import fs from 'node:fs';
import path from 'node:path';

import {buildStockSite, pageBytesBrotli, scriptBytesBrotli, serveGzip} from './stock-site';
import {lighthouseOnce, medianRun, pages, port, siteDir, type LighthouseRun} from './measure';
import {againstText, median} from './report';

export interface Comparison {
  page: string;
  ours: LighthouseRun;
  stock?: LighthouseRun;
  oursJs: number;
  stockJs?: number;
  /** First-load bytes from the build's files, brotli (HTML, its stylesheets, the scripts it loaded). */
  oursBytes?: number;
  stockBytes?: number;
  /** The median over runs of ours / stock TBT, each run's pair measured back to back. */
  pairedTbtRatio?: number;
  /** Each run's pair's ours / stock TBT and LCP, in run order: the spread behind the paired medians. */
  tbtRatios?: number[];
  lcpRatios?: number[];
  /** The median over runs of ours − stock performance score, each run's pair measured back to back. */
  pairedPerfDiff?: number;
  /** The same two on thread time (LighthouseResult.threadTime). */
  pairedThreadTbtRatio?: number;
  pairedThreadPerfDiff?: number;
}

/** The comparison of every page type, and Lighthouse's CPU benchmark index over all of its runs. */
export interface StockComparison {
  comparisons: Comparison[];
  speeds: number[];
}

/**
 * Ours against a stock Docusaurus 3.10.2 classic site built from our Markdown twins (scripts/bench/stock-site.ts), both
 * served by one Node process with gzip, runs interleaved (ours, stock, stock, ours...) so that the machine's
 * speed changes hit both alike. First-load JS is the brotli size of the scripts each page loaded. `stockBuild` is
 * the stock site's build folder, or with --against another build of ours.
 */
async function compareWithStock(stockBuild: string, runs: number): Promise<StockComparison> {
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
        tbtRatios: pairs.map((pair) => (pair.ours?.tbt ?? 0) / pair.stock.tbt),
        lcpRatios: pairs.map((pair) => (pair.ours?.lcp ?? 0) / pair.stock.lcp),
        pairedPerfDiff: paired((pair) => (pair.ours?.scores.performance ?? 0) - (pair.stock.scores.performance ?? 0)),
        pairedThreadTbtRatio: paired((pair) => (pair.ours?.threadTime.tbt ?? 0) / pair.stock.threadTime.tbt),
        pairedThreadPerfDiff: paired(
          (pair) => (pair.ours?.threadTime.performance ?? 0) - pair.stock.threadTime.performance,
        ),
        oursJs: scriptBytesBrotli(oursBuild, ours.scripts),
        oursBytes: pageBytesBrotli(oursBuild, page.path, ours.scripts),
        stockBytes: stock ? pageBytesBrotli(stockBuild, page.path, stock.scripts) : undefined,
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

/** Ours against the stock Docusaurus site, built first from this build's Markdown twins. */
export async function compareWithStockSite(runs: number): Promise<StockComparison> {
  return compareWithStock(buildStockSite(path.join(siteDir, 'build')), runs);
}

/** --against: this build against another, printed as the stock comparison's table ("stock" is the other build). */
export async function compareBuilds(otherBuild: string, runs: number): Promise<StockComparison> {
  if (!fs.existsSync(path.join(otherBuild, 'index.html')))
    throw new Error(`--against: ${otherBuild} is not a build folder`);
  const comparison = await compareWithStock(path.resolve(otherBuild), runs);
  console.log(againstText(otherBuild, runs, comparison));
  return comparison;
}
