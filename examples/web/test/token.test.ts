/**
 * The token tools of the example: the signer, the server-side check, the endpoint. The case table in
 * support/token-cases.ts is shared with the docs site's in-page checker, so both judge every token alike.
 */
import assert from 'node:assert/strict';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {test} from 'node:test';

import {tokenConfigFrom} from '../src/server/config';
import {checkVsToken, VsTokenRejected} from '../src/token/check-token';
import {tokenEndpoint, TOKEN_PATH} from '../src/token/token-endpoint';
import {MAX_TOKEN_AGE_SECONDS} from '../src/token/token-rules';
import {chatUserId, issueJobToken, issueTokenFor, type TokenConfig} from '../src/token/vs-token';
import {NOW, testKeys, tokenCases} from './support/token-cases';

const user = {id: 'account-42', nickname: 'Ana', isVip: false};

function config(): TokenConfig {
  return {clientId: 'client-123', apiKey: 'api-key', env: 'dev', privateKey: testKeys().privateKey, userIdSalt: 's3'};
}

for (const tokenCase of tokenCases) {
  test(`checkVsToken: ${tokenCase.name} is ${tokenCase.verdict}ed`, () => {
    const {privateKey, publicKey} = testKeys();
    const token = tokenCase.token(NOW, privateKey);
    if (tokenCase.verdict === 'accept') {
      assert.doesNotThrow(() => checkVsToken(token, publicKey, NOW));
    } else {
      assert.throws(
        () => checkVsToken(token, publicKey, NOW),
        (error: unknown) =>
          error instanceof VsTokenRejected &&
          (tokenCase.because === undefined || error.problems.some((problem) => tokenCase.because?.test(problem))),
      );
    }
  });
}

test('a token from issueTokenFor passes checkVsToken, with the user id hashed and a two-hour life', () => {
  const token = issueTokenFor(user, config(), NOW);
  const {claims, warnings} = checkVsToken(token, testKeys().publicKey, NOW);
  assert.deepEqual(warnings, []);
  assert.equal(claims.exp, NOW + 2 * 3600);
  assert.equal(claims.userId, chatUserId(user.id, 's3'));
  assert.notEqual(claims.userId, user.id);
  assert.equal(claims.sub, claims.userId);
  assert.equal(claims.userType, 'Normal');
});

test('a channel job token from issueJobToken passes checkVsToken as MODERATOR, for 15 minutes', () => {
  const token = issueJobToken({id: 'channel-scheduler', name: 'Channel scheduler'}, config(), NOW);
  const {claims, warnings} = checkVsToken(token, testKeys().publicKey, NOW);
  assert.deepEqual(warnings, []);
  assert.equal(claims.userType, 'MODERATOR');
  assert.equal(claims.userId, 'channel-scheduler');
  assert.equal(claims.exp, NOW + 15 * 60);
});

test('the signer refuses a lifetime over the maximum age', () => {
  const lifetimeSeconds = MAX_TOKEN_AGE_SECONDS + 3600;
  assert.throws(
    () => issueTokenFor(user, {...config(), lifetimeSeconds}, NOW),
    new RegExp(`at most ${String(MAX_TOKEN_AGE_SECONDS / 3600)} hours`),
  );
});

test('a token past its exp is rejected with the reason, and the reason names the rule', () => {
  const token = issueTokenFor(user, config(), NOW);
  assert.throws(
    () => checkVsToken(token, testKeys().publicKey, NOW + 2 * 3600 + 1),
    (error: unknown) => error instanceof VsTokenRejected && error.problems.includes('the token is past its exp'),
  );
});

async function withEndpoint(signedIn: boolean, run: (url: string) => Promise<void>): Promise<void> {
  const handler = tokenEndpoint(config(), () => (signedIn ? user : undefined));
  const server: Server = createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}${TOKEN_PATH}`);
  } finally {
    server.close();
  }
}

test('the endpoint answers GET with the bare token as text/plain, never cached', async () => {
  await withEndpoint(true, async (url) => {
    const response = await fetch(url);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const token = await response.text();
    assert.doesNotThrow(() => checkVsToken(token, testKeys().publicKey));
  });
});

test('the endpoint answers 401 when nobody is signed in, and 405 to a POST', async () => {
  await withEndpoint(false, async (url) => {
    assert.equal((await fetch(url)).status, 401);
    assert.equal((await fetch(url, {method: 'POST'})).status, 405);
  });
});

test('tokenConfigFrom reads the VS_* variables and refuses a missing one or an env other than dev and prod', () => {
  const pem = testKeys().privateKey.export({type: 'pkcs8', format: 'pem'}).toString();
  const environment = {
    VS_ENV: 'dev',
    VS_CLIENT_ID: 'client-123',
    VS_API_KEY: 'api-key',
    VS_JWT_PRIVATE_KEY_PEM: pem,
    VS_USER_ID_SALT: 's3',
  };
  const loaded = tokenConfigFrom(environment);
  assert.equal(loaded.lifetimeSeconds, undefined);
  assert.doesNotThrow(() => checkVsToken(issueTokenFor(user, loaded, NOW), testKeys().publicKey, NOW));
  assert.equal(tokenConfigFrom({...environment, VS_TOKEN_LIFETIME_SECONDS: '3600'}).lifetimeSeconds, 3600);
  assert.throws(() => tokenConfigFrom({...environment, VS_ENV: 'staging'}), /VS_ENV must be "dev" or "prod"/);
  assert.throws(() => tokenConfigFrom({...environment, VS_API_KEY: ''}), /Set the environment variable VS_API_KEY/);
});
