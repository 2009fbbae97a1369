/**
 * Builds the typings package that the site serves (README "Install the typings"):
 *
 *   1. compiles virtual-stadium-api/src/index.ts and src/embed.ts to declaration files in virtual-stadium-api/dist/
 *      (the files the package's "types" and "exports" point at; git-ignored), replacing the site's text directives
 *      in doc comments with their text (plugins/remark-product-facts/directives.ts): `:fact[key]` becomes the fact
 *      of src/data/productFacts.ts and `:designed` the marker's words (the `@designed` tags stay);
 *   2. packs them with `npm pack` from a staging folder, with a package.json reduced to what a reader installs (no
 *      "source" condition, no docs-only `./internal/*` modules) and a short README;
 *   3. writes the tarball and the declaration files into the build:
 *      <out>/virtual-stadium-api.tgz, <out>/virtual-stadium-api/index.d.ts, <out>/virtual-stadium-api/embed.d.ts.
 *
 *   npx tsx scripts/build/pack-api.ts [--out <dir>]     (default: build; `npm run build` runs it after `docusaurus build`)
 *
 * scripts/package-tests/test-package.ts (`npm run test:package`) installs the served tarball into an empty project and compiles a
 * sample against it.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import ts from 'typescript';

import {resolveDirectivesInText} from '../../plugins/remark-product-facts/directives';
import {runAsScript} from '../lib/run-as-script';

const root = path.resolve(__dirname, '..', '..');
const apiDir = path.join(root, 'virtual-stadium-api');
const distDir = path.join(apiDir, 'dist');
export const entryPoints = ['index', 'embed'] as const;
export const tarballName = 'virtual-stadium-api.tgz';

/**
 * Replaces the site's text directives in declaration text with what they say on the rendered pages (the same
 * resolver as the Markdown twins): `:fact[jwtMaxAge]` -> "16 hours", `:designed` -> "(designed: confirm at
 * onboarding)". Throws on an unknown fact, or on a directive left unresolved.
 */
export function resolveDirectives(text: string, file: string): string {
  let resolved: string;
  try {
    resolved = resolveDirectivesInText(text);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Any other directive with a label or attributes (`:facts[...]`, `::loader-snippet{...}`) outside inline code.
  const left = /(?<![\w:/]):{1,2}[a-z][\w-]*[[{]/.exec(resolved.replace(/`[^`\n]*`/g, ''));
  if (left)
    throw new Error(`${file}: text directive ${left[0]} left in the declarations; resolve it in scripts/build/pack-api.ts`);
  return resolved;
}

/** Compiles the public entry points to declaration files, in memory. */
export function buildDeclarations(): Map<string, string> {
  const configPath = path.join(apiDir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    removeComments: false,
    rootDir: path.join(apiDir, 'src'),
    outDir: distDir,
  };
  const program = ts.createProgram({
    rootNames: entryPoints.map((name) => path.join(apiDir, 'src', `${name}.ts`)),
    options,
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const outputs = new Map<string, string>();
  const emit = program.emit(undefined, (fileName, text) => outputs.set(path.basename(fileName), text));
  const errors = [...diagnostics, ...emit.diagnostics].filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    throw new Error(
      ts.formatDiagnostics(errors, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => root,
        getNewLine: () => '\n',
      }),
    );
  }
  const declarations = new Map<string, string>();
  for (const name of entryPoints) {
    const file = `${name}.d.ts`;
    const text = outputs.get(file);
    if (text === undefined) throw new Error(`the compiler did not emit ${file}`);
    declarations.set(file, resolveDirectives(text, file));
  }
  const extra = [...outputs.keys()].filter((file) => !declarations.has(file));
  if (extra.length > 0)
    throw new Error(`unexpected declaration files: ${extra.join(', ')} (the entry points may import only each other)`);
  return declarations;
}

type ExportTarget = string | {[condition: string]: ExportTarget};

/**
 * The version a reader installs: the workspace's version (`0.0.0-docs`, which says "these docs", not a widget
 * release) followed by `.h` and 10 hex digits of the declarations' SHA-256, so `npm ls` tells two downloads apart.
 * (The `h` keeps the identifier alphanumeric: a numeric semver identifier may not start with 0.)
 */
export function packageVersion(baseVersion: string, declarations: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const [file, text] of [...declarations].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(`${file}\0${text}\0`);
  return `${baseVersion}.h${hash.digest('hex').slice(0, 10)}`;
}

/** The package.json a reader installs: no "source" condition, no exports into src/ (docs-only modules). */
export function publishedManifest(manifest: Record<string, unknown>, version: string): Record<string, unknown> {
  const strip = (target: ExportTarget): ExportTarget | undefined => {
    if (typeof target === 'string') return target.startsWith('./src/') ? undefined : target;
    const kept = Object.entries(target)
      .filter(([condition]) => condition !== 'source')
      .map(([condition, value]) => [condition, strip(value)] as const)
      .filter((entry): entry is readonly [string, ExportTarget] => entry[1] !== undefined);
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  };
  const exportsField = manifest.exports;
  if (typeof exportsField !== 'object' || exportsField === null)
    throw new Error('virtual-stadium-api/package.json has no exports map');
  const exportsMap: Record<string, ExportTarget> = {};
  for (const [subpath, target] of Object.entries(exportsField)) {
    if (typeof target !== 'string' && (typeof target !== 'object' || target === null)) continue;
    const kept = strip(target as ExportTarget);
    if (kept !== undefined) exportsMap[subpath] = kept;
  }
  const keys = [
    'name',
    'version',
    'private',
    'description',
    'license',
    'sideEffects',
    'types',
    'typesVersions',
  ] as const;
  const published: Record<string, unknown> = {};
  for (const key of keys) if (manifest[key] !== undefined) published[key] = manifest[key];
  published.version = version;
  published.exports = exportsMap;
  published.files = ['dist/*.d.ts'];
  return published;
}

const packageReadme = `# virtual-stadium-api

TypeScript declarations of the Virtual Stadium widget's public API, as modelled and type-checked by the Virtual
Stadium documentation, where the API reference (/docs/api/) explains every type. Types only: no runtime code, no
dependencies.

- \`virtual-stadium-api\`: the \`onAction\` actions and their payloads, the adapter's request and response types,
  and the sports data types.
- \`virtual-stadium-api/embed\`: the \`SIR\` loader global, the widget properties and the adapter contract
  (\`AdapterOnRequest\`, \`AdapterRequestMap\` and its helper types).

\`\`\`ts
import type { TriggerActionFunctionType } from "virtual-stadium-api";
import type { AdapterOnRequest } from "virtual-stadium-api/embed";
\`\`\`

Declarations and members tagged \`@designed\` are the documentation team's model of the widget, not published by
the product's public material; they are confirmed with your integration contact during onboarding.

The version, \`0.0.0-docs.h<hash of the declarations>\`, follows the documentation, not the widget's releases; this
package is not published to the npm registry.
`;

/** Packs the package and returns the tarball's path, inside `workDir`. */
export function pack(declarations: ReadonlyMap<string, string>, workDir: string): {tarball: string; files: string[]} {
  const stage = path.join(workDir, 'package');
  fs.mkdirSync(path.join(stage, 'dist'), {recursive: true});
  const manifest = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as Record<string, unknown>;
  const version = packageVersion(String(manifest.version), declarations);
  fs.writeFileSync(
    path.join(stage, 'package.json'),
    `${JSON.stringify(publishedManifest(manifest, version), null, 2)}\n`,
  );
  fs.writeFileSync(path.join(stage, 'README.md'), packageReadme);
  for (const [file, text] of declarations) fs.writeFileSync(path.join(stage, 'dist', file), text);

  const result = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', workDir], {
    cwd: stage,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm pack failed (${String(result.status)}):\n${result.stderr}`);
  const report = JSON.parse(result.stdout) as {filename: string; files: {path: string}[]}[];
  const packed = report[0];
  if (!packed) throw new Error(`npm pack printed no result:\n${result.stdout}`);
  return {tarball: path.join(workDir, packed.filename), files: packed.files.map((file) => file.path).sort()};
}

function main(argv: string[]): void {
  const outAt = argv.indexOf('--out');
  const outDir = path.resolve(root, outAt >= 0 ? (argv[outAt + 1] ?? 'build') : 'build');

  const declarations = buildDeclarations();
  fs.rmSync(distDir, {recursive: true, force: true});
  fs.mkdirSync(distDir, {recursive: true});
  for (const [file, text] of declarations) fs.writeFileSync(path.join(distDir, file), text);

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'virtual-stadium-api-pack-'));
  try {
    const {tarball, files} = pack(declarations, workDir);
    const expected = ['README.md', 'dist/embed.d.ts', 'dist/index.d.ts', 'package.json'];
    if (JSON.stringify(files) !== JSON.stringify(expected)) {
      throw new Error(`the tarball holds ${files.join(', ')}; expected ${expected.join(', ')}`);
    }
    const servedDir = path.join(outDir, 'virtual-stadium-api');
    fs.mkdirSync(servedDir, {recursive: true});
    fs.copyFileSync(tarball, path.join(outDir, tarballName));
    for (const [file, text] of declarations) fs.writeFileSync(path.join(servedDir, file), text);
    const size = fs.statSync(path.join(outDir, tarballName)).size;
    console.log(
      `pack-api: ${path.relative(root, path.join(outDir, tarballName))} (${(size / 1024).toFixed(1)} KiB: ${files.join(', ')}), ` +
        `${path.relative(root, servedDir)}/{${[...declarations.keys()].join(',')}}`,
    );
  } finally {
    fs.rmSync(workDir, {recursive: true, force: true});
  }
}

runAsScript(module, main);
