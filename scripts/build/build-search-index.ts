/**
 * `tsx scripts/build/build-search-index.ts [build]`: the Pagefind search index of the build
 * (build-tools/searchIndex.ts, settings in config/search.ts). Runs after `docusaurus build`
 * and before precompression (package script "build").
 */
import path from 'node:path';

import {buildSearchIndex} from '../../build-tools/searchIndex';
import {
  searchChunkLocations,
  searchExcludeSelectors,
  searchIndexDir,
  searchReferenceFile,
  searchRootSelectors,
  searchTitlesFile,
  searchVocabularyDir,
  searchWeights,
} from '../../config/search';
import {runAsScript} from '../lib/run-as-script';

async function main(argv: string[]): Promise<void> {
  const buildDir = path.resolve(__dirname, '..', '..', argv[0] ?? 'build');
  const {pages, skipped, files, bytes, chunks, vocabulary, referencePages} = await buildSearchIndex(
    buildDir,
    searchIndexDir,
    {
      rootSelectors: searchRootSelectors,
      excludeSelectors: searchExcludeSelectors,
      weights: searchWeights,
      chunkLocations: searchChunkLocations,
      vocabularyDir: searchVocabularyDir,
      reference: {urlPrefix: '/docs/api', file: searchReferenceFile},
      titlesFile: searchTitlesFile,
    },
  );
  console.log(
    `search index: ${pages} pages indexed (${skipped} left out), ${chunks.after} index chunks (Pagefind wrote ${chunks.before}), ${vocabulary.words} words in ${vocabulary.files} vocabulary files, ${referencePages} reference pages listed, ${files} files, ${(bytes / 1024).toFixed(0)} KiB in ${searchIndexDir}/`,
  );
}

runAsScript(module, main);
