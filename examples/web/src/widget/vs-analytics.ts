/**
 * Forwards every widget action to your analytics tool as an event name with your own context. Only the action type
 * leaves the page: the payload can hold bets and chat content, which do not belong in product analytics.
 * actions.ts calls it first for every action.
 */
import type {TriggerActionFunctionType} from 'virtual-stadium-api';

/** The event shape of your own analytics client. */
export interface AnalyticsEvent {
  name: string;
  properties: Record<string, string>;
}

export interface AnalyticsContext {
  /** Your analytics client. */
  track(event: AnalyticsEvent): void;
  /** The channel the widget shows. */
  channelId: string;
  /** The page, for example window.location.pathname. */
  page(): string;
}

export function analyticsForwarder(context: AnalyticsContext): TriggerActionFunctionType {
  return (type, _data) => {
    try {
      context.track({
        name: `virtual_stadium_${type}`,
        properties: {channelId: context.channelId, page: context.page()},
      });
    } catch (error) {
      // A failing analytics call must never disturb the chat.
      console.warn('Analytics call failed', error);
    }
  };
}
