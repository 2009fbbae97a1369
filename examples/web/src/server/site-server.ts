/**
 * A small HTTP server for trying the integration locally: the page (public/), its script (src/widget/vs-page.ts,
 * bundled on request) and the token endpoint. Your real site serves these its own way; the token endpoint is the
 * part to copy.
 */
import {readFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import path from 'node:path';

import {tokenEndpoint, TOKEN_PATH, type CurrentUser} from '../token/token-endpoint';
import type {TokenConfig} from '../token/vs-token';

export interface SiteServerOptions {
  readonly config: TokenConfig;
  readonly currentUser: CurrentUser;
  /** The example's folder (holds public/ and src/). */
  readonly root: string;
  /** Turns src/widget/vs-page.ts into browser JavaScript. */
  readonly bundlePage: () => Promise<string>;
}

export function createSiteServer(options: SiteServerOptions): Server {
  const token = tokenEndpoint(options.config, options.currentUser);
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, type: string, body: string) =>
      response.writeHead(status, {'Content-Type': type}).end(body);
    const answer = async () => {
      if (url.pathname === TOKEN_PATH) return token(request, response);
      if (url.pathname === '/vs-page.js') return send(200, 'text/javascript', await options.bundlePage());
      if (url.pathname === '/' || url.pathname === '/index.html') {
        return send(
          200,
          'text/html; charset=utf-8',
          await readFile(path.join(options.root, 'public', 'index.html'), 'utf8'),
        );
      }
      return send(404, 'text/plain', 'Not found');
    };
    answer().catch((error: unknown) => send(500, 'text/plain', String(error)));
  });
}
