/**
 * Offline search with Pagefind: `scripts/build/build-search-index.ts` indexes the built HTML after
 * `docusaurus build` and writes a chunked index to build/pagefind/. The browser loads the engine
 * (JavaScript plus a small WebAssembly module) and only the index chunks and page fragments a query
 * needs, so the first query costs about the same however many pages the site has.
 *
 * This file is read both by the indexer (Node) and by the search box and results page (browser):
 * keep it plain data.
 */

/** Where the index lives in the build, and the URL it is served from. */
export const searchIndexDir = 'pagefind';

/** The part of a page that is indexed: a doc's Markdown body, or `main` on the other pages. */
export const searchRootSelectors = ['.theme-doc-markdown', 'main'] as const;

/**
 * Left out of the index: code (readers search for concepts; identifiers in samples are reachable
 * through the API reference, whose headings are indexed), heading anchors, and interactive tools. A diagram's
 * dark version and phone panels repeat its alt text (src/components/Diagram): only the light drawing's counts.
 */
export const searchExcludeSelectors = [
  'pre',
  '.theme-code-block',
  '.hash-link',
  'form',
  'button',
  '.vs-diagram__dark',
  '.vs-diagram__phone',
  // "Show the whole file: X (N lines)" above a collapsed example: only a file name, and "show" besides.
  '.vs-whole-file > summary',
];

/**
 * How much more a word counts where it stands. Pagefind already weights headings (h1 7, h2 6, h3 5, h4 4);
 * the page description (front matter `description`) is added to the indexed text under the title, so a query
 * that matches what a page is about beats a passing mention in the body. The first cell of a table row (a
 * limit, a claim, a field name) weighs like an h5, and a symptom in a troubleshooting table (first column
 * headed "Symptom") like an h3.
 */
export const searchWeights = {description: 5, rowHeader: 3, symptom: 5} as const;

/**
 * Pagefind's ranking parameters (https://pagefind.app/docs/ranking/). The title counts for more than the
 * body; a short page is not preferred over a long one just for being short (reference pages are long). A word
 * matched as the start of a much longer word counts less (termSimilarity 3: "id" is not "identity"), and a word
 * repeated all over a page adds less after its first few uses (termSaturation 2). Chosen on the reader query set with
 * scripts/tools/search-ranking.ts (2026-11-26): from 1.0 and 1.4, top-1 went from 166 to 179 of 217 queries, top-3 stayed.
 */
export const searchRanking = {
  termFrequency: 1.0,
  termSimilarity: 3.0,
  termSaturation: 2.0,
  pageLength: 0.25,
  metaWeights: {title: 6},
} as const;

/**
 * Words a query drops before it reaches the index: small words that stand in almost every page ("the"
 * alone is one word in twelve of the indexed text). Pagefind matches words, not phrases, so they add no
 * precision, and each costs the download of the index chunk that holds it, the largest chunks of all.
 * "flash bet not showing" searches for "flash bet showing"; a query made only of these words is kept whole. "vs",
 * "versus", "between" and "difference" are here because readers compare two things ("hosted vs custom adapter",
 * "difference between supervisor and moderator") and a page answering that need not contain the joining word.
 */
export const searchStopWords: readonly string[] = (
  'a an and are as at be between by can difference do does for from how i in is it its my not of on or the this that ' +
  'to versus vs was what when where which why with you your'
).split(' ');

/**
 * Query variants (src/utils/searchQuery.ts). A page's score from a variant with a synonym in a reader's word's place
 * counts `searchSynonymWeight` times; from a variant without one of the query's words (queries of three words or
 * more), `searchPartialWeight` times. At most `searchVariantLimit` engine queries run for one typed query (a warm
 * engine query takes about a millisecond; the words of all variants cost one index chunk each, as before).
 */
export const searchSynonymWeight = 0.9;
export const searchPartialWeight = 0.6;
export const searchVariantLimit = 16;

/**
 * Ranking for long queries (three words or more after filler is dropped): each word (with its synonyms) is also
 * searched alone, and a page's coverage is the share of the query's words it holds, each word counting by its
 * rarity (a word on few pages counts more) and by where it stands on the page (Pagefind's score for that word:
 * title, headings, description and row headers weigh more than body text). A page's score is its best variant score
 * (as a share of the best page's) plus `searchCoverageWeight` times its coverage; a page that holds a word at all
 * gets `searchCoverageBase` of that word's share, the rest by its score for the word against the best page's. At most
 * `searchCoverageWords` words are searched alone (a pasted error message has dozens).
 */
export const searchCoverageWeight = 20;
export const searchCoverageBase = 0.1;
export const searchCoverageWords = 24;

/**
 * How much an API reference page's score (below /docs/api/) counts, unless the query names its type: when a guide and a
 * reference page match a query alike, the guide that explains comes before the page that defines. The build lists the
 * reference pages in `searchReferenceFile` inside the index folder (about 0.6 KiB on the wire, with the first query).
 */
export const searchReferenceWeight = 0.25;
export const searchReferenceFile = 'reference-pages.json';

/**
 * Every page's title by Pagefind's page id, one small JSON file in the index folder (about 2 KiB on the wire, with the
 * first query): a query that equals a page's title, or is contained in it word for word, ranks that page first
 * (src/utils/searchQuery.ts, titleMatch), as a reader used to Algolia DocSearch expects of "Chat channels".
 */
export const searchTitlesFile = 'page-titles.json';

/** Where the vocabulary for typo correction lives in the index folder: one JSON file per first letter or digit. */
export const searchVocabularyDir = 'vocabulary';

/**
 * How many word locations an index chunk holds (build-tools/searchChunks.ts re-splits Pagefind's index with it).
 * Pagefind's own chunks hold about 20,000, about 29 KiB on the wire here, and a query fetches the chunk of each of
 * its words. At 2,000 a chunk is about 3 KiB; a word's whole entry stays in one chunk, however many locations it has.
 * Measured on 103 pages (npm run bench -- --search-only): 4,000 gave 31 chunks and a typed-query maximum of 154 KiB,
 * 3,000 gave 40 and 151 KiB, 2,000 gives 56 and 135 KiB; the whole index stays about 410 KiB.
 */
export const searchChunkLocations = 2000;

/** Results shown under the search box while typing; the results page shows them all. */
export const searchSuggestionLimit = 5;

/** Words of context around a match in an excerpt. */
export const searchExcerptWords = 24;
