/**
 * Compiles the Android example and runs its session tests on the JVM.
 *
 *   npx tsx scripts/package-tests/test-android-example.ts              compile examples/android and run its tests
 *   npx tsx scripts/package-tests/test-android-example.ts --self-test  also prove that planted faults make the tests fail
 *
 * examples/android holds the app code the pages show (app/), a compile-time test double of the Data SDK and of the
 * few AndroidX, Compose and Koin names the app uses (stubs/), and JVM tests that run the session logic against a
 * adversarial stand-in of the SDK and your token endpoint, on virtual time (test/). First it checks, by the digests in
 * examples/android/jars.sha256.json, that the committed virtual-stadium-android-sandbox.jar and
 * virtual-stadium-datasdk-stubs.jar were compiled from the current sandbox/, stubs/ and lifecycle table
 * (scripts/package-tests/android-sandbox-jar.ts). Then app, the
 * other stubs and tests are compiled in ONE call of the kotlinc that the kotlin-compiler package ships (its start-up
 * costs about 4 s), with the two jars and the coroutines library from the same package on the classpath, as an
 * integrator's own tests without SDK credentials would use them, into a temporary folder. The tests' `main` prints
 * `PASS <name>` or `FAIL <name>: <why>` per test; this script prints
 * those lines and `android example: N passed, M failed`, and exits non-zero on a compile error or a failure.
 *
 * The self-test plants every fault of PLANTED_FAULTS (issue #41: a wall-clock refresh, a swallowed 401, an ignored
 * second user, an unconditional channel removal, and more) in one copy of the example, compiles and runs it once,
 * and passes only when each planted fault makes the scenario named for it fail.
 *
 * Needs `java` (17 or newer) on the PATH: on Debian, `apt-get install openjdk-17-jre-headless`.
 */

import {spawnSync} from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import {
  ANDROID_EXAMPLE as EXAMPLE,
  COROUTINES_JAR,
  KOTLIN_STDLIB_JAR,
  KOTLINC,
  kotlinSources,
  ANDROID_JARS,
  JAR_SOURCE_FOLDERS,
  staleJarProblem,
} from './android-sandbox-jar';
import {runAsScript} from '../lib/run-as-script';

/** The test classpath: the coroutines library; kotlinc adds the standard library itself. */
const LIBRARIES = [COROUTINES_JAR];
const RUNTIME = [...LIBRARIES, KOTLIN_STDLIB_JAR];
const MAIN_CLASS = 'stadium.test.MainKt';

export interface TestResult {
  name: string;
  passed: boolean;
  detail?: string;
}

export interface RunResult {
  /** Compiler output when the compilation failed, else undefined. */
  compileError?: string;
  results: TestResult[];
  /** The test process's exit code (0 when every test passed). */
  exitCode: number;
  output: string;
}

/** Reads the harness's `PASS name` / `FAIL name: why` lines. */
export function parseTestOutput(output: string): TestResult[] {
  return output.split('\n').flatMap((line): TestResult[] => {
    const pass = /^PASS (.+)$/.exec(line);
    if (pass?.[1]) return [{name: pass[1], passed: true}];
    const fail = /^FAIL (.+?): (.*)$/.exec(line);
    if (fail?.[1]) return [{name: fail[1], passed: false, detail: fail[2]}];
    return [];
  });
}

export function summaryLine(results: readonly TestResult[]): string {
  const passed = results.filter((result) => result.passed).length;
  return `android example: ${passed} passed, ${results.length - passed} failed`;
}

/** Throws with the install hint when no `java` runs. */
export function requireJava(): void {
  const probe = spawnSync('java', ['-version'], {encoding: 'utf8'});
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'java was not found: the Android example runs its tests on a JVM. Install one, for example ' +
        '`apt-get install openjdk-17-jre-headless` on Debian, and run again.',
    );
  }
}

/**
 * Compiles `exampleDir` (stubs, app and tests in one kotlinc call, with the folder's two jars on the classpath and the
 * folders they are compiled from left out, as an integrator's tests use them) and runs its tests.
 */
export function compileAndRun(exampleDir: string): RunResult {
  if (!fs.existsSync(KOTLINC)) throw new Error(`kotlinc not found at ${KOTLINC}: run npm install`);
  const jars = ANDROID_JARS.map((name) => path.join(exampleDir, name));
  for (const jar of jars)
    if (!fs.existsSync(jar)) throw new Error(`${jar} is missing: run npm run android:sandbox-jar`);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'android-example-'));
  try {
    // The sandbox and the Data SDK come from the two jars, as an integrator without SDK credentials uses them.
    const fromJars = ANDROID_JARS.map((name) => path.join(exampleDir, JAR_SOURCE_FOLDERS[name]) + path.sep);
    const sources = kotlinSources(exampleDir).filter((file) => !fromJars.some((dir) => file.startsWith(dir)));
    const classpath = [...LIBRARIES, ...jars];
    const classes = path.join(outDir, 'classes');
    const compile = spawnSync(KOTLINC, ['-cp', classpath.join(path.delimiter), '-d', classes, ...sources], {
      encoding: 'utf8',
    });
    if (compile.error) throw compile.error;
    if (compile.status !== 0) {
      return {compileError: `${compile.stdout}${compile.stderr}`.trim(), results: [], exitCode: 1, output: ''};
    }
    const runtime = [classes, ...jars, ...RUNTIME];
    const run = spawnSync('java', ['-cp', runtime.join(path.delimiter), MAIN_CLASS], {encoding: 'utf8'});
    if (run.error) throw run.error;
    const output = `${run.stdout}${run.stderr}`;
    return {results: parseTestOutput(run.stdout), exitCode: run.status ?? 1, output};
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
}

/** A fault of issue #32, planted by replacing `find` with `replace` in one app file, and the test it must fail. */
interface PlantedFault {
  file: string;
  find: string;
  replace: string;
  failingTest: string;
}

const SESSION = 'app/src/main/kotlin/com/example/stadium/session/VirtualStadiumSession.kt';
const TOKENS = 'app/src/main/kotlin/com/example/stadium/session/TokenService.kt';
const REGISTRY = 'app/src/main/kotlin/com/example/stadium/chat/ChannelRegistry.kt';

/** Faults a reviewer would miss, each planted alone in a copy of the example, and the scenario that must catch it. */
export const PLANTED_FAULTS: readonly PlantedFault[] = [
  {
    file: SESSION,
    find: 'val refreshAt = arrivedAt + SessionPolicy.refreshAfter(token).inWholeMilliseconds',
    replace:
      'val refreshAt = monotonicMillis() + ((token.exp ?: 0L) * 1000 - System.currentTimeMillis()) - ' +
      'SessionPolicy.refreshMargin.inWholeMilliseconds // planted fault: refresh timed on the wall clock',
    failingTest: 'a phone whose clock runs 2 hours fast logs in once per token, not every minute',
  },
  {
    file: SESSION,
    find: '} catch (e: SignedOutByBackend) {\n            endSession()\n            onSignedOutByBackend()\n',
    replace: '} catch (e: SignedOutByBackend) {\n            failed("401", null) // planted fault: a swallowed 401\n',
    failingTest: 'a backend sign-out (401) ends the chat, signs the app out and stops asking',
  },
  {
    file: SESSION,
    find: 'if (this.userId != null) endSession()',
    replace: 'if (this.userId != null) return // planted fault: a second user is ignored',
    failingTest: 'switching from user A to user B logs A out first, and the chat holds B',
  },
  {
    file: REGISTRY,
    find: 'if (entry.holders > 0) return // another screen still shows this channel',
    replace: '// planted fault: the channel is removed whoever else holds it',
    failingTest: 'closing one of two screens on the same match keeps the chat open on the other',
  },
  {
    file: SESSION,
    find: '_state.value = SessionState.RECONNECTING',
    replace: 'Unit // planted fault: the unasked logout leaves the chat on screen',
    failingTest: 'an unrequested logout hides the chat at once and reopens the channel after the new login',
  },
  {
    file: TOKENS,
    find: 'withTimeoutOrNull(timeout) { transport.get() }',
    replace: 'transport.get() // planted fault: no timeout',
    failingTest: 'a token endpoint that never answers times out, shows an error and is retried',
  },
  {
    file: TOKENS,
    find: 'if (mediaType != "text/plain")',
    replace: 'if (false /* planted fault: any content type */)',
    failingTest: 'an HTML page answered with 200 is never used as a token',
  },
  {
    file: TOKENS,
    find: '            timedOut.set(true)\n            connection.disconnect()\n',
    replace: '            // planted fault: per-read timeouts only\n',
    failingTest:
      "the token request sends your app's credentials, reads status, type and body, and is bounded as a whole",
  },
  {
    file: SESSION,
    find: 'if (_state.value == SessionState.READY && status == LoginStatus.LOGGED_OUT) reconnecting()',
    replace: 'Unit // planted fault: a refused refresh leaves READY',
    failingTest: 'a refresh the service rejects hides the chat, then the chat and its channel come back',
  },
  {
    file: SESSION,
    find: 'job?.cancel() // no refresh, no name change, so no login, until the next start()',
    replace: 'job?.children?.firstOrNull()?.cancel() // planted fault: the name change outlives the sign-out',
    failingTest: 'a name change under way when the user signs out logs nobody in afterwards',
  },
  {
    file: SESSION,
    find: 'if (_state.value == SessionState.READY && now - calmSince',
    replace: 'if (now - (readySince ?: Long.MAX_VALUE)',
    failingTest: 'logouts nobody asked for, again and again after a calm hour, are retried with growing delays',
  },
  {
    file: REGISTRY,
    find: 'pendingRemoval?.join() // a screen on this match just closed: its removal goes first',
    replace: 'Unit // planted fault: an open races the removal of the same channel',
    failingTest: 'closing a match and opening it again at once keeps the chat on the new screen',
  },
  {
    file: SESSION,
    find: 'if (!isOpen(currentStatus())) throw TokenUnavailable("The chat did not open after the login")',
    replace: 'Unit // planted fault: a login that never opens waits for the refresh point',
    failingTest: 'a login that never opens the session is retried instead of waiting for the next refresh',
  },
];

/** Copies the example, plants every fault, runs it once, and returns what went wrong with the proof (empty: proven). */
export function selfTest(): string[] {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'android-example-faults-'));
  try {
    fs.cpSync(EXAMPLE, copy, {recursive: true});
    const problems: string[] = [];
    for (const fault of PLANTED_FAULTS) {
      const file = path.join(copy, fault.file);
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes(fault.find)) {
        problems.push(`cannot plant a fault in ${fault.file}: "${fault.find}" is gone`);
        continue;
      }
      fs.writeFileSync(file, text.replace(fault.find, fault.replace));
    }
    if (problems.length > 0) return problems;
    const run = compileAndRun(copy);
    if (run.compileError) return [`the example with planted faults does not compile:\n${run.compileError}`];
    for (const expected of new Set(PLANTED_FAULTS.map((fault) => fault.failingTest))) {
      const result = run.results.find((candidate) => candidate.name === expected);
      if (!result) problems.push(`planted fault: test "${expected}" did not run`);
      else if (result.passed) problems.push(`planted fault: test "${expected}" still passes`);
      else console.log(`planted fault caught: ${expected} (${result.detail ?? ''})`);
    }
    if (run.exitCode === 0) problems.push('planted faults: the test process exited with 0');
    return problems;
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
}

function main(argv: readonly string[]): number {
  requireJava();
  // The jar an integrator downloads must be what sandbox/ compiles to: a changed scenario without a new jar fails here.
  const stale = staleJarProblem(EXAMPLE);
  if (stale) {
    console.error(stale);
    return 1;
  }
  console.log(
    `  ok    ${ANDROID_JARS.join(' and ')} were compiled from the current sandbox/, stubs/ and lifecycle table`,
  );
  // The docs' own tests run the scenarios from those jars, as an integrator's tests do.
  const run = compileAndRun(EXAMPLE);
  if (run.compileError) {
    console.error(run.compileError);
    console.error('android example: compile error');
    return 1;
  }
  for (const result of run.results) {
    console.log(result.passed ? `  ok    ${result.name}` : `  FAIL  ${result.name}: ${result.detail ?? ''}`);
  }
  if (run.results.length === 0 || run.exitCode !== 0) {
    const unparsed = run.output.trim();
    if (unparsed && run.results.every((result) => result.passed)) console.error(unparsed);
  }
  console.log(summaryLine(run.results));
  let failed = run.results.length === 0 || run.results.some((result) => !result.passed) || run.exitCode !== 0;
  if (argv.includes('--self-test')) {
    const problems = selfTest();
    for (const problem of problems) console.error(problem);
    console.log(problems.length === 0 ? 'self-test: every planted fault fails its test' : 'self-test: FAILED');
    failed ||= problems.length > 0;
  }
  return failed ? 1 : 0;
}

runAsScript(module, main);
