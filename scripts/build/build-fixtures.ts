/**
 * `npm run build:fixtures`: the production build plus the test-only routes of
 * plugins/test-fixtures, written to build-fixtures/ (served on TEST_PORT + 1 during the tests).
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';

import {runAsScript} from '../lib/run-as-script';

function main(): number {
  const root = path.resolve(__dirname, '..', '..');
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build-fixtures'], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, VS_TEST_FIXTURES: '1'},
  });
  if (result.status !== 0) return result.status ?? 1;
  const twins = spawnSync('npx', ['tsx', 'scripts/build/resolve-twin-directives.ts', 'build-fixtures'], {
    cwd: root,
    stdio: 'inherit',
  });
  return twins.status ?? 1;
}

runAsScript(module, main);
