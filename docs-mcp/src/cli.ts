/**
 * virtual-stadium-docs-mcp: the docs' MCP server.
 *
 *   virtual-stadium-docs-mcp                       stdio (what `npx <DOCS_HOST>/virtual-stadium-docs-mcp.tgz` runs)
 *   virtual-stadium-docs-mcp --http 127.0.0.1:8931 [--origin https://docs.example.com]...
 *                                                  Streamable HTTP at /mcp, behind nginx (README, "Deploy")
 *   --site DIR                                     the site folder (default: site/ next to this script)
 *
 * Over HTTP the server is stateless: each POST to /mcp is answered by a fresh server object on the shared corpus and
 * search, in JSON. It answers POST /mcp only (405 for other methods, 404 for other paths), refuses a request whose
 * Origin header is not one of the site's origins (403, as the MCP specification requires of HTTP servers: a web page
 * elsewhere must not reach it through the reader's browser), and a body over 64 KiB (413).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';

import {loadCorpus, type Corpus} from './corpus';
import {startSearch, type SiteSearch} from './search';
import {createDocsServer} from './server';

export const maxBodyBytes = 64 * 1024;

function options(argv: string[], name: string): string[] {
  const values: string[] = [];
  argv.forEach((arg, index) => {
    if (arg === `--${name}`) {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
      values.push(value);
    }
  });
  return values;
}

function jsonRpcError(
  response: http.ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  response
    .writeHead(status, {'Content-Type': 'application/json', ...headers})
    .end(JSON.stringify({jsonrpc: '2.0', error: {code: status === 400 ? -32700 : -32000, message}, id: null}));
}

/** Reads a request body of at most `limit` bytes; undefined when it is longer. */
async function readBody(request: http.IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export function createHttpHandler(
  corpus: Corpus,
  search: SiteSearch,
  allowedOrigins: readonly string[],
): http.RequestListener {
  return (request, response) => {
    void (async () => {
      const pathname = (request.url ?? '').split('?')[0];
      if (pathname !== '/mcp') return jsonRpcError(response, 404, 'Not found: the MCP endpoint is /mcp');
      const origin = request.headers.origin;
      if (origin !== undefined && !allowedOrigins.includes(origin))
        return jsonRpcError(response, 403, `Forbidden: origin ${origin} may not use this server`);
      if (request.method !== 'POST')
        return jsonRpcError(response, 405, 'Method not allowed: this server answers POST only', {Allow: 'POST'});
      const body = await readBody(request, maxBodyBytes);
      if (body === undefined) return jsonRpcError(response, 413, `Request body over ${maxBodyBytes} bytes`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        return jsonRpcError(response, 400, 'Parse error: the body is not JSON');
      }
      const server = createDocsServer(corpus, search);
      const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
      response.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request, response, parsed);
    })().catch((error: unknown) => {
      if (!response.headersSent) jsonRpcError(response, 500, 'Internal error');
      else response.end();
      console.error(error);
    });
  };
}

export async function main(argv: string[]): Promise<void> {
  const script = process.argv[1] ? fs.realpathSync(process.argv[1]) : process.cwd();
  const siteDir = path.resolve(options(argv, 'site')[0] ?? path.join(path.dirname(script), 'site'));
  const corpus = loadCorpus(siteDir);
  const search = startSearch(
    corpus.searchFiles,
    path.join(siteDir, 'pagefind', 'pagefind.js'),
    corpus.manifest.searchPreload ?? [],
  );

  const listen = options(argv, 'http')[0];
  if (listen === undefined) {
    // Over stdio the client's initialize waits in the pipe until the index is loaded (a fifth of a second here), so
    // that the first query costs what any other does. Should the engine fail to load, the server still starts: each
    // search answers with the failure, and the pages stay readable.
    await search.ready.catch(() => undefined);
    const server = createDocsServer(corpus, search);
    await server.connect(new StdioServerTransport());
    return;
  }
  // Over HTTP the port opens when the service can answer everything.
  await search.ready;
  const match = /^(?:(.+):)?(\d+)$/.exec(listen);
  if (!match) throw new Error(`--http takes [host:]port, not ${listen}`);
  const host = match[1] ?? '127.0.0.1';
  const port = Number(match[2]);
  const allowedOrigins = [corpus.manifest.siteUrl, ...options(argv, 'origin')];
  const server = http.createServer(createHttpHandler(corpus, search, allowedOrigins));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  console.error(`virtual-stadium-docs-mcp: http://${host}:${String(port)}/mcp (${corpus.pages.length} pages)`);
  const stop = (): void => {
    server.close();
    search.close();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`virtual-stadium-docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
