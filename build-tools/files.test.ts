import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {walk} from './files';

test('walk lists every file below a folder, sorted, and no folders', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-test-'));
  try {
    for (const file of ['b.txt', 'a/z.html', 'a/deep/er/x.js', 'c/.hidden']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), file);
    }
    fs.mkdirSync(path.join(dir, 'empty'));
    assert.deepEqual(
      walk(dir).map((file) => path.relative(dir, file)),
      ['a/deep/er/x.js', 'a/z.html', 'b.txt', 'c/.hidden'],
    );
    assert.deepEqual(
      walk(dir, (name) => name === 'deep').map((file) => path.relative(dir, file)),
      ['a/z.html', 'b.txt', 'c/.hidden'],
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
