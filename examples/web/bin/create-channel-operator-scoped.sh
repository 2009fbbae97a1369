#!/usr/bin/env bash
# Creates the guide's example channel through the older operator-scoped
# endpoint, for integrations that already use it:
#   VS_MODERATOR_JWT=<MODERATOR_JWT> VS_OPERATOR_ID=<OPERATOR_ID> \
#   bash bin/create-channel-operator-scoped.sh
# This body has no expiry field: the channel closes 24 hours after
# creation by default.
set -euo pipefail
API="${VS_MANAGEMENT_API_URL:-https://management.vs.sportradar.com/api}"

curl --fail-with-body --silent --show-error -X POST "$API/operator/$VS_OPERATOR_ID/channel" \
  -H "Authorization: Bearer $VS_MODERATOR_JWT" \
  -H "Content-Type: application/json" \
  --data @- <<JSON
{
  "channelId": "north-city-v-south-rovers",
  "channelName": "North City vs South Rovers",
  "operatorId": "$VS_OPERATOR_ID",
  "active": true,
  "messageTTLDays": 3,
  "sportContext": [
    { "id": "sr:match:123456", "type": "Match", "eventTypes": ["MATCH_STARTED", "SCORE_CHANGED", "MATCH_ENDED"] }
  ]
}
JSON
