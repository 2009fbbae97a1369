/**
 * The endpoint your page (or app) calls for a token: GET /api/vs-token. It answers 200 with the bare token as
 * text/plain, never cached, or 401 when nobody is signed in. Plug it into your own HTTP server; it holds no state.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';

import {issueTokenFor, type SignedInUser, type TokenConfig} from './vs-token';

export const TOKEN_PATH = '/api/vs-token';

/** Finds the signed-in user of a request with your own session check, or undefined. */
export type CurrentUser = (request: IncomingMessage) => SignedInUser | undefined | Promise<SignedInUser | undefined>;

export function tokenEndpoint(config: TokenConfig, currentUser: CurrentUser) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    response.setHeader('Cache-Control', 'no-store');
    if (request.method !== 'GET') {
      response.writeHead(405, {Allow: 'GET', 'Content-Type': 'text/plain'}).end('Use GET');
      return;
    }
    const user = await currentUser(request);
    if (user === undefined) {
      response.writeHead(401, {'Content-Type': 'text/plain'}).end('Not signed in');
      return;
    }
    response.writeHead(200, {'Content-Type': 'text/plain; charset=utf-8'}).end(issueTokenFor(user, config));
  };
}
