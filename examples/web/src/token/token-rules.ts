/**
 * The rules a Virtual Stadium token must follow, as the authentication guide states them. Pure: no key, no clock
 * (`now` is a parameter), no I/O. check-token.ts adds the signature check on top.
 */

/** Sportradar accepts a token for at most 16 hours after its `iat` (the published default maximum). */
export const MAX_TOKEN_AGE_SECONDS = 16 * 60 * 60;

/**
 * How far in the future `iat` may lie before we call it wrong, for server clocks slightly apart. Our own
 * allowance: how much Sportradar tolerates is not published.
 */
export const CLOCK_SKEW_SECONDS = 60;

export const REQUIRED_CLAIMS = ['iss', 'sub', 'env', 'scope', 'iat'] as const;
export const VIRTUAL_STADIUM_CLAIMS = ['apiKey', 'userId', 'displayName', 'userType'] as const;
export const ENV_VALUES = ['dev', 'prod'] as const;
export const USER_TYPES = ['Normal', 'vip', 'MODERATOR'] as const;

export type VsEnvironment = (typeof ENV_VALUES)[number];
export type VsUserType = (typeof USER_TYPES)[number];

/** The claims of a Virtual Stadium token. */
export interface VsClaims {
  iss: string; // your client id
  sub: string; // a stable id for the user, or a salted hash of it
  env: VsEnvironment; // which of your registered public keys checks the token
  scope: string; // space-separated scopes; must include "vs"
  iat: number; // issued at, whole seconds since the Unix epoch
  exp?: number; // optional: can only make the token's life shorter
  apiKey: string; // the API key from Sportradar client setup
  userId: string; // the id moderators look the user up by
  displayName: string; // the name shown next to the user's messages
  userType: VsUserType; // "Normal" or "vip" for chat users, "MODERATOR" for channel-API tokens
}

export interface RuleFindings {
  /** Each one is a reason the token is rejected. */
  readonly problems: string[];
  /** Valid, but worth a look. */
  readonly warnings: string[];
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A time claim in whole seconds, or why it is not one (13 digits is the usual milliseconds mistake). */
function timeProblem(name: string, value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${name} must be a JSON number of seconds`;
  if (value < 0) return `${name} must be seconds since the Unix epoch, not negative`;
  if (String(Math.trunc(value)).length >= 13) return `${name} looks like milliseconds: send seconds`;
  return undefined;
}

/** Checks a decoded header and payload against the published rules. `now` is in seconds. */
export function checkTokenRules(header: unknown, payload: unknown, now: number): RuleFindings {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (!isObject(header)) return {problems: ['the header is not a JSON object'], warnings};
  if (!isObject(payload)) return {problems: ['the payload is not a JSON object'], warnings};

  if (header.alg !== 'RS256') problems.push('alg must be RS256 (HS256 and none are rejected)');
  const {typ} = header;
  if (typ === undefined) warnings.push('the header has no typ; the published example sends typ JWT');
  else if (typeof typ === 'string' && typ !== 'JWT' && typ.toUpperCase() === 'JWT') warnings.push('write typ as JWT');
  else if (typ !== 'JWT') problems.push('typ, when present, must be JWT');

  for (const name of [...REQUIRED_CLAIMS, ...VIRTUAL_STADIUM_CLAIMS]) {
    const value = payload[name];
    if (value === undefined || value === null || value === '') problems.push(`${name} is missing`);
    else if (name !== 'iat' && typeof value !== 'string') problems.push(`${name} must be a string`);
  }

  const {env, scope, userType, iat, exp} = payload;
  if (typeof env === 'string' && !ENV_VALUES.some((value) => value === env)) {
    problems.push('env must be exactly "dev" or "prod"');
  }
  if (typeof scope === 'string' && !scope.split(' ').includes('vs')) {
    problems.push('scope must contain vs, separated from other scopes by spaces');
  }
  if (typeof userType === 'string' && !USER_TYPES.some((value) => value === userType)) {
    problems.push('userType must be exactly "Normal", "vip" or "MODERATOR" (case matters)');
  }

  const iatProblem = iat === undefined ? undefined : timeProblem('iat', iat);
  if (iatProblem) problems.push(iatProblem);
  const expProblem = exp === undefined ? undefined : timeProblem('exp', exp);
  if (expProblem) problems.push(expProblem);
  if (typeof iat === 'number' && !iatProblem) {
    if (iat - now > CLOCK_SKEW_SECONDS) problems.push('iat is in the future: check the signing server clock');
    else if (now - iat > MAX_TOKEN_AGE_SECONDS) problems.push('the token is more than 16 hours past its iat');
    if (typeof exp === 'number' && !expProblem) {
      if (exp <= iat) problems.push('exp must be after iat');
      else if (exp - iat > MAX_TOKEN_AGE_SECONDS) problems.push('exp may be at most 16 hours after iat');
    }
  }
  if (typeof exp === 'number' && !expProblem && exp <= now) problems.push('the token is past its exp');
  return {problems, warnings};
}
