/**
 * What the `@designed` TSDoc tag marks in the public source, written out once: the declarations and members whose
 * names or shapes the product's public material does not publish (reference/product-facts.md, "API interfaces" and
 * "No fields found for"), so they are the documentation team's model, confirmed at onboarding.
 *
 * A docs-only module (`virtual-stadium-api/internal/designed`), not part of the public entry points and not in the
 * packed tarball. scripts/check/check-api-exports.ts (`npm run test:api`) fails when a `@designed` tag in src/index.ts or
 * src/embed.ts is missing from these lists, or a name here has no tag. The generated API reference shows each
 * tagged declaration and member with the `:designed` badge (plugins/typedoc-designed-badge).
 */

/**
 * Declarations tagged `@designed` as a whole: the public material names them (the site spec lists them) but
 * publishes none of their fields or values.
 */
export const designedDeclarations = [
  // onAction actions other than FlashBetOutcome and BetInsightsOutcome: type string and payload.
  'BetslipActionInterface',
  'ClickActionInterface',
  'CloseBetslipShareListInterface',
  'ContactSupportActionInterface',
  'CopyBetActionInterface',
  'ErrorActionInterface',
  'ExternalOutcomeActionInterface',
  'LmtActionInterface',
  'MessageActionInterface',
  'ReactionClickInterface',
  'ReportMessageClick',
  'SelectChannelTagInterface',
  'SwitchChannelActionInterface',
  // Data shapes with no published field.
  'Category',
  'ChannelTag',
  'ChatMetadata',
  'ChatRow',
  'ChatUser',
  'EventBlock',
  'MarketStatus',
  'OddsObject',
  'Result',
  'SRMarket',
  'Status',
  'Tournament',
] as const;

/** Members tagged `@designed` in declarations whose other members are published, as `Owner.member`. */
export const designedMembers = [
  // src/index.ts
  'BetSlip.bets',
  'BetSlip.placedAt',
  'BetSlip.potentialPayout',
  'BetSlip.stake',
  'Event.category',
  'Event.result',
  'Event.status',
  'Event.tournament',
  'Market.srMarket',
  'Market.status',
  'MatchEvent.time',
  'MatchEventMarketRequest.suggestedMarkets',
  'OutcomeRequestEntry.marketId',
  'OutcomeRequestEntry.outcomeId',
  'OutcomeRequestEntry.specifiers',
  'OutcomeResponseEntry.market',
  'OutcomeResponseEntry.odds',
  'OutcomeResponseEntry.outcome',
  'OutcomeResponseEntry.request',
  'OutcomeResponseEntry.status',
  'Sport.name',
  'Team.qualifier',
  // src/embed.ts
  'AdapterRequestMap.betHistory',
  'VirtualStadiumProps.enableBetShare',
  'VirtualStadiumProps.enableContactSupport',
  'VirtualStadiumProps.enableCopyBet',
  'VirtualStadiumProps.enableLmt',
] as const;

/** Every `@designed` tag: {@link designedDeclarations} and {@link designedMembers}. */
export const designedApi: readonly string[] = [...designedDeclarations, ...designedMembers];

/**
 * The `type` strings of the designed action interfaces: the values a guide page must mark with `:designed` when it
 * names them. The check derives them from the interfaces too, so the two cannot drift apart.
 */
export const designedActionTypes = [
  'BetslipShare',
  'Click',
  'CloseBetslipShareList',
  'ContactSupport',
  'CopyBet',
  'Error',
  'LmtClick',
  'MessageSent',
  'OutcomeClick',
  'ReactionClick',
  'ReportMessageClick',
  'SelectChannelTag',
  'SwitchChannel',
] as const;

/** The members of `owner` in {@link designedMembers}, by name, typed as the literal names. */
function designedMembersOf<const Owner extends string>(
  owner: Owner,
): readonly ((typeof designedMembers)[number] extends infer Member
  ? Member extends `${Owner}.${infer Name}`
    ? Name
    : never
  : never)[] {
  return designedMembers.flatMap((member) =>
    member.startsWith(`${owner}.`) ? [member.slice(owner.length + 1) as never] : [],
  );
}

/** Adapter request names a custom adapter receives that the public material does not publish for a custom adapter. */
export const designedRequestNames = designedMembersOf('AdapterRequestMap');

/** Widget property names (`SIR("addWidget", ..., props)`) that the public material does not publish. */
export const designedWidgetProps = designedMembersOf('VirtualStadiumProps');

/**
 * Names a guide page must follow with `:designed` wherever it uses them as product names: the action type strings,
 * request names and widget properties above. (Interface names are the site spec's and need no marker; their designed
 * fields carry the badge on the API reference pages.)
 */
export const designedNames: readonly string[] = [
  ...designedActionTypes,
  ...designedRequestNames,
  ...designedWidgetProps,
];
