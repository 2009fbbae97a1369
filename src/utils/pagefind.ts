/**
 * The browser side of search: loads Pagefind's engine from /pagefind/ (written by scripts/build-search-index.ts)
 * on the first query, and shapes its results for the search box and the results page.
 * Settings shared with the indexer are in config/search.ts.
 */
import {searchExcerptWords, searchIndexDir, searchRanking, searchStopWords} from '@site/config/search';

/** A section of a page that matched: a heading with its anchor, or the page's text before its first heading. */
export interface SearchSection {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
}

/** One matching page, as the UI shows it. */
export interface SearchHit {
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
  /** Matching sections, best first, without the page's own top section. */
  readonly sections: readonly SearchSection[];
}

/** What Pagefind's `result.data()` resolves to (the fields the site reads). */
interface PagefindData {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results?: {title: string; url: string; excerpt: string}[];
}

interface PagefindResult {
  /** Positions of the matched words in the page. */
  words: number[];
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

/** Pagefind's section URLs end in `#anchor`; the page's own URL has no trailing slash on this site. */
function withoutTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/(?=$|#)/, '') : url;
}

const stopWords = new Set(searchStopWords);

/** The words of a query that go to the index: the query without its stop words, unless that leaves nothing. */
export function indexQuery(query: string): string {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const kept = words.filter((word) => !stopWords.has(word.toLowerCase()));
  return (kept.length > 0 ? kept : words).join(' ');
}

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

/** Searches and loads the data of the first `limit` pages (each page's data is one small fetch). */
export async function searchPages(query: string, limit: number): Promise<{total: number; hits: SearchHit[]}> {
  const pagefind = await loadPagefind();
  const response = await pagefind.search(indexQuery(query));
  // Pagefind answers null when a newer search has superseded this one.
  if (!response) return {total: 0, hits: []};
  // A result without a matched word in the page's text is noise (Pagefind returns such results for words
  // the index does not contain at all, e.g. "zzyzx").
  const results = response.results.filter((result) => result.words.length > 0);
  const data = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  const hits = data.map((page): SearchHit => {
    const url = withoutTrailingSlash(page.url);
    const title = page.meta.title ?? url;
    const sections = (page.sub_results ?? [])
      .map((section) => ({...section, url: withoutTrailingSlash(section.url)}))
      .filter((section) => section.url !== url && section.title !== title);
    return {url, title, excerpt: page.excerpt, sections};
  });
  return {total: results.length, hits};
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

/**
 * Splits a Pagefind excerpt at its `<mark>` tags. Everything else is text: Pagefind stores page text
 * unescaped, so an excerpt may contain `<` and `>` from the page (for example `<CLIENT_ID>`), and the
 * UI must render it as text, never as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece !== '') parts.push({text: piece, marked});
  }
  return parts;
}
