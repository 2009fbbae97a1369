/** Prints the create body of a VIP room with its moderation fields: `npx tsx bin/print-vip-lounge-body.ts`. */
import {FORM_DEFAULT_LIFETIME_SECONDS, expiresIn} from '../src/channels/expiry';
import {withModeration} from '../src/channels/moderation-fields';

const body = withModeration(
  {
    channelId: 'vip-lounge',
    channelName: 'VIP lounge',
    expirationDatetime: expiresIn(FORM_DEFAULT_LIFETIME_SECONDS, new Date()),
    metadata: {},
  },
  'vip',
);
console.log(JSON.stringify(body, null, 2));
