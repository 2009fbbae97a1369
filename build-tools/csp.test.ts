import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {contentSecurityPolicy, inlineScriptHashes, inlineScripts, isExecutableScriptType, scriptHash} from './csp';

test('scriptHash is the base64 SHA-256 of the UTF-8 text (values from `openssl dgst -sha256 -binary | base64`)', () => {
  assert.equal(scriptHash('alert(1)'), "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  assert.equal(scriptHash('a\nb'), "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='");
  assert.equal(scriptHash('é'), "'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='");
});

test('inline scripts: executable ones in document order, with their exact text', async () => {
  const html = `<!doctype html><html><head>
    <script>first()</script>
    <script type="module">second()</script>
    <script type="text/javascript"> third() </script>
    <script type=" TEXT/JavaScript ">fourth()</script>
  </head><body></body></html>`;
  assert.deepEqual(await inlineScripts(html), ['first()', 'second()', ' third() ', 'fourth()']);
});

test('inline scripts: external, empty and data-block scripts are left out', async () => {
  const html = `<html><head>
    <script src="/assets/js/main.js"></script>
    <script src="/x.js">ignored()</script>
    <script></script>
    <script type="application/ld+json">{"@type":"WebSite"}</script>
    <script type="application/json">{"a":1}</script>
    <script type="text/template"><p>hi</p></script>
  </head></html>`;
  assert.deepEqual(await inlineScripts(html), []);
});

test('inline scripts: what a regular expression got wrong, the HTML parser gets right', async () => {
  // An attribute that only ends in "src" does not make the script external.
  assert.deepEqual(await inlineScripts('<script data-src="x">a()</script>'), ['a()']);
  // A ">" inside an attribute value does not end the tag.
  assert.deepEqual(await inlineScripts('<script data-note="a>b">b()</script>'), ['b()']);
  // A script inside a comment is not a script.
  assert.deepEqual(await inlineScripts('<!-- <script>c()</script> --><script>d()</script>'), ['d()']);
  // Script text is raw: entities are not decoded, "<b>" is text, and "</script" ends it in any case.
  assert.deepEqual(await inlineScripts('<script>if (a &amp;&amp; b < c) x("<b>")</SCRIPT>'), [
    'if (a &amp;&amp; b < c) x("<b>")',
  ]);
  // The browser hashes the text after its parser turned CR LF into LF; so does this.
  assert.deepEqual(await inlineScripts('<script>one();\r\ntwo();</script>'), ['one();\ntwo();']);
  // Raw text is not markup: a "script" inside <noscript> (read with scripting on), <textarea> or <style> is text.
  assert.deepEqual(
    await inlineScripts(
      '<noscript><script>e()</script></noscript><textarea><script>f()</script></textarea><style>/*<script>g()</script>*/</style>',
    ),
    [],
  );
  // In <svg> a <script> is an SVG script element, which runs too; one left open at the end runs with what it has.
  assert.deepEqual(await inlineScripts('<svg><script>h()</script></svg><p>text<script>i()'), ['h()', 'i()']);
});

test('isExecutableScriptType follows the HTML spec: no type, JavaScript MIME types and module run', () => {
  for (const type of [undefined, '', 'module', 'text/javascript', 'application/javascript', ' Text/JavaScript ']) {
    assert.equal(isExecutableScriptType(type), true, String(type));
  }
  for (const type of [
    'application/ld+json',
    'application/json',
    'text/plain',
    'text/babel',
    'text/javascript; charset=utf-8',
  ]) {
    assert.equal(isExecutableScriptType(type), false, type);
  }
});

test('inlineScriptHashes collects every HTML file of a build, once per distinct script', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-test-'));
  try {
    fs.mkdirSync(path.join(dir, 'docs/a'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>alert(1)</script><script>shared()</script>');
    fs.writeFileSync(path.join(dir, 'docs/a/index.html'), '<script>shared()</script><script>a\nb</script>');
    fs.writeFileSync(path.join(dir, 'docs/a/notes.txt'), '<script>not html()</script>');
    assert.deepEqual(
      [...(await inlineScriptHashes(dir))].sort(),
      [scriptHash('alert(1)'), scriptHash('shared()'), scriptHash('a\nb')].sort(),
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('the policy allows exactly the given hashes, sorted and without duplicates, and nothing unsafe', () => {
  const policy = contentSecurityPolicy(["'sha256-B'", "'sha256-A'", "'sha256-B'"]);
  const directives = new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive] as const));
  assert.equal(directives.get('script-src'), "script-src 'self' 'wasm-unsafe-eval' 'sha256-A' 'sha256-B'");
  // WebAssembly compilation for the search engine only: no 'unsafe-eval' for JavaScript.
  assert.doesNotMatch(policy, /'unsafe-eval'/);
  assert.doesNotMatch(directives.get('script-src') ?? '', /unsafe-inline/);
  assert.equal(directives.get('object-src'), "object-src 'none'");
  assert.equal(directives.get('frame-ancestors'), "frame-ancestors 'none'");
  assert.equal(directives.get('default-src'), "default-src 'self'");
});
