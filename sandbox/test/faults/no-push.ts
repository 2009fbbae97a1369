/** Planted fault: the odds feed changes a market's status, but the adapter never pushes it to the widget. */
import type {MarketStatus} from 'virtual-stadium-api';

export {adapter, onAction} from '../../../examples/web/sandbox/adapter';

export function setMarketStatus(_marketId: string, _status: MarketStatus): void {
  // The change reaches nobody: no push through the kept Flash Bet callback.
}
