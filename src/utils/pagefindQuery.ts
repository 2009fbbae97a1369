/**
 * The query side of search that loads with the first query, not with every page (src/utils/pagefind.ts imports it
 * on demand): the vocabulary chunks and the list of reference pages fetched from the index folder, the query
 * preparation and ranking of src/utils/searchQuery.ts run on Pagefind's engine, and the results shaped for the UI.
 */
import {searchIndexDir, searchReferenceFile, searchVocabularyDir} from '@site/config/search';
import type {ExcerptPart, PagefindResult, SearchAnswer, SearchHit} from './pagefind';
import {
  prepareQuery,
  searchPrepared,
  type EngineResult,
  type ReferencePages,
  type SearchEngine,
  type Vocabulary,
} from './searchQuery';

/**
 * Where the index folder is: this origin's /pagefind/ in the browser; the loopback address the docs MCP server serves
 * the same files on in Node (pagefind.ts passes the engine source's `basePath`).
 */
let indexBase = `/${searchIndexDir}/`;

/** A file of the index folder as JSON, or `fallback` when it is missing (an index built before the file existed). */
async function indexJson<T>(file: string, fallback: T): Promise<T> {
  const response = await fetch(`${indexBase}${file}`);
  if (response.status === 404) return fallback;
  if (!response.ok) throw new Error(`${indexBase}${file}: ${response.status}`);
  return (await response.json()) as T;
}

const vocabularies = new Map<string, Promise<Vocabulary>>();

/** One vocabulary chunk, fetched once per page view. */
function loadVocabulary(key: string): Promise<Vocabulary> {
  let chunk = vocabularies.get(key);
  if (!chunk) {
    chunk = indexJson<Record<string, number>>(`${searchVocabularyDir}/${key}.json`, {}).then(
      (words) => new Map(Object.entries(words)),
    );
    // A failed fetch is tried again by the next query.
    chunk.catch(() => vocabularies.delete(key));
    vocabularies.set(key, chunk);
  }
  return chunk;
}

let referencePages: Promise<ReferencePages> | undefined;

function loadReferencePages(): Promise<ReferencePages> {
  referencePages ??= indexJson<Record<string, string>>(searchReferenceFile, {}).then(
    (pages) => new Map(Object.entries(pages)),
  );
  referencePages.catch(() => {
    referencePages = undefined;
  });
  return referencePages;
}

/** The pages a query finds, best first, and the query as searched when a word was corrected. */
export async function runQuery<R extends EngineResult>(
  engine: SearchEngine<R>,
  query: string,
  {correct = true}: {correct?: boolean} = {},
): Promise<{results: R[]; corrected: string | undefined; unknown: readonly string[]}> {
  const [prepared, reference] = await Promise.all([
    prepareQuery(query, loadVocabulary, {correct}),
    loadReferencePages(),
  ]);
  const results = await searchPrepared(engine, prepared, reference);
  // A correction is only named when the corrected query found something: otherwise the answer is "no results" for
  // the query as typed.
  return {results, corrected: results.length > 0 ? prepared.corrected : undefined, unknown: prepared.unknown};
}

/** Pagefind's section URLs end in `#anchor`; the page's own URL has no trailing slash on this site. */
function withoutTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/(?=$|#)/, '') : url;
}

/** Runs a query and loads the data of its first `limit` pages, shaped for the search box and the results page. */
export async function runSearch(
  engine: SearchEngine<PagefindResult>,
  query: string,
  limit: number,
  options?: {correct?: boolean; indexBase?: string},
): Promise<SearchAnswer> {
  if (options?.indexBase !== undefined) indexBase = options.indexBase;
  const {results, corrected, unknown} = await runQuery(engine, query, options);
  const data = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  const hits = data.map((page): SearchHit => {
    const url = withoutTrailingSlash(page.url);
    const title = page.meta.title ?? url;
    const sections = (page.sub_results ?? [])
      .map((section) => ({
        title: section.title,
        url: withoutTrailingSlash(section.url),
        excerpt: excerptParts(section.excerpt),
      }))
      .filter((section) => section.url !== url && section.title !== title);
    return {url, title, excerpt: excerptParts(page.excerpt), sections};
  });
  return {total: results.length, hits, unknown, ...(corrected === undefined ? {} : {corrected})};
}

/** The entities Pagefind writes in excerpts: it escapes the page's text, then adds its own `<mark>` tags. */
const entities: Record<string, string> = {'&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};

/** Page text as the page shows it: Pagefind's escapes undone (`&amp;` last, so `&amp;lt;` stays `&lt;`). */
function unescapeExcerpt(text: string): string {
  return text.replace(/&(?:lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity).replace(/&amp;/g, '&');
}

/**
 * Splits a Pagefind excerpt at its `<mark>` tags, and undoes its escapes. Everything else is text: the page text may
 * hold `<` and `>` (for example `<CLIENT_ID>`), and the UI renders it as text, never as HTML. Pagefind marks a whole
 * space-separated token ("Bet." at the end of a heading, "SIR('addWidget',"), so within a marked token only the
 * letters and digits stay marked: highlights fall on words, never on punctuation.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (text: string, marked: boolean): void => {
    if (text === '') return;
    const previous = parts[parts.length - 1];
    if (previous && previous.marked === marked) parts[parts.length - 1] = {text: previous.text + text, marked};
    else parts.push({text, marked});
  };
  let marked = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (!marked) push(unescapeExcerpt(piece), false);
    else for (const run of unescapeExcerpt(piece).split(/([\p{L}\p{N}_]+)/u)) push(run, /^[\p{L}\p{N}_]+$/u.test(run));
  }
  return parts;
}
