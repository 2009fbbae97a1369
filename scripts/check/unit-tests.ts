/**
 * `npm run test:unit`: every unit test in one process, each file a suite named by its path.
 *
 *   npm run test:unit                                   every `*.test.ts` under the folders below
 *   npm run test:unit -- src/utils/jwtCheck.test.ts     only the files named
 *
 * One process, not `node --test`'s process per file: with seventy files, starting TypeScript seventy times cost
 * about 40 of the step's 63 s here, and the tests themselves 20 s. A file's tests must therefore leave the process as
 * they found it (environment, working folder, timers); each file still passes on its own, as the second command
 * shows. A failing test sets the exit code (node:test does), so `npm run check` fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe} from 'node:test';

import {walk} from '../../build-tools/files';
import {runAsScript} from '../lib/run-as-script';

const ROOT = path.resolve(__dirname, '..', '..');
/** Where unit tests live: beside their subject, in these folders. */
export const UNIT_TEST_FOLDERS = ['src', 'scripts', 'plugins', 'build-tools', 'docs-mcp/src', 'sandbox'] as const;

/** Every unit test file, relative to the repository, sorted. */
export function unitTestFiles(): string[] {
  return UNIT_TEST_FOLDERS.flatMap((folder) => walk(path.join(ROOT, folder), (name) => name === 'node_modules'))
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.relative(ROOT, file))
    .sort();
}

function main(argv: string[]): void {
  const files = argv.length > 0 ? argv : unitTestFiles();
  for (const file of files) {
    const absolute = path.resolve(ROOT, file);
    if (!fs.existsSync(absolute)) throw new Error(`${file}: no such test file`);
    void describe(path.relative(ROOT, absolute), () => {
      // require, not import(): the file's tests must register while this suite's callback runs.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(absolute);
    });
  }
}

runAsScript(module, main);
