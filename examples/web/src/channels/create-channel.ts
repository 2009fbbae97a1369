import {
  callChannelApi,
  CHANNEL_ID_MAX_LENGTH,
  type ChannelApiAnswer,
  type ChannelApiConfig,
  type CreateChannelRequest,
} from './channel-api';
import {toUnixSeconds} from './expiry';

/** Letters, digits and ASCII punctuation: the printable ASCII characters without the space. */
const CHANNEL_ID_CHARACTERS = /^[!-~]+$/;

/** Unix seconds reach this value in the year 5138; a larger value is a time in milliseconds. */
const MILLISECONDS_THRESHOLD = 1e11;

/**
 * The rules a create body must meet, checked before sending so a mistake is named clearly: the published ones, and
 * the docs' one-entry rule for the Sportradar id.
 */
export function findProblems(request: CreateChannelRequest, now: Date): string[] {
  const problems: string[] = [];
  const {channelId, channelName, expirationDatetime} = request;
  if (channelId.length === 0 || channelId.length > CHANNEL_ID_MAX_LENGTH || !CHANNEL_ID_CHARACTERS.test(channelId)) {
    problems.push(`channelId must be 1 to ${CHANNEL_ID_MAX_LENGTH} letters, digits or ASCII punctuation`);
  }
  if (channelName.trim() === '') problems.push('channelName is required');
  if (!Number.isInteger(expirationDatetime) || expirationDatetime <= toUnixSeconds(now)) {
    problems.push('expirationDatetime must be whole seconds since the epoch, later than now');
  } else if (expirationDatetime > MILLISECONDS_THRESHOLD) {
    problems.push('expirationDatetime looks like milliseconds; send whole seconds');
  }
  // A channel has one Sportradar entity id, the Moderation UI's one field: one relatedCompetitions entry carries
  // its srEntityId (designed: confirm at onboarding); what several entries would do is not published.
  if ((request.relatedCompetitions?.length ?? 0) > 1) {
    problems.push("relatedCompetitions must have one entry, with the channel's one srEntityId");
  }
  // The type already forbids it; this catches bodies built from untyped data.
  if ('highPriority' in request && request.moderationSource !== 'VS') {
    problems.push('highPriority is only allowed with moderationSource VS');
  }
  return problems;
}

/** Throws, naming the channel, when findProblems finds any: the request is not sent. */
export function assertSendable(request: CreateChannelRequest, now: Date): void {
  const problems = findProblems(request, now);
  if (problems.length > 0) throw new Error(`${request.channelId}: ${problems.join('; ')}`);
}

/** Creates and opens one channel. Rejects on a local problem, or with ChannelApiError on any answer that is not 2xx. */
export async function createChannel(
  config: ChannelApiConfig,
  request: CreateChannelRequest,
  now = new Date(),
): Promise<ChannelApiAnswer> {
  assertSendable(request, now);
  return callChannelApi(config, 'POST', '/channel/create', request);
}
