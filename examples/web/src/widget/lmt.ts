/**
 * The Live Match Tracker: the `LmtClick` action (designed: confirm at onboarding) carries the match shown in the
 * tracker; open your own match page for it. actions.ts sends the action here. The tracker sends no adapter request.
 */
import type {Event} from 'virtual-stadium-api';

import {sportradarMatchIdOf} from './match-ids';

export interface TrackerSite {
  /** Your mapping from Sportradar match ids to your event ids (built with the Utility API). */
  yourEventIdFor(sportradarMatchId: string): Promise<string | undefined>;
  openEventPage(yourEventId: string): void;
}

/** The widget built this event from match data: its id can be Sportradar's, so prefer externalId, then map. */
export async function openFromTracker(site: TrackerSite, event: Event): Promise<void> {
  const yourId = event.externalId ?? (await site.yourEventIdFor(sportradarMatchIdOf(event)));
  if (yourId !== undefined) site.openEventPage(yourId);
}
