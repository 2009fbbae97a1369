/**
 * Writes .gz and .br files next to every text file of the build, for nginx's gzip_static and
 * brotli_static. Runs after `docusaurus build` (package script "build"), once every plugin,
 * including the search index and llms.txt generators, has written its files.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import {walk} from '../plugins/production-serving';

const buildDir = path.resolve(__dirname, '..', process.argv[2] ?? 'build');
const compressible = /\.(html|js|css|svg|json|txt|xml|md)$/;

let count = 0;
let original = 0;
let brotli = 0;
for (const file of walk(buildDir)) {
  if (!compressible.test(file)) continue;
  const content = fs.readFileSync(file);
  if (content.length < 256) continue;
  const br = zlib.brotliCompressSync(content, {
    params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length},
  });
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, {level: 9}));
  fs.writeFileSync(`${file}.br`, br);
  count += 1;
  original += content.length;
  brotli += br.length;
}
console.log(`precompress: ${count} files, ${(original / 1048576).toFixed(1)} MiB -> ${(brotli / 1048576).toFixed(1)} MiB with brotli`);
