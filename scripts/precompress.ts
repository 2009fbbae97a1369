/**
 * Writes .gz and .br files next to every text file of the build, for nginx's gzip_static and
 * brotli_static. Runs after `docusaurus build` (package script "build"), once every plugin,
 * including the search index and llms.txt generators, has written its files.
 *
 * Brotli at quality 11 is slow (about 30 s for this site on one core), so files are compressed
 * with zlib's asynchronous API, which runs on libuv's thread pool and so uses every core.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

import {walk} from '../plugins/production-serving';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const buildDir = path.resolve(__dirname, '..', process.argv[2] ?? 'build');
const compressible = /\.(html|js|css|svg|json|txt|xml|md)$/;

async function compress(file: string): Promise<{original: number; brotli: number} | undefined> {
  const content = await fs.readFile(file);
  if (content.length < 256) return undefined;
  const [br, gz] = await Promise.all([
    brotliCompress(content, {
      params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length},
    }),
    gzip(content, {level: 9}),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return {original: content.length, brotli: br.length};
}

async function main(): Promise<void> {
  const queue = walk(buildDir).filter((file) => compressible.test(file));
  let count = 0;
  let original = 0;
  let brotli = 0;
  // As many files in flight as the thread pool has threads (at least 4, libuv's default).
  const lanes = Math.max(4, os.availableParallelism());
  await Promise.all(
    Array.from({length: lanes}, async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        const result = await compress(file);
        if (!result) continue;
        count += 1;
        original += result.original;
        brotli += result.brotli;
      }
    }),
  );
  console.log(`precompress: ${count} files, ${(original / 1048576).toFixed(1)} MiB -> ${(brotli / 1048576).toFixed(1)} MiB with brotli`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
