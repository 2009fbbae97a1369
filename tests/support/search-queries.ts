// Misspellings and query words on purpose: cspell:ignore adpater analitics autentication authentcation bett blacklsit cocoapod doesnt dont insigts instalation moderater permisions registr sigining sportrader translatoins troubleshoting
/**
 * Reader queries and the pages that answer them: the yardstick of search ranking. A query is a hit when one
 * of its pages is among the first three results. Written as readers type (symptoms, half-remembered names,
 * lower case), each with the page a reader would want to land on first; used by tests/search.spec.ts
 * (which fails under 95 %) and reported by `npm run bench`.
 */
export interface SearchQuery {
  readonly query: string;
  /** The kind of a query added for issue #37: a misspelling, the reader's word for a concept, a question or symptom,
   * or a concept that a guide explains and a reference page defines. */
  readonly kind?: 'typo' | 'synonym' | 'question' | 'guide';
  /** Doc paths below /docs/ (or site paths starting with /) that answer the query. */
  readonly expect: readonly string[];
}

const moduleDoc = (name: string): string => `web/widgets/virtualStadium/modules/${name}`;
const customisationDoc = (name: string): string => `web/widgets/virtualStadium/customatization/${name}`;

export const searchQueries: readonly SearchQuery[] = [
  // Symptoms
  {query: 'token expired', expect: ['integration/authentication', 'web/troubleshooting']},
  {query: 'user rejected', expect: ['web/troubleshooting', 'integration/authentication']},
  {query: 'flash bet not showing', expect: [moduleDoc('flashBet'), 'web/troubleshooting']},
  {query: 'widget not loading', expect: ['web/troubleshooting', 'web/widgets/virtualStadium']},
  {query: 'SIR is not defined', expect: ['web/troubleshooting']},
  {query: 'chat is empty', expect: ['web/troubleshooting']},
  {query: 'test button missing', expect: ['moderationUi/views/channels', 'web/troubleshooting', moduleDoc('flashBet')]},
  {query: 'NoDefinitionFoundException', expect: ['androidSdk/usage', 'sdk/gettingStarted', 'sdk/dependencies']},
  {query: 'adapter callback never called', expect: ['web/widgets/adapter', 'web/troubleshooting']},
  // Authentication
  {query: 'jwt claims', expect: ['integration/authentication']},
  {query: 'RS256 key pair', expect: ['integration/authentication']},
  {query: 'how long is a token valid', expect: ['integration/authentication']},
  {query: 'userType vip', expect: ['integration/authentication']},
  {query: 'apiKey claim', expect: ['integration/authentication']},
  {query: 'staging environment', expect: ['integration/authentication']},
  // Channels and ids
  {query: 'create a channel', expect: ['integration/channelCreation', 'sdk/chatChannel']},
  {query: 'channel id length', expect: ['integration/channelCreation']},
  {query: 'expirationDatetime', expect: ['integration/channelCreation']},
  {query: 'message retention', expect: ['integration/channelCreation', 'moderationUi/views/channels']},
  {query: 'sportradar match id', expect: ['integration/idMapping']},
  {query: 'event types', expect: ['integration/channelCreation', moduleDoc('flashBet')]},
  // Web widget and modules
  {query: 'loader snippet', expect: ['web/widgets/virtualStadium', 'web/overview', 'integration/overview']},
  {query: 'register adapter', expect: ['web/widgets/adapter']},
  {query: 'matchEventMarkets', expect: ['web/widgets/adapter', moduleDoc('flashBet')]},
  {query: 'bet insights', expect: [moduleDoc('betInsights')]},
  {query: 'share a bet slip', expect: [moduleDoc('betShare')]},
  {query: 'copy bet', expect: [moduleDoc('copyBetButton')]},
  {query: 'contact support', expect: [moduleDoc('contactSupportButton')]},
  {query: 'live match tracker', expect: [moduleDoc('lmt')]},
  {query: 'flash bet duration', expect: [moduleDoc('flashBet')]},
  {query: 'button widget', expect: ['web/widgets/virtualStadium/buttonWidget']},
  {query: 'translations', expect: [customisationDoc('translations')]},
  {query: 'change colors', expect: [customisationDoc('stylings')]},
  {query: 'custom icons', expect: [customisationDoc('icons')]},
  {query: 'onAction', expect: ['web/widgets/virtualStadium', 'api/functions/onAction']},
  // Mobile and Data SDK
  {query: 'install android sdk', expect: ['androidSdk/dependencies', 'sdk/dependencies']},
  {query: 'ios swift package', expect: ['iosSdk/dependencies']},
  {query: 'login logout', expect: ['sdk/loginAndUserState']},
  {query: 'change display name', expect: ['sdk/profile', 'androidSdk/profile', 'iosSdk/profile']},
  {query: 'message length', expect: ['sdk/chatSettings', 'iosSdk/chatsettings']},
  {query: 'go live checklist', expect: ['sdk/deploy-your-site']},
  // Moderation
  {query: 'invite a moderator', expect: ['moderationUi/management']},
  {query: 'roles and permissions', expect: ['moderationUi/management']},
  {query: 'api key', expect: ['moderationUi/dashboard', 'integration/authentication']},
  {query: 'ban a user', expect: ['moderationUi/views/users']},
  {query: 'delete a message', expect: ['moderationUi/views/messages']},
  {query: 'offensiveness score', expect: ['moderationUi/views/logs']},
  {query: 'moderation analytics', expect: ['moderationUi/analytics', 'moderationUi/views/analytics']},
  {query: 'moderation as a service', expect: ['integration/moderationSaaS']},
  {query: 'licence', expect: ['licensing']},
  // Added later (86 queries), written without looking at the ranking: the first set found an expected page in the
  // top 3 for 46 of 50 before the stop words vs, versus, between and difference and four wording fixes, the second
  // for 31 of 36 before three more wording fixes.
  {query: 'jwt expiry', expect: ['integration/authentication']},
  {query: 'exp claim', expect: ['integration/authentication']},
  {query: 'generate rsa key openssl', expect: ['integration/authentication']},
  {query: 'rotate signing key', expect: ['integration/authentication']},
  {query: 'env dev prod', expect: ['integration/authentication']},
  {query: 'scope vs av', expect: ['integration/authentication']},
  {query: 'where do I send the public key', expect: ['integration/authentication']},
  {query: 'MODERATOR user type channel api', expect: ['integration/channelCreation']},
  {query: 'bulk create channels batch', expect: ['integration/channelCreation']},
  {query: 'moderationSource EXTERNAL', expect: ['integration/channelCreation', 'integration/moderationSaaS']},
  {query: 'highPriority', expect: ['integration/channelCreation']},
  {query: 'delete channel endpoint', expect: ['integration/channelCreation']},
  {query: 'srEntityId', expect: ['integration/idMapping', 'integration/channelCreation']},
  {query: 'matchTree appKey', expect: ['integration/idMapping']},
  {query: 'utility api', expect: ['integration/idMapping']},
  {query: 'hosted vs custom adapter', expect: ['web/widgets/adapter', 'integration/overview']},
  {query: 'onboarding phases', expect: ['integration/overview']},
  {query: 'betHistory provider', expect: ['web/widgets/adapter', moduleDoc('betShare')]},
  {query: 'outcomes request', expect: ['web/widgets/adapter', moduleDoc('betInsights')]},
  {query: 'FlashBetOutcome', expect: [moduleDoc('flashBet'), 'web/widgets/virtualStadium']},
  {query: 'BetInsightsOutcome', expect: [moduleDoc('betInsights'), 'web/widgets/virtualStadium']},
  {query: 'enableFlashBet', expect: [moduleDoc('flashBet'), 'web/widgets/virtualStadium']},
  {
    query: 'central hub',
    expect: ['web/widgets/virtualStadium', moduleDoc('betShare'), moduleDoc('copyBetButton')],
  },
  {query: 'addWidget selector', expect: ['web/widgets/virtualStadium', 'web/overview']},
  {query: 'flash bet only 20 seconds', expect: [moduleDoc('flashBet')]},
  {query: 'bet insights not appearing', expect: [moduleDoc('betInsights'), 'web/troubleshooting']},
  {query: 'scoreboard header', expect: [moduleDoc('lmt'), 'integration/idMapping']},
  {query: 'widget language', expect: [customisationDoc('translations')]},
  {query: 'dark theme css', expect: [customisationDoc('stylings')]},
  {query: 'registerAdapter twice', expect: ['web/widgets/adapter', 'web/troubleshooting']},
  {query: 'getOrAddChannel', expect: ['sdk/chatChannel', 'androidSdk/chat', 'iosSdk/chat']},
  {query: 'onNewInsightsSuspended', expect: ['sdk/chatChannel', 'androidSdk/chat']},
  {query: 'LoginManager login jwt', expect: ['sdk/loginAndUserState']},
  {query: 'SettingsProvider', expect: ['sdk/chatSettings', 'androidSdk/chatSettings', 'iosSdk/chatsettings']},
  {query: 'koin', expect: ['androidSdk/usage', 'sdk/gettingStarted', 'androidSdk/dependencies']},
  {query: 'cocoapods', expect: ['iosSdk/dependencies']},
  // mobileIntro holds the one answer on minimum iOS versions since #41 (the SDKs' and the samples').
  {query: 'minimum ios version', expect: ['iosSdk/dependencies', 'mobileIntro']},
  {query: 'gradle dependency', expect: ['androidSdk/dependencies', 'sdk/dependencies']},
  {query: 'supervisor vs moderator', expect: ['moderationUi/management', 'moderationUi/introduction']},
  {query: 'guest role', expect: ['moderationUi/management', 'moderationUi/introduction']},
  {query: 'add a brand', expect: ['moderationUi/dashboard']},
  {query: 'add operator', expect: ['moderationUi/dashboard']},
  {query: 'blacklisted words', expect: ['moderationUi/dashboard']},
  {query: 'autopilot', expect: ['moderationUi/views/messages']},
  {query: 'copilot thresholds', expect: ['moderationUi/views/messages']},
  {query: 'export logs csv', expect: ['moderationUi/views/logs']},
  {query: 'ignore report', expect: ['moderationUi/views/messages']},
  {query: 'temporary ban', expect: ['moderationUi/views/users']},
  {query: 'persistent channel', expect: ['moderationUi/views/channels']},
  {query: 'ai score', expect: ['moderationUi/views/messages', 'moderationUi/views/logs']},
  {
    query: 'users get logged out after a few hours',
    // androidSdk/usage's troubleshooting answers it for Android apps since #41.
    expect: ['integration/authentication', 'web/troubleshooting', 'sdk/loginAndUserState', 'androidSdk/usage'],
  },
  {query: 'sign token on server', expect: ['integration/authentication']},
  {query: 'what claims does the jwt need', expect: ['integration/authentication']},
  {query: 'private key in browser', expect: ['integration/authentication', 'web/troubleshooting']},
  {query: 'channel expires', expect: ['integration/channelCreation', 'moderationUi/views/channels']},
  {query: 'update channel name', expect: ['integration/channelCreation', 'moderationUi/views/channels']},
  {query: 'parent channel children', expect: ['integration/channelCreation', 'moderationUi/views/channels']},
  {query: 'map my match ids to sportradar', expect: ['integration/idMapping']},
  {query: 'tournament coverage', expect: ['integration/idMapping']},
  {query: 'flash bet queue', expect: [moduleDoc('flashBet')]},
  {query: 'goal event market', expect: [moduleDoc('flashBet'), 'web/widgets/adapter']},
  {
    query: 'add selection to betslip',
    expect: [moduleDoc('flashBet'), moduleDoc('betInsights'), 'web/widgets/virtualStadium'],
  },
  {
    query: 'odds changed',
    // OddsObject carries the previous odds, which is how the widget shows a change.
    expect: [moduleDoc('betInsights'), moduleDoc('flashBet'), 'web/widgets/adapter', 'api/interfaces/OddsObject'],
  },
  {query: 'share my bet in chat', expect: [moduleDoc('betShare')]},
  {query: 'already shared bets', expect: [moduleDoc('betShare'), 'web/widgets/adapter']},
  {query: 'widget height', expect: [customisationDoc('stylings'), 'web/widgets/virtualStadium', 'web/troubleshooting']},
  {query: 'content security policy', expect: ['web/troubleshooting', 'web/widgets/virtualStadium', 'web/overview']},
  {query: 'single page app', expect: ['web/widgets/adapter', 'web/troubleshooting', 'web/widgets/virtualStadium']},
  {query: 'support button click', expect: [moduleDoc('contactSupportButton')]},
  {query: 'match tracker needs match id', expect: [moduleDoc('lmt'), 'integration/idMapping']},
  {query: 'supported languages', expect: [customisationDoc('translations')]},
  {query: 'log out user', expect: ['sdk/loginAndUserState']},
  {query: 'login status', expect: ['sdk/loginAndUserState']},
  {query: 'reactions emoji', expect: ['sdk/chatSettings', 'moderationUi/dashboard']},
  {query: 'swift package manager', expect: ['iosSdk/dependencies']},
  {query: 'jetpack compose', expect: ['androidSdk/usage', 'androidSdk/chat', 'sdk/gettingStarted']},
  {query: 'who can create channels', expect: ['moderationUi/views/channels', 'moderationUi/management']},
  {query: 'moderator cannot see operator', expect: ['moderationUi/management', 'moderationUi/views/messages']},
  {query: 'spam detection', expect: ['moderationUi/dashboard']},
  {query: 'offense score sanction', expect: ['moderationUi/dashboard', 'moderationUi/views/users']},
  {query: 'unban user', expect: ['moderationUi/views/users']},
  {query: 'logs date range', expect: ['moderationUi/views/logs']},
  {query: 'reported messages', expect: ['moderationUi/views/messages']},
  {query: 'first supervisor invite', expect: ['moderationUi/management']},
  {query: 'api key rotation', expect: ['moderationUi/dashboard', 'integration/authentication']},
  {query: 'license', expect: ['licensing']},
  // Facts a coverage audit of the fact sheet found missing or hard to find
  {query: 'which hosts to allow firewall', expect: ['integration/overview', 'web/troubleshooting']},
  {query: 'staging key pair', expect: ['integration/authentication', 'sdk/deploy-your-site']},
  {query: 'GenericMatchEventMarketRequest', expect: ['web/widgets/adapter', moduleDoc('flashBet')]},
  {query: 'suspend a user', expect: ['moderationUi/views/users', 'moderationUi/introduction']},
  {query: 'odds format mobile', expect: ['sdk/chatSettings']},
  {query: 'android gradle coordinates', expect: ['sdk/dependencies', 'androidSdk/dependencies']},
  {
    query: 'moderation api base url',
    expect: ['integration/moderationSaaS', 'integration/channelCreation', 'integration/overview'],
  },
  {query: 'sport id soccer', expect: ['web/widgets/adapter', moduleDoc('flashBet')]},
  // Questions from the reader test of 2026-11-25
  {query: 'what to ask at onboarding', expect: ['integration/overview']},
  {query: 'publish app to app store', expect: ['licensing']},
  {query: 'does hosted adapter support flash bet', expect: ['integration/overview', 'web/widgets/adapter']},
  {query: 'koin NoDefinitionFoundException', expect: ['androidSdk/chat', 'androidSdk/usage', 'sdk/gettingStarted']},
  {query: 'scenePhase token refresh', expect: ['sdk/loginAndUserState']},
  // Issue #37 (64 queries in four kinds), written on 2026-11-26 before looking at the ranking; figures before and
  // after the query preparation of src/utils/searchQuery.ts are in README.md ("Search").
  // Typos: a misspelt word.
  {kind: 'typo', query: 'authentcation', expect: ['integration/authentication']},
  {kind: 'typo', query: 'autentication token', expect: ['integration/authentication']},
  {kind: 'typo', query: 'adpater', expect: ['web/widgets/adapter']},
  {kind: 'typo', query: 'registr adapter', expect: ['web/widgets/adapter']},
  {kind: 'typo', query: 'flash bett', expect: [moduleDoc('flashBet')]},
  {kind: 'typo', query: 'moderater roles', expect: ['moderationUi/management']},
  {kind: 'typo', query: 'chanel creation', expect: ['integration/channelCreation']},
  {kind: 'typo', query: 'translatoins', expect: [customisationDoc('translations')]},
  {kind: 'typo', query: 'troubleshoting', expect: ['web/troubleshooting']},
  {kind: 'typo', query: 'sportrader id mapping', expect: ['integration/idMapping']},
  {kind: 'typo', query: 'jwt sigining', expect: ['integration/authentication']},
  {kind: 'typo', query: 'cocoapod instalation', expect: ['iosSdk/dependencies']},
  {kind: 'typo', query: 'blacklsit words', expect: ['moderationUi/dashboard']},
  {
    kind: 'typo',
    query: 'analitics export',
    expect: ['moderationUi/views/analytics', 'integration/analytics', 'moderationUi/views/logs'],
  },
  {kind: 'typo', query: 'bet insigts', expect: [moduleDoc('betInsights')]},
  {kind: 'typo', query: 'live mach tracker', expect: [moduleDoc('lmt')]},
  {kind: 'typo', query: 'permisions matrix', expect: ['moderationUi/management']},
  // The reader's word, not the pages'.
  {kind: 'synonym', query: 'kick a user', expect: ['moderationUi/views/users']},
  {kind: 'synonym', query: 'mute user', expect: ['moderationUi/views/users']},
  {kind: 'synonym', query: 'remove user from chat', expect: ['moderationUi/views/users']},
  {kind: 'synonym', query: 'block offensive words', expect: ['moderationUi/dashboard']},
  {kind: 'synonym', query: 'profanity filter', expect: ['moderationUi/dashboard']},
  {kind: 'synonym', query: 'swear words', expect: ['moderationUi/dashboard']},
  {kind: 'synonym', query: 'remove a message', expect: ['moderationUi/views/messages']},
  {kind: 'synonym', query: 'report abuse', expect: ['moderationUi/views/messages']},
  {kind: 'synonym', query: 'add chat to my website', expect: ['web/widgets/virtualStadium', 'web/overview']},
  {kind: 'synonym', query: 'install chat on my site', expect: ['web/widgets/virtualStadium', 'web/overview']},
  {kind: 'synonym', query: 'embed code', expect: ['web/widgets/virtualStadium', 'web/overview']},
  {kind: 'synonym', query: 'token lifetime', expect: ['integration/authentication']},
  // The login page's Timing and retries states the token request's timeout (#41); authentication, the token's age.
  {kind: 'synonym', query: 'token timeout', expect: ['integration/authentication', 'sdk/loginAndUserState']},
  {
    kind: 'synonym',
    query: 'session expired',
    // androidSdk/usage's troubleshooting answers it for Android apps since #41.
    expect: ['integration/authentication', 'web/troubleshooting', 'sdk/loginAndUserState', 'androidSdk/usage'],
  },
  {kind: 'synonym', query: 'sign out', expect: ['sdk/loginAndUserState']},
  {kind: 'synonym', query: 'localization', expect: [customisationDoc('translations')]},
  {kind: 'synonym', query: 'dark mode', expect: [customisationDoc('stylings')]},
  {kind: 'synonym', query: 'nickname', expect: ['sdk/profile', 'androidSdk/profile', 'iosSdk/profile']},
  // Questions and symptoms in natural phrasing.
  {kind: 'question', query: 'how do i add the chat to my page', expect: ['web/widgets/virtualStadium', 'web/overview']},
  {kind: 'question', query: 'how do I ban someone', expect: ['moderationUi/views/users']},
  {kind: 'question', query: 'can I change the colors of the widget', expect: [customisationDoc('stylings')]},
  {kind: 'question', query: 'why does the chat not load', expect: ['web/troubleshooting']},
  {kind: 'question', query: 'flash bet dont show', expect: [moduleDoc('flashBet'), 'web/troubleshooting']},
  {kind: 'question', query: 'widget doesnt appear', expect: ['web/troubleshooting']},
  {kind: 'question', query: "chat doesn't show any messages", expect: ['web/troubleshooting']},
  {kind: 'question', query: 'why are my users rejected', expect: ['web/troubleshooting', 'integration/authentication']},
  {
    kind: 'question',
    query: 'how do i refresh the token',
    expect: ['sdk/loginAndUserState', 'integration/authentication'],
  },
  {kind: 'question', query: 'how long does a channel stay open', expect: ['integration/channelCreation']},
  {kind: 'question', query: 'can i use my own match ids', expect: ['integration/idMapping']},
  {kind: 'question', query: 'what languages are supported', expect: [customisationDoc('translations')]},
  {kind: 'question', query: 'how do I invite a moderator', expect: ['moderationUi/management']},
  {
    kind: 'question',
    query: 'why cant users post messages',
    expect: ['web/troubleshooting', 'moderationUi/views/users', 'sdk/profile'],
  },
  {kind: 'question', query: 'how do i test flash bet', expect: [moduleDoc('flashBet'), 'moderationUi/views/channels']},
  {
    kind: 'question',
    query: 'chat still in old language after switching',
    expect: ['web/troubleshooting', customisationDoc('translations')],
  },
  {kind: 'question', query: 'nothing happens when i click a selection', expect: ['web/troubleshooting']},
  {kind: 'question', query: 'do i need an adapter', expect: ['web/widgets/adapter', 'integration/overview']},
  // Guides before reference: the page that explains, unless the query is a type name.
  {kind: 'guide', query: 'how are odds formatted', expect: [customisationDoc('translations'), 'sdk/chatSettings']},
  {kind: 'guide', query: 'odds format', expect: [customisationDoc('translations'), 'sdk/chatSettings']},
  {kind: 'guide', query: 'outcomes request fields', expect: ['web/widgets/adapter']},
  {kind: 'guide', query: 'flash bet outcome', expect: [moduleDoc('flashBet')]},
  {kind: 'guide', query: 'bet share action', expect: [moduleDoc('betShare')]},
  {kind: 'guide', query: 'onAction action types', expect: ['web/widgets/virtualStadium']},
  {kind: 'guide', query: 'widget properties', expect: ['web/widgets/virtualStadium']},
  {kind: 'guide', query: 'match event markets', expect: ['web/widgets/adapter', moduleDoc('flashBet')]},
  {kind: 'guide', query: 'bet history request', expect: ['web/widgets/adapter', moduleDoc('betShare')]},
  {
    kind: 'guide',
    query: 'market suspended',
    expect: [moduleDoc('flashBet'), 'web/troubleshooting', 'web/widgets/adapter'],
  },
  {kind: 'guide', query: 'insights outcome odds', expect: [moduleDoc('betInsights')]},
  {kind: 'guide', query: 'copy bet action', expect: [moduleDoc('copyBetButton')]},
  {kind: 'guide', query: 'report message click', expect: ['web/widgets/virtualStadium', 'moderationUi/views/messages']},
  {kind: 'guide', query: 'OddsObject', expect: ['api/interfaces/OddsObject']},
  {kind: 'guide', query: 'BetShareRequest', expect: ['api/interfaces/BetShareRequest']},
];

/**
 * Long questions as an AI assistant writes them into search_docs (issue #46): many words, not all of them on the
 * answering page, some of them the asker's rather than the docs'. Written, with their pages, by reading the docs
 * (the pages' Markdown twins) before any was run against the index. A query is a hit when one of its pages is in the
 * top three, as for the reader set; `scripts/tools/search-ranking.ts --long` ranks them.
 */
export const longQuestions: readonly SearchQuery[] = [
  // Moderation UI
  {
    query: 'automatic suspension duration sanctioning rules manual ban days',
    expect: ['moderationUi/views/users', 'moderationUi/dashboard'],
  },
  {query: 'who gives first login moderation tool', expect: ['moderationUi/introduction', 'moderationUi/management']},
  {
    query: 'how does a supervisor invite a new moderator and assign them to an operator',
    expect: ['moderationUi/management'],
  },
  {
    query: 'what can the guest role do compared with moderator and supervisor permissions',
    expect: ['moderationUi/management'],
  },
  {
    query: 'moderation ui channels screen create edit test delete channel flags',
    expect: ['moderationUi/views/channels'],
  },
  {
    query: 'reported messages queue sort by ai score delete or ignore autopilot copilot',
    expect: ['moderationUi/views/messages'],
  },
  {
    query: 'export moderation logs to csv for a date range longer than allowed',
    expect: ['moderationUi/views/logs'],
  },
  {
    query: 'rotate operator api key on the dashboard without downtime',
    expect: ['moderationUi/dashboard', 'integration/moderationSaaS'],
  },
  {
    query: 'user says they cannot post in the chat was banned by automatic sanction',
    expect: ['moderationUi/views/users'],
  },
  {
    query: 'use an external moderation service instead of virtual stadium moderation for a channel',
    expect: ['integration/moderationSaaS'],
  },
  {
    query: 'analytics panels supervisors use to tune autopilot and plan moderation staffing',
    expect: ['moderationUi/analytics', 'moderationUi/views/analytics'],
  },
  {
    query: 'configure operator settings tabs message length blacklisted words spam reactions',
    expect: ['moderationUi/dashboard'],
  },
  // Authentication and channels
  {
    query: 'how many hours is a virtual stadium jwt accepted after iat before it must be refreshed',
    expect: ['integration/authentication'],
  },
  {
    query: 'generate rsa key pair with openssl and send public key to sportradar',
    expect: ['integration/authentication'],
  },
  {
    query: 'which userType claim should the backend send when calling the channel api',
    expect: ['integration/authentication', 'integration/channelCreation'],
  },
  {
    query: 'staging token opens production env claim separate keys per environment',
    expect: ['integration/authentication'],
  },
  {
    query: 'channel api request rejected expirationDatetime in milliseconds instead of seconds',
    expect: ['integration/channelCreation'],
  },
  {
    query: 'create many chat channels at once through the management api in a batch',
    expect: ['integration/channelCreation'],
  },
  {
    query: 'which match event types can trigger flash bets when creating a channel',
    expect: ['integration/channelCreation', moduleDoc('flashBet')],
  },
  {
    query: 'find the sportradar match id for my own match and store it as srEntityId',
    expect: ['integration/idMapping'],
  },
  {
    query: 'persistent channel that never expires versus a channel for one match',
    expect: ['integration/channelCreation', 'moderationUi/views/channels'],
  },
  // Web widget
  {
    query: 'widget container has zero height and the chat does not appear on the page',
    expect: ['web/troubleshooting', 'web/widgets/virtualStadium'],
  },
  {
    query: 'add the virtual stadium widget to a single page app react route change',
    expect: ['web/widgets/virtualStadium'],
  },
  {
    query: 'log every adapter request in the browser console with a diagnostic script',
    expect: ['web/troubleshooting'],
  },
  {
    query: 'difference between hosted adapter and custom adapter which one should i choose',
    expect: ['web/widgets/adapter', 'integration/overview'],
  },
  {
    query: 'flash bet card stays visible for how many seconds after a goal and who changes it',
    expect: [moduleDoc('flashBet')],
  },
  {
    query: 'check the odds have not moved before adding a bet insight selection to the betslip',
    expect: [moduleDoc('betInsights')],
  },
  {
    query: 'user copies a ticket someone shared in the chat rebuild it at current odds',
    expect: [moduleDoc('copyBetButton')],
  },
  {
    query: 'open our own support chat when the user taps the contact support button',
    expect: [moduleDoc('contactSupportButton')],
  },
  {
    query: 'show the scoreboard and live match tracker in the widget header for a mapped match',
    expect: [moduleDoc('lmt')],
  },
  {
    query: 'answer the bet history request with tickets the user can share into the channel',
    expect: [moduleDoc('betShare'), 'web/widgets/adapter'],
  },
  {
    query: 'set the chat language with the loader option and localise market names from the adapter',
    expect: [customisationDoc('translations')],
  },
  {
    query: 'change the widget colours and fonts to match our brand what does sportradar configure',
    expect: [customisationDoc('stylings')],
  },
  {
    query: 'custom reaction images and the icons inside the chat who sets them',
    expect: [customisationDoc('icons')],
  },
  {
    query: 'open the chat from a floating button instead of a permanent side panel',
    expect: ['web/widgets/virtualStadium/buttonWidget'],
  },
  {
    query: 'feed product analytics from widget onAction events what can we measure',
    expect: ['integration/analytics'],
  },
  // Mobile SDKs
  {
    query: 'install the ios ui sdk with swift package manager or cocoapods minimum deployment target',
    expect: ['iosSdk/dependencies'],
  },
  {
    query: 'android app crashes with koin NoDefinitionFoundException when opening the chat',
    expect: ['androidSdk/usage', 'sdk/gettingStarted', 'sdk/dependencies'],
  },
  {
    query: 'validate a message on the device against messageLength and allowedCharRanges before sending',
    expect: ['sdk/chatSettings'],
  },
  {
    query: 'ios chat settings flash bet timers bet stop timeout who changes each one',
    expect: ['iosSdk/chatsettings', 'sdk/chatSettings'],
  },
  {
    query: 'refresh the jwt before it expires in the mobile sdk session states',
    expect: ['sdk/loginAndUserState'],
  },
  {
    query: 'change a user display name in the android app with a new token and log out',
    expect: ['androidSdk/profile', 'sdk/profile'],
  },
  {
    query: 'android chat screen empty state reactions errors send selection to betslip',
    expect: ['androidSdk/chat'],
  },
  {
    query: 'open a chat channel in swiftui or uikit and receive bet insights with onNewInsights',
    expect: ['iosSdk/chat', 'sdk/chatChannel'],
  },
  {
    query: 'data sdk or ui sdk which should a mobile team pick and which platforms are supported',
    expect: ['mobileIntro', 'sdk/intro'],
  },
  // Going live and licensing
  {
    query: 'what to check before going to production monitoring moderation staffing rollback plan',
    expect: ['sdk/deploy-your-site'],
  },
  {
    query: 'third party notices and package licence metadata in our app store build',
    expect: ['licensing'],
  },
];

/** The site path a query's expected page is served at. */
export function expectedPath(page: string): string {
  return page.startsWith('/') ? page : `/docs/${page}`;
}

/** Where a query's first expected page ranked (1 to 3), or undefined when none is in the top three. */
export interface QueryOutcome {
  readonly query: string;
  readonly kind?: SearchQuery['kind'];
  readonly rank: number | undefined;
  readonly top: readonly string[];
}

/** Top-1 and top-3 counts of a run, on the whole set, on the queries of each kind, and on the older queries. */
export function rankingFigures(outcomes: readonly QueryOutcome[]): string {
  const line = (label: string, list: readonly QueryOutcome[]): string => {
    const first = list.filter((outcome) => outcome.rank === 1).length;
    const three = list.filter((outcome) => outcome.rank !== undefined).length;
    const percent = (count: number): string => `${((100 * count) / Math.max(list.length, 1)).toFixed(0)} %`;
    return `${label}: top-1 ${first}/${list.length} (${percent(first)}), top-3 ${three}/${list.length} (${percent(three)})`;
  };
  const kinds = ['typo', 'synonym', 'question', 'guide'] as const;
  return [
    line('all', outcomes),
    line(
      'earlier',
      outcomes.filter((outcome) => outcome.kind === undefined),
    ),
    line(
      'new',
      outcomes.filter((outcome) => outcome.kind !== undefined),
    ),
    ...kinds.map((kind) =>
      line(
        kind,
        outcomes.filter((outcome) => outcome.kind === kind),
      ),
    ),
  ].join('; ');
}

/**
 * The per-query guard (issue #44): which reader queries find an expected page in the top three, as last recorded in
 * search-baseline.json (`npx tsx scripts/tools/search-ranking.ts build --write-baseline`). A query recorded in the top three
 * that drops out fails the ranking checks (tests/search.spec.ts, `scripts/tools/search-ranking.ts --check-baseline`), named,
 * even when the aggregate figures stay above their thresholds. To accept a drop, change the query's entry by hand to
 * `{"top3": false, "reason": "why the drop is right"}`; --write-baseline keeps such entries and refuses to record a
 * drop without one.
 */
export interface BaselineEntry {
  readonly top3: boolean;
  /** Why a query that was in the top three may stay out of it. */
  readonly reason?: string;
}
export type SearchBaseline = Readonly<Record<string, BaselineEntry>>;

/** The queries that were in the top three in `baseline` and are not now, with what they found instead. */
export function baselineDrops(outcomes: readonly QueryOutcome[], baseline: SearchBaseline): string[] {
  return outcomes
    .filter((outcome) => baseline[outcome.query]?.top3 === true && outcome.rank === undefined)
    .map((outcome) => `“${outcome.query}” left the top three (now ${outcome.top.join(', ') || 'nothing'})`);
}

/**
 * The baseline for `outcomes`: each query's top-three state; an entry with a reason is kept as written. Throws on a
 * drop (recorded in the top three, now out) whose entry has no reason.
 */
export function nextBaseline(outcomes: readonly QueryOutcome[], previous: SearchBaseline): SearchBaseline {
  const drops = baselineDrops(outcomes, previous);
  if (drops.length > 0) {
    throw new Error(
      `not recorded: ${drops.join('; ')}. Give each entry {"top3": false, "reason": "…"} in search-baseline.json first.`,
    );
  }
  const next: Record<string, BaselineEntry> = {};
  for (const outcome of outcomes) {
    const kept = previous[outcome.query];
    next[outcome.query] =
      kept?.reason !== undefined && outcome.rank === undefined ? kept : {top3: outcome.rank !== undefined};
  }
  return next;
}
