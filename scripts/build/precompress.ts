/**
 * `tsx scripts/build/precompress.ts [build]`: writes .gz and .br files next to every text file of the build,
 * for nginx's gzip_static and brotli_static (build-tools/precompress.ts). Runs after `docusaurus build`
 * (package script "build"), once every plugin, including the search index and llms.txt generators,
 * has written its files.
 */
import path from 'node:path';

import {precompressTree} from '../../build-tools/precompress';
import {runAsScript} from '../lib/run-as-script';

const mebibytes = (bytes: number): string => (bytes / 1048576).toFixed(1);

async function main(argv: string[]): Promise<void> {
  const buildDir = path.resolve(__dirname, '..', '..', argv[0] ?? 'build');
  const {files, originalBytes, brotliBytes} = await precompressTree(buildDir);
  console.log(
    `precompress: ${files} files, ${mebibytes(originalBytes)} MiB -> ${mebibytes(brotliBytes)} MiB with brotli`,
  );
}

runAsScript(module, main);
