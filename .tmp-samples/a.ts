import type { AdapterCallback, AdapterOnRequest } from "virtual-stadium-api/embed";
import type { MatchEventMarketResponse } from "virtual-stadium-api";
const subs = new Map<string, AdapterCallback<MatchEventMarketResponse>>();
export const onRequest: AdapterOnRequest = (requestName, args, callback) => {
  switch (requestName) {
    case "matchEventMarkets":
      subs.set(args.id, callback);
      callback(null, { matchEventMarkets: [] });
      return;
    case "virtualStadium.matchEventMarkets":
      return undefined;
    case "outcomes":
      callback(null, { outcomes: [] });
      return;
    case "betHistory":
      callback(null, { bets: [] });
      return;
    default:
      console.debug("unhandled", requestName as string);
  }
};
SIR("registerAdapter", onRequest);
