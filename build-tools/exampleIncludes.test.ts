import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {expandIncludes, includeRef, readInclude, selectRegion} from './exampleIncludes';

const file = [
  "import {x} from './x';",
  '',
  '// #region sign',
  'export function sign(): string {',
  '  // #region body',
  "  return 'signed';",
  '  // #endregion body',
  '}',
  '// #endregion sign',
  '',
].join('\n');

test('includeRef reads file= with and without a region, quoted or not', () => {
  assert.deepEqual(includeRef('title="a.ts" file=examples/web/a.ts'), {file: 'examples/web/a.ts'});
  assert.deepEqual(includeRef('file="examples/web/a.ts#sign" title="a.ts"'), {
    file: 'examples/web/a.ts',
    region: 'sign',
  });
  assert.equal(includeRef('title="profile=file.ts"'), undefined);
  assert.equal(includeRef(undefined), undefined);
});

test('a whole file is shown without region markers; a region without its indentation', () => {
  assert.equal(
    selectRegion(file, undefined),
    "import {x} from './x';\n\nexport function sign(): string {\n  return 'signed';\n}",
  );
  assert.equal(selectRegion(file, 'body'), "return 'signed';");
  assert.throws(() => selectRegion(file, 'verify'), /no "\/\/ #region verify"/);
});

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
      '```ts',
      'other();',
      '```',
    ].join('\n'),
  );
  assert.throws(() => expandIncludes('```ts file=examples/web/a.ts\nstale copy\n```', root, 'p.md'), /empty body/);
  assert.throws(() => readInclude(root, {file: 'examples/web/missing.ts'}), /does not exist/);
  assert.throws(() => readInclude(root, {file: '../secrets.ts'}), /under examples\//);
});
