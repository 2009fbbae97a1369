/**
 * Unit tests of scripts/check/check-ios-lifecycle.ts: the iOS example passes as it is, and each planted drift from the
 * lifecycle table or the Android stub fails with the file, the line and the reason.
 */

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {test} from 'node:test';

import {checkIosLifecycle, evaluateArithmetic, swiftCaseName} from './check-ios-lifecycle';

const repoRoot = path.resolve(__dirname, '..', '..');

/** A copy of examples/ios and the Android stubs in a fresh folder, with `edit` applied to one file. */
function planted(file: string, edit: (text: string) => string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ios-lifecycle-'));
  for (const dir of ['examples/ios', 'examples/android/stubs']) {
    fs.cpSync(path.join(repoRoot, dir), path.join(root, dir), {recursive: true});
  }
  const target = path.join(root, file);
  const before = fs.readFileSync(target, 'utf8');
  const after = edit(before);
  assert.notEqual(after, before, `the planted drift must change ${file}`);
  fs.writeFileSync(target, after);
  return root;
}

function problemsOf(root: string): string[] {
  try {
    return checkIosLifecycle(root).checks.flatMap((check) => check.problems);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
}

function lineOf(file: string, text: string): number {
  const index = fs
    .readFileSync(path.join(repoRoot, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  assert.ok(index >= 0, `${text} not found in ${file}`);
  return index + 1;
}

function assertProblem(problems: string[], pattern: RegExp): void {
  assert.ok(
    problems.some((p) => pattern.test(p)),
    `no problem matches ${pattern}:\n${problems.join('\n')}`,
  );
}

const POLICY = 'examples/ios/StadiumApp/Session/SessionPolicy.swift';
const STATE = 'examples/ios/StadiumApp/Session/SessionState.swift';
const KEEPER = 'examples/ios/StadiumApp/Session/SessionKeeper.swift';
const STUB = 'examples/ios/Stubs/VirtualStadiumDataSDK.swift';
const KOTLIN_STUB = 'examples/android/stubs/datasdk/Services.kt';
const CHAT_MODEL = 'examples/ios/StadiumApp/Chat/MatchChatModel.swift';

test('the iOS example follows the lifecycle table and the Android stub', () => {
  const result = checkIosLifecycle(repoRoot);
  assert.deepEqual(
    result.checks.flatMap((c) => c.problems),
    [],
  );
  assert.equal(result.failed, 0);
});

test('a changed SessionPolicy constant fails against sessionConstants', () => {
  const line = lineOf(POLICY, 'static let refreshMargin');
  const problems = problemsOf(
    planted(POLICY, (t) => t.replace('refreshMargin: TimeInterval = 5 * 60', 'refreshMargin: TimeInterval = 10 * 60')),
  );
  assertProblem(
    problems,
    new RegExp(
      `^${POLICY}:${line}: SessionPolicy.refreshMargin is 10 \\* 60 = 600 s, but sessionConstants.refreshMargin .* is 300 s`,
    ),
  );
});

test('a missing or an extra SessionState case fails', () => {
  const missing = problemsOf(planted(STATE, (t) => t.replace(/\n\s*case reconnecting\n/, '\n')));
  assertProblem(missing, /SessionState has no case reconnecting, the table's RECONNECTING/);
  const extra = problemsOf(planted(STATE, (t) => t.replace('case ready', 'case ready, paused')));
  assertProblem(extra, /SessionState\.paused is not a state of src\/data\/mobileLifecycle\.ts/);
});

test('the wall clock in session timing fails', () => {
  const problems = problemsOf(
    planted(KEEPER, (t) => t.replace('let now = clock.now()', 'let now = Date().timeIntervalSince1970')),
  );
  assertProblem(problems, new RegExp(`^${KEEPER}:\\d+: Date\\(\\) reads the device clock`));
  const sinceNow = problemsOf(
    planted(KEEPER, (t) => t.replace('let now = clock.now()', 'let now = -start.timeIntervalSinceNow')),
  );
  assertProblem(sinceNow, /timeIntervalSinceNow reads the device clock/);
});

test('a Swift stub call that is not async, or one Kotlin lacks, fails', () => {
  const line = lineOf(STUB, 'func removeChannel(');
  const notAsync = problemsOf(
    planted(STUB, (t) =>
      t.replace('removeChannel(channelId: String) async throws {}', 'removeChannel(channelId: String) {}'),
    ),
  );
  assertProblem(
    notAsync,
    new RegExp(
      `^${STUB}:${line}: ChatManager.removeChannel is func removeChannel\\(channelId: String\\), but ${KOTLIN_STUB}:\\d+ ` +
        'declares suspend fun removeChannel\\(channelId: String\\).*\\(a Kotlin suspend fun is async throws in Swift\\)',
    ),
  );
  const relabelled = problemsOf(planted(STUB, (t) => t.replace('login(jwtToken: String)', 'login(token: String)')));
  assertProblem(
    relabelled,
    /LoginManager\.login is func login\(token: String\) async throws, but .*\(the labels, types or effects differ/,
  );
  const extra = problemsOf(
    planted(STUB, (t) =>
      t.replace(
        'public func logOut() async throws {}',
        'public func logOut() async throws {}\n    public func refresh() async throws {}',
      ),
    ),
  );
  assertProblem(extra, /LoginManager\.refresh is not in the Kotlin stub/);
});

test('a Kotlin function that does not suspend must not be async in Swift', () => {
  const problems = problemsOf(planted(KOTLIN_STUB, (t) => t.replace('suspend fun logOut()', 'fun logOut()')));
  assertProblem(problems, /LoginManager\.logOut .* \(a Kotlin fun that does not suspend is not async in Swift\)/);
});

test('a screen model that removes a channel itself fails', () => {
  const problems = problemsOf(
    planted(CHAT_MODEL, (t) =>
      t.replace(
        '    func close() {\n        lease.release()',
        '    func close(chatManager: ChatManager) async throws {\n        try await chatManager.removeChannel(channelId: lease.channelId)',
      ),
    ),
  );
  assertProblem(
    problems,
    new RegExp(`^${CHAT_MODEL}:\\d+: removeChannel\\(\\) is called here; only ChannelRegistry.swift may call it`),
  );
});

test('an SDK call without try await fails', () => {
  const problems = problemsOf(
    planted(KEEPER, (t) => t.replace('try await services.loginManager.logOut()', 'services.loginManager.logOut()')),
  );
  assertProblem(problems, /logOut\(\) is async throws: call it with try await/);
});

test('helpers: case names and arithmetic', () => {
  assert.equal(swiftCaseName('SIGNED_OUT'), 'signedOut');
  assert.equal(swiftCaseName('READY'), 'ready');
  assert.equal(evaluateArithmetic('16 * 60 * 60'), 57_600);
  assert.equal(evaluateArithmetic('(2 + 3) * 1_000 / 10'), 500);
  assert.throws(() => evaluateArithmetic('Self.retryFirst * 2'), /not arithmetic/);
});

const REGISTRY = 'examples/ios/StadiumApp/Session/ChannelRegistry.swift';

test('a removal that does not wait for the open under way fails', () => {
  const problems = problemsOf(planted(REGISTRY, (text) => text.replace('await opening?.value', 'await Task.yield()')));
  assertProblem(problems, /ChannelRegistry\.swift:\d+: release does not show that the last release cancels an open/);
});

test('a release that skips the removal while reconnecting fails', () => {
  const problems = problemsOf(
    planted(REGISTRY, (text) =>
      text.replace('guard opening != nil || entry.mayBeOpen', 'guard isReady, opening != nil || entry.mayBeOpen'),
    ),
  );
  assertProblem(problems, /ChannelRegistry\.swift:\d+: release must not use isReady/);
});

test('insights dropped while the channel is opening fail', () => {
  const problems = problemsOf(
    planted(REGISTRY, (text) =>
      text.replace(
        'entry.channel != nil || entry.opening != nil else { return }',
        'entry.channel != nil else { return }',
      ),
    ),
  );
  assertProblem(problems, /deliver does not show that insights that arrive while getOrAddChannel/);
});

test('a failure count reset that ignores the last failure fails', () => {
  const problems = problemsOf(
    planted(KEEPER, (text) =>
      text.replace('if let lastFailureAt, now - lastFailureAt < SessionPolicy.retryMax { return }\n', ''),
    ),
  );
  assertProblem(problems, /resetFailuresIfSettled does not show that the failure count starts again/);
});

test('an unbounded name change request and a pause on any one scene fail', () => {
  const unbounded = problemsOf(
    planted(KEEPER, (text) =>
      text.replace('withDeadline(SessionPolicy.tokenRequestTimeout, sleep: sleep)', 'withDeadline(60, sleep: sleep)'),
    ),
  );
  assertProblem(unbounded, /changeDisplayName does not show that a name change request gets the token request time/);
  const anyScene = problemsOf(
    planted(KEEPER, (text) => text.replace('guard foregroundScenes.isEmpty else { return }', '')),
  );
  assertProblem(anyScene, /sceneEnteredBackground does not show that the refresh checks pause only when no scene/);
});
