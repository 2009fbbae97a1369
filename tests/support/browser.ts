import fs from 'node:fs';

/**
 * Finds a Chromium for the tests: CHROMIUM_PATH when set, then Debian's /usr/bin/chromium,
 * then Playwright's own download (`npx playwright install chromium`) on machines that have one.
 * Returns undefined to let Playwright use its own browser.
 */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter((candidate): candidate is string => Boolean(candidate));
  for (const candidate of candidates) {
    if (fs.existsSync(candidate)) {
      return candidate;
    }
  }
  return undefined;
}

/** Flags that keep headless Chromium quiet on a machine without outside network access. */
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
