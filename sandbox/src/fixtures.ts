/**
 * The fixtures file (`--fixtures sandbox.json`): your own ids and users, so that the sandbox can ask your adapter
 * questions it knows the answers to. Each module's section is optional; a module without one is skipped.
 */
import {readFileSync} from 'node:fs';

import type {Event, OutcomeRequestEntry, SRMarket} from 'virtual-stadium-api';

export interface SandboxFixtures {
  /** How long a request may wait for its answer, in milliseconds: the sandbox's own budget, not a published one. */
  readonly timeBudgetMs?: number;
  /** The channel the widget runs in (the Bet Share request's channelId, the serve page's channel). */
  readonly channelId?: string;
  readonly flashBet?: {
    /** The event as the widget sends it: a Sportradar id, with `externalId` when the channel carries yours. */
    readonly event: Event & Required<Pick<Event, 'sport'>>;
    /** The match event that fires the Flash Bet, for example {"type": "GAME_WON", "metadata": {"set_number": 1}}. */
    readonly matchEvent: {type: string; metadata?: Record<string, string | number>};
    /**
     * Sportradar's suggested markets that the triggers' Flash Bet requests carry (`flash-bet`, `goal`), for example
     * [{"id": "1"}]: with them, an adapter that maps suggestions answers a goal too. The check's requests leave them out.
     */
    readonly suggestedMarkets?: readonly SRMarket[];
    /** Your market ids the answer may hold; leave out to accept any. */
    readonly marketIds?: readonly string[];
    /** An event you offer no markets on: its Flash Bet must get an empty list. */
    readonly otherEvent: Event & Required<Pick<Event, 'sport'>>;
  };
  readonly betInsights?: {
    /** Selections you offer, in Sportradar (UOF) terms: each must come back. */
    readonly offered: readonly OutcomeRequestEntry[];
    /** Selections you do not offer: each must be left out. */
    readonly notOffered?: readonly OutcomeRequestEntry[];
  };
  readonly betShare?: {
    /** A user (the token's userId claim) with at least one ticket on `events`. */
    readonly userWithTickets: string;
    /** A user without tickets. */
    readonly userWithoutTickets: string;
    /** The channel's events, as the widget sends them. */
    readonly events: readonly Event[];
  };
}

export const DEFAULT_TIME_BUDGET_MS = 2000;

export function readFixtures(file: string): SandboxFixtures {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} must hold one JSON object`);
  }
  const fixtures = parsed as SandboxFixtures;
  const flashBet = fixtures.flashBet;
  if (
    flashBet !== undefined &&
    (flashBet.event?.sport?.id === undefined || flashBet.otherEvent?.sport?.id === undefined)
  ) {
    throw new Error(`${file}: flashBet.event and flashBet.otherEvent need an id and a sport.id`);
  }
  if (fixtures.betInsights !== undefined && !Array.isArray(fixtures.betInsights.offered)) {
    throw new Error(`${file}: betInsights.offered must be a list of selections`);
  }
  if (fixtures.betShare !== undefined && !Array.isArray(fixtures.betShare.events)) {
    throw new Error(`${file}: betShare.events must be a list of events`);
  }
  return fixtures;
}
