/**
 * Part of `npm run test:package`: proves that the MCP server tarball the site serves (scripts/build/pack-mcp.ts) works
 * offline for a reader. Runs after `npm run build`:
 *
 *   1. the tarball installs offline into an empty project (`npm install --offline --no-package-lock`, an empty npm
 *      cache and a registry nobody answers on), with no dependency besides itself;
 *   2. it holds every Markdown twin of the build byte for byte, llms.txt, the search index (its files, not the
 *      .br/.gz copies), and the text files of the example projects as build/examples/*.tgz hold them;
 *   3. its bin, started with the SDK's stdio client and no network configured, answers initialize, lists its
 *      four tools and finds the authentication guide for "jwt claims".
 *
 * The browser tests (tests/mcp.spec.ts) drive the same package through `npx <site>/virtual-stadium-docs-mcp.tgz` and
 * compare its search with the search box.
 *
 *   npx tsx scripts/package-tests/test-mcp-package.ts [--build <dir>] [--keep]
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

import {walk} from '../../build-tools/files';
import {starterFiles} from '../build/pack-examples';
import {mcpTarballName} from '../build/pack-mcp';
import {runAsScript} from '../lib/run-as-script';

const root = path.resolve(__dirname, '..', '..');

function fail(message: string): never {
  throw new Error(message);
}

async function main(argv: string[]): Promise<void> {
  const buildAt = argv.indexOf('--build');
  const buildDir = path.resolve(root, buildAt >= 0 ? (argv[buildAt + 1] ?? 'build') : 'build');
  const tarball = path.join(buildDir, mcpTarballName);
  if (!fs.existsSync(tarball)) fail(`${path.relative(root, tarball)} is missing: run \`npm run build\` first`);

  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'virtual-stadium-docs-mcp-consumer-'));
  try {
    fs.writeFileSync(
      path.join(project, 'package.json'),
      `${JSON.stringify({name: 'mcp-consumer', version: '1.0.0', private: true}, null, 2)}\n`,
    );
    const install = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--offline', '--no-package-lock', '--ignore-scripts', tarball],
      {
        cwd: project,
        encoding: 'utf8',
        env: {
          ...process.env,
          npm_config_cache: path.join(project, '.npm-cache'),
          npm_config_registry: 'http://127.0.0.1:9/',
        },
      },
    );
    if (install.status !== 0) fail(`npm install of the tarball failed:\n${install.stdout}${install.stderr}`);
    const installed = fs.readdirSync(path.join(project, 'node_modules')).filter((entry) => !entry.startsWith('.'));
    if (installed.join() !== 'virtual-stadium-docs-mcp')
      fail(`the tarball brought dependencies: ${installed.join(', ')}`);

    const packageDir = path.join(project, 'node_modules', 'virtual-stadium-docs-mcp');
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      version?: string;
      dependencies?: unknown;
      bin?: Record<string, string>;
    };
    if (manifest.dependencies !== undefined) fail('the package declares dependencies');
    if (!/^0\.0\.0-docs\.h[0-9a-f]{10}$/.test(manifest.version ?? ''))
      fail(`unexpected package version ${String(manifest.version)}`);

    // Written apart from pack-mcp.ts's own selection, so that a file it leaves out is missed here.
    const expected = walk(buildDir)
      .map((file) => path.relative(buildDir, file).split(path.sep).join('/'))
      .filter((file) => file === 'llms.txt' || file.endsWith('.md') || /^pagefind\/.*(?<!\.br|\.gz)$/.test(file))
      .sort();
    // The example projects, unpacked from the tarballs the site serves: text files only, under examples/<platform>/.
    const exampleSources = new Map<string, Buffer>();
    for (const [platform, tarball] of Object.entries(starterFiles)) {
      const unpacked = path.join(project, `.unpacked-${platform}`);
      fs.mkdirSync(unpacked);
      const tar = spawnSync('tar', ['-xzf', path.join(buildDir, 'examples', tarball), '-C', unpacked]);
      if (tar.status !== 0) fail(`tar -xzf ${tarball} failed`);
      const top = path.join(unpacked, fs.readdirSync(unpacked)[0] ?? '');
      for (const file of walk(top)) {
        const bytes = fs.readFileSync(file);
        if (bytes.includes(0)) continue;
        exampleSources.set(`examples/${platform}/${path.relative(top, file).split(path.sep).join('/')}`, bytes);
      }
    }
    if (exampleSources.size < 50) fail(`only ${exampleSources.size} example files in build/examples/*.tgz`);
    const packedAll = walk(path.join(packageDir, 'site'))
      .map((file) => path.relative(path.join(packageDir, 'site'), file).split(path.sep).join('/'))
      .filter((file) => file !== 'site.json')
      .sort();
    const packedExamples = packedAll.filter((file) => file.startsWith('examples/'));
    const expectedExamples = [...exampleSources.keys()].sort();
    if (JSON.stringify(packedExamples) !== JSON.stringify(expectedExamples)) {
      const missing = expectedExamples.filter((file) => !packedExamples.includes(file));
      const extra = packedExamples.filter((file) => !expectedExamples.includes(file));
      fail(`site/examples/ differs: missing ${missing.join(', ') || 'none'}; extra ${extra.join(', ') || 'none'}`);
    }
    for (const [file, bytes] of exampleSources) {
      if (!fs.readFileSync(path.join(packageDir, 'site', file)).equals(bytes))
        fail(`site/${file} differs from its tarball`);
    }
    const packed = packedAll.filter((file) => !file.startsWith('examples/'));
    if (JSON.stringify(packed) !== JSON.stringify(expected)) {
      const missing = expected.filter((file) => !packed.includes(file));
      const extra = packed.filter((file) => !expected.includes(file));
      fail(
        `site/ differs from the build: missing ${missing.join(', ') || 'none'}; extra ${extra.join(', ') || 'none'}`,
      );
    }
    for (const file of expected) {
      if (!fs.readFileSync(path.join(packageDir, 'site', file)).equals(fs.readFileSync(path.join(buildDir, file))))
        fail(`site/${file} differs from build/${file}`);
    }

    const bin = path.join(project, 'node_modules', '.bin', 'virtual-stadium-docs-mcp');
    const client = new Client({name: 'test-mcp-package', version: '1.0.0'});
    await client.connect(new StdioClientTransport({command: bin, args: [], cwd: project, stderr: 'pipe'}));
    try {
      const tools = (await client.listTools()).tools.map((tool) => tool.name).sort();
      if (tools.join() !== 'check_token,get_page,list_pages,search_docs')
        fail(`the server lists the tools ${tools.join(', ')}`);
      const result = await client.callTool({name: 'search_docs', arguments: {query: 'jwt claims', limit: 1}});
      const first = (result.structuredContent as {results?: {path: string}[]} | undefined)?.results?.[0]?.path;
      if (first !== '/docs/integration/authentication') fail(`search_docs("jwt claims") found ${String(first)} first`);
    } finally {
      await client.close();
    }
    const twins = expected.filter((file) => file.endsWith('.md')).length;
    const size = fs.statSync(tarball).size;
    console.log(
      `mcp package: ${path.relative(root, tarball)} (${String(manifest.version)}, ${(size / 1024).toFixed(0)} KiB) installs offline with no dependency, holds ${twins} twins, llms.txt, ${expected.length - twins - 1} index files and ${exampleSources.size} example files as built, and answers over stdio`,
    );
  } finally {
    if (argv.includes('--keep')) console.log(`kept ${project}`);
    else fs.rmSync(project, {recursive: true, force: true});
  }
}

runAsScript(module, main);
