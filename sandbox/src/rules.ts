/**
 * Every rule the sandbox checks, with the docs page that states it (site route and anchor). A rule whose name or
 * behaviour the docs designed, where the public material is silent, is marked `designed`, and the report says
 * "designed: confirm at onboarding" beside it, as the pages do.
 */
export type RuleArea = 'token' | 'adapter' | 'page';

export interface Rule {
  readonly id: string;
  readonly area: RuleArea;
  /** The rule as one sentence. */
  readonly title: string;
  /** The page and section that state it: a site route with its anchor. */
  readonly page: string;
  readonly designed?: true;
}

const auth = '/docs/integration/authentication';
const adapterPage = '/docs/web/widgets/adapter';
const modules = '/docs/web/widgets/virtualStadium/modules';
const widgetPage = '/docs/web/widgets/virtualStadium';

function rule(id: string, area: RuleArea, title: string, page: string, designed?: true): Rule {
  return {id, area, title, page, ...(designed ? {designed} : {})};
}

/** The token endpoint and the token it serves. */
export const tokenRules = {
  anonymous: rule(
    'token.anonymous-401',
    'token',
    'A request without a signed-in user gets 401, never a token',
    `${auth}#serve-the-token-to-your-page-or-app`,
  ),
  noStore: rule(
    'token.no-store',
    'token',
    'Every answer of the endpoint is marked Cache-Control: no-store',
    `${auth}#serve-the-token-to-your-page-or-app`,
  ),
  textPlain: rule(
    'token.text-plain',
    'token',
    'A signed-in user gets 200 with the bare token as text/plain',
    `${auth}#serve-the-token-to-your-page-or-app`,
  ),
  signature: rule(
    'token.signature',
    'token',
    'The token is signed with RS256 by the private half of the public key you sent',
    `${auth}#check-a-token-before-you-ship`,
  ),
  serverCheck: rule(
    'token.check-vs-token',
    'token',
    'checkVsToken (the server-side check of the authentication page) accepts the token',
    `${auth}#check-a-token-before-you-ship`,
  ),
  lifetime: rule(
    'token.lifetime',
    'token',
    'The token lives at most the maximum age after its iat; exp can only shorten it',
    `${auth}#how-long-a-token-is-valid`,
  ),
} as const;

/** The anchor of the authentication page that states each claim rule of the in-page checker (src/utils/jwtCheck.ts). */
export const claimRulePages: Readonly<Record<string, string>> = {
  alg: `${auth}#how-the-token-is-built`,
  typ: `${auth}#how-the-token-is-built`,
  signature: `${auth}#check-a-token-before-you-ship`,
  required: `${auth}#step-3-fill-in-the-claims`,
  iss: `${auth}#step-3-fill-in-the-claims`,
  sub: `${auth}#step-3-fill-in-the-claims`,
  env: `${auth}#staging-and-the-env-claim`,
  scope: `${auth}#step-3-fill-in-the-claims`,
  iat: `${auth}#how-long-a-token-is-valid`,
  age: `${auth}#how-long-a-token-is-valid`,
  exp: `${auth}#how-long-a-token-is-valid`,
  userType: `${auth}#which-usertype-to-send`,
  apiKey: `${auth}#which-key-goes-in-apikey`,
  userId: `${auth}#step-3-fill-in-the-claims`,
  displayName: `${auth}#step-3-fill-in-the-claims`,
};

/** A claim rule of the in-page token checker, as a sandbox rule. */
export function claimRule(ruleId: string, label: string): Rule {
  return rule(`token.claim.${ruleId}`, 'token', label, claimRulePages[ruleId] ?? `${auth}#step-3-fill-in-the-claims`);
}

/** Your adapter, driven by the docs' stand-in of the widget. */
export const adapterRules = {
  module: rule(
    'adapter.module',
    'adapter',
    'The adapter file loads and exports one adapter function, onRequest(requestName, args, callback)',
    `${adapterPage}#the-request-and-callback-contract`,
  ),
  noThrow: rule(
    'adapter.no-throw',
    'adapter',
    'The adapter never throws: failures go to the callback',
    `${adapterPage}#the-request-and-callback-contract`,
  ),
  answeredOnce: rule(
    'adapter.answered-once',
    'adapter',
    'Every request is answered through its callback exactly once, within the time budget',
    `${adapterPage}#the-request-and-callback-contract`,
  ),
  noError: rule(
    'adapter.no-error',
    'adapter',
    'A request your fixtures can answer is answered with data, not an error',
    `${adapterPage}#the-request-and-callback-contract`,
  ),
  schema: rule(
    'adapter.schema',
    'adapter',
    'Every answer has the published shape of its request (JSON Schema from the typings; no extra properties)',
    `${adapterPage}#request-reference`,
  ),
  deprecated: rule(
    'adapter.deprecated-name',
    'adapter',
    'virtualStadium.matchEventMarkets is not answered: its callback is never called',
    `${adapterPage}#virtualstadiummatcheventmarkets-deprecated`,
  ),
  unknownNames: rule(
    'adapter.unknown-names',
    'adapter',
    'A request name the adapter does not handle is answered once with callback(null, undefined)',
    `${adapterPage}#unknown-request-names`,
    true,
  ),
  flashBetEvent: rule(
    'flashBet.your-event',
    'adapter',
    'Flash Bet answers with your markets on the event asked for, found by the id rule, and none for another event',
    `${modules}/flashBet#which-id-to-look-up`,
  ),
  flashBetMarkets: rule(
    'flashBet.markets',
    'adapter',
    'Flash Bet markets have outcomes with valid decimal odds (1 or more) and a known status',
    `${modules}/flashBet#the-adapter-request`,
    true,
  ),
  flashBetPush: rule(
    'flashBet.status-push',
    'adapter',
    'A status change of a shown market is pushed once more through the kept callback',
    `${adapterPage}#the-request-and-callback-contract`,
  ),
  betInsights: rule(
    'betInsights.selections',
    'adapter',
    'Bet Insights answers each offered selection once, with the request copied, your event, valid odds and a known status, and leaves out the rest',
    `${modules}/betInsights#the-adapter-request`,
    true,
  ),
  betShare: rule(
    'betShare.own-tickets',
    'adapter',
    "Bet Share answers the user's own tickets on the channel's events, leaves out shared ones, and none for a user without tickets",
    `${modules}/betShare#the-adapter-request`,
    true,
  ),
} as const;

/** Your page, loaded in Chromium with the stand-in loader. */
export const pageRules = {
  order: rule(
    'page.register-first',
    'page',
    'The adapter is registered once, before the first addWidget',
    `${adapterPage}#register-it-first-and-only-once`,
  ),
  oneWidget: rule(
    'page.one-widget-per-container',
    'page',
    'Each container gets one widget, and the container exists when it is added',
    `${widgetPage}#3-register-the-adapter-then-add-the-widget`,
  ),
  consoleErrors: rule(
    'page.no-console-errors',
    'page',
    'The page logs no console error and throws no uncaught exception',
    '/docs/web/troubleshooting#start-with-the-diagnostics',
  ),
  csp: rule(
    'page.csp-allows-loader',
    'page',
    "The page's Content Security Policy lets Sportradar's loader in, and the loader snippet that adds it",
    `${widgetPage}#if-your-site-sends-a-content-security-policy`,
  ),
} as const;
