/**
 * Keeps the maps of the repository true: every top-level folder must be named in README.md, and every file under
 * config/, plugins/, scripts/ and build-tools/ in ARCHITECTURE.md (the maintainer's map). A file counts as named when
 * the map has its path (`scripts/bench/main.ts`), or an entry of the map has its folder's path and its file name: an
 * entry is a line that starts at the margin with the lines indented under it (`config/   navbar.ts, footer.ts,` /
 * `   search.ts`).
 * A unit test (`x.test.ts`) is named by its subject `x.ts`, beside which it sits. Folders git ignores (build
 * output, caches) are not part of the map.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {walk} from '../../build-tools/files';

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

export function isNamed(relativeFile: string, readmeEntries: readonly string[]): boolean {
  const subject = relativeFile.replace(/\.test\.ts$/, '.ts');
  if (subject !== relativeFile && isNamed(subject, readmeEntries)) return true;
  if (readmeEntries.some((entry) => entry.includes(relativeFile))) return true;
  const folder = `${path.posix.dirname(relativeFile)}/`;
  const name = path.posix.basename(relativeFile);
  const word = new RegExp(`(^|[^\\w.-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w.-])`);
  return readmeEntries.some((entry) => entry.includes(folder) && word.test(entry));
}

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
