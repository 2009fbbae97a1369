/**
 * Providers for the hosted adapter's betHistory option (published for the hosted adapter), in the three styles a provider can answer in. All three
 * filter the same way, through bet-share.ts; how the hosted adapter is registered with them is agreed at onboarding.
 */
import type {BetShareRequest, BetShareResponse} from 'virtual-stadium-api';

import type {BetShare} from './bet-share';

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

/** `cached` holds the last answer per user, for the plain-return style. */
export function betHistoryProviders(
  betShare: Pick<BetShare, 'answer'>,
  cached: ReadonlyMap<string, BetShareResponse>,
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
      const shared = new Set(args.alreadySharedBetIds ?? []);
      const bets = cached.get(args.userId)?.bets ?? [];
      return {bets: bets.filter((ticket) => !shared.has(ticket.id))};
    },
  };
}
