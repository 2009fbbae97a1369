// The deferred whole files (issue #43): the addresses found in built pages, and the files written for them.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {deferredCodeUrls, writeDeferredCode} from '.';

const siteDir = path.resolve(__dirname, '..', '..');

test('addresses are found quoted and unquoted, as the minifier leaves them', () => {
  const html =
    '<pre data-highlighted-src=/code/ts/examples/web/src/token/vs-token.ts.json class=a></pre>' +
    '<pre tabindex="0" data-highlighted-src="/code/kotlin/examples/android/A.kt.json"></pre><p>data-highlighted-src</p>';
  assert.deepEqual(deferredCodeUrls(html), [
    '/code/ts/examples/web/src/token/vs-token.ts.json',
    '/code/kotlin/examples/android/A.kt.json',
  ]);
});

test('each address a page names is written as the highlighted lines of that example file; a bad one fails', async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deferred-code-'));
  try {
    const url = '/code/ts/examples/web/src/token/vs-token.ts.json';
    fs.writeFileSync(path.join(outDir, 'index.html'), `<pre data-highlighted-src=${url}></pre>`);
    assert.equal(await writeDeferredCode(siteDir, outDir), 1);
    const html = JSON.parse(fs.readFileSync(path.join(outDir, url), 'utf8')) as string;
    assert.match(html, /^<span class="line">/);
    assert.match(html, /<span class="sh-keyword">export<\/span>/);
    fs.writeFileSync(
      path.join(outDir, 'bad.html'),
      '<pre data-highlighted-src="/code/ts/../../etc/passwd.json"></pre>',
    );
    await assert.rejects(writeDeferredCode(siteDir, outDir), /names no example file/);
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});
