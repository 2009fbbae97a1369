/**
 * Validates the built HTML of one page of each kind with the W3C Nu HTML Checker (npm vnu-jar, run on Java 8 or
 * newer), errors only: every page carries the navbar, footer and theme frame, so one of each kind covers the site's
 * shared markup, and each kind adds its own (tables, tabs and type popups, the API reference, the configurator, the
 * search results page, the 404 page). Run after `npm run build`; exits 1 and lists each error with its page.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {runAsScript} from '../lib/run-as-script';

/** The checker as the npm package vnu-jar ships it (its postinstall, which fetches a Java runtime, is not needed). */
const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

/** One page of each kind, as built files. */
const pagesToValidate = [
  'index.html', // home
  'web/index.html', // the configurator
  'markdown-page/index.html', // a Markdown page outside the docs
  'search/index.html', // search results page
  '404.html', // not found
  'docs/index.html', // the docs index with area cards
  'docs/web/widgets/virtualStadium/index.html', // doc page with record tables and the designed marker
  'docs/web/widgets/virtualStadium/modules/flashBet/index.html', // a grid table, a diagram
  'docs/integration/authentication/index.html', // code tabs, type popups, the token checker
  'docs/moderationUi/views/logs/index.html', // screen illustrations
  'docs/api/index.html', // API index
  'docs/api/interfaces/Bet/index.html', // API page
];

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function main(argv: string[]): number {
  const buildDir = path.resolve(argv[0] ?? 'build');
  const files = pagesToValidate.map((page) => path.join(buildDir, page));
  const missing = files.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    console.error(`check-html: not built: ${missing.join(', ')} (run \`npm run build\` first)`);
    return 1;
  }
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    console.error(`check-html: could not run java (${run.error.message}); install a Java runtime`);
    return 1;
  }
  // vnu writes its JSON report to stderr.
  const report = JSON.parse(run.stderr || '{"messages": []}') as {messages: VnuMessage[]};
  const errors = report.messages.filter((message) => message.type === 'error' || message.type === 'non-document-error');
  for (const error of errors) {
    const page = error.url ? path.relative(buildDir, new URL(error.url).pathname) : '?';
    console.error(
      `${page}:${error.lastLine ?? '?'}: ${error.message}\n    ${(error.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}`,
    );
  }
  console.log(
    `check-html: ${files.length} pages, ${errors.length} error${errors.length === 1 ? '' : 's'} (W3C Nu HTML Checker)`,
  );
  return errors.length > 0 ? 1 : 0;
}

runAsScript(module, main);
