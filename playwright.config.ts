import path from 'node:path';

import {defineConfig, devices} from '@playwright/test';

import {chromiumArgs, findChromium} from './tests/support/browser';
import {fixturesOrigin, fixturesPort, mcpPort, mcpServiceCommand, siteOrigin, testPort} from './tests/support/servers';
const executablePath = findChromium();

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['./tests/support/summary-reporter.ts']],
  use: {
    baseURL: siteOrigin,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? {executablePath} : {}),
      args: chromiumArgs,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}}],
  webServer: [
    {
      command: `npx tsx scripts/tools/serve-nginx.ts --port ${testPort}`,
      url: `${siteOrigin}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The docs' MCP server as deployed (scripts/build/pack-mcp.ts), behind nginx's /mcp, allowed to read its own folder
      // only. It accepts the test origin as the site's own (production: the docs host).
      command: mcpServiceCommand(path.resolve('build-deploy/docs-mcp'), `127.0.0.1:${mcpPort}`, siteOrigin),
      port: mcpPort,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The same site plus test-only routes (plugins/test-fixtures), built by `npm run build:fixtures`.
      command: `npx tsx scripts/tools/serve-nginx.ts --port ${fixturesPort} --build build-fixtures`,
      url: `${fixturesOrigin}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
