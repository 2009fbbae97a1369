// Words as queries spell them: cspell:ignore arent backoffice badword badwords didnt doesnt dont isnt shouldnt wasnt
/**
 * The reader's words: the synonyms and filler words of search queries, read by src/utils/searchQuery.ts only (with the
 * first query), never by the search box that every page carries.
 */

/**
 * Question words and filler that a query also drops (src/utils/searchQuery.ts, issue #37): "how do I …", "can I …",
 * "why does …", "dont", "doesn't" (apostrophes are dropped before the lists are read). Kept here, not with
 * searchStopWords in config/search.ts, so that only the query code, loaded with the first query, carries them: the
 * search box on every page reads config/search.ts.
 */
export const searchFillerWords: readonly string[] = (
  'am any anyone cannot cant could did didnt dont doesnt isnt arent wasnt wont shouldnt me our please should ' +
  'someone something there us we would'
).split(' ');

/**
 * The reader's words for the pages' concepts, applied at query time by src/utils/searchQuery.ts: a query that holds a
 * reader's word is also searched with the pages' word in its place, and each page keeps its best score. The reader's
 * word is always searched too, so a page that uses it still ranks on it. Nothing here costs bytes before a query
 * holds one of these words; then the pages' word costs its index chunk (about 3 KiB).
 *
 * Every entry was checked against the pages (`grep -ri` on docs/, 2026-11-26): `reviewed` says where the pages name
 * the concept, so that no entry sends a reader's word to the wrong concept. A reader's word may be a phrase ("sign
 * out"); it matches whole words of the query in that order, before stop words are dropped. Lower case throughout.
 */
export interface SearchSynonym {
  /** What readers type. */
  readonly reader: readonly string[];
  /** The words the pages use for the same thing, best first. */
  readonly pages: readonly string[];
  /** Where the pages say it: the check that the mapping is right. */
  readonly reviewed: string;
}

export const searchSynonyms: readonly SearchSynonym[] = [
  // Moderation
  {
    reader: [
      'moderation tool',
      'moderation tools',
      'moderator tool',
      'admin panel',
      'admin console',
      'backoffice',
      'back office',
    ],
    pages: ['moderation ui'],
    reviewed:
      'The Moderation UI pages: "The Moderation UI is the web app you use to keep Virtual Stadium chats safe"; no page says tool, admin panel or back office for it.',
  },
  {
    reader: ['kick', 'mute', 'silence', 'boot'],
    pages: ['ban', 'suspend'],
    reviewed:
      'Users screen: "Ban a user", "Ban temporarily (suspend)". The pages use "kick" only for a match\'s kick-off and "mute" not for users.',
  },
  {
    reader: ['block'],
    pages: ['ban', 'blacklist'],
    reviewed:
      'Users screen bans users; Dashboard: "add or remove a blacklisted word". On the pages "block" is a code block or a CSP that blocks a script, which the reader\'s word still finds.',
  },
  {
    reader: ['profanity', 'swear', 'swearing', 'curse', 'cursing', 'obscene', 'badword', 'badwords'],
    pages: ['blacklist'],
    reviewed: 'Dashboard: "Step by step: add or remove a blacklisted word" (operator settings).',
  },
  {
    reader: ['remove', 'erase'],
    pages: ['delete', 'ban'],
    reviewed:
      'Messages screen deletes a message, Users screen bans a user, channels are deleted; "remove" on the pages (a blacklisted word, removeChannel) is still searched.',
  },
  {
    reader: ['abuse', 'abusive', 'harassment', 'toxic', 'flag', 'flagged'],
    pages: ['reported', 'offensiveness'],
    reviewed:
      'Messages screen: "Handle a reported message"; Logs and Messages show the offensiveness score of a message.',
  },
  {
    reader: ['unblock', 'unmute', 'unsuspend', 'reinstate'],
    pages: ['lift', 'unban'],
    reviewed: 'Users screen: "Lift a ban".',
  },
  // Embedding the web widget
  {
    reader: ['website', 'site', 'webpage', 'homepage', 'html'],
    pages: ['page'],
    reviewed:
      'Web pages say "your page" ("Example: a page with the widget", "Add the loader snippet" to the page); "site" on the pages is mostly the go-live checklist\'s URL.',
  },
  {
    reader: ['embed', 'install', 'put', 'insert', 'integrate'],
    pages: ['add', 'loader'],
    reviewed:
      'Widget page: "Set up the widget step by step", "Add a container", "Add the loader snippet"; the SDK pages keep "install", which is still searched.',
  },
  {
    reader: ['iframe', 'script tag', 'snippet code', 'embed code'],
    pages: ['loader snippet'],
    reviewed:
      'Widget page and web overview: "Add the loader snippet"; the widget is added by the loader, not an iframe.',
  },
  {
    reader: ['chat'],
    pages: ['widget'],
    reviewed:
      'On the web pages the chat on a page is "the widget" ("Set up the widget step by step", "The widget is a thin line or invisible"); the mobile pages say chat, still searched.',
  },
  {
    reader: ['click', 'clicks', 'clicked', 'press'],
    pages: ['tap', 'taps'],
    reviewed:
      'Web troubleshooting: "Taps on selections do nothing"; onAction\'s click actions keep "click", still searched.',
  },
  // Tokens and sessions
  {
    reader: ['expiry', 'expire', 'expires', 'expired', 'lifetime', 'timeout', 'ttl', 'validity', 'duration'],
    pages: ['valid', 'exp'],
    reviewed:
      'Authentication: "How long a token is valid", the `exp` claim. "lifetime" and "duration" are also the pages\' words for channels and Flash Bet, still searched.',
  },
  {
    reader: ['session'],
    pages: ['token', 'login'],
    reviewed:
      'A user\'s session is their JWT (Authentication, "Login and user state"); the SDK pages also say session, still searched.',
  },
  {
    reader: ['sign out', 'log out', 'signout', 'log off', 'logoff', 'sign off'],
    pages: ['logout'],
    reviewed: 'Login and user state: "Log out", `logout()`; the profile pages: "Log out".',
  },
  {
    reader: ['sign in', 'log in', 'signin', 'logon'],
    pages: ['login'],
    reviewed: 'Login and user state, Android and iOS usage: "log the user in with the JWT", `login()`.',
  },
  // Look and language
  {
    reader: ['color', 'colors', 'colour', 'font', 'fonts', 'css', 'branding', 'skin'],
    pages: ['styling', 'colours'],
    reviewed: 'Styling: "Change the widget\'s look", colours, CSS on the container.',
  },
  {
    reader: ['dark'],
    pages: ['theme'],
    reviewed: "Styling: the widget's theme is set by Sportradar; the page mentions dark backgrounds.",
  },
  {
    reader: ['localization', 'localisation', 'localize', 'i18n', 'internationalization', 'locale', 'translate'],
    pages: ['translations', 'language'],
    reviewed: 'Translations: "Set up languages step by step", the loader `language` option.',
  },
  // Profile
  {
    reader: ['nickname', 'username', 'handle', 'alias'],
    pages: ['display name'],
    reviewed: 'User profile pages: "Change the display name"; the name comes from the token.',
  },
];
