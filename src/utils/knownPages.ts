/**
 * The pages a search that found nothing may suggest (src/utils/closestRoutes.ts, closestPages): every doc (API
 * reference included) and the site's own pages, by route, as the 404 page lists them.
 *
 * The search bar uses this, so it names the /web route from src/data/webPagePath.ts rather than importing the area
 * data (src/data/siteAreas.ts) for one string.
 */
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

import {webPagePath} from '@site/src/data/webPagePath';
import type {PageName} from './closestRoutes';

/** Every route a reader can land on, as a page name without a title (the route's last segment is its name). */
export function useKnownPages(): PageName[] {
  const docs = Object.values(useAllDocsData()).flatMap((plugin) =>
    plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
  );
  return ['/', webPagePath, ...docs].map((route) => ({route}));
}
