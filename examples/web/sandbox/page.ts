/**
 * The starter's page script as the docs' sandbox serves it (`npx virtual-stadium-sandbox serve --page
 * public/index.html --script /vs-page.js=sandbox/page.ts --fixtures sandbox/fixtures.json`): bin/page.ts, over the
 * test double of your site (test/support/recording-site.ts) in place of the placeholder one, so that the stand-in
 * widget gets markets back and a tapped selection lands in a betslip you can see. It exposes that betslip and the
 * odds feed as `window.vsSandbox`, for a browser test and `trigger suspend`.
 */
import type {MarketStatus} from 'virtual-stadium-api';

import {startVirtualStadium} from '../src/widget/vs-page';
import {recordingSite} from '../test/support/recording-site';

const selector = '#sr-vs-widget';
const channelId = document.querySelector<HTMLElement>(selector)?.dataset['channelId'] ?? '<CHANNEL_ID>';
const yourSite = recordingSite();

Object.assign(window, {
  vsSandbox: {
    /** Your betslip: [eventId, marketId, outcomeId] per selection the page added. */
    betslip: yourSite.record.betslip,
    setMarketStatus: (marketId: string, status: MarketStatus) => yourSite.setMarketStatus(marketId, status),
  },
});

startVirtualStadium(yourSite.site, selector, channelId).catch((error: unknown) => {
  console.error('Virtual Stadium could not start', error);
});
