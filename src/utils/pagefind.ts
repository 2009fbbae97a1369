/**
 * The browser side of search: loads Pagefind's engine from /pagefind/ (written by scripts/build/build-search-index.ts)
 * on the first query, with the query code (src/utils/pagefindQuery.ts: query preparation, ranking, the shaping of
 * results and excerpts), which is a chunk of its own: the search box is on every page, the query code loads with the
 * first query. Settings shared with the indexer are in config/search.ts.
 */
import {searchExcerptWords, searchIndexDir, searchRanking, searchStopWords} from '@site/config/search';
import type {EngineResult} from './searchQuery';

/** A section of a page that matched: a heading with its anchor, or the page's text before its first heading. */
export interface SearchSection {
  readonly title: string;
  readonly url: string;
  readonly excerpt: readonly ExcerptPart[];
}

/** One matching page, as the UI shows it. */
export interface SearchHit {
  readonly url: string;
  readonly title: string;
  /** The sentence (or table row) that matched best, from the section that matched best. */
  readonly excerpt: readonly ExcerptPart[];
  /** The heading of the section the excerpt is from; undefined when it is from the top of the page. */
  readonly excerptHeading?: string;
  /** Matching sections, best first, without the page's own top section. */
  readonly sections: readonly SearchSection[];
}

/** What Pagefind's `result.data()` resolves to (the fields the site reads). */
export interface PagefindData {
  url: string;
  excerpt: string;
  meta: {title?: string};
  /** The page's indexed text; word locations count its words (split at white space, as Pagefind splits them). */
  content?: string;
  locations?: number[];
  sub_results?: {
    title: string;
    url: string;
    excerpt: string;
    locations?: number[];
    weighted_locations?: {weight: number; balanced_score: number; location: number}[];
  }[];
}

export interface PagefindResult extends EngineResult {
  data(): Promise<PagefindData>;
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: PagefindResult[]} | null>;
}

function isPagefindApi(module: unknown): module is PagefindApi {
  if (typeof module !== 'object' || module === null) return false;
  const candidate = module as Record<string, unknown>;
  return ['options', 'init', 'search'].every((name) => typeof candidate[name] === 'function');
}

let loading: Promise<PagefindApi> | undefined;

/**
 * Where the engine comes from. The browser imports it from this origin; the docs MCP server (docs-mcp/) runs this
 * same module in Node and points it at the same engine file and index, served to it on loopback
 * (`basePath`, `baseUrl`), so that its answers are the search box's.
 */
export interface PagefindSource {
  readonly url: string;
  readonly load: () => Promise<unknown>;
  /** Options added to the site's own (`basePath`, `baseUrl`); never the ranking. */
  readonly location?: {readonly basePath: string; readonly baseUrl: string};
}

const browserSource: PagefindSource = {
  url: `/${searchIndexDir}/pagefind.js`,
  load: () => import(/* webpackIgnore: true */ `/${searchIndexDir}/pagefind.js`),
};
let source = browserSource;

/** Node only (docs-mcp/): loads the engine from `next` from now on. */
export function setPagefindSource(next: PagefindSource): void {
  source = next;
  loading = undefined;
}

/** Pagefind's engine, loaded once per page view (a plain ES module served next to the index). */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const {url, load, location} = source;
    const module: unknown = await load();
    if (!isPagefindApi(module)) throw new Error(`${url} is not the Pagefind engine`);
    // noWorker: the engine runs in the page. A search takes a millisecond or two here, and the worker would be one
    // more script (11 KiB) to fetch before the first answer.
    await module.options({ranking: searchRanking, excerptLength: searchExcerptWords, noWorker: true, ...location});
    await module.init();
    return module;
  })();
  // A failed load (offline, a deploy in progress) can be retried by the next query.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

const stopWords = new Set(searchStopWords);

/**
 * How long the search box waits before searching a query: at once, unless its last word has only one or two letters
 * ("token e", "token ex" on the way to "token expired") or is a stop word ("how" on the way to "how long is a token
 * valid"). A short prefix matches words across much of the index, and a query of stop words alone is searched whole:
 * either would fetch index chunks and the texts of suggestions that the next key replaces, so they are searched when
 * typing pauses. Typing "token expired" key by key fetched 214 KiB without this wait, 166 KiB with it (148 KiB
 * pasted at once; figures from before the index was cut into smaller chunks, see build-tools/searchChunks.ts).
 */
export function searchDelayMs(query: string): number {
  const lastWord = /\S+$/.exec(query.trim())?.[0] ?? '';
  if (lastWord.length === 0) return 0;
  return lastWord.length < 3 || stopWords.has(lastWord.toLowerCase()) ? 250 : 0;
}

/** What a search found: the number of pages, the first pages' data, and the query as searched when a word of it was
 * corrected ("Showing results for …"). */
export interface SearchAnswer {
  readonly total: number;
  readonly hits: SearchHit[];
  readonly corrected?: string;
  /** Words of the query the index has nothing like (left out of the search). */
  readonly unknown?: readonly string[];
}

/**
 * Searches and loads the data of the first `limit` pages (each page's data is one small fetch). The query is prepared
 * and ranked by src/utils/searchQuery.ts (synonyms, filler words, typos, guides before reference). `correct: false`
 * searches the words as typed.
 */
export async function searchPages(query: string, limit: number, options?: {correct?: boolean}): Promise<SearchAnswer> {
  const [pagefind, {runSearch}] = await Promise.all([
    loadPagefind(),
    import(/* webpackChunkName: "search-query" */ './pagefindQuery'),
  ]);
  return runSearch(pagefind, query, limit, {...options, indexBase: source.location?.basePath ?? `/${searchIndexDir}/`});
}

/** The results page for a query. */
export function resultsPageUrl(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** A piece of an excerpt: matched words are `marked`. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}
