/**
 * The pages a search that found nothing may suggest (src/utils/closestRoutes.ts, closestPages): every doc (API
 * reference included) and the site's own pages, by route, as the 404 page lists them; and the areas' start pages,
 * offered when no page's name is close to the query.
 */
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

import {areaCards, webPage} from '@site/src/data/siteAreas';
import type {PageName} from './closestRoutes';

/** Every route a reader can land on, as a page name without a title (the route's last segment is its name). */
export function useKnownPages(): PageName[] {
  const docs = Object.values(useAllDocsData()).flatMap((plugin) =>
    plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
  );
  return ['/', webPage.path, ...docs].map((route) => ({route}));
}

/** The areas' start pages: where to go when a query matched nothing and no page's name is like it. */
export const startPages: readonly {readonly title: string; readonly to: string}[] = areaCards.map(({title, to}) => ({
  title,
  to,
}));
