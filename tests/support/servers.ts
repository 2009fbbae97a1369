/**
 * Where the tests find the two builds (both served by scripts/tools/serve-nginx.ts, started by
 * playwright.config.ts): the production build on TEST_PORT, and the same site with the
 * test-only fixture routes (`npm run build:fixtures`) on the next port. The docs' MCP server (build-deploy/docs-mcp/,
 * Streamable HTTP) listens on TEST_PORT + 20, where the production server block proxies /mcp.
 */
export const testPort = Number(process.env.TEST_PORT ?? 4173);
export const siteOrigin = `http://127.0.0.1:${testPort}`;
export const fixturesPort = testPort + 1;
export const fixturesOrigin = `http://127.0.0.1:${fixturesPort}`;
export const mcpPort = testPort + 20;

/**
 * The command that runs the MCP service as deployed, under Node's permission model: it may read its own folder
 * (build-deploy/docs-mcp/: server.mjs and the build's copy of the twins and index) and nothing else, so a read
 * outside the build fails the tests. Node 20 names the flag --experimental-permission, later versions --permission.
 */
export function mcpServiceCommand(folder: string, listen: string, origin: string): string {
  const flag = process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission';
  return `node ${flag} --allow-fs-read=${folder}/ ${folder}/server.mjs --http ${listen} --origin ${origin}`;
}
