/**
 * `expirationDatetime` values. The channel API has no default expiry, so every create body carries one; the
 * Moderation UI form's default is 24 hours after creation. The time is passed in, so a long-running job computes it
 * per request instead of once at start-up.
 */

/** The Moderation UI form's default channel lifetime (published), for API channels that should live as long. */
export const FORM_DEFAULT_LIFETIME_SECONDS = 24 * 60 * 60;

/** Unix time in whole seconds, as `expirationDatetime` takes it (designed: confirm at onboarding). */
export function toUnixSeconds(time: Date): number {
  return Math.floor(time.getTime() / 1000);
}

/** The `expirationDatetime` for a channel that closes `seconds` after `now`. */
export function expiresIn(seconds: number, now: Date): number {
  return toUnixSeconds(now) + seconds;
}
