/**
 * The built search index queried from Node, exactly as the site's pages query it: Pagefind's own engine (the
 * build's pagefind/pagefind.js) with its files read from disk, the vocabulary read from disk, and the query
 * preparation and merging of src/utils/searchQuery.ts. Used by scripts/tools/search-ranking.ts; any Node tool that must
 * rank as the site does can use it too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

import {
  prepareQuery,
  searchPrepared,
  type EngineResult,
  type PrepareOptions,
  type PreparedQuery,
  type SearchEngine,
  type Vocabulary,
} from '../src/utils/searchQuery';
import type {SearchAnswer} from '../src/utils/pagefind';

/** A result as Pagefind's engine returns it. */
export interface NodeResult extends EngineResult {
  data(): Promise<{
    url: string;
    meta: {title?: string};
    excerpt: string;
    sub_results?: {title: string; url: string; excerpt: string}[];
  }>;
}

interface NodeEngine extends SearchEngine<NodeResult> {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
}

let fetchPatched = false;

/** Lets Pagefind's fetch calls read file: URLs (Node's fetch does not). */
function readFileUrls(): void {
  if (fetchPatched) return;
  fetchPatched = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:')) return networkFetch(input, init);
    return new Response(fs.readFileSync(fileURLToPath(url.split('?')[0] ?? url)));
  };
}

/** Options of a search: those of prepareQuery, and the reference pages' weight (for tuning). */
export interface SearchOptions extends PrepareOptions {
  readonly referenceWeight?: number;
  readonly coverageWeight?: number;
  readonly coverageBase?: number;
}

export interface NodeSearch {
  /** The search as the site's search box and results page run it (src/utils/pagefindQuery.ts, runSearch): the
   * first `limit` pages shaped for the UI, with their excerpts and sections. */
  answer(query: string, limit: number): Promise<SearchAnswer>;
  /** Prepares a query as the site does. */
  prepare(query: string, options?: PrepareOptions): Promise<PreparedQuery>;
  /** The pages a query finds, best first: their URLs (without trailing slash), titles and excerpts (Pagefind's, with
   * its `<mark>` tags). */
  search(query: string, options?: SearchOptions): Promise<{url: string; title: string; excerpt: string}[]>;
}

/** Opens the index of a build folder (`build/` after `npm run build`). */
export async function openBuiltSearch(
  buildDir: string,
  settings: {
    indexDir: string;
    vocabularyDir: string;
    referenceFile: string;
    /** Every page's title by id (config/search.ts, searchTitlesFile); read when the build has it. */
    titlesFile?: string;
    ranking: Record<string, unknown>;
    excerptWords: number;
  },
): Promise<NodeSearch> {
  readFileUrls();
  const indexDir = path.join(buildDir, settings.indexDir);
  const engine = (await import(pathToFileURL(path.join(indexDir, 'pagefind.js')).href)) as NodeEngine;
  await engine.options({
    ranking: settings.ranking,
    excerptLength: settings.excerptWords,
    noWorker: true,
    basePath: pathToFileURL(`${indexDir}/`).href,
  });
  await engine.init();
  const chunks = new Map<string, Vocabulary>();
  const loadVocabulary = (key: string): Promise<Vocabulary> => {
    let chunk = chunks.get(key);
    if (!chunk) {
      const file = path.join(indexDir, settings.vocabularyDir, `${key}.json`);
      const words = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>) : {};
      chunk = new Map(Object.entries(words));
      chunks.set(key, chunk);
    }
    return Promise.resolve(chunk);
  };
  const referenceFile = path.join(indexDir, settings.referenceFile);
  const reference = new Map(
    Object.entries(
      fs.existsSync(referenceFile)
        ? (JSON.parse(fs.readFileSync(referenceFile, 'utf8')) as Record<string, string>)
        : {},
    ),
  );
  const titlesFile = settings.titlesFile === undefined ? undefined : path.join(indexDir, settings.titlesFile);
  const titles = new Map(
    Object.entries(
      titlesFile !== undefined && fs.existsSync(titlesFile)
        ? (JSON.parse(fs.readFileSync(titlesFile, 'utf8')) as Record<string, string>)
        : {},
    ),
  );
  const prepare = (query: string, options?: PrepareOptions): Promise<PreparedQuery> =>
    prepareQuery(query, loadVocabulary, options);
  // The engine resolves page URLs against its file: base ("/file:/…/build/docs/x"); the site's path follows the build
  // folder's path.
  const buildPath = pathToFileURL(buildDir).pathname;
  return {
    prepare,
    async answer(query, limit) {
      const {runSearch} = await import('../src/utils/pagefindQuery');
      const answer = await runSearch(engine, query, limit, {
        indexBase: pathToFileURL(`${indexDir}/`).href,
      });
      const strip = (url: string): string => {
        const at = url.indexOf(buildPath);
        return at >= 0 ? url.slice(at + buildPath.length) || '/' : url;
      };
      return {...answer, hits: answer.hits.map((hit) => ({...hit, url: strip(hit.url)}))};
    },
    async search(query, options) {
      const results = await searchPrepared(
        engine,
        await prepare(query, options),
        reference,
        options?.referenceWeight,
        {
          ...(options?.coverageWeight === undefined ? {} : {weight: options.coverageWeight}),
          ...(options?.coverageBase === undefined ? {} : {base: options.coverageBase}),
        },
        titles,
      );
      return Promise.all(
        results.map(async (result) => {
          const page = await result.data();
          const at = page.url.indexOf(buildPath);
          const url = at >= 0 ? page.url.slice(at + buildPath.length) || '/' : page.url;
          return {
            url: url.length > 1 ? url.replace(/\/$/, '') : url,
            title: page.meta.title ?? url,
            excerpt: page.excerpt,
          };
        }),
      );
    },
  };
}
