/**
 * The embed configurator's model: options, validation, URL state and snippet generation.
 * Pure functions only, so the unit tests and the snippet type-check (scripts/check/check-embed-snippets.ts)
 * exercise exactly what the /web page renders.
 */
import type {TriggerActionEnum} from 'virtual-stadium-api';
import type {AdapterRequestName} from 'virtual-stadium-api/embed';
import {formatFact, loaderSnippet, productFacts} from '../data/productFacts';
import {webModules, type WebModuleKey, type WidgetModule} from '../data/siteAreas';
import {designedActionTypes, designedRequestNames, designedWidgetProps} from 'virtual-stadium-api/internal/designed';

export type ModuleOption = Pick<WidgetModule, 'key' | 'label' | 'flag' | 'request'> & {readonly key: WebModuleKey};

/** The modules as src/data/siteAreas.ts registers them, so the checkboxes name them as the sidebar does. */
export const moduleOptions: readonly ModuleOption[] = webModules;

export type ModuleKey = WebModuleKey;

/** Each action type with the interface whose `data` it carries. */
export const actionOptions = [
  {type: 'FlashBetOutcome', payload: 'FlashBetActionInterface', hint: 'Add the selection to your betslip.'},
  {type: 'BetInsightsOutcome', payload: 'BetInsightsActionInterface', hint: 'Add the selection to your betslip.'},
  {type: 'OutcomeClick', payload: 'ExternalOutcomeActionInterface', hint: 'Add the tapped leg to your betslip.'},
  {type: 'BetslipShare', payload: 'BetslipActionInterface', hint: 'Record that the user shared a ticket.'},
  {type: 'CopyBet', payload: 'CopyBetActionInterface', hint: 'Rebuild the ticket in your betslip at current odds.'},
  {type: 'CloseBetslipShareList', payload: 'CloseBetslipShareListInterface', hint: 'The share list was closed.'},
  {type: 'ContactSupport', payload: 'ContactSupportActionInterface', hint: 'Open your support channel.'},
  {type: 'SwitchChannel', payload: 'SwitchChannelActionInterface', hint: 'Follow the user to the new channel.'},
  {type: 'LmtClick', payload: 'LmtActionInterface', hint: 'Open your match page.'},
  {type: 'MessageSent', payload: 'MessageActionInterface', hint: 'Count the message in your analytics.'},
  {type: 'ReportMessageClick', payload: 'ReportMessageClick', hint: 'Count the report in your analytics.'},
  {type: 'SelectChannelTag', payload: 'SelectChannelTagInterface', hint: 'The user picked a channel tag.'},
  {type: 'ReactionClick', payload: 'ReactionClickInterface', hint: 'The user added or removed a reaction.'},
  {type: 'Click', payload: 'ClickActionInterface', hint: 'Any other tracked click.'},
  {type: 'Error', payload: 'ErrorActionInterface', hint: 'Log the error with your monitoring.'},
] as const satisfies readonly {type: TriggerActionEnum; payload: string; hint: string}[];

type ListedAction = (typeof actionOptions)[number]['type'];
/** Compile-time guard: every action type of the API is offered (this is `never` when none is missing). */
type MissingAction = Exclude<TriggerActionEnum, ListedAction>;
const everyActionListed: [MissingAction] extends [never] ? true : MissingAction = true;
void everyActionListed;

export interface EmbedOptions {
  readonly modules: readonly ModuleKey[];
  readonly actions: readonly TriggerActionEnum[];
  readonly language: string;
  readonly selector: string;
  readonly channelId: string;
}

export const defaultOptions: EmbedOptions = {
  modules: ['flashBet', 'betInsights'],
  actions: ['FlashBetOutcome', 'BetInsightsOutcome'],
  language: 'en',
  selector: '#sr-vs-widget',
  channelId: '<CHANNEL_ID>',
};

export type Field = 'channelId' | 'selector' | 'language';

export interface ValidationError {
  readonly field: Field;
  readonly message: string;
}

/** A simple selector: an element name, #id, .class, or a compound of those such as `div#chat.panel`. */
const simpleSelector = /^(?:[a-zA-Z][a-zA-Z0-9-]*)?(?:[#.][a-zA-Z_-][a-zA-Z0-9_-]*)*$/;

export function validate(options: EmbedOptions): ValidationError[] {
  const errors: ValidationError[] = [];
  const {channelId, selector, language} = options;
  if (channelId.length === 0) {
    errors.push({field: 'channelId', message: 'Enter the channel id.'});
  } else if (channelId.length > productFacts.channelIdMaxLength.value) {
    errors.push({
      field: 'channelId',
      message: `A channel id has at most ${formatFact('channelIdMaxLength')}; this one has ${channelId.length}.`,
    });
  } else if (!/^[\x21-\x7e]+$/.test(channelId)) {
    errors.push({
      field: 'channelId',
      message: 'Use letters, digits and ASCII punctuation only: no spaces or accented letters.',
    });
  }
  if (selector.trim().length === 0) {
    errors.push({field: 'selector', message: 'Enter the CSS selector of the element that holds the widget.'});
  } else if (!simpleSelector.test(selector) || selector === '') {
    errors.push({
      field: 'selector',
      message: 'Use a simple CSS selector such as #sr-vs-widget, .chat-panel or div#chat.',
    });
  }
  if (!/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/.test(language)) {
    errors.push({
      field: 'language',
      message: 'Use a language code such as en or pt-BR. Supported languages are agreed at onboarding.',
    });
  }
  return errors;
}

const moduleKeys = new Set<string>(moduleOptions.map((option) => option.key));
const actionTypes = new Set<string>(actionOptions.map((option) => option.type));

/** Reads options from a query string; unknown values are dropped and missing ones take the defaults. */
export function optionsFromQuery(search: string): EmbedOptions {
  const params = new URLSearchParams(search);
  const list = (name: string): string[] | undefined => {
    const value = params.get(name);
    return value === null ? undefined : value.split(',').filter((item) => item.length > 0);
  };
  const modules = list('modules')?.filter((key): key is ModuleKey => moduleKeys.has(key));
  const actions = list('actions')?.filter((type): type is TriggerActionEnum => actionTypes.has(type));
  return {
    modules: modules ?? defaultOptions.modules,
    actions: actions ?? defaultOptions.actions,
    language: params.get('language') ?? defaultOptions.language,
    selector: params.get('selector') ?? defaultOptions.selector,
    channelId: params.get('channel') ?? defaultOptions.channelId,
  };
}

/** The keys of the chosen options, in the options' order, comma-separated. */
function chosen<T, K extends string>(all: readonly T[], picked: readonly K[], keyOf: (option: T) => K): string {
  return all
    .map(keyOf)
    .filter((key) => picked.includes(key))
    .join(',');
}

/** The query string that reproduces `options` (in a stable order, so links are shareable and comparable). */
export function optionsToQuery(options: EmbedOptions): string {
  const params = new URLSearchParams();
  params.set(
    'modules',
    chosen(moduleOptions, options.modules, (option) => option.key),
  );
  params.set(
    'actions',
    chosen(actionOptions, options.actions, (option) => option.type),
  );
  params.set('language', options.language);
  params.set('selector', options.selector);
  params.set('channel', options.channelId);
  return `?${params.toString()}`;
}

export interface EmbedSnippet {
  readonly html: string;
  readonly script: string;
}

/** The caption of each file of the snippet, as the /web page and its Markdown twin show them. */
export const embedSnippetTitles: Readonly<Record<keyof EmbedSnippet, string>> = {
  html: 'index.html',
  script: 'virtual-stadium.ts (compiled to /virtual-stadium.js)',
};

function containerMarkup(selector: string): string {
  const id = /^#([a-zA-Z_-][\w-]*)$/.exec(selector)?.[1];
  if (id) return `<div id="${id}" style="height: 640px"></div>`;
  return `<!-- The widget fills the element matched by ${selector}; give it a height. -->`;
}

/**
 * The page markup: the loader (the site's one copy, with the chosen language) for the head, as the guides say, then
 * the container and the integration script for the body.
 */
function buildHtml(options: EmbedOptions): string {
  return [
    '<!-- In the <head>, above every script that calls SIR: -->',
    loaderSnippet(options.language),
    '<!-- In the <body>: -->',
    containerMarkup(options.selector),
    '<script type="module" src="/virtual-stadium.js"></script>',
  ].join('\n');
}

/** The comment the examples put on a designed name's line, so a copied snippet keeps the caveat. */
const DESIGNED = ' // designed: confirm at onboarding';
const designedIf = (designed: boolean): string => (designed ? DESIGNED : '');
const isDesigned = (list: readonly string[], name: string): boolean => list.includes(name);

const requestCode: Record<AdapterRequestName, string[]> = {
  matchEventMarkets: [
    '    case "matchEventMarkets": {',
    '      // Flash Bet: args.matchEvent says what happened. Find your event: args.event.externalId when present,',
    '      // else your ID mapping of args.event.srEventId ?? args.event.id (designed: confirm at onboarding).',
    '      // Answer with your markets on it; keep the callback under args.id and call it again when a market',
    '      // is suspended or settled.',
    '      flashBetCallbacks.set(args.id, callback);',
    '      callback(null, { matchEventMarkets: [] }); // replace [] with markets from your betting API',
    '      break;',
    '    }',
  ],
  outcomes: [
    '    case "outcomes": {',
    '      // Bet Insights: price the selections listed in args.outcomes.',
    '      callback(null, { outcomes: [] }); // replace [] with one entry per priced selection',
    '      break;',
    '    }',
  ],
  betHistory: [
    '    case "betHistory": {',
    '      // Bet Share: the tickets of args.userId with a leg on one of args.events.',
    "      callback(null, { bets: [] }); // replace [] with the user's shareable tickets",
    '      break;',
    '    }',
  ],
  'virtualStadium.matchEventMarkets': [],
};

function buildAdapter(options: EmbedOptions): string[] {
  const requests = moduleOptions
    .filter((option) => options.modules.includes(option.key))
    .flatMap((option): AdapterRequestName[] => (option.request !== undefined ? [option.request] : []));
  const lines: string[] = [];
  if (requests.includes('matchEventMarkets')) {
    lines.push('const flashBetCallbacks = new Map<string, AdapterCallback<MatchEventMarketResponse>>();', '');
  }
  lines.push('// One adapter per page, registered before the widget.');
  lines.push('const onRequest: AdapterOnRequest = (requestName, args, callback) => {');
  lines.push('  switch (requestName) {');
  for (const request of requests) {
    const [caseLine = '', ...body] = requestCode[request];
    lines.push(caseLine + designedIf(isDesigned(designedRequestNames, request)), ...body);
  }
  if (requests.includes('matchEventMarkets')) {
    lines.push('    case "virtualStadium.matchEventMarkets":');
    lines.push('      // Deprecated duplicate of "matchEventMarkets", answered there: do not call the callback here.');
    lines.push('      break;');
  }
  lines.push('    default:');
  lines.push('      // Requests of modules you did not enable: log them and answer with no data.');
  if (requests.length === 0) lines.push('      void args;');
  lines.push('      console.debug("Virtual Stadium adapter: request not handled", String(requestName));');
  lines.push('      callback(null, undefined);');
  lines.push('      break;');
  lines.push('  }');
  lines.push('};');
  return lines;
}

function buildOnAction(options: EmbedOptions): string[] {
  const chosen = actionOptions.filter((option) => options.actions.includes(option.type));
  if (chosen.length === 0) return [];
  const lines = ['const onAction: TriggerActionFunctionType = (type, data) => {', '  switch (type) {'];
  for (const option of chosen) {
    lines.push(`    case ${JSON.stringify(option.type)}: {${designedIf(isDesigned(designedActionTypes, option.type))}`);
    lines.push(`      // ${option.hint}`);
    lines.push(`      const payload: ${option.payload}["data"] = data;`);
    lines.push('      console.info(type, payload);');
    lines.push('      break;');
    lines.push('    }');
  }
  lines.push('    default:', '      break;', '  }', '};');
  return lines;
}

function buildScript(options: EmbedOptions): string {
  const chosenActions = actionOptions.filter((option) => options.actions.includes(option.type));
  const flashBet = options.modules.includes('flashBet');
  const embedTypes = ['AdapterOnRequest', ...(flashBet ? ['AdapterCallback'] : []), 'VirtualStadiumProps'];
  const apiTypes = [
    ...(flashBet ? ['MatchEventMarketResponse'] : []),
    ...(chosenActions.length > 0 ? ['TriggerActionFunctionType'] : []),
    ...new Set(chosenActions.map((option) => option.payload)),
  ].sort();
  const flags = moduleOptions
    .filter((option) => options.modules.includes(option.key))
    .map((option) => `  ${option.flag}: true,${designedIf(isDesigned(designedWidgetProps, option.flag))}`);
  const lines = [
    `import type { ${embedTypes.join(', ')} } from "virtual-stadium-api/embed";`,
    ...(apiTypes.length > 0 ? [`import type { ${apiTypes.join(', ')} } from "virtual-stadium-api";`] : []),
    '',
    ...buildAdapter(options),
    '',
    ...(chosenActions.length > 0 ? [...buildOnAction(options), ''] : []),
    "// Your backend's token endpoint (see /docs/integration/authentication): 200 with the token as text/plain, or 401.",
    'const tokenResponse = await fetch("/api/vs-token", { credentials: "include" });',
    '// An error page must never become the jwt: stop here, and the chat stays hidden.',
    'if (!tokenResponse.ok) throw new Error(`token endpoint answered ${tokenResponse.status}`);',
    '',
    'const props: VirtualStadiumProps = {',
    '  jwt: await tokenResponse.text(),',
    `  channelId: ${JSON.stringify(options.channelId)},`,
    ...flags,
    ...(chosenActions.length > 0 ? ['  onAction,'] : []),
    '};',
    '',
    'SIR("registerAdapter", onRequest);',
    `SIR("addWidget", ${JSON.stringify(options.selector)}, "virtualStadium", props);`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The two files of the integration: page markup and the TypeScript module it loads. */
export function buildEmbedSnippet(options: EmbedOptions): EmbedSnippet {
  return {html: buildHtml(options), script: buildScript(options)};
}
