import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {expandIncludes, fencedBlocks, shownCode} from './fencedBlocks';

const file = [
  '// #region sign',
  'export function sign(): string {',
  "  return 'signed';",
  '}',
  '// #endregion sign',
].join('\n');

test('expandIncludes fills an empty file= fence, indented like the fence, and refuses a fence with a body', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'includes-'));
  fs.mkdirSync(path.join(root, 'examples', 'web'), {recursive: true});
  fs.writeFileSync(path.join(root, 'examples', 'web', 'a.ts'), file);
  const page = ['- Step', '', '  ```ts file=examples/web/a.ts#sign', '  ```', '', '```ts', 'other();', '```'].join(
    '\n',
  );
  assert.equal(
    expandIncludes(page, root),
    [
      '- Step',
      '',
      '  ```ts file=examples/web/a.ts#sign',
      '  export function sign(): string {',
      "    return 'signed';",
      '  }',
      '  ```',
      '',
      '  The whole file, `examples/web/a.ts` (3 lines):',
      '',
      '  ```ts title="examples/web/a.ts"',
      '  export function sign(): string {',
      "    return 'signed';",
      '  }',
      '  ```',
      '',
      '```ts',
      'other();',
      '```',
    ].join('\n'),
  );
  // The whole file comes once, under the first region; a page that shows the file whole gets none.
  const twice = '```ts file=examples/web/a.ts#sign\n```\n\n```ts file=examples/web/a.ts#sign\n```';
  assert.equal(expandIncludes(twice, root).match(/The whole file/g)?.length, 1);
  assert.doesNotMatch(expandIncludes(`${twice}\n\n\`\`\`ts file=examples/web/a.ts\n\`\`\``, root), /The whole file/);
  assert.throws(() => expandIncludes('```ts file=examples/web/a.ts\nstale copy\n```', root, 'p.md'), /empty body/);
});

test('fencedBlocks reads no file; shownCode reads the example a file= block names', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'includes-'));
  fs.mkdirSync(path.join(root, 'examples', 'web'), {recursive: true});
  fs.writeFileSync(path.join(root, 'examples', 'web', 'a.ts'), file);
  const [included, inline] = fencedBlocks('```ts file=examples/web/a.ts#sign\n```\n\n```ts\nother();\n```');
  assert.ok(included && inline);
  assert.deepEqual(included.included, {file: 'examples/web/a.ts', region: 'sign'});
  assert.equal(included.code, '');
  assert.equal(shownCode(included, root), "export function sign(): string {\n  return 'signed';\n}");
  assert.equal(shownCode(inline, root), 'other();');
  const [stale] = fencedBlocks('```ts file=examples/web/a.ts\nold copy\n```');
  assert.ok(stale);
  assert.throws(
    () => shownCode(stale, root, 'p.md'),
    /p\.md:1: a block with file=examples\/web\/a\.ts must have an empty body/,
  );
});
