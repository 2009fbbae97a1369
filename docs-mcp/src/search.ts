/**
 * The site's own search, run in Node: the same Pagefind engine file and index the browser fetches from /pagefind/,
 * driven by the site's own search code (src/utils/pagefind.ts: options, query preparation, result shaping), so that a
 * query ranks pages here exactly as in the search box. The engine fetches its files over HTTP, as in the browser;
 * here they come from memory through a server on a loopback port that answers only with the index's own files.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {pathToFileURL} from 'node:url';

import {searchIndexDir} from '../../config/search';
import {searchPages, setPagefindSource, type SearchHit} from '../../src/utils/pagefind';

const contentTypes: Record<string, string> = {
  js: 'text/javascript',
  json: 'application/json',
};

/** Serves `files` (path under pagefind/ -> bytes) at http://127.0.0.1:<port>/pagefind/ and nothing else. */
async function serveIndex(files: ReadonlyMap<string, Uint8Array>): Promise<{origin: string; close(): void}> {
  const prefix = `/${searchIndexDir}/`;
  const server = http.createServer((request, response) => {
    // The engine adds a cache-busting `?ts=` to its entry file's URL.
    const url = (request.url ?? '').split('?')[0] ?? '';
    const body = request.method === 'GET' && url.startsWith(prefix) ? files.get(url.slice(prefix.length)) : undefined;
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    const extension = /\.(\w+)$/.exec(url)?.[1] ?? '';
    response.writeHead(200, {'Content-Type': contentTypes[extension] ?? 'application/octet-stream'}).end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  server.unref();
  const {port} = server.address() as AddressInfo;
  return {origin: `http://127.0.0.1:${port}`, close: () => server.close()};
}

const entities: Record<string, string> = {'&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&'};

/** Pagefind's excerpts escape the page text as HTML (`&lt;YOUR_BACKEND&gt;`); a model reads it as text. */
export function plainText(excerpt: string): string {
  return excerpt.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => entities[entity] ?? entity);
}

/** A page as search_docs returns it. */
export interface SearchMatch {
  readonly hit: SearchHit;
  /** The excerpt as plain text (Pagefind's `<mark>` tags removed; the page text stays as written). */
  readonly excerpt: string;
}

export interface SiteSearch {
  search(query: string, limit: number): Promise<{total: number; hits: SearchMatch[]}>;
  /** Resolves once the engine, its metadata and a first query's chunks are loaded; rejects if they cannot be. */
  readonly ready: Promise<void>;
  close(): void;
}

/**
 * Starts the site's search over the index files. `engineFile` is the engine on disk (pagefind/pagefind.js in the
 * site folder): it is imported as a module, the one file Node must load itself, and fetches the rest from memory.
 * The engine loads in the background (`ready`); a query waits for it.
 */
export function startSearch(files: ReadonlyMap<string, Uint8Array>, engineFile: string): SiteSearch {
  let server: {origin: string; close(): void} | undefined;
  const engineUrl = pathToFileURL(engineFile).href;
  const ready = (async () => {
    server = await serveIndex(files);
    setPagefindSource({
      url: engineUrl,
      load: () => import(engineUrl),
      // Result URLs stay site paths (`/docs/...`), as in the browser.
      location: {basePath: `${server.origin}/${searchIndexDir}/`, baseUrl: '/'},
    });
    // Loads the engine, its metadata and a few chunks now, so that the first query does not pay for them.
    await searchPages('virtual stadium', 1);
  })();
  // A failure is reported to each query (as the tool's error result), not as an unhandled rejection.
  ready.catch(() => undefined);
  return {
    ready,
    async search(query, limit) {
      await ready;
      const {total, hits} = await searchPages(query, limit);
      return {
        total,
        hits: hits.map((hit) => ({
          hit,
          // The parts are the page's text already (escapes undone by the site's own excerpt code).
          excerpt: hit.excerpt.map((part) => part.text).join(''),
        })),
      };
    },
    close: () => server?.close(),
  };
}
