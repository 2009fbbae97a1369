/**
 * Prints the Sportradar id of each sample fixture: `SR_UTILITY_APP_KEY=<appKey> npx tsx bin/map-matches.ts`.
 * SR_UTILITY_API_URL points it at another base URL, such as the tests' loopback stand-in.
 */
import {describeMapping, fetchMatchTree, mapFixture, UTILITY_API_BASE_URL} from '../src/channels/map-matches';
import {SAMPLE_FIXTURES} from '../src/channels/sample-fixtures';

async function main(): Promise<void> {
  const appKey = process.env.SR_UTILITY_APP_KEY;
  if (!appKey) throw new Error('Set SR_UTILITY_APP_KEY to the appKey from the Client Setup team');
  const tree = await fetchMatchTree({baseUrl: process.env.SR_UTILITY_API_URL ?? UTILITY_API_BASE_URL, appKey});

  for (const fixture of SAMPLE_FIXTURES) {
    const result = mapFixture(fixture, tree);
    (result.status === 'mapped' ? console.log : console.warn)(describeMapping(result));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
