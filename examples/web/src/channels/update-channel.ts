import {
  callChannelApi,
  channelPath,
  type ChannelApiAnswer,
  type ChannelApiConfig,
  type CreateChannelRequest,
} from './channel-api';
import {assertSendable} from './create-channel';

/**
 * Changes a channel with `PUT /channel/{id}`. Whether PUT replaces the channel or merges fields is not published,
 * so send the full body, `relatedCompetitions` included. The id in the path names the channel and cannot change.
 */
export async function updateChannel(
  config: ChannelApiConfig,
  request: CreateChannelRequest,
  now = new Date(),
): Promise<ChannelApiAnswer> {
  assertSendable(request, now);
  return callChannelApi(config, 'PUT', channelPath(request.channelId), request);
}

/** Deletes a channel with `DELETE /channel/{id}`. */
export async function deleteChannel(config: ChannelApiConfig, channelId: string): Promise<ChannelApiAnswer> {
  return callChannelApi(config, 'DELETE', channelPath(channelId));
}
