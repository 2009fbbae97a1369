// The scale bench's parsing, copying and table, checked on fixed inputs, without a build.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {copyDocs, firstLoadJs, parseGnuTime, scaleTable, slope, type ScaleRow} from './scale';

test('parseGnuTime reads wall time and peak memory, with or without hours', () => {
  const report = [
    '\tCommand being timed: "node docusaurus.mjs build"',
    '\tElapsed (wall clock) time (h:mm:ss or m:ss): 3:25.41',
    '\tMaximum resident set size (kbytes): 3145728',
  ].join('\n');
  assert.deepEqual(parseGnuTime(report), {seconds: 205.41, peakMemoryMb: 3072});
  const long = report.replace('3:25.41', '1:02:03');
  assert.equal(parseGnuTime(long).seconds, 3723);
  assert.throws(() => parseGnuTime('no figures'), /no GNU time figures/);
});

test('slope is the least-squares seconds per page', () => {
  assert.equal(
    slope([
      [100, 40],
      [500, 120],
      [1000, 220],
    ]).toFixed(3),
    '0.200',
  );
  assert.ok(Number.isNaN(slope([[100, 40]])));
});

test('copyDocs moves an absolute slug under the prefix and skips the named folders', () => {
  const from = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-from-'));
  const to = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scale-to-')), 'scale-1');
  fs.mkdirSync(path.join(from, 'api'), {recursive: true});
  fs.mkdirSync(path.join(from, 'web'), {recursive: true});
  fs.writeFileSync(path.join(from, 'intro.md'), '---\nslug: /intro\n---\n# Intro\n');
  fs.writeFileSync(path.join(from, 'web/page.mdx'), '# Web\n');
  fs.writeFileSync(path.join(from, 'api/index.md'), '# API\n');
  copyDocs(from, to, 'scale-1', ['api']);
  assert.equal(fs.readFileSync(path.join(to, 'intro.md'), 'utf8'), '---\nslug: /scale-1/intro\n---\n# Intro\n');
  assert.ok(fs.existsSync(path.join(to, 'web/page.mdx')));
  assert.ok(!fs.existsSync(path.join(to, 'api')));
});

test('firstLoadJs counts the scripts a page loads and preloads, not other pages', () => {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-build-'));
  fs.mkdirSync(path.join(build, 'assets/js'), {recursive: true});
  fs.writeFileSync(path.join(build, 'assets/js/main.js'), 'x'.repeat(5000));
  fs.writeFileSync(path.join(build, 'assets/js/page.js'), 'y'.repeat(5000));
  fs.writeFileSync(path.join(build, 'assets/js/other.js'), 'z'.repeat(5000));
  const page = 'index.html';
  fs.writeFileSync(
    path.join(build, page),
    '<link rel="preload" href="/assets/js/page.js" as="script"><script src="/assets/js/main.js" defer></script>',
  );
  const both = firstLoadJs(build, page);
  fs.writeFileSync(path.join(build, page), '<script src="/assets/js/main.js" defer></script>');
  const one = firstLoadJs(build, page);
  assert.ok(one > 0 && both > one, `${String(one)} then ${String(both)}`);
});

test('scaleTable gives ratios per size and both slopes', () => {
  const row = (site: ScaleRow['site'], copies: number, pages: number, seconds: number, mb: number): ScaleRow => ({
    site,
    copies,
    pages,
    buildSeconds: seconds,
    peakMemoryMb: mb,
    outputMb: 10,
    firstLoadJsKib: 100,
  });
  const table = scaleTable([
    row('ours', 0, 100, 60, 2048),
    row('stock', 0, 100, 30, 1024),
    row('ours', 9, 1000, 240, 4096),
    row('stock', 9, 1000, 120, 2048),
  ]);
  assert.match(table, /\| 100 \/ 100 \| 60 s, 2\.00 GB \| 30 s, 1\.00 GB \| 2\.00× \| 2\.00× \|/);
  assert.match(table, /ours: 0\.200 s and 2\.3 MB a page; stock: 0\.100 s and 1\.1 MB a page/);
});
