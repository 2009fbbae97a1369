import {defineConfig, devices} from '@playwright/test';

import {chromiumArgs, findChromium} from './tests/support/browser';

/** The production build is served on this loopback port while the tests run. */
const port = Number(process.env.TEST_PORT ?? 4173);
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
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? {executablePath} : {}),
      args: chromiumArgs,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}}],
  webServer: {
    command: `npx tsx scripts/serve-nginx.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
