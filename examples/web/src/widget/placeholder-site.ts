/**
 * A stand-in for your site that offers nothing: no markets, no selections, no tickets. With it the page loads and
 * the adapter answers every request (with empty lists, which show no Flash Bet, no insight and no ticket), so you can
 * try the page before connecting your platform. Replace each function with a call to your own API.
 */
import type {YourSite} from './vs-page';

const nothing = <T>(): Promise<T | undefined> => Promise.resolve(undefined);
const log =
  (what: string) =>
  (...details: unknown[]): void =>
    console.info(`[placeholder site] ${what}`, ...details);

export function placeholderSite(): YourSite {
  const addToBetslip = log('add to betslip');
  return {
    flashBet: {
      findYourMarket: nothing,
      nextGameWinnerMarket: nothing,
      nextCornerMarket: nothing,
      currentOdds: nothing,
      yourEventIdFor: nothing,
      addToBetslip,
    },
    betInsights: {
      selectionByUof: nothing,
      selectionById: nothing,
      addToBetslip,
      showOddsChanged: log('odds changed'),
    },
    betShare: {
      ticketsOfUser: () => Promise.resolve([]),
      addAtCurrentPrice: (selection) => Promise.resolve(log('add shared selection')(selection)),
      track: log('track'),
    },
    copyBet: {currentPrice: nothing, addToBetslip, openBetslip: log('open betslip')},
    support: {
      signedInUserId: () => '<USER_ID>',
      openSupportPanel: () => false,
      helpPageUrl: new URL('/help', window.location.origin).toString(),
      navigate: log('navigate'),
    },
    tracker: {yourEventIdFor: nothing, openEventPage: log('open event page')},
    analytics: {track: log('analytics'), page: () => window.location.pathname},
    onMarketStatus: () => undefined, // no odds feed
  };
}
