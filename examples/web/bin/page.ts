/**
 * The browser entry of the example page, bundled by bin/start.ts as /vs-page.js: starts the chat on the channel
 * named in the container's data-channel-id, with a placeholder site that offers no markets yet.
 */
import {placeholderSite} from '../src/widget/placeholder-site';
import {startVirtualStadium} from '../src/widget/vs-page';

const selector = '#sr-vs-widget';
const channelId = document.querySelector<HTMLElement>(selector)?.dataset['channelId'] ?? '<CHANNEL_ID>';

startVirtualStadium(placeholderSite(), selector, channelId).catch((error: unknown) => {
  console.error('Virtual Stadium could not start', error);
});
