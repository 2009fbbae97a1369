/**
 * `npm start`: serves the example page and its token endpoint on http://localhost:8080.
 * Without the VS_* variables it signs with a throw-away development key and <PLACEHOLDER> values, which is enough
 * to see the page and the token flow; the chat itself needs your client id, API key and registered key.
 */
import {generateKeyPairSync} from 'node:crypto';
import path from 'node:path';

import {build} from 'esbuild';

import {tokenConfigFrom} from '../src/server/config';
import {createSiteServer} from '../src/server/site-server';
import type {TokenConfig} from '../src/token/vs-token';

const root = path.resolve(__dirname, '..');
const port = Number(process.env.PORT ?? 8080);

function localConfig(): TokenConfig {
  if (process.env.VS_JWT_PRIVATE_KEY_PEM) return tokenConfigFrom(process.env);
  console.warn('No VS_JWT_PRIVATE_KEY_PEM: signing with a throw-away key; Sportradar will reject these tokens.');
  return {
    clientId: '<CLIENT_ID>',
    apiKey: '<API_KEY>',
    env: 'dev',
    privateKey: generateKeyPairSync('rsa', {modulusLength: 2048}).privateKey,
    userIdSalt: 'local-only-salt',
  };
}

async function bundlePage(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'bin', 'page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
  });
  return result.outputFiles[0]?.text ?? '';
}

function main(): void {
  const server = createSiteServer({
    config: localConfig(),
    // Stands in for your own session check: on this local server, every visitor is the same demo user.
    currentUser: () => ({id: 'demo-account-1', nickname: 'Demo fan', isVip: false}),
    root,
    bundlePage,
  });
  server.listen(port, '127.0.0.1', () => console.log(`Example page on http://localhost:${String(port)}`));
}

main();
