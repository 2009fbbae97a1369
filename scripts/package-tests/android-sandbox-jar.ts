/**
 * The Android sandbox as a jar: `examples/android/virtual-stadium-android-sandbox.jar`, committed, and served inside
 * the Android archive, so an integrator adds one file to their JVM tests instead of copying `sandbox/`.
 *
 *   npm run android:sandbox-jar            compile examples/android/sandbox into the jar, and stubs/datasdk into
 *                                          virtual-stadium-datasdk-stubs.jar (after changing the sandbox, its
 *                                          generated LifecycleTable.kt or the stubs)
 *   npm run android:sandbox-jar -- --check exit 1 when a committed jar is not the one its current sources compiled to
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
 * The jars are committed rather than built by `npm run build`, so that building the site needs no Java. Writing them
 * also writes `examples/android/jars.sha256.json`: for each jar, a SHA-256 of everything its classes are compiled
 * from (the compiler's version, its flags, the sources, the generated LifecycleTable.kt and the stubs it links
 * against) and a SHA-256 of the jar's bytes. scripts/package-tests/test-android-example.ts fails, naming this command,
 * when either no longer matches: a source changed without a new jar, or a jar was replaced by hand. Both are hashes of
 * files, so the check gives the same answer on every machine. (It used to compile the jars again and compare the
 * classes; a CI machine got other classes from the same sources, for a reason that could not be reproduced here.)
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
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
/**
 * The Kotlin module name each jar is compiled as: its META-INF/<name>.kotlin_module lists its top-level functions'
 * classes.
 */
const JAR_MODULES: Readonly<Record<(typeof ANDROID_JARS)[number], string>> = {
  [SANDBOX_JAR]: 'virtual-stadium-android-sandbox',
  [DATASDK_STUBS_JAR]: 'virtual-stadium-datasdk-stubs',
};
/** Every stub of examples/android: what the sandbox is compiled against (and so part of its input digest). */
const STUBS_FOLDER = 'stubs';
/** Language and API level of the jar's metadata: one below kotlinc 2.4's own, read by Kotlin 2.3 compilers too. */
const KOTLIN_LEVEL = '2.3';
/** The flags of every jar compile, beside the classpath, module name and output: part of each jar's input digest. */
const COMPILE_FLAGS = ['-language-version', KOTLIN_LEVEL, '-api-version', KOTLIN_LEVEL, '-nowarn'] as const;
/** Beside the jars: each jar's input digest and byte digest, written with the jars, read by the stale check. */
export const JAR_DIGESTS = 'jars.sha256.json';

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
    ...COMPILE_FLAGS,
    '-d',
    outJar,
    ...sources,
  ]);
}

/**
 * The sandbox's LifecycleTable.kt, generated from src/data/mobileLifecycle.ts, when `sources` has none (the served
 * archive holds one; the repository's sandbox/ does not); undefined when it has one.
 */
function generatedLifecycleTable(sources: readonly string[]): string | undefined {
  return sources.some((file) => path.basename(file) === 'LifecycleTable.kt') ? undefined : lifecycleTableKotlin();
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
    kotlinc(['-cp', COROUTINES_JAR, '-d', sdkClasses, ...kotlinSources(path.join(exampleDir, STUBS_FOLDER))]);
    const sources = kotlinSources(path.join(exampleDir, JAR_SOURCE_FOLDERS[SANDBOX_JAR]));
    const table = generatedLifecycleTable(sources);
    if (table !== undefined) {
      const tableFile = path.join(work, 'LifecycleTable.kt');
      fs.writeFileSync(tableFile, table);
      sources.push(tableFile);
    }
    fs.mkdirSync(path.dirname(outJar), {recursive: true});
    compileToJar([COROUTINES_JAR, sdkClasses], JAR_MODULES[SANDBOX_JAR], outJar, sources);
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
}

/** Compiles `<exampleDir>/stubs/datasdk` (the Data SDK as the docs declare it) into `outJar`. */
export function compileDataSdkStubsJar(exampleDir: string, outJar: string): void {
  fs.mkdirSync(path.dirname(outJar), {recursive: true});
  compileToJar(
    [COROUTINES_JAR],
    JAR_MODULES[DATASDK_STUBS_JAR],
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
 * A SHA-256 of everything `name`'s classes are compiled from: the compiler's version and flags, the module name, and
 * each source file by its path in the example and its text. The sandbox also depends on every stub it links against
 * and on the lifecycle table generated from src/data/mobileLifecycle.ts.
 */
export function jarInputDigest(name: (typeof ANDROID_JARS)[number], exampleDir: string = ANDROID_EXAMPLE): string {
  const hash = createHash('sha256');
  const add = (label: string, text: string | Buffer) => {
    hash.update(`${label}\0${String(text.length)}\0`);
    hash.update(text);
  };
  add(
    'kotlinc',
    fs.existsSync(path.join(KOTLIN_HOME, 'build.txt')) ? fs.readFileSync(path.join(KOTLIN_HOME, 'build.txt')) : '',
  );
  add('flags', [...COMPILE_FLAGS, '-module-name', JAR_MODULES[name]].join(' '));
  const folders = name === SANDBOX_JAR ? [JAR_SOURCE_FOLDERS[SANDBOX_JAR], STUBS_FOLDER] : [JAR_SOURCE_FOLDERS[name]];
  const files = folders.flatMap((folder) => kotlinSources(path.join(exampleDir, folder)));
  // Line ends as LF, so a checkout that writes CRLF hashes the same text.
  for (const file of files)
    add(
      path.relative(exampleDir, file).split(path.sep).join('/'),
      fs.readFileSync(file, 'utf8').replaceAll('\r\n', '\n'),
    );
  const table = name === SANDBOX_JAR ? generatedLifecycleTable(files) : undefined;
  if (table !== undefined) add('generated LifecycleTable.kt', table);
  return hash.digest('hex');
}

function fileDigest(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

type JarDigests = Record<string, {inputs: string; jar: string}>;

/** Compiles both jars into `exampleDir` and records their digests in its jars.sha256.json. */
export function writeJars(exampleDir: string = ANDROID_EXAMPLE): string[] {
  const digests: JarDigests = {};
  for (const name of ANDROID_JARS) {
    const jar = path.join(exampleDir, name);
    compileJar(name, exampleDir, jar);
    digests[name] = {inputs: jarInputDigest(name, exampleDir), jar: fileDigest(jar)};
  }
  fs.writeFileSync(path.join(exampleDir, JAR_DIGESTS), `${JSON.stringify(digests, null, 2)}\n`);
  return ANDROID_JARS.map((name) => path.join(exampleDir, name));
}

/**
 * Whether the jars committed in `exampleDir` are the ones its current sources compiled to, by the digests written with
 * them. Returns undefined when they are, else the sentence that says what changed and what to run.
 */
export function staleJarProblem(exampleDir: string = ANDROID_EXAMPLE): string | undefined {
  const run = 'run npm run android:sandbox-jar and commit the jars with ' + JAR_DIGESTS;
  const digestFile = path.join(exampleDir, JAR_DIGESTS);
  if (!fs.existsSync(digestFile)) return `examples/android/${JAR_DIGESTS} is missing: ${run}`;
  const digests = JSON.parse(fs.readFileSync(digestFile, 'utf8')) as Partial<JarDigests>;
  for (const name of ANDROID_JARS) {
    const jar = path.join(exampleDir, name);
    const recorded = digests[name];
    if (!fs.existsSync(jar)) return `${name} is missing from examples/android: ${run}`;
    if (!recorded) return `examples/android/${JAR_DIGESTS} has no line for ${name}: ${run}`;
    if (recorded.inputs !== jarInputDigest(name, exampleDir)) {
      return (
        `examples/android/${name} was compiled from other sources (${JAR_SOURCE_FOLDERS[name]}/` +
        `${name === SANDBOX_JAR ? ', the stubs or the lifecycle table' : ''} changed since): ${run}`
      );
    }
    if (recorded.jar !== fileDigest(jar))
      return `examples/android/${name} is not the jar its sources compiled to: ${run}`;
  }
  return undefined;
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
  for (const jar of writeJars())
    console.log(`wrote examples/android/${path.basename(jar)} (${String(fs.statSync(jar).size)} bytes)`);
  console.log(`wrote examples/android/${JAR_DIGESTS}`);
  return 0;
}

runAsScript(module, main);
