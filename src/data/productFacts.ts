/**
 * The product facts and limits that more than one page states, written once.
 *
 * Pages show them with the `:fact[key]` text directive (plugins/remark-product-facts), the /web configurator and
 * the token checker import them, and scripts/check/check-rendered-content.ts fails when a built page states one of them
 * with another value. Every value comes from reference/product-facts.md; `source` says where it was published.
 */

export interface ProductFact {
  /** The number (or the lower bound of a range). */
  readonly value: number;
  /** The upper bound, for ranges such as 1 to 500. */
  readonly max?: number;
  /** The unit as prose reads it, plural. */
  readonly unit: 'hours' | 'days' | 'seconds' | 'characters' | 'bits' | 'event types' | '';
  /** What the fact is, for the consistency check's messages and for readers of this file. */
  readonly meaning: string;
  /** Where the product's public material states it. */
  readonly source: string;
}

export const productFacts = {
  jwtMaxAge: {
    value: 16,
    unit: 'hours',
    meaning: 'the longest a token is accepted after its iat (Sportradar’s default; an exp claim can shorten it)',
    source: 'Technical guide and API authentication page',
  },
  rsaKeySize: {
    value: 2048,
    unit: 'bits',
    meaning: 'the recommended RSA key size for signing tokens',
    source: 'Authentication page',
  },
  channelIdMaxLength: {
    value: 128,
    unit: 'characters',
    meaning: 'the longest a channel id may be',
    source: 'Channel creation API',
  },
  channelDefaultLifetime: {
    value: 24,
    unit: 'hours',
    meaning:
      'how long after creation a channel closes by default, when no other expiry is set (the current channel API requires one)',
    source: 'Channel creation page',
  },
  retentionRange: {
    value: 1,
    max: 14,
    unit: 'days',
    meaning: 'the message retention a persistent channel can be given',
    source: 'Moderation UI channels page',
  },
  retentionDefault: {
    value: 24,
    unit: 'hours',
    meaning: 'the message retention of a persistent channel unless changed',
    source: 'Moderation UI channels page',
  },
  flashBetDisplayTime: {
    value: 20,
    unit: 'seconds',
    meaning: 'how long a Flash Bet card is shown by default (Sportradar’s integration team changes it)',
    source: 'Flash Bet feature page',
  },
  messageLengthRange: {
    value: 1,
    max: 500,
    unit: 'characters',
    meaning: 'the range of the maximum message length setting',
    source: 'Moderation UI operator settings',
  },
  logsMaxRange: {
    value: 7,
    unit: 'days',
    meaning: 'the longest date range the Logs view shows at once',
    source: 'Moderation UI logs page',
  },
  aiScoreRange: {
    value: 0,
    max: 100,
    unit: '',
    meaning: 'the AI Score of a message: higher is more toxic',
    source: 'Moderation UI messages page',
  },
  matchTreeWindow: {
    value: 14,
    unit: 'days',
    meaning: 'how far ahead the Utility API match tree lists matches',
    source: 'Match id mapping page',
  },
  eventTypeCount: {
    value: 21,
    unit: 'event types',
    meaning: 'how many match event types a channel can select',
    source: 'Channel creation page',
  },
} as const satisfies Record<string, ProductFact>;

export type ProductFactKey = keyof typeof productFacts;

/** `16 hours`, `1 to 14 days`, `0 to 100`; `form: 'number'` gives only the number (`16`, `1 to 14`). */
export function formatFact(key: ProductFactKey, form: 'text' | 'number' = 'text'): string {
  const fact: ProductFact = productFacts[key];
  const number = fact.max === undefined ? String(fact.value) : `${fact.value} to ${fact.max}`;
  return form === 'number' || fact.unit === '' ? number : `${number} ${fact.unit}`;
}

/** The characters a channel id may contain, as the channel creation API publishes them. */
export const channelIdAlphabet = 'letters, digits and ASCII punctuation';

/** The Moderation UI roles, widest access first. */
export const moderationRoles = ['Supervisor', 'Moderator', 'Guest'] as const;

/** The values of the token's `env` claim: each selects the public key Sportradar validates the token with. */
export const jwtEnvValues = ['dev', 'prod'] as const;

/** The token's `scope` claim: space-separated products. */
export const jwtScopes = {
  vs: 'Virtual Stadium',
  av: 'Live Match Tracker audio and video',
  sb: 'Bet Concierge',
} as const;

/** `userType` values exactly as published: end users are `Normal` or `vip`; channel API calls need `MODERATOR`. */
export const jwtUserTypes = ['Normal', 'vip', 'MODERATOR'] as const;

/** The only signing algorithm the backend accepts. */
export const jwtAlgorithm = 'RS256';

/** Claims every token must carry ([TG] and the API authentication page). */
export const jwtRequiredClaims = ['iss', 'sub', 'env', 'scope', 'iat'] as const;

/** Claims Virtual Stadium reads on top of the required ones. */
export const jwtVirtualStadiumClaims = ['apiKey', 'userId', 'displayName', 'userType'] as const;

/** The match event types a channel can select for Flash Bet (`eventTypes` in the channel creation API). */
export const channelEventTypes = [
  // In the published order, one line per family.
  ...['MATCH_ABOUT_TO_START'],
  ...['SCORE_CHANGED_POSSIBLE', 'SCORE_CHANGED', 'SCORE_CHANGED_CANCELLED'],
  ...['YELLOW_CARD_POSSIBLE', 'YELLOW_CARD', 'YELLOW_CARD_CANCELLED', 'YELLOWRED_CARD'],
  ...['RED_CARD_POSSIBLE', 'RED_CARD', 'RED_CARD_CANCELLED'],
  ...['MATCH_STARTED', 'MATCH_ENDED', 'PERIOD_START', 'PERIOD_SCORE'],
  ...['PLAYER_SUBSTITUTION', 'CORNER', 'OFFSIDE', 'SHOT_ON_TARGET', 'THROW_IN', 'TIMEOUT'],
] as const;

/** The features that need a Sportradar id on the channel (id mapping). */
export const featuresNeedingSportradarId = ['Flash Bet', 'Bet Insights', 'Live Match Tracker', 'Scoreboard'] as const;

/** Where the loader script comes from; `<CLIENT_ID>` is given at onboarding. */
export const loaderUrl = 'https://widgets.sir.sportradar.com/<CLIENT_ID>/widgetloader';

/**
 * The loader's origin, as a Content Security Policy allows it, and its host, as a firewall or a console names it.
 * Marked pure: this file is also in the browser's chunks, which use neither, and the minifier then drops them.
 */
export const loaderOrigin = /* @__PURE__ */ partOfUrl(loaderUrl, 'origin');
export const loaderHost = /* @__PURE__ */ partOfUrl(loaderUrl, 'host');

function partOfUrl(url: string, part: 'origin' | 'host'): string {
  return new URL(url)[part];
}

/**
 * The facts that are text, not numbers: pages show them with `:facts[key]{code}` in prose and `{{fact:key}}` in code
 * blocks and diagrams (build-tools/factPlaceholders.ts), so the loader's address is typed here only.
 */
export const textFacts = {loaderUrl, loaderOrigin, loaderHost} as const;

/**
 * The loader snippet, the one copy every page and the /web configurator show. It defines the `SIR` queue at once,
 * so calls made before the script arrives are replayed in order, and loads the script asynchronously.
 */
export function loaderSnippet(language = 'en'): string {
  return [
    '<script>',
    '  // The SIR queue: calls made before the loader arrives are replayed in order.',
    '  (function (win, doc, globalName, src, loaderOptions) {',
    '    if (win[globalName]) return;',
    '    var queue = function () {',
    '      (queue.q = queue.q || []).push(arguments);',
    '    };',
    '    queue.l = Date.now();',
    '    queue.o = loaderOptions;',
    '    win[globalName] = queue;',
    "    var script = doc.createElement('script');",
    '    script.async = true;',
    '    script.src = src;',
    "    script.setAttribute('n', globalName);",
    '    doc.head.appendChild(script);',
    `  })(window, document, 'SIR', '${loaderUrl}', { language: ${JSON.stringify(language)} });`,
    '</script>',
  ].join('\n');
}
