/**
 * The Android sandbox as a jar: `examples/android/virtual-stadium-android-sandbox.jar`, committed, and served inside
 * the Android archive, so an integrator adds one file to their JVM tests instead of copying `sandbox/`.
 *
 *   npm run android:sandbox-jar            compile examples/android/sandbox into the jar, and stubs/datasdk into
 *                                          virtual-stadium-datasdk-stubs.jar (after changing the sandbox, its
 *                                          generated LifecycleTable.kt or the stubs)
 *   npm run android:sandbox-jar -- --check exit 1 when a committed jar is not what its sources compile to
 *
 * What is in it: the classes of `sandbox/` (package `stadium.sandbox`: VirtualTime, World, StandInSdk, AppUnderTest,
 * Scenarios, LifecycleRows, Harness) and of the generated LifecycleTable.kt, compiled against the Data SDK interfaces
 * as the docs declare them and AndroidX's Lifecycle (`stubs/`, left out of the jar: at run time AndroidX's
 * lifecycle-common and the integrator's own SDK supply them; until they have the SDK, the second jar,
 * virtual-stadium-datasdk-stubs.jar, compiled from `stubs/datasdk/`, stands in for it). The Lifecycle stub has
 * AndroidX's abstract members, so the sandbox's TestLifecycle implements what the real class asks for.
 * Kotlin's standard library and kotlinx-coroutines are not bundled either: the integrator's test classpath has them.
 * It is compiled with `-language-version`/`-api-version` one step below the compiler's, so that Kotlin compilers one
 * release older than ours still read its metadata.
 *
 * The jar is committed rather than built by `npm run build`, so that building the site needs no Java. kotlinc writes
 * every entry with the same fixed time (run here in UTC), so the same sources give the same classes:
 * scripts/package-tests/test-android-example.ts compiles it again on every run and fails, naming this command, when an
 * entry of the committed jar (name, CRC-32, size) differs.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {walk} from '../../build-tools/files';
import {lifecycleTableKotlin} from '../../build-tools/lifecycleKotlin';
import {runAsScript} from '../lib/run-as-script';

const ROOT = path.resolve(__dirname, '..', '..');
export const ANDROID_EXAMPLE = path.join(ROOT, 'examples', 'android');
/** The jar's file name, in examples/android/ and in the served archive's top folder. */
export const SANDBOX_JAR = 'virtual-stadium-android-sandbox.jar';
/**
 * The Data SDK's interfaces and model as the docs declare them (`stubs/datasdk/`), as a jar of their own: what the
 * sandbox links against until the integrator has the SDK itself (its repository needs credentials). Never beside the
 * real SDK: both define the same classes.
 */
export const DATASDK_STUBS_JAR = 'virtual-stadium-datasdk-stubs.jar';
/** Both jars an integrator downloads, each compiled from its folder. */
export const ANDROID_JARS = [SANDBOX_JAR, DATASDK_STUBS_JAR] as const;
/** The folder of examples/android each jar is compiled from: what a run from the jars leaves out of its compile. */
export const JAR_SOURCE_FOLDERS: Readonly<Record<(typeof ANDROID_JARS)[number], string>> = {
  [SANDBOX_JAR]: 'sandbox',
  [DATASDK_STUBS_JAR]: path.join('stubs', 'datasdk'),
};
/** The Kotlin module name: the jar's META-INF/<name>.kotlin_module lists its top-level functions' classes. */
const MODULE_NAME = 'virtual-stadium-android-sandbox';
/** Language and API level of the jar's metadata: one below kotlinc 2.4's own, read by Kotlin 2.3 compilers too. */
const KOTLIN_LEVEL = '2.3';

const KOTLIN_HOME = path.join(ROOT, 'node_modules', 'kotlin-compiler');
export const KOTLINC = path.join(KOTLIN_HOME, 'bin', 'kotlinc');
export const COROUTINES_JAR = path.join(KOTLIN_HOME, 'lib', 'kotlinx-coroutines-core-jvm.jar');
export const KOTLIN_STDLIB_JAR = path.join(KOTLIN_HOME, 'lib', 'kotlin-stdlib.jar');

/** Every .kt file under `dir`, sorted, so the compile order is stable. */
export function kotlinSources(dir: string): string[] {
  return walk(dir).filter((file) => file.endsWith('.kt'));
}

function kotlinc(args: string[]): void {
  if (!fs.existsSync(KOTLINC)) throw new Error(`kotlinc not found at ${KOTLINC}: run npm install`);
  // TZ=UTC: the JDK turns kotlinc's fixed entry time into a DOS date in the local time zone, so the same sources
  // gave other bytes on a machine in another zone.
  const run = spawnSync(KOTLINC, args, {encoding: 'utf8', env: {...process.env, TZ: 'UTC'}});
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`${run.stdout}${run.stderr}`.trim());
}

/** Compiles `sources` into `outJar`, as module `moduleName`, at the jars' language and API level. */
function compileToJar(classpath: string[], moduleName: string, outJar: string, sources: string[]): void {
  kotlinc([
    '-cp',
    classpath.join(path.delimiter),
    '-module-name',
    moduleName,
    '-language-version',
    KOTLIN_LEVEL,
    '-api-version',
    KOTLIN_LEVEL,
    '-nowarn',
    '-d',
    outJar,
    ...sources,
  ]);
}

/**
 * Compiles `<exampleDir>/sandbox` (with its LifecycleTable.kt, generated from src/data/mobileLifecycle.ts when the
 * folder has none) into `outJar`. Throws with the compiler's messages when it does not compile.
 */
export function compileSandboxJar(exampleDir: string, outJar: string): void {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'android-sandbox-jar-'));
  try {
    const sdkClasses = path.join(work, 'sdk');
    // The libraries the stand-ins build on, as the stubs declare them: the Data SDK's interfaces and AndroidX's
    // Lifecycle (the process lifecycle the World drives). At run time the integrator's own dependencies supply them.
    kotlinc(['-cp', COROUTINES_JAR, '-d', sdkClasses, ...kotlinSources(path.join(exampleDir, 'stubs'))]);
    const sources = kotlinSources(path.join(exampleDir, JAR_SOURCE_FOLDERS[SANDBOX_JAR]));
    if (!sources.some((file) => path.basename(file) === 'LifecycleTable.kt')) {
      const table = path.join(work, 'LifecycleTable.kt');
      fs.writeFileSync(table, lifecycleTableKotlin());
      sources.push(table);
    }
    fs.mkdirSync(path.dirname(outJar), {recursive: true});
    compileToJar([COROUTINES_JAR, sdkClasses], MODULE_NAME, outJar, sources);
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
}

/**
 * What a jar holds, entry by entry, in order: name, CRC-32 and size of the uncompressed bytes, read from the zip's
 * central directory. Comparing these rather than the jar's bytes keeps the check true on a machine whose JDK deflates
 * with another zlib (the compressed bytes differ, the classes do not).
 */
export function jarEntries(file: string): string[] {
  const zip = fs.readFileSync(file);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error(`${file} is not a zip file`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: string[] = [];
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`${file}: broken central directory`);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const crc = zip
      .readUInt32LE(at + 16)
      .toString(16)
      .padStart(8, '0');
    entries.push(`${name} ${crc} ${String(zip.readUInt32LE(at + 24))}`);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Compiles `<exampleDir>/stubs/datasdk` (the Data SDK as the docs declare it) into `outJar`. */
export function compileDataSdkStubsJar(exampleDir: string, outJar: string): void {
  fs.mkdirSync(path.dirname(outJar), {recursive: true});
  compileToJar(
    [COROUTINES_JAR],
    'virtual-stadium-datasdk-stubs',
    outJar,
    kotlinSources(path.join(exampleDir, JAR_SOURCE_FOLDERS[DATASDK_STUBS_JAR])),
  );
}

/** Compiles one of ANDROID_JARS from its sources. */
export function compileJar(name: (typeof ANDROID_JARS)[number], exampleDir: string, outJar: string): void {
  if (name === SANDBOX_JAR) compileSandboxJar(exampleDir, outJar);
  else compileDataSdkStubsJar(exampleDir, outJar);
}

/**
 * Compiles both jars of `exampleDir` again and compares them with the jars committed there. Returns undefined when
 * every entry is the same, else the sentence that says what to run.
 */
export function staleJarProblem(exampleDir: string = ANDROID_EXAMPLE): string | undefined {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'android-sandbox-fresh-'));
  try {
    for (const name of ANDROID_JARS) {
      const committed = path.join(exampleDir, name);
      if (!fs.existsSync(committed)) return `${name} is missing from examples/android: run npm run android:sandbox-jar`;
      const fresh = path.join(work, name);
      compileJar(name, exampleDir, fresh);
      if (jarEntries(fresh).join('\n') !== jarEntries(committed).join('\n')) {
        return (
          `examples/android/${name} is not what its sources compile to (the sandbox, the lifecycle table or the ` +
          'stubs changed): run npm run android:sandbox-jar and commit the jars'
        );
      }
    }
    return undefined;
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
}

function main(argv: string[]): number {
  if (argv.includes('--check')) {
    const problem = staleJarProblem();
    if (problem) {
      console.error(problem);
      return 1;
    }
    console.log(`examples/android/${ANDROID_JARS.join(' and ')} are up to date`);
    return 0;
  }
  for (const name of ANDROID_JARS) {
    const jar = path.join(ANDROID_EXAMPLE, name);
    compileJar(name, ANDROID_EXAMPLE, jar);
    console.log(`wrote examples/android/${name} (${String(fs.statSync(jar).size)} bytes)`);
  }
  return 0;
}

runAsScript(module, main);
