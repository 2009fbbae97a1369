/**
 * `npm run test:package`: proves that the typings tarball the site serves works for a reader (README "Install the
 * typings"). Runs after `npm run build`:
 *
 *   1. the build holds /virtual-stadium-api.tgz and /virtual-stadium-api/{index,embed}.d.ts, and the served
 *      declaration files are the ones in the tarball;
 *   2. the tarball installs offline into an empty project (`npm install --offline --no-package-lock`), with no
 *      dependency besides itself;
 *   3. a sample that imports both entry points (an onAction handler, an adapter answering every request, a generic
 *      logging wrapper and the SIR calls) compiles with the repository's own TypeScript, strict and with
 *      skipLibCheck off, under `bundler`, `nodenext` and `node10` module resolution;
 *   4. the same sample with a misspelt property fails to compile (so the types are really checked, not `any`).
 *
 *   npx tsx scripts/package-tests/test-package.ts [--build <dir>] [--keep]
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {runAsScript} from '../lib/run-as-script';

const root = path.resolve(__dirname, '..', '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

const sample = `import type { BetSlip, ExternalOutcome, TriggerActionFunctionType } from "virtual-stadium-api";
import type { AdapterOnRequest, AdapterResponse, VirtualStadiumProps } from "virtual-stadium-api/embed";

function addToBetslip(selection: ExternalOutcome): void {
  console.log("add", selection.externalEvent.id, selection.externalMarket.id, selection.externalOutcome.id);
}

export const onAction: TriggerActionFunctionType = (type, data) => {
  switch (type) {
    case "FlashBetOutcome":
    case "BetInsightsOutcome":
      addToBetslip(data);
      break;
    default:
      break;
  }
};

const noMarkets: AdapterResponse<"matchEventMarkets"> = { matchEventMarkets: [] };
const tickets: BetSlip[] = [];

export const adapter: AdapterOnRequest = (requestName, args, callback) => {
  switch (requestName) {
    case "outcomes":
      callback(null, { outcomes: [] });
      break;
    case "matchEventMarkets":
      console.log("flash bet", args.id, args.matchEvent.type);
      callback(null, noMarkets);
      break;
    case "virtualStadium.matchEventMarkets":
      break;
    case "betHistory":
      callback(null, { bets: tickets.filter((ticket) => !args.alreadySharedBetIds?.includes(ticket.id)) });
      break;
    default:
      break;
  }
};

export function withRequestLog(inner: AdapterOnRequest): AdapterOnRequest {
  return (...params) => {
    console.log("adapter request", params[0]);
    inner(...params);
  };
}

const props: VirtualStadiumProps = { jwt: "<JWT>", channelId: "<CHANNEL_ID>", enableFlashBet: true, onAction };
SIR("registerAdapter", withRequestLog(adapter));
SIR("addWidget", "#sr-vs-widget", "virtualStadium", props);
`;

const broken = sample.replace('selection.externalOutcome.id)', 'selection.externalOutcome.idd)');

const resolutions = [
  {name: 'bundler', module: 'ESNext', moduleResolution: 'Bundler'},
  {name: 'nodenext', module: 'NodeNext', moduleResolution: 'NodeNext'},
  {name: 'node10', module: 'CommonJS', moduleResolution: 'Node10'},
] as const;

function run(command: string, args: string[], cwd: string): {status: number | null; output: string} {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`.trim()};
}

function fail(message: string): never {
  throw new Error(message);
}

function main(argv: string[]): void {
  const buildAt = argv.indexOf('--build');
  const buildDir = path.resolve(root, buildAt >= 0 ? (argv[buildAt + 1] ?? 'build') : 'build');
  const tarball = path.join(buildDir, 'virtual-stadium-api.tgz');
  if (!fs.existsSync(tarball)) fail(`${path.relative(root, tarball)} is missing: run \`npm run build\` first`);
  for (const file of ['index.d.ts', 'embed.d.ts']) {
    if (!fs.existsSync(path.join(buildDir, 'virtual-stadium-api', file)))
      fail(`the build does not serve /virtual-stadium-api/${file}`);
  }

  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'virtual-stadium-api-consumer-'));
  try {
    fs.writeFileSync(
      path.join(project, 'package.json'),
      `${JSON.stringify({name: 'typings-consumer', version: '1.0.0', private: true}, null, 2)}\n`,
    );
    const install = run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--offline', '--no-package-lock', '--ignore-scripts', tarball],
      project,
    );
    if (install.status !== 0) fail(`npm install of the tarball failed:\n${install.output}`);
    const installed = fs.readdirSync(path.join(project, 'node_modules')).filter((entry) => !entry.startsWith('.'));
    if (installed.join() !== 'virtual-stadium-api') fail(`the tarball brought dependencies: ${installed.join(', ')}`);

    const packageDir = path.join(project, 'node_modules', 'virtual-stadium-api');
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      version?: string;
      dependencies?: unknown;
    };
    if (!/^0\.0\.0-docs\.h[0-9a-f]{10}$/.test(manifest.version ?? ''))
      fail(`unexpected package version ${String(manifest.version)}`);
    if (manifest.dependencies !== undefined) fail('the package declares dependencies');
    for (const file of ['index.d.ts', 'embed.d.ts']) {
      const served = fs.readFileSync(path.join(buildDir, 'virtual-stadium-api', file), 'utf8');
      const packed = fs.readFileSync(path.join(packageDir, 'dist', file), 'utf8');
      if (served !== packed) fail(`/virtual-stadium-api/${file} differs from dist/${file} in the tarball`);
      if (/:fact\[|:designed/.test(packed)) fail(`dist/${file} still holds a site text directive`);
    }

    fs.writeFileSync(path.join(project, 'sample.ts'), sample);
    fs.writeFileSync(path.join(project, 'broken.ts'), broken);
    const results: string[] = [];
    for (const resolution of resolutions) {
      // One program per module resolution: sample.ts must compile cleanly, broken.ts must fail on its misspelling only.
      const config = path.join(project, `tsconfig.${resolution.name}.json`);
      const compilerOptions = {
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        types: [],
        module: resolution.module,
        moduleResolution: resolution.moduleResolution,
      };
      fs.writeFileSync(config, JSON.stringify({compilerOptions, files: ['sample.ts', 'broken.ts']}, null, 2));
      const compiled = run(process.execPath, [tsc, '-p', config, '--pretty', 'false'], project);
      const errors = compiled.output.split('\n').filter((line) => /error TS\d+/.test(line));
      const elsewhere = errors.filter((line) => !line.startsWith('broken.ts('));
      if (elsewhere.length > 0 || (compiled.status !== 0 && errors.length === 0)) {
        fail(`the sample does not compile against the tarball (${resolution.name}):\n${compiled.output}`);
      }
      if (errors.length !== 1 || !/error TS(2551|2339):.*'idd'/.test(errors[0] ?? '')) {
        fail(
          `broken.ts should fail on its misspelt property only (${resolution.name}): the package's types are not checked:\n${compiled.output}`,
        );
      }
      results.push(resolution.name);
    }
    const size = fs.statSync(tarball).size;
    console.log(
      `package: ${path.relative(root, tarball)} (${String(manifest.version)}, ${(size / 1024).toFixed(1)} KiB) installs offline and compiles the sample (${results.join(', ')})`,
    );
  } finally {
    if (argv.includes('--keep')) console.log(`kept ${project}`);
    else fs.rmSync(project, {recursive: true, force: true});
  }
}

runAsScript(module, main);
