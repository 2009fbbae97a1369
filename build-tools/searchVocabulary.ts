/**
 * The vocabulary that typo correction reads (src/utils/searchQuery.ts): every word of the indexed text, with the
 * number of pages that hold it, in one small JSON file per first letter or digit (`a.json`: {"adapter": 41, …}). A
 * query loads the files of the first letters of the words it may correct, and only those: typos in a word's first
 * letter are not corrected (a reader rarely misses the first letter, and it keeps each download to one file).
 * Words are taken as the query side splits them (searchTerms and wordParts), so both sides agree on what a word is.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

import {searchTerms, vocabularyKey, wordParts} from '../src/utils/searchQuery';

/** Words longer than this are identifiers or URLs, never a reader's misspelling. */
const longestWord = 40;

/** The text Pagefind indexes in a page prepared by prepareForIndex, each element's text apart from the next one's. */
export function indexedText(preparedHtml: string): string {
  const $ = cheerio.load(preparedHtml);
  const body = $('[data-pagefind-body]').first();
  // A line-break opportunity inside a long name (`high<wbr>Priority`) is not a word boundary: Pagefind reads one word.
  body.find('wbr').remove();
  body.find('*').each((_, element) => {
    $(element).append(' ');
  });
  const alt = body
    .find('img[alt]')
    .map((_, image) => $(image).attr('alt'))
    .get()
    .join(' ');
  return `${body.text()} ${alt}`;
}

/** The distinct vocabulary words of one page's text. */
export function pageWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const term of searchTerms(text)) {
    for (const part of wordParts(term)) if (part.length <= longestWord) words.add(part);
  }
  return words;
}

/** Counts, per word, the pages that hold it. */
export class VocabularyCounter {
  private readonly pages = new Map<string, number>();

  addPage(text: string): void {
    for (const word of pageWords(text)) this.pages.set(word, (this.pages.get(word) ?? 0) + 1);
  }

  /** The chunks: key -> word -> pages, words in order. */
  chunks(): Map<string, Record<string, number>> {
    const chunks = new Map<string, Record<string, number>>();
    for (const word of [...this.pages.keys()].sort()) {
      const key = vocabularyKey(word);
      if (key === undefined) continue;
      const chunk = chunks.get(key) ?? {};
      chunk[word] = this.pages.get(word) ?? 0;
      chunks.set(key, chunk);
    }
    return chunks;
  }
}

/** Writes the chunks to `dir` (replacing it); returns how many words and files it wrote. */
export function writeVocabulary(counter: VocabularyCounter, dir: string): {words: number; files: number} {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  let words = 0;
  const chunks = counter.chunks();
  for (const [key, chunk] of chunks) {
    fs.writeFileSync(path.join(dir, `${key}.json`), JSON.stringify(chunk));
    words += Object.keys(chunk).length;
  }
  return {words, files: chunks.size};
}
