/**
 * One table of token cases. It drives the tests of the server-side check (examples/web/src/token/check-token.ts)
 * and of the docs site's in-page token checker (src/utils/jwtCheck.test.ts): both must give each case the verdict
 * written here, except where `needsPublicKey` says only a check with the public key can see the fault.
 */
import {createSign, generateKeyPairSync, type KeyObject} from 'node:crypto';

import {MAX_TOKEN_AGE_SECONDS} from '../../src/token/token-rules';

export type Verdict = 'accept' | 'reject';

/** The in-page checker's rule that rejects the case (its RuleId), for the cases it can judge. */
export type CheckerRule =
  | 'alg'
  | 'typ'
  | 'signature'
  | 'required'
  | 'iss'
  | 'sub'
  | 'env'
  | 'scope'
  | 'iat'
  | 'age'
  | 'exp'
  | 'userType'
  | 'apiKey'
  | 'userId'
  | 'displayName';

type Json = Record<string, unknown>;

export interface TokenCase {
  readonly name: string;
  readonly verdict: Verdict;
  /** The rule that rejects it, in the in-page checker's terms. */
  readonly rule?: CheckerRule;
  /** What both tools' reason for rejecting says (so a rule that another rule happens to mask is still tested). */
  readonly because?: RegExp;
  /** Only a check with the public key sees this fault; the in-page checker accepts the token. */
  readonly needsPublicKey?: true;
  /** Builds the token from a clock (seconds) and the signing key. */
  readonly token: (now: number, key: KeyObject) => string;
}

export const NOW = 1_767_225_600; // 2026-01-01 00:00:00 UTC

export function validPayload(now: number): Json {
  return {
    iss: 'client-123',
    sub: 'k3PZ0vQ1',
    env: 'dev',
    scope: 'vs',
    iat: now - 60,
    exp: now - 60 + 2 * 3600,
    apiKey: 'api-key-from-client-setup',
    userId: 'k3PZ0vQ1',
    displayName: 'Ana',
    userType: 'Normal',
  };
}

const encode = (part: Json) => Buffer.from(JSON.stringify(part)).toString('base64url');

/** Signs any header and payload with RS256, whatever the header says: the tests need wrong headers too. */
export function sign(header: Json, payload: Json, key: KeyObject): string {
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key, 'base64url')}`;
}

const standardHeader = {alg: 'RS256', typ: 'JWT'};

/** A case with a changed payload (a value of undefined removes the claim). */
function withPayload(
  name: string,
  verdict: Verdict,
  rule: CheckerRule | undefined,
  change: (now: number) => Json,
  because?: RegExp,
): TokenCase {
  return {
    name,
    verdict,
    ...(rule ? {rule} : {}),
    ...(because ? {because} : {}),
    token: (now, key) => {
      const payload: Json = {...validPayload(now), ...change(now)};
      for (const [claim, value] of Object.entries(payload)) if (value === undefined) delete payload[claim];
      return sign(standardHeader, payload, key);
    },
  };
}

function withHeader(name: string, verdict: Verdict, rule: CheckerRule | undefined, header: Json): TokenCase {
  return {name, verdict, ...(rule ? {rule} : {}), token: (now, key) => sign(header, validPayload(now), key)};
}

const hours = 3600;
/** The maximum age in hours, from the rules' constant (which npm run check holds to the product fact). */
const maxHours = MAX_TOKEN_AGE_SECONDS / hours;

export const tokenCases: readonly TokenCase[] = [
  withPayload('a valid chat-user token', 'accept', undefined, () => ({})),
  withPayload('a valid vip token', 'accept', undefined, () => ({userType: 'vip'})),
  withPayload('a valid MODERATOR token for the channel API', 'accept', undefined, () => ({userType: 'MODERATOR'})),
  withPayload('a valid production token', 'accept', undefined, () => ({env: 'prod'})),
  withPayload('several scopes, separated by spaces', 'accept', undefined, () => ({scope: 'av vs'})),
  withPayload(`no exp: the ${String(maxHours)}-hour maximum applies`, 'accept', undefined, () => ({exp: undefined})),
  withPayload(`exp exactly ${String(maxHours)} hours after iat`, 'accept', undefined, (now) => ({
    iat: now,
    exp: now + MAX_TOKEN_AGE_SECONDS,
  })),
  withPayload('iat 30 seconds ahead, within the clock allowance', 'accept', undefined, (now) => ({iat: now + 30})),
  withHeader('no typ in the header', 'accept', undefined, {alg: 'RS256'}),
  withPayload('iat in milliseconds', 'reject', 'iat', (now) => ({iat: now * 1000, exp: undefined}), /milliseconds/),
  withPayload(
    'iat a day in the future',
    'reject',
    'iat',
    (now) => ({iat: now + 24 * hours, exp: undefined}),
    /in the future/,
  ),
  withPayload('iat as a string', 'reject', 'iat', (now) => ({iat: String(now)})),
  withPayload(
    'exp three days after iat',
    'reject',
    'exp',
    (now) => ({iat: now, exp: now + 72 * hours}),
    new RegExp(`at most ${String(maxHours)} hours after iat`),
  ),
  withPayload('exp in milliseconds', 'reject', 'exp', (now) => ({exp: (now + hours) * 1000}), /milliseconds/),
  withPayload('exp before iat', 'reject', 'exp', (now) => ({iat: now, exp: now - 10})),
  withPayload('past its exp', 'reject', 'exp', (now) => ({iat: now - 3 * hours, exp: now - hours})),
  withPayload(`issued ${String(maxHours + 1)} hours ago, no exp`, 'reject', 'age', (now) => ({
    iat: now - MAX_TOKEN_AGE_SECONDS - hours,
    exp: undefined,
  })),
  withPayload('a scope without vs', 'reject', 'scope', () => ({scope: 'av sb'})),
  withPayload('scopes separated by a comma', 'reject', 'scope', () => ({scope: 'av,vs'})),
  withPayload('env staging', 'reject', 'env', () => ({env: 'staging'})),
  withPayload('userType in the wrong case', 'reject', 'userType', () => ({userType: 'normal'})),
  withPayload('an unknown userType', 'reject', 'userType', () => ({userType: 'admin'})),
  ...(['iss', 'sub', 'env', 'scope', 'iat'] as const).map((claim) =>
    withPayload(`required claim ${claim} missing`, 'reject', 'required', () => ({[claim]: undefined})),
  ),
  ...(['apiKey', 'userId', 'displayName', 'userType'] as const).map((claim) =>
    withPayload(`Virtual Stadium claim ${claim} missing`, 'reject', claim, () => ({[claim]: undefined})),
  ),
  ...(['iss', 'sub', 'apiKey', 'userId', 'displayName'] as const).map((claim) =>
    withPayload(`${claim} empty`, 'reject', claim, () => ({[claim]: ''})),
  ),
  withHeader('alg HS256', 'reject', 'alg', {alg: 'HS256', typ: 'JWT'}),
  {
    name: 'alg none, unsigned',
    verdict: 'reject',
    rule: 'alg',
    token: (now) => `${encode({alg: 'none', typ: 'JWT'})}.${encode(validPayload(now))}.`,
  },
  withHeader('typ other than JWT', 'reject', 'typ', {alg: 'RS256', typ: 'JOSE'}),
  {
    name: 'a claim changed after signing',
    verdict: 'reject',
    needsPublicKey: true,
    token: (now, key) => {
      const [header = '', , signature = ''] = sign(standardHeader, validPayload(now), key).split('.');
      return `${header}.${encode({...validPayload(now), userType: 'vip'})}.${signature}`;
    },
  },
  {
    name: 'signed with another key',
    verdict: 'reject',
    needsPublicKey: true,
    token: (now) => sign(standardHeader, validPayload(now), otherKey()),
  },
];

let cachedKeys: {privateKey: KeyObject; publicKey: KeyObject} | undefined;
let cachedOther: KeyObject | undefined;

/** A 2048-bit RSA key pair for the tests, made once per run. */
export function testKeys(): {privateKey: KeyObject; publicKey: KeyObject} {
  cachedKeys ??= generateKeyPairSync('rsa', {modulusLength: 2048});
  return cachedKeys;
}

function otherKey(): KeyObject {
  cachedOther ??= generateKeyPairSync('rsa', {modulusLength: 2048}).privateKey;
  return cachedOther;
}
