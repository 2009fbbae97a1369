/**
 * The page script: builds the adapter and the action router from the module files, fetches the user's token, then
 * registers the adapter and adds the widget. Everything your site provides comes in as one `YourSite` object;
 * bin/page.ts passes a placeholder one.
 */
import type {MarketStatus, TriggerActionFunctionType} from 'virtual-stadium-api';
import type {AdapterOnRequest} from 'virtual-stadium-api/embed';

import {createOnAction} from './actions';
import {createBetInsights, type BetInsightsPlatform} from './bet-insights';
import {createBetShare, type BetSharePlatform} from './bet-share';
import {openSupport, type SupportSite} from './contact-support';
import {copyTicket, type CopyBetPlatform} from './copy-bet';
import {fetchVirtualStadiumToken} from './fetch-token';
import {createFlashBet, type FlashBet, type FlashBetPlatform} from './flash-bet';
import {openFromTracker, type TrackerSite} from './lmt';
import {createReactionStats, type ReactionStats} from './reaction-stats';
import {chatProps, startChat} from './start-chat';
import {analyticsForwarder, type AnalyticsContext} from './vs-analytics';
import {createAdapter} from './vs-adapter';

/** What the integration needs from your site, module by module. */
export interface YourSite {
  flashBet: FlashBetPlatform;
  betInsights: BetInsightsPlatform;
  betShare: BetSharePlatform;
  copyBet: CopyBetPlatform;
  support: SupportSite;
  tracker: TrackerSite;
  analytics?: Omit<AnalyticsContext, 'channelId'>;
  /** Calls the listener whenever one of your markets changes status (your odds feed). */
  onMarketStatus(listener: (marketId: string, status: MarketStatus) => void): void;
}

export interface Integration {
  /** The page's one adapter: register it once per page load, whatever the number of widgets or views. */
  adapter: AdapterOnRequest;
  flashBet: FlashBet;
  reactions: ReactionStats;
  /** The `onAction` router for one channel's widget: the actions are the same, the analytics name the channel. */
  onActionFor(channelId: string): TriggerActionFunctionType;
}

/**
 * The adapter and the module handlers, built once per page load from the module files. A single-page app builds it
 * once at start-up and hands it to every view that shows a chat.
 */
export function createIntegration(site: YourSite): Integration {
  const flashBet = createFlashBet(site.flashBet);
  const betInsights = createBetInsights(site.betInsights);
  const betShare = createBetShare(site.betShare);
  const reactions = createReactionStats();
  // Status changes of your markets reach the Flash Bets that show them: one listener per page load.
  site.onMarketStatus((marketId, status) => flashBet.marketStatusChanged(marketId, status));
  const adapter = createAdapter({flashBet, betInsights, betShare});
  const onActionFor = (channelId: string): TriggerActionFunctionType =>
    createOnAction({
      ...(site.analytics !== undefined ? {analytics: analyticsForwarder({...site.analytics, channelId})} : {}),
      addFlashBetSelection: (selection) => flashBet.addSelection(selection),
      addInsightSelection: (selection) => betInsights.addSelection(selection),
      addSharedSelection: (selection) => betShare.outcomeClicked(selection),
      ticketShared: (ticket) => betShare.shared(ticket),
      shareListClosed: (channel) => betShare.listClosed(channel),
      copyTicket: (ticket) => copyTicket(site.copyBet, ticket),
      openSupport: (channel) => openSupport(site.support, channel),
      openFromTracker: (event) => openFromTracker(site.tracker, event),
      countReaction: (data) => reactions.count(data),
    });
  return {adapter, flashBet, reactions, onActionFor};
}

// #region start
/** Adds the chat for `channelId` to the element matched by `selector`. */
export async function startVirtualStadium(
  site: YourSite,
  selector: string,
  channelId: string,
  fetchToken: () => Promise<string> = () => fetchVirtualStadiumToken(),
): Promise<Integration> {
  const integration = createIntegration(site);
  // Throws on a failed token response: the chat then stays hidden, and no error page becomes the jwt.
  const jwt = await fetchToken();
  startChat(selector, integration.adapter, chatProps({jwt, channelId, onAction: integration.onActionFor(channelId)}));
  return integration;
}
// #endregion start
