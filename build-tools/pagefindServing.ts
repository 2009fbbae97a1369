/**
 * Two changes to Pagefind's written output that make a query cheaper in the browser; searchIndex.ts applies both.
 * readPagefindData and writePagefindData read and write the data files as the first change leaves them
 * (searchChunks.ts re-splits the index after it).
 *
 * 1. Data files stored uncompressed. Pagefind writes its data files (the WebAssembly, the metadata, the word-index
 *    chunks and the page fragments) gzipped, and its engine inflates each one in JavaScript, on the main thread,
 *    unless the bytes already start with the signature `pagefind_dcd` (what a server that decodes them sends). This
 *    step stores them inflated, signature first; the precompress step then writes their .br and .gz twins, so nginx
 *    sends them with Content-Encoding and the browser decodes them natively. On the wire they are smaller too:
 *    brotli instead of gzip. A server without precompressed files (`docusaurus serve`) sends them as they are, and
 *    the engine reads them just the same.
 *
 * 2. One split of a page's text per page. Pagefind's `build_excerpt` splits the whole page text into words on every
 *    call, and it is called once for the page's excerpt and once per matching section, so a long page with many
 *    matching headings was split a dozen times for one result. `reuseExcerptWords` keeps the last page's words and
 *    hands each call a copy (the function marks matched words in its copy). Pagefind's version is pinned in
 *    package.json; an upgrade that changes this code stops the build here, to be looked at again.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import {walk} from './files';

/** The Pagefind files that its engine passes through its decompress step. */
export const pagefindDataFile = /\.(pf_fragment|pf_index|pf_meta|pagefind)$/;

/** The start of every Pagefind data file, once inflated. */
const signature = Buffer.from('pagefind_dcd');

function hasSignature(data: Buffer): boolean {
  return data.subarray(0, signature.length).equals(signature);
}

/** Inflates every gzipped Pagefind data file below `indexDir` in place; returns how many it inflated. */
export function storeUncompressed(indexDir: string): number {
  let inflated = 0;
  for (const file of walk(indexDir).filter((name) => pagefindDataFile.test(name))) {
    const stored = fs.readFileSync(file);
    if (hasSignature(stored)) continue;
    const data = zlib.gunzipSync(stored);
    if (!hasSignature(data)) {
      throw new Error(`${path.basename(file)}: not a Pagefind data file (no signature after inflating)`);
    }
    fs.writeFileSync(file, data);
    inflated += 1;
  }
  return inflated;
}

/** A Pagefind data file that storeUncompressed has inflated: its content after the signature. */
export function readPagefindData(file: string): Buffer {
  const stored = fs.readFileSync(file);
  if (!hasSignature(stored))
    throw new Error(`${file}: not an inflated Pagefind data file (run storeUncompressed first)`);
  return stored.subarray(signature.length);
}

/** Writes a Pagefind data file as storeUncompressed leaves one: the signature, then `data`. */
export function writePagefindData(file: string, data: Uint8Array): void {
  fs.writeFileSync(file, Buffer.concat([signature, data]));
}

/** The statement in Pagefind 1.6's `build_excerpt` that splits a page's text into words. */
const splitStatement = 'fragment_words=content.split(word_separators);';
const separatorsDeclaration = 'var word_separators=';

/** Pagefind's engine with `build_excerpt` splitting each page's text once instead of once per call. */
export function reuseExcerptWords(engine: string): string {
  const count = (needle: string): number => engine.split(needle).length - 1;
  if (count(splitStatement) !== 1 || count(separatorsDeclaration) !== 1) {
    throw new Error(
      `pagefind.js: build_excerpt is not the code that build-tools/pagefindServing.ts expects (Pagefind upgraded?). ` +
        `Check that reuseExcerptWords still applies, or remove it.`,
    );
  }
  return engine
    .replace(separatorsDeclaration, `var vsExcerptWords={content:null,words:[]};${separatorsDeclaration}`)
    .replace(
      splitStatement,
      'if(vsExcerptWords.content!==content){vsExcerptWords.content=content;' +
        'vsExcerptWords.words=content.split(word_separators);}fragment_words=vsExcerptWords.words.slice();',
    );
}
