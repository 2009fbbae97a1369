/**
 * Reader queries and the pages that answer them: the yardstick of search ranking. A query is a hit when one
 * of its pages is among the first three results. Written as readers type (symptoms, half-remembered names,
 * lower case), each with the page a reader would want to land on first; used by tests/search.spec.ts
 * (which fails under 95 %) and reported by `npm run bench`.
 */
export interface SearchQuery {
  readonly query: string;
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
];

/** The site path a query's expected page is served at. */
export function expectedPath(page: string): string {
  return page.startsWith('/') ? page : `/docs/${page}`;
}
