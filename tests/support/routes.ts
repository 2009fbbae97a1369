/** The routes the browser tests visit: derived from reference/site-spec.md in build-tools/routes.ts. */
export * from '../../build-tools/routes';
