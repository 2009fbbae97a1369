/**
 * Serves the example projects as downloads (`npm run build` runs it after scripts/build/pack-api.ts):
 *   <out>/examples/virtual-stadium-web-starter.tgz      examples/web as a starter: `npm install && npm start` runs
 *                                                        the page and its token endpoint; the typings package is
 *                                                        inside (vendor/), so it installs without the docs host
 *   <out>/examples/virtual-stadium-android-example.tgz  examples/android (app code, stubs, tests, and the sandbox with
 *                                                     its generated LifecycleTable.kt)
 *   <out>/examples/virtual-stadium-android-sandbox.jar  the Android sandbox's scenarios and stand-ins as one jar
 *                                                     for an integrator's JVM tests (also inside the archive;
 *                                                     scripts/package-tests/android-sandbox-jar.ts)
 *   <out>/examples/virtual-stadium-datasdk-stubs.jar    the Data SDK as the docs declare it, for the sandbox until
 *                                                     the integrator has the SDK (also inside the archive)
 *   <out>/examples/virtual-stadium-ios-example.tgz      examples/ios
 * scripts/package-tests/test-starter.ts unpacks the web starter into an empty folder, installs it offline and runs its tests.
 *
 *   npx tsx scripts/build/pack-examples.ts [--out <dir>]   (default: build)
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {lifecycleTableKotlin} from '../../build-tools/lifecycleKotlin';
import {ANDROID_JARS, JAR_DIGESTS} from '../package-tests/android-sandbox-jar';
import {tarballName} from './pack-api';
import {runAsScript} from '../lib/run-as-script';

const root = path.resolve(__dirname, '..', '..');

export const starterFiles = {
  web: 'virtual-stadium-web-starter.tgz',
  android: 'virtual-stadium-android-example.tgz',
  ios: 'virtual-stadium-ios-example.tgz',
} as const;

/**
 * What a starter leaves out: installed or generated files, and the Android jars' digests (the docs' own stale check,
 * scripts/package-tests/android-sandbox-jar.ts).
 */
const skipped = new Set(['node_modules', 'build', 'dist', '.gradle', '.DS_Store', JAR_DIGESTS]);

function copyTree(from: string, to: string): void {
  fs.mkdirSync(to, {recursive: true});
  for (const entry of fs.readdirSync(from, {withFileTypes: true})) {
    if (skipped.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target);
    else fs.copyFileSync(source, target);
  }
}

function tar(folder: string, name: string, out: string): void {
  execFileSync('tar', ['-czf', out, '-C', path.dirname(folder), name]);
}

export function packExamples(outDir: string): string[] {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-pack-'));
  const target = path.join(outDir, 'examples');
  fs.mkdirSync(target, {recursive: true});
  try {
    const web = path.join(work, 'virtual-stadium-web-starter');
    copyTree(path.join(root, 'examples', 'web'), web);
    const typings = path.join(outDir, tarballName);
    if (!fs.existsSync(typings)) throw new Error(`${typings} is missing: run scripts/build/pack-api.ts first`);
    fs.mkdirSync(path.join(web, 'vendor'), {recursive: true});
    fs.copyFileSync(typings, path.join(web, 'vendor', tarballName));
    const manifestFile = path.join(web, 'package.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      name: string;
      dependencies: Record<string, string>;
    };
    manifest.name = 'virtual-stadium-web-starter';
    manifest.dependencies['virtual-stadium-api'] = `file:vendor/${tarballName}`;
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    tar(web, 'virtual-stadium-web-starter', path.join(target, starterFiles.web));

    for (const platform of ['android', 'ios'] as const) {
      const folder = path.join(work, `virtual-stadium-${platform}-example`);
      copyTree(path.join(root, 'examples', platform), folder);
      // The Android sandbox's lifecycle table, generated from its one source, so the archive's scenarios run as is.
      if (platform === 'android')
        fs.writeFileSync(path.join(folder, 'sandbox', 'LifecycleTable.kt'), lifecycleTableKotlin());
      tar(folder, path.basename(folder), path.join(target, starterFiles[platform]));
    }
    for (const jar of ANDROID_JARS) fs.copyFileSync(path.join(root, 'examples', 'android', jar), path.join(target, jar));
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
  return [...Object.values(starterFiles), ...ANDROID_JARS].map((file) => path.join(target, file));
}

function main(argv: string[]): void {
  const at = argv.indexOf('--out');
  const out = path.resolve(root, at >= 0 ? (argv[at + 1] ?? 'build') : 'build');
  const written = packExamples(out);
  console.log(
    `examples: ${written.map((file) => `${path.relative(root, file)} (${String(Math.round(fs.statSync(file).size / 1024))} KiB)`).join(', ')}`,
  );
}

runAsScript(module, main);
