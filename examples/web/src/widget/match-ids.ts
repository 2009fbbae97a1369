/**
 * The ids an event can carry, and the one rule for finding your event (`Event.id` in the typings states it). Events
 * the widget builds from match data (a Flash Bet request and its selections, a tracker tap) can hold the Sportradar
 * id in `id` (designed: confirm at onboarding); events your adapter returned hold yours. `srEventId` can be the full
 * `sr:match:123456` or only `123456`.
 */
import type {Event} from 'virtual-stadium-api';

const SR_MATCH_PREFIX = 'sr:match:';

/** A Sportradar match id in its full form, `sr:match:<id>`, whichever form it arrived in. */
export function sportradarMatchId(id: string | number): string {
  const text = String(id);
  return text.startsWith(SR_MATCH_PREFIX) ? text : `${SR_MATCH_PREFIX}${text}`;
}

/** The Sportradar match id of an event: `srEventId` when present, otherwise `id` (an event the widget built). */
export function sportradarMatchIdOf(event: Event): string {
  return sportradarMatchId(event.srEventId ?? event.id);
}

/** Every id the event can be known by: its `id`, your `externalId`, and its Sportradar id in full form. */
export function eventKeys(event: Event): string[] {
  const keys = [event.id];
  if (event.externalId !== undefined) keys.push(event.externalId);
  if (event.srEventId !== undefined) keys.push(sportradarMatchId(event.srEventId));
  return keys;
}

/**
 * Your event id for an event the widget built, the rule every sample follows: `externalId` when present, otherwise
 * your ID mapping of its Sportradar match id (`srEventId ?? id`, in the `sr:match:<id>` form). Undefined when you do
 * not offer the match.
 */
export async function yourEventIdOf(
  event: Event,
  yourEventIdFor: (sportradarMatchId: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  return event.externalId ?? (await yourEventIdFor(sportradarMatchIdOf(event)));
}
