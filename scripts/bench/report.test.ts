// The bench report's figures and tables from fixed numbers, checked without a browser, a server or a build.
import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {LighthouseRun} from './measure';
import {comparisonTable, median, pageTable, queryBytes, threadTimeTable} from './report';
import type {Comparison} from './stock-peer';

function run(performance: number, tbt: number, lcp: number, threadTime: LighthouseRun['threadTime']): LighthouseRun {
  return {
    scores: {performance},
    benchmarkIndex: [1000],
    lcp,
    tbt,
    cls: 0,
    totalBytes: 200_000,
    threadTime,
    scripts: [],
  };
}

const guide: Comparison = {
  page: 'guide',
  ours: run(0.9, 120.4, 1500.6, {performance: 0.95, tbt: 40, lcp: 1400}),
  stock: run(0.8, 240, 2000, {performance: 0.85, tbt: 80, lcp: 1900}),
  oursJs: 100 * 1024,
  stockJs: 200 * 1024,
  pairedTbtRatio: 0.5,
  pairedPerfDiff: 0.1,
  pairedThreadTbtRatio: 0.55,
  pairedThreadPerfDiff: -0.05,
};
/** A page the stock site has no counterpart for: no stock run, no paired figures. */
const oursOnly: Comparison = {
  page: '/web',
  ours: run(0.9, 120.4, 1500.6, {performance: 0.95, tbt: 40, lcp: 1400}),
  oursJs: 50 * 1024,
};

test('the median is the middle value, the upper middle of an even count, NaN of none', () => {
  const values = [3, 1, 2];
  assert.equal(median(values), 2);
  assert.deepEqual(values, [3, 1, 2], 'the input is left unsorted');
  assert.equal(median([4, 1, 3, 2]), 3);
  assert.ok(Number.isNaN(median([])));
});

test('the stock comparison table: ours / stock, ratios, paired figures, n/a where stock has no page', () => {
  assert.deepEqual(comparisonTable([guide, oursOnly]).slice(2), [
    '| guide | 0.90 / 0.80 | +0.10 | 120 / 240 ms | 0.50 | 0.50 | 1501 / 2000 ms | 100.0 KiB / 200.0 KiB | 0.50 |',
    '| /web | 0.90 / n/a | n/a | 120 / n/a ms | n/a | n/a | 1501 / n/a ms | 50.0 KiB / n/a | n/a |',
  ]);
});

test('the thread-time table reads the same comparisons on thread time, a negative difference signed', () => {
  const [header, rule, ...rows] = threadTimeTable([guide]);
  assert.equal(header?.split('|').length, rule?.split('|').length, 'as many columns in the header as in the rule');
  assert.deepEqual(rows, ['| guide | 0.95 / 0.85 | -0.05 | 40 / 80 ms | 0.55 | 1400 / 1900 ms |']);
});

test('the page table: four scores, timings, bytes in KiB, zeros for a page without figures', () => {
  const home = {
    ...run(0.98, 120.4, 1500.6, {performance: 0.99, tbt: 40, lcp: 1400}),
    scores: {performance: 0.98, accessibility: 1, 'best-practices': 0.96, seo: 1},
    cls: 0.0123,
  };
  const bytes = {home: {document: 2 * 1024, stylesheet: 10 * 1024, script: 50 * 1024, prefetch: 0, other: 0}};
  assert.deepEqual(pageTable(['home', '/web'], {home}, bytes), [
    '| page | performance | accessibility | best-practices | seo | LCP | TBT | TBT, thread time | CLS | HTML | CSS | JS | JS prefetched |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    '| home | 0.98 | 1.00 | 0.96 | 1.00 | 1501 ms | 120 ms | 40 ms | 0.012 | 2.0 KiB | 10.0 KiB | 50.0 KiB | 0.0 KiB |',
    '| /web | 0.00 | 0.00 | 0.00 | 0.00 | 0 ms | 0 ms | 0 ms | 0.000 | 0.0 KiB | 0.0 KiB | 0.0 KiB | 0.0 KiB |',
  ]);
});

test('first-query bytes: median, the largest query, how many stay within the 160 KiB budget', () => {
  const measured = new Map([
    ['token', 100 * 1024],
    ['flash bet', 170 * 1024],
    ['moderator', 150 * 1024],
  ]);
  assert.deepEqual(queryBytes(measured), {
    median: 150 * 1024,
    max: 170 * 1024,
    largest: 'flash bet',
    withinBudget: 2,
    count: 3,
  });
});

test('the release guard fails a page whose TBT or LCP worsens by more than 10 %, or whose bytes grow unexplained', async () => {
  const {releaseVerdict} = await import('./report');
  const pair = (ours: number, previous: number, bytes = 200_000): Comparison => ({
    page: 'guide',
    ours: run(0.9, ours, ours, {performance: 0.9, tbt: ours, lcp: ours}),
    stock: run(0.9, previous, previous, {performance: 0.9, tbt: previous, lcp: previous}),
    oursJs: 1,
    oursBytes: bytes,
    stockBytes: 200_000,
    tbtRatios: [1.2, 1.3, 1.15, 1.25, 1.18],
    lcpRatios: [0.95, 1.02, 1.05, 0.99, 1.01],
  });
  const worse = releaseVerdict([pair(125, 100)], {});
  assert.deepEqual(worse.failures, ['guide: TBT worse by 20 % (paired median 1.20, spread 1.15–1.30)']);
  assert.ok(worse.lines.includes('ok   guide: LCP within the spread, 0.95–1.05 (paired median 1.01)'));
  const steady = {...pair(100, 100), tbtRatios: [0.9, 1.05, 1.08, 0.97, 1.0]};
  assert.deepEqual(releaseVerdict([steady], {}).failures, []);
  // Bytes: 5 % more fails without a reason, passes with one (and the line says it).
  const heavier = {...steady, oursBytes: 210_000};
  assert.match(
    releaseVerdict([heavier], {}).failures[0] ?? '',
    /^guide: bytes grew 5\.0 % .* bench\/byte-growth\.json$/,
  );
  const explained = releaseVerdict([heavier], {guide: 'the new diagram on this page'});
  assert.deepEqual(explained.failures, []);
  assert.ok(explained.lines.some((line) => line.endsWith(': the new diagram on this page')));
  // A machine whose speed moved by more than half during the runs cannot judge a 10 % change.
  assert.match(releaseVerdict([steady], {}, [3500, 1200]).failures[0] ?? '', /speed varied from 1200 to 3500/);
  assert.deepEqual(releaseVerdict([steady], {}, [3500, 3300]).failures, []);
  // Too few runs to judge.
  assert.deepEqual(releaseVerdict([{...steady, tbtRatios: [1, 1], lcpRatios: [1, 1]}], {}).failures, [
    'guide: 2 paired runs; the guard needs 5',
  ]);
});
