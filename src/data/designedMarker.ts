/** The site's one "designed: confirm at onboarding" marker: its words and where it links (the explanation). */
export const designedLabel = 'Designed: confirm at onboarding';
/**
 * The explanation of the marker: the "Confirmed or designed" section of "How to read these docs", whose route is the
 * spec's /markdown-page (src/pages/markdown-page.md; the spec names the route, the page's title says what it is).
 */
export const designedHref = '/markdown-page#confirmed-or-designed';
