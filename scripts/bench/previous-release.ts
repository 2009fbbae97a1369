/**
 * The previous release's build for the release-to-release guard (`npm run bench -- --previous [REF]`). REF defaults
 * to the commit in bench/previous-release (the last commit that landed, updated when a release lands). Its site is
 * built once, from a detached git worktree sharing this checkout's node_modules, and kept under
 * <tmp>/vs-bench-previous/<commit>/build for later runs (not under node_modules: the bundler does not compile
 * TypeScript below a node_modules folder).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {siteDir} from './measure';

export const previousReleaseFile = path.join(siteDir, 'bench', 'previous-release');
export const byteGrowthFile = path.join(siteDir, 'bench', 'byte-growth.json');

/** The commit named by bench/previous-release: its first word (the rest of the line says what it is). */
export function defaultPreviousRelease(): string {
  const line = fs
    .readFileSync(previousReleaseFile, 'utf8')
    .split('\n')
    .find((text) => /^[0-9a-f]{7,40}\b/.test(text));
  if (!line) throw new Error(`${previousReleaseFile}: no line starting with a commit`);
  return line.split(/\s/)[0]!;
}

/** Reasons for byte growth against `commit`, from bench/byte-growth.json; none when it was written for another. */
export function byteGrowthReasons(commit: string): Record<string, string> {
  if (!fs.existsSync(byteGrowthFile)) return {};
  const {against, reasons} = JSON.parse(fs.readFileSync(byteGrowthFile, 'utf8')) as {
    against: string;
    reasons: Record<string, string>;
  };
  return commit.startsWith(against) || against.startsWith(commit) ? reasons : {};
}

const git = (...args: string[]): string => execFileSync('git', args, {cwd: siteDir, encoding: 'utf8'}).trim();

/** The build folder of `ref`'s site, built now if it is not in the cache. */
export function previousReleaseBuild(ref: string): {commit: string; buildDir: string} {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const cacheDir = path.join(os.tmpdir(), 'vs-bench-previous', commit);
  const buildDir = path.join(cacheDir, 'build');
  if (fs.existsSync(path.join(buildDir, 'index.html'))) return {commit, buildDir};
  const source = path.join(cacheDir, 'source');
  fs.rmSync(cacheDir, {recursive: true, force: true});
  fs.mkdirSync(cacheDir, {recursive: true});
  git('worktree', 'add', '--detach', source, commit);
  try {
    fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(source, 'node_modules'));
    console.log(`bench: building the previous release ${commit.slice(0, 12)} (npm run build in ${source})`);
    execFileSync('npm', ['run', 'build'], {cwd: source, stdio: 'inherit'});
    fs.renameSync(path.join(source, 'build'), buildDir);
  } finally {
    git('worktree', 'remove', '--force', source);
  }
  return {commit, buildDir};
}
