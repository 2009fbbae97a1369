// Register the adapter first, and only once per page load.
SIR('registerAdapter', function onRequest(requestName, args, callback) {
  switch (requestName) {
    case 'matchEventMarkets':
      // Flash Bet: find your event, args.event.externalId when present, otherwise your ID mapping of its
      // Sportradar id, args.event.srEventId ?? args.event.id (designed: confirm at onboarding), then answer
      // with your markets on it. This minimal page has none yet; an empty list shows no Flash Bet.
      callback(null, {matchEventMarkets: []});
      break;
    case 'virtualStadium.matchEventMarkets':
      // Deprecated name, sent at the same moment as "matchEventMarkets", which is answered above.
      // Return without calling this callback: answering both gives the widget two answers.
      return;
    default:
      // Requests this page does not handle, such as Bet Insights' "outcomes": log them and answer with no data.
      console.debug('Virtual Stadium request not handled:', requestName);
      callback(null, undefined);
  }
});

// Then add the widget.
SIR('addWidget', '#sr-vs-widget', 'virtualStadium', {
  jwt: '<USER_JWT_FROM_YOUR_BACKEND>',
  channelId: '<CHANNEL_ID>',
  enableFlashBet: true,
});
