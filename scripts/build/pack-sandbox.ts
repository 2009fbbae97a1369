/**
 * Builds the local sandbox package (sandbox/, docs/integration/overview.md "Test your integration locally"):
 *
 *   1. bundles sandbox/src/cli.ts with everything it imports (the token rules of src/utils/jwtCheck.ts and of the
 *      starter's token-rules.ts and check-token.ts, the starter's stand-in widget, Ajv) into one file, cli.cjs
 *      (esbuild), so that the package has no dependency and installs offline. The starter's JSON Schemas of the
 *      adapter's answers (examples/web/test/support/api-schemas.ts) are generated here, from the API's types, and
 *      put in the bundle in place of the generator;
 *   2. stages the package: cli.cjs, package.json (bin `virtual-stadium-sandbox`), a short README, and the starter's
 *      fixtures file as an example (fixtures.example.json);
 *   3. writes <out>/virtual-stadium-sandbox.tgz (`npm pack`), which `npm install <DOCS_HOST>/virtual-stadium-sandbox.tgz`
 *      installs.
 *
 * esbuild (to load a TypeScript adapter) and nothing else is looked up at run time, from the reader's project.
 *
 *   npx tsx scripts/build/pack-sandbox.ts [--out <dir>]     (default: build; `npm run build` runs it before precompression)
 *
 * scripts/package-tests/test-sandbox-package.ts installs the tarball offline and checks the starter with it.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import * as esbuild from 'esbuild';

import {responseSchemas, responseTypeOf} from '../../examples/web/test/support/api-schemas';
import {runAsScript} from '../lib/run-as-script';

const root = path.resolve(__dirname, '..', '..');
export const sandboxTarballName = 'virtual-stadium-sandbox.tgz';
export const sandboxBin = 'virtual-stadium-sandbox';

const packageReadme = `# virtual-stadium-sandbox

A local sandbox for a Virtual Stadium integration, from the Virtual Stadium documentation. It models the product as
the docs describe it: it is not the product, and rules marked "designed: confirm at onboarding" are the docs'
reading where the public material is silent.

    npx virtual-stadium-sandbox check --token-url http://localhost:8080/api/vs-token --cookie "session=..." \\
      --public-key vs-public.pem --adapter src/adapter.ts --fixtures sandbox.json
    npx virtual-stadium-sandbox serve --adapter src/adapter.ts --fixtures sandbox.json
    npx virtual-stadium-sandbox serve --page public/index.html --script /vs-page.js=src/page.ts --fixtures sandbox.json
    npx virtual-stadium-sandbox trigger flash-bet

\`check\` prints one line per rule with the docs page that states it, and exits 1 when a rule fails (\`--json\` for
machines). \`check --page\` opens your page in a Chrome or Chromium already on your machine (\`--browser PATH\`, else
\`CHROME_PATH\`, else the usual install paths); without one it says so and uses its Node model, marked as such. \`serve --page\` serves your page with a stand-in loader in place of Sportradar's, so that your page's
own code runs the stand-in widget in a real browser, which \`trigger\` drives. Your adapter file exports \`adapter\` (and optionally \`onAction\` and \`setMarketStatus\`); a TypeScript
file is bundled with the esbuild of your project. fixtures.example.json shows the fixtures file. The docs page
"Test your integration locally" (/docs/integration/overview#test-your-integration-locally) explains it all.
`;

/** Generates the adapter answers' JSON Schemas and serves them in place of the generator module. */
function schemasPlugin(): esbuild.Plugin {
  const schemas = responseSchemas();
  return {
    name: 'sandbox-schemas',
    setup(build) {
      build.onResolve({filter: /\/api-schemas$/}, (args) => ({path: args.path, namespace: 'sandbox-schemas'}));
      build.onLoad({filter: /.*/, namespace: 'sandbox-schemas'}, () => ({
        contents:
          `export const responseTypeOf = ${JSON.stringify(responseTypeOf)};\n` +
          `const schemas = ${JSON.stringify(schemas)};\n` +
          'export function responseSchemas() { return schemas; }\n',
        loader: 'js',
      }));
    },
  };
}

/** The browser's stand-in of the loader (`serve --page`), bundled now, in place of the module that bundles it at run time. */
async function standInLoaderPlugin(): Promise<esbuild.Plugin> {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'sandbox/src/browser/stand-in-loader.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    tsconfig: path.join(root, 'tsconfig.json'),
    conditions: ['source'],
  });
  const script = result.outputFiles[0]?.text ?? '';
  return {
    name: 'sandbox-stand-in-loader',
    setup(build) {
      build.onResolve({filter: /\/browser-bundle$/}, (args) => ({
        path: args.path,
        namespace: 'sandbox-stand-in-loader',
      }));
      build.onLoad({filter: /.*/, namespace: 'sandbox-stand-in-loader'}, () => ({
        contents: `export async function standInLoaderScript() { return ${JSON.stringify(script)}; }\n`,
        loader: 'js',
      }));
    },
  };
}

export async function bundleSandbox(outFile: string): Promise<void> {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'sandbox/src/cli.ts')],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    tsconfig: path.join(root, 'tsconfig.json'),
    conditions: ['source'],
    plugins: [schemasPlugin(), await standInLoaderPlugin()],
    banner: {js: '#!/usr/bin/env node'},
  });
  if (result.errors.length > 0) throw new Error(`esbuild: ${result.errors.map((error) => error.text).join('\n')}`);
  fs.chmodSync(outFile, 0o755);
}

export async function packSandbox(outDir: string): Promise<string> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'virtual-stadium-sandbox-pack-'));
  try {
    const stage = path.join(workDir, 'package');
    fs.mkdirSync(stage, {recursive: true});
    await bundleSandbox(path.join(stage, 'cli.cjs'));
    fs.copyFileSync(path.join(root, 'examples/web/sandbox/fixtures.json'), path.join(stage, 'fixtures.example.json'));
    const hash = createHash('sha256')
      .update(fs.readFileSync(path.join(stage, 'cli.cjs')))
      .update(fs.readFileSync(path.join(stage, 'fixtures.example.json')))
      .digest('hex')
      .slice(0, 10);
    const source = JSON.parse(fs.readFileSync(path.join(root, 'sandbox/package.json'), 'utf8')) as {
      name: string;
      version: string;
      description: string;
      license: string;
    };
    const manifest = {
      name: source.name,
      version: `${source.version}.h${hash}`,
      description: source.description,
      license: source.license,
      bin: {[sandboxBin]: 'cli.cjs'},
      engines: {node: '>=20'},
      files: ['cli.cjs', 'fixtures.example.json'],
    };
    fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.writeFileSync(path.join(stage, 'README.md'), packageReadme);
    const packed = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', workDir], {
      cwd: stage,
      encoding: 'utf8',
    });
    if (packed.status !== 0) throw new Error(`npm pack failed (${String(packed.status)}):\n${packed.stderr}`);
    const first = (JSON.parse(packed.stdout) as {filename: string}[])[0];
    if (!first) throw new Error(`npm pack printed no result:\n${packed.stdout}`);
    fs.mkdirSync(outDir, {recursive: true});
    const tarball = path.join(outDir, sandboxTarballName);
    fs.copyFileSync(path.join(workDir, first.filename), tarball);
    return tarball;
  } finally {
    fs.rmSync(workDir, {recursive: true, force: true});
  }
}

async function main(argv: string[]): Promise<void> {
  const outAt = argv.indexOf('--out');
  const outDir = path.resolve(root, outAt >= 0 ? (argv[outAt + 1] ?? 'build') : 'build');
  const tarball = await packSandbox(outDir);
  const size = fs.statSync(tarball).size;
  console.log(
    `pack-sandbox: ${path.relative(root, tarball)} (${(size / 1024).toFixed(0)} KiB: cli.cjs, fixtures.example.json)`,
  );
}

runAsScript(module, main);
