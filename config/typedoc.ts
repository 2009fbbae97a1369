/**
 * API reference generation: TypeDoc + typedoc-plugin-markdown turn virtual-stadium-api/src/index.ts
 * into Markdown under docs/api at build time (the output is not committed).
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
  parametersFormat: 'table',
  interfacePropertiesFormat: 'list',
  typeAliasPropertiesFormat: 'table',
  enumMembersFormat: 'table',
  propertyMembersFormat: 'table',
  tableColumnSettings: {hideSources: true, hideModifiers: false},
  sanitizeComments: true,

  disableSources: true,
  sidebar: {autoConfiguration: true, pretty: true},
};
