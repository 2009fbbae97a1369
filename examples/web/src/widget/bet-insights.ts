/**
 * Bet Insights: answers the `outcomes` request by mapping Sportradar (UOF) ids to your selections, and adds a tapped
 * insight (`BetInsightsOutcome`) to the betslip after checking that it is still open at the same price.
 * vs-adapter.ts sends the request here; actions.ts sends the action here.
 */
import type {
  ExternalOutcome,
  MarketStatus,
  OddsObject,
  OutcomeRequestEntry,
  OutcomeResponseEntry,
  OutcomesRequest,
  OutcomesResponse,
} from 'virtual-stadium-api';

/** One of your selections, as your platform stores it. */
export interface YourSelection {
  eventId: string;
  eventName: string;
  kickOff: string;
  marketId: string;
  marketName: string;
  outcomeId: string;
  outcomeName: string;
  odds: number;
  oddsText: string;
  status: MarketStatus;
}

/** What Bet Insights needs from your betting platform. */
export interface BetInsightsPlatform {
  /** Your selection for a Sportradar event and UOF market, specifiers and outcome (your mapping table behind it). */
  selectionByUof(
    srEventId: string,
    uofMarketId: string,
    specifiers: string | undefined,
    uofOutcomeId: string,
  ): Promise<YourSelection | undefined>;
  selectionById(outcomeId: string): Promise<YourSelection | undefined>;
  addToBetslip(eventId: string, marketId: string, outcomeId: string): void;
  /** Lets the user confirm a new price before the selection goes on the betslip. */
  showOddsChanged(name: string, newOdds: string): void;
}

export interface BetInsights {
  /** Answers an `outcomes` request: one entry per selection you offer. */
  answer(args: OutcomesRequest): Promise<OutcomesResponse>;
  /** The `BetInsightsOutcome` action. */
  addSelection(selection: ExternalOutcome): Promise<void>;
}

function toEntry(request: OutcomeRequestEntry, s: YourSelection): OutcomeResponseEntry {
  const odds: OddsObject = {decimalValue: s.odds, displayValue: s.oddsText};
  return {
    request,
    event: {id: s.eventId, name: s.eventName, date: s.kickOff, srEventId: request.eventId},
    market: {id: s.marketId, name: s.marketName, status: s.status},
    outcome: {id: s.outcomeId, name: s.outcomeName, odds: s.odds},
    odds,
    status: s.status,
  };
}

export function createBetInsights(platform: BetInsightsPlatform): BetInsights {
  return {
    async answer(args) {
      const entries = await Promise.all(
        args.outcomes.map(async (request) => {
          const found = await platform.selectionByUof(
            request.eventId,
            request.marketId,
            request.specifiers,
            request.outcomeId,
          );
          return found === undefined ? undefined : toEntry(request, found);
        }),
      );
      // Selections you do not offer are left out; their insights are not shown.
      return {outcomes: entries.filter((entry): entry is OutcomeResponseEntry => entry !== undefined)};
    },

    async addSelection(selection) {
      const current = await platform.selectionById(selection.externalOutcome.id);
      if (current === undefined || current.status !== 'active') return; // closed or withdrawn
      if (selection.externalOutcome.odds !== undefined && current.odds !== selection.externalOutcome.odds) {
        platform.showOddsChanged(current.outcomeName, current.oddsText); // let the user confirm the new price
        return;
      }
      platform.addToBetslip(current.eventId, current.marketId, current.outcomeId);
    },
  };
}
