/**
 * Checks your token endpoint: the answer to a visitor who is not signed in, then the answer to your test user and
 * the token in it. The token goes through the same rules as the docs' in-page checker (src/utils/jwtCheck.ts) and
 * the starter's server-side check (examples/web/src/token/check-token.ts, with token-rules.ts), imported here, so
 * the three judge a token alike; the signature is verified with the public key you give.
 */
import {createPublicKey, type KeyObject} from 'node:crypto';

import {checkVsToken, VsTokenRejected} from '../../examples/web/src/token/check-token';
import {MAX_TOKEN_AGE_SECONDS} from '../../examples/web/src/token/token-rules';
import {checkToken} from '../../src/utils/jwtCheck';
import {judged, skipped, type RuleResult} from './report';
import {claimRule, tokenRules} from './rules';

export interface TokenEndpointOptions {
  /** The endpoint, for example http://localhost:8080/api/vs-token. */
  readonly url: string;
  /** Request headers that sign your test user in (a session cookie, an Authorization header). */
  readonly signedIn: Readonly<Record<string, string>>;
  /** The public key (PEM) whose private half signs the tokens. */
  readonly publicKeyPem?: string;
  /** Seconds since the Unix epoch; the clock by default. */
  readonly now?: number;
}

const SIGNATURE_MISMATCH = 'the signature does not match this public key';

function hasNoStore(response: Response): boolean {
  const header = response.headers.get('cache-control') ?? '';
  return header
    .split(',')
    .map((directive) => directive.trim().toLowerCase())
    .includes('no-store');
}

function describe(response: Response): string {
  return `${String(response.status)}, Content-Type ${response.headers.get('content-type') ?? '(none)'}, Cache-Control ${response.headers.get('cache-control') ?? '(none)'}`;
}

async function get(
  url: string,
  headers: Readonly<Record<string, string>>,
): Promise<{response: Response; body: string}> {
  const response = await fetch(url, {headers: {...headers}, redirect: 'manual', cache: 'no-store'});
  return {response, body: await response.text()};
}

export async function checkTokenEndpoint(options: TokenEndpointOptions): Promise<RuleResult[]> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const results: RuleResult[] = [];
  const noStoreProblems: string[] = [];
  const hasCredentials = Object.keys(options.signedIn).length > 0;

  if (hasCredentials) {
    const anonymous = await get(options.url, {});
    const problems: string[] = [];
    if (anonymous.response.status !== 401) {
      problems.push(`without your test user's credentials the endpoint answered ${describe(anonymous.response)}`);
    }
    if (/^[\w-]+\.[\w-]+\.[\w-]*$/.test(anonymous.body.trim())) problems.push('it returned a token to nobody');
    if (!hasNoStore(anonymous.response)) {
      noStoreProblems.push(
        `the answer without a user has Cache-Control ${anonymous.response.headers.get('cache-control') ?? '(none)'}`,
      );
    }
    results.push(judged(tokenRules.anonymous, problems, `401 without a user (${describe(anonymous.response)})`));
  } else {
    results.push(
      skipped(
        tokenRules.anonymous,
        'give --cookie or --header to sign your test user in, then the sandbox also asks without them',
      ),
    );
  }

  const signedIn = await get(options.url, options.signedIn);
  if (!hasNoStore(signedIn.response)) {
    noStoreProblems.push(
      `the answer with a token has Cache-Control ${signedIn.response.headers.get('cache-control') ?? '(none)'}`,
    );
  }
  results.push(judged(tokenRules.noStore, noStoreProblems, 'no-store on every answer'));

  const token = signedIn.body.trim();
  const textProblems: string[] = [];
  const contentType = signedIn.response.headers.get('content-type') ?? '';
  if (signedIn.response.status !== 200) textProblems.push(`the signed-in request got ${describe(signedIn.response)}`);
  if (!/^text\/plain\b/i.test(contentType))
    textProblems.push(`Content-Type is ${contentType || '(none)'}, not text/plain`);
  if (/^\s*</.test(signedIn.body)) textProblems.push('the body is HTML, not a token');
  else if (/^\s*[{["]/.test(signedIn.body)) textProblems.push('the body is JSON; send the bare token');
  results.push(judged(tokenRules.textPlain, textProblems, `200, ${contentType}, ${String(token.length)} characters`));

  const checked = checkToken(token, now);
  if (!checked.ok) {
    results.push(judged(claimRule('required', 'The body is a JWT'), [checked.problem.message], ''));
    return results;
  }
  for (const result of checked.results) {
    // The in-page checker cannot verify a signature; the sandbox can, with your key (below).
    if (result.rule === 'signature' && result.status === 'pass') continue;
    const rule = claimRule(result.rule, result.label);
    results.push({rule, status: result.status, details: [result.message]});
  }

  if (options.publicKeyPem === undefined) {
    results.push(skipped(tokenRules.signature, 'give --public-key with the PEM file you sent to Sportradar'));
    results.push(skipped(tokenRules.serverCheck, 'needs --public-key'));
  } else {
    let key: KeyObject | undefined;
    try {
      key = createPublicKey(options.publicKeyPem);
    } catch (error) {
      results.push(judged(tokenRules.signature, [`the --public-key file is not a public key: ${String(error)}`], ''));
    }
    if (key !== undefined) {
      let problems: readonly string[] = [];
      try {
        checkVsToken(token, key, now);
      } catch (error) {
        problems = error instanceof VsTokenRejected ? error.problems : [String(error)];
      }
      const signatureProblems: string[] = problems.filter((problem) => problem === SIGNATURE_MISMATCH);
      if (checked.header['alg'] !== 'RS256')
        signatureProblems.push(`alg is ${String(checked.header['alg'])}, not RS256`);
      results.push(judged(tokenRules.signature, signatureProblems, 'RS256, verified with your public key'));
      results.push(
        judged(
          tokenRules.serverCheck,
          problems.map((problem) => `rejected: ${problem}`),
          'accepted',
        ),
      );
    }
  }

  const {iat, exp} = checked.payload;
  const lifetimeProblems: string[] = [];
  let lifetime = '';
  if (typeof iat === 'number' && iat < 1e12) {
    const end = typeof exp === 'number' ? exp : iat + MAX_TOKEN_AGE_SECONDS;
    lifetime = `lives ${(Math.round(((end - iat) / 3600) * 100) / 100).toString()} h${typeof exp === 'number' ? '' : ' (no exp: the maximum age applies)'}`;
    if (end - iat > MAX_TOKEN_AGE_SECONDS)
      lifetimeProblems.push(`${lifetime}, more than ${String(MAX_TOKEN_AGE_SECONDS / 3600)} h`);
    if (end <= now) lifetimeProblems.push('the token the endpoint just served has already expired');
  } else {
    lifetimeProblems.push('iat is not a time in seconds, so the lifetime cannot be read');
  }
  results.push(judged(tokenRules.lifetime, lifetimeProblems, lifetime));
  return results;
}
