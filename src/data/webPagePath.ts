/**
 * The route of the /web page (src/pages/web.tsx). Its own module, so that code in every page's bundle (the search
 * bar's list of known pages, src/utils/knownPages.ts) can name it without pulling in src/data/siteAreas.ts, whose
 * area and module data only the home page, the /web page and the search page need.
 */
export const webPagePath = '/web';
