import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import zlib from 'node:zlib';

import {isCompressible, minimumBytes, precompressTree} from './precompress';

test('text files above the minimum get .br and .gz files that decompress to the original', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-test-'));
  try {
    const page = `<html><body>${'<p>Virtual Stadium</p>'.repeat(50)}</body></html>`;
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'docs/page.html'), page);
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x()');
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));
    const result = await precompressTree(dir);
    assert.equal(result.files, 1);
    assert.equal(result.originalBytes, Buffer.byteLength(page));
    assert.ok(result.brotliBytes < result.originalBytes);
    assert.equal(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'docs/page.html.br'))).toString(), page);
    assert.equal(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'docs/page.html.gz'))).toString(), page);
    assert.equal(fs.existsSync(path.join(dir, 'tiny.js.br')), false, 'files under the minimum are left alone');
    assert.equal(fs.existsSync(path.join(dir, 'photo.png.br')), false, 'binary formats are left alone');
    // A second run compresses the same files again, never the .br/.gz files themselves.
    assert.equal((await precompressTree(dir)).files, 1);
    assert.equal(fs.existsSync(path.join(dir, 'docs/page.html.br.br')), false);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('which files count as text', () => {
  for (const file of ['a.html', 'b.js', 'c.css', 'd.svg', 'e.json', 'llms.txt', 'sitemap.xml', 'page.md']) {
    assert.equal(isCompressible(file), true, file);
  }
  // The search index's data files, stored uncompressed by pagefindServing.ts.
  for (const file of [
    'fragment/en_1.pf_fragment',
    'index/en_2.pf_index',
    'pagefind.en_3.pf_meta',
    'wasm.en.pagefind',
  ]) {
    assert.equal(isCompressible(file), true, file);
  }
  for (const file of ['a.png', 'b.woff2', 'c.html.br', 'd.js.gz', 'e.webp', 'index/en_2.pf_index.br'])
    assert.equal(isCompressible(file), false, file);
  assert.equal(minimumBytes, 256);
});
