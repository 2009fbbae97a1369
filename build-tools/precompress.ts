/**
 * Brotli and gzip files next to every text file of a build, for nginx's brotli_static and gzip_static.
 *
 * Brotli at quality 11 is slow (about 30 s for this site on one core), so files are compressed with
 * zlib's asynchronous API, which runs on libuv's thread pool and so uses every core.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

import {walk} from './files';
import {pagefindDataFile} from './pagefindServing';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text formats (images other than SVG and fonts are compressed already). */
const compressible = /\.(html|js|css|svg|json|txt|xml|md)$/;

/** Smaller files gain nothing: the compressed form plus headers is about as large. */
export const minimumBytes = 256;

/** Text files, and the search index's data files, which pagefindServing.ts stores uncompressed. */
export function isCompressible(file: string): boolean {
  return compressible.test(file) || pagefindDataFile.test(file);
}

export interface PrecompressResult {
  /** Files that got a .br and a .gz. */
  readonly files: number;
  readonly originalBytes: number;
  readonly brotliBytes: number;
}

/** Writes `file.br` and `file.gz`; returns the sizes, or undefined for a file under `minimumBytes`. */
async function compress(file: string): Promise<{original: number; brotli: number} | undefined> {
  const content = await fs.readFile(file);
  if (content.length < minimumBytes) return undefined;
  const [br, gz] = await Promise.all([
    brotliCompress(content, {
      params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length},
    }),
    gzip(content, {level: 9}),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return {original: content.length, brotli: br.length};
}

/** Compresses every compressible file below `dir` (not the .br/.gz files of an earlier run). */
export async function precompressTree(dir: string): Promise<PrecompressResult> {
  const queue = walk(dir).filter(isCompressible);
  let files = 0;
  let originalBytes = 0;
  let brotliBytes = 0;
  // As many files in flight as the thread pool has threads (at least 4, libuv's default).
  const lanes = Math.max(4, os.availableParallelism());
  await Promise.all(
    Array.from({length: lanes}, async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        const result = await compress(file);
        if (!result) continue;
        files += 1;
        originalBytes += result.original;
        brotliBytes += result.brotli;
      }
    }),
  );
  return {files, originalBytes, brotliBytes};
}
