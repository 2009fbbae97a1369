/**
 * The daily job: maps the sample fixtures with matchTree and creates their channels in one batch.
 * `SR_UTILITY_APP_KEY=<appKey> VS_MODERATOR_JWT=<token> npx tsx bin/create-channels-batch.ts`
 * SR_UTILITY_API_URL and VS_MANAGEMENT_API_URL point it at other base URLs, such as the tests' stand-ins.
 */
import {MANAGEMENT_API_BASE_URL} from '../src/channels/channel-api';
import {createMatchChannels} from '../src/channels/create-channels-batch';
import {describeMapping, UTILITY_API_BASE_URL} from '../src/channels/map-matches';
import {SAMPLE_FIXTURES} from '../src/channels/sample-fixtures';

async function main(): Promise<void> {
  const appKey = process.env.SR_UTILITY_APP_KEY;
  const moderatorJwt = process.env.VS_MODERATOR_JWT;
  if (!appKey || !moderatorJwt) throw new Error('Set SR_UTILITY_APP_KEY and VS_MODERATOR_JWT');

  const run = await createMatchChannels(
    {baseUrl: process.env.SR_UTILITY_API_URL ?? UTILITY_API_BASE_URL, appKey},
    {baseUrl: process.env.VS_MANAGEMENT_API_URL ?? MANAGEMENT_API_BASE_URL, moderatorJwt},
    SAMPLE_FIXTURES,
    {
      moderation: {moderationSource: 'VS', highPriority: false},
      eventTypes: ['MATCH_STARTED', 'SCORE_CHANGED', 'RED_CARD', 'MATCH_ENDED'],
      closeAfterKickoffSeconds: 6 * 60 * 60, // kick-off plus six hours
    },
  );
  for (const mapping of run.mappings) console.log(describeMapping(mapping));
  for (const mapping of run.toReview) console.warn(`Created without a Sportradar id, check: ${mapping.ownMatchId}`);
  // Whether a 2xx means every element was created is not published: keep the body in your logs.
  console.log(`Batch of ${SAMPLE_FIXTURES.length} answered HTTP ${run.answer.status}: ${run.answer.body}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
