/**
 * Typings for embedding the widget: the `SIR` loader global, the widget properties and the
 * adapter contract. The guides' code samples are type-checked against this file.
 *
 * Not part of the generated API reference: `index.ts` does not re-export anything from here.
 * The type names in this module (`VirtualStadiumProps`, `AdapterOnRequest`, `AdapterRequestMap`, ...) are this
 * package's names for typing your code; the widget never sees them. What the widget does see (property names,
 * request names) is marked `@designed` where the public material does not publish it.
 *
 * @packageDocumentation
 */

import type {
  ActionInterface,
  BetShareRequest,
  BetShareResponse,
  MatchEventMarketRequest,
  MatchEventMarketResponse,
  OutcomesRequest,
  OutcomesResponse,
} from './index.js';

// ---------------------------------------------------------------------------
// Widget properties
// ---------------------------------------------------------------------------

/**
 * Properties of the `virtualStadium` widget, passed as the last argument of
 * `SIR("addWidget", selector, "virtualStadium", props)`.
 *
 * `jwt`, `channelId`, `enableFlashBet`, `enableBetInsights`, `enableCentralHub` and `onAction`
 * are the documented names. The other modules' flags follow the same pattern; each is tagged
 * `@designed` below: the documentation team's model, its exact name confirmed during onboarding.
 */
export interface VirtualStadiumProps extends ActionInterface {
  /**
   * The user's JWT, signed server-side with RS256, with `vs` in its `scope` and an `env` (`dev` or `prod`) that
   * matches the signing key. By default Sportradar accepts a token for at most
   * :fact[jwtMaxAge] after its `iat`; an `exp` claim can make that shorter, never longer.
   */
  jwt: string;
  /** The channel to open: up to :fact[channelIdMaxLength], letters, digits and ASCII punctuation, as created in the Moderation UI or through the API. */
  channelId: string;
  /** Show Flash Bets after live match events. Needs a Sportradar entity id on the channel. Its default is not published: set it. */
  enableFlashBet?: boolean;
  /** Show Bet Insights. Needs a Sportradar entity id on the channel and an adapter that answers `outcomes`. Its default is not published: set it. */
  enableBetInsights?: boolean;
  /**
   * Show the Central Hub button (social betting). Needs Bet Share and the Copy Bet button.
   *
   * @defaultValue false
   */
  enableCentralHub?: boolean;
  /**
   * Let users share their tickets into the chat. Needs an adapter that answers `betHistory`. Off (`false`) by default in these typings; the flag name and its default are confirmed at onboarding.
   *
   * @defaultValue false
   * @designed
   */
  enableBetShare?: boolean;
  /**
   * Show the Copy Bet button on shared tickets. Off (`false`) by default in these typings; the flag name and its default are confirmed at onboarding.
   *
   * @defaultValue false
   * @designed
   */
  enableCopyBet?: boolean;
  /**
   * Show the Contact Support button. Off (`false`) by default in these typings; the flag name and its default are confirmed at onboarding.
   *
   * @defaultValue false
   * @designed
   */
  enableContactSupport?: boolean;
  /**
   * Show the Live Match Tracker and the scoreboard in the header (no separate scoreboard switch is published). Needs a Sportradar match id on the channel. Off (`false`) by default in these typings; the flag name and its default are confirmed at onboarding.
   *
   * @defaultValue false
   * @designed
   */
  enableLmt?: boolean;
}

// ---------------------------------------------------------------------------
// Adapter
// ---------------------------------------------------------------------------

/**
 * The requests the widget sends to the adapter, with the `args` each one carries and the
 * `response` it expects through the callback.
 */
export interface AdapterRequestMap {
  /** Bet Insights: price a list of Sportradar selections. */
  outcomes: {args: OutcomesRequest; response: OutcomesResponse};
  /** Flash Bet: markets to offer after a live match event. Keep the callback to push status changes. */
  matchEventMarkets: {args: MatchEventMarketRequest; response: MatchEventMarketResponse};
  /**
   * Old name of `matchEventMarkets`, still sent at the same moment.
   *
   * @deprecated Answer `matchEventMarkets` instead and return without calling the callback for this name.
   */
  'virtualStadium.matchEventMarkets': {args: MatchEventMarketRequest; response: MatchEventMarketResponse};
  /**
   * Bet Share: the user's tickets that can be shared into the channel. The public material publishes
   * `betHistory` as a provider function of the hosted adapter; as a request name sent to a custom adapter
   * it is the documentation team's model, confirmed during onboarding.
   *
   * @designed
   */
  betHistory: {args: BetShareRequest; response: BetShareResponse};
}

/**
 * Names of the adapter requests the widget sends. Other names can arrive at runtime: your adapter receives them as
 * an {@link UnlistedRequestName}; log them and answer `callback(null, undefined)` ("no data", the docs' convention,
 * confirmed at onboarding) so that no module waits; never throw. Only the deprecated
 * `virtualStadium.matchEventMarkets` is answered by not calling the callback.
 */
export type AdapterRequestName = keyof AdapterRequestMap;

/** The `args` the widget sends with request `N`, for example `AdapterArgs<"outcomes">` is an {@link OutcomesRequest}. */
export type AdapterArgs<N extends AdapterRequestName> = AdapterRequestMap[N]['args'];

/** What your adapter answers to request `N` through the callback, for example `AdapterResponse<"outcomes">` is an {@link OutcomesResponse}. */
export type AdapterResponse<N extends AdapterRequestName> = AdapterRequestMap[N]['response'];

/**
 * How the adapter answers: `callback(null, response)` on success, `callback(error)` on failure, and
 * `callback(null, undefined)` for "no data". Call it on every path, or the module that asked waits.
 * For subscriptions (Flash Bet) call it again whenever the data changes.
 */
export type AdapterCallback<R> = (error: Error | null, response?: R) => void;

/**
 * The parameters of one adapter call, `[requestName, args, callback]`, for request `N`.
 * Without `N` it is the union of one triple per request name, which is what {@link AdapterOnRequest} receives;
 * code that forwards a call unchanged can take `...params: AdapterRequestParams` and spread them again.
 */
export type AdapterRequestParams<N extends AdapterRequestName = AdapterRequestName> = {
  [K in N]: [requestName: K, args: AdapterArgs<K>, callback: AdapterCallback<AdapterResponse<K>>];
}[N];

/**
 * One adapter call as an object, for request `N` (by default the union over every request name): handy to queue
 * calls or to keep a Flash Bet callback, for example `Map<string, AdapterRequest<"matchEventMarkets">>` keyed by
 * the request's `args.id`. Checking `name` narrows `args` and `callback`.
 */
export type AdapterRequest<N extends AdapterRequestName = AdapterRequestName> = {
  [K in N]: {name: K; args: AdapterArgs<K>; callback: AdapterCallback<AdapterResponse<K>>};
}[N];

declare const unlistedRequest: unique symbol;

/**
 * A request name that {@link AdapterRequestMap} does not list: a newer request, or one of a module you did not
 * enable. At runtime it is a string; the typings keep it opaque, so that checking `requestName` against a listed name
 * still narrows `args` and `callback`, and so that the `default` branch of your `switch` receives this triple instead
 * of `never`. Log it with `String(requestName)`.
 */
export interface UnlistedRequestName {
  /** Marks the name as unlisted; the widget sends a plain string, so never read this member. */
  readonly [unlistedRequest]: true;
  /** The name as the widget sent it, for your logs. */
  toString(): string;
}

/**
 * The parameters of a call whose name {@link AdapterRequestMap} does not list: its `args` are unknown, and its callback
 * takes an error or "no data" only, `callback(null, undefined)`.
 */
export type AdapterUnlistedRequestParams = [
  requestName: UnlistedRequestName,
  args: unknown,
  callback: AdapterCallback<undefined>,
];

/**
 * The adapter function passed to `SIR("registerAdapter", onRequest)`.
 *
 * The parameters are a union of one `[requestName, args, callback]` triple per request
 * ({@link AdapterRequestParams}), so checking `requestName` narrows `args` and `callback`. At runtime the
 * widget may also send names not listed in {@link AdapterRequestMap}; they arrive as the
 * {@link AdapterUnlistedRequestParams} triple. Give your `switch` a `default` branch that logs them and answers
 * `callback(null, undefined)`: in that branch `callback` is that triple's, so the call compiles as written. A wrapper
 * that forwards every call unchanged takes `(...params)` and calls `adapter(...params)`; destructuring first would lose
 * the link between the name and its arguments.
 */
export type AdapterOnRequest = (...params: AdapterRequestParams | AdapterUnlistedRequestParams) => void;

// ---------------------------------------------------------------------------
// Loader
// ---------------------------------------------------------------------------

/** Options of the widget loader snippet (the object stored by the loader as `SIR.o`). */
export interface SirLoaderOptions {
  /** Language of all widgets on the page, for example `en`. The supported languages are agreed during onboarding. */
  language?: string;
}

declare global {
  /**
   * Registers the adapter. Call it once per page load, before adding any widget. These typings cover the
   * function form only; the object form and the hosted adapter's options are agreed at onboarding.
   */
  function SIR(command: 'registerAdapter', adapter: AdapterOnRequest): void;
  /**
   * Places a widget in the element matched by `selector`, for example `#sr-vs-widget`. Only `virtualStadium` is
   * typed here; other widgets' names and properties come from onboarding.
   */
  function SIR(command: 'addWidget', selector: string, widget: 'virtualStadium', props: VirtualStadiumProps): void;
}
