/**
 * A test double of the integrator's site for the widget harness: it answers from the fixtures and records what the
 * example asked it to do (betslip additions, support panels, analytics events...), so each test can check that the
 * example did what its page says.
 */
import type {Market, MarketStatus} from 'virtual-stadium-api';

import type {SupportContext} from '../../src/widget/contact-support';
import type {AnalyticsEvent} from '../../src/widget/vs-analytics';
import type {YourSite} from '../../src/widget/vs-page';
import {
  cornerMarket,
  gameWinnerMarket,
  selections,
  SR_MATCH,
  suspendedMarket,
  tickets,
  uofMapping,
  YOUR_EVENT,
} from '../fixtures/widget-fixtures';

export interface SiteRecord {
  betslip: Array<[eventId: string, marketId: string, outcomeId: string]>;
  oddsChanged: Array<[name: string, odds: string]>;
  sharedSelections: string[];
  tracked: Array<[name: string, detail: Record<string, unknown>]>;
  betslipOpened: Array<string | undefined>;
  supportPanels: SupportContext[];
  navigations: string[];
  eventPages: string[];
  analytics: AnalyticsEvent[];
  /** The event ids Flash Bet looked your markets up for, in order. */
  flashBetMarketLookups: string[];
  /** The Sportradar match ids your ID mapping was asked for, in order. */
  mappingLookups: string[];
}

export interface RecordingSite {
  site: YourSite;
  record: SiteRecord;
  /** Plays your odds feed: a market changes status. */
  setMarketStatus(marketId: string, status: MarketStatus): void;
}

const resolve = <T>(value: T): Promise<T> => Promise.resolve(value);

export function recordingSite(options: {supportPanelAvailable?: boolean} = {}): RecordingSite {
  const record: SiteRecord = {
    betslip: [],
    oddsChanged: [],
    sharedSelections: [],
    tracked: [],
    betslipOpened: [],
    supportPanels: [],
    navigations: [],
    eventPages: [],
    analytics: [],
    flashBetMarketLookups: [],
    mappingLookups: [],
  };
  const statusListeners: Array<(marketId: string, status: MarketStatus) => void> = [];
  const addToBetslip = (eventId: string, marketId: string, outcomeId: string): void => {
    record.betslip.push([eventId, marketId, outcomeId]);
  };
  const yourEventIdFor = (srMatchId: string): Promise<string | undefined> => {
    record.mappingLookups.push(srMatchId);
    return resolve(srMatchId === SR_MATCH ? YOUR_EVENT : undefined);
  };
  /** Your markets exist on your events only: a lookup by any other id (a Sportradar id) finds nothing. */
  const onYourEvent = (eventId: string, market: Market | undefined): Promise<Market | undefined> => {
    record.flashBetMarketLookups.push(eventId);
    return resolve(eventId === YOUR_EVENT ? market : undefined);
  };
  const suggested: Record<string, Market> = {'1': gameWinnerMarket, '18': suspendedMarket};
  const offeredOutcomes = [gameWinnerMarket, cornerMarket].flatMap((market) => market.outcomes ?? []);

  const site: YourSite = {
    flashBet: {
      findYourMarket: (eventId, suggestion) => onYourEvent(eventId, suggested[suggestion.id]),
      nextGameWinnerMarket: (eventId) => onYourEvent(eventId, gameWinnerMarket),
      nextCornerMarket: (eventId) => onYourEvent(eventId, cornerMarket),
      // Today's price of a selection of the markets above; any other selection is no longer offered.
      currentOdds: (outcomeId) => resolve(offeredOutcomes.find((outcome) => outcome.id === outcomeId)?.odds),
      yourEventIdFor,
      addToBetslip,
    },
    betInsights: {
      selectionByUof: (event, market, specifiers, outcome) =>
        resolve(uofMapping.get(`${event}|${market}|${specifiers ?? ''}|${outcome}`)),
      selectionById: (outcomeId) => resolve(selections.find((selection) => selection.outcomeId === outcomeId)),
      addToBetslip,
      showOddsChanged: (name, odds) => record.oddsChanged.push([name, odds]),
    },
    betShare: {
      ticketsOfUser: (userId) => resolve(userId === 'user-1' ? tickets : []),
      addAtCurrentPrice: (selection) => {
        record.sharedSelections.push(selection.externalOutcome.id);
        return resolve(undefined);
      },
      track: (name, detail) => record.tracked.push([name, detail]),
    },
    copyBet: {
      currentPrice: (_eventId, _marketId, outcomeId) =>
        resolve(outcomeId === 'out-over' ? {open: true, decimalOdds: 2.0} : {open: false, decimalOdds: 1.7}),
      addToBetslip,
      openBetslip: (notice) => record.betslipOpened.push(notice),
    },
    support: {
      signedInUserId: () => 'user-1',
      openSupportPanel: (context) => {
        if (options.supportPanelAvailable === false) return false;
        record.supportPanels.push(context);
        return true;
      },
      helpPageUrl: 'https://www.example.com/help',
      navigate: (url) => record.navigations.push(url),
    },
    tracker: {yourEventIdFor, openEventPage: (id) => record.eventPages.push(id)},
    analytics: {track: (event) => record.analytics.push(event), page: () => '/match/spain-germany'},
    onMarketStatus: (listener) => statusListeners.push(listener),
  };
  return {
    site,
    record,
    setMarketStatus: (marketId, status) => statusListeners.forEach((listener) => listener(marketId, status)),
  };
}
