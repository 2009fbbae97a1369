/**
 * The starter's token endpoint (src/token/token-endpoint.ts) on a local port, for the docs' sandbox to check: unlike
 * `npm start`, which signs every visitor in, it signs in only a request that carries the cookie `vs-demo-session=ana`,
 * so the sandbox can see the 401 a visitor who is not signed in gets. It signs with a key made at start-up and hands
 * back the public half as PEM, which the sandbox's --public-key reads.
 */
import {generateKeyPairSync} from 'node:crypto';
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';

import {tokenEndpoint, TOKEN_PATH} from '../src/token/token-endpoint';
import type {SignedInUser} from '../src/token/vs-token';

export const DEMO_COOKIE = 'vs-demo-session=ana';

export interface SandboxTokenServer {
  readonly url: string;
  readonly publicKeyPem: string;
  close(): Promise<void>;
}

function currentUser(request: IncomingMessage): SignedInUser | undefined {
  const cookies = (request.headers.cookie ?? '').split(';').map((cookie) => cookie.trim());
  return cookies.includes(DEMO_COOKIE) ? {id: 'account-ana', nickname: 'Ana', isVip: false} : undefined;
}

export async function startSandboxTokenServer(port = 0): Promise<SandboxTokenServer> {
  const {privateKey, publicKey} = generateKeyPairSync('rsa', {modulusLength: 2048});
  const handler = tokenEndpoint(
    {clientId: '<CLIENT_ID>', apiKey: '<API_KEY>', env: 'dev', privateKey, userIdSalt: 'local-only-salt'},
    currentUser,
  );
  const server = createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname === TOKEN_PATH) void handler(request, response);
    else response.writeHead(404, {'Content-Type': 'text/plain'}).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(address.port)}${TOKEN_PATH}`,
    publicKeyPem: publicKey.export({type: 'spki', format: 'pem'}).toString(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
