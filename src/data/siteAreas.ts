/**
 * The one place that names the site's areas and the web widget's modules. The navbar and footer
 * (config/), the home page cards, the area title above each sidebar, the Modules category of the
 * Web Widget sidebar, the /web page, the embed configurator and the tests all read it.
 *
 * The six areas are the spec's six sidebars (reference/site-spec.md, "Sidebars"): key = the sidebar id in
 * sidebars.ts, label = the name readers see, landingDoc = the doc the navbar opens.
 * src/data/siteAreas.test.ts pins these to the spec and checks them against sidebars.ts.
 */
import type {AdapterRequestName, VirtualStadiumProps} from 'virtual-stadium-api/embed';
import {formatFact} from './productFacts';
import {webPagePath} from './webPagePath';

/** Where an area sits in the navbar and footer: on its own, or in the "SDKs" group with the chooser page. */
export type AreaGroup = 'guides' | 'sdks' | 'operate';

export interface Area {
  /** The sidebar id in sidebars.ts. */
  readonly key: string;
  readonly label: string;
  /** Doc id of the page the navbar opens (the sidebar's landing doc). */
  readonly landingDoc: string;
  readonly group: AreaGroup;
  /** Who the area is for, as the home page card says it. */
  readonly audience: string;
  readonly summary: string;
}

export const areas = [
  {
    key: 'integration',
    label: 'Integration',
    landingDoc: 'integration/overview',
    group: 'guides',
    audience: 'Backend and platform engineers',
    summary:
      'Onboarding phases, signing JWTs with RS256, creating channels, mapping match ids, and moderation as a service.',
  },
  {
    key: 'web',
    label: 'Web Widget',
    landingDoc: 'web/overview',
    group: 'guides',
    audience: 'Front-end engineers',
    summary:
      'Embed the virtual stadium with the SIR loader, register an adapter, and switch on Flash Bet, Bet Insights and the other modules.',
  },
  {
    key: 'sdk',
    label: 'Data SDK',
    landingDoc: 'sdk/dependencies',
    group: 'sdks',
    audience: 'Android and iOS engineers',
    summary:
      'The logic layer for native apps: log in with a token, manage chat channels, receive betting insights, read chat settings.',
  },
  {
    key: 'android',
    label: 'Android UI SDK',
    landingDoc: 'androidSdk/dependencies',
    group: 'sdks',
    audience: 'Android engineers',
    summary: 'Chat screens for Android apps on top of the Data SDK, if your contract includes them.',
  },
  {
    key: 'ios',
    label: 'iOS UI SDK',
    landingDoc: 'iosSdk/dependencies',
    group: 'sdks',
    audience: 'iOS engineers',
    summary: 'Ready-made chat screens for SwiftUI and UIKit, installed with Swift Package Manager or CocoaPods.',
  },
  {
    key: 'moderationUi',
    label: 'Moderation UI',
    landingDoc: 'moderationUi/introduction',
    group: 'operate',
    audience: 'Supervisors and moderators',
    summary:
      'Set up brands and operators, invite your team, run channels, handle reported messages, ban users and export logs.',
  },
] as const satisfies readonly Area[];

export type AreaKey = (typeof areas)[number]['key'];

/** Pages outside the six areas that the navbar, footer and sidebars link under one name each. */
export const sitePages = {
  sdkChooser: {docId: 'mobileIntro', label: 'Which SDK should I use?'},
  licensing: {docId: 'licensing', label: 'Licensing'},
  troubleshooting: {docId: 'web/troubleshooting', label: 'Troubleshooting'},
} as const satisfies Record<string, {docId: string; label: string}>;

/**
 * The /web page (src/pages/web.tsx), the Web Widget area's start page with the embed configurator: its title,
 * heading and description, which its Markdown twin (scripts/build/page-twins.ts) repeats.
 */
export const webPage = {
  path: webPagePath,
  title: 'Web Widget',
  heading: 'Virtual Stadium Web Widget',
  description:
    'Embed the Virtual Stadium web widget: the SIR loader, one adapter, the virtualStadium widget and its modules.',
} as const;

/** The navbar dropdown that holds the `sdks` group. */
export const sdkGroupLabel = 'SDKs';

/** A widget property that switches a module on (`enableFlashBet`). */
export type ModuleFlag = Extract<keyof VirtualStadiumProps, `enable${string}`>;

export interface WidgetModule {
  /** The module's key in the embed configurator and its URL state (`?modules=flashBet,betShare`). */
  readonly key: string;
  /** The module's name, in Title Case everywhere ("Copy Bet Button"). */
  readonly label: string;
  /** Its guide: docs/<docId>.md. A page under modules/ without an entry here fails src/data/siteAreas.test.ts. */
  readonly docId: string;
  readonly summary: string;
  /** The widget property that switches it on. */
  readonly flag: ModuleFlag;
  /** The adapter request it sends, when one is published. */
  readonly request?: AdapterRequestName;
  /**
   * What switching its flag on does, for the widget page's property table (`::widget-property-table`): Markdown,
   * with `{page}` for the module's page and `{request}` for its request. A module without a request gets "No adapter
   * request." after it.
   */
  readonly flagEffect: string;
}

/** The web widget's modules, in the order the Web Widget sidebar's Modules category lists them. */
export const webModules = [
  {
    key: 'flashBet',
    label: 'Flash Bet',
    docId: 'web/widgets/virtualStadium/modules/flashBet',
    flag: 'enableFlashBet',
    request: 'matchEventMarkets',
    summary: `Short-lived markets triggered by live match events, shown in the chat for ${formatFact('flashBetDisplayTime')} by default.`,
    flagEffect: 'Shows [Flash Bets]({page}) after live match events. Needs a Sportradar entity id on the channel.',
  },
  {
    key: 'betInsights',
    label: 'Bet Insights',
    docId: 'web/widgets/virtualStadium/modules/betInsights',
    flag: 'enableBetInsights',
    request: 'outcomes',
    summary: 'Pre-match and live insights from match data, each with an outcome the user can add to the betslip.',
    flagEffect:
      'Shows [Bet Insights]({page}). Needs a Sportradar entity id on the channel and an adapter that answers `{request}`.',
  },
  {
    key: 'betShare',
    label: 'Bet Share',
    docId: 'web/widgets/virtualStadium/modules/betShare',
    flag: 'enableBetShare',
    request: 'betHistory',
    summary: 'Users post their placed bets into the chat, supplied by your adapter from their bet history.',
    flagEffect:
      "Lets users share their tickets into the chat ([Bet Share]({page})). Needs the hosted adapter's `{request}` provider, or a custom adapter that answers `{request}`.",
  },
  {
    key: 'copyBet',
    label: 'Copy Bet Button',
    docId: 'web/widgets/virtualStadium/modules/copyBetButton',
    flag: 'enableCopyBet',
    summary: 'Other users copy a shared bet into their own betslip with one tap.',
    flagEffect: 'Shows the [Copy Bet button]({page}) on shared tickets.',
  },
  {
    key: 'contactSupport',
    label: 'Contact Support Button',
    docId: 'web/widgets/virtualStadium/modules/contactSupportButton',
    flag: 'enableContactSupport',
    summary: 'A button in the chat that hands the user over to your own support channel.',
    flagEffect: 'Shows the [Contact Support button]({page}).',
  },
  {
    key: 'lmt',
    label: 'Live Match Tracker',
    docId: 'web/widgets/virtualStadium/modules/lmt',
    flag: 'enableLmt',
    summary: 'The match tracker in the widget header, driven by the channel’s Sportradar match id.',
    flagEffect:
      'Shows the [Live Match Tracker]({page}) in the widget header. Needs a Sportradar match id on the channel.',
  },
] as const satisfies readonly WidgetModule[];

export type WebModuleKey = (typeof webModules)[number]['key'];

/**
 * Compile-time completeness: every `enable…` widget property is a module's flag (Central Hub is a button that needs
 * Bet Share and the Copy Bet button, not a module with a guide of its own). A new flag in the API without a module
 * here, or a module whose flag the API lacks, is a type error that names the flag.
 */
type FlagsWithoutModule = Exclude<ModuleFlag, (typeof webModules)[number]['flag'] | 'enableCentralHub'>;
const everyFlagHasAModule: [FlagsWithoutModule] extends [never] ? true : FlagsWithoutModule = true;
void everyFlagHasAModule;

/** Every module's label, in the registry's order, for prose lists (`:facts[modules]`, `:facts[modules]{links}`). */
export const moduleLabels: readonly string[] = webModules.map((module) => module.label);

/** Module labels by whether they send a published adapter request, for prose lists (`:facts[modulesWithRequests]`). */
export const modulesWithRequests: readonly string[] = webModules
  .filter((module: WidgetModule) => module.request !== undefined)
  .map((module) => module.label);
export const modulesWithoutRequests: readonly string[] = webModules
  .filter((module: WidgetModule) => module.request === undefined)
  .map((module) => module.label);

/** The URL path of a doc id (docs are served under /docs; an `index` doc is its folder's path). */
export function docPath(docId: string): string {
  return `/docs/${docId.replace(/(^|\/)index$/, '$1')}`;
}

/**
 * The URL paths that belong to one navbar item, as the regular expression Docusaurus's `activeBaseRegex` takes: an
 * area owns its docs folder (the landing doc's first segment: /docs/web/… but not /docs/api/…, which has its own
 * item although the Web Widget sidebar lists it); the Web Widget area also owns the /web page. A page outside every
 * folder (/docs/licensing, /docs/mobileIntro) belongs to its own item only, so each page activates one item.
 */
export function areaActivePathRegex(area: Pick<Area, 'key' | 'landingDoc'>): string {
  const folder = area.landingDoc.split('/')[0] ?? area.landingDoc;
  const docs = `/docs/${folder}(?:/|$)`;
  return area.key === 'web' ? `^(?:${docs}|/web/?$)` : `^${docs}`;
}

/** The `activeBaseRegex` of a navbar item that links one doc page: that page only. */
export function docActivePathRegex(docId: string): string {
  return `^${docPath(docId).replace(/\/$/, '')}/?$`;
}

/** The area whose sidebar has the given id, if any. */
export function areaOfSidebar(sidebarId: string): Area | undefined {
  return areas.find((area) => area.key === sidebarId);
}

/** The module with the given key; the key type makes an unknown key a compile error. */
export function webModule(key: WebModuleKey): WidgetModule {
  const found = webModules.find((module) => module.key === key);
  if (!found) throw new Error(`No web module "${key}" in src/data/siteAreas.ts`);
  return found;
}

/** A home or /web page card (src/components/AreaCards). */
export interface Card {
  readonly title: string;
  readonly to: string;
  readonly audience: string;
  readonly summary: string;
}

/** The home page's cards: one per area, opening its landing doc. */
export const areaCards: readonly Card[] = areas.map((area) => ({
  title: area.label,
  to: docPath(area.landingDoc),
  audience: area.audience,
  summary: area.summary,
}));

/** The /web page's cards: one per module, opening its guide. */
export const moduleCards: readonly Card[] = webModules.map((module) => ({
  title: module.label,
  to: docPath(module.docId),
  audience: 'Module',
  summary: module.summary,
}));
