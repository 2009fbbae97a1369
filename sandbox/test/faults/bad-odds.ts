/** Planted fault: Flash Bet markets whose outcomes carry odds below 1. */
import type {AdapterOnRequest} from 'virtual-stadium-api/embed';

import {adapter as starter} from '../../../examples/web/sandbox/adapter';

const halve = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(halve);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'odds' && typeof inner === 'number' ? 0.5 : halve(inner),
      ]),
    );
  }
  return value;
};

export const adapter: AdapterOnRequest = (...params) => {
  if (params[0] === 'matchEventMarkets') {
    const [, args, callback] = params;
    const relay = (error: Error | null, data?: unknown) =>
      (callback as (e: Error | null, d?: unknown) => void)(error, halve(data));
    starter('matchEventMarkets', args, relay);
    return;
  }
  starter(...params);
};
