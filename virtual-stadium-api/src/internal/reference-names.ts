/**
 * The names the site spec lists for the API reference (reference/site-spec.md §2), written out once.
 * Used by scripts/check-api-exports.ts (the source exports exactly these) and by the browser
 * tests (each has its page under /docs/api). Imported as `virtual-stadium-api/internal/reference-names`:
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
