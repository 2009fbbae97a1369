/**
 * Providers for the hosted adapter's betHistory option (published for the hosted adapter), in the three styles a
 * provider can answer in. All three answer through shareableTickets() in bet-share.ts, so they filter the same way;
 * how the hosted adapter is registered with them is agreed at onboarding.
 */
import type {BetShareRequest, BetShareResponse} from 'virtual-stadium-api';

import {shareableTickets, type BetShare, type YourTicket} from './bet-share';

export interface BetHistoryProviders {
  /** 1. Promise style: return a promise of the response. */
  betHistory(args: BetShareRequest): Promise<BetShareResponse>;
  /** 2. Callback style: answer once with callback(error, response). */
  betHistoryWithCallback(
    args: BetShareRequest,
    callback: (error: Error | null, response?: BetShareResponse) => void,
  ): void;
  /** 3. Plain return: answer synchronously from tickets you already hold. */
  betHistoryFromCache(args: BetShareRequest): BetShareResponse;
}

/** `cached` holds each user's tickets as last loaded (by chat user id), for the plain-return style. */
export function betHistoryProviders(
  betShare: Pick<BetShare, 'answer'>,
  cached: ReadonlyMap<string, readonly YourTicket[]>,
): BetHistoryProviders {
  return {
    betHistory: (args) => betShare.answer(args),
    betHistoryWithCallback(args, callback) {
      betShare.answer(args).then(
        (response) => callback(null, response),
        (reason: unknown) => callback(reason instanceof Error ? reason : new Error(String(reason))),
      );
    },
    betHistoryFromCache(args) {
      return shareableTickets(cached.get(args.userId) ?? [], args);
    },
  };
}
