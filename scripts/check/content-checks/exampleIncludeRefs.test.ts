import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';

import {brokenIncludes} from './exampleIncludeRefs';

const root = path.resolve(__dirname, '..', '..', '..');
const fence = (info: string) => ['```ts ' + info, '```'].join('\n');

test('an include of a file and region that exist passes', () => {
  const page = ['Intro.', '', fence('title="vs-adapter.ts" file=examples/web/src/widget/vs-adapter.ts'), ''].join('\n');
  assert.deepEqual(brokenIncludes(root, 'docs/x.md', page), []);
});

test('a missing file or region fails, naming the page, its line and the file', () => {
  const page = [
    'Intro.',
    fence('file=examples/web/src/widget/match-stats.ts'),
    fence('file=examples/web/src/widget/vs-adapter.ts#no-such-region'),
  ].join('\n');
  const problems = brokenIncludes(root, 'docs/x.md', page);
  assert.equal(problems.length, 2);
  assert.equal(problems[0]?.line, 2);
  assert.match(
    problems[0]?.message ?? '',
    /docs\/x\.md:2: file=examples\/web\/src\/widget\/match-stats\.ts does not exist/,
  );
  assert.match(problems[1]?.message ?? '', /no-such-region/);
});

test('a fence inside a longer fence is text, not an include', () => {
  const page = ['````md', fence('file=examples/nothing.ts'), '````'].join('\n');
  assert.deepEqual(brokenIncludes(root, 'docs/x.md', page), []);
});
