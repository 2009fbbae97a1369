/**
 * The token checker's logic (src/components/TokenChecker shows it): decodes a pasted JWT and checks its header and
 * claims against the rules of the authentication page. Pure: no DOM, no network, no clock (`now` is a parameter),
 * and it never throws; every rule value comes from src/data/productFacts.ts.
 *
 * Parsed JSON is `unknown` and is narrowed only by runtime checks. The signature is never verified: that needs the
 * public key, which the browser does not have.
 */
import {
  formatFact,
  jwtAlgorithm,
  jwtEnvValues,
  jwtRequiredClaims,
  jwtScopes,
  jwtUserTypes,
  jwtVirtualStadiumClaims,
  productFacts,
} from '../data/productFacts';
import {
  decodeBase64url,
  decodeJsonPart,
  jsonKind,
  type InputProblem,
  type InputProblemKind,
  type JsonObject,
} from './jwt/decode';
import {formatDuration, formatUnixTime, listOf, plural, show} from './jwt/format';

export {
  decodeBase64url,
  encodeBase64url,
  type Base64urlResult,
  type InputProblem,
  type InputProblemKind,
  type JsonObject,
  type TokenPart,
} from './jwt/decode';
export {formatDuration, formatUnixTime} from './jwt/format';

/** The longest input the checker reads: a token with the documented claims is a small fraction of it. */
export const maxTokenLength = 16 * 1024;

/**
 * How far in the future `iat` may lie before this checker calls it wrong, for clocks that are slightly apart.
 * It is the checker's own allowance: how much Sportradar tolerates is not published.
 */
export const clockSkewSeconds = 60;

/** The scope key that grants Virtual Stadium; typed against the facts source so it cannot drift from it. */
export const virtualStadiumScope: keyof typeof jwtScopes = 'vs';

const secondsPerUnit = {seconds: 1, hours: 3600, days: 86_400} as const;

/** Sportradar's default maximum token age after `iat`, in seconds. */
export const maxTokenAgeSeconds = productFacts.jwtMaxAge.value * secondsPerUnit[productFacts.jwtMaxAge.unit];

/** The byte length of an RS256 signature made with a key of the recommended size. */
export const expectedSignatureBytes = productFacts.rsaKeySize.value / 8;

/** Said wherever results are shown: the checker reads the token, it cannot prove who signed it. */
export const signatureNotice =
  'The signature is not verified here: that needs the public key, which this page does not have. ' +
  'A token signed with the wrong key, or with a claim changed after signing, looks exactly the same to this checker. ' +
  'Verify the signature on your server with the checkVsToken helper on this page.';

export type CheckStatus = 'pass' | 'fail' | 'warn';

export type RuleId =
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

export interface RuleResult {
  readonly rule: RuleId;
  /** A short name for the rule, such as "Algorithm (alg)". */
  readonly label: string;
  readonly status: CheckStatus;
  /** One or two plain sentences: what was found and, when it is wrong, what to do. */
  readonly message: string;
}

export interface DecodedToken {
  readonly ok: true;
  readonly header: JsonObject;
  readonly payload: JsonObject;
  /** The header and payload as indented JSON, for display as text. */
  readonly headerJson: string;
  readonly payloadJson: string;
  readonly results: readonly RuleResult[];
  readonly counts: Readonly<Record<CheckStatus, number>>;
}

export type TokenCheck = DecodedToken | {readonly ok: false; readonly problem: InputProblem};

// ---------------------------------------------------------------------------------------------------------------
// Reading claims

/** An own property of a parsed object (never one inherited from Object.prototype, such as `constructor`). */
function field(object: JsonObject, name: string): unknown {
  return Object.prototype.hasOwnProperty.call(object, name) ? object[name] : undefined;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null;
}

type TimeClaim = {readonly ok: true; readonly seconds: number} | {readonly ok: false; readonly message: string};

/** Checks that a time claim is a number of whole seconds since the Unix epoch. */
function readTime(name: string, value: unknown): TimeClaim {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return {
      ok: false,
      message: `${name} is the string ${show(value)}; send it as a JSON number of seconds, without quotes.`,
    };
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return {
      ok: false,
      message: `${name} is ${jsonKind(value)} (${show(value)}); it must be a number of seconds since the Unix epoch.`,
    };
  }
  if (value < 0) {
    return {ok: false, message: `${name} is negative (${value}); it must be seconds since the Unix epoch.`};
  }
  const digits = String(Math.trunc(value)).length;
  if (digits === 13) {
    return {
      ok: false,
      message:
        `${name} is ${value}, 13 digits: that is milliseconds (${formatUnixTime(value / 1000)}). ` +
        `JWT times are in seconds: divide by 1000, for example Math.floor(Date.now() / 1000).`,
    };
  }
  if (digits > 13 || value > 8.64e12) {
    return {ok: false, message: `${name} is ${value}, far too large for a time in seconds.`};
  }
  return {ok: true, seconds: value};
}

// ---------------------------------------------------------------------------------------------------------------
// Rules

const labels: Record<RuleId, string> = {
  alg: 'Algorithm (alg)',
  typ: 'Type (typ)',
  signature: 'Signature',
  required: 'Required claims',
  iss: 'Issuer (iss)',
  sub: 'Subject (sub)',
  env: 'Environment (env)',
  scope: 'Scope (scope)',
  iat: 'Issued at (iat)',
  age: 'Token age',
  exp: 'Expiry (exp)',
  userType: 'User type (userType)',
  apiKey: 'API key (apiKey)',
  userId: 'User id (userId)',
  displayName: 'Display name (displayName)',
};

function result(rule: RuleId, status: CheckStatus, message: string): RuleResult {
  return {rule, label: labels[rule], status, message};
}

const maxAge = formatFact('jwtMaxAge');

/** The facts list `env` values development first, then production. */
const productionEnv: (typeof jwtEnvValues)[number] = 'prod';

/** The facts list `userType` values for end users first, then the channel API's. */
const moderatorUserType: (typeof jwtUserTypes)[number] = 'MODERATOR';
const endUserTypes = jwtUserTypes.filter((value) => value !== moderatorUserType);

function checkAlg(header: JsonObject): RuleResult {
  const alg = field(header, 'alg');
  if (alg === jwtAlgorithm)
    return result('alg', 'pass', `alg is ${jwtAlgorithm}, the only algorithm Virtual Stadium accepts.`);
  if (!isPresent(alg)) return result('alg', 'fail', `The header has no alg; it must be ${jwtAlgorithm}.`);
  if (typeof alg === 'string' && alg.toLowerCase() === 'none') {
    return result('alg', 'fail', `alg is ${show(alg)}: an unsigned token. Sign it with ${jwtAlgorithm}.`);
  }
  return result(
    'alg',
    'fail',
    `alg is ${show(alg)}; Virtual Stadium accepts only ${jwtAlgorithm} (an RSA signature over SHA-256).`,
  );
}

function checkTyp(header: JsonObject): RuleResult {
  const typ = field(header, 'typ');
  if (!isPresent(typ)) {
    return result(
      'typ',
      'warn',
      'No typ in the header. JWTs may leave it out, but the published example sends typ JWT, and whether Sportradar requires it is not published: send it.',
    );
  }
  if (typ === 'JWT') return result('typ', 'pass', 'typ is JWT.');
  if (typeof typ === 'string' && typ.toUpperCase() === 'JWT') {
    return result('typ', 'warn', `typ is ${show(typ)}; write it as JWT, in capitals, as the documented header does.`);
  }
  return result('typ', 'fail', `typ is ${show(typ)}; when present it must be JWT.`);
}

function checkSignature(encoded: string): RuleResult {
  if (encoded.length === 0) {
    return result(
      'signature',
      'fail',
      `The signature part is empty: the token is unsigned and cannot pass ${jwtAlgorithm} verification.`,
    );
  }
  const decoded = decodeBase64url(encoded);
  if (!decoded.ok) return result('signature', 'fail', `The signature part is not valid base64url: ${decoded.reason}`);
  const size = decoded.bytes.length;
  const keyBits = `${productFacts.rsaKeySize.value}-bit`;
  if (size < expectedSignatureBytes) {
    return result(
      'signature',
      'warn',
      `The signature has ${plural(size, 'byte')}; an ${jwtAlgorithm} signature made with a ${keyBits} key has ${expectedSignatureBytes}. ` +
        `The key may be smaller than recommended, the algorithm may not be ${jwtAlgorithm}, or the token may be cut off.`,
    );
  }
  const sizeNote =
    size === expectedSignatureBytes
      ? `the size a ${keyBits} RSA key gives`
      : `a key larger than ${formatFact('rsaKeySize')}`;
  return result(
    'signature',
    'pass',
    `A signature of ${plural(size, 'byte')} is present (${sizeNote}). It is not verified here.`,
  );
}

function checkRequired(payload: JsonObject): RuleResult {
  const missing = jwtRequiredClaims.filter((name) => !isPresent(field(payload, name)));
  if (missing.length === 0)
    return result('required', 'pass', `All required claims are present: ${jwtRequiredClaims.join(', ')}.`);
  return result(
    'required',
    'fail',
    `Missing required ${missing.length === 1 ? 'claim' : 'claims'}: ${missing.join(', ')}. Every token needs ${jwtRequiredClaims.join(', ')}.`,
  );
}

/** iss and sub: a non-empty string, checked only when present (the required-claims rule reports absence). */
function checkNonEmptyString(rule: 'iss' | 'sub', payload: JsonObject, purpose: string): RuleResult | undefined {
  const value = field(payload, rule);
  if (!isPresent(value)) return undefined;
  if (typeof value !== 'string')
    return result(rule, 'fail', `${rule} is ${jsonKind(value)}; it must be a string: ${purpose}.`);
  if (value.trim() === '') return result(rule, 'fail', `${rule} is empty; it must hold ${purpose}.`);
  return result(rule, 'pass', `${rule} is a non-empty string.`);
}

function checkEnv(payload: JsonObject): RuleResult | undefined {
  const env = field(payload, 'env');
  if (!isPresent(env)) return undefined;
  const allowed = listOf(jwtEnvValues.map((value) => `“${value}”`));
  const match = jwtEnvValues.find((value) => value === env);
  if (match === undefined) {
    return result(
      'env',
      'fail',
      `env is ${show(env)}; it must be exactly ${allowed}. It selects which of your registered public keys checks the token.`,
    );
  }
  if (match === productionEnv) {
    return result(
      'env',
      'warn',
      `env is “${match}”: this is a production token. It is valid, but do not paste production tokens into web pages; use a token from a development environment.`,
    );
  }
  return result('env', 'pass', `env is “${match}”, one of ${allowed}.`);
}

function isKnownScope(entry: string): entry is keyof typeof jwtScopes {
  return Object.prototype.hasOwnProperty.call(jwtScopes, entry);
}

function checkScope(payload: JsonObject): RuleResult | undefined {
  const scope = field(payload, 'scope');
  if (!isPresent(scope)) return undefined;
  const example = Object.keys(jwtScopes).sort().join(' ');
  if (Array.isArray(scope)) {
    return result(
      'scope',
      'fail',
      `scope is a list; send one string with the scopes separated by spaces, for example “${example}”.`,
    );
  }
  if (typeof scope !== 'string')
    return result('scope', 'fail', `scope is ${jsonKind(scope)}; it must be a string of space-separated scopes.`);
  const scopes = scope.split(' ').filter((entry) => entry !== '');
  if (!scopes.includes(virtualStadiumScope)) {
    const hint = /[,;]/.test(scope) ? ' Separate scopes with spaces, not commas or semicolons.' : '';
    return result(
      'scope',
      'fail',
      `scope is ${show(scope)}, which does not contain ${virtualStadiumScope} (${jwtScopes[virtualStadiumScope]}). Without it the chat is not available.${hint}`,
    );
  }
  const known: readonly string[] = Object.keys(jwtScopes);
  const unknown = scopes.filter((entry) => !isKnownScope(entry));
  if (unknown.length > 0) {
    return result(
      'scope',
      'warn',
      `scope contains ${virtualStadiumScope}, and also ${unknown.map((entry) => show(entry)).join(', ')}, which ${unknown.length === 1 ? 'is not a published scope' : 'are not published scopes'}. Known scopes: ${known.join(', ')}.`,
    );
  }
  const names = scopes.map((entry) => (isKnownScope(entry) ? `${entry} (${jwtScopes[entry]})` : entry));
  return result('scope', 'pass', `scope contains ${names.join(', ')}.`);
}

interface TimeRules {
  readonly iat?: RuleResult;
  readonly age?: RuleResult;
  readonly exp: RuleResult;
}

function checkTimes(payload: JsonObject, now: number): TimeRules {
  const rawIat = field(payload, 'iat');
  let iat: number | undefined;
  let iatRule: RuleResult | undefined;
  let ageRule: RuleResult | undefined;

  if (isPresent(rawIat)) {
    const read = readTime('iat', rawIat);
    if (!read.ok) {
      iatRule = result('iat', 'fail', read.message);
    } else if (read.seconds - now > clockSkewSeconds) {
      iatRule = result(
        'iat',
        'fail',
        `iat is ${formatDuration(read.seconds - now)} in the future (${formatUnixTime(read.seconds)}). ` +
          `Check the signing server's clock. This checker allows ${clockSkewSeconds} seconds of clock difference; how much Sportradar allows is not published.`,
      );
    } else {
      iat = read.seconds;
      const fraction = Number.isInteger(read.seconds) ? '' : ' It has a fractional part; whole seconds are safer.';
      iatRule = result(
        'iat',
        fraction === '' ? 'pass' : 'warn',
        `iat is in seconds and not in the future: ${formatUnixTime(read.seconds)}.${fraction}`,
      );
      const age = now - read.seconds;
      const until = formatUnixTime(read.seconds + maxTokenAgeSeconds);
      ageRule =
        age > maxTokenAgeSeconds
          ? result(
              'age',
              'fail',
              `The token was issued ${formatDuration(age)} ago. Sportradar accepts a token for at most ${maxAge} after its iat (the default maximum): sign a fresh one.`,
            )
          : result(
              'age',
              'pass',
              `Issued ${age <= 0 ? 'just now' : `${formatDuration(age)} ago`}. Without an exp, Sportradar would accept it until ${until}: ${maxAge} after iat, the default maximum. An exp claim, when earlier, ends it sooner (see Expiry).`,
            );
    }
  }

  const rawExp = field(payload, 'exp');
  let expRule: RuleResult;
  if (!isPresent(rawExp)) {
    expRule = result('exp', 'pass', `No exp, which is allowed: the ${maxAge} maximum after iat applies.`);
  } else {
    const read = readTime('exp', rawExp);
    if (!read.ok) {
      expRule = result('exp', 'fail', read.message);
    } else if (iat !== undefined && read.seconds <= iat) {
      expRule = result(
        'exp',
        'fail',
        `exp (${formatUnixTime(read.seconds)}) is not after iat (${formatUnixTime(iat)}).`,
      );
    } else if (iat !== undefined && read.seconds - iat > maxTokenAgeSeconds) {
      expRule = result(
        'exp',
        'fail',
        `exp is ${formatDuration(read.seconds - iat)} after iat; it may be at most ${maxAge} after iat. An exp claim can make a token's life shorter, never longer.`,
      );
    } else if (read.seconds <= now) {
      expRule = result(
        'exp',
        'fail',
        `The token expired ${formatDuration(now - read.seconds)} ago (${formatUnixTime(read.seconds)}): sign a fresh one.`,
      );
    } else {
      expRule = result(
        'exp',
        'pass',
        `exp is after iat and within ${maxAge} of it, so exp is the limit that binds: the token expires in ${formatDuration(read.seconds - now)} (${formatUnixTime(read.seconds)}), before the ${maxAge} maximum.`,
      );
    }
  }
  return {iat: iatRule, age: ageRule, exp: expRule};
}

function checkUserType(payload: JsonObject): RuleResult {
  const userType = field(payload, 'userType');
  const allowed = listOf(jwtUserTypes.map((value) => `“${value}”`));
  if (!isPresent(userType)) {
    return result('userType', 'fail', `userType is missing. Virtual Stadium reads it: send exactly ${allowed}.`);
  }
  const match = jwtUserTypes.find((value) => value === userType);
  if (match === moderatorUserType) {
    return result(
      'userType',
      'warn',
      `userType is “${match}”. That is only for tokens your backend uses to call the channel API; a chat user's token uses ${listOf(endUserTypes.map((value) => `“${value}”`))}.`,
    );
  }
  if (match !== undefined) return result('userType', 'pass', `userType is “${match}”, spelled exactly as published.`);
  if (typeof userType === 'string') {
    const sameLetters = jwtUserTypes.find((value) => value.toLowerCase() === userType.trim().toLowerCase());
    if (sameLetters !== undefined) {
      return result(
        'userType',
        'fail',
        `userType is ${show(userType)}; send exactly “${sameLetters}”. Spelling and case matter: whether the backend ignores case is not published, so do not rely on it.`,
      );
    }
  }
  return result(
    'userType',
    'fail',
    `userType is ${show(userType)}; it must be exactly ${allowed}, spelled as published.`,
  );
}

type ProductClaim = Exclude<(typeof jwtVirtualStadiumClaims)[number], 'userType'>;

/** The Virtual Stadium claims other than userType (which has its own rule), with what each must hold. */
const productClaims = jwtVirtualStadiumClaims.filter((name): name is ProductClaim => name !== 'userType');
const productClaimPurposes: Record<ProductClaim, string> = {
  apiKey: 'the API key from Sportradar client setup',
  userId: 'the unique id of the user',
  displayName: 'the name shown next to the user’s messages',
};

/** apiKey, userId, displayName: Virtual Stadium reads them, so a token without them fails, as on the authentication page. */
function checkProductClaim(rule: ProductClaim, payload: JsonObject): RuleResult {
  const value = field(payload, rule);
  const purpose = productClaimPurposes[rule];
  if (!isPresent(value)) return result(rule, 'fail', `${rule} is missing. Virtual Stadium reads it: ${purpose}.`);
  if (typeof value !== 'string')
    return result(rule, 'fail', `${rule} is ${jsonKind(value)}; it must be a string: ${purpose}.`);
  if (value.trim() === '') return result(rule, 'fail', `${rule} is empty; it must hold ${purpose}.`);
  return result(rule, 'pass', `${rule} is present.`);
}

/** Runs every rule on a decoded header and payload; `now` is the current Unix time in seconds. */
export function checkClaims(
  header: JsonObject,
  payload: JsonObject,
  encodedSignature: string,
  now: number,
): RuleResult[] {
  const times = checkTimes(payload, now);
  const results: (RuleResult | undefined)[] = [
    checkAlg(header),
    checkTyp(header),
    checkSignature(encodedSignature),
    checkRequired(payload),
    checkNonEmptyString('iss', payload, 'your client id'),
    checkNonEmptyString('sub', payload, 'a unique, stable id for the user'),
    checkEnv(payload),
    checkScope(payload),
    times.iat,
    times.age,
    times.exp,
    checkUserType(payload),
    ...productClaims.map((name) => checkProductClaim(name, payload)),
  ];
  return results.filter((entry): entry is RuleResult => entry !== undefined);
}

function countStatuses(results: readonly RuleResult[]): Record<CheckStatus, number> {
  const counts: Record<CheckStatus, number> = {pass: 0, fail: 0, warn: 0};
  for (const entry of results) counts[entry.status] += 1;
  return counts;
}

function problem(kind: InputProblemKind, message: string): TokenCheck {
  return {ok: false, problem: {kind, message}};
}

/**
 * Decodes and checks a pasted token. `now` is the current Unix time in seconds. Never throws: bad input gives
 * `{ok: false, problem}` with a message for the reader, and nothing in the token is ever executed.
 */
export function checkToken(input: string, now: number): TokenCheck {
  try {
    if (input.length > maxTokenLength) {
      return problem(
        'too-long',
        `This is ${input.length.toLocaleString('en')} characters long; the checker reads at most ${maxTokenLength.toLocaleString('en')} (${maxTokenLength / 1024} KiB). A token with the documented claims is far shorter: paste only the token.`,
      );
    }
    const token = input.trim();
    if (token === '') return problem('empty', 'Paste a token to check it.');
    const parts = token.split('.');
    if (parts.length !== 3) {
      const bearer = /^bearer\s/i.test(token) ? ' Remove the word “Bearer” in front of the token.' : '';
      const encrypted =
        parts.length === 5
          ? ' Five parts is an encrypted token (JWE); Virtual Stadium tokens are signed, not encrypted.'
          : '';
      return problem(
        'not-jwt',
        `This is not a JWT: a JWT has three parts separated by dots (header.payload.signature), and this has ${parts.length}.${encrypted}${bearer}`,
      );
    }
    const [encodedHeader = '', encodedPayload = '', encodedSignature = ''] = parts;
    const header = decodeJsonPart(encodedHeader, 'header');
    if (!header.ok) {
      const bearer = /^bearer\s/i.test(token) ? ' Remove the word “Bearer” in front of the token.' : '';
      return {ok: false, problem: {...header.problem, message: header.problem.message + bearer}};
    }
    const payload = decodeJsonPart(encodedPayload, 'payload');
    if (!payload.ok) return {ok: false, problem: payload.problem};

    const results = checkClaims(header.value, payload.value, encodedSignature, now);
    return {
      ok: true,
      header: header.value,
      payload: payload.value,
      headerJson: JSON.stringify(header.value, null, 2),
      payloadJson: JSON.stringify(payload.value, null, 2),
      results,
      counts: countStatuses(results),
    };
  } catch {
    // Defensive: no input should get here; if one does, the reader still gets a message, not a crashed page.
    return problem('internal', 'The checker could not read this input.');
  }
}
