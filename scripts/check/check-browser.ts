/**
 * Fails early, with instructions, when no Chromium can be found for the browser tests.
 * Run by `npm test` before the build so a missing browser costs seconds, not minutes.
 */
import {chromium} from '@playwright/test';
import fs from 'node:fs';

import {findChromium} from '../../tests/support/browser';
import {runAsScript} from '../lib/run-as-script';

function main(): number {
  const system = findChromium();
  if (system) {
    console.log(`browser: using ${system}`);
    return 0;
  }
  let bundled = '';
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = '';
  }
  if (bundled && fs.existsSync(bundled)) {
    console.log(`browser: using Playwright's Chromium at ${bundled}`);
    return 0;
  }
  console.error(
    [
      'No Chromium found for the browser tests. Install one of:',
      '  Debian/Ubuntu:  sudo apt-get install -y chromium',
      "  any OS:         npx playwright install chromium   (Playwright's own build)",
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
  return 1;
}

runAsScript(module, main);
