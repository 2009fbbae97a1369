/**
 * The search index of a build (Pagefind). Each HTML page is prepared in memory before Pagefind reads it:
 * only the page's content root is indexed, code and tools are left out, and the page description is added
 * with a higher weight. The served HTML is not changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {AnyNode} from 'domhandler';

import {designedLabel} from '../src/data/designedMarker';
import {walk} from './files';
import {reuseExcerptWords, storeUncompressed} from './pagefindServing';
import {rechunkIndex} from './searchChunks';
import {writePageTitles, writeReferencePages} from './searchReference';
import {indexedText, VocabularyCounter, writeVocabulary} from './searchVocabulary';

/** Weights of text that says what a page or a part of it is about (Pagefind weights headings itself). */
export interface IndexWeights {
  /** The page description, added under the title. */
  readonly description: number;
  /** The first cell of each table row: it names what the row is about (a limit, a claim, a field). */
  readonly rowHeader: number;
  /** The same in a table whose first column is headed "Symptom": symptoms are what readers type. */
  readonly symptom: number;
}

export interface IndexOptions {
  /** Candidate content roots, first match wins. */
  readonly rootSelectors: readonly string[];
  /** Removed from the content root before indexing (code, anchors, tools). */
  readonly excludeSelectors: readonly string[];
  readonly weights: IndexWeights;
  /** Word locations per index chunk (build-tools/searchChunks.ts). */
  readonly chunkLocations: number;
  /** Folder, inside the index folder, of the vocabulary for typo correction (build-tools/searchVocabulary.ts). */
  readonly vocabularyDir: string;
  /** The API reference pages (URL prefix) and the file, inside the index folder, that lists them
   * (build-tools/searchReference.ts). */
  readonly reference: {readonly urlPrefix: string; readonly file: string};
  /** The file, inside the index folder, of every page's title by page id (build-tools/searchReference.ts). */
  readonly titlesFile?: string;
}

/** The URL a built HTML file is served at: `docs/a/index.html` -> `/docs/a`, `index.html` -> `/`. */
export function pageUrl(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join('/');
  const withoutIndex = posix.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutIndex}`;
}

/**
 * The HTML Pagefind should index for one page, or undefined when the page is not for the index
 * (a `noindex` page such as the search results page, or a page with no content root).
 */
export function prepareForIndex(html: string, options: IndexOptions): string | undefined {
  const $ = cheerio.load(html);
  const robots = $('meta[name="robots"]').attr('content') ?? '';
  if (/noindex/i.test(robots)) return undefined;
  const root = options.rootSelectors.map((selector) => $(selector).first()).find((found) => found.length > 0);
  if (!root) return undefined;
  for (const selector of options.excludeSelectors) root.find(selector).remove();
  // The designed marker is a badge on a name, not text about the product: indexed, "onboarding" and "confirm"
  // matched nearly every page and excerpts had "Designed: confirm at onboarding" spliced into sentences. The badge
  // (src/components/DesignedBadge, data-designed-marker) and a table's legend line for it stay on the page only.
  root.find('[data-designed-marker], .table-legend').remove();
  root.attr('data-pagefind-body', '');
  // Pagefind takes a page's first image as the result's picture and indexes its address as a word. Results show no
  // pictures, and a diagram the bundler inlined is a data: URL of several kilobytes: one "word" that weighed more
  // than a hundred real ones in the index chunk and the page's fragment. The alt text stays indexed.
  root.find('img').removeAttr('src').removeAttr('srcset');
  // The first cell of a row names the row; a troubleshooting table's symptoms count like headings.
  root.find('table').each((_, table) => {
    const symptoms = $(table).find('thead th').first().text().trim() === 'Symptom';
    const weight = symptoms ? options.weights.symptom : options.weights.rowHeader;
    $(table).find('tbody tr > td:first-child').attr('data-pagefind-weight', String(weight));
  });
  // Cells and list items are separate phrases. Pagefind joins an element's text to the next one's with nothing (it
  // would read "Symptom", "Cause" as "SymptomCause") and ends only headings and paragraphs with a full stop, so a
  // search excerpt ran a table's cells together ("Symptom Cause Fix SIR is not defined…"). A row reads as one
  // sentence, its first cell (what the row is about) followed by a colon and the other cells by semicolons: "SIR is
  // not defined in the console: A script calls SIR before the loader; Put the loader snippet…". A header row names
  // columns, not content: it is left out. The served page is not changed.
  root.find('thead').remove();
  root.find('tr').each((_, row) => {
    const cells = $(row).children('th, td');
    cells.each((index, cell) => {
      const text = $(cell).text().trim();
      if (index === cells.length - 1) endAsSentence($(cell));
      else if (text !== '' && !/[.!?:;,…]$/.test(text)) $(cell).append(index === 0 ? ': ' : '; ');
      else $(cell).append(' ');
    });
  });
  root.find('li').each((_, item) => {
    const nested = $(item).children('ul, ol').first();
    if (nested.length > 0) nested.before(sentenceEnd($(item).clone().children('ul, ol').remove().end().text()));
    else endAsSentence($(item));
  });
  const description = withoutDesignedNote($('meta[name="description"]').attr('content') ?? '').trim();
  if (description) {
    const paragraph = $('<p></p>').attr('data-pagefind-weight', String(options.weights.description)).text(description);
    const heading = root.find('h1').first();
    if (heading.length > 0) heading.after(paragraph);
    else root.prepend(paragraph);
  }
  return $.html();
}

/** The marker's words as a description writes them in text ("(names designed: confirm at onboarding)"). */
const designedNote = new RegExp(
  `\\s*\\((?:[\\p{L} ]*\\s)?${designedLabel.toLowerCase().replace(/\s+/g, '\\s+')}\\)|\\s*${designedLabel
    .toLowerCase()
    .replace(/\s+/g, '\\s+')}`,
  'giu',
);

/** A text without the designed marker's words (the description of a page that names a designed action). */
export function withoutDesignedNote(text: string): string {
  return text.replace(designedNote, '');
}

/** What ends a phrase in an excerpt: nothing after a text that ends in punctuation, else a full stop. */
export function sentenceEnd(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' || /[.!?:;,…]$/.test(trimmed) ? ' ' : '. ';
}

function endAsSentence(element: cheerio.Cheerio<AnyNode>): void {
  element.append(sentenceEnd(element.text()));
}

export interface SearchIndexResult {
  readonly pages: number;
  readonly skipped: number;
  readonly files: number;
  readonly bytes: number;
  /** Index chunks as Pagefind wrote them, and after re-splitting. */
  readonly chunks: {readonly before: number; readonly after: number};
  /** Words in the vocabulary for typo correction, and its files. */
  readonly vocabulary: {readonly words: number; readonly files: number};
  /** Reference pages listed for ranking. */
  readonly referencePages: number;
}

/** Pagefind's own UI bundles and debugging aids (the site has its own search box and results page), its web worker
 * (src/utils/pagefind.ts runs the engine in the page), and the WebAssembly for languages without a stemmer (the
 * index is English only). */
const unusedOutput =
  /^(pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)|pagefind-worker\.js|playground|wasm\.unknown\.pagefind)$/;

/** Indexes every HTML page below `buildDir` and writes the index to `buildDir/outputDir`. */
export async function buildSearchIndex(
  buildDir: string,
  outputDir: string,
  options: IndexOptions,
): Promise<SearchIndexResult> {
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const target = path.join(buildDir, outputDir);
  let pages = 0;
  let skipped = 0;
  const vocabulary = new VocabularyCounter();
  try {
    const notFoundPage = path.join(buildDir, '404.html');
    const htmlFiles = walk(buildDir).filter(
      (file) => file.endsWith('.html') && file !== notFoundPage && !file.startsWith(`${target}${path.sep}`),
    );
    for (const file of htmlFiles) {
      const prepared = prepareForIndex(fs.readFileSync(file, 'utf8'), options);
      if (prepared === undefined) {
        skipped += 1;
        continue;
      }
      vocabulary.addPage(indexedText(prepared));
      const added = await index.addHTMLFile({url: pageUrl(path.relative(buildDir, file)), content: prepared});
      if (added.errors.length > 0) throw new Error(`Pagefind, ${file}: ${added.errors.join('; ')}`);
      pages += 1;
    }
    fs.rmSync(target, {recursive: true, force: true});
    const written = await index.writeFiles({outputPath: target});
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  for (const entry of fs.readdirSync(target)) {
    if (unusedOutput.test(entry)) fs.rmSync(path.join(target, entry), {recursive: true, force: true});
  }
  storeUncompressed(target);
  const chunks = await rechunkIndex(target, options.chunkLocations);
  const engine = path.join(target, 'pagefind.js');
  fs.writeFileSync(engine, reuseExcerptWords(fs.readFileSync(engine, 'utf8')));
  const words = writeVocabulary(vocabulary, path.join(target, options.vocabularyDir));
  const referencePages = writeReferencePages(target, options.reference.urlPrefix, options.reference.file);
  if (options.titlesFile !== undefined) writePageTitles(target, options.titlesFile);
  const files = walk(target);
  const bytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  return {pages, skipped, files: files.length, bytes, chunks, vocabulary: words, referencePages};
}
