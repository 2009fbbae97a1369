/**
 * A loopback stand-in of the Utility API's `matchTree` feed: a TEST DOUBLE, not Sportradar's service. It serves a
 * fixture payload in the shape the example assumes (the real property names are not published) under `/json`, like
 * the real base URL, and refuses a call without the expected `appKey` query parameter. The refusal's status (401)
 * and body are the stand-in's own.
 */
import http from 'node:http';
import {type AddressInfo} from 'node:net';

export interface UtilityApiStandIn {
  /** The base URL to pass as UtilityApiConfig.baseUrl, ending in /json like the real one. */
  readonly baseUrl: string;
  /** The paths requested, query included. */
  readonly requested: string[];
  close(): Promise<void>;
}

export async function startUtilityApiStandIn(appKey: string, matchTree: unknown): Promise<UtilityApiStandIn> {
  const requested: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requested.push(request.url ?? '');
    if (request.method !== 'GET' || url.pathname !== '/json/matchTree') {
      response.writeHead(404).end();
    } else if (url.searchParams.get('appKey') !== appKey) {
      response.writeHead(401, {'Content-Type': 'text/plain'}).end("stand-in's own refusal: unknown appKey");
    } else {
      response.writeHead(200, {'Content-Type': 'application/json'}).end(JSON.stringify(matchTree));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/json`,
    requested,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
