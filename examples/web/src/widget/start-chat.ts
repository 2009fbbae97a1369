/**
 * Registers the adapter (once per page load), then adds the widget. The loader replays calls in order, so a widget
 * added before the adapter would send its first requests to nobody.
 */
import type {TriggerActionFunctionType} from 'virtual-stadium-api';
import type {AdapterOnRequest, VirtualStadiumProps} from 'virtual-stadium-api/embed';

import {registerAdapterOnce} from './register';

export interface ChatOptions {
  /** Signed by your backend for the signed-in user (fetch-token.ts). */
  jwt: string;
  /** A channel from your channel setup, for example "spain-germany". */
  channelId: string;
  /** Your action router (actions.ts). */
  onAction: TriggerActionFunctionType;
}

/** The widget properties with every module this example handles switched on. */
export function chatProps({jwt, channelId, onAction}: ChatOptions): VirtualStadiumProps {
  return {
    jwt,
    channelId,
    // enableFlashBet and enableBetInsights have no published default: set them either way.
    enableFlashBet: true,
    enableBetInsights: true,
    enableBetShare: true, // designed: confirm at onboarding
    enableCopyBet: true, // designed: confirm at onboarding
    enableContactSupport: true, // designed: confirm at onboarding
    enableLmt: true, // designed: confirm at onboarding
    enableCentralHub: true, // needs Bet Share and the Copy Bet button
    onAction,
  };
}

export function startChat(selector: string, adapter: AdapterOnRequest, props: VirtualStadiumProps): void {
  registerAdapterOnce(adapter); // first, and once per page load
  SIR('addWidget', selector, 'virtualStadium', props);
}
