/**
 * Builds the docs' MCP server package (docs-mcp/, README "Docs in your AI assistant"), after the twins are complete
 * and the search index is written:
 *
 *   1. bundles docs-mcp/src/cli.ts, with the MCP SDK, zod and the site's own search code, into one file, server.mjs
 *      (esbuild), so that the package has no dependency and installs offline;
 *   2. stages the package: server.mjs, package.json (bin `virtual-stadium-docs-mcp`), a short README, and site/,
 *      the build's copy of what the server answers from: every Markdown twin, llms.txt, the search index as the
 *      browser fetches it (build/pagefind/, uncompressed), the example projects' text files as the build packs
 *      them (build/examples/*.tgz, scripts/build/pack-examples.ts; under site/examples/web|android|ios/), and site.json
 *      (the site's URL from the build's canonical link, the six areas' pages from sidebars.ts, and one word of each
 *      chunk of the search index's word list, which the server preloads);
 *   3. writes <out>/virtual-stadium-docs-mcp.tgz (`npm pack`), which `npx <DOCS_HOST>/virtual-stadium-docs-mcp.tgz`
 *      runs over stdio, and the same files unpacked in <out>-deploy/docs-mcp/, which the HTTP service runs
 *      (`node build-deploy/docs-mcp/server.mjs --http 127.0.0.1:8931`, README "Deploy").
 *
 *   npx tsx scripts/build/pack-mcp.ts [--out <dir>]     (default: build; `npm run build` runs it before precompression)
 *
 * tests/mcp.spec.ts installs the tarball offline and drives both transports with the SDK's own client.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import * as esbuild from 'esbuild';

import {deployDirOf} from '../../build-tools/deploy';
import {walk} from '../../build-tools/files';
import {readPagefindData} from '../../build-tools/pagefindServing';
import {searchIndexDir} from '../../config/search';
import {examplesDir, manifestFile, pageOfTwin, parseLlmsTxt, type SiteManifest} from '../../docs-mcp/src/corpus';
import sidebars from '../../sidebars';
import {areas} from '../../src/data/siteAreas';
import {starterFiles} from './pack-examples';
import {runAsScript} from '../lib/run-as-script';

const root = path.resolve(__dirname, '..', '..');
export const mcpTarballName = 'virtual-stadium-docs-mcp.tgz';
export const mcpDeployFolder = 'docs-mcp';

/** Doc ids (with `ref`s) a sidebar lists, in order. */
export function sidebarDocIds(items: unknown): string[] {
  const ids: string[] = [];
  const visit = (item: unknown): void => {
    if (typeof item === 'string') ids.push(item);
    else if (Array.isArray(item)) item.forEach(visit);
    else if (typeof item === 'object' && item !== null) {
      const record = item as {type?: string; id?: string; link?: unknown; items?: unknown};
      if ((record.type === 'doc' || record.type === 'ref') && typeof record.id === 'string') ids.push(record.id);
      if (record.link) visit(record.link);
      if (record.items) visit(record.items);
    }
  };
  visit(items);
  return ids;
}

/** `web/widgets/virtualStadium/index` -> `/docs/web/widgets/virtualStadium`. */
export function docPath(docId: string): string {
  return `/docs/${docId}`.replace(/\/index$/, '');
}

/** The site's origin, from the canonical link of the built home page. */
function siteUrlOf(buildDir: string): string {
  const html = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  // The minified HTML leaves attribute values unquoted: <link data-rh=true rel=canonical href=https://.../ />.
  const canonical = /<link[^>]*\brel="?canonical"?[^>]*\bhref="?([^"\s>]+)/.exec(html)?.[1];
  if (!canonical) throw new Error(`${buildDir}/index.html has no canonical link`);
  return new URL(canonical).origin;
}

export function siteManifest(buildDir: string, llmsTxt: string): SiteManifest {
  const listed = new Set(parseLlmsTxt(llmsTxt).map((entry) => pageOfTwin(entry.twin)));
  const pageAreas: Record<string, string[]> = {};
  for (const area of areas) {
    const items = (sidebars as Record<string, unknown>)[area.key];
    if (!items) throw new Error(`sidebars.ts has no sidebar ${area.key}`);
    for (const id of sidebarDocIds(items)) {
      const page = docPath(id);
      if (!listed.has(page)) throw new Error(`the ${area.key} sidebar lists ${id}, which llms.txt does not (${page})`);
      const list = (pageAreas[page] ??= []);
      if (!list.includes(area.key)) list.push(area.key);
    }
  }
  // The /web page starts the Web Widget area (src/data/siteAreas.ts, webPage).
  (pageAreas['/web'] ??= []).push('web');
  return {siteUrl: siteUrlOf(buildDir), areas: areas.map(({key, label}) => ({key, label})), pageAreas};
}

/** The files the server answers from: twins, llms.txt and the uncompressed search index (paths under build/). */
export function siteFiles(buildDir: string): string[] {
  return walk(buildDir)
    .map((file) => path.relative(buildDir, file).split(path.sep).join('/'))
    .filter((file) =>
      file.startsWith(`${searchIndexDir}/`)
        ? !/\.(br|gz)$/.test(file)
        : file === 'llms.txt' || (file.endsWith('.md') && !file.includes('/node_modules/')),
    )
    .sort();
}

/**
 * One word of each chunk of the search index's word list (the first word the chunk covers, from the metadata), so
 * that the server can load every chunk at start with the engine's own preload.
 */
export async function searchPreloadWords(buildDir: string): Promise<string[]> {
  const cbor = await import('cborg');
  const indexDir = path.join(buildDir, searchIndexDir);
  const entry = JSON.parse(fs.readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, {hash: string}>;
  };
  const words: string[] = [];
  for (const {hash} of Object.values(entry.languages)) {
    const meta = cbor.decode(readPagefindData(path.join(indexDir, `pagefind.${hash}.pf_meta`))) as unknown[];
    const chunks = meta[2];
    if (!Array.isArray(chunks)) throw new Error(`${indexDir}: the Pagefind metadata lists no chunks where expected`);
    for (const chunk of chunks as unknown[]) {
      const from = Array.isArray(chunk) ? (chunk[0] as unknown) : undefined;
      if (typeof from !== 'string') throw new Error(`${indexDir}: a chunk of the metadata has no first word`);
      words.push(from);
    }
  }
  return [...new Set(words)];
}

/** Whether a file is text the server can hand out (no NUL byte: the web starter's vendored tarball is not). */
const isText = (bytes: Buffer): boolean => !bytes.includes(0);

/**
 * The example projects' text files as the build packs them: build/examples/*.tgz unpacked, each project's top folder
 * (`virtual-stadium-web-starter/`) named by its platform (`examples/web/`), as the pages name the files. Paths are
 * relative to site/, sorted.
 */
export function exampleFiles(buildDir: string, workDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const [platform, tarball] of Object.entries(starterFiles)) {
    const source = path.join(buildDir, examplesDir, tarball);
    if (!fs.existsSync(source)) throw new Error(`${source} is missing: scripts/build/pack-examples.ts runs before this`);
    const unpacked = path.join(workDir, `unpacked-${platform}`);
    fs.mkdirSync(unpacked, {recursive: true});
    const tar = spawnSync('tar', ['-xzf', source, '-C', unpacked], {encoding: 'utf8'});
    if (tar.status !== 0) throw new Error(`tar -xzf ${source} failed: ${tar.stderr}`);
    const [top, ...others] = fs.readdirSync(unpacked);
    if (top === undefined || others.length > 0) throw new Error(`${source} does not hold one top folder`);
    for (const file of walk(path.join(unpacked, top)).sort()) {
      const bytes = fs.readFileSync(file);
      if (!isText(bytes)) continue;
      const relative = path.relative(path.join(unpacked, top), file).split(path.sep).join('/');
      files.set(`${examplesDir}/${platform}/${relative}`, bytes);
    }
  }
  return files;
}

const packageReadme = `# virtual-stadium-docs-mcp

A read-only Model Context Protocol server for the Virtual Stadium documentation, with the documentation inside:
every page as Markdown, llms.txt and the site's search index. It runs offline over stdio.

Tools: \`search_docs(query, limit?)\` (the site's own search), \`get_page(path, section?)\` (a page or one section of
it as Markdown, llms.txt, or an example file), \`list_pages(area?)\` (llms.txt, all pages or one area's),
\`check_token(token)\` (the token checker's rules; it cannot verify the signature). Resources: every page's Markdown,
llms.txt, and the example projects' files (web, android, ios).
Prompt: \`designed-names\`, how to treat names marked "designed: confirm at onboarding".

Names and statements marked "designed: confirm at onboarding" are proposals of the documentation team, to be
confirmed with your Sportradar integration contact at onboarding.
`;

async function bundle(outFile: string): Promise<void> {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'docs-mcp/src/cli.ts')],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    tsconfig: path.join(root, 'tsconfig.json'),
    // Bundled CommonJS modules call require() for Node's own modules.
    banner: {
      js: "#!/usr/bin/env node\nimport {createRequire as __createRequire} from 'node:module';const require=__createRequire(import.meta.url);",
    },
  });
  if (result.errors.length > 0) throw new Error(`esbuild: ${result.errors.map((error) => error.text).join('\n')}`);
  fs.chmodSync(outFile, 0o755);
}

async function main(argv: string[]): Promise<void> {
  const outAt = argv.indexOf('--out');
  const buildDir = path.resolve(root, outAt >= 0 ? (argv[outAt + 1] ?? 'build') : 'build');
  const llmsTxt = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  const manifest: SiteManifest = {
    ...siteManifest(buildDir, llmsTxt),
    searchPreload: await searchPreloadWords(buildDir),
  };
  const files = siteFiles(buildDir);

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'virtual-stadium-docs-mcp-pack-'));
  try {
    const stage = path.join(workDir, 'package');
    fs.mkdirSync(path.join(stage, 'site'), {recursive: true});
    await bundle(path.join(stage, 'server.mjs'));
    const hash = createHash('sha256');
    for (const file of files) {
      const target = path.join(stage, 'site', file);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.copyFileSync(path.join(buildDir, file), target);
      hash.update(`${file}\0`).update(fs.readFileSync(target));
    }
    const examples = exampleFiles(buildDir, workDir);
    for (const [file, bytes] of examples) {
      const target = path.join(stage, 'site', file);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, bytes);
      hash.update(`${file}\0`).update(bytes);
    }
    fs.writeFileSync(path.join(stage, 'site', manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
    hash.update(fs.readFileSync(path.join(stage, 'server.mjs')));
    const source = JSON.parse(fs.readFileSync(path.join(root, 'docs-mcp/package.json'), 'utf8')) as {
      name: string;
      version: string;
      description: string;
      license: string;
    };
    const manifestJson = {
      name: source.name,
      version: `${source.version}.h${hash.digest('hex').slice(0, 10)}`,
      description: source.description,
      license: source.license,
      type: 'module',
      bin: {[source.name]: 'server.mjs'},
      engines: {node: '>=20'},
      files: ['server.mjs', 'site/'],
    };
    fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifestJson, null, 2)}\n`);
    fs.writeFileSync(path.join(stage, 'README.md'), packageReadme);

    const packed = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', workDir], {
      cwd: stage,
      encoding: 'utf8',
    });
    if (packed.status !== 0) throw new Error(`npm pack failed (${String(packed.status)}):\n${packed.stderr}`);
    const report = JSON.parse(packed.stdout) as {filename: string; entryCount: number}[];
    const first = report[0];
    if (!first) throw new Error(`npm pack printed no result:\n${packed.stdout}`);
    fs.copyFileSync(path.join(workDir, first.filename), path.join(buildDir, mcpTarballName));

    const deployed = path.join(deployDirOf(buildDir), mcpDeployFolder);
    fs.rmSync(deployed, {recursive: true, force: true});
    fs.cpSync(stage, deployed, {recursive: true});
    const size = fs.statSync(path.join(buildDir, mcpTarballName)).size;
    const twins = files.filter((file) => file.endsWith('.md')).length;
    console.log(
      `pack-mcp: ${path.relative(root, path.join(buildDir, mcpTarballName))} (${(size / 1024).toFixed(0)} KiB, ` +
        `${String(first.entryCount)} files: server.mjs, ${twins} twins, llms.txt, the search index, ` +
        `${String(examples.size)} example files), ` +
        `${path.relative(root, deployed)}/`,
    );
  } finally {
    fs.rmSync(workDir, {recursive: true, force: true});
  }
}

runAsScript(module, main);
