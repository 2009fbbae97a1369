/**
 * `tsx scripts/tools/search-ranking.ts [build] [--verbose]`: ranks the reader query set (tests/support/search-queries.ts)
 * against a build's search index in Node, exactly as the site ranks (build-tools/pagefindNode.ts), and prints the
 * top-1 and top-3 figures, per kind of query. `--write-baseline` records which queries are in the top three
 * (tests/support/search-baseline.json), `--check-baseline` fails naming each recorded query that dropped out;
 * `--probe "query"` prints what one query returns; `--long` ranks the long assistant-style questions instead. Seconds instead of a browser run: for tuning; the browser test
 * (tests/search.spec.ts) remains the proof.
 */
import fs from 'node:fs';
import path from 'node:path';

import {openBuiltSearch} from '../../build-tools/pagefindNode';
import {
  searchExcerptWords,
  searchIndexDir,
  searchRanking,
  searchReferenceFile,
  searchTitlesFile,
  searchVocabularyDir,
} from '../../config/search';
import {
  baselineDrops,
  expectedPath,
  longQuestions,
  nextBaseline,
  rankingFigures,
  searchQueries,
  type QueryOutcome,
  type SearchBaseline,
} from '../../tests/support/search-queries';
import {runAsScript} from '../lib/run-as-script';

const baselineFile = path.resolve(__dirname, '..', '..', 'tests', 'support', 'search-baseline.json');

async function main(argv: string[]): Promise<void> {
  const buildArgument = argv.find((argument) => !argument.startsWith('--'));
  const buildDir = path.resolve(__dirname, '..', '..', buildArgument ?? 'build');
  const search = await openBuiltSearch(buildDir, {
    indexDir: searchIndexDir,
    vocabularyDir: searchVocabularyDir,
    referenceFile: searchReferenceFile,
    titlesFile: searchTitlesFile,
    // SEARCH_RANKING='{"termSimilarity":2}' tries other ranking parameters (https://pagefind.app/docs/ranking/).
    ranking: {...searchRanking, ...(JSON.parse(process.env.SEARCH_RANKING ?? '{}') as Record<string, unknown>)},
    excerptWords: searchExcerptWords,
  });
  // --probe "query" prints what one query returns (count, correction, the first results and their excerpts).
  const probeAt = argv.indexOf('--probe');
  if (probeAt >= 0) {
    const query = argv[probeAt + 1] ?? '';
    const answer = await search.answer(query, 3);
    const text = (parts: readonly {text: string; marked: boolean}[]): string =>
      parts.map((part) => (part.marked ? `*${part.text}*` : part.text)).join('');
    console.log(
      `${JSON.stringify(query.slice(0, 60))}: ${answer.total} pages; corrected: ${answer.corrected ?? '-'}` +
        `; unknown: ${answer.unknown?.join(' ') || '-'}`,
    );
    for (const hit of answer.hits) console.log(`  ${hit.url} [${hit.excerptHeading ?? 'top'}]: ${text(hit.excerpt)}`);
    return;
  }
  const outcomes: QueryOutcome[] = [];
  // --long ranks the long assistant-style questions instead of the reader set (no baseline for them).
  const long = argv.includes('--long');
  for (const {query, expect, kind} of long ? longQuestions : searchQueries) {
    // SEARCH_WEIGHTS='{"partialWeight":0.8}' tries other variant and reference weights.
    const weights = JSON.parse(process.env.SEARCH_WEIGHTS ?? '{}') as Record<string, number>;
    const top = (await search.search(query, weights)).slice(0, 3).map((page) => page.url);
    const rank = top.findIndex((url) => expect.some((page) => url === expectedPath(page)));
    outcomes.push({query, kind, rank: rank < 0 ? undefined : rank + 1, top});
  }
  if (argv.includes('--verbose')) {
    for (const outcome of outcomes.filter((o) => o.rank !== 1)) {
      const prepared = await search.prepare(outcome.query);
      console.log(
        `${outcome.rank === undefined ? 'MISS' : `#${outcome.rank}`} ${outcome.query} -> ${outcome.top.join(', ')}` +
          ` [${prepared.variants.map((v) => v.terms).join(' | ')}]`,
      );
    }
  }
  console.log(rankingFigures(outcomes));
  if (long) return;
  const baseline = JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as SearchBaseline;
  if (argv.includes('--write-baseline')) {
    fs.writeFileSync(baselineFile, `${JSON.stringify(nextBaseline(outcomes, baseline), null, 2)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), baselineFile)}`);
  } else if (argv.includes('--check-baseline')) {
    const drops = baselineDrops(outcomes, baseline);
    if (drops.length > 0) throw new Error(`search guard: ${drops.join('; ')}`);
    console.log('search guard: every query recorded in the top three is still there');
  }
}

runAsScript(module, main);
