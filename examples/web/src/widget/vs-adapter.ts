/**
 * The custom adapter: one function that answers every request name the widget sends, composed of the module files.
 * It passes every failure to the callback, calls each callback once per answer, ignores the deprecated Flash Bet
 * name, and answers names it does not know with "no data". It does not register itself: the page registers it once,
 * with register.ts.
 */
import type {AdapterOnRequest} from 'virtual-stadium-api/embed';

import type {BetInsights} from './bet-insights';
import type {BetShare} from './bet-share';
import type {FlashBet} from './flash-bet';

export interface AdapterParts {
  flashBet: Pick<FlashBet, 'answer'>;
  betInsights: Pick<BetInsights, 'answer'>;
  betShare: Pick<BetShare, 'answer'>;
}

function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

export function createAdapter(parts: AdapterParts): AdapterOnRequest {
  return (requestName, args, callback) => {
    switch (requestName) {
      case 'outcomes':
        // Bet Insights.
        parts.betInsights.answer(args).then(
          (response) => callback(null, response),
          (reason: unknown) => callback(toError(reason)),
        );
        return;
      case 'matchEventMarkets':
        // Flash Bet: answers, then keeps the callback under args.id for status pushes.
        parts.flashBet.answer(args, callback);
        return;
      case 'virtualStadium.matchEventMarkets':
        // Deprecated duplicate of matchEventMarkets, sent at the same moment: answer only the new name.
        return undefined;
      case 'betHistory': // designed: confirm at onboarding
        // Bet Share.
        parts.betShare.answer(args).then(
          (response) => callback(null, response),
          (reason: unknown) => callback(toError(reason)),
        );
        return;
      default:
        // A name this adapter does not know, such as a module you did not enable: log it and answer with no data,
        // so that nothing waits for an answer (these docs' convention).
        console.debug('Virtual Stadium adapter: request not handled', String(requestName));
        callback(null, undefined);
    }
  };
}
