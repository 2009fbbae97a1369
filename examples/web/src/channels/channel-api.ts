/**
 * The Management API's channel endpoints, typed from the published request fields, and the one function that calls
 * them. This file is the only definition of the request types: create-channel.ts, create-channels-batch.ts and
 * moderation-fields.ts import them, and the example's tests generate the JSON Schema their stand-in checks request
 * bodies with from this file. Nothing runs on import; the caller passes the base URL, the token and `fetch`.
 */

/** The production base URL of the Management API. Tests pass a loopback stand-in instead. */
export const MANAGEMENT_API_BASE_URL = 'https://management.vs.sportradar.com/api';

/** Published: a channel id has at most 128 characters, letters, digits and ASCII punctuation. */
export const CHANNEL_ID_MAX_LENGTH = 128;

export type ChannelType = 'MATCH' | 'TOURNAMENT';

/** The 21 match event types a channel can select, in the published order. */
export type EventType =
  | 'MATCH_ABOUT_TO_START'
  | 'SCORE_CHANGED_POSSIBLE'
  | 'SCORE_CHANGED'
  | 'SCORE_CHANGED_CANCELLED'
  | 'YELLOW_CARD_POSSIBLE'
  | 'YELLOW_CARD'
  | 'YELLOW_CARD_CANCELLED'
  | 'YELLOWRED_CARD'
  | 'RED_CARD_POSSIBLE'
  | 'RED_CARD'
  | 'RED_CARD_CANCELLED'
  | 'MATCH_STARTED'
  | 'MATCH_ENDED'
  | 'PERIOD_START'
  | 'PERIOD_SCORE'
  | 'PLAYER_SUBSTITUTION'
  | 'CORNER'
  | 'OFFSIDE'
  | 'SHOT_ON_TARGET'
  | 'THROW_IN'
  | 'TIMEOUT';

/**
 * One entry of `relatedCompetitions` (the API calls its type ChannelRelatedCompetitionRequest). Its published
 * fields include `eventTypes`; the rest of the type is not published. Which fields are required is not published:
 * this example always sends both.
 */
export interface RelatedCompetition {
  /** A Sportradar id such as "sr:match:123456". */
  srEntityId: string; // designed: confirm at onboarding (the name is published, its place in this entry is not)
  eventTypes: EventType[];
}

/** Who moderates the channel. `highPriority` is only allowed with `VS`, so it only exists on that branch. */
export type ModerationFields = {moderationSource: 'VS'; highPriority?: boolean} | {moderationSource: 'EXTERNAL'};

export type ModerationSource = ModerationFields['moderationSource'];

/** The fields of a create body apart from the moderation choice. */
export interface ChannelFields {
  /**
   * Your id for the channel; it cannot change later.
   * @minLength 1
   * @maxLength 128
   * @pattern ^[!-~]+$
   */
  channelId: string;
  /**
   * Shown in the chat header and in channel tags.
   * @minLength 1
   */
  channelName: string;
  /**
   * When the channel closes: a Unix timestamp in the future. Required; the API has no default.
   * @asType integer
   */
  expirationDatetime: number; // in whole seconds: designed: confirm at onboarding (the unit is not published)
  /** Free-form data; send {} when you have none. */
  metadata: Record<string, unknown>;
  relatedCompetitions?: RelatedCompetition[];
  parentId?: string;
  receiveEventsFromChildren?: boolean;
  channelType?: ChannelType;
  /** Makes the channel a test channel from creation (custom adapter only). */
  testChannel?: boolean;
}

/** The body of `POST /channel/create` and of `PUT /channel/{id}`. */
export type CreateChannelRequest = ChannelFields & ModerationFields;

/** The body of `POST /channel/create/batch`: an array of create bodies. */
export type CreateChannelsBatchRequest = CreateChannelRequest[];

/** A `sportContext` entry's `type`: the published list. */
export type SportContextType = 'Sport' | 'Category' | 'Tournament' | 'UniqueTournament' | 'Team' | 'Match' | 'Player';

/** One entry of `sportContext` on the operator-scoped endpoints. */
export interface SportContext {
  /** A Sportradar sport, tournament or match id such as "sr:match:123456". */
  id: string;
  type: SportContextType;
  eventTypes?: EventType[];
}

/**
 * The body of the older operator-scoped `POST /operator/{operatorId}/channel` (an array of them for `/batch`). It has
 * no expiry field: such a channel closes 24 hours after creation by default.
 */
export interface OperatorChannelRequest {
  /**
   * @minLength 1
   * @maxLength 128
   * @pattern ^[!-~]+$
   */
  channelId: string;
  /** @minLength 1 */
  channelName: string;
  operatorId?: string;
  active: boolean;
  /**
   * How many days messages are kept.
   * @asType integer
   */
  messageTTLDays?: number;
  /**
   * How many seconds a message stays visible.
   * @asType integer
   */
  retentionTime?: number;
  sportContext?: SportContext[];
  /** Related channels. */
  tags?: {channelId: string}[];
}

/** What every call needs. Only the entry points in bin/ read these from the environment. */
export interface ChannelApiConfig {
  /** MANAGEMENT_API_BASE_URL in production. */
  readonly baseUrl: string;
  /** A JWT your backend signed with `userType` `MODERATOR`; sign a fresh one for each run. */
  readonly moderatorJwt: string;
  /** Defaults to the global `fetch` of Node 18 or later. */
  readonly fetch?: typeof fetch;
}

/**
 * A 2xx answer. What the response body holds is not published, so it is kept as text for your logs and never
 * parsed: build nothing on its fields until Sportradar documents them.
 */
export interface ChannelApiAnswer {
  readonly status: number;
  readonly body: string;
}

/** Any answer that is not 2xx. The status and body are kept so a job can log them and decide what to do. */
export class ChannelApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${method} ${path} answered HTTP ${status}${body === '' ? '' : `: ${body.slice(0, 500)}`}`);
    this.name = 'ChannelApiError';
  }
}

/** `/channel/{id}`, with the id percent-encoded: a `/`, `?`, `#` or `%` in an id would otherwise change the URL. */
export function channelPath(channelId: string): string {
  return `/channel/${encodeURIComponent(channelId)}`;
}

/** Sends one request with the bearer token. Resolves only on 2xx; any other status rejects with ChannelApiError. */
export async function callChannelApi(
  config: ChannelApiConfig,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ChannelApiAnswer> {
  const send = config.fetch ?? fetch;
  const headers: Record<string, string> = {Authorization: `Bearer ${config.moderatorJwt}`};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await send(`${config.baseUrl.replace(/\/+$/, '')}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : {body: JSON.stringify(body)}),
  });
  const text = await response.text();
  if (!response.ok) throw new ChannelApiError(method, path, response.status, text);
  return {status: response.status, body: text};
}
