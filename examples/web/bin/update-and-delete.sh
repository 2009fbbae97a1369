#!/usr/bin/env bash
# Moves the example channel's expiry to a later time (PUT with the full
# body), then deletes it:
#   VS_MODERATOR_JWT=<MODERATOR_JWT> \
#   VS_NEW_EXPIRY=<NEW_CLOSE_TIME_IN_SECONDS> bash bin/update-and-delete.sh
set -euo pipefail
API="${VS_MANAGEMENT_API_URL:-https://management.vs.sportradar.com/api}"
# The PUT replaces the expiry with the value you give, so give the new close
# time itself (whole seconds since the epoch, later than the channel's current
# one): the script cannot add time to an expiry it does not know.
EXPIRES="${VS_NEW_EXPIRY:?Set VS_NEW_EXPIRY to the new close time, in whole seconds since the epoch}"

curl --fail-with-body --silent --show-error -X PUT "$API/channel/north-city-v-south-rovers" \
  -H "Authorization: Bearer $VS_MODERATOR_JWT" \
  -H "Content-Type: application/json" \
  --data @- <<JSON
{
  "channelId": "north-city-v-south-rovers",
  "channelName": "North City vs South Rovers (extra time)",
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

curl --fail-with-body --silent --show-error -X DELETE "$API/channel/north-city-v-south-rovers" \
  -H "Authorization: Bearer $VS_MODERATOR_JWT"
