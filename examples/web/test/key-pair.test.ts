/**
 * The key scripts that integration/authentication and sdk/deploy-your-site show, run with the machine's openssl in
 * an empty folder: make-key-pair.sh writes a pair that check-key-pair.sh accepts line for line as the pages say,
 * check-key-pair.sh refuses another pair's public key, and a token signed with the new private key passes
 * checkVsToken with its public half and only with it.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {createPrivateKey, createPublicKey} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';

import {checkVsToken, VsTokenRejected} from '../src/token/check-token';
import {issueTokenFor} from '../src/token/vs-token';

const BIN = path.resolve(import.meta.dirname, '../bin');
const hasOpenssl = execFileSync('bash', ['-c', 'command -v openssl || true'], {encoding: 'utf8'}).trim() !== '';
const skip = !hasOpenssl && 'openssl is not installed';

let folder = '';

function run(script: string, cwd: string, ...args: string[]) {
  return spawnSync('bash', [path.join(BIN, script), ...args], {cwd, encoding: 'utf8'});
}

before(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'vs-keys-'));
});
after(() => rmSync(folder, {recursive: true, force: true}));

test('make-key-pair.sh writes a pair that check-key-pair.sh accepts, printing what the pages say', {skip}, () => {
  const made = run('make-key-pair.sh', folder);
  assert.equal(made.status, 0, made.stderr);
  const checked = run('check-key-pair.sh', folder);
  assert.equal(checked.status, 0, checked.stderr);
  assert.deepEqual(checked.stdout.trim().split('\n'), [
    'RSA key ok',
    'Private-Key: (2048 bit, 2 primes)',
    'Public-Key: (2048 bit)',
    'key pair matches',
  ]);
});

test('check-key-pair.sh refuses the public key of another pair', {skip}, () => {
  const other = path.join(folder, 'other');
  mkdirSync(other, {recursive: true});
  assert.equal(run('make-key-pair.sh', other).status, 0);
  const checked = run('check-key-pair.sh', folder, 'rsa-private.pem', 'other/rsa-public.pem');
  assert.notEqual(checked.status, 0);
  assert.doesNotMatch(checked.stdout, /key pair matches/);
  assert.match(checked.stderr, /does not match/);
});

test('a token signed with the new private key verifies with its public half only', {skip}, () => {
  const privateKey = createPrivateKey(readFileSync(path.join(folder, 'rsa-private.pem')));
  const publicKey = createPublicKey(readFileSync(path.join(folder, 'rsa-public.pem')));
  const token = issueTokenFor(
    {id: 'account-1', nickname: 'Sam', isVip: false},
    {clientId: '<CLIENT_ID>', apiKey: '<API_KEY>', env: 'dev', privateKey, userIdSalt: 'salt'},
  );
  assert.equal(checkVsToken(token, publicKey).claims.displayName, 'Sam');
  const otherPublicKey = createPublicKey(readFileSync(path.join(folder, 'other', 'rsa-public.pem')));
  assert.throws(() => checkVsToken(token, otherPublicKey), VsTokenRejected);
});
