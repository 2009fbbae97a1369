/**
 * Part of `npm run test:package`: proves that the sandbox tarball the site serves (scripts/build/pack-sandbox.ts) works
 * offline for a reader. Runs after `npm run build`:
 *
 *   1. the tarball installs offline into an empty project (`npm install --offline --no-package-lock`, an empty npm
 *      cache and a registry nobody answers on), with no dependency besides itself;
 *   2. from that project, `npx virtual-stadium-sandbox check` runs the starter's token endpoint
 *      (examples/web/sandbox/token-server.ts, signing in the cookie it names) and the starter's adapter with its
 *      fixtures (examples/web/sandbox/) through every rule: exit code 0, no rule failed or skipped;
 *   3. the same run with a planted fault (an adapter that answers another event's markets) exits 1 and names the
 *      rule and its page;
 *   4. when a Chrome or Chromium is installed, `check --page` runs the starter's page in it from the installed
 *      package: every page rule passes, judged in the browser (skipped, and said so, without one).
 *
 *   npx tsx scripts/package-tests/test-sandbox-package.ts [--build <dir>] [--keep]
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {DEMO_COOKIE, startSandboxTokenServer} from '../../examples/web/sandbox/token-server';
import {findBrowser} from '../../sandbox/src/chromium';
import {sandboxBin, sandboxTarballName} from '../build/pack-sandbox';
import {runAsScript} from '../lib/run-as-script';

const root = path.resolve(__dirname, '..', '..');

function fail(message: string): never {
  throw new Error(`test-sandbox-package: ${message}`);
}

async function main(argv: string[]): Promise<void> {
  const buildAt = argv.indexOf('--build');
  const buildDir = path.resolve(root, buildAt >= 0 ? (argv[buildAt + 1] ?? 'build') : 'build');
  const tarball = path.join(buildDir, sandboxTarballName);
  if (!fs.existsSync(tarball)) fail(`${path.relative(root, tarball)} is missing: run \`npm run build\` first`);

  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'virtual-stadium-sandbox-consumer-'));
  const offline = {
    ...process.env,
    npm_config_cache: path.join(project, '.npm-cache'),
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_offline: 'true',
  };
  const server = await startSandboxTokenServer();
  try {
    fs.writeFileSync(
      path.join(project, 'package.json'),
      `${JSON.stringify({name: 'sandbox-consumer', version: '1.0.0', private: true}, null, 2)}\n`,
    );
    const install = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--offline', '--no-package-lock', '--ignore-scripts', tarball],
      {cwd: project, encoding: 'utf8', env: offline},
    );
    if (install.status !== 0) fail(`npm install of the tarball failed:\n${install.stdout}${install.stderr}`);
    const installed = fs.readdirSync(path.join(project, 'node_modules')).filter((entry) => !entry.startsWith('.'));
    if (installed.join() !== sandboxBin) fail(`the tarball brought dependencies: ${installed.join(', ')}`);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(project, 'node_modules', sandboxBin, 'package.json'), 'utf8'),
    ) as {dependencies?: unknown};
    if (manifest.dependencies !== undefined) fail('the package declares dependencies');

    const keyFile = path.join(project, 'vs-public.pem');
    fs.writeFileSync(keyFile, server.publicKeyPem);
    const check = (adapter: string) =>
      run([
        '--token-url',
        server.url,
        '--cookie',
        DEMO_COOKIE,
        '--public-key',
        'vs-public.pem',
        '--adapter',
        adapter,
        '--fixtures',
        path.join(root, 'examples/web/sandbox/fixtures.json'),
      ]);
    const run = (options: string[]) => {
      const args = [sandboxBin, 'check', ...options];
      console.log(`  $ npx ${args.join(' ')}`);
      // Asynchronous: the token server runs in this process.
      return new Promise<{status: number | null; stdout: string; stderr: string}>((resolve) => {
        const child = spawn('npx', args, {cwd: project, env: offline});
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (status) => resolve({status, stdout, stderr}));
      });
    };

    const good = await check(path.join(root, 'examples/web/sandbox/adapter.ts'));
    console.log(good.stdout.replace(/^/gm, '    '));
    if (good.status !== 0) fail(`check of the starter exited ${String(good.status)}:\n${good.stdout}${good.stderr}`);
    if (/^(FAIL|SKIP) /m.test(good.stdout)) fail('a rule failed or was skipped for the starter');

    const faulty = await check(path.join(root, 'sandbox/test/faults/other-event.ts'));
    if (faulty.status !== 1) fail(`check of a planted fault exited ${String(faulty.status)}, not 1:\n${faulty.stdout}`);
    const line = faulty.stdout.split('\n').find((candidate) => candidate.startsWith('FAIL flashBet.your-event:'));
    if (!line?.endsWith('/docs/web/widgets/virtualStadium/modules/flashBet#which-id-to-look-up')) {
      fail(`the planted fault's report does not name the rule and its page:\n${faulty.stdout}`);
    }

    const browser = findBrowser();
    let page = 'no Chrome or Chromium found: the page check was skipped';
    if (browser.path !== undefined) {
      const starter = path.join(root, 'examples/web');
      const checked = await run([
        '--page',
        path.join(starter, 'public/index.html'),
        '--script',
        `/vs-page.js=${path.join(starter, 'sandbox/page.ts')}`,
        '--fixtures',
        path.join(starter, 'sandbox/fixtures.json'),
        '--browser',
        browser.path,
      ]);
      console.log(checked.stdout.replace(/^/gm, '    '));
      if (checked.status !== 0)
        fail(`check --page of the starter exited ${String(checked.status)}:\n${checked.stdout}${checked.stderr}`);
      if (!/^ {7}in Chrome [\d.]+, headless: calls in order: registerAdapter, addWidget$/m.test(checked.stdout)) {
        fail(`check --page did not judge the page in the browser:\n${checked.stdout}`);
      }
      page = `its page passes in ${browser.path}`;
    }
    console.log(
      `sandbox package: ${path.relative(root, tarball)} installs offline with no dependency; the starter passes every rule (${page}), a planted fault fails flashBet.your-event`,
    );
  } finally {
    await server.close();
    if (argv.includes('--keep')) console.log(`kept ${project}`);
    else fs.rmSync(project, {recursive: true, force: true});
  }
}

runAsScript(module, main);
