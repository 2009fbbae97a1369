/**
 * Type-level tests of the public contracts. They run by compiling:
 * `npx tsc -p virtual-stadium-api/tsconfig.json` fails if a contract breaks.
 * They import the package by its name, as a reader's code does (resolved to src/ by the "source" condition).
 * Every `@ts-expect-error` below is a test too: it fails when the line it guards starts compiling.
 */

import type {
  BetInsightsActionInterface,
  BetSlip,
  ChatRow,
  Event,
  ExternalOutcome,
  FlashBetActionInterface,
  GenericActionInterface,
  MarketStatus,
  MatchEventMarketResponse,
  OutcomesRequest,
  OutcomesResponse,
  BetShareResponse,
  TriggerActionEnum,
  TriggerActionFunctionType,
  ActionInterface,
  BetslipActionInterface,
  ClickActionInterface,
  CloseBetslipShareListInterface,
  ContactSupportActionInterface,
  CopyBetActionInterface,
  ErrorActionInterface,
  ExternalOutcomeActionInterface,
  LmtActionInterface,
  MessageActionInterface,
  ReactionClickInterface,
  ReportMessageClick,
  SelectChannelTagInterface,
  SwitchChannelActionInterface,
} from 'virtual-stadium-api';
import {onAction} from 'virtual-stadium-api';
import type {
  AdapterArgs,
  AdapterCallback,
  AdapterOnRequest,
  AdapterRequest,
  AdapterRequestName,
  AdapterRequestParams,
  AdapterResponse,
  AdapterUnlistedRequestParams,
  UnlistedRequestName,
  VirtualStadiumProps,
} from 'virtual-stadium-api/embed';
import type {
  designedActionTypes,
  designedRequestNames,
  designedWidgetProps,
} from 'virtual-stadium-api/internal/designed';

// --- helpers (no dependency needed) ----------------------------------------

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

// --- onAction: the payload narrows by action type ---------------------------

export const handler: TriggerActionFunctionType = (type, data) => {
  if (type === 'FlashBetOutcome') {
    type _flash = Expect<Equal<typeof data, ExternalOutcome>>;
    data.externalOutcome.id satisfies string;
    // @ts-expect-error a misspelt property of the narrowed payload is rejected
    data.externalOutcome.idd;
  }
  if (type === 'BetInsightsOutcome') {
    type _insights = Expect<Equal<typeof data, ExternalOutcome>>;
  }
  if (type === 'CopyBet') {
    type _copy = Expect<Equal<typeof data, BetSlip>>;
    data.bets.length satisfies number;
    // @ts-expect-error a BetSlip is not an ExternalOutcome
    data.externalOutcome;
  }
  if (type === 'MessageSent') {
    type _message = Expect<Equal<typeof data, ChatRow>>;
  }
  if (type === 'LmtClick') {
    type _lmt = Expect<Equal<typeof data, Event>>;
  }
  if (type === 'Error') {
    type _error = Expect<Equal<typeof data, Error>>;
  }
};

// onAction has the same parameters as TriggerActionFunctionType.
type _onActionParams = Expect<Equal<Parameters<typeof onAction>, Parameters<TriggerActionFunctionType>>>;
export const sameShape: TriggerActionFunctionType = onAction;

declare const selection: ExternalOutcome;
declare const ticket: BetSlip;
export function callers(): void {
  handler('FlashBetOutcome', selection);
  handler('CopyBet', ticket);
  // @ts-expect-error the payload must match the action type
  handler('FlashBetOutcome', ticket);
  // @ts-expect-error unknown action types are rejected
  handler('FlashBetOutcomes', selection);
}

// --- FlashBetOutcome and BetInsightsOutcome carry an ExternalOutcome, both ways ---

type _flashData = Expect<Equal<FlashBetActionInterface['data'], ExternalOutcome>>;
type _insightsData = Expect<Equal<BetInsightsActionInterface['data'], ExternalOutcome>>;
type _flashType = Expect<Equal<FlashBetActionInterface['type'], 'FlashBetOutcome'>>;
type _insightsType = Expect<Equal<BetInsightsActionInterface['type'], 'BetInsightsOutcome'>>;

export const flashToOutcome: ExternalOutcome = {} as FlashBetActionInterface['data'];
export const outcomeToFlash: FlashBetActionInterface['data'] = selection;
export const insightsToOutcome: ExternalOutcome = {} as BetInsightsActionInterface['data'];
export const outcomeToInsights: BetInsightsActionInterface['data'] = selection;

// An ExternalOutcome needs all three parts.
// @ts-expect-error externalMarket is required
export const partial: ExternalOutcome = {externalEvent: {id: 'e'}, externalOutcome: {id: 'o', name: 'Spain'}};

// --- every action type has exactly one interface, and the enum lists them all ---

type AllActions =
  | FlashBetActionInterface
  | BetInsightsActionInterface
  | ExternalOutcomeActionInterface
  | BetslipActionInterface
  | CloseBetslipShareListInterface
  | CopyBetActionInterface
  | ContactSupportActionInterface
  | LmtActionInterface
  | MessageActionInterface
  | ClickActionInterface
  | SwitchChannelActionInterface
  | ReactionClickInterface
  | ReportMessageClick
  | SelectChannelTagInterface
  | ErrorActionInterface;

type _enumComplete = Expect<Equal<AllActions['type'], TriggerActionEnum>>;
type _allExtendBase = Expect<AllActions extends GenericActionInterface ? true : false>;
// One [type, data] pair per action interface, and nothing else.
type PairOf<A> = A extends GenericActionInterface ? [type: A['type'], data: A['data']] : never;
type _callbackArgs = Expect<Equal<Parameters<TriggerActionFunctionType>, PairOf<AllActions>>>;
type _propsOnAction = Expect<Equal<ActionInterface['onAction'], TriggerActionFunctionType | undefined>>;

// --- MarketStatus is a closed set --------------------------------------------

export const open: MarketStatus = 'active';
// @ts-expect-error "open" is not a MarketStatus
export const notAStatus: MarketStatus = 'open';

// --- the adapter narrows args and callback by request name ---------------------

export const adapter: AdapterOnRequest = (requestName, args, callback) => {
  switch (requestName) {
    case 'outcomes': {
      args.outcomes[0]?.eventId satisfies string | undefined;
      const response: OutcomesResponse = {outcomes: []};
      callback(null, response);
      // @ts-expect-error outcomes requests have no matchEvent
      args.matchEvent;
      break;
    }
    case 'matchEventMarkets': {
      // A Flash Bet request always carries the sport, with its id: no optional chaining needed.
      args.event.sport.id satisfies number;
      args.matchEvent.type satisfies string;
      const response: MatchEventMarketResponse = {matchEventMarkets: []};
      callback(null, response);
      // @ts-expect-error the Flash Bet callback expects a MatchEventMarketResponse
      callback(null, {outcomes: []});
      break;
    }
    case 'virtualStadium.matchEventMarkets':
      // deprecated duplicate of matchEventMarkets: answered above, ignored here
      return;
    case 'betHistory': {
      type _betHistory = Expect<Equal<typeof args.alreadySharedBetIds, string[] | undefined>>;
      const response: BetShareResponse = {bets: []};
      callback(null, response);
      break;
    }
    default:
      // request names this adapter does not know arrive as the unlisted triple: args unknown, "no data" callback
      type _unlisted = Expect<Equal<typeof requestName, UnlistedRequestName>>;
      type _unlistedArgs = Expect<Equal<typeof args, unknown>>;
      // @ts-expect-error an unlisted request is answered with no data, never with a listed response
      callback(null, {outcomes: []});
      break;
  }
};

// The adapter guide's advice, followed literally: a `default` branch that logs the name and calls
// `callback(null, undefined)`. Before the unlisted triple existed, `callback` was `never` here (TS2349).
export const literalAdvice: AdapterOnRequest = (requestName, args, callback) => {
  switch (requestName) {
    case 'outcomes':
      callback(null, {outcomes: []});
      break;
    case 'matchEventMarkets':
      callback(null, {matchEventMarkets: []});
      break;
    case 'virtualStadium.matchEventMarkets':
      return undefined;
    case 'betHistory':
      callback(null, {bets: []});
      break;
    default:
      console.debug('Virtual Stadium adapter: request not handled', String(requestName), args);
      callback(null, undefined);
  }
};

// The same advice with `if` instead of `switch`, and with no branch for any listed name.
export const answersNothing: AdapterOnRequest = (requestName, _args, callback) => {
  if (requestName === 'virtualStadium.matchEventMarkets') return;
  callback(null, undefined);
};

// A wrapper that forwards every call unchanged still type-checks, unlisted names included.
export const forwarding: AdapterOnRequest = (...params) => literalAdvice(...params);

type _names = Expect<
  Equal<AdapterRequestName, 'outcomes' | 'matchEventMarkets' | 'virtualStadium.matchEventMarkets' | 'betHistory'>
>;

// --- widget props --------------------------------------------------------------

export const props: VirtualStadiumProps = {
  jwt: 'eyJ...',
  channelId: 'spain-germany',
  enableFlashBet: true,
  onAction: handler,
};

export const withTypo: VirtualStadiumProps = {
  jwt: 'eyJ...',
  channelId: 'spain-germany',
  // @ts-expect-error unknown properties are rejected (misspelt flag)
  enableFlashBets: true,
};

// @ts-expect-error jwt is required
export const withoutJwt: VirtualStadiumProps = {channelId: 'spain-germany'};

// --- the SIR global ------------------------------------------------------------

export function embed(): void {
  SIR('registerAdapter', adapter);
  SIR('addWidget', '#sr-vs-widget', 'virtualStadium', props);
  // @ts-expect-error only the virtualStadium widget is typed
  SIR('addWidget', '#sr-vs-widget', 'virtualStadiumm', props);
  // @ts-expect-error unknown commands are rejected
  SIR('addWidgets', '#sr-vs-widget', 'virtualStadium', props);
}

// --- helper types of the adapter: generic code without casts ---------------------

type _args = Expect<Equal<AdapterArgs<'outcomes'>, OutcomesRequest>>;
type _response = Expect<Equal<AdapterResponse<'betHistory'>, BetShareResponse>>;
// The adapter receives one triple per listed request, plus the unlisted triple for names the typings do not list.
type _onRequestParams = Expect<
  Equal<Parameters<AdapterOnRequest>, AdapterRequestParams | AdapterUnlistedRequestParams>
>;
type _oneName = Expect<
  Equal<
    AdapterRequestParams<'outcomes'>,
    [requestName: 'outcomes', args: OutcomesRequest, callback: AdapterCallback<OutcomesResponse>]
  >
>;

/**
 * A generic logging wrapper: it logs every request, times the answer, and lets the wrapped adapter answer it.
 * No `as` anywhere: the parameters are forwarded as the one tuple they arrived as.
 */
export function withRequestLog(adapter: AdapterOnRequest, log: (line: string) => void = console.log): AdapterOnRequest {
  return (...params) => {
    const [requestName, args] = params;
    const started = Date.now();
    log(`adapter request ${String(requestName)}: ${JSON.stringify(args)}`);
    adapter(...params);
    log(`adapter request ${String(requestName)} handled in ${Date.now() - started} ms`);
  };
}

export const loggedAdapter: AdapterOnRequest = withRequestLog(adapter);
export function registerLogged(): void {
  SIR(
    'registerAdapter',
    withRequestLog(adapter, (line) => console.debug(line)),
  );
}

export function decorrelated(inner: AdapterOnRequest): AdapterOnRequest {
  return (requestName, args, callback) => {
    // @ts-expect-error once destructured, the name no longer narrows args and callback: forward `...params` instead
    inner(requestName, args, callback);
  };
}

// The object form narrows by `name`, and keeps a Flash Bet subscription with its own callback type.
const flashBetSubscriptions = new Map<string, AdapterRequest<'matchEventMarkets'>>();
export function remember(request: AdapterRequest): void {
  if (request.name === 'matchEventMarkets') {
    flashBetSubscriptions.set(request.args.id, request);
    request.callback(null, {matchEventMarkets: []});
    // @ts-expect-error the Flash Bet callback does not take an outcomes response
    request.callback(null, {outcomes: []});
  }
}
export const asObjects: AdapterOnRequest = (...params) => {
  if (params[0] === 'matchEventMarkets') remember({name: params[0], args: params[1], callback: params[2]});
};

// --- designed names: every list entry is a real name of the API --------------------

type NotPublished = Exclude<TriggerActionEnum, 'FlashBetOutcome' | 'BetInsightsOutcome'>;
type _designedActionTypes = Expect<Equal<(typeof designedActionTypes)[number], NotPublished>>;
type _designedRequests = Expect<(typeof designedRequestNames)[number] extends AdapterRequestName ? true : false>;
type _designedProps = Expect<(typeof designedWidgetProps)[number] extends keyof VirtualStadiumProps ? true : false>;
