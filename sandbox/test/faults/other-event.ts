/** Planted fault: Flash Bet answers the markets of the fixture's event, whichever event is asked for. */
import type {AdapterOnRequest} from 'virtual-stadium-api/embed';

import {adapter as starter} from '../../../examples/web/sandbox/adapter';

const tennisMatch = {id: 'sr:match:123456', srEventId: 'sr:match:123456', sport: {id: 5}};

export const adapter: AdapterOnRequest = (...params) => {
  if (params[0] === 'matchEventMarkets') {
    const [, args, callback] = params;
    starter('matchEventMarkets', {...args, event: tennisMatch}, callback);
    return;
  }
  starter(...params);
};
