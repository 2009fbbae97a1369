/** Planted fault: Bet Insights answers with an error although the fixtures give the selections. */
import type {AdapterOnRequest} from 'virtual-stadium-api/embed';

import {adapter as starter} from '../../../examples/web/sandbox/adapter';

export const adapter: AdapterOnRequest = (...params) => {
  if (params[0] === 'outcomes') {
    const callback = params[2] as (error: Error | null, data?: unknown) => void;
    callback(new Error('pricing service unavailable'));
    return;
  }
  starter(...params);
};
