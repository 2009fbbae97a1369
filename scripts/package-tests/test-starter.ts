/**
 * `npm run test:starter`: proves that the web starter the site serves works for a reader. After `npm run build`:
 *   1. unpacks build/examples/virtual-stadium-web-starter.tgz into an empty folder;
 *   2. installs it offline: its one dependency, the typings package, comes from the tarball inside it (vendor/).
 *      The registry is not reachable here, so its dev tools (TypeScript, tsx, esbuild, ajv…) are linked from this
 *      repository's node_modules, at the versions its package.json asks for;
 *   3. type-checks it and runs its own tests (`npm run typecheck`, `npm test`);
 *   4. starts it (`npm start` on a free port) and asks for the page, the bundled page script and a token.
 * The Android and iOS archives must be served too, each holding its example's sources.
 *
 *   npx tsx scripts/package-tests/test-starter.ts [--build <dir>] [--keep]
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import {ANDROID_JARS} from './android-sandbox-jar';
import {compileAndRun, requireJava} from './test-android-example';
import {starterFiles} from '../build/pack-examples';
import {runAsScript} from '../lib/run-as-script';

const root = path.resolve(__dirname, '..', '..');

function fail(message: string): never {
  throw new Error(`test:starter: ${message}`);
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8', env: {...process.env, CI: 'true'}});
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  const summary = `${result.stdout}`.split('\n').filter((line) => /^# (pass|fail) /.test(line));
  console.log(
    `  ${command} ${args.join(' ')}: ok${summary.length ? ` (${summary.join(', ').replace(/# /g, '')})` : ''}`,
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startAndFetch(starter: string): Promise<void> {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: starter,
    env: {...process.env, PORT: String(port)},
    stdio: 'pipe',
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const base = `http://127.0.0.1:${String(port)}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await fetch(base);
        break;
      } catch {
        if (attempt > 100) fail(`npm start did not answer on ${base}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const page = await fetch(`${base}/`);
    if (page.status !== 200 || !(await page.text()).includes('vs-page.js'))
      fail('the page is not served, or does not load vs-page.js');
    const script = await fetch(`${base}/vs-page.js`);
    if (script.status !== 200 || (await script.text()).length < 200) fail('the page script is not bundled');
    const token = await fetch(`${base}/api/vs-token`);
    const text = await token.text();
    if (token.status !== 200 || text.split('.').length !== 3)
      fail(`no token from /api/vs-token: ${String(token.status)} ${text}`);
    console.log(`  npm start: the page, its script and a token (${String(text.length)} characters) are served`);
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}

async function main(argv: string[]): Promise<void> {
  const at = argv.indexOf('--build');
  const buildDir = path.resolve(root, at >= 0 ? (argv[at + 1] ?? 'build') : 'build');
  for (const file of Object.values(starterFiles)) {
    if (!fs.existsSync(path.join(buildDir, 'examples', file)))
      fail(`build/examples/${file} is missing: run npm run build`);
  }
  for (const platform of ['android', 'ios'] as const) {
    const listing = execFileSync('tar', ['-tzf', path.join(buildDir, 'examples', starterFiles[platform])], {
      encoding: 'utf8',
    });
    const sources = listing.split('\n').filter((entry) => entry.endsWith(platform === 'android' ? '.kt' : '.swift'));
    if (sources.length === 0) fail(`${starterFiles[platform]} holds no ${platform} sources`);
    console.log(`  ${starterFiles[platform]}: ${String(sources.length)} source files`);
  }
  // The Android archive as a reader unpacks it: its sandbox's scenarios run against its samples and pass.
  const androidWork = fs.mkdtempSync(path.join(os.tmpdir(), 'android-archive-'));
  try {
    execFileSync('tar', ['-xzf', path.join(buildDir, 'examples', starterFiles.android), '-C', androidWork]);
    const folder = path.join(androidWork, 'virtual-stadium-android-example');
    if (!fs.existsSync(path.join(folder, 'sandbox', 'LifecycleTable.kt')))
      fail('the Android archive has no sandbox/LifecycleTable.kt');
    for (const jar of ANDROID_JARS) {
      if (!fs.existsSync(path.join(folder, jar))) fail(`the Android archive has no ${jar}`);
      if (!fs.existsSync(path.join(buildDir, 'examples', jar))) fail(`build/examples/${jar} is missing`);
    }
    requireJava();
    // Its tests take the scenarios and the Data SDK from the archive's jars, with sandbox/ and stubs/datasdk/ left out,
    // as an integrator's tests without SDK credentials would.
    const archiveRun = compileAndRun(folder);
    if (archiveRun.compileError) fail(`the Android archive does not compile:\n${archiveRun.compileError}`);
    const failed = archiveRun.results.filter((result) => !result.passed);
    if (archiveRun.results.length === 0 || failed.length > 0 || archiveRun.exitCode !== 0) {
      fail(
        `the Android archive's scenarios: ${failed.map((result) => `${result.name}: ${result.detail ?? ''}`).join('; ') || archiveRun.output}`,
      );
    }
    console.log(
      `  ${starterFiles.android}: the sandbox's ${String(archiveRun.results.length)} scenarios pass from its jar, as unpacked`,
    );
  } finally {
    fs.rmSync(androidWork, {recursive: true, force: true});
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'web-starter-'));
  try {
    execFileSync('tar', ['-xzf', path.join(buildDir, 'examples', starterFiles.web), '-C', work]);
    const starter = path.join(work, 'virtual-stadium-web-starter');
    const manifest = JSON.parse(fs.readFileSync(path.join(starter, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    // npm resolves devDependencies even with --omit=dev, and the registry is not reachable: install with them set
    // aside, then put the manifest back as the reader gets it.
    const manifestText = fs.readFileSync(path.join(starter, 'package.json'), 'utf8');
    fs.writeFileSync(path.join(starter, 'package.json'), JSON.stringify({...manifest, devDependencies: {}}, null, 2));
    run('npm', ['install', '--offline', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts'], starter);
    fs.writeFileSync(path.join(starter, 'package.json'), manifestText);
    const modules = path.join(starter, 'node_modules');
    for (const name of Object.keys(manifest.devDependencies)) {
      const from = path.join(root, 'node_modules', name);
      if (!fs.existsSync(from)) fail(`the starter's dev dependency ${name} is not installed in this repository`);
      fs.mkdirSync(path.dirname(path.join(modules, name)), {recursive: true});
      fs.symlinkSync(from, path.join(modules, name));
    }
    fs.mkdirSync(path.join(modules, '.bin'), {recursive: true});
    for (const bin of ['tsc', 'tsx'])
      fs.symlinkSync(path.join(root, 'node_modules', '.bin', bin), path.join(modules, '.bin', bin));
    const typings = fs.realpathSync(path.join(modules, 'virtual-stadium-api'));
    if (typings.startsWith(root)) fail('virtual-stadium-api resolved to the repository, not to the starter tarball');
    run('npm', ['run', 'typecheck'], starter);
    run('npm', ['test'], starter);
    await startAndFetch(starter);
    console.log('test:starter: the web starter installs offline, type-checks, passes its tests and serves a token');
  } finally {
    if (!argv.includes('--keep')) fs.rmSync(work, {recursive: true, force: true});
    else console.log(`kept ${work}`);
  }
}

runAsScript(module, main);
