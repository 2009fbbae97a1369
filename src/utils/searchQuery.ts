// Words as queries spell them: cspell:ignore addwidget bett doesnt dont
/**
 * Query preparation and ranking for search, the same in the browser (src/utils/pagefind.ts) and in Node (any tool
 * that ranks as the site does, such as scripts/tools/search-ranking.ts). No DOM, no fetch: the engine and the vocabulary
 * are handed in. Relative imports only, so that Node can import this file without the site's path aliases.
 *
 * A query goes through four steps (prepareQuery), then one engine search per variant (searchPrepared):
 * 1. Words: lower case, apostrophes dropped ("doesn't" -> "doesnt"), split at spaces.
 * 2. The reader's words: a word or phrase of config/searchWords.ts also searches the pages' word in its place.
 * 3. Filler: stop words and question words (`searchStopWords` in config/search.ts: "how", "do", "i"…;
 *    `searchFillerWords` in config/searchWords.ts: "dont", "someone"…) are dropped; a query of them alone finds nothing.
 * 4. Typos: a word that no index word begins with (or one that matches far fewer pages than an index word one typo
 *    away) is replaced by the nearest index word by edit distance, from the vocabulary the build writes in small
 *    chunks, one per first letter (build-tools/searchVocabulary.ts). A word with no such neighbour that the index has
 *    nothing like (knownWord) is left out; a query of such words alone finds nothing.
 * Pagefind finds only pages that hold every word of a query, so a query of three or more words is also searched
 * without each one of them in turn, at a lower weight: a word no page shares with the others ("someone", "website")
 * neither blocks a match nor ranks. A query of three words or more is also ranked by coverage (coverageScores): each
 * word is searched alone, and a page scores by how many of the words it holds, rarer words and words in its title or
 * headings counting more, so that a long question finds the page that holds most of it.
 *
 * A query that is a page's title, or that the title holds word for word, ranks that page first (titleMatch).
 *
 * Exported names used by other tools (keep them stable): searchTerms, prepareQuery, searchPrepared, editDistance,
 * vocabularyKey, correctWord, namesType, titleMatch, PreparedQuery, SearchEngine, EngineResult, VocabularyLoader,
 * ReferencePages, PageTitles.
 */
import {
  searchCoverageBase,
  searchCoverageWeight,
  searchCoverageWords,
  searchPartialWeight,
  searchReferenceWeight,
  searchStopWords,
  searchSynonymWeight,
  searchVariantLimit,
} from '../../config/search';
import {searchFillerWords, searchSynonyms} from '../../config/searchWords';

/** Index words and the number of pages that hold each, for the words of one vocabulary chunk. */
export type Vocabulary = ReadonlyMap<string, number>;

/** Loads the vocabulary chunk of a key (vocabularyKey), or an empty one when the build has none for it. */
export type VocabularyLoader = (key: string) => Promise<Vocabulary>;

/** The fields of a Pagefind result that ranking reads. */
export interface EngineResult {
  readonly id: string;
  readonly score: number;
  /** Positions of the matched words in the page. */
  readonly words: readonly number[];
}

/** Pagefind's search, or anything with its answer's shape. */
export interface SearchEngine<R extends EngineResult> {
  search(query: string): Promise<{results: R[]} | null>;
}

/** A word the query had, and the index word searched instead. */
export interface Correction {
  readonly from: string;
  readonly to: string;
}

/** One engine query and the weight its scores count with. */
export interface QueryVariant {
  readonly terms: string;
  readonly weight: number;
}

export interface PreparedQuery {
  /** The query as typed. */
  readonly query: string;
  /** The typed query with each corrected word replaced: what "Showing results for" names; undefined when no word
   * was corrected. */
  readonly corrected: string | undefined;
  readonly corrections: readonly Correction[];
  /** The engine queries, best first: the query's own words first. None for a query of stop words alone, or of words
   * the index has nothing like. */
  readonly variants: readonly QueryVariant[];
  /** Words of the query that no index word is like (not a word of it, not the start of one, not one typo from one):
   * left out of the engine queries, where Pagefind would match them by their first letters ("nonexistentword" found
   * "none"). */
  readonly unknown: readonly string[];
  /** The query's words for coverage ranking (searchPrepared), each as its alternatives: the word (after correction),
   * then its synonyms with their weight. */
  readonly slots: readonly (readonly QueryVariant[])[];
}

const stopWords = new Set([...searchStopWords, ...searchFillerWords]);

/** The words of a text as search compares them: lower case, apostrophes dropped, split at spaces. */
export function searchTerms(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** The letters and digits of a word, for the vocabulary ("virtualstadium.addwidget" -> two words). */
export function wordParts(word: string): string[] {
  return word.split(/[^\p{L}\p{N}]+/u).filter((part) => part !== '');
}

/** The vocabulary chunk a word's corrections come from: its first letter or digit. */
export function vocabularyKey(word: string): string | undefined {
  const first = word.normalize('NFD').charAt(0).toLowerCase();
  return /^[a-z0-9]$/.test(first) ? first : undefined;
}

/** Edit distance with adjacent transpositions counted as one edit (optimal string alignment), up to `max`: any
 * larger distance is returned as max + 1. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Typos a word may have: none under four letters, one up to seven, two from eight (as Algolia DocSearch counts). */
export function allowedTypos(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

/** How many times more pages a neighbour one typo away must match before a word that exists is corrected to it
 * (only a word on at most two pages is), and before a word that only begins longer words is. */
const rarerThanNeighbour = 10;
const prefixRarerThanNeighbour = 3;

/** A correction of one word: `sure` replaces the word (and the results say so); otherwise the neighbour is searched
 * beside the word, like a synonym ("bett" may be the start of "betting" or a typo for "bet"). */
export interface WordCorrection {
  readonly to: string;
  readonly sure: boolean;
}

/**
 * The index word to search instead of `word` or beside it, or undefined when the word stands alone. Pagefind matches
 * each query word as itself or as the start of a longer word, so a word that begins index words is not misspelt,
 * unless it is only such a start and a word one typo away is far more common.
 */
export function correctWord(word: string, vocabulary: Vocabulary): WordCorrection | undefined {
  const typos = allowedTypos(word);
  if (typos === 0 || !/^\p{L}+$/u.test(word) || stopWords.has(word)) return undefined;
  const exact = vocabulary.get(word) ?? 0;
  let matched = exact;
  for (const [known, pages] of vocabulary) if (known.startsWith(word)) matched = Math.max(matched, pages);
  let best: {word: string; distance: number; pages: number} | undefined;
  for (const [known, pages] of vocabulary) {
    if (known === word || stopWords.has(known) || known.startsWith(word)) continue;
    const distance = editDistance(word, known, typos);
    if (distance > typos) continue;
    if (!best || distance < best.distance || (distance === best.distance && pages > best.pages)) {
      best = {word: known, distance, pages};
    }
  }
  if (!best) return undefined;
  if (matched === 0) return {to: best.word, sure: true};
  if (best.distance !== 1) return undefined;
  if (exact === 0) {
    if (best.pages >= prefixRarerThanNeighbour * matched) return {to: best.word, sure: true};
    return best.pages >= matched ? {to: best.word, sure: false} : undefined;
  }
  return matched <= 2 && best.pages >= rarerThanNeighbour * matched ? {to: best.word, sure: true} : undefined;
}

/**
 * Whether the index holds a word like `word`: the word itself, a word it begins, or a word that shares its stem.
 * Pagefind stems words ("configuring" and "configured" both match "configure"), and the vocabulary holds words as the
 * pages spell them, so a word is taken as known when an index word begins with all of it but its last four letters
 * (at least four letters are compared). Only plain words are judged; a word with digits or punctuation is known.
 */
export function knownWord(word: string, vocabulary: Vocabulary): boolean {
  if (!/^\p{L}+$/u.test(word) || vocabulary.has(word)) return true;
  const stem = word.slice(0, Math.min(word.length, Math.max(4, word.length - 4)));
  for (const known of vocabulary.keys()) if (known.startsWith(stem)) return true;
  return false;
}

/** How much a variant's scores count (config/search.ts). */
export interface VariantWeights {
  readonly synonymWeight: number;
  readonly partialWeight: number;
}

/** Options of prepareQuery. `correct: false` searches the words as typed ("search instead for"); the weights default
 * to config/search.ts (other values are for tuning, scripts/tools/search-ranking.ts). */
export interface PrepareOptions extends Partial<VariantWeights> {
  readonly correct?: boolean;
}

interface Slot {
  /** What the query had here (after correction), for the engine. */
  readonly word: string;
  /** The pages' words for it (config/searchWords.ts). */
  readonly synonyms: readonly string[];
}

const phraseSynonyms = searchSynonyms.flatMap(({reader, pages}) =>
  reader.map((phrase) => ({words: phrase.split(' '), pages})),
);

/** The query's words grouped into slots: a reader's phrase of config/searchWords.ts becomes one slot. */
function slotsOf(words: readonly string[]): {word: string; synonyms: readonly string[]}[] {
  const slots: {word: string; synonyms: readonly string[]}[] = [];
  for (let i = 0; i < words.length;) {
    const phrase = phraseSynonyms
      .filter((entry) => entry.words.every((part, k) => words[i + k] === part))
      .sort((a, b) => b.words.length - a.words.length)[0];
    const length = phrase?.words.length ?? 1;
    slots.push({word: words.slice(i, i + length).join(' '), synonyms: phrase?.pages ?? []});
    i += length;
  }
  return slots;
}

/** The engine queries for the slots: each slot as typed or as one of its synonyms, then without each slot in turn. */
function variantsOf(slots: readonly Slot[], {synonymWeight, partialWeight}: VariantWeights): QueryVariant[] {
  const variants = new Map<string, number>();
  const add = (terms: string, weight: number): void => {
    if (terms !== '' && variants.size < searchVariantLimit && !variants.has(terms)) variants.set(terms, weight);
  };
  const full: {words: string[]; weight: number}[] = [{words: slots.map((slot) => slot.word), weight: 1}];
  // One slot at a time in a synonym's place, then every slot that has one in its first synonym's place.
  slots.forEach((slot, i) => {
    for (const synonym of slot.synonyms) {
      full.push({words: slots.map((other, k) => (k === i ? synonym : other.word)), weight: synonymWeight});
    }
  });
  if (slots.filter((slot) => slot.synonyms.length > 0).length > 1) {
    full.push({words: slots.map((slot) => slot.synonyms[0] ?? slot.word), weight: synonymWeight});
  }
  for (const {words, weight} of full) add(words.join(' '), weight);
  if (slots.length >= 2) {
    for (const {words, weight} of full) {
      words.forEach((_, i) => add(words.filter((__, k) => k !== i).join(' '), weight * partialWeight));
    }
  }
  return [...variants].map(([terms, weight]) => ({terms, weight}));
}

/**
 * Prepares a typed query: synonyms, filler, corrections, and the engine queries to run. `loadVocabulary` is called
 * only for words that could be corrected; `correct: false` searches the words as typed ("search instead for").
 */
export async function prepareQuery(
  query: string,
  loadVocabulary: VocabularyLoader,
  {correct = true, synonymWeight = searchSynonymWeight, partialWeight = searchPartialWeight}: PrepareOptions = {},
): Promise<PreparedQuery> {
  // A compound name the index does not hold as one word ("betHistoryFromCache", written in a code sample only) is
  // searched as its parts, as Algolia DocSearch splits camel case: "bet history cache".
  const typed = query
    .replace(/['’‘`]/g, '')
    .split(/\s+/)
    .filter((word) => word !== '');
  const camelParts = new Map<string, string[]>();
  for (const word of typed) {
    const parts = word.split(/(?<=\p{Ll})(?=\p{Lu})/u).map((part) => part.toLowerCase());
    if (parts.length > 1 && /^[\p{L}]+$/u.test(word)) camelParts.set(word.toLowerCase(), parts);
  }
  const splitUnknown = async (word: string): Promise<string[]> => {
    const parts = camelParts.get(word);
    const key = vocabularyKey(word);
    if (parts === undefined || key === undefined || knownWord(word, await loadVocabulary(key))) return [word];
    return parts;
  };
  const all = (await Promise.all(searchTerms(query).map(splitUnknown))).flat();
  const content = all.filter((word) => !stopWords.has(word));
  // A query of stop words alone ("the", "how to") finds nothing: they stand in nearly every page.
  if (content.length === 0) return {query, corrected: undefined, corrections: [], variants: [], unknown: [], slots: []};
  const corrections: Correction[] = [];
  const alternatives = new Map<string, string>();
  const unknown = new Set<string>();
  await Promise.all(
    content.map(async (word) => {
      const key = vocabularyKey(word);
      if (key === undefined) return;
      const vocabulary = await loadVocabulary(key);
      const correction = correct && allowedTypos(word) > 0 ? correctWord(word, vocabulary) : undefined;
      if (correction?.sure) corrections.push({from: word, to: correction.to});
      else if (correction) alternatives.set(word, correction.to);
      else if (!knownWord(word, vocabulary)) unknown.add(word);
    }),
  );
  const replaced = (word: string): string => corrections.find((c) => c.from === word)?.to ?? word;
  // Phrases are matched on the whole query, stop words included ("log in"), then the stop words leave.
  const slots = slotsOf(all.map(replaced))
    .filter((slot) => slot.synonyms.length > 0 || (!stopWords.has(slot.word) && !unknown.has(slot.word)))
    .map((slot) => {
      const alternative = alternatives.get(slot.word);
      return alternative === undefined ? slot : {word: slot.word, synonyms: [...slot.synonyms, alternative]};
    });
  const corrected =
    corrections.length === 0
      ? undefined
      : query
          .trim()
          .split(/\s+/)
          .map((word) => corrections.find((c) => c.from === searchTerms(word)[0])?.to ?? word)
          .join(' ');
  return {
    query,
    corrected,
    corrections,
    variants: variantsOf(slots, {synonymWeight, partialWeight}),
    unknown: [...unknown],
    slots: slots
      .slice(0, searchCoverageWords)
      .map((slot) => [
        {terms: slot.word, weight: 1},
        ...slot.synonyms.map((synonym) => ({terms: synonym, weight: synonymWeight})),
      ]),
  };
}

/**
 * The API reference pages of the index: page id (Pagefind's result id) -> the name the page defines, as written
 * ("OddsObject", "Event"; "" for a page that defines no one name). The build writes it
 * (build-tools/searchReference.ts); guides outrank these pages unless the query names the type.
 */
export type ReferencePages = ReadonlyMap<string, string>;

/** Every page's title by page id (Pagefind's result id), as the build writes it (config/search.ts, searchTitlesFile). */
export type PageTitles = ReadonlyMap<string, string>;

/** The words of a text as titles and queries are compared: lower case, apostrophes dropped, letters and digits. */
const titleWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/**
 * How a query matches a page's title, word for word: 2 when it is the title ("chat channels", "Chat channels"; a
 * reference page's "Interface: OddsObject" also by the name after its colon), 1 when the title holds its words in
 * that order ("moderation analytics" in "Moderation analytics overview"), 0 otherwise.
 */
export function titleMatch(query: string, title: string): 0 | 1 | 2 {
  const wanted = titleWords(query);
  const words = titleWords(title);
  if (wanted.length === 0 || words.length < wanted.length) return 0;
  const named = titleWords(title.replace(/^[^:]*:\s*/, ''));
  if (wanted.join(' ') === words.join(' ') || wanted.join(' ') === named.join(' ')) return 2;
  for (let start = 0; start + wanted.length <= words.length; start++)
    if (wanted.every((word, offset) => words[start + offset] === word)) return 1;
  return 0;
}

/**
 * Whether a query names a reference page's type: one of its words is the name. A compound name ("OddsObject",
 * "onAction") matches in any case; a name that is also a plain word ("Event", "Odds") only as written, capital
 * included: "event types" is about events, "Event" about the type.
 */
export function namesType(prepared: PreparedQuery, name: string): boolean {
  if (name === '') return false;
  const words = prepared.query
    .replace(/['’‘`]/g, '')
    .split(/\s+/)
    .flatMap(wordParts);
  if (/\p{Ll}\p{Lu}/u.test(name)) return words.some((word) => word.toLowerCase() === name.toLowerCase());
  return words.includes(name);
}

/**
 * Runs a prepared query's variants on the engine and merges their results: each page once, with its best score
 * (a variant's score times its weight), best first. A reference page's score counts `referenceWeight` times unless
 * the query names its type: of a guide and a reference page that match alike, the guide that explains comes first.
 * A result without a matched word is dropped (Pagefind returns such results for words the index does not hold).
 * Each page keeps the result object of its best variant, so the page's excerpt highlights that variant's words.
 */
export async function searchPrepared<R extends EngineResult>(
  engine: SearchEngine<R>,
  prepared: PreparedQuery,
  reference: ReferencePages = new Map(),
  referenceWeight = searchReferenceWeight,
  coverage: CoverageWeights = {},
  titles: PageTitles = new Map(),
): Promise<R[]> {
  const slots = prepared.slots.length >= 3 ? prepared.slots : [];
  const [answers, slotAnswers] = await Promise.all([
    Promise.all(prepared.variants.map((variant) => engine.search(variant.terms))),
    Promise.all(slots.map((slot) => Promise.all(slot.map((alternative) => engine.search(alternative.terms))))),
  ]);
  const best = new Map<string, {result: R; score: number; order: number}>();
  // A query that is a page's title, or is contained in one word for word, ranks that page first: the title first,
  // then the titles that hold it, each group in score order (a stable sort).
  const typed = prepared.corrected ?? prepared.query;
  const byTitle = (results: R[]): R[] =>
    titles.size === 0 || prepared.variants.length === 0
      ? results
      : results
          .map((result, index) => ({result, index, match: titleMatch(typed, titles.get(result.id) ?? '')}))
          .sort((a, b) => b.match - a.match || a.index - b.index)
          .map(({result}) => result);
  const referenceFactor = (id: string): number => {
    const name = reference.get(id);
    return name !== undefined && !namesType(prepared, name) ? referenceWeight : 1;
  };
  answers.forEach((answer, variantIndex) => {
    const weight = prepared.variants[variantIndex]?.weight ?? 1;
    answer?.results.forEach((result, order) => {
      if (result.words.length === 0) return;
      const score = result.score * weight * referenceFactor(result.id);
      const known = best.get(result.id);
      if (!known || score > known.score) best.set(result.id, {result, score, order: variantIndex * 1000 + order});
    });
  });
  if (slots.length > 0) {
    const covered = coverageScores(
      slotAnswers,
      slots.map((slot) => slot.map((alternative) => alternative.weight)),
      coverage,
    );
    const top = Math.max(0, ...[...best.values()].map((entry) => entry.score));
    const scored = new Map<string, {result: R; score: number; order: number}>();
    for (const [id, entry] of best) scored.set(id, {...entry, score: top > 0 ? entry.score / top : 0});
    for (const [id, {result, share}] of covered) {
      const known = scored.get(id);
      const weighted = (coverage.weight ?? searchCoverageWeight) * share * referenceFactor(id);
      scored.set(id, {
        result: known?.result ?? result,
        score: (known?.score ?? 0) + weighted,
        order: known?.order ?? 1_000_000,
      });
    }
    return byTitle(
      [...scored.values()].sort((a, b) => b.score - a.score || a.order - b.order).map(({result}) => result),
    );
  }
  return byTitle([...best.values()].sort((a, b) => b.score - a.score || a.order - b.order).map(({result}) => result));
}

/** Coverage ranking's parameters (config/search.ts); other values are for tuning (scripts/tools/search-ranking.ts). */
export interface CoverageWeights {
  readonly weight?: number;
  readonly base?: number;
}

/**
 * Each page's coverage of a long query, from the searches of its words alone (`answers[word][alternative]`): the
 * share of the query's words the page holds, a word counting by its rarity (ln(1 + pages / pages holding it)) and,
 * above `base`, by the page's score for it against the best page's (where the word stands: title, heading, body).
 */
export function coverageScores<R extends EngineResult>(
  answers: readonly (readonly ({results: R[]} | null)[])[],
  weights: readonly (readonly number[])[],
  {base = searchCoverageBase}: CoverageWeights = {},
): Map<string, {result: R; share: number}> {
  const perWord = answers.map((alternatives, slot) => {
    const pages = new Map<string, {result: R; score: number}>();
    alternatives.forEach((answer, index) => {
      const weight = weights[slot]?.[index] ?? 1;
      for (const result of answer?.results ?? []) {
        if (result.words.length === 0) continue;
        const score = result.score * weight;
        const known = pages.get(result.id);
        if (!known || score > known.score) pages.set(result.id, {result, score});
      }
    });
    return {slot, pages};
  });
  const allPages = new Set(perWord.flatMap(({pages}) => [...pages.keys()]));
  const total = Math.max(allPages.size, 1);
  const rarity = perWord.map(({pages}) => (pages.size === 0 ? 0 : Math.log(1 + total / pages.size)));
  const sum = rarity.reduce((a, b) => a + b, 0);
  const out = new Map<string, {result: R; share: number}>();
  if (sum === 0) return out;
  perWord.forEach(({pages}, index) => {
    const top = Math.max(0, ...[...pages.values()].map((page) => page.score));
    for (const [id, {result, score}] of pages) {
      const part = ((rarity[index] ?? 0) / sum) * (base + (1 - base) * (top > 0 ? score / top : 0));
      const known = out.get(id);
      out.set(id, {result: known?.result ?? result, share: (known?.share ?? 0) + part});
    }
  });
  return out;
}
