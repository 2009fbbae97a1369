/**
 * The site's own search, run in Node: the same Pagefind engine file and index the browser fetches from /pagefind/,
 * driven by the site's own search code (src/utils/pagefind.ts: options, query preparation, result shaping), so that a
 * query ranks pages here exactly as in the search box. The engine and the site's query code fetch their files with
 * `fetch`, as in the browser; here a URL under a private base (`http://docs-index.invalid/pagefind/`, a name that
 * never resolves) is answered from memory in the process, and any other URL goes to Node's own fetch untouched.
 *
 * Start-up loads everything a query can need: the engine, its metadata, every word-index chunk (one `preload` per
 * chunk, with a word of it that scripts/build/pack-mcp.ts lists in site.json) and the site's vocabulary, then runs a
 * warm-up query, so that the first reader query costs what a later one does.
 */
import {pathToFileURL} from 'node:url';

import {searchIndexDir} from '../../config/search';
import {loadPagefind, searchPages, setPagefindSource, type SearchHit} from '../../src/utils/pagefind';

/** The base URL the engine fetches the index from; answered from memory, never from the network. */
export const indexBase = `http://docs-index.invalid/${searchIndexDir}/`;

const contentTypes: Record<string, string> = {
  js: 'text/javascript',
  json: 'application/json',
};

/** What the engine and the site's query code read of a response. */
interface MemoryResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly headers: {get(name: string): string | null};
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** A response for one index file (or a 404), built from memory. */
export function memoryResponse(files: ReadonlyMap<string, Uint8Array>, url: string): MemoryResponse {
  const file = url.slice(indexBase.length).split('?')[0] ?? '';
  const body = files.get(file);
  const extension = /\.(\w+)$/.exec(file)?.[1] ?? '';
  const bytes = body ?? new Uint8Array();
  const text = (): string => new TextDecoder().decode(bytes);
  return {
    ok: body !== undefined,
    status: body === undefined ? 404 : 200,
    statusText: body === undefined ? 'Not Found' : 'OK',
    url,
    headers: {
      get: (name) =>
        name.toLowerCase() === 'content-type' ? (contentTypes[extension] ?? 'application/octet-stream') : null,
    },
    // A copy: a Buffer read from disk may be a view of a larger shared one.
    arrayBuffer: () => Promise.resolve(new Uint8Array(bytes).buffer),
    text: () => Promise.resolve(text()),
    json: () => Promise.resolve(JSON.parse(text()) as unknown),
  };
}

let installedFiles: ReadonlyMap<string, Uint8Array> | undefined;

/** Answers fetches under `indexBase` from `files`; every other fetch is Node's own. Installed once per process. */
function installMemoryFetch(files: ReadonlyMap<string, Uint8Array>): void {
  if (installedFiles !== undefined) {
    installedFiles = files;
    return;
  }
  installedFiles = files;
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(indexBase) && installedFiles !== undefined)
      return Promise.resolve(memoryResponse(installedFiles, url) as unknown as Response);
    return nodeFetch(input, init);
  };
}

/** A page as search_docs returns it. */
export interface SearchMatch {
  readonly hit: SearchHit;
  /** The excerpt as plain text (Pagefind's `<mark>` tags removed; the page text stays as written). */
  readonly excerpt: string;
}

export interface SiteSearch {
  search(query: string, limit: number): Promise<{total: number; hits: SearchMatch[]}>;
  /** Resolves once the engine, its metadata, the index and a warm-up query are loaded; rejects if they cannot be. */
  readonly ready: Promise<void>;
  close(): void;
}

/**
 * Starts the site's search over the index files. `engineFile` is the engine on disk (pagefind/pagefind.js in the
 * site folder): it is imported as a module, the one file Node must load itself, and fetches the rest from memory.
 * `preloadWords` name one word of each word-index chunk (site.json); each is preloaded before `ready` resolves.
 */
export function startSearch(
  files: ReadonlyMap<string, Uint8Array>,
  engineFile: string,
  preloadWords: readonly string[] = [],
): SiteSearch {
  const engineUrl = pathToFileURL(engineFile).href;
  installMemoryFetch(files);
  const ready = (async () => {
    setPagefindSource({
      url: engineUrl,
      load: () => import(engineUrl),
      // Result URLs stay site paths (`/docs/...`), as in the browser.
      location: {basePath: indexBase, baseUrl: '/'},
    });
    const engine = (await loadPagefind()) as unknown as {preload?: unknown};
    const {preload} = engine;
    // Every word-index chunk, so that no query waits for one (the engine's own preload: it loads a word's chunk).
    if (typeof preload === 'function')
      await Promise.all(preloadWords.map((word) => (preload as (term: string) => Promise<void>).call(engine, word)));
    // The site's query code and the engine's search path, run once.
    await searchPages('virtual stadium token', 3);
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
    close: () => undefined,
  };
}

const entities: Record<string, string> = {'&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&'};

/** Pagefind's excerpts escape the page text as HTML (`&lt;YOUR_BACKEND&gt;`); a model reads it as text. */
export function plainText(excerpt: string): string {
  return excerpt.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => entities[entity] ?? entity);
}
