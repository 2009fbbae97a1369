/**
 * Where the tests find the two builds (both served by scripts/serve-nginx.ts, started by
 * playwright.config.ts): the production build on TEST_PORT, and the same site with the
 * test-only fixture routes (`npm run build:fixtures`) on the next port. The docs' MCP server (build-deploy/docs-mcp/,
 * Streamable HTTP) listens on TEST_PORT + 20, where the production server block proxies /mcp.
 */
export const testPort = Number(process.env.TEST_PORT ?? 4173);
export const siteOrigin = `http://127.0.0.1:${testPort}`;
export const fixturesPort = testPort + 1;
export const fixturesOrigin = `http://127.0.0.1:${fixturesPort}`;
export const mcpPort = testPort + 20;
