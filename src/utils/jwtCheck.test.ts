import assert from 'node:assert/strict';
import {test} from 'node:test';

import {
  formatFact,
  jwtAlgorithm,
  jwtEnvValues,
  jwtRequiredClaims,
  jwtUserTypes,
  productFacts,
} from '../data/productFacts';
import {
  checkToken,
  clockSkewSeconds,
  decodeBase64url,
  encodeBase64url,
  maxTokenLength,
  type CheckStatus,
  type DecodedToken,
  type RuleId,
  type TokenCheck,
} from './jwtCheck';
import {
  CLOCK_SKEW_SECONDS as exampleSkew,
  ENV_VALUES as exampleEnvValues,
  MAX_TOKEN_AGE_SECONDS as exampleMaxAge,
  REQUIRED_CLAIMS as exampleRequiredClaims,
  USER_TYPES as exampleUserTypes,
} from '../../examples/web/src/token/token-rules';
import {issueTokenFor} from '../../examples/web/src/token/vs-token';
import {
  NOW as SHARED_NOW,
  testKeys as sharedKeys,
  tokenCases,
  type CheckerRule,
} from '../../examples/web/test/support/token-cases';

// Tokens are built with Node's Buffer, independently of the checker's own base64url code.
const NOW = 1_795_000_000;
const HOUR = 3600;
const maxAgeSeconds = productFacts.jwtMaxAge.value * HOUR;
const [devEnv, prodEnv] = jwtEnvValues;
const [normalUser, vipUser, moderator] = jwtUserTypes;
const dummySignature = Buffer.alloc(productFacts.rsaKeySize.value / 8, 7);

type Json = Record<string, unknown>;

const validHeader = (): Json => ({alg: jwtAlgorithm, typ: 'JWT'});
const validPayload = (): Json => ({
  iss: 'client-123',
  sub: 'user-42',
  env: devEnv,
  scope: 'av vs',
  iat: NOW - 600,
  exp: NOW - 600 + 2 * HOUR,
  apiKey: 'api-key-from-setup',
  userId: 'user-42',
  displayName: 'Alex',
  userType: normalUser,
});

const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (header: unknown, payload: unknown, signature: string = dummySignature.toString('base64url')): string =>
  `${part(header)}.${part(payload)}.${signature}`;

function decoded(check: TokenCheck): DecodedToken {
  if (!check.ok) assert.fail(`expected a decoded token, got: ${check.problem.message}`);
  return check;
}

function statusOf(check: DecodedToken, rule: RuleId): {status: CheckStatus; message: string} | undefined {
  return check.results.find((entry) => entry.rule === rule);
}

/** Every rule other than `rule` passes; `rule` has `status` and a message matching `message`. */
function assertOnly(check: TokenCheck, rule: RuleId, status: CheckStatus, message: RegExp): void {
  const result = decoded(check);
  const target = statusOf(result, rule);
  assert.ok(target, `rule ${rule} was not reported`);
  assert.equal(target.status, status, `${rule}: ${target.message}`);
  assert.match(target.message, message);
  const others = result.results.filter((entry) => entry.rule !== rule && entry.status !== 'pass');
  assert.deepEqual(others, [], `other rules should pass when only ${rule} is broken`);
}

function withPayload(changes: Json, remove: readonly string[] = []): string {
  const payload = {...validPayload(), ...changes};
  for (const name of remove) delete payload[name];
  return token(validHeader(), payload);
}

test('a valid token passes every rule', () => {
  const result = decoded(checkToken(token(validHeader(), validPayload()), NOW));
  assert.deepEqual(
    result.results.map((entry) => entry.rule),
    [
      'alg',
      'typ',
      'signature',
      'required',
      'iss',
      'sub',
      'env',
      'scope',
      'iat',
      'age',
      'exp',
      'userType',
      'apiKey',
      'userId',
      'displayName',
    ],
  );
  for (const entry of result.results) assert.equal(entry.status, 'pass', `${entry.rule}: ${entry.message}`);
  assert.deepEqual(result.counts, {pass: 15, fail: 0, warn: 0});
  assert.deepEqual(result.header, validHeader());
  assert.equal(result.payloadJson, JSON.stringify(validPayload(), null, 2));
});

test('surrounding whitespace, padding and a vip user are accepted', () => {
  const padded = Buffer.from(`${JSON.stringify(validHeader())} `)
    .toString('base64')
    .replaceAll('+', '-')
    .replaceAll('/', '_');
  assert.match(padded, /==$/);
  const rest = token(validHeader(), {...validPayload(), userType: vipUser})
    .split('.')
    .slice(1)
    .join('.');
  const result = decoded(checkToken(`\n  ${padded}.${rest}  \n`, NOW));
  assert.equal(result.counts.pass, result.results.length);
});

test('the header: alg must be RS256, typ JWT when present', () => {
  assertOnly(
    checkToken(token({alg: 'HS256', typ: 'JWT'}, validPayload()), NOW),
    'alg',
    'fail',
    /"HS256"; Virtual Stadium accepts only RS256/,
  );
  assertOnly(checkToken(token({typ: 'JWT'}, validPayload()), NOW), 'alg', 'fail', /no alg; it must be RS256/);
  assertOnly(checkToken(token({alg: 'none', typ: 'JWT'}, validPayload()), NOW), 'alg', 'fail', /unsigned token/);
  assertOnly(checkToken(token({alg: 'rs256', typ: 'JWT'}, validPayload()), NOW), 'alg', 'fail', /accepts only RS256/);
  const noTyp = decoded(checkToken(token({alg: jwtAlgorithm}, validPayload()), NOW));
  assert.equal(statusOf(noTyp, 'typ')?.status, 'warn');
  assert.match(statusOf(noTyp, 'typ')?.message ?? '', /No typ in the header.*not published/);
  assert.equal(noTyp.counts.fail, 0);
  assertOnly(
    checkToken(token({alg: jwtAlgorithm, typ: 'JWS'}, validPayload()), NOW),
    'typ',
    'fail',
    /when present it must be JWT/,
  );
  assertOnly(checkToken(token({alg: jwtAlgorithm, typ: 'jwt'}, validPayload()), NOW), 'typ', 'warn', /in capitals/);
});

test('the signature: present and of the size a 2048-bit key gives, never verified', () => {
  assertOnly(
    checkToken(token(validHeader(), validPayload(), ''), NOW),
    'signature',
    'fail',
    /empty: the token is unsigned/,
  );
  assertOnly(
    checkToken(token(validHeader(), validPayload(), Buffer.alloc(32, 1).toString('base64url')), NOW),
    'signature',
    'warn',
    new RegExp(`32 bytes; an RS256 signature made with a ${productFacts.rsaKeySize.value}-bit key has 256`),
  );
  assertOnly(checkToken(token(validHeader(), validPayload(), 'abc+def/'), NOW), 'signature', 'fail', /standard base64/);
  assertOnly(
    checkToken(token(validHeader(), validPayload(), Buffer.alloc(512, 1).toString('base64url')), NOW),
    'signature',
    'pass',
    /larger than 2048 bits/,
  );
  assert.match(
    statusOf(decoded(checkToken(token(validHeader(), validPayload()), NOW)), 'signature')?.message ?? '',
    /not verified here/,
  );
});

test('each required claim missing fails the required-claims rule by name', () => {
  for (const name of jwtRequiredClaims) {
    assertOnly(
      checkToken(withPayload({}, [name]), NOW),
      'required',
      'fail',
      new RegExp(`Missing required claim: ${name}\\.`),
    );
  }
  assertOnly(
    checkToken(withPayload({iss: null}, ['sub']), NOW),
    'required',
    'fail',
    /Missing required claims: iss, sub\./,
  );
});

test('iss and sub must be non-empty strings', () => {
  assertOnly(checkToken(withPayload({iss: ''}), NOW), 'iss', 'fail', /iss is empty/);
  assertOnly(checkToken(withPayload({iss: 42}), NOW), 'iss', 'fail', /iss is a number; it must be a string/);
  assertOnly(checkToken(withPayload({sub: '   '}), NOW), 'sub', 'fail', /sub is empty/);
  assertOnly(checkToken(withPayload({sub: {id: 1}}), NOW), 'sub', 'fail', /sub is an object/);
});

test('env must be exactly one of the documented values; prod is a warning here', () => {
  assertOnly(
    checkToken(withPayload({env: 'production'}), NOW),
    'env',
    'fail',
    /"production"; it must be exactly “dev” or “prod”/,
  );
  assertOnly(checkToken(withPayload({env: 'DEV'}), NOW), 'env', 'fail', /exactly “dev” or “prod”/);
  assertOnly(
    checkToken(withPayload({env: prodEnv}), NOW),
    'env',
    'warn',
    /production token.*do not paste production tokens/,
  );
});

test('scope is a space-separated string containing vs; unknown scopes are a warning', () => {
  assertOnly(checkToken(withPayload({scope: 'av'}), NOW), 'scope', 'fail', /does not contain vs \(Virtual Stadium\)/);
  assertOnly(checkToken(withPayload({scope: 'vs,av'}), NOW), 'scope', 'fail', /not commas/);
  assertOnly(checkToken(withPayload({scope: ['vs']}), NOW), 'scope', 'fail', /scope is a list; send one string/);
  assertOnly(checkToken(withPayload({scope: 7}), NOW), 'scope', 'fail', /scope is a number/);
  assertOnly(
    checkToken(withPayload({scope: 'vs chat'}), NOW),
    'scope',
    'warn',
    /"chat", which is not a published scope\. Known scopes: vs, av, sb/,
  );
  assertOnly(
    checkToken(withPayload({scope: 'sb  vs av'}), NOW),
    'scope',
    'pass',
    /sb \(Bet Concierge\), vs \(Virtual Stadium\), av/,
  );
});

test('iat is whole seconds, not milliseconds, and not in the future beyond the allowed clock skew', () => {
  assertOnly(
    checkToken(withPayload({iat: (NOW - 600) * 1000, exp: undefined}), NOW),
    'iat',
    'fail',
    /13 digits: that is milliseconds.*divide by 1000/,
  );
  assertOnly(
    checkToken(withPayload({iat: NOW + HOUR, exp: undefined}), NOW),
    'iat',
    'fail',
    new RegExp(`1 hour in the future.*allows ${clockSkewSeconds} seconds of clock difference`),
  );
  assertOnly(
    checkToken(withPayload({iat: NOW + clockSkewSeconds, exp: NOW + HOUR}), NOW),
    'iat',
    'pass',
    /not in the future/,
  );
  assertOnly(
    checkToken(withPayload({iat: String(NOW - 600)}), NOW),
    'iat',
    'fail',
    /string "1794999400"; send it as a JSON number/,
  );
  assertOnly(checkToken(withPayload({iat: NOW - 600.5}), NOW), 'iat', 'warn', /fractional part/);
  assertOnly(checkToken(withPayload({iat: -5, exp: undefined}), NOW), 'iat', 'fail', /negative/);
  assertOnly(checkToken(withPayload({iat: 1e20, exp: undefined}), NOW), 'iat', 'fail', /far too large/);
});

test(`the token is at most ${formatFact('jwtMaxAge')} old`, () => {
  const maxAge = formatFact('jwtMaxAge');
  assertOnly(
    checkToken(withPayload({iat: NOW - maxAgeSeconds - HOUR, exp: undefined}), NOW),
    'age',
    'fail',
    new RegExp(`issued ${String(maxAgeSeconds / HOUR + 1)} hours ago.*at most ${maxAge} after its iat`),
  );
  assertOnly(
    checkToken(withPayload({iat: NOW - maxAgeSeconds, exp: undefined}), NOW),
    'age',
    'pass',
    new RegExp(`would accept it until .*: ${maxAge} after iat, the default maximum`),
  );
  assertOnly(checkToken(withPayload({iat: NOW, exp: undefined}), NOW), 'age', 'pass', /Issued just now/);
});

test('exp, when present, is after iat, at most the maximum age after it, and not past', () => {
  const iat = NOW - 600;
  assertOnly(checkToken(withPayload({exp: undefined}), NOW), 'exp', 'pass', /No exp, which is allowed/);
  assertOnly(checkToken(withPayload({exp: iat}), NOW), 'exp', 'fail', /is not after iat/);
  assertOnly(
    checkToken(withPayload({exp: iat + maxAgeSeconds + HOUR}), NOW),
    'exp',
    'fail',
    new RegExp(
      `${String(maxAgeSeconds / HOUR + 1)} hours after iat; it may be at most ${String(maxAgeSeconds / HOUR)} hours after iat`,
    ),
  );
  assertOnly(checkToken(withPayload({iat: NOW - 3 * HOUR, exp: NOW - HOUR}), NOW), 'exp', 'fail', /expired 1 hour ago/);
  assertOnly(checkToken(withPayload({exp: (iat + HOUR) * 1000}), NOW), 'exp', 'fail', /milliseconds/);
  assertOnly(checkToken(withPayload({exp: 'tomorrow'}), NOW), 'exp', 'fail', /exp is a string/);
});

test('userType is exactly one of the published values, spelled as published', () => {
  assertOnly(
    checkToken(withPayload({userType: 'normal'}), NOW),
    'userType',
    'fail',
    /"normal"; send exactly “Normal”\. Spelling and case matter/,
  );
  assertOnly(checkToken(withPayload({userType: 'VIP'}), NOW), 'userType', 'fail', /send exactly “vip”/);
  assertOnly(checkToken(withPayload({userType: 'moderator'}), NOW), 'userType', 'fail', /send exactly “MODERATOR”/);
  assertOnly(
    checkToken(withPayload({userType: 'admin'}), NOW),
    'userType',
    'fail',
    /exactly “Normal”, “vip” or “MODERATOR”/,
  );
  assertOnly(
    checkToken(withPayload({userType: moderator}), NOW),
    'userType',
    'warn',
    /only for tokens your backend uses to call the channel API/,
  );
  assertOnly(checkToken(withPayload({}, ['userType']), NOW), 'userType', 'fail', /userType is missing/);
});

test('apiKey, userId and displayName: missing, empty or not a string is a failure', () => {
  for (const name of ['apiKey', 'userId', 'displayName'] as const) {
    assertOnly(
      checkToken(withPayload({}, [name]), NOW),
      name,
      'fail',
      new RegExp(`${name} is missing\\. Virtual Stadium reads it`),
    );
    assertOnly(checkToken(withPayload({[name]: ''}), NOW), name, 'fail', new RegExp(`${name} is empty`));
    assertOnly(
      checkToken(withPayload({[name]: 12}), NOW),
      name,
      'fail',
      new RegExp(`${name} is a number; it must be a string`),
    );
  }
});

test('claims are read as own properties only', () => {
  const payload = JSON.stringify(validPayload()).replace(
    '"apiKey":"api-key-from-setup",',
    '"__proto__":{"apiKey":"inherited"},',
  );
  const raw = `${part(validHeader())}.${Buffer.from(payload).toString('base64url')}.${dummySignature.toString('base64url')}`;
  assertOnly(checkToken(raw, NOW), 'apiKey', 'fail', /apiKey is missing/);
});

test('markup in claims is data: it is kept literally in the decoded JSON', () => {
  const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  const result = decoded(checkToken(withPayload({displayName: markup}), NOW));
  assert.equal(result.payload['displayName'], markup);
  assert.ok(result.payloadJson.includes(markup));
  assert.equal(result.counts.pass, result.results.length);
});

function problemOf(check: TokenCheck): {kind: string; part?: string; message: string} {
  if (check.ok) assert.fail('expected an input problem');
  return check.problem;
}

test('bad input gets a clear message, not results', () => {
  assert.equal(problemOf(checkToken('', NOW)).kind, 'empty');
  assert.equal(problemOf(checkToken('  \n ', NOW)).kind, 'empty');

  const huge = problemOf(checkToken('a'.repeat(100 * 1024), NOW));
  assert.equal(huge.kind, 'too-long');
  assert.match(huge.message, /102,400 characters long; the checker reads at most 16,384 \(16 KiB\)/);
  assert.equal(
    problemOf(checkToken(`${token(validHeader(), validPayload())}${' '.repeat(maxTokenLength)}`, NOW)).kind,
    'too-long',
  );

  assert.match(problemOf(checkToken('hello world', NOW)).message, /not a JWT: a JWT has three parts .* this has 1\./);
  assert.match(problemOf(checkToken('a.b', NOW)).message, /this has 2\./);
  assert.match(problemOf(checkToken('a.b.c.d.e', NOW)).message, /encrypted token \(JWE\)/);
  assert.match(
    problemOf(checkToken(`Bearer ${token(validHeader(), validPayload())}`, NOW)).message,
    /Remove the word “Bearer”/,
  );
  assert.match(problemOf(checkToken(`.${part(validPayload())}.sig`, NOW)).message, /The header part is empty/);
});

test('broken base64url names the part and the character', () => {
  const [header = '', payload = '', signature = ''] = token(validHeader(), validPayload()).split('.');
  const broken = problemOf(checkToken(`${header}.${payload.slice(0, 10)}%${payload.slice(11)}.${signature}`, NOW));
  assert.equal(broken.kind, 'base64');
  assert.equal(broken.part, 'payload');
  assert.match(broken.message, /payload part is not valid base64url: it contains “%” at position 11/);
  assert.match(problemOf(checkToken(`${header}+.${payload}.${signature}`, NOW)).message, /That is standard base64/);
  assert.match(
    problemOf(checkToken(`${header}.${payload}\n${payload}.${signature}`, NOW)).message,
    /a line break at position/,
  );
  assert.match(
    problemOf(checkToken(`${header}.${payload}=x.${signature}`, NOW)).message,
    /padding appears before the end/,
  );
  const cut = decodeBase64url('abcde');
  assert.ok(!cut.ok && /length \(5 characters\) is not one base64url can have/.test(cut.reason));
  const overPadded = decodeBase64url('abc==');
  assert.ok(!overPadded.ok && /padding does not match its length/.test(overPadded.reason));
  assert.ok(decodeBase64url('abc=').ok);
});

test('bytes that are not UTF-8, text that is not JSON, and JSON that is not an object', () => {
  const sig = dummySignature.toString('base64url');
  const raw = (text: string | Buffer) => Buffer.from(text).toString('base64url');
  assert.equal(
    problemOf(checkToken(`${raw(Buffer.from([0xff, 0xfe, 0x7b]))}.${part(validPayload())}.${sig}`, NOW)).kind,
    'utf8',
  );
  const json = problemOf(checkToken(`${part(validHeader())}.${raw('{"sub": "x",}')}.${sig}`, NOW));
  assert.equal(json.kind, 'json');
  assert.match(json.message, /payload part decodes, but not to valid JSON/);
  for (const [value, kind] of [
    [[1, 2], 'an array'],
    [42, 'a number'],
    [null, 'null'],
    ['eyJ', 'a string'],
    [true, 'a boolean'],
  ] as const) {
    const header = problemOf(checkToken(token(value, validPayload()), NOW));
    assert.equal(header.kind, 'not-object');
    assert.match(header.message, new RegExp(`header part is JSON ${kind}, not a JSON object`));
    assert.equal(problemOf(checkToken(token(validHeader(), value), NOW)).part, 'payload');
  }
});

test('base64url decoding and encoding agree with Node for every length', () => {
  for (let length = 0; length <= 64; length += 1) {
    const bytes = Buffer.from(Array.from({length}, (_, index) => (index * 37 + length * 11) % 256));
    const encoded = bytes.toString('base64url');
    assert.equal(encodeBase64url(bytes), encoded);
    const back = decodeBase64url(encoded);
    assert.ok(back.ok);
    assert.deepEqual(Buffer.from(back.bytes), bytes);
    const padded = decodeBase64url(bytes.toString('base64').replaceAll('+', '-').replaceAll('/', '_'));
    assert.ok(padded.ok, `padded length ${length}`);
  }
  assert.equal(encodeBase64url('{"a":"ü"}'), Buffer.from('{"a":"ü"}').toString('base64url'));
});

test('the checker never throws, whatever it is given', () => {
  const alphabet = 'aZ09-_.=+/ {}"\\\n\u0000é😀';
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let round = 0; round < 2000; round += 1) {
    const length = Math.floor(random() * 60);
    let input = '';
    for (let index = 0; index < length; index += 1) input += alphabet[Math.floor(random() * alphabet.length)];
    const result = checkToken(input, NOW);
    assert.equal(typeof result.ok, 'boolean');
  }
  const deep = `${part(validHeader())}.${Buffer.from('['.repeat(5000) + ']'.repeat(5000)).toString('base64url')}.x`;
  assert.equal(problemOf(checkToken(deep, NOW)).kind, 'not-object');
});

// ---------------------------------------------------------------------------------------------------------------
// The shared case table: the web example's server-side check (examples/web/src/token/check-token.ts) is tested
// against the same table in examples/web/test/token.test.ts, so the two tools judge every token alike.

// The case table names the checker's rules in its own union (the starter ships without the docs site): the two must
// stay the same set, or this file stops compiling.
type SameRules = [CheckerRule] extends [RuleId] ? ([RuleId] extends [CheckerRule] ? true : never) : never;
const sameRules: SameRules = true;

test('the in-page checker and the example check share their limits', () => {
  assert.equal(sameRules, true);
  assert.equal(exampleMaxAge, maxAgeSeconds);
  assert.equal(exampleSkew, clockSkewSeconds);
  assert.deepEqual([...exampleEnvValues], [...jwtEnvValues]);
  assert.deepEqual([...exampleUserTypes], [...jwtUserTypes]);
  assert.deepEqual([...exampleRequiredClaims], [...jwtRequiredClaims]);
});

for (const tokenCase of tokenCases) {
  // The in-page checker cannot verify a signature: a token with a bad one looks valid to it, and it says so.
  const expected = tokenCase.needsPublicKey ? 'accept' : tokenCase.verdict;
  test(`shared token case: ${tokenCase.name} is ${expected}ed by the in-page checker`, () => {
    const result = decoded(checkToken(tokenCase.token(SHARED_NOW, sharedKeys().privateKey), SHARED_NOW));
    const failures = result.results.filter((entry) => entry.status === 'fail');
    if (expected === 'accept') {
      assert.deepEqual(failures, [], failures.map((entry) => entry.message).join('\n'));
    } else {
      assert.ok(
        failures.some((entry) => entry.rule === tokenCase.rule),
        `expected rule ${String(tokenCase.rule)} to fail; failed: ${failures.map((entry) => entry.rule).join(', ')}`,
      );
      if (tokenCase.because) {
        assert.ok(
          failures.some((entry) => tokenCase.because?.test(entry.message)),
          `no message matches ${String(tokenCase.because)}`,
        );
      }
    }
  });
}

test('the example signer issues a token the in-page checker passes without a warning', () => {
  const token = issueTokenFor(
    {id: 'account-42', nickname: 'Ana', isVip: true},
    {clientId: 'client-123', apiKey: 'key', env: 'dev', privateKey: sharedKeys().privateKey, userIdSalt: 'salt'},
    SHARED_NOW,
  );
  const result = decoded(checkToken(token, SHARED_NOW));
  assert.deepEqual(
    result.results.filter((entry) => entry.status !== 'pass').map((entry) => entry.message),
    [],
  );
});
