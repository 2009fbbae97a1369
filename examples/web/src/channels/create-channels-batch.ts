import {
  callChannelApi,
  CHANNEL_ID_MAX_LENGTH,
  type ChannelApiAnswer,
  type ChannelApiConfig,
  type CreateChannelRequest,
  type EventType,
  type ModerationFields,
} from './channel-api';
import {findProblems} from './create-channel';
import {toUnixSeconds} from './expiry';
import {
  asciiWords,
  fetchMatchTree,
  mapFixture,
  type MappingResult,
  type OwnFixture,
  type UtilityApiConfig,
} from './map-matches';

/** What every match channel of one run shares. */
export interface MatchChannelSettings {
  readonly moderation: ModerationFields;
  /** The match events that reach the channel, and so which ones can trigger a Flash Bet. */
  readonly eventTypes: EventType[];
  /** How long after kick-off the channel closes. */
  readonly closeAfterKickoffSeconds: number;
}

/** A readable id: the kick-off date keeps it unique when the same teams meet again. */
export function channelIdFor(fixture: OwnFixture): string {
  const words = asciiWords(`${fixture.kickoff.toISOString().slice(0, 10)} ${fixture.home} v ${fixture.away}`);
  return words.replace(/ /g, '-').slice(0, CHANNEL_ID_MAX_LENGTH);
}

// #region match-channel-request
/**
 * The create body for one of your fixtures. A mapped fixture gets its Sportradar id, which Flash Bet, Bet Insights,
 * the Live Match Tracker and the scoreboard need; an unmapped one still gets a chat channel, and the id can be added
 * later with PUT once a person has checked the fixture.
 */
export function matchChannelRequest(
  fixture: OwnFixture,
  mapping: MappingResult | undefined,
  settings: MatchChannelSettings,
): CreateChannelRequest {
  return {
    channelId: channelIdFor(fixture),
    channelName: `${fixture.home} vs ${fixture.away}`,
    expirationDatetime: toUnixSeconds(fixture.kickoff) + settings.closeAfterKickoffSeconds,
    metadata: {ourMatchId: fixture.ownMatchId},
    channelType: 'MATCH',
    ...settings.moderation,
    ...(mapping?.status === 'mapped'
      ? {
          // srEntityId inside a relatedCompetitions entry: designed: confirm at onboarding
          relatedCompetitions: [{srEntityId: mapping.srEntityId, eventTypes: settings.eventTypes}],
        }
      : {}),
  };
}
// #endregion match-channel-request

/** Every element's problems, plus ids that appear twice in the batch, which would collide with each other. */
export function findBatchProblems(requests: readonly CreateChannelRequest[], now: Date): string[] {
  const problems = requests.flatMap((request) =>
    findProblems(request, now).map((problem) => `${request.channelId}: ${problem}`),
  );
  const seen = new Set<string>();
  for (const {channelId} of requests) {
    if (seen.has(channelId)) problems.push(`${channelId}: the same channelId appears twice in the batch`);
    seen.add(channelId);
  }
  if (requests.length === 0) problems.push('the batch is empty');
  return problems;
}

/**
 * Creates several channels in one call. How many elements a batch takes, whether a failed element stops the others,
 * and what the API does with a channelId that already exists are not published: any answer that is not 2xx rejects
 * with ChannelApiError, and a 2xx body is returned as text for your logs.
 */
export async function createChannels(
  config: ChannelApiConfig,
  requests: CreateChannelRequest[],
  now = new Date(),
): Promise<ChannelApiAnswer> {
  const problems = findBatchProblems(requests, now);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return callChannelApi(config, 'POST', '/channel/create/batch', requests);
}

export interface MatchChannelsRun {
  readonly mappings: MappingResult[];
  /** Fixtures that got a channel without a Sportradar id: put them on a person's list. */
  readonly toReview: MappingResult[];
  readonly answer: ChannelApiAnswer;
}

/** The daily job: map the fixtures with matchTree, then create one channel per fixture in one batch. */
export async function createMatchChannels(
  utility: UtilityApiConfig,
  channels: ChannelApiConfig,
  fixtures: readonly OwnFixture[],
  settings: MatchChannelSettings,
  now = new Date(),
): Promise<MatchChannelsRun> {
  const tree = await fetchMatchTree(utility);
  const mappings = fixtures.map((fixture) => mapFixture(fixture, tree));
  const requests = fixtures.map((fixture, index) => matchChannelRequest(fixture, mappings[index], settings));
  const answer = await createChannels(channels, requests, now);
  return {mappings, toReview: mappings.filter((mapping) => mapping.status !== 'mapped'), answer};
}
