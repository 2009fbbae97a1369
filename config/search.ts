/**
 * Offline search: @easyops-cn/docusaurus-search-local builds a lunr index at build time,
 * so no external service is involved. Code blocks are left out of the index on purpose:
 * readers search for concepts, and identifiers inside samples are reachable through the
 * API reference pages, whose headings are indexed.
 */
export const searchOptions = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: false,
  indexPages: true,
  docsRouteBasePath: '/docs',
  ignoreCssSelectors: ['pre', '.theme-code-block', '.hash-link'],
  highlightSearchTermsOnTargetPage: false,
  searchResultLimits: 8,
  searchResultContextMaxLength: 60,
  explicitSearchResultPath: true,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
};
