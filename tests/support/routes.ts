import {referenceInterfaces, referenceTypeAliases} from 'virtual-stadium-api/internal/reference-names';

import {areas, docPath, webModules} from '../../src/data/siteAreas';

/**
 * Every route the spec names (reference/site-spec.md §2), written out here rather than read from the build,
 * so that a page missing from the build fails the tests; src/data/siteAreas.test.ts holds the list to docs/.
 */
export const topLevelRoutes = ['/', '/markdown-page', '/web', '/docs'] as const;

export const docRoutes = [
  'androidSdk/chat',
  'androidSdk/dependencies',
  'androidSdk/profile',
  'androidSdk/usage',
  'integration/analytics',
  'integration/authentication',
  'integration/channelCreation',
  'integration/idMapping',
  'integration/moderationSaaS',
  'integration/overview',
  'iosSdk/chat',
  'iosSdk/chatsettings',
  'iosSdk/dependencies',
  'iosSdk/profile',
  'iosSdk/usage',
  'licensing',
  'mobileIntro',
  'moderationUi/analytics',
  'moderationUi/dashboard',
  'moderationUi/introduction',
  'moderationUi/management',
  'moderationUi/views/analytics',
  'moderationUi/views/channels',
  'moderationUi/views/logs',
  'moderationUi/views/messages',
  'moderationUi/views/users',
  'sdk/chatChannel',
  'sdk/chatSettings',
  'sdk/dependencies',
  'sdk/deploy-your-site',
  'sdk/gettingStarted',
  'sdk/intro',
  'sdk/loginAndUserState',
  'sdk/profile',
  'web/overview',
  'web/troubleshooting',
  'web/widgets/adapter',
  'web/widgets/virtualStadium/',
  'web/widgets/virtualStadium/buttonWidget',
  'web/widgets/virtualStadium/customatization/icons',
  'web/widgets/virtualStadium/customatization/stylings',
  'web/widgets/virtualStadium/customatization/translations',
  // The module pages: one per module of the registry (src/data/siteAreas.test.ts holds the registry to the folder).
  ...webModules.map((module) => module.docId),
].map((path) => `/docs/${path}`);

export const apiInterfaces = referenceInterfaces;
export const apiTypeAliases = referenceTypeAliases;

export const apiRoutes = [
  '/docs/api/',
  '/docs/api/functions/onAction',
  ...apiInterfaces.map((name) => `/docs/api/interfaces/${name}`),
  ...apiTypeAliases.map((name) => `/docs/api/type-aliases/${name}`),
];

/** Each sidebar (an area of src/data/siteAreas.ts, keyed as in sidebars.ts) with its label and landing route. */
export const sidebarLandings = areas.map((area) => ({
  key: area.key,
  label: area.label,
  landing: docPath(area.landingDoc),
}));

export const allRoutes = [...topLevelRoutes, ...docRoutes, ...apiRoutes];
