/**
 * Smaller word-index chunks for Pagefind. Pagefind 1.6 splits its word index into chunks of about 20,000 word
 * locations each (a constant in its source, not an option), about 29 KiB on the wire here. A query loads the one
 * chunk each of its words falls in, so a three-word first query paid for three such chunks. This step re-splits
 * the written index into chunks of `maxLocations` locations, with Pagefind's own rule (see splitWords), and rewrites
 * the metadata that names them. Word entries are moved whole, byte for byte: only the grouping and the file names
 * change. (Each entry's page numbers are deltas within the entry, so an entry means the same in any chunk.)
 *
 * Pagefind's files: `pagefind-entry.json` names each language's metadata (`pagefind.<hash>.pf_meta`); the metadata
 * lists the chunks (`index/<hash>.pf_index`) with the first and last word each one covers. Both are CBOR behind the
 * signature `pagefind_dcd`. Pagefind gzips them; pagefindServing.ts stores them inflated before this step runs, and
 * this step writes them the same way. The step refuses an index it cannot write back identically, so a Pagefind
 * upgrade that changes the encoding stops the build; one that changed what the numbers mean would fail the browser
 * test of the reader queries (tests/search.spec.ts), which searches the built index.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type * as CborModule from 'cborg';

import {readPagefindData, writePagefindData} from './pagefindServing';

/** cborg is published as an ES module only, and the build scripts run as CommonJS: it is imported when needed. */
type Cbor = typeof CborModule;

/** A word and its locations: [word, pages, ...]; each page is [page number delta, locations, ...]. */
export type WordEntry = [string, [number, number[], ...unknown[]][], ...unknown[]];

/** One chunk as the metadata names it: the words from `from` to `to` (shortest distinguishing prefixes). */
export interface ChunkName {
  from: string;
  to: string;
}

/** Decodes CBOR and checks that encoding the result again gives the same bytes. */
function decodeExactly(cbor: Cbor, data: Buffer, file: string): unknown {
  const decoded: unknown = cbor.decode(data);
  if (!Buffer.from(cbor.encode(decoded)).equals(data)) {
    throw new Error(
      `${file}: this Pagefind index format is not understood (re-encoding changes it); see ${__filename}`,
    );
  }
  return decoded;
}

/** How much a word adds to a chunk, counted as Pagefind counts it: each page's locations, plus one per page. */
export function wordSize(entry: WordEntry): number {
  return entry[1].reduce((sum, page) => sum + page[1].length + 1, 0);
}

/** The shortest word that counts as a prefix when a chunk closes: shorter ones ("a", "id") begin too many words. */
const shortestPrefixWord = 3;

/**
 * Pagefind's split, words in order, a chunk closing once it holds at least `maxLocations`, with one difference: a
 * chunk does not close before a word that a word in it begins ("token" and "tokens", "build" and "builds"). A query
 * loads one chunk per word and matches a word as a prefix, so a query for "build" must find "builds" in the chunk
 * that holds "build".
 */
export function splitWords(words: readonly WordEntry[], maxLocations: number): WordEntry[][] {
  const chunks: WordEntry[][] = [];
  let chunk: WordEntry[] = [];
  let size = 0;
  words.forEach((word, i) => {
    chunk.push(word);
    size += wordSize(word);
    const next = words[i + 1]?.[0];
    const continues =
      next !== undefined && chunk.some(([text]) => text.length >= shortestPrefixWord && next.startsWith(text));
    if (size >= maxLocations && !continues) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
  });
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** Pagefind's chunk names: between two chunks, the last and first words are cut one character past their common
 * prefix, so a searched word falls between one chunk's `from` and `to`. Characters are code points, as in Rust. */
export function chunkNames(chunks: readonly (readonly WordEntry[])[]): ChunkName[] {
  const names = chunks.map((chunk) => ({from: chunk[0]?.[0] ?? '', to: chunk[chunk.length - 1]?.[0] ?? ''}));
  for (let i = 0; i + 1 < names.length; i++) {
    const left = names[i];
    const right = names[i + 1];
    if (!left || !right) continue;
    const a = Array.from(left.to);
    const b = Array.from(right.from);
    let common = 0;
    while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
    left.to = a.slice(0, common + 1).join('');
    right.from = b.slice(0, common + 1).join('');
  }
  return names;
}

function hashOf(data: Uint8Array, language: string, length: number, taken: ReadonlySet<string>): string {
  const full = crypto.createHash('sha1').update(data).digest('hex');
  for (let size = length; size <= full.length; size++) {
    const name = `${language}_${full.slice(0, size)}`;
    if (!taken.has(name)) return name;
  }
  throw new Error(`two identical index chunks for ${language}`);
}

export interface RechunkResult {
  before: number;
  after: number;
}

/** Re-splits every language's word index in `indexDir` (Pagefind's output folder). */
export async function rechunkIndex(indexDir: string, maxLocations: number): Promise<RechunkResult> {
  const cbor = await import('cborg');
  const entryFile = path.join(indexDir, 'pagefind-entry.json');
  const entry = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as {languages: Record<string, {hash: string}>};
  let before = 0;
  let after = 0;
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaFile = path.join(indexDir, `pagefind.${info.hash}.pf_meta`);
    const meta = decodeExactly(cbor, readPagefindData(metaFile), metaFile) as unknown[];
    const listed = meta[2] as [string, string, string][];
    const words: WordEntry[] = [];
    for (const [, , hash] of listed) {
      const file = path.join(indexDir, 'index', `${hash}.pf_index`);
      const chunk = decodeExactly(cbor, readPagefindData(file), file) as [WordEntry[]];
      words.push(...chunk[0]);
      fs.rmSync(file);
    }
    const chunks = splitWords(words, maxLocations);
    const names = chunkNames(chunks);
    const taken = new Set<string>();
    meta[2] = chunks.map((chunk, i) => {
      const data = cbor.encode([chunk]);
      const hash = hashOf(data, language, 7, taken);
      taken.add(hash);
      writePagefindData(path.join(indexDir, 'index', `${hash}.pf_index`), data);
      const name = names[i] ?? {from: '', to: ''};
      return [name.from, name.to, hash];
    });
    const metaData = cbor.encode(meta);
    const metaHash = hashOf(metaData, language, 10, new Set());
    fs.rmSync(metaFile);
    writePagefindData(path.join(indexDir, `pagefind.${metaHash}.pf_meta`), metaData);
    info.hash = metaHash;
    before += listed.length;
    after += chunks.length;
  }
  fs.writeFileSync(entryFile, JSON.stringify(entry));
  return {before, after};
}
