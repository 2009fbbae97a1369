/**
 * The Live Match Tracker: the `LmtClick` action (designed: confirm at onboarding) carries the match shown in the
 * tracker; open your own match page for it. actions.ts sends the action here. The tracker sends no adapter request.
 */
import type {Event} from 'virtual-stadium-api';

import {yourEventIdOf} from './match-ids';

export interface TrackerSite {
  /** Your mapping from Sportradar match ids to your event ids (built with the Utility API). */
  yourEventIdFor(sportradarMatchId: string): Promise<string | undefined>;
  openEventPage(yourEventId: string): void;
}

/** The widget built this event from match data: find yours with the one rule, externalId first, then your mapping. */
export async function openFromTracker(site: TrackerSite, event: Event): Promise<void> {
  const yourId = await yourEventIdOf(event, (srId) => site.yourEventIdFor(srId));
  if (yourId !== undefined) site.openEventPage(yourId);
}
