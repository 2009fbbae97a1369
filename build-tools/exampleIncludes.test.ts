import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {includeRef, readInclude, selectRegion} from './exampleIncludes';

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

test('readInclude refuses a missing file and a path outside examples/', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'includes-'));
  assert.throws(() => readInclude(root, {file: 'examples/web/missing.ts'}), /does not exist/);
  assert.throws(() => readInclude(root, {file: '../secrets.ts'}), /under examples\//);
});

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
