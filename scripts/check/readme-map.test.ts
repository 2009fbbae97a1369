/**
 * Keeps the maps of the repository true: every top-level folder must be named in README.md, and every file under
 * config/, plugins/, scripts/ and build-tools/ in ARCHITECTURE.md (the maintainer's map). A file counts as named when
 * the map has its path (`scripts/bench/main.ts`), or an entry of the map has its folder's path and its file name: an
 * entry is a line that starts at the margin with the lines indented under it (`config/   navbar.ts, footer.ts,` /
 * `   search.ts`).
 * A unit test (`x.test.ts`) is named by its subject `x.ts`, beside which it sits. Folders git ignores (build
 * output, caches) are not part of the map.
 *
 * scripts/ is held to its layout by role (ARCHITECTURE.md, "build-tools/ or scripts/"): no file at its top, only the
 * role folders below it, each folder with an entry of its own in the map that names each of its files; what
 * `npm run build`, `npm run check` and the package tests run sits in its role's folder; every file anything runs with
 * tsx ends with `runAsScript(module, main)`. And no unit test imports the browser tests' code (tests/).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {walk} from '../../build-tools/files';
import {steps} from './check';

const root = path.resolve(__dirname, '..', '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const architectureEntries = entries(fs.readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8'));

/** Top-level folder names that .gitignore lists (`build/`, `.docusaurus/`), plus git's own folder. */
function ignoredTopLevelFolders(): Set<string> {
  const gitignore = fs.readFileSync(path.join(root, '.gitignore'), 'utf8');
  const names = gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\/?[^/*!#\s]+\/$/.test(line))
    .map((line) => line.replace(/^\//, '').replace(/\/$/, ''));
  return new Set(['.git', ...names]);
}

/** The README's lines grouped into entries: a line at the margin and the indented lines under it. */
export function entries(text: string): string[] {
  const grouped: string[] = [];
  for (const line of text.split('\n')) {
    const last = grouped.length - 1;
    if (/^\s/.test(line) && last >= 0) grouped[last] += `\n${line}`;
    else grouped.push(line);
  }
  return grouped;
}

/** A file name as a whole word: `index.ts` is not in `dex.ts`, nor in `index.tsx`. */
function fileWord(name: string): RegExp {
  return new RegExp(`(^|[^\\w.-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w.-])`);
}

export function isNamed(relativeFile: string, readmeEntries: readonly string[]): boolean {
  const subject = relativeFile.replace(/\.test\.ts$/, '.ts');
  if (subject !== relativeFile && isNamed(subject, readmeEntries)) return true;
  if (readmeEntries.some((entry) => entry.includes(relativeFile))) return true;
  const folder = `${path.posix.dirname(relativeFile)}/`;
  const word = fileWord(path.posix.basename(relativeFile));
  return readmeEntries.some((entry) => entry.includes(folder) && word.test(entry));
}

/** The entry of the map whose first line starts with the folder's path (`scripts/check/   what npm run check runs`). */
export function folderEntry(folder: string, mapEntries: readonly string[]): string | undefined {
  return mapEntries.find((entry) => new RegExp(`^${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\s`).test(entry));
}

/** True when the entry of the file's own folder names it (a unit test by its subject too). */
export function namedInItsFolder(relativeFile: string, mapEntries: readonly string[]): boolean {
  const entry = folderEntry(path.posix.dirname(relativeFile), mapEntries);
  if (entry === undefined) return false;
  const name = path.posix.basename(relativeFile);
  return fileWord(name).test(entry) || fileWord(name.replace(/\.test\.ts$/, '.ts')).test(entry);
}

/** The folders of scripts/, one per role (ARCHITECTURE.md says what goes in which). */
export const scriptRoles = ['bench', 'build', 'check', 'lib', 'package-tests', 'tools'] as const;

/**
 * The role of each package script that runs a file under scripts/: the files it runs must sit in that role's folder.
 * A new package script that runs one is added here, with its role.
 */
export const packageScriptRoles: Readonly<Record<string, (typeof scriptRoles)[number]>> = {
  build: 'build',
  'build:fixtures': 'build',
  check: 'check',
  'test:static': 'check',
  'test:unit': 'check',
  'test:api': 'check',
  'test:samples': 'check',
  'test:snippets': 'check',
  'test:native': 'check',
  'test:sample-definitions': 'check',
  'test:ios': 'check',
  'test:content': 'check',
  'test:html': 'check',
  'test:android': 'package-tests',
  'android:sandbox-jar': 'package-tests',
  'test:package': 'package-tests',
  'test:starter': 'package-tests',
  bench: 'bench',
  'bench:scale': 'bench',
};

const scriptPath = /scripts\/[\w./-]+\.ts/g;
/** A file started with tsx: `tsx scripts/<role>/<file>.ts`, or tsx and the file as two arguments of a spawn. */
const runWithTsx = /\btsx\b[^\w\n]{0,6}(scripts\/[\w./-]+\.ts)/g;

test('every top-level folder is named in the README', () => {
  const ignored = ignoredTopLevelFolders();
  const folders = fs
    .readdirSync(root, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && !ignored.has(entry.name))
    .map((entry) => entry.name);
  const missing = folders.filter((folder) => !readme.includes(`${folder}/`));
  assert.deepEqual(missing, [], `README.md does not name these folders: ${missing.join(', ')}`);
});

test('every file under config/, plugins/, scripts/ and build-tools/ is named in ARCHITECTURE.md', () => {
  const files = ['config', 'plugins', 'scripts', 'build-tools'].flatMap((folder) =>
    walk(path.join(root, folder)).map((file) => path.relative(root, file).split(path.sep).join('/')),
  );
  const missing = files.filter((file) => !isNamed(file, architectureEntries));
  assert.deepEqual(missing, [], `ARCHITECTURE.md does not name these files: ${missing.join(', ')}`);
});

test('a file counts as named by its path, or by its folder and name in one entry', () => {
  const map = entries(
    [
      'scripts/bench/main.ts    the benchmark',
      'plugins/prism-on-demand/   index.ts (the plugin),',
      '                           emptyClientModule.js',
      'tests/   browser tests',
      '         other.ts',
    ].join('\n'),
  );
  assert.equal(isNamed('scripts/bench/main.ts', map), true);
  assert.equal(isNamed('plugins/prism-on-demand/emptyClientModule.js', map), true);
  assert.equal(isNamed('plugins/prism-on-demand/index.test.ts', map), true, 'a test is named by its subject');
  assert.equal(isNamed('plugins/prism-on-demand/other.ts', map), false);
  assert.equal(isNamed('plugins/prism-on-demand/dex.ts', map), false, 'a name only as part of another does not count');
  assert.equal(isNamed('scripts/tools/serve-nginx.ts', map), false);
});

function relative(file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

function foldersBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [path.join(dir, entry.name), ...foldersBelow(path.join(dir, entry.name))]);
}

test('scripts/ holds only its role folders, and no file at its top', () => {
  const top = fs.readdirSync(path.join(root, 'scripts'), {withFileTypes: true});
  const files = top.filter((entry) => !entry.isDirectory()).map((entry) => `scripts/${entry.name}`);
  assert.deepEqual(
    files,
    [],
    `these files sit at the top of scripts/: ${files.join(', ')}; put each in the folder of its role (${scriptRoles.join('/, ')}/)`,
  );
  const folders = top.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const strays = folders.filter((folder) => !(scriptRoles as readonly string[]).includes(folder));
  assert.deepEqual(
    strays,
    [],
    `scripts/ has folders that are no role: ${strays.join(', ')}; the roles are ${scriptRoles.join(', ')} (ARCHITECTURE.md)`,
  );
});

test("every folder of scripts/ has its own entry in ARCHITECTURE.md, which names each of the folder's files", () => {
  const folders = foldersBelow(path.join(root, 'scripts')).map(relative);
  const unmapped = folders.filter((folder) => folderEntry(folder, architectureEntries) === undefined);
  assert.deepEqual(unmapped, [], `ARCHITECTURE.md has no entry starting with these folders: ${unmapped.join(', ')}`);
  const stale = architectureEntries
    .map((entry) => /^(scripts\/[\w./-]+)\/\s/.exec(entry)?.[1])
    .filter((folder): folder is string => folder !== undefined && !folders.includes(folder));
  assert.deepEqual(stale, [], `ARCHITECTURE.md has entries for folders that do not exist: ${stale.join(', ')}`);
  const files = walk(path.join(root, 'scripts')).map(relative);
  const elsewhere = files.filter((file) => !namedInItsFolder(file, architectureEntries));
  assert.deepEqual(
    elsewhere,
    [],
    `the entry of their own folder in ARCHITECTURE.md does not name these files: ${elsewhere.join(', ')}`,
  );
});

test('what npm run build, npm run check and the package tests run sits in the folder of its role', () => {
  const packageScripts = (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
  ).scripts;
  const misplaced: string[] = [];
  for (const [name, command] of Object.entries(packageScripts)) {
    const run = command.match(scriptPath) ?? [];
    if (run.length === 0) continue;
    const role = packageScriptRoles[name];
    if (role === undefined) {
      misplaced.push(`npm run ${name} runs ${run.join(', ')}: give it a role in packageScriptRoles`);
      continue;
    }
    for (const file of run.filter((file) => !file.startsWith(`scripts/${role}/`)))
      misplaced.push(`npm run ${name} (${role}) runs ${file}, outside scripts/${role}/`);
  }
  for (const step of steps) {
    for (const file of (step.command.match(scriptPath) ?? []).filter((file) => !file.startsWith('scripts/check/')))
      misplaced.push(`npm run check's step "${step.name}" runs ${file}, outside scripts/check/`);
  }
  assert.deepEqual(misplaced, []);
});

test('every file run with tsx ends with runAsScript(module, main), and no other file decides alone', () => {
  const skip = (name: string): boolean => ['node_modules', 'build', '.gradle', 'dist'].includes(name);
  const callers = [
    ...['package.json', 'playwright.config.ts', '.ci/run', 'README.md', 'ARCHITECTURE.md'].map((file) =>
      path.join(root, file),
    ),
    ...walk(path.join(root, 'scripts')),
    ...walk(path.join(root, 'tests'), skip).filter((file) => file.endsWith('.ts')),
    ...walk(path.join(root, 'examples'), skip).filter((file) => file.endsWith('.md')),
  ];
  const run = new Set(
    callers.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(runWithTsx)].map((match) => match[1] ?? '')),
  );
  const problems: string[] = [];
  for (const file of [...run].sort()) {
    if (!fs.existsSync(path.join(root, file))) {
      problems.push(`${file} is run with tsx but does not exist`);
      continue;
    }
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    if (!/\nrunAsScript\(module, main(, \w+)?\);\n$/.test(source))
      problems.push(`${file} is run with tsx but does not end with runAsScript(module, main)`);
  }
  const entryPointsAndModules = walk(path.join(root, 'scripts')).filter(
    (file) => !file.endsWith('.test.ts') && !file.includes(`${path.sep}lib${path.sep}`),
  );
  for (const file of entryPointsAndModules) {
    const source = fs.readFileSync(file, 'utf8');
    if (/require\.main|process\.exit\(/.test(source))
      problems.push(`${relative(file)} uses require.main or process.exit: end it with runAsScript(module, main)`);
  }
  assert.ok(run.size >= 30, `only ${run.size} files found run with tsx: the pattern no longer finds the callers`);
  assert.deepEqual(problems, []);
});

test("no unit test imports the browser tests' code (tests/)", () => {
  const skip = (name: string): boolean => ['node_modules', 'build', 'dist', 'tests'].includes(name);
  const unitTests = ['src', 'scripts', 'plugins', 'build-tools', 'docs-mcp/src', 'sandbox']
    .flatMap((folder) => walk(path.join(root, folder), skip))
    .filter((file) => file.endsWith('.test.ts'));
  const importing = unitTests.filter((file) => /\bfrom\s+['"](\.\.\/)+tests\//.test(fs.readFileSync(file, 'utf8')));
  assert.ok(unitTests.length > 50, `only ${unitTests.length} unit tests found`);
  assert.deepEqual(importing.map(relative), [], 'these unit tests import from tests/: move what they share out of it');
});

test("a file counts as named in its folder's entry only", () => {
  const map = entries(
    [
      'scripts/check/   what npm run check runs: check.ts, readme-map.test.ts',
      '                 check-sources.ts',
      'scripts/check/content-checks/   the scans: pageChecks.ts',
      'scripts/tools/   serve-nginx.ts; scripts/check/check-html.ts is not here',
    ].join('\n'),
  );
  assert.equal(namedInItsFolder('scripts/check/check-sources.ts', map), true);
  assert.equal(namedInItsFolder('scripts/check/readme-map.test.ts', map), true, 'a test named as itself');
  assert.equal(namedInItsFolder('scripts/check/check-sources.test.ts', map), true, 'a test named by its subject');
  assert.equal(namedInItsFolder('scripts/check/content-checks/pageChecks.ts', map), true);
  assert.equal(namedInItsFolder('scripts/check/pageChecks.ts', map), false, 'named in a subfolder only');
  assert.equal(namedInItsFolder('scripts/check/check-html.ts', map), false, "named in another folder's entry only");
  assert.equal(namedInItsFolder('scripts/bench/main.ts', map), false, 'a folder without an entry');
});
