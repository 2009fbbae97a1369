import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {dedent} from '../../build-tools/exampleIncludes';
import {loaderSnippet} from './productFacts';

test("the web example's page carries the docs' loader snippet, unchanged", () => {
  // examples/web is a standalone starter, so it keeps its own copy; the widget harness runs that copy.
  const html = readFileSync(path.resolve(__dirname, '..', '..', 'examples', 'web', 'public', 'index.html'), 'utf8');
  const snippet = loaderSnippet('en').split('\n');
  const lines = html.split('\n');
  const start = lines.findIndex(
    (line, index) => line.trim() === '<script>' && (lines[index + 1] ?? '').includes('SIR'),
  );
  assert.ok(start >= 0, 'public/index.html has an inline <script> with the SIR queue');
  // An indented copy compares equal.
  assert.deepEqual(dedent(lines.slice(start, start + snippet.length)), snippet);
});
