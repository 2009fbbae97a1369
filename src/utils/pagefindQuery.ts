// cspell:ignore expi
/**
 * The query side of search that loads with the first query, not with every page (src/utils/pagefind.ts imports it
 * on demand): the vocabulary chunks and the list of reference pages fetched from the index folder, the query
 * preparation and ranking of src/utils/searchQuery.ts run on Pagefind's engine, and the results shaped for the UI.
 */
import {searchIndexDir, searchReferenceFile, searchTitlesFile, searchVocabularyDir} from '@site/config/search';
import type {ExcerptPart, PagefindData, PagefindResult, SearchAnswer, SearchHit} from './pagefind';
import {
  prepareQuery,
  searchPrepared,
  type EngineResult,
  type PageTitles,
  type PreparedQuery,
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

let pageTitles: Promise<PageTitles> | undefined;

function loadPageTitles(): Promise<PageTitles> {
  pageTitles ??= indexJson<Record<string, string>>(searchTitlesFile, {}).then(
    (titles) => new Map(Object.entries(titles)),
  );
  pageTitles.catch(() => {
    pageTitles = undefined;
  });
  return pageTitles;
}

/** The pages a query finds, best first, and the query as searched when a word was corrected. */
export async function runQuery<R extends EngineResult>(
  engine: SearchEngine<R>,
  query: string,
  {correct = true}: {correct?: boolean} = {},
): Promise<{results: R[]; corrected: string | undefined; unknown: readonly string[]; prepared: PreparedQuery}> {
  const [prepared, reference, titles] = await Promise.all([
    prepareQuery(query, loadVocabulary, {correct}),
    loadReferencePages(),
    loadPageTitles(),
  ]);
  const results = await searchPrepared(engine, prepared, reference, undefined, {}, titles);
  // A correction is only named when the corrected query found something: otherwise the answer is "no results" for
  // the query as typed.
  return {results, corrected: results.length > 0 ? prepared.corrected : undefined, unknown: prepared.unknown, prepared};
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
  const {results, corrected, unknown, prepared} = await runQuery(engine, query, options);
  const stems = queryStems(prepared);
  const data = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  const hits = data.map((page): SearchHit => {
    const url = withoutTrailingSlash(page.url);
    const title = page.meta.title ?? url;
    const words = page.content === undefined ? undefined : page.content.split(/[^\S\uFEFF]+/);
    const ranked = (page.sub_results ?? [])
      .map((section) => {
        const top = withoutTrailingSlash(section.url) === url || section.title === title;
        return {section, best: words ? bestSentence(words, section, stems, top) : undefined};
      })
      .sort((a, b) => compareMatches(b.best, a.best));
    const excerptOf = ({section, best}: (typeof ranked)[number]): ExcerptPart[] =>
      words && best ? sentenceExcerpt(words, section.locations ?? [], best.at) : excerptParts(section.excerpt);
    const isTop = ({section}: (typeof ranked)[number]): boolean =>
      withoutTrailingSlash(section.url) === url || section.title === title;
    const sections = ranked
      .filter((entry) => !isTop(entry))
      .map((entry) => ({
        title: entry.section.title,
        url: withoutTrailingSlash(entry.section.url),
        excerpt: excerptOf(entry),
      }));
    // The excerpt is the best sentence of the page, from the section it is in, with that section's heading; the top of
    // the page (its title and description) gives it only when it matches more of the query than any section below.
    const first = ranked[0]?.best ? ranked[0] : undefined;
    const excerpt = first ? excerptOf(first) : excerptParts(page.excerpt);
    const best = first && !isTop(first) ? first.section : undefined;
    return {url, title, excerpt, ...(best ? {excerptHeading: best.title} : {}), sections};
  });
  return {total: results.length, hits, unknown, ...(corrected === undefined ? {} : {corrected})};
}

type SubResult = NonNullable<PagefindData['sub_results']>[number];

/** The best sentence of a section: its first matched word, how many different words it matched, and their score. */
interface SentenceMatch {
  readonly at: number;
  readonly distinct: number;
  readonly score: number;
}

/** Better first: more different matched words, then a higher score (Pagefind's balanced scores, weights included). */
function compareMatches(a: SentenceMatch | undefined, b: SentenceMatch | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? -1 : 1;
  return a.distinct - b.distinct || a.score - b.score;
}

/** The beginnings of the query's words and of their synonyms, one list per query word (slot): "expired" -> "expi". */
function queryStems(prepared: PreparedQuery): string[][] {
  return prepared.slots.map((slot) =>
    slot.flatMap((alternative) =>
      alternative.terms.split(' ').map((term) => term.slice(0, Math.max(3, Math.min(term.length, term.length - 3)))),
    ),
  );
}

/** How many of the query's words (slots) the matched words stand for; at least one when any word matched. */
function slotsMatched(matched: ReadonlySet<string>, stems: readonly (readonly string[])[]): number {
  const parts = [...matched].flatMap((word) => word.split(/[^\p{L}\p{N}]+/u)).filter((part) => part.length > 0);
  const count = stems.filter((slot) => slot.some((stem) => parts.some((part) => part.startsWith(stem)))).length;
  return Math.max(count, matched.size > 0 ? 1 : 0);
}

/** Weight of a page's title (h1) and of its description in the index (config/search.ts): the top section's words
 * at these weights are the title and the description, not a passage. */
const titleAndDescriptionWeight = 5;

/**
 * The sentence of a section that matches most of the query: its matched words grouped by sentence, a sentence
 * counting by how many of the query's words it holds, then by their scores. In the page's top section the title and
 * the description are no passage and are skipped.
 */
function bestSentence(
  words: readonly string[],
  section: SubResult,
  stems: readonly (readonly string[])[],
  top: boolean,
): SentenceMatch | undefined {
  const scores = new Map<number, number>();
  for (const location of section.locations ?? []) scores.set(location, 1);
  for (const {location, weight, balanced_score: score} of section.weighted_locations ?? []) {
    if (top && weight >= titleAndDescriptionWeight) scores.delete(location);
    else scores.set(location, score);
  }
  const sentences = new Map<number, {at: number; words: Set<string>; score: number}>();
  for (const [location, score] of [...scores].sort((a, b) => a[0] - b[0])) {
    let start = location;
    while (start > 0 && location - start < sentenceWords && !endsSentence(words[start - 1] ?? '')) start -= 1;
    const sentence = sentences.get(start) ?? {at: location, words: new Set<string>(), score: 0};
    sentence.words.add((words[location] ?? '').toLowerCase());
    sentence.score += score;
    sentences.set(start, sentence);
  }
  // The section's heading is a sentence of its own (its title): it counts for ranking the section, but the excerpt is
  // the best sentence below it, unless the heading is all that matched (the heading is shown beside the excerpt).
  const heading = section.title.toLowerCase().replace(/[.!?]+$/, '');
  let best: SentenceMatch | undefined;
  let bestBody: SentenceMatch | undefined;
  for (const [start, sentence] of sentences) {
    const match = {at: sentence.at, distinct: slotsMatched(sentence.words, stems), score: sentence.score};
    if (compareMatches(match, best) > 0) best = match;
    let end = start;
    while (end < words.length - 1 && end - start < sentenceWords && !endsSentence(words[end] ?? '')) end += 1;
    const text = words
      .slice(start, end + 1)
      .join(' ')
      .toLowerCase()
      .replace(/[.!?]+$/, '');
    if (text !== heading && compareMatches(match, bestBody) > 0) bestBody = match;
  }
  if (best === undefined) return undefined;
  return {...best, at: (bestBody ?? best).at};
}

/** Longest excerpt, in words: a longer sentence is cut around the match, with "…" where it was cut. */
const sentenceWords = 40;

/** Whether a word ends a sentence, a table row or a list item (build-tools/searchIndex.ts ends each with a stop). */
const endsSentence = (word: string): boolean => /[.!?](["'”’)\]]*)$/.test(word);

/**
 * The whole sentence (or table row, or list item) around the word at `at`, with the words at `locations` marked,
 * parts shaped as excerptParts shapes them. Pagefind's own excerpt is a window of words that may start and end
 * mid-sentence, or in the page description.
 */
export function sentenceExcerpt(words: readonly string[], locations: readonly number[], at: number): ExcerptPart[] {
  let start = at;
  while (start > 0 && at - start < sentenceWords && !endsSentence(words[start - 1] ?? '')) start -= 1;
  let end = at;
  while (end < words.length - 1 && end - start < sentenceWords && !endsSentence(words[end] ?? '')) end += 1;
  if (end - start + 1 > sentenceWords) {
    start = Math.max(start, at - Math.floor(sentenceWords / 3));
    end = Math.min(end, start + sentenceWords - 1);
  }
  const marked = new Set(locations);
  const pieces: string[] = [];
  if (start > 0 && !endsSentence(words[start - 1] ?? '')) pieces.push('…');
  for (let index = start; index <= end; index++) {
    const word = words[index] ?? '';
    pieces.push(marked.has(index) ? `<mark>${word}</mark>` : word);
  }
  if (end < words.length - 1 && !endsSentence(words[end] ?? '')) pieces.push('…');
  return excerptParts(pieces.join(' ').replace(/^… /, '…').replace(/ …$/, '…'));
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
