/**
 * `tsx scripts/build-search-index.ts [build]`: the Pagefind search index of the build
 * (build-tools/searchIndex.ts, settings in config/search.ts). Runs after `docusaurus build`
 * and before precompression (package script "build").
 */
import path from 'node:path';

import {buildSearchIndex} from '../build-tools/searchIndex';
import {
  searchChunkLocations,
  searchExcludeSelectors,
  searchIndexDir,
  searchReferenceFile,
  searchRootSelectors,
  searchTitlesFile,
  searchVocabularyDir,
  searchWeights,
} from '../config/search';

const buildDir = path.resolve(__dirname, '..', process.argv[2] ?? 'build');

buildSearchIndex(buildDir, searchIndexDir, {
  rootSelectors: searchRootSelectors,
  excludeSelectors: searchExcludeSelectors,
  weights: searchWeights,
  chunkLocations: searchChunkLocations,
  vocabularyDir: searchVocabularyDir,
  reference: {urlPrefix: '/docs/api', file: searchReferenceFile},
  titlesFile: searchTitlesFile,
})
  .then(({pages, skipped, files, bytes, chunks, vocabulary, referencePages}) => {
    console.log(
      `search index: ${pages} pages indexed (${skipped} left out), ${chunks.after} index chunks (Pagefind wrote ${chunks.before}), ${vocabulary.words} words in ${vocabulary.files} vocabulary files, ${referencePages} reference pages listed, ${files} files, ${(bytes / 1024).toFixed(0)} KiB in ${searchIndexDir}/`,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
