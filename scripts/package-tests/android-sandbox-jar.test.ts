import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {ANDROID_EXAMPLE, SANDBOX_JAR, jarEntries} from './android-sandbox-jar';

const committed = path.join(ANDROID_EXAMPLE, SANDBOX_JAR);

test('jarEntries lists the committed jar entry by entry: name, CRC-32 and uncompressed size', () => {
  const entries = jarEntries(committed);
  assert.match(entries[0] ?? '', /^META-INF\/MANIFEST\.MF [0-9a-f]{8} \d+$/);
  assert.ok(entries.some((entry) => entry.startsWith('stadium/sandbox/LifecycleTable.class ')));
  assert.ok(entries.some((entry) => entry.startsWith('stadium/sandbox/Harness')));
  assert.equal(new Set(entries).size, entries.length);
});

test('jarEntries sees a changed class: one changed byte of its CRC is a different list', () => {
  const zip = fs.readFileSync(committed);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const firstHeader = zip.readUInt32LE(end + 16);
  const changed = Buffer.from(zip);
  changed[firstHeader + 16] = (changed[firstHeader + 16] ?? 0) ^ 0xff;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jar-entries-'));
  try {
    const file = path.join(dir, 'changed.jar');
    fs.writeFileSync(file, changed);
    assert.notDeepEqual(jarEntries(file), jarEntries(committed));
    fs.writeFileSync(file, 'not a zip');
    assert.throws(() => jarEntries(file), /not a zip file/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
