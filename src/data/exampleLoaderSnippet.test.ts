import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {loaderSnippet} from './productFacts';

/** The lines of a text with their common indentation removed, so an indented copy compares equal. */
function withoutIndent(text: string): string[] {
  const lines = text.split('\n');
  const indent = Math.min(
    ...lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0),
  );
  return lines.map((line) => line.slice(indent));
}

test("the web example's page carries the docs' loader snippet, unchanged", () => {
  // examples/web is a standalone starter, so it keeps its own copy; the widget harness runs that copy.
  const html = readFileSync(path.resolve(__dirname, '..', '..', 'examples', 'web', 'public', 'index.html'), 'utf8');
  const snippet = loaderSnippet('en').split('\n');
  const lines = html.split('\n');
  const start = lines.findIndex(
    (line, index) => line.trim() === '<script>' && (lines[index + 1] ?? '').includes('SIR'),
  );
  assert.ok(start >= 0, 'public/index.html has an inline <script> with the SIR queue');
  assert.deepEqual(withoutIndent(lines.slice(start, start + snippet.length).join('\n')), snippet);
});
