/**
 * `npm run bench:scale`: how the build grows with the number of pages, ours beside stock Docusaurus (issue #43).
 *
 *   npm run bench:scale -- [--copies 0,8,19] [--skip-stock]   (100, about 500 and about 1,000 pages)
 *
 * For each COPIES value, the site's hand-written docs (docs/, about 50 pages beside about 50 API pages) are copied
 * that many more times into docs/scale-<k>/ of a scratch copy of HEAD (/tmp/vs-scale/ours, not committed; the
 * generated API reference is not copied), and built cold (`.docusaurus`, the build and node_modules/.cache removed
 * first) with `/usr/bin/time -v docusaurus build`. Then, for ours, the search index
 * (scripts/build/build-search-index.ts) is built and timed apart, the twins' directives resolved and the files
 * precompressed; nginx serves the result, and Chromium measures the bytes a one-word first query fetches. The stock
 * site (scripts/bench/stock-site.ts) is generated from the scratch build at 0 copies, from its Markdown twins, and
 * multiplied the same way: every twin but the API reference's copied COPIES more times.
 *
 * Reported per site and size: pages built, `docusaurus build` wall time and peak resident memory (the largest process,
 * as GNU time reports it), output size, first-load JavaScript of a guide page (its scripts and preloaded scripts,
 * brotli, from the build's files), and for ours the search index size and the first query's bytes. The slope is the
 * least-squares seconds (and MB) per added page. The table goes to bench/results/scale.md and to standard output.
 *
 * It takes a while: about 15 minutes at the default sizes on a two-core machine. Run it on a quiet machine.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';

import {walk} from '../../build-tools/files';
import {chromiumArgs, findChromium} from '../../tests/support/browser';
import {firstQueryBytes, port, siteDir, startServer} from './measure';
import {generateStockSite, scriptBytesBrotli, stockDir} from './stock-site';
import {runAsScript} from '../lib/run-as-script';

const scratchRoot = '/tmp/vs-scale';
const oursDir = path.join(scratchRoot, 'ours');
const pristineDocs = path.join(scratchRoot, 'docs-pristine');
/** The page whose first-load JavaScript is compared across sizes: a guide page, on both sites. */
const guidePage = 'docs/integration/authentication/index.html';

export interface ScaleRow {
  site: 'ours' | 'stock';
  copies: number;
  pages: number;
  buildSeconds: number;
  peakMemoryMb: number;
  outputMb: number;
  firstLoadJsKib: number;
  indexKib?: number;
  indexSeconds?: number;
  firstQueryKib?: number;
}

/** The wall time and peak resident set size GNU time -v printed, in seconds and MB. */
export function parseGnuTime(report: string): {seconds: number; peakMemoryMb: number} {
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(report);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
  if (!wall || !rss) throw new Error(`no GNU time figures in:\n${report.slice(-2000)}`);
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  return {seconds, peakMemoryMb: Number(rss[1]) / 1024};
}

/** Least-squares slope of y over x. */
export function slope(points: readonly (readonly [number, number])[]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxy = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return sxy / sxx;
}

/** Copies `from` to `to`, a doc's absolute `slug:` moved under /<prefix>, leaving out the folders in `skip`. */
export function copyDocs(from: string, to: string, prefix: string, skip: readonly string[] = []): void {
  for (const file of walk(from)) {
    const relative = path.relative(from, file);
    if (skip.some((folder) => relative === folder || relative.startsWith(`${folder}/`))) continue;
    const target = path.join(to, relative);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    if (/\.mdx?$/.test(file)) {
      const text = fs.readFileSync(file, 'utf8').replace(/^slug: \/(.*)$/m, `slug: /${prefix}/$1`);
      fs.writeFileSync(target, text);
    } else fs.copyFileSync(file, target);
  }
}

function du(dir: string): number {
  return walk(dir).reduce((sum, file) => sum + fs.statSync(file).size, 0);
}

/** Brotli bytes of the scripts a page's HTML loads or preloads, read from the build folder. */
export function firstLoadJs(buildDir: string, page: string): number {
  const html = fs.readFileSync(path.join(buildDir, page), 'utf8');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="?preload"?[^>]*as="?script"?[^>]*>/g)) {
    const href = /href="?([^"\s>]+)/.exec(match[0]);
    if (href?.[1]) sources.add(href[1]);
  }
  return scriptBytesBrotli(buildDir, sources);
}

function pagesBuilt(buildDir: string): number {
  return walk(path.join(buildDir, 'docs')).filter((file) => file.endsWith('index.html') || /\.html$/.test(file)).length;
}

/** `docusaurus build` in `cwd`, cold, under GNU time; the log goes to `<cwd>/scale-build.log`. */
function timedColdBuild(cwd: string): {seconds: number; peakMemoryMb: number} {
  fs.rmSync(path.join(cwd, '.docusaurus'), {recursive: true, force: true});
  fs.rmSync(path.join(cwd, 'node_modules/.cache'), {recursive: true, force: true});
  fs.rmSync(path.join(cwd, 'build'), {recursive: true, force: true});
  const log = fs.openSync(path.join(cwd, 'scale-build.log'), 'w');
  const timeReport = path.join(cwd, 'scale-time.txt');
  const run = spawnSync(
    '/usr/bin/time',
    [
      '-v',
      '-o',
      timeReport,
      process.execPath,
      path.join(cwd, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
    ],
    {cwd, stdio: ['ignore', log, log], env: {...process.env, NODE_OPTIONS: '--max-old-space-size=8192'}},
  );
  fs.closeSync(log);
  if (run.status !== 0) throw new Error(`docusaurus build failed in ${cwd}: see ${cwd}/scale-build.log`);
  return parseGnuTime(fs.readFileSync(timeReport, 'utf8'));
}

/** A scratch copy of HEAD with this repository's installed packages (hard links), made once. */
function prepareOurs(): void {
  if (!fs.existsSync(path.join(oursDir, 'package.json'))) {
    fs.mkdirSync(oursDir, {recursive: true});
    execFileSync('sh', ['-c', `git -C "${siteDir}" archive HEAD | tar -x -C "${oursDir}"`]);
    execFileSync('cp', ['-al', path.join(siteDir, 'node_modules'), path.join(oursDir, 'node_modules')]);
    fs.cpSync(path.join(siteDir, 'virtual-stadium-api/dist'), path.join(oursDir, 'virtual-stadium-api/dist'), {
      recursive: true,
    });
  }
  if (!fs.existsSync(pristineDocs)) fs.cpSync(path.join(oursDir, 'docs'), pristineDocs, {recursive: true});
}

function multiply(docsDir: string, source: string, copies: number, skip: readonly string[] = []): void {
  fs.rmSync(docsDir, {recursive: true, force: true});
  fs.cpSync(source, docsDir, {recursive: true});
  for (let k = 1; k <= copies; k += 1) copyDocs(source, path.join(docsDir, `scale-${k}`), `scale-${k}`, skip);
}

async function measureFirstQuery(buildDir: string): Promise<number> {
  const server = await startServer(buildDir);
  try {
    const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
    try {
      return (await firstQueryBytes(browser, 'adapter')).bytes;
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
    spawnSync('pkill', ['-f', `serve-nginx.ts --port ${port}`]);
  }
}

/** What both sites report for one size: pages, build time and memory, output, a guide page's first-load JS. */
function builtRow(
  site: ScaleRow['site'],
  copies: number,
  buildDir: string,
  build: {seconds: number; peakMemoryMb: number},
): ScaleRow {
  return {
    site,
    copies,
    pages: pagesBuilt(buildDir),
    buildSeconds: build.seconds,
    peakMemoryMb: build.peakMemoryMb,
    outputMb: du(buildDir) / 1e6,
    firstLoadJsKib: firstLoadJs(buildDir, guidePage) / 1024,
  };
}

async function measureOurs(copies: number): Promise<ScaleRow> {
  multiply(path.join(oursDir, 'docs'), pristineDocs, copies);
  const build = timedColdBuild(oursDir);
  const buildDir = path.join(oursDir, 'build');
  const started = Date.now();
  execFileSync(process.execPath, [path.join(oursDir, 'node_modules/.bin/tsx'), 'scripts/build/build-search-index.ts'], {
    cwd: oursDir,
    stdio: 'ignore',
  });
  const indexSeconds = (Date.now() - started) / 1000;
  // The twins as served (facts filled in: the stock site is made from them), then precompression for nginx.
  for (const step of ['scripts/build/resolve-twin-directives.ts', 'scripts/build/precompress.ts']) {
    execFileSync(process.execPath, [path.join(oursDir, 'node_modules/.bin/tsx'), step], {
      cwd: oursDir,
      stdio: 'ignore',
    });
  }
  const indexDir = path.join(buildDir, 'pagefind');
  const indexBytes = walk(indexDir)
    .filter((file) => !/\.(br|gz)$/.test(file))
    .reduce((sum, file) => sum + fs.statSync(file).size, 0);
  const firstQuery = await measureFirstQuery(buildDir);
  return {
    ...builtRow('ours', copies, buildDir, build),
    indexKib: indexBytes / 1024,
    indexSeconds,
    firstQueryKib: firstQuery / 1024,
  };
}

function measureStock(copies: number, stockDocs: string): ScaleRow {
  multiply(path.join(stockDir, 'docs'), stockDocs, copies, ['api']);
  return builtRow('stock', copies, path.join(stockDir, 'build'), timedColdBuild(stockDir));
}

export function scaleTable(rows: readonly ScaleRow[]): string {
  const byCopies = [...new Set(rows.map((row) => row.copies))].sort((a, b) => a - b);
  const find = (site: ScaleRow['site'], copies: number) =>
    rows.find((row) => row.site === site && row.copies === copies);
  const lines = [
    '| pages (ours / stock) | ours: build, peak memory | stock: build, peak memory | time ratio | memory ratio | output ours / stock | first-load JS, guide, ours / stock | search index | first query |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const copies of byCopies) {
    const ours = find('ours', copies);
    const stock = find('stock', copies);
    const cell = (row?: ScaleRow) =>
      row ? `${row.buildSeconds.toFixed(0)} s, ${(row.peakMemoryMb / 1024).toFixed(2)} GB` : 'not run';
    const ratio = (a?: number, b?: number) => (a && b ? `${(a / b).toFixed(2)}×` : '–');
    lines.push(
      `| ${ours?.pages ?? '–'} / ${stock?.pages ?? '–'} | ${cell(ours)} | ${cell(stock)} | ${ratio(ours?.buildSeconds, stock?.buildSeconds)} | ${ratio(ours?.peakMemoryMb, stock?.peakMemoryMb)} | ${ours?.outputMb.toFixed(1) ?? '–'} / ${stock?.outputMb.toFixed(1) ?? '–'} MB | ${ours?.firstLoadJsKib.toFixed(1) ?? '–'} / ${stock?.firstLoadJsKib.toFixed(1) ?? '–'} KiB | ${ours?.indexKib ? `${ours.indexKib.toFixed(0)} KiB, built in ${ours.indexSeconds?.toFixed(0) ?? '?'} s` : '–'} | ${ours?.firstQueryKib ? `${ours.firstQueryKib.toFixed(1)} KiB` : '–'} |`,
    );
  }
  const slopes = (site: ScaleRow['site']) => {
    const own = rows.filter((row) => row.site === site);
    const seconds = slope(own.map((row) => [row.pages, row.buildSeconds]));
    const memory = slope(own.map((row) => [row.pages, row.peakMemoryMb]));
    return own.length < 2
      ? `${site}: one size only`
      : `${site}: ${seconds.toFixed(3)} s and ${memory.toFixed(1)} MB a page`;
  };
  lines.push('', `Per added page (least squares): ${slopes('ours')}; ${slopes('stock')}.`);
  return lines.join('\n');
}

async function main(argv: string[]): Promise<void> {
  const {values} = parseArgs({
    args: argv,
    options: {copies: {type: 'string', default: '0,8,19'}, 'skip-stock': {type: 'boolean', default: false}},
  });
  const copies = values.copies
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
  if (!fs.existsSync('/usr/bin/time')) throw new Error('GNU time is missing: apt-get install time');
  prepareOurs();
  const rows: ScaleRow[] = [];
  let stockDocs: string | undefined;
  for (const count of copies) {
    const ours = await measureOurs(count);
    rows.push(ours);
    console.log(`bench:scale: ${JSON.stringify(ours)}`);
    if (values['skip-stock']) continue;
    if (!stockDocs) {
      // The stock site's content: the twins of the scratch build at this size's first run, without its copies.
      multiply(path.join(oursDir, 'docs'), pristineDocs, 0);
      if (count !== 0) await measureOurs(0);
      generateStockSite(path.join(oursDir, 'build'));
      stockDocs = path.join(scratchRoot, 'stock-docs-pristine');
      fs.rmSync(stockDocs, {recursive: true, force: true});
      fs.cpSync(path.join(stockDir, 'docs'), stockDocs, {recursive: true});
      if (!fs.existsSync(path.join(stockDir, 'node_modules/@docusaurus/core'))) {
        execFileSync('npm', ['install', '--no-audit', '--no-fund'], {cwd: stockDir, stdio: 'inherit'});
      }
    }
    const stock = measureStock(count, stockDocs);
    rows.push(stock);
    console.log(`bench:scale: ${JSON.stringify(stock)}`);
  }
  const table = scaleTable(rows);
  const report = `# Scale bench\n\n${new Date().toISOString()}, ${String(rows.length)} cold builds, \`npm run bench:scale -- --copies ${copies.join(',')}\`.\n\n${table}\n`;
  fs.mkdirSync(path.join(siteDir, 'bench/results'), {recursive: true});
  fs.writeFileSync(path.join(siteDir, 'bench/results/scale.md'), report);
  fs.writeFileSync(path.join(siteDir, 'bench/results/scale.json'), `${JSON.stringify(rows, null, 2)}\n`);
  console.log(report);
}

runAsScript(module, main);
