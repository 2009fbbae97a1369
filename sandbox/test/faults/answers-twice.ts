/** Planted fault: the starter's adapter, but Bet Insights calls its callback twice. */
import type {OutcomesResponse} from 'virtual-stadium-api';
import type {AdapterOnRequest} from 'virtual-stadium-api/embed';

import {adapter as starter} from '../../../examples/web/sandbox/adapter';

export const adapter: AdapterOnRequest = (...params) => {
  if (params[0] === 'outcomes') {
    const [, args, callback] = params;
    starter('outcomes', args, (error: Error | null, response?: OutcomesResponse) => {
      callback(error, response);
      callback(error, response);
    });
    return;
  }
  starter(...params);
};
