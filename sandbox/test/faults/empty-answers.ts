/** Planted fault: answers in the right shape but with no data, whatever the fixtures hold. */
import type {AdapterOnRequest} from 'virtual-stadium-api/embed';

export const adapter: AdapterOnRequest = (...params) => {
  switch (params[0]) {
    case 'matchEventMarkets':
      params[2](null, {matchEventMarkets: []});
      return;
    case 'virtualStadium.matchEventMarkets':
      return;
    case 'outcomes':
      params[2](null, {outcomes: []});
      return;
    case 'betHistory':
      params[2](null, {bets: []});
      return;
    default:
      params[2](null, undefined);
  }
};
