import {areas, docPath} from '../src/data/siteAreas';
import {siteSpec} from './siteSpec';

/**
 * Every route the spec names (reference/site-spec.md §2), read from the spec rather than from the build, so that a
 * page missing from the build fails the browser tests. src/data/siteAreas.test.ts holds the spec's pages to docs/
 * both ways, and build-tools/siteSpec.test.ts the API's reference names to the spec's. tests/support/routes.ts
 * re-exports these for the browser tests.
 */
const spec = siteSpec();

export const topLevelRoutes: readonly string[] = spec.topLevelRoutes;

export const docRoutes: readonly string[] = spec.docPaths.map((path) => `/docs/${path}`);

export const apiInterfaces: readonly string[] = spec.apiInterfaces;
export const apiTypeAliases: readonly string[] = spec.apiTypeAliases;

export const apiRoutes: readonly string[] = [
  '/docs/api/',
  ...spec.apiFunctions.map((name) => `/docs/api/functions/${name}`),
  ...apiInterfaces.map((name) => `/docs/api/interfaces/${name}`),
  ...apiTypeAliases.map((name) => `/docs/api/type-aliases/${name}`),
];

/** Each sidebar (an area of src/data/siteAreas.ts, keyed as in sidebars.ts) with its label and landing route. */
export const sidebarLandings = areas.map((area) => ({
  key: area.key,
  label: area.label,
  landing: docPath(area.landingDoc),
}));

export const allRoutes: readonly string[] = [...topLevelRoutes, ...docRoutes, ...apiRoutes];
