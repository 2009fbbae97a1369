#!/usr/bin/env bash
# Creates two channels in one batch:
#   VS_MODERATOR_JWT=<MODERATOR_JWT> bash bin/create-channels-batch.sh
# Each id carries its match date, as create-channels-batch.ts builds them,
# so next season's match gets its own.
set -euo pipefail
API="${VS_MANAGEMENT_API_URL:-https://management.vs.sportradar.com/api}"
EXPIRES=$(( $(date +%s) + 2 * 24 * 60 * 60 )) # now + 2 days, in whole seconds (designed: confirm at onboarding)

curl --fail-with-body --silent --show-error -X POST "$API/channel/create/batch" \
  -H "Authorization: Bearer $VS_MODERATOR_JWT" \
  -H "Content-Type: application/json" \
  --data @- <<JSON
[
  {
    "channelId": "2030-05-12-harbour-fc-v-hill-united",
    "channelName": "Harbour FC vs Hill United",
    "expirationDatetime": $EXPIRES,
    "metadata": {},
    "moderationSource": "VS"
  },
  {
    "channelId": "2030-05-12-lakeside-v-old-town",
    "channelName": "Lakeside vs Old Town",
    "expirationDatetime": $EXPIRES,
    "metadata": {},
    "moderationSource": "EXTERNAL"
  }
]
JSON
