/**
 * Flash Bet: answers the `matchEventMarkets` request, keeps each answered request's callback under `args.id` to push
 * later status changes, and adds a tapped selection (`FlashBetOutcome`) to the betslip after a fresh price check.
 * vs-adapter.ts sends the request here; actions.ts sends the action here. Both find your event with the same rule,
 * `yourEventIdOf` in match-ids.ts: `externalId` when present, otherwise your ID mapping of `srEventId ?? id`.
 */
import type {
  ExternalOutcome,
  Market,
  MarketStatus,
  MatchEventMarketRequest,
  MatchEventMarketResponse,
  SRMarket,
} from 'virtual-stadium-api';
import type {AdapterCallback} from 'virtual-stadium-api/embed';

import {yourEventIdOf} from './match-ids';

/** What Flash Bet needs from your betting platform. */
export interface FlashBetPlatform {
  /** Your market on your event for one of Sportradar's suggestions, or undefined when you do not offer it. */
  findYourMarket(yourEventId: string, suggestion: SRMarket): Promise<Market | undefined>;
  /** Tennis: your "winner of the next game" market on your event after a won game. */
  nextGameWinnerMarket(yourEventId: string, setNumber: number): Promise<Market | undefined>;
  /** Football: your "next corner" market on your event after a corner. */
  nextCornerMarket(yourEventId: string): Promise<Market | undefined>;
  /** The current decimal odds of one of your outcomes, or undefined when it is no longer offered. */
  currentOdds(outcomeId: string): Promise<number | undefined>;
  /** Your event id for a Sportradar match id (your ID mapping), or undefined when you do not offer the match. */
  yourEventIdFor(sportradarMatchId: string): Promise<string | undefined>;
  addToBetslip(eventId: string, marketId: string, outcomeId: string): void;
}

export interface FlashBet {
  /** Answers a `matchEventMarkets` request: exactly once, and again later for each status change. */
  answer(args: MatchEventMarketRequest, callback: AdapterCallback<MatchEventMarketResponse>): void;
  /** Call it when one of your markets changes status: open Flash Bets that show it get the new status. */
  marketStatusChanged(marketId: string, status: MarketStatus): void;
  /** The `FlashBetOutcome` action: adds the tapped selection if it is still priced. */
  addSelection(selection: ExternalOutcome): Promise<void>;
}

const SOCCER = 1;
const TENNIS = 5;
const CLOSED: ReadonlySet<MarketStatus> = new Set<MarketStatus>(['deactivated', 'settled', 'cancelled']);
/** Your choice: well beyond the Flash Bet display time, so a card on screen still gets its status pushes. */
const SUBSCRIPTION_LIFETIME_MS = 5 * 60 * 1000;

interface Subscription {
  callback: AdapterCallback<MatchEventMarketResponse>;
  markets: Market[];
  expiresAt: number;
}

export function createFlashBet(platform: FlashBetPlatform, now: () => number = Date.now): FlashBet {
  /** Open Flash Bets, keyed by the request's args.id. */
  const open = new Map<string, Subscription>();

  const dropExpired = (): void => {
    for (const [id, subscription] of open) if (subscription.expiresAt <= now()) open.delete(id);
  };

  async function marketsFor(args: MatchEventMarketRequest): Promise<Array<Market | undefined>> {
    // The widget built args.event from match data: find your event, then your markets on it.
    const eventId = await yourEventIdOf(args.event, (srId) => platform.yourEventIdFor(srId));
    if (eventId === undefined) return []; // A match you do not offer: no card.
    if (args.suggestedMarkets !== undefined && args.suggestedMarkets.length > 0) {
      return Promise.all(args.suggestedMarkets.map((suggestion) => platform.findYourMarket(eventId, suggestion)));
    }
    // A Flash Bet request always carries the sport with its id.
    const sport = args.event.sport.id;
    if (sport === TENNIS && args.matchEvent.type === 'GAME_WON') {
      // The published example: metadata carries the set number.
      const setNumber = Number(args.matchEvent.metadata?.['set_number'] ?? 1);
      return [await platform.nextGameWinnerMarket(eventId, setNumber)];
    }
    if (sport === SOCCER && args.matchEvent.type === 'CORNER') {
      // Designed example: the channel event type that fired, confirmed at onboarding.
      return [await platform.nextCornerMarket(eventId)];
    }
    return []; // Any other event: no card.
  }

  async function answerOnce(args: MatchEventMarketRequest): Promise<Market[]> {
    const candidates = await marketsFor(args);
    return candidates.filter(
      (market): market is Market => market !== undefined && (market.status ?? 'active') === 'active',
    );
  }

  return {
    answer(args, callback) {
      dropExpired();
      answerOnce(args).then(
        (markets) => {
          callback(null, {matchEventMarkets: markets});
          // Keep the callback only for a card that shows something.
          if (markets.length > 0) {
            open.set(args.id, {callback, markets, expiresAt: now() + SUBSCRIPTION_LIFETIME_MS});
          }
        },
        (reason: unknown) => callback(reason instanceof Error ? reason : new Error(String(reason))),
      );
    },

    marketStatusChanged(marketId, status) {
      dropExpired();
      for (const [id, subscription] of open) {
        if (!subscription.markets.some((market) => market.id === marketId)) continue;
        subscription.markets = subscription.markets.map((market) =>
          market.id === marketId ? {...market, status} : market,
        );
        subscription.callback(null, {matchEventMarkets: subscription.markets});
        if (subscription.markets.every((market) => market.status !== undefined && CLOSED.has(market.status))) {
          open.delete(id);
        }
      }
    },

    async addSelection(selection) {
      const odds = await platform.currentOdds(selection.externalOutcome.id);
      if (odds === undefined) {
        console.info('Flash Bet selection is no longer offered', selection.externalOutcome.id);
        return;
      }
      // The same rule as for the request: externalId, or your mapping of the Sportradar id.
      const event = selection.externalEvent;
      const eventId = await yourEventIdOf(event, (srId) => platform.yourEventIdFor(srId));
      if (eventId === undefined) {
        console.info('Flash Bet event is not mapped to one of yours', event.id);
        return;
      }
      platform.addToBetslip(eventId, selection.externalMarket.id, selection.externalOutcome.id);
    },
  };
}
