/**
 * The one `onAction` router of the page: every action goes to analytics first, then to the module that handles it.
 * Only `FlashBetOutcome` and `BetInsightsOutcome` are published; the other action types are designed names, confirmed
 * at onboarding. Handlers that check prices run after the router has returned, and their failures are logged, so
 * nothing your code does can disturb the widget.
 */
import type {
  BetSlip,
  ChatMetadata,
  Event,
  ExternalOutcome,
  ReactionClickInterface,
  TriggerActionFunctionType,
} from 'virtual-stadium-api';

/** Where each action goes. vs-page.ts fills it from the module files. */
export interface ActionHandlers {
  /** vs-analytics.ts: called first, for every action. */
  analytics?: TriggerActionFunctionType;
  /** flash-bet.ts */
  addFlashBetSelection(selection: ExternalOutcome): Promise<void>;
  /** bet-insights.ts */
  addInsightSelection(selection: ExternalOutcome): Promise<void>;
  /** bet-share.ts */
  addSharedSelection(selection: ExternalOutcome): Promise<void>;
  ticketShared(ticket: BetSlip): void;
  shareListClosed(channel: ChatMetadata): void;
  /** copy-bet.ts */
  copyTicket(ticket: BetSlip): Promise<unknown>;
  /** contact-support.ts */
  openSupport(channel: ChatMetadata): void;
  /** lmt.ts */
  openFromTracker(event: Event): Promise<void>;
  /** reaction-stats.ts */
  countReaction(data: ReactionClickInterface['data']): void;
}

function inBackground(work: Promise<unknown>, what: string): void {
  work.catch((error: unknown) => console.error(`Virtual Stadium: ${what} failed`, error));
}

export function createOnAction(handlers: ActionHandlers): TriggerActionFunctionType {
  return (...action) => {
    try {
      handlers.analytics?.(...action);
      const [type, data] = action;
      switch (type) {
        case 'FlashBetOutcome':
          inBackground(handlers.addFlashBetSelection(data), 'adding the Flash Bet selection');
          break;
        case 'BetInsightsOutcome':
          inBackground(handlers.addInsightSelection(data), "adding the insight's selection");
          break;
        case 'OutcomeClick': // designed: confirm at onboarding
          inBackground(handlers.addSharedSelection(data), 'adding the shared selection');
          break;
        case 'BetslipShare': // designed: confirm at onboarding
          handlers.ticketShared(data);
          break;
        case 'CloseBetslipShareList': // designed: confirm at onboarding
          handlers.shareListClosed(data);
          break;
        case 'CopyBet': // designed: confirm at onboarding
          inBackground(handlers.copyTicket(data), 'Copy Bet');
          break;
        case 'ContactSupport': // designed: confirm at onboarding
          handlers.openSupport(data);
          break;
        case 'LmtClick': // designed: confirm at onboarding
          inBackground(handlers.openFromTracker(data), 'opening the match page');
          break;
        case 'ReactionClick': // designed: confirm at onboarding
          handlers.countReaction(data);
          break;
        case 'Error': // designed: confirm at onboarding
          // Log the message; names or codes that tell one error from another are not published.
          console.error('Virtual Stadium:', data.message);
          break;
        // Analytics only, already forwarded above. All designed: confirm at onboarding.
        case 'MessageSent': // designed: confirm at onboarding
        case 'Click': // designed: confirm at onboarding
        case 'SwitchChannel': // designed: confirm at onboarding
        case 'ReportMessageClick': // designed: confirm at onboarding
        case 'SelectChannelTag': // designed: confirm at onboarding
          break;
        default: {
          // A type newer than these typings: a no-op at run time. At build time, a type added to the typings
          // fails here until you give it a case.
          const unhandled: never = type;
          void unhandled;
        }
      }
    } catch (error) {
      // Keep failures in your code away from the widget.
      console.error('onAction handler failed', error);
    }
  };
}
