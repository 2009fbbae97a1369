/**
 * The names the site spec lists for the API reference (reference/site-spec.md §2), written out once and held to the
 * spec both ways by build-tools/siteSpec.test.ts.
 * Used by scripts/check/check-api-exports.ts (the source exports exactly these); the browser tests visit each one's page
 * under /docs/api from the spec (build-tools/routes.ts). Imported as `virtual-stadium-api/internal/reference-names`:
 * a docs-only module, not part of the public entry points and not in the packed tarball.
 */
export const referenceFunctions = ['onAction'] as const;

export const referenceInterfaces = [
  'ActionInterface',
  'Bet',
  'BetInsightsActionInterface',
  'BetShareRequest',
  'BetShareResponse',
  'BetSlip',
  'BetslipActionInterface',
  'Category',
  'ChannelTag',
  'ChatMetadata',
  'ChatRow',
  'ChatUser',
  'ClickActionInterface',
  'CloseBetslipShareListInterface',
  'ContactSupportActionInterface',
  'CopyBetActionInterface',
  'ErrorActionInterface',
  'Event',
  'EventBlock',
  'ExternalOutcome',
  'ExternalOutcomeActionInterface',
  'FlashBetActionInterface',
  'GenericActionInterface',
  'LmtActionInterface',
  'Market',
  'MatchEvent',
  'MatchEventMarketRequest',
  'MatchEventMarketResponse',
  'MessageActionInterface',
  'Odds',
  'OddsObject',
  'Outcome',
  'OutcomeRequestEntry',
  'OutcomeResponseEntry',
  'OutcomesRequest',
  'OutcomesResponse',
  'ReactionClickInterface',
  'ReportMessageClick',
  'Result',
  'SelectChannelTagInterface',
  'Sport',
  'SRMarket',
  'Status',
  'SwitchChannelActionInterface',
  'Team',
  'Tournament',
] as const;

export const referenceTypeAliases = ['MarketStatus', 'TriggerActionEnum', 'TriggerActionFunctionType'] as const;
