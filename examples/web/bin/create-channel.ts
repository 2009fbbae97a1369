/**
 * Creates the guide's example channel: `VS_MODERATOR_JWT=<token> npx tsx bin/create-channel.ts`.
 * VS_MANAGEMENT_API_URL points it at another base URL, such as the tests' loopback stand-in.
 */
import {MANAGEMENT_API_BASE_URL} from '../src/channels/channel-api';
import {createChannel} from '../src/channels/create-channel';
import {expiresIn} from '../src/channels/expiry';

async function main(): Promise<void> {
  const moderatorJwt = process.env.VS_MODERATOR_JWT;
  if (!moderatorJwt) throw new Error('Set VS_MODERATOR_JWT to a freshly signed token with userType MODERATOR');
  const config = {baseUrl: process.env.VS_MANAGEMENT_API_URL ?? MANAGEMENT_API_BASE_URL, moderatorJwt};

  const answer = await createChannel(config, {
    channelId: 'north-city-v-south-rovers',
    channelName: 'North City vs South Rovers',
    expirationDatetime: expiresIn(3 * 24 * 60 * 60, new Date()),
    metadata: {ourMatchId: 'm-20931'},
    moderationSource: 'VS',
    highPriority: false,
    channelType: 'MATCH',
    relatedCompetitions: [
      // srEntityId inside a relatedCompetitions entry: designed: confirm at onboarding
      {srEntityId: 'sr:match:123456', eventTypes: ['MATCH_STARTED', 'SCORE_CHANGED', 'RED_CARD', 'MATCH_ENDED']},
    ],
    testChannel: false,
  });
  // The response body is not published: log it, do not read fields from it.
  console.log(`Channel created (HTTP ${answer.status}): ${answer.body}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
