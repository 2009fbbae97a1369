import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {
  ANDROID_EXAMPLE,
  DATASDK_STUBS_JAR,
  JAR_DIGESTS,
  SANDBOX_JAR,
  jarInputDigest,
  staleJarProblem,
} from './android-sandbox-jar';

/** Runs `change` on a copy of the example's jars, digests and Kotlin sources, and returns the stale check's answer. */
function staleAfter(change: (copy: string) => void): string | undefined {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'android-jar-digests-'));
  try {
    for (const part of ['sandbox', 'stubs', SANDBOX_JAR, DATASDK_STUBS_JAR, JAR_DIGESTS])
      fs.cpSync(path.join(ANDROID_EXAMPLE, part), path.join(copy, part), {recursive: true});
    change(copy);
    return staleJarProblem(copy);
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
}

const append = (file: string, text: string) => fs.appendFileSync(file, text);

test('the committed jars are the ones the current sources compiled to', () => {
  assert.equal(staleJarProblem(), undefined);
  assert.equal(
    staleAfter(() => undefined),
    undefined,
  );
});

test('a changed sandbox source, or a changed stub the sandbox links against, makes the sandbox jar stale', () => {
  assert.match(
    staleAfter((copy) => append(path.join(copy, 'sandbox', 'World.kt'), '\nfun planted() = 1\n')) ?? '',
    /virtual-stadium-android-sandbox\.jar was compiled from other sources .*run npm run android:sandbox-jar/,
  );
  const stub = fs.readdirSync(path.join(ANDROID_EXAMPLE, 'stubs', 'datasdk')).find((file) => file.endsWith('.kt'));
  assert.ok(stub);
  assert.match(
    staleAfter((copy) => append(path.join(copy, 'stubs', 'datasdk', stub), '\n// planted\n')) ?? '',
    /virtual-stadium-android-sandbox\.jar was compiled from other sources/,
  );
});

test('a jar replaced by other bytes, or a missing digest file, fails with the command to run', () => {
  assert.match(
    staleAfter((copy) => append(path.join(copy, DATASDK_STUBS_JAR), '\0')) ?? '',
    /virtual-stadium-datasdk-stubs\.jar is not the jar its sources compiled to/,
  );
  assert.match(
    staleAfter((copy) => fs.rmSync(path.join(copy, JAR_DIGESTS))) ?? '',
    /jars\.sha256\.json is missing: run npm run android:sandbox-jar/,
  );
});

test('the input digest hashes text, not line ends: a CRLF checkout hashes the same', () => {
  const world = path.join('sandbox', 'World.kt');
  assert.equal(
    staleAfter((copy) => {
      const file = path.join(copy, world);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('\n', '\r\n'));
    }),
    undefined,
  );
  assert.notEqual(jarInputDigest(SANDBOX_JAR), jarInputDigest(DATASDK_STUBS_JAR));
});
