import typedocDesignedBadge from '../plugins/typedoc-designed-badge';

/**
 * API reference generation: TypeDoc + typedoc-plugin-markdown turn virtual-stadium-api/src/index.ts
 * into Markdown under docs/api at build time (the output is not committed).
 *
 * The `@designed` modifier tag is declared in virtual-stadium-api/tsdoc.json (TypeDoc reads the tsdoc.json next to
 * the tsconfig below); plugins/typedoc-designed-badge shows it as the site's `:designed` badge. The `:fact[...]` and
 * `:designed` text directives in doc comments pass through to the Markdown, where the site's remark plugins render them.
 */
export const typedocOptions = {
  entryPoints: ['./virtual-stadium-api/src/index.ts'],
  tsconfig: './virtual-stadium-api/tsconfig.json',
  out: './docs/api',
  readme: './virtual-stadium-api/README.md',
  mergeReadme: true,
  entryFileName: 'index',
  excludePrivate: true,
  excludeInternal: true,
  hidePageHeader: true,
  hideBreadcrumbs: true,
  useCodeBlocks: true,
  // Signatures show their parameter types, so a signature block reads as TypeScript that compiles.
  expandParameters: true,
  parametersFormat: 'table',
  interfacePropertiesFormat: 'list',
  typeAliasPropertiesFormat: 'table',
  enumMembersFormat: 'table',
  propertyMembersFormat: 'table',
  tableColumnSettings: {hideSources: true, hideModifiers: false},
  sanitizeComments: true,

  disableSources: true,
  // Functions are accepted as TypeDoc plugins; docusaurus-plugin-typedoc adds the Markdown plugins before it.
  plugin: [typedocDesignedBadge],
  sidebar: {autoConfiguration: true, pretty: true},
};
