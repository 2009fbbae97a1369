/**
 * Checks a Virtual Stadium token on your server, with the public key you sent to Sportradar: the signature, then
 * the published rules (token-rules.ts). Use it in your tests and when a token is rejected.
 */
import {createPublicKey, verify, type KeyObject} from 'node:crypto';

import {checkTokenRules, type VsClaims} from './token-rules';

export class VsTokenRejected extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Virtual Stadium would reject this token: ${problems.join('; ')}`);
    this.name = 'VsTokenRejected';
  }
}

export interface CheckedToken {
  readonly claims: VsClaims;
  /** Valid, but worth a look (for example, no typ in the header). */
  readonly warnings: readonly string[];
}

function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Returns the claims of a token that follows every rule, or throws VsTokenRejected listing each broken rule.
 * `now` is in seconds since the Unix epoch.
 */
export function checkVsToken(
  token: string,
  publicKey: KeyObject | string,
  now: number = Math.floor(Date.now() / 1000),
): CheckedToken {
  const parts = token.split('.');
  const [encodedHeader = '', encodedPayload = '', encodedSignature = ''] = parts;
  if (parts.length !== 3) throw new VsTokenRejected(['a JWT has three dot-separated parts']);

  const signatureMatches = verify(
    'RSA-SHA256',
    Buffer.from(`${encodedHeader}.${encodedPayload}`),
    typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey,
    Buffer.from(encodedSignature, 'base64url'),
  );
  const {problems, warnings} = checkTokenRules(decodePart(encodedHeader), decodePart(encodedPayload), now);
  if (!signatureMatches) problems.unshift('the signature does not match this public key');
  if (problems.length > 0) throw new VsTokenRejected(problems);
  // checkTokenRules found every claim present and in its published form.
  return {claims: decodePart(encodedPayload) as VsClaims, warnings};
}
