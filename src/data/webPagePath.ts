/**
 * The route of the /web page (src/pages/web.tsx). Its own module, so that the search bar (src/utils/knownPages.ts),
 * which only needs this route, does not import src/data/siteAreas.ts: that import moved the areas' data into main.js.
 */
export const webPagePath = '/web';
