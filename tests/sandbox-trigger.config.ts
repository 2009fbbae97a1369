/**
 * Runs tests/sandbox-trigger.spec.ts alone, without the main config's web servers (nginx on the build): the test
 * starts its own sandbox. `npx playwright test --config tests/sandbox-trigger.config.ts`. The main suite
 * (`npm run test:browser`, playwright.config.ts) runs the same file with the others.
 */
import {defineConfig, devices} from '@playwright/test';

import {chromiumArgs, findChromium} from './support/browser';

const executablePath = findChromium();

export default defineConfig({
  testDir: '.',
  testMatch: 'sandbox-trigger.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list']],
  use: {
    trace: 'off',
    launchOptions: {...(executablePath ? {executablePath} : {}), args: chromiumArgs},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
});
