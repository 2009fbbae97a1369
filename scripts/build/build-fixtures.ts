/**
 * `npm run build:fixtures`: the production build plus the test-only routes of
 * plugins/test-fixtures, written to build-fixtures/ (served on TEST_PORT + 1 during the tests).
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build-fixtures'], {
  cwd: path.resolve(__dirname, '..', '..'),
  stdio: 'inherit',
  env: {...process.env, VS_TEST_FIXTURES: '1'},
});
if (result.status === 0) {
  const twins = spawnSync('npx', ['tsx', 'scripts/build/resolve-twin-directives.ts', 'build-fixtures'], {
    cwd: path.resolve(__dirname, '..', '..'),
    stdio: 'inherit',
  });
  process.exit(twins.status ?? 1);
}
process.exit(result.status ?? 1);
