/**
 * Runs on your server: picks the loader's `language` from the user's saved language and the browser's
 * Accept-Language header, among the languages agreed for your client at onboarding.
 */
import type {SirLoaderOptions} from 'virtual-stadium-api/embed';

// The language codes agreed for your client at onboarding. "en" is the example the loader uses.
const AGREED_LANGUAGES: readonly string[] = ['en'];
const FALLBACK_LANGUAGE = 'en';

/** Picks the first agreed language among the user's preferences, by full tag and then by base language. */
export function pickLanguage(preferences: readonly string[], agreed: readonly string[] = AGREED_LANGUAGES): string {
  for (const tag of preferences) {
    const lower = tag.toLowerCase();
    const base = lower.split('-')[0] ?? lower;
    const match =
      agreed.find((code) => code.toLowerCase() === lower) ?? agreed.find((code) => code.toLowerCase() === base);
    if (match !== undefined) return match;
  }
  return agreed[0] ?? FALLBACK_LANGUAGE;
}

/** The user's saved language first, then the browser's, from an Accept-Language header such as "de-CH,de;q=0.9,en;q=0.8". */
export function loaderOptions(
  userLanguage: string | undefined,
  acceptLanguage: string | undefined,
  agreed: readonly string[] = AGREED_LANGUAGES,
): SirLoaderOptions {
  const fromBrowser = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag !== '' && tag !== '*');
  const preferences = userLanguage !== undefined ? [userLanguage, ...fromBrowser] : fromBrowser;
  return {language: pickLanguage(preferences, agreed)};
}
