/**
 * The starter's adapter as the docs' local sandbox loads it (`npx virtual-stadium-sandbox check --adapter
 * sandbox/adapter.ts --fixtures sandbox/fixtures.json`): the adapter and onAction router of src/widget/, over the
 * test double of your site that the starter's tests use (test/support/recording-site.ts), whose data
 * sandbox/fixtures.json describes. Your own file exports the same names, built over your test platform.
 */
import type {MarketStatus} from 'virtual-stadium-api';

import {recordingSite} from '../test/support/recording-site';
import {createIntegration} from '../src/widget/vs-page';

const yourSite = recordingSite();
const integration = createIntegration(yourSite.site);

/** The function your page registers with SIR('registerAdapter', adapter). */
export const adapter = integration.adapter;

/** The onAction router of the channel's widget: `serve` and `trigger` send the widget's actions to it. */
export const onAction = integration.onActionFor('spain-germany');

/** Plays your odds feed: a market changes status (`trigger suspend`, and the sandbox's status-push rule). */
export function setMarketStatus(marketId: string, status: MarketStatus): void {
  yourSite.setMarketStatus(marketId, status);
}
