/**
 * Keeps the iOS example on the one mobile session lifecycle (src/data/mobileLifecycle.ts) and on the Android stub,
 * so the two platforms cannot drift apart:
 *
 *   npx tsx scripts/check/check-ios-lifecycle.ts                 check examples/ios under the current folder
 *   npx tsx scripts/check/check-ios-lifecycle.ts --root <dir>    check <dir>/examples/ios against <dir>/examples/android
 *
 * - states: the cases of Swift's `enum SessionState` are the table's states (SIGNED_OUT is `signedOut`), no more.
 * - constants: every `static let name: TimeInterval = <arithmetic>` of Swift's `enum SessionPolicy` equals
 *   `sessionConstants` of the table (whose tokenMaxAge is the product fact jwtMaxAge), none missing, none extra;
 *   `refreshAfter(iat:exp:)` and `retryDelay(failuresInARow:)` are declared.
 * - SDK calls: each LoginManager and ChatManager function of the Android stub
 *   (examples/android/stubs/datasdk/Services.kt) has a Swift twin in Stubs/VirtualStadiumDataSDK.swift with the same
 *   name, labels, parameter and return types; `suspend` on one side is `async throws` on the other, and a function
 *   that does not suspend is not async. The example calls each one with `try await`.
 * - clock: no file under StadiumApp/Session reads the wall clock (`Date()`, `Date.init`, `Date.now`,
 *   `timeIntervalSinceNow`, `systemUptime`, `CFAbsoluteTimeGetCurrent`): refreshes are timed on MonotonicClock.
 * - ownership: only Session/ChannelRegistry.swift opens or removes a channel (`getOrAddChannel`, `removeChannel`),
 *   and only Session/SessionKeeper.swift logs in, logs out or removes every channel.
 * - rules (the review's decisions, read from the function bodies): the registry's last release waits for an open
 *   under way before removeChannel, and removes while reconnecting too (no `isReady` test); an open waits for a
 *   removal of the same channel before getOrAddChannel; insights are kept while a channel is opening; a login
 *   rejection is counted once; the failure count resets only after READY held retryMax since it was entered and
 *   since the last failure; a name change's request is bounded by tokenRequestTimeout; the refresh checks pause
 *   only when no scene is in the foreground.
 *
 * Swift and Kotlin are read with regular expressions on their declarations, after comments and string literals are
 * blanked (line numbers kept). The last line is `ios lifecycle: N passed, M failed`; the exit code is 1 on any
 * failure. scripts/check/check-ios-lifecycle.test.ts plants a drift of each kind and shows it fail.
 */

import * as fs from 'node:fs';
import * as path from 'node:path';

import {walk as walkFiles} from '../../build-tools/files';
import {sessionConstants, sessionStates, type SessionStateName} from '../../src/data/mobileLifecycle';
import {runAsScript} from '../lib/run-as-script';

export interface LifecycleCheck {
  name: string;
  /** `file:line: message` for each problem; empty when the check passed. */
  problems: string[];
}

const IOS = 'examples/ios';
const SESSION_DIR = `${IOS}/StadiumApp/Session`;
const STATE_FILE = `${SESSION_DIR}/SessionState.swift`;
const POLICY_FILE = `${SESSION_DIR}/SessionPolicy.swift`;
const SWIFT_STUB = `${IOS}/Stubs/VirtualStadiumDataSDK.swift`;
const KOTLIN_STUB = 'examples/android/stubs/datasdk/Services.kt';
const REGISTRY_FILE = `${SESSION_DIR}/ChannelRegistry.swift`;
const KEEPER_FILE = `${SESSION_DIR}/SessionKeeper.swift`;

/** The services both stubs must declare alike. */
const SERVICES = ['LoginManager', 'ChatManager'] as const;

/** Who may make each SDK call: the registry owns channels, the session owns the login. */
const CALL_OWNERS: Readonly<Record<string, string>> = {
  getOrAddChannel: REGISTRY_FILE,
  removeChannel: REGISTRY_FILE,
  removeAllChannels: KEEPER_FILE,
  login: KEEPER_FILE,
  logOut: KEEPER_FILE,
};

/** Wall-clock reads that must not time a refresh. */
const WALL_CLOCK = [
  {pattern: /\bDate\s*\(/, what: 'Date()'},
  {pattern: /\bDate\s*\.\s*init\b/, what: 'Date.init'},
  {pattern: /\bDate\s*\.\s*now\b/, what: 'Date.now'},
  {pattern: /\.\s*timeIntervalSinceNow\b/, what: 'timeIntervalSinceNow'},
  {pattern: /\bsystemUptime\b/, what: 'ProcessInfo.systemUptime (stops while the device sleeps)'},
  {pattern: /\bCFAbsoluteTimeGetCurrent\b/, what: 'CFAbsoluteTimeGetCurrent()'},
];

/** Kotlin types and the Swift types Kotlin/Native exports them as, for the types the stubs use. */
const KOTLIN_TO_SWIFT: Readonly<Record<string, string>> = {
  Unit: '',
  Boolean: 'Bool',
  Int: 'Int32',
  Long: 'Int64',
};

/** SIGNED_OUT -> signedOut. */
export function swiftCaseName(state: string): string {
  return state.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Blanks comments and string literals, keeping every newline, so declarations are read from code only. */
export function codeOnly(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"/g, (match) => match.replace(/[^\n]/g, ' '));
}

const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** The body of the first `<kind> <name>` block (between its braces), with the offset where it starts. */
export function blockOf(code: string, kind: string, name: string): {body: string; start: number} | undefined {
  const head = new RegExp(`\\b${kind}\\s+${name}\\b[^{]*\\{`).exec(code);
  if (!head) return undefined;
  const start = head.index + head[0].length;
  let depth = 1;
  for (let i = start; i < code.length; i += 1) {
    if (code[i] === '{') depth += 1;
    if (code[i] === '}') depth -= 1;
    if (depth === 0) return {body: code.slice(start, i), start};
  }
  return undefined;
}

/** Evaluates `5 * 60`, `16 * 60 * 60`, `1_000`: numbers, + - * / and parentheses, nothing else. */
export function evaluateArithmetic(expression: string): number {
  const tokens = expression.replace(/_/g, '').match(/\d+(?:\.\d+)?|[-+*/()]|\S/g) ?? [];
  let at = 0;
  const peek = (): string | undefined => tokens[at];
  const primary = (): number => {
    const token = tokens[at++];
    if (token === '(') {
      const value = sum();
      if (tokens[at++] !== ')') throw new Error(`missing ) in ${expression}`);
      return value;
    }
    if (token === '-') return -primary();
    if (token === undefined || !/^\d/.test(token)) throw new Error(`not arithmetic: ${expression}`);
    return Number(token);
  };
  const product = (): number => {
    let value = primary();
    while (peek() === '*' || peek() === '/') value = tokens[at++] === '*' ? value * primary() : value / primary();
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (peek() === '+' || peek() === '-') value = tokens[at++] === '+' ? value + product() : value - product();
    return value;
  };
  const value = sum();
  if (at !== tokens.length) throw new Error(`not arithmetic: ${expression}`);
  return value;
}

interface Fn {
  name: string;
  /** `label: Type` of each parameter, in order. */
  params: string[];
  returns: string;
  /** Kotlin: `async throws` for a suspend fun, else empty. Swift: the declared `async`/`throws`. */
  effects: string;
  line: number;
}

/** The functions of Kotlin `interface <name>`. */
export function kotlinFunctions(text: string, service: string): Fn[] | undefined {
  const code = codeOnly(text);
  const block = blockOf(code, 'interface', service);
  if (!block) return undefined;
  const fns: Fn[] = [];
  for (const m of block.body.matchAll(
    /(\bsuspend\s+)?\bfun\s+(\w+)\s*\(([^)]*)\)\s*(?::\s*([\w<>?,\s]+?))?\s*(?:\n|$|=|\{)/g,
  )) {
    const params = (m[3] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => {
        const [label = '', type = ''] = p.split(':').map((part) => part.trim());
        return `${label}: ${KOTLIN_TO_SWIFT[type] ?? type}`;
      });
    const returns = (m[4] ?? 'Unit').trim();
    fns.push({
      name: m[2] ?? '',
      params,
      returns: KOTLIN_TO_SWIFT[returns] ?? returns,
      effects: m[1] ? 'async throws' : '',
      line: lineAt(code, block.start + (m.index ?? 0)),
    });
  }
  return fns;
}

/** The functions of Swift `class <name>` (a stub class); `async throws` is what a Kotlin suspend fun becomes. */
export function swiftFunctions(text: string, service: string): Fn[] | undefined {
  const code = codeOnly(text);
  const block = blockOf(code, 'class', service);
  if (!block) return undefined;
  const declarations = block.body.matchAll(
    /\bfunc\s+(\w+)\s*\(([^)]*)\)\s*((?:async|throws|\s)*)(?:->\s*([\w<>?[\]]+))?/g,
  );
  return [...declarations].map((m) => ({
    name: m[1] ?? '',
    params: (m[2] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => {
        const [label = '', type = ''] = p.split(':').map((part) => part.trim());
        // `label name: T`: the argument label is the first word.
        return `${label.split(/\s+/)[0] ?? label}: ${type}`;
      }),
    returns: (m[4] ?? '').trim(),
    effects: (m[3] ?? '').trim().split(/\s+/).filter(Boolean).join(' '),
    line: lineAt(code, block.start + (m.index ?? 0)),
  }));
}

/** How Swift declares a function: `name(label: T) async throws -> R`. */
const swiftSignature = (fn: Fn): string =>
  `${fn.name}(${fn.params.join(', ')})${fn.effects ? ` ${fn.effects}` : ''}${fn.returns ? ` -> ${fn.returns}` : ''}`;

const kotlinSignature = (fn: Fn): string =>
  `${fn.effects ? 'suspend ' : ''}fun ${fn.name}(${fn.params.join(', ')})${fn.returns ? `: ${fn.returns}` : ''}`;

function read(root: string, file: string, problems: string[]): string | undefined {
  const full = path.join(root, file);
  if (fs.existsSync(full)) return fs.readFileSync(full, 'utf8');
  problems.push(`${file}: missing`);
  return undefined;
}

function checkStates(root: string): LifecycleCheck {
  const problems: string[] = [];
  const text = read(root, STATE_FILE, problems);
  const code = text === undefined ? undefined : codeOnly(text);
  const block = code === undefined ? undefined : blockOf(code, 'enum', 'SessionState');
  if (code !== undefined && !block) problems.push(`${STATE_FILE}: no enum SessionState`);
  if (code !== undefined && block) {
    const cases = [...block.body.matchAll(/\bcase\s+([^\n]+)/g)].flatMap((m) =>
      (m[1] ?? '').split(',').map((c) => ({name: c.trim(), line: lineAt(code, block.start + (m.index ?? 0))})),
    );
    const expected = (Object.keys(sessionStates) as SessionStateName[]).map((state) => ({
      state,
      swift: swiftCaseName(state),
    }));
    for (const {state, swift} of expected) {
      if (!cases.some((c) => c.name === swift)) {
        problems.push(`${STATE_FILE}: SessionState has no case ${swift}, the table's ${state}`);
      }
    }
    for (const c of cases) {
      if (!expected.some((e) => e.swift === c.name)) {
        problems.push(
          `${STATE_FILE}:${c.line}: SessionState.${c.name} is not a state of src/data/mobileLifecycle.ts ` +
            `(${expected.map((e) => e.swift).join(', ')})`,
        );
      }
    }
  }
  return {name: 'SessionState cases are the table states', problems};
}

function checkConstants(root: string): LifecycleCheck {
  const problems: string[] = [];
  const text = read(root, POLICY_FILE, problems);
  const code = text === undefined ? undefined : codeOnly(text);
  const block = code === undefined ? undefined : blockOf(code, 'enum', 'SessionPolicy');
  if (code !== undefined && !block) problems.push(`${POLICY_FILE}: no enum SessionPolicy`);
  if (code !== undefined && block) {
    const declared = new Map<string, {value: number; line: number; expression: string}>();
    for (const m of block.body.matchAll(/\bstatic\s+let\s+(\w+)\s*:\s*TimeInterval\s*=\s*([^\n]+)/g)) {
      const line = lineAt(code, block.start + (m.index ?? 0));
      const expression = (m[2] ?? '').trim();
      try {
        declared.set(m[1] ?? '', {value: evaluateArithmetic(expression), line, expression});
      } catch {
        problems.push(`${POLICY_FILE}:${line}: SessionPolicy.${m[1] ?? ''} = ${expression} is not plain arithmetic`);
      }
    }
    for (const [name, constant] of Object.entries(sessionConstants)) {
      const swift = declared.get(name);
      if (!swift) {
        problems.push(`${POLICY_FILE}: SessionPolicy has no ${name} (${constant.seconds} s in mobileLifecycle.ts)`);
      } else if (swift.value !== constant.seconds) {
        problems.push(
          `${POLICY_FILE}:${swift.line}: SessionPolicy.${name} is ${swift.expression} = ${swift.value} s, but ` +
            `sessionConstants.${name} in src/data/mobileLifecycle.ts is ${constant.seconds} s`,
        );
      }
    }
    for (const [name, swift] of declared) {
      if (!(name in sessionConstants)) {
        problems.push(`${POLICY_FILE}:${swift.line}: SessionPolicy.${name} is not in sessionConstants`);
      }
    }
    const functions = [
      /\bstatic\s+func\s+refreshAfter\s*\(\s*iat\s*:\s*TimeInterval\s*,\s*exp\s*:\s*TimeInterval\?\s*\)\s*->\s*TimeInterval/,
      /\bstatic\s+func\s+retryDelay\s*\(\s*failuresInARow\s*:\s*Int\s*\)\s*->\s*TimeInterval/,
    ];
    const names = ['refreshAfter(iat: TimeInterval, exp: TimeInterval?)', 'retryDelay(failuresInARow: Int)'];
    functions.forEach((pattern, i) => {
      if (!pattern.test(block.body)) {
        problems.push(`${POLICY_FILE}: SessionPolicy declares no static func ${names[i] ?? ''} -> TimeInterval`);
      }
    });
  }
  return {name: 'SessionPolicy constants equal sessionConstants', problems};
}

function checkStubs(root: string): LifecycleCheck {
  const problems: string[] = [];
  const kotlin = read(root, KOTLIN_STUB, problems);
  const swift = read(root, SWIFT_STUB, problems);
  if (kotlin === undefined || swift === undefined) return {name: 'Swift stub calls match the Kotlin stub', problems};
  for (const service of SERVICES) {
    const kotlinFns = kotlinFunctions(kotlin, service);
    const swiftFns = swiftFunctions(swift, service);
    if (!kotlinFns) problems.push(`${KOTLIN_STUB}: no interface ${service}`);
    if (!swiftFns) problems.push(`${SWIFT_STUB}: no class ${service}`);
    if (!kotlinFns || !swiftFns) continue;
    for (const k of kotlinFns) {
      const s = swiftFns.find((fn) => fn.name === k.name);
      const expected = swiftSignature(k);
      if (!s) {
        problems.push(
          `${SWIFT_STUB}: ${service} has no func ${k.name}; ${KOTLIN_STUB}:${k.line} declares ${kotlinSignature(k)}, ` +
            `which Swift sees as func ${expected}`,
        );
        continue;
      }
      if (swiftSignature(s) !== expected) {
        const why =
          k.effects && s.effects !== k.effects
            ? 'a Kotlin suspend fun is async throws in Swift'
            : !k.effects && s.effects.includes('async')
              ? 'a Kotlin fun that does not suspend is not async in Swift'
              : 'the labels, types or effects differ';
        problems.push(
          `${SWIFT_STUB}:${s.line}: ${service}.${s.name} is func ${swiftSignature(s)}, but ${KOTLIN_STUB}:${k.line} ` +
            `declares ${kotlinSignature(k)}, which Swift sees as func ${expected} (${why})`,
        );
      }
    }
    for (const s of swiftFns) {
      if (!kotlinFns.some((k) => k.name === s.name)) {
        problems.push(
          `${SWIFT_STUB}:${s.line}: ${service}.${s.name} is not in the Kotlin stub (${KOTLIN_STUB}); add it there or drop it`,
        );
      }
    }
  }
  return {name: 'Swift stub calls match the Kotlin stub', problems};
}

function appFiles(root: string): {file: string; code: string}[] {
  const dir = path.join(root, IOS, 'StadiumApp');
  if (!fs.existsSync(dir)) return [];
  return walkFiles(dir)
    .filter((file) => file.endsWith('.swift'))
    .map((file) => ({
      file: path.relative(root, file).split(path.sep).join('/'),
      code: codeOnly(fs.readFileSync(file, 'utf8')),
    }));
}

function checkClock(root: string): LifecycleCheck {
  const problems: string[] = [];
  for (const {file, code} of appFiles(root).filter((f) => f.file.startsWith(`${SESSION_DIR}/`))) {
    code.split('\n').forEach((line, index) => {
      for (const {pattern, what} of WALL_CLOCK) {
        if (pattern.test(line)) {
          problems.push(
            `${file}:${index + 1}: ${what} reads the device clock; time refreshes with MonotonicClock ` +
              '(the token’s own exp - iat from the moment it arrived)',
          );
        }
      }
    });
  }
  return {name: 'session timing reads no wall clock', problems};
}

function checkCalls(root: string): LifecycleCheck {
  const problems: string[] = [];
  // `try await services.chatManager.removeChannel(`: the receiver chain, then one of the SDK calls.
  const sdkCall = new RegExp(
    `(\\btry\\??\\s+await\\s+)?((?:\\b\\w+\\s*\\.\\s*)+)(${Object.keys(CALL_OWNERS).join('|')})\\s*\\(`,
    'g',
  );
  for (const {file, code} of appFiles(root)) {
    for (const m of code.matchAll(sdkCall)) {
      const name = m[3] ?? '';
      // login and logOut are common names (a profile model's logOut()): only the LoginManager's count.
      if ((name === 'login' || name === 'logOut') && !/\bloginManager\s*\.\s*$/.test(m[2] ?? '')) continue;
      const line = lineAt(code, m.index ?? 0);
      const owner = CALL_OWNERS[name];
      if (owner && file !== owner) {
        problems.push(
          `${file}:${line}: ${name}() is called here; only ${path.posix.basename(owner)} may call it ` +
            (owner === REGISTRY_FILE
              ? '(a screen holds a ChannelLease from ChannelRegistry.acquire; the registry removes a channel at its last release)'
              : '(the app-wide SessionKeeper owns the login)'),
        );
      }
      if (!m[1]) problems.push(`${file}:${line}: ${name}() is async throws: call it with try await`);
    }
  }
  return {name: 'only ChannelRegistry and SessionKeeper call the SDK, with try await', problems};
}

/** A rule of the review's decisions that the body of one Swift function shows. */
interface BodyRule {
  file: string;
  func: string;
  /** Each must match the function's body (comments and strings blanked). */
  must: RegExp[];
  /** None may match. */
  mustNot?: RegExp[];
  why: string;
}

export const BODY_RULES: readonly BodyRule[] = [
  {
    file: REGISTRY_FILE,
    func: 'release',
    must: [
      /let\s+(\w+)\s*=\s*entry\s*\.\s*opening\b[\s\S]*\bawait\s+\1\s*\??\s*\.\s*value\b[\s\S]*\bremoveChannel\s*\(/,
    ],
    mustNot: [/\bisReady\b/],
    why:
      'the last release cancels an open under way, waits for it and then removes the channel (also while ' +
      'reconnecting, so no isReady test)',
  },
  {
    file: REGISTRY_FILE,
    func: 'open',
    must: [/\bremovals\s*\[/, /\bawait\s+\w+\s*\??\s*\.\s*value\b[\s\S]*\bgetOrAddChannel\s*\(/],
    why: 'an open waits for a removal of the same channel before getOrAddChannel',
  },
  {
    file: REGISTRY_FILE,
    func: 'deliver',
    must: [/\bopening\b/],
    why: 'insights that arrive while getOrAddChannel is still running are kept (the guard accepts an opening entry)',
  },
  {
    file: KEEPER_FILE,
    func: 'loginRejected',
    must: [/\bcounted\b/, /\.reconnecting\b/],
    why: 'a rejected login is one failure, counted once, and READY with the SDK logged out goes to RECONNECTING',
  },
  {
    file: KEEPER_FILE,
    func: 'resetFailuresIfSettled',
    must: [/\breadySince\b/, /\blastFailureAt\b/, /\bretryMax\b/],
    why: 'the failure count starts again only when READY held retryMax since it was entered and since the last failure',
  },
  {
    file: KEEPER_FILE,
    func: 'changeDisplayName',
    must: [/\bwithDeadline\s*\(\s*SessionPolicy\s*\.\s*tokenRequestTimeout\b/],
    why: 'a name change request gets the token request time limit, so it cannot hold sign-out up',
  },
  {
    file: KEEPER_FILE,
    func: 'sceneEnteredBackground',
    must: [/\bforegroundScenes\s*\.\s*isEmpty\b/],
    why: 'the refresh checks pause only when no scene of the app is in the foreground (multi-window iPad)',
  },
];

function checkRules(root: string): LifecycleCheck {
  const problems: string[] = [];
  for (const rule of BODY_RULES) {
    const text = read(root, rule.file, problems);
    if (text === undefined) continue;
    const code = codeOnly(text);
    const block = blockOf(code, 'func', rule.func);
    if (!block) {
      problems.push(`${rule.file}: no func ${rule.func}; ${rule.why}`);
      continue;
    }
    const line = lineAt(code, block.start);
    for (const pattern of rule.must) {
      if (!pattern.test(block.body)) problems.push(`${rule.file}:${line}: ${rule.func} does not show that ${rule.why}`);
    }
    for (const pattern of rule.mustNot ?? []) {
      const m = pattern.exec(block.body);
      if (m) {
        problems.push(
          `${rule.file}:${lineAt(code, block.start + m.index)}: ${rule.func} must not use ${m[0]}: ${rule.why}`,
        );
      }
    }
  }
  return {name: 'the registry and session follow the review rules', problems};
}

export function checkIosLifecycle(root: string): {checks: LifecycleCheck[]; passed: number; failed: number} {
  const checks = [
    checkStates(root),
    checkConstants(root),
    checkStubs(root),
    checkClock(root),
    checkCalls(root),
    checkRules(root),
  ];
  const failed = checks.filter((check) => check.problems.length > 0).length;
  return {checks, passed: checks.length - failed, failed};
}

function main(argv: string[]): number {
  const at = argv.indexOf('--root');
  const root = path.resolve(at >= 0 ? (argv[at + 1] ?? '.') : process.cwd());
  const result = checkIosLifecycle(root);
  for (const check of result.checks) for (const problem of check.problems) console.error(problem);
  if (argv.includes('--verbose')) {
    for (const check of result.checks) console.log(`${check.problems.length > 0 ? 'FAILED' : 'ok    '} ${check.name}`);
  }
  console.log(`ios lifecycle: ${result.passed} passed, ${result.failed} failed`);
  return result.failed > 0 ? 1 : 0;
}

runAsScript(module, main);
