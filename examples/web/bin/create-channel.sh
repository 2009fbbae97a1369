#!/usr/bin/env bash
# Creates the guide's example channel with curl:
#   VS_MODERATOR_JWT=<MODERATOR_JWT> bash bin/create-channel.sh
# --fail-with-body makes curl exit non-zero on any answer that is not 2xx,
# and still print the body.
set -euo pipefail
API="${VS_MANAGEMENT_API_URL:-https://management.vs.sportradar.com/api}"
EXPIRES=$(( $(date +%s) + 3 * 24 * 60 * 60 )) # now + 3 days, in whole seconds (designed: confirm at onboarding)

curl --fail-with-body --silent --show-error -X POST "$API/channel/create" \
  -H "Authorization: Bearer $VS_MODERATOR_JWT" \
  -H "Content-Type: application/json" \
  --data @- <<JSON
{
  "channelId": "north-city-v-south-rovers",
  "channelName": "North City vs South Rovers",
  "expirationDatetime": $EXPIRES,
  "metadata": { "ourMatchId": "m-20931" },
  "moderationSource": "VS",
  "channelType": "MATCH",
  "relatedCompetitions": [
    {
      "srEntityId": "sr:match:123456",
      "eventTypes": ["MATCH_STARTED", "SCORE_CHANGED", "RED_CARD", "MATCH_ENDED"]
    }
  ],
  "highPriority": false,
  "testChannel": false
}
JSON
