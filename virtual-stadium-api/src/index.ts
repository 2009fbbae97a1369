/**
 * Public TypeScript API of the Virtual Stadium widget.
 *
 * These types describe the two places where your code and the widget exchange data:
 *
 * - the `onAction` callback, which the widget calls when a user does something your
 *   site should react to (add a selection to the betslip, copy a bet, open support, ...);
 * - the adapter, which the widget asks for betting data (outcomes, markets, the user's bets).
 *
 * The loader and adapter typings used in the guides (`SIR`, `VirtualStadiumProps`,
 * `AdapterOnRequest`) come from the second entry point, `virtual-stadium-api/embed`; they are not
 * part of this reference, and the guides describe them.
 *
 * Sportradar publishes no TypeScript reference of its own for the widget, so there is no public copy to compare
 * these names with. The fields come from the public material where it has them: Sportradar's adapter types give
 * {@link Bet}, {@link BetShareRequest} and part of {@link BetSlip}, and the feature pages give
 * {@link ExternalOutcome}, part of {@link Event}, the adapter requests and the two actions whose data is published.
 * Everything else is the documentation team's model and is marked designed, to be confirmed at onboarding.
 *
 * @packageDocumentation
 */

// ---------------------------------------------------------------------------
// Sports data
// ---------------------------------------------------------------------------

/**
 * A sport, as used by Sportradar.
 *
 * @example
 * ```ts
 * import type { Sport } from "virtual-stadium-api";
 *
 * const tennis: Sport = { id: 5, name: "Tennis" };
 * ```
 */
export interface Sport {
  /**
   * Sportradar sport id, a positive integer. Examples: `1` is soccer, `5` is tennis.
   * Your adapter can switch on it, for example to pick the markets that fit a Flash Bet trigger.
   */
  id: number;
  /**
   * Display name of the sport in the widget language, for example `Soccer`. Absent when the widget did not load it.
   *
   * @designed
   */
  name?: string;
}

/**
 * The category an event belongs to: usually a country or region, such as England,
 * or a grouping like International.
 *
 * The public material names this interface but not its fields: they are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface Category {
  /** Sportradar category id, for example `sr:category:1`. */
  id: string;
  /** Display name of the category, for example `England`. */
  name: string;
}

/**
 * The competition an event is part of, for example a league or a cup.
 *
 * The public material names this interface but not its fields: they are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface Tournament {
  /** Sportradar tournament id, for example `sr:tournament:17`. */
  id: string;
  /** Display name of the tournament, for example `Premier League`. */
  name: string;
}

/**
 * A team or, in individual sports such as tennis, a player taking part in an event.
 */
export interface Team {
  /** Identifier of the team. Sportradar ids look like `sr:competitor:<id>`; your own ids are kept as you sent them. */
  id: string;
  /** Display name of the team or player, for example `Spain`. */
  name: string;
  /**
   * Whether the team plays as the home or the away side.
   * Absent when the sport has no such notion or the side is not known.
   *
   * @designed
   */
  qualifier?: 'home' | 'away';
}

/**
 * Where an event stands in its life cycle.
 *
 * The public material names this interface but not its fields: they are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface Status {
  /**
   * The phase of the event:
   * `not_started` (upcoming), `live` (in play), `ended` (finished, result known),
   * `postponed` (moved to a later date) or `cancelled` (will not be played).
   */
  type: 'not_started' | 'live' | 'ended' | 'postponed' | 'cancelled';
  /**
   * A short, human-readable label for the current phase, in the widget language,
   * for example `2nd half` or `3rd set`. Absent when there is nothing more to say than {@link Status.type}.
   */
  description?: string;
}

/**
 * The score of an event, either the live score or the final result.
 *
 * The public material names this interface but not its fields: they are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @example
 * ```ts
 * import type { Result } from "virtual-stadium-api";
 *
 * const score: Result = { homeScore: 2, awayScore: 1 };
 * ```
 *
 * @designed
 */
export interface Result {
  /** Points, goals or sets (the unit the sport counts in) of the home side. `0` before the first score. */
  homeScore: number;
  /** Points, goals or sets of the away side. `0` before the first score. */
  awayScore: number;
  /**
   * The winner once the event has ended: `home`, `away` or `draw`.
   * Absent while the event is still open.
   */
  winner?: 'home' | 'away' | 'draw';
}

/**
 * A sports event (match) as the widget and your adapter exchange it.
 *
 * Only {@link Event.id} is always present. Which other fields are filled depends on where
 * the object comes from: events built by the widget carry the Sportradar fields, events
 * returned by your adapter carry what you put in them.
 *
 * @example
 * ```ts
 * // Without this import, `Event` would be the browser's own Event type.
 * import type { Event } from "virtual-stadium-api";
 *
 * const event: Event = {
 *   id: "evt-4711",
 *   srEventId: "sr:match:123456",
 *   name: "Spain vs Germany",
 *   date: "2025-06-14T19:00:00Z",
 *   sport: { id: 1, name: "Soccer" },
 *   teams: [
 *     { id: "sr:competitor:4698", name: "Spain", qualifier: "home" },
 *     { id: "sr:competitor:4711", name: "Germany", qualifier: "away" },
 *   ],
 * };
 * ```
 */
export interface Event {
  /**
   * Identifier of the event. In events that your adapter returned it is the id you supplied
   * (normally your own id). In events the widget builds from match data (the Flash Bet request's `args.event`,
   * the `externalEvent` of its selections, `LmtClick`) it can be the Sportradar id :designed. Find your event in
   * those with one rule: {@link Event.externalId} when present; otherwise your ID mapping of the Sportradar id,
   * {@link Event.srEventId} when present and this `id` when not, in the `sr:match:<id>` form. Then look your
   * markets and selections up on your event.
   */
  id: string;
  /**
   * Sportradar id of the event, in the form `sr:match:<id>`, or just the numeric part. Events the widget builds
   * carry it; set it in events your adapter returns when you know it, so that both kinds can be compared (as the
   * Bet Share filter does). Flash Bet, Bet Insights, the Live Match Tracker and the scoreboard do not read it from
   * here: they need the Sportradar entity id on the channel (`srEntityId`).
   * Absent when the event has not been mapped to Sportradar (see the ID mapping guide).
   */
  srEventId?: string | number;
  /** Your own identifier of the event, when {@link Event.id} holds a different one. Absent when not known. */
  externalId?: string;
  /** Display name of the event, for example `Spain vs Germany`. */
  name?: string;
  /** Scheduled start of the event, for example `2025-06-14T19:00:00Z`: an ISO 8601 timestamp in the docs' model :designed. */
  date?: string;
  /**
   * The sport being played. Optional here because events your adapter returns may leave it out; in a Flash Bet
   * request ({@link MatchEventMarketRequest.event}) it is always present, with at least {@link Sport.id}, and that
   * field's type says so.
   */
  sport?: Sport;
  /**
   * The category (country or region) of the event.
   *
   * @designed
   */
  category?: Category;
  /**
   * The tournament the event belongs to.
   *
   * @designed
   */
  tournament?: Tournament;
  /** The teams or players taking part, home side first when {@link Team.qualifier} is known. */
  teams?: Team[];
  /**
   * Where the event stands: upcoming, live, ended, and so on. Absent when unknown.
   *
   * @designed
   */
  status?: Status;
  /**
   * The current score of a live event or the final score of an ended one. Absent before kick-off.
   *
   * @designed
   */
  result?: Result;
}

// ---------------------------------------------------------------------------
// Markets, outcomes and odds
// ---------------------------------------------------------------------------

/**
 * The state of a market ({@link Market.status}) or, in a Bet Insights answer, of one selection
 * ({@link OutcomeResponseEntry.status}), which decides whether users can bet on it. The widget greys out or hides
 * selections that are not `active`. An {@link Outcome} has no status of its own: to close one selection of a Flash Bet
 * market, leave it out of `Market.outcomes` when you push the markets again.
 *
 * - `active`: open for betting.
 * - `suspended`: closed for a moment, for example during a dangerous attack or a video review; it may reopen.
 * - `deactivated`: closed for good, but not settled yet.
 * - `settled`: the result is known and bets on it have been settled.
 * - `cancelled`: voided; stakes on it are refunded.
 *
 * The public material names this type but not its values: they are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export type MarketStatus = 'active' | 'suspended' | 'deactivated' | 'settled' | 'cancelled';

/**
 * Odds of a single bet, in two forms: a number to compute with and a string to show.
 *
 * @example
 * ```ts
 * import type { Odds } from "virtual-stadium-api";
 *
 * const odds: Odds = { decimalValue: 2.5, displayValue: "6/4" };
 * ```
 */
export interface Odds {
  /** The odds in European decimal format, for example `2.5` (a stake of 1 returns 2.5). Always 1 or greater. */
  decimalValue: number;
  /**
   * The odds exactly as your site shows them to the user, in any format (`2.50`, `6/4`, `+150`).
   * The widget shows this string as it is, without formatting it.
   */
  displayValue: string;
}

/**
 * Odds, with their previous value where the widget shows a price change: the odds in an
 * {@link OutcomeResponseEntry} carry both; the combined odds of a {@link BetSlip} use the same shape without a
 * previous value, because a placed ticket's odds do not change.
 *
 * The public material names this interface but not its fields: they are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface OddsObject extends Odds {
  /**
   * The previous decimal odds, when they changed since the last update. The widget uses it to show
   * whether the price went up or down. Absent when the odds have not changed.
   */
  previousDecimalValue?: number;
}

/**
 * A selection the user can bet on, such as "Spain" in a match-winner market.
 */
export interface Outcome {
  /** Identifier of the outcome. In objects returned by your adapter it is your own outcome id. */
  id: string;
  /** Display name of the outcome, for example `Spain`, `Draw` or `Over 2.5`. */
  name: string;
  /**
   * Current odds of the outcome as a number, for example `1.85`. Absent when no price is available. The public
   * material shows only a number: these docs read it as European decimal, like the `decimalValue` of {@link Odds},
   * and which format it is in and how a Flash Bet card displays it (decimal places, locale, fractional or American
   * odds) is not published, so ask at onboarding if your site shows odds in another format :designed. Where an
   * {@link OddsObject} stands next to the outcome, as in {@link OutcomeResponseEntry.odds}, it carries the text to
   * show :designed.
   */
  odds?: number;
}

/**
 * A Sportradar market, identified the way the Unified Odds Feed (UOF) identifies it:
 * a market id plus optional specifiers.
 *
 * The widget sends these with Flash Bet requests as suggestions; map them to your own
 * {@link Market} objects. If you do not use UOF ids, keep a mapping from your ids to these.
 *
 * The public material names this interface but not its fields: they are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface SRMarket {
  /** UOF market id, as a string, for example `"1"`. */
  id: string;
  /**
   * UOF specifiers that narrow the market, in `name=value` form joined by `|`, for example `total=2.5`
   * or `setnr=1|gamenr=3`. Absent for markets without specifiers.
   */
  specifiers?: string;
  /** Display name of the market, for example `Winner of game 3 of set 1`. Absent when the widget has no name for it. */
  name?: string;
  /** UOF outcome ids of the selections that fit the match event. Absent when every outcome of the market fits. */
  outcomeIds?: string[];
}

/**
 * A betting market and its selections, as your site offers it.
 *
 * @example
 * ```ts
 * import type { Market } from "virtual-stadium-api";
 *
 * const market: Market = {
 *   id: "mkt-77",
 *   name: "Moneyline | 1st Quarter",
 *   status: "active",
 *   outcomes: [
 *     { id: "out-1", name: "Home", odds: 1.8 },
 *     { id: "out-2", name: "Away", odds: 2.05 },
 *   ],
 * };
 * ```
 */
export interface Market {
  /** Identifier of the market. In objects returned by your adapter it is your own market id. */
  id: string;
  /** Display name of the market, for example `Moneyline | 1st Quarter`. */
  name: string;
  /**
   * Whether users can bet on the market. Treated as `active` when absent.
   *
   * @designed
   */
  status?: MarketStatus;
  /**
   * The selections of the market. In a {@link Bet} it lists only the selections the user picked.
   * Absent where the market is only referenced, as in {@link ExternalOutcome.externalMarket}.
   */
  outcomes?: Outcome[];
  /**
   * The Sportradar (UOF) market this market corresponds to, when you know it, for your own mapping. Bet Insights
   * names selections by UOF ids in {@link OutcomeRequestEntry}; whether the widget reads this field is not published.
   *
   * @designed
   */
  srMarket?: SRMarket;
}

/**
 * One selection on one market of one event, as the widget hands it to your page. Map its ids to your own
 * before you add it to your betslip, unless they already are yours.
 *
 * It is the selection the user tapped in the widget, which you usually add to your betslip: the `data` of the
 * `FlashBetOutcome` and `BetInsightsOutcome` actions, and of `OutcomeClick` :designed.
 *
 * @example
 * ```ts
 * import type { ExternalOutcome } from "virtual-stadium-api";
 *
 * // A Bet Insights selection: the ids are the ones your adapter returned.
 * const selection: ExternalOutcome = {
 *   externalEvent: { id: "evt-4711", srEventId: "sr:match:123456", name: "Spain vs Germany" },
 *   externalMarket: { id: "mkt-1", name: "Match winner" },
 *   externalOutcome: { id: "out-1", name: "Spain", odds: 2.1 },
 * };
 * ```
 */
export interface ExternalOutcome {
  /**
   * The event the selection belongs to. For Bet Insights it is the event your adapter returned, with your id in
   * {@link Event.id}. For Flash Bet the widget builds it from match data, so its id can be the Sportradar id
   * :designed. Find your event by the rule of {@link Event.id} (`externalId`, else your mapping of the Sportradar id).
   */
  externalEvent: Event;
  /** The selection the user picked, with the {@link Outcome.id} your adapter returned (normally yours; map it if not). */
  externalOutcome: Outcome;
  /** The market of the selection, with the {@link Market.id} your adapter returned (normally yours; map it if not). */
  externalMarket: Market;
  /**
   * Where in the widget the selection was offered, for your analytics. Its values are not published (`flashBet`
   * and `betInsights` are the docs' model :designed). Absent when the widget does not say; branch on the action's
   * `type` instead.
   */
  type?: string;
}

// ---------------------------------------------------------------------------
// Bets (Bet Share and Copy Bet)
// ---------------------------------------------------------------------------

/**
 * One leg of a {@link BetSlip}: a selection on one event, with its odds.
 */
export interface Bet {
  /** Identifier of the leg in your system. */
  id: string;
  /**
   * The event the leg is on, with your id in {@link Event.id}. Add {@link Event.srEventId} when you know it: the
   * channel's events in {@link BetShareRequest.events} can carry Sportradar ids.
   */
  event: Event;
  /** The market (or markets, for bet builders) of the leg; each lists only the selections the user picked in {@link Market.outcomes}. */
  markets: Market[];
  /** The odds of the leg at the time it was placed. */
  odds: Odds;
}

/**
 * A placed bet (ticket) as shared into the chat and copied from it.
 *
 * Give it enough detail for another user to place the same bet with Copy Bet:
 * every leg with its event, market, selection and odds.
 */
export interface BetSlip {
  /** Identifier of the ticket in your system. The widget passes it back in {@link BetShareRequest.alreadySharedBetIds}. */
  id: string;
  /** The kind of bet as your site names it, for example `single`, `multiple` or `system`. */
  betType: string;
  /** The currency of the stake and payout, for example `EUR` (an ISO 4217 code in the docs' model :designed). */
  currency: string;
  /**
   * Odds of the whole ticket as placed: for a multiple, the product of the leg odds; for other bet types, as your
   * site computes them. `previousDecimalValue` does not apply to a placed ticket. The public material types this
   * field only as an object; {@link OddsObject} is the docs' model of it :designed.
   */
  combinedOdds: OddsObject;
  /**
   * The legs of the ticket, at least one.
   *
   * @designed
   */
  bets: Bet[];
  /**
   * The amount staked, in {@link BetSlip.currency} units (not cents). Absent when you prefer not to show stakes.
   *
   * @designed
   */
  stake?: number;
  /**
   * The amount the ticket pays if it wins, in {@link BetSlip.currency} units. Absent when not known.
   *
   * @designed
   */
  potentialPayout?: number;
  /**
   * When the ticket was placed, as an ISO 8601 timestamp.
   *
   * @designed
   */
  placedAt?: string;
}

/**
 * What the widget asks your adapter for when a user opens the Bet Share list:
 * the user's tickets that can be shared into the current channel.
 *
 * Return only tickets with at least one leg on one of {@link BetShareRequest.events}, and leave out
 * those listed in {@link BetShareRequest.alreadySharedBetIds}.
 */
export interface BetShareRequest {
  /** The user whose tickets are requested: the `userId` claim of the widget's JWT. */
  userId: string;
  /**
   * The events attached to the current channel: return only tickets with a leg on one of them. Optional in the
   * published hosted `betHistory` contract; when absent, these docs return every shareable ticket of the user :designed.
   */
  events?: Event[];
  /** The channel the user is sharing into. Optional in the published hosted `betHistory` contract. */
  channelId?: string;
  /** Ids of tickets ({@link BetSlip.id}) already shared into this channel, to leave out. Absent when none were shared. */
  alreadySharedBetIds?: string[];
}

/**
 * Your adapter's answer to a {@link BetShareRequest}.
 */
export interface BetShareResponse {
  /** The user's shareable tickets, newest first :designed. An empty array when there are none. */
  bets: BetSlip[];
}

// ---------------------------------------------------------------------------
// Adapter requests: Bet Insights and Flash Bet
// ---------------------------------------------------------------------------

/**
 * One selection the widget wants a price for, identified by Sportradar ids.
 */
export interface OutcomeRequestEntry {
  /** Sportradar id of the event, in the form `sr:match:<id>`. */
  eventId: string;
  /**
   * UOF market id, as a string, for example `"18"`. See {@link SRMarket.id}.
   *
   * @designed
   */
  marketId: string;
  /**
   * UOF specifiers of the market, for example `total=2.5`. Absent for markets without specifiers.
   *
   * @designed
   */
  specifiers?: string;
  /**
   * UOF outcome id of the selection, as a string.
   *
   * @designed
   */
  outcomeId: string;
}

/**
 * What the widget asks your adapter for under the `outcomes` request name (Bet Insights):
 * your markets, selections and prices for a list of Sportradar selections.
 */
export interface OutcomesRequest {
  /** The selections to price, one entry per insight shown. */
  outcomes: OutcomeRequestEntry[];
}

/**
 * Your answer for one {@link OutcomeRequestEntry}: the matching selection on your site and its price.
 */
export interface OutcomeResponseEntry {
  /**
   * The request entry this entry answers, copied unchanged so the widget can match the two.
   *
   * @designed
   */
  request: OutcomeRequestEntry;
  /** The event on your site. Include at least {@link Event.id} and {@link Event.date}. */
  event: Event;
  /**
   * The market on your site.
   *
   * @designed
   */
  market: Market;
  /**
   * The selection on your site.
   *
   * @designed
   */
  outcome: Outcome;
  /**
   * The current odds of the selection.
   *
   * @designed
   */
  odds: OddsObject;
  /**
   * Whether the selection can be bet on now. The widget hides insights whose selection is not `active`.
   *
   * @designed
   */
  status: MarketStatus;
}

/**
 * Your adapter's answer to an {@link OutcomesRequest}.
 */
export interface OutcomesResponse {
  /**
   * One entry per requested selection that your site offers, in any order.
   * Leave out selections you do not offer; an empty array hides all insights.
   */
  outcomes: OutcomeResponseEntry[];
}

/**
 * Something that happened in a live match, such as a goal, a card or a won game.
 *
 * @example
 * ```ts
 * import type { MatchEvent } from "virtual-stadium-api";
 *
 * const gameWon: MatchEvent = { type: "GAME_WON", metadata: { set_number: 2 } };
 * ```
 */
export interface MatchEvent {
  /**
   * The kind of match event, in upper snake case. The published example is the tennis event `GAME_WON`.
   * The event types selected for the channel (:fact[eventTypeCount], such as `CORNER`) decide which events reach
   * it, but `GAME_WON` is not one of them, and how this field relates to that list is not published :designed.
   * Answer an empty `matchEventMarkets` array for types you do not offer markets for.
   */
  type: string;
  /**
   * Extra details of the match event, which depend on its type; for example `set_number` for `GAME_WON`.
   * Absent when the event type has none.
   */
  metadata?: Record<string, string | number>;
  /**
   * When the match event happened, as an ISO 8601 timestamp. Absent when not known.
   *
   * @designed
   */
  time?: string;
}

/**
 * What the widget asks your adapter for under the `matchEventMarkets` request name (Flash Bet):
 * markets to offer right after a match event. Sportradar's newer adapter documentation names it
 * `GenericMatchEventMarketRequest`.
 *
 * Keep the callback of this request, keyed by {@link MatchEventMarketRequest.id}, to push later
 * status changes of the returned markets (suspension, bet stop).
 *
 * @example
 * ```ts
 * import type { MatchEventMarketRequest } from "virtual-stadium-api";
 *
 * const request: MatchEventMarketRequest = {
 *   id: "fb-9f2c",
 *   event: { id: "sr:match:123456", srEventId: "sr:match:123456", externalId: "evt-4711", sport: { id: 5 } },
 *   matchEvent: { type: "GAME_WON", metadata: { set_number: 1 } },
 * };
 * ```
 */
export interface MatchEventMarketRequest {
  /** Unique id of this Flash Bet request. Use it as the key when you push updates later. */
  id: string;
  /**
   * The event the match event happened in, with at least {@link Event.id} and {@link Event.sport}, which always
   * carries {@link Sport.id}: the type makes `sport` required here, so read `args.event.sport.id` without a check.
   * The widget builds it from match data: find your event, and your markets on it, by the rule of {@link Event.id}.
   */
  event: Event & Required<Pick<Event, 'sport'>>;
  /** The match event that triggered the Flash Bet. */
  matchEvent: MatchEvent;
  /**
   * Sportradar markets that fit the match event, as suggestions to map to your own. Absent when there are none.
   *
   * @designed
   */
  suggestedMarkets?: SRMarket[];
}

/**
 * Your adapter's answer to a {@link MatchEventMarketRequest}. Sportradar's newer adapter documentation names it
 * `GenericMatchEventMarketResponse`.
 */
export interface MatchEventMarketResponse {
  /**
   * The markets to show in the Flash Bet, each with its {@link Market.outcomes}. An empty array shows no Flash Bet.
   * Send the same shape again through the kept callback when a market's {@link Market.status} changes.
   */
  matchEventMarkets: Market[];
}

// ---------------------------------------------------------------------------
// Chat
// ---------------------------------------------------------------------------

/**
 * A person in the chat.
 *
 * The public material names this interface but not its fields: they are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface ChatUser {
  /** The user's id: the `userId` claim of the JWT the user's widget was started with. */
  id: string;
  /** The name shown next to the user's messages: the `displayName` claim of the JWT. */
  displayName: string;
  /** The user type from the JWT `userType` claim, for example `Normal` or `vip`. Absent for users without one. */
  userType?: string;
  /** `true` for the user the widget runs for, whose JWT it was started with. */
  isCurrentUser: boolean;
}

/**
 * A match event shown as a block in the chat timeline, such as a goal or a red card.
 *
 * The public material names this interface but not its fields: they are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface EventBlock {
  /** Unique id of the block. */
  id: string;
  /** The event (match) the block is about. */
  event: Event;
  /** What happened, such as a goal or a red card. How {@link MatchEvent.type} relates to the channel's event types is not published. */
  matchEvent: MatchEvent;
  /** The score right after the match event. Absent for event types that do not come with a score. */
  result?: Result;
}

/**
 * One row of the chat timeline: a user message, a shared ticket or an event block.
 *
 * The public material names this interface but not its fields: they are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface ChatRow {
  /** Unique id of the row. */
  id: string;
  /** The channel the row belongs to. */
  channelId: string;
  /** When the row was posted, as an ISO 8601 timestamp. */
  createdAt: string;
  /** The author. Absent for rows the system posts, such as event blocks. */
  user?: ChatUser;
  /** The message text as the user wrote it, within the maximum message length set for the operator (:fact[messageLengthRange]). Absent for rows without text. */
  text?: string;
  /** The ticket shared in this row, when it is a Bet Share row. */
  betSlip?: BetSlip;
  /** The match event shown in this row, when it is an event block. */
  eventBlock?: EventBlock;
  /** Reaction counts, keyed by reaction (an emoji or the name of a custom reaction). Absent when nobody reacted. */
  reactions?: Record<string, number>;
}

/**
 * A link from one channel to another, shown as a tag the user can select to switch channels.
 * Tags are set at channel creation.
 *
 * The public material names this interface but not its fields. Channel creation publishes a channel's `tags` as
 * entries with a `channelId`, and every channel has a `channelName`; that the widget's tag object carries both, in
 * this shape, is the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface ChannelTag {
  /** Id of the channel the tag leads to. */
  channelId: string;
  /** Name of that channel, shown on the tag. */
  channelName: string;
}

/**
 * What the widget knows about a chat channel.
 *
 * The public material names this interface but not its fields. The field names follow the published channel fields
 * (`channelId`, `channelName`, `metadata`, `tags`, and `srEntityId` as the docs name the channel's Sportradar id);
 * that the widget hands them to your page in this object is the documentation team's model, confirmed with your
 * integration contact during onboarding.
 *
 * @designed
 */
export interface ChatMetadata {
  /** The channel id: up to :fact[channelIdMaxLength], letters, digits and ASCII punctuation, chosen at channel creation. */
  channelId: string;
  /** The channel name shown in the widget header and in tags. */
  channelName: string;
  /**
   * The Sportradar entity the channel is about, such as `sr:match:<id>`: one per channel, the Moderation UI form's one
   * Sportradar entity ID field (through the channel API, the `srEntityId` of the channel's one `relatedCompetitions`
   * entry :designed). Absent for channels without one; :facts[featuresNeedingSportradarId] need it.
   */
  srEntityId?: string;
  /** Tags leading to related channels. Absent when the channel has none. */
  tags?: ChannelTag[];
  /** The free-form metadata object given when the channel was created, unchanged. Absent when empty. */
  metadata?: Record<string, unknown>;
}

// ---------------------------------------------------------------------------
// Actions (onAction)
// ---------------------------------------------------------------------------

/**
 * Every value of `type` that the widget passes to `onAction`, one per action.
 * Each value has its own interface, which gives the shape of the action's `data`.
 *
 * | Value | When the widget sends it | Interface |
 * |---|---|---|
 * | `FlashBetOutcome` | A Flash Bet selection was tapped. | {@link FlashBetActionInterface} |
 * | `BetInsightsOutcome` | A Bet Insights selection was tapped. | {@link BetInsightsActionInterface} |
 * | `OutcomeClick` :designed | A selection of a ticket shared in the chat was tapped. | {@link ExternalOutcomeActionInterface} |
 * | `BetslipShare` :designed | The user shared one of their tickets into the chat. | {@link BetslipActionInterface} |
 * | `CloseBetslipShareList` :designed | The user closed the list of tickets to share. | {@link CloseBetslipShareListInterface} |
 * | `CopyBet` :designed | The Copy Bet button of a shared ticket was tapped. | {@link CopyBetActionInterface} |
 * | `ContactSupport` :designed | The Contact Support button was tapped. | {@link ContactSupportActionInterface} |
 * | `LmtClick` :designed | The Live Match Tracker in the header was tapped. | {@link LmtActionInterface} |
 * | `MessageSent` :designed | The user posted a message. | {@link MessageActionInterface} |
 * | `Click` :designed | A tracked element of the widget was tapped. | {@link ClickActionInterface} |
 * | `SwitchChannel` :designed | The widget switched to another channel. | {@link SwitchChannelActionInterface} |
 * | `ReactionClick` :designed | A reaction on a message was tapped. | {@link ReactionClickInterface} |
 * | `ReportMessageClick` :designed | The user reported a message. | {@link ReportMessageClick} |
 * | `SelectChannelTag` :designed | A channel tag was selected. | {@link SelectChannelTagInterface} |
 * | `Error` :designed | The widget hit an error. | {@link ErrorActionInterface} |
 *
 * Only `FlashBetOutcome` and `BetInsightsOutcome` are published; the values marked as designed are the documentation
 * team's model of the widget, confirmed with your integration contact during onboarding. The `data` of each action
 * is listed in one table on the widget page:
 * [Action types and their data](/docs/web/widgets/virtualStadium#action-types-and-their-data).
 * New values may be added over time; treat values you do not handle as no-ops.
 */
export type TriggerActionEnum =
  | 'FlashBetOutcome'
  | 'BetInsightsOutcome'
  | 'OutcomeClick'
  | 'BetslipShare'
  | 'CloseBetslipShareList'
  | 'CopyBet'
  | 'ContactSupport'
  | 'LmtClick'
  | 'MessageSent'
  | 'Click'
  | 'SwitchChannel'
  | 'ReactionClick'
  | 'ReportMessageClick'
  | 'SelectChannelTag'
  | 'Error';

/**
 * The shape every action shares: a `type` and its `data`.
 * Each action interface narrows both fields; see {@link TriggerActionEnum} for the list.
 * The public material names the action interfaces but none of their fields: the two fields mirror the two
 * arguments of the published `onAction(type, data)` signature.
 *
 * The widget never passes this object: it calls `onAction(type, data)` with two separate arguments (see
 * {@link TriggerActionFunctionType}). These interfaces pair each `type` with the shape of its `data`, for reading
 * and for typing your own code.
 */
export interface GenericActionInterface {
  /** Which action happened. */
  type: TriggerActionEnum;
  /** The action's payload; its shape depends on {@link GenericActionInterface.type}. */
  data: unknown;
}

/**
 * The action-related part of the widget configuration: the `onAction` property you pass
 * to the widget together with `jwt`, `channelId` and the module flags.
 * The public material names this interface but not its fields; `onAction` is the published, optional widget
 * property it is taken to hold.
 *
 * @example
 * ```ts
 * import type { ActionInterface } from "virtual-stadium-api";
 *
 * const actions: ActionInterface = {
 *   onAction: (type, data) => {
 *     if (type === "FlashBetOutcome") {
 *       console.log(`add ${data.externalOutcome.id} of market ${data.externalMarket.id} to the betslip`);
 *     }
 *   },
 * };
 * ```
 */
export interface ActionInterface {
  /**
   * Called for every user action your site may react to. Optional: without it the widget still
   * works, but taps on selections and buttons that need your site do nothing.
   */
  onAction?: TriggerActionFunctionType;
}

/**
 * A user tapped a selection in a Flash Bet, the short-lived market the widget shows after a live
 * match event (:fact[flashBetDisplayTime] by default). Add {@link ExternalOutcome.externalOutcome} to your betslip.
 */
export interface FlashBetActionInterface extends GenericActionInterface {
  /** Always `FlashBetOutcome`. */
  type: 'FlashBetOutcome';
  /**
   * The tapped selection. Market and outcome carry the ids your adapter returned; the event id can be a
   * Sportradar id :designed, see {@link ExternalOutcome.externalEvent}.
   */
  data: ExternalOutcome;
}

/**
 * A user tapped the selection of a Bet Insight. Before adding it to your betslip, check that the
 * event is still open, the selection is still valid and the odds have not moved.
 */
export interface BetInsightsActionInterface extends GenericActionInterface {
  /** Always `BetInsightsOutcome`. */
  type: 'BetInsightsOutcome';
  /** The tapped selection, with the ids your adapter returned in its `outcomes` answer; map them if they are not yours. */
  data: ExternalOutcome;
}

/**
 * A user tapped one selection of a ticket shared in the chat (one leg of a {@link BetSlip}).
 * Typically you add that single selection to the betslip.
 *
 * The public material publishes only the `FlashBetOutcome` and `BetInsightsOutcome` actions: this action's `type` string and payload are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface ExternalOutcomeActionInterface extends GenericActionInterface {
  /** Always `OutcomeClick`. */
  type: 'OutcomeClick';
  /** The tapped leg, with the ids your adapter returned for the shared ticket. */
  data: ExternalOutcome;
}

/**
 * A user shared one of their tickets into the chat from the Bet Share list.
 * Useful for analytics; the widget posts the ticket itself.
 *
 * The public material publishes only the `FlashBetOutcome` and `BetInsightsOutcome` actions: this action's `type` string and payload are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface BetslipActionInterface extends GenericActionInterface {
  /** Always `BetslipShare`. */
  type: 'BetslipShare';
  /** The shared ticket, as your adapter returned it in {@link BetShareResponse.bets}. */
  data: BetSlip;
}

/**
 * A user closed the Bet Share list, whether or not they shared a ticket.
 *
 * The public material publishes only the `FlashBetOutcome` and `BetInsightsOutcome` actions: this action's `type` string and payload are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface CloseBetslipShareListInterface extends GenericActionInterface {
  /** Always `CloseBetslipShareList`. */
  type: 'CloseBetslipShareList';
  /** The channel the list was opened in. */
  data: ChatMetadata;
}

/**
 * A user tapped Copy Bet on a ticket shared by someone else. Recreate the ticket in your betslip
 * from its legs, using current odds.
 *
 * The public material publishes only the `FlashBetOutcome` and `BetInsightsOutcome` actions: this action's `type` string and payload are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface CopyBetActionInterface extends GenericActionInterface {
  /** Always `CopyBet`. */
  type: 'CopyBet';
  /** The ticket to copy, as its owner's adapter returned it. */
  data: BetSlip;
}

/**
 * A user tapped the Contact Support button. Open your support channel (chat, form or page).
 *
 * The public material publishes only the `FlashBetOutcome` and `BetInsightsOutcome` actions: this action's `type` string and payload are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface ContactSupportActionInterface extends GenericActionInterface {
  /** Always `ContactSupport`. */
  type: 'ContactSupport';
  /** The channel the user was in, so your support team has context. */
  data: ChatMetadata;
}

/**
 * A user tapped the Live Match Tracker (LMT) or the scoreboard in the widget header.
 * You could, for example, open your own match page.
 *
 * The public material publishes only the `FlashBetOutcome` and `BetInsightsOutcome` actions: this action's `type` string and payload are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface LmtActionInterface extends GenericActionInterface {
  /** Always `LmtClick`. */
  type: 'LmtClick';
  /** The event shown in the tracker, with {@link Event.srEventId} set. */
  data: Event;
}

/**
 * The current user posted a message and the chat accepted it.
 *
 * The public material publishes only the `FlashBetOutcome` and `BetInsightsOutcome` actions: this action's `type` string and payload are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface MessageActionInterface extends GenericActionInterface {
  /** Always `MessageSent`. */
  type: 'MessageSent';
  /** The posted row, with {@link ChatRow.user} set to the current user. */
  data: ChatRow;
}

/**
 * A user tapped a widget element that the widget reports for analytics, such as the Central Hub button.
 *
 * The public material publishes only the `FlashBetOutcome` and `BetInsightsOutcome` actions: this action's `type` string and payload are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface ClickActionInterface extends GenericActionInterface {
  /** Always `Click`. */
  type: 'Click';
  /** Which element was tapped, and where. */
  data: {
    /**
     * A stable name of the tapped element, for example `centralHubButton`.
     * The set of names can grow; ignore names you do not know.
     */
    target: string;
    /** The channel shown when the element was tapped. */
    channelId: string;
  };
}

/**
 * The widget now shows another channel, because the user switched or selected a channel tag.
 *
 * The public material publishes only the `FlashBetOutcome` and `BetInsightsOutcome` actions: this action's `type` string and payload are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface SwitchChannelActionInterface extends GenericActionInterface {
  /** Always `SwitchChannel`. */
  type: 'SwitchChannel';
  /** The channel now shown. */
  data: ChatMetadata;
}

/**
 * A user tapped a reaction on a message, adding or removing their own reaction.
 *
 * The public material publishes only the `FlashBetOutcome` and `BetInsightsOutcome` actions: this action's `type` string and payload are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface ReactionClickInterface extends GenericActionInterface {
  /** Always `ReactionClick`. */
  type: 'ReactionClick';
  /** The reaction and the message it is on. */
  data: {
    /** The message reacted to. */
    message: ChatRow;
    /** The reaction: an emoji, or the name of a custom reaction set for the operator. */
    reaction: string;
    /** `true` when the user added the reaction, `false` when they removed it. */
    selected: boolean;
  };
}

/**
 * A user reported a message. The report goes to moderation automatically; this action is for your records.
 *
 * The public material publishes only the `FlashBetOutcome` and `BetInsightsOutcome` actions: this action's `type` string and payload are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface ReportMessageClick extends GenericActionInterface {
  /** Always `ReportMessageClick`. */
  type: 'ReportMessageClick';
  /** The reported message. */
  data: ChatRow;
}

/**
 * A user selected a channel tag. A `SwitchChannel` action follows once the other channel is shown.
 *
 * The public material publishes only the `FlashBetOutcome` and `BetInsightsOutcome` actions: this action's `type` string and payload are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface SelectChannelTagInterface extends GenericActionInterface {
  /** Always `SelectChannelTag`. */
  type: 'SelectChannelTag';
  /** The selected tag. */
  data: ChannelTag;
}

/**
 * The widget hit an error it could not recover from by itself, for example a rejected JWT
 * (expired, or signed with a key for another `env`) or an adapter callback that reported an error.
 * Log it; the widget shows its own message to the user.
 *
 * The public material publishes only the `FlashBetOutcome` and `BetInsightsOutcome` actions: this action's `type` string and payload are the documentation team's model, confirmed with your integration contact during onboarding.
 *
 * @designed
 */
export interface ErrorActionInterface extends GenericActionInterface {
  /** Always `Error`. */
  type: 'Error';
  /**
   * The error. Log its `message`; names or codes that tell a rejected token from an adapter failure are not
   * published, so do not branch on the text.
   */
  data: Error;
}

/**
 * The signature of the widget's `onAction` property: a function that gets the action type and its data.
 *
 * The parameter list is a union of one `[type, data]` pair per action (see {@link TriggerActionEnum}),
 * so TypeScript 4.6 or later narrows `data` when you check `type`. The function's return value is ignored.
 *
 * The public material publishes the callback only as `onAction(type: string, data: object) => void`. This typed
 * union is the documentation team's typing of it: only the `FlashBetOutcome` and `BetInsightsOutcome` pairs are
 * published, and the other pairs are confirmed at onboarding.
 *
 * @example
 * ```ts
 * import type { TriggerActionFunctionType } from "virtual-stadium-api";
 *
 * const handleAction: TriggerActionFunctionType = (type, data) => {
 *   switch (type) {
 *     case "FlashBetOutcome":
 *     case "BetInsightsOutcome":
 *       // data is an ExternalOutcome here
 *       console.log("add to betslip", data.externalOutcome.id);
 *       break;
 *     case "CopyBet":
 *       // data is a BetSlip here (CopyBet: designed: confirm at onboarding)
 *       console.log("copy ticket", data.id);
 *       break;
 *     default:
 *       // other actions are not used by this site
 *       break;
 *   }
 * };
 * ```
 */
export type TriggerActionFunctionType = (
  ...args:
    | [type: 'FlashBetOutcome', data: ExternalOutcome]
    | [type: 'BetInsightsOutcome', data: ExternalOutcome]
    | [type: 'OutcomeClick', data: ExternalOutcome]
    | [type: 'BetslipShare', data: BetSlip]
    | [type: 'CloseBetslipShareList', data: ChatMetadata]
    | [type: 'CopyBet', data: BetSlip]
    | [type: 'ContactSupport', data: ChatMetadata]
    | [type: 'LmtClick', data: Event]
    | [type: 'MessageSent', data: ChatRow]
    | [type: 'Click', data: ClickActionInterface['data']]
    | [type: 'SwitchChannel', data: ChatMetadata]
    | [type: 'ReactionClick', data: ReactionClickInterface['data']]
    | [type: 'ReportMessageClick', data: ChatRow]
    | [type: 'SelectChannelTag', data: ChannelTag]
    | [type: 'Error', data: Error]
) => void;

/**
 * The `onAction` property of the widget, which you implement and pass in the widget properties; the widget calls it.
 * The property is optional: without it the widget still works, but taps that need your site do nothing.
 * The package holds type declarations only, so this function does not exist at runtime: do not import it as a
 * value or call it. Type your handler with {@link TriggerActionFunctionType}.
 *
 * The widget calls it with the action type (a {@link TriggerActionEnum} value) and that action's data.
 * It has the same parameters as {@link TriggerActionFunctionType}; type your handler with that alias
 * to get `data` narrowed by `type`. Keep it quick and catch your own errors, so that a failure in your
 * code does not disturb the widget.
 *
 * @param args - The action type followed by its data, for example `"FlashBetOutcome"` and an {@link ExternalOutcome}.
 * The interface of each type in {@link TriggerActionEnum} gives its data; for `Click` and `ReactionClick` :designed it
 * is {@link ClickActionInterface.data} and {@link ReactionClickInterface.data}.
 *
 * @example
 * ```ts
 * import type { TriggerActionFunctionType } from "virtual-stadium-api";
 *
 * const onAction: TriggerActionFunctionType = (type, data) => {
 *   if (type === "FlashBetOutcome") {
 *     // data is an ExternalOutcome
 *     console.log(data.externalEvent.id, data.externalMarket.id, data.externalOutcome.id);
 *   }
 * };
 * ```
 */
export declare function onAction(...args: Parameters<TriggerActionFunctionType>): void;
