/**
 * Signs Virtual Stadium tokens on your server with RS256, using only node:crypto. Nothing here reads the
 * environment or a key file: bin/start.ts (or your own server) loads the configuration once and passes it in.
 */
import {createHmac, createSign, type KeyObject} from 'node:crypto';

import {MAX_TOKEN_AGE_SECONDS, type VsClaims, type VsEnvironment} from './token-rules';

export interface TokenConfig {
  /** Your client id, the token's `iss`. */
  readonly clientId: string;
  /** The API key from Sportradar client setup. */
  readonly apiKey: string;
  /** "dev" for tokens signed with your development key, "prod" with your production key. */
  readonly env: VsEnvironment;
  /** The private key whose public half you sent to Sportradar for this env. */
  readonly privateKey: KeyObject;
  /** A secret of yours: user ids are sent as a keyed hash, never as your raw account ids. */
  readonly userIdSalt: string;
  /** How long tokens live, at most 16 hours. Two hours suits a page that is reloaded now and then. */
  readonly lifetimeSeconds?: number;
}

/** Your signed-in user, as your own session knows them. */
export interface SignedInUser {
  readonly id: string;
  readonly nickname: string;
  readonly isVip: boolean;
}

export const DEFAULT_LIFETIME_SECONDS = 2 * 60 * 60;

/**
 * The id the chat knows a user by: stable for the same account, and not your account id. Support can find a user
 * by computing it from the account id with the same salt.
 */
export function chatUserId(accountId: string, salt: string): string {
  return createHmac('sha256', salt).update(accountId).digest('base64url').slice(0, 32);
}

export function signVsToken(claims: VsClaims, privateKey: KeyObject): string {
  if (claims.exp !== undefined && claims.exp - claims.iat > MAX_TOKEN_AGE_SECONDS) {
    throw new Error('exp may be at most 16 hours after iat');
  }
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const signingInput = `${encode({alg: 'RS256', typ: 'JWT'})}.${encode(claims)}`;
  const signature = createSign('RSA-SHA256').update(signingInput).sign(privateKey, 'base64url');
  return `${signingInput}.${signature}`;
}

/** The token for one signed-in user. Call it only after your own sign-in check has passed. */
export function issueTokenFor(
  user: SignedInUser,
  config: TokenConfig,
  now: number = Math.floor(Date.now() / 1000),
): string {
  const id = chatUserId(user.id, config.userIdSalt);
  return signVsToken(
    {
      iss: config.clientId,
      sub: id,
      env: config.env,
      scope: 'vs',
      iat: now,
      exp: now + (config.lifetimeSeconds ?? DEFAULT_LIFETIME_SECONDS),
      apiKey: config.apiKey,
      userId: id,
      displayName: user.nickname,
      userType: user.isVip ? 'vip' : 'Normal',
    },
    config.privateKey,
  );
}

// #region job-token
/**
 * The token for a job that calls the channel API, such as a nightly channel scheduler: `userType` MODERATOR, the job
 * named in the per-user claims (designed: confirm at onboarding), and a short life, since the job signs a new one on
 * each run.
 */
export function issueJobToken(
  job: {id: string; name: string},
  config: TokenConfig,
  now: number = Math.floor(Date.now() / 1000),
  lifetimeSeconds = 15 * 60,
): string {
  return signVsToken(
    {
      iss: config.clientId,
      sub: job.id,
      env: config.env,
      scope: 'vs',
      iat: now,
      exp: now + lifetimeSeconds,
      apiKey: config.apiKey,
      userId: job.id,
      displayName: job.name,
      userType: 'MODERATOR',
    },
    config.privateKey,
  );
}
// #endregion job-token
