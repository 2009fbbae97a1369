/**
 * Bet Share: answers the user's shareable tickets, and handles the three Bet Share actions.
 * Request name `betHistory` for a custom adapter: designed: confirm at onboarding.
 * Actions `BetslipShare`, `CloseBetslipShareList` and `OutcomeClick`: designed: confirm at onboarding.
 * vs-adapter.ts sends the request here, bet-history-provider.ts serves the hosted adapter from it, and actions.ts
 * sends the actions here.
 */
import type {
  Bet,
  BetShareRequest,
  BetShareResponse,
  BetSlip,
  ChatMetadata,
  Event,
  ExternalOutcome,
} from 'virtual-stadium-api';

import {eventKeys, sportradarMatchId} from './match-ids';

/** A ticket as your platform stores it. */
export interface YourTicket {
  ticketId: string;
  kind: 'single' | 'multiple';
  currency: string;
  stake: number;
  placedAt: string;
  legs: Array<{
    legId: string;
    event: {id: string; srMatchId?: string; name: string};
    market: {id: string; name: string};
    selection: {id: string; name: string};
    odds: number;
  }>;
}

/** What Bet Share needs from your platform. */
export interface BetSharePlatform {
  /**
   * The tickets of the user the chat knows as `chatUserId`: the token's `userId` claim, which the signer makes with
   * chatUserId() (a keyed hash of your account id, vs-token.ts). Ask your backend for the signed-in user's tickets
   * and let it check that chatUserId(account id, salt) equals this id, so a page never gets another user's tickets.
   */
  ticketsOfUser(chatUserId: string): Promise<YourTicket[]>;
  /**
   * Prices the selection again, adds it at the current price and tells the user when that price differs from the
   * ticket's, or that the market has closed.
   */
  addAtCurrentPrice(selection: ExternalOutcome): Promise<void>;
  track(name: string, detail: Record<string, unknown>): void;
}

export interface BetShare {
  /** Answers the tickets request: the user's tickets with a leg on the channel's events, not shared yet. */
  answer(args: BetShareRequest): Promise<BetShareResponse>;
  /** `BetslipShare` (designed: confirm at onboarding): the widget posts the ticket itself; for your analytics. */
  shared(ticket: BetSlip): void;
  /** `CloseBetslipShareList` (designed: confirm at onboarding). */
  listClosed(channel: ChatMetadata): void;
  // designed: confirm at onboarding
  /** `OutcomeClick`: a selection of a shared ticket, which carries the ticket's odds, not your current price. */
  outcomeClicked(selection: ExternalOutcome): Promise<void>;
}

export function toBetSlip(ticket: YourTicket): BetSlip {
  const bets: Bet[] = ticket.legs.map((leg) => ({
    id: leg.legId,
    event: {
      id: leg.event.id,
      name: leg.event.name,
      ...(leg.event.srMatchId !== undefined ? {srEventId: leg.event.srMatchId} : {}),
    },
    markets: [{id: leg.market.id, name: leg.market.name, outcomes: [{...leg.selection, odds: leg.odds}]}],
    odds: {decimalValue: leg.odds, displayValue: leg.odds.toFixed(2)},
  }));
  const combined = ticket.legs.reduce((product, leg) => product * leg.odds, 1);
  return {
    id: ticket.ticketId,
    betType: ticket.kind,
    currency: ticket.currency,
    combinedOdds: {decimalValue: combined, displayValue: combined.toFixed(2)},
    bets,
    stake: ticket.stake,
    placedAt: ticket.placedAt,
  };
}

function isOnChannel(ticket: YourTicket, channelEvents: Event[] | undefined): boolean {
  // events is optional in the hosted contract: without it, every shareable ticket of the user qualifies.
  if (channelEvents === undefined) return true;
  // The channel's events can carry Sportradar ids, your legs carry yours: compare both forms.
  const keys = new Set(channelEvents.flatMap(eventKeys));
  return ticket.legs.some(
    (leg) =>
      keys.has(leg.event.id) || (leg.event.srMatchId !== undefined && keys.has(sportradarMatchId(leg.event.srMatchId))),
  );
}

/** The answer for one request: the tickets with a leg on the channel's events, not shared yet, newest first. */
export function shareableTickets(tickets: readonly YourTicket[], args: BetShareRequest): BetShareResponse {
  const alreadyShared = new Set(args.alreadySharedBetIds ?? []);
  return {
    bets: tickets
      .filter((ticket) => !alreadyShared.has(ticket.ticketId) && isOnChannel(ticket, args.events))
      .sort((a, b) => b.placedAt.localeCompare(a.placedAt))
      .map(toBetSlip),
  };
}

export function createBetShare(platform: BetSharePlatform): BetShare {
  return {
    async answer(args) {
      return shareableTickets(await platform.ticketsOfUser(args.userId), args);
    },
    shared(ticket) {
      platform.track('bet_shared', {ticketId: ticket.id, legs: ticket.bets.length});
    },
    listClosed(channel) {
      platform.track('share_list_closed', {channelId: channel.channelId});
    },
    outcomeClicked(selection) {
      return platform.addAtCurrentPrice(selection);
    },
  };
}
