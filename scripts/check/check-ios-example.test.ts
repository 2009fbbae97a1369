/**
 * Unit tests of scripts/check/check-ios-example.ts: the iOS example passes as it is, and planted faults fail with the file
 * and line of the fault: an SDK name the stub does not declare, a syntax error, a stub name used without importing
 * its module, an unknown module, a region that does not parse on its own, and a broken page reference.
 */

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {test} from 'node:test';

import {checkIosExample, findRegions, formatIosResult, manifestProblems} from './check-ios-example';

const repoRoot = path.resolve(__dirname, '..', '..');
const modelPath = 'examples/ios/StadiumApp/Chat/MatchChatModel.swift';

/** A copy of examples/ios in a fresh folder, with `edit` applied to one file; docs/ holds `doc` when given. */
function plantedCopy(file: string, edit: (text: string) => string, doc?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ios-example-'));
  fs.cpSync(path.join(repoRoot, 'examples', 'ios'), path.join(root, 'examples', 'ios'), {recursive: true});
  const target = path.join(root, file);
  const before = fs.readFileSync(target, 'utf8');
  const after = edit(before);
  assert.notEqual(after, before, `the planted fault must change ${file}`);
  fs.writeFileSync(target, after);
  fs.mkdirSync(path.join(root, 'docs'));
  if (doc !== undefined) fs.writeFileSync(path.join(root, 'docs', 'page.mdx'), doc);
  return root;
}

/** 1-based line of the first line of `file` (under root) that contains `text`. */
function lineOf(root: string, file: string, text: string): number {
  const index = fs
    .readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(text));
  assert.ok(index >= 0, `${text} not found in ${file}`);
  return index + 1;
}

async function problemsOf(root: string): Promise<{problems: string[]; lastLine: string; failed: number}> {
  try {
    const result = await checkIosExample({root, docsDir: path.join(root, 'docs')});
    const {out, err} = formatIosResult(result);
    return {problems: err, lastLine: out[out.length - 1] ?? '', failed: result.failed};
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
}

test('the iOS example passes every check', async () => {
  const result = await checkIosExample({root: repoRoot});
  const {out, err} = formatIosResult(result);
  assert.deepEqual(err, []);
  assert.equal(result.failed, 0);
  assert.match(out[out.length - 1] ?? '', /^ios example: \d+ passed, 0 failed$/);
});

test('a planted SDK name that the stub does not declare fails, with file and line', async () => {
  const root = plantedCopy(modelPath, (text) =>
    text.replace('@Published private(set) var channel: ChatChannel?', '@Published private(set) var channel: ChatRoom?'),
  );
  const line = lineOf(root, modelPath, 'ChatRoom?');
  const {problems, lastLine, failed} = await problemsOf(root);
  assert.ok(failed >= 1);
  assert.ok(
    problems.some((p) => p.startsWith(`${modelPath}:${line}:`) && p.includes('ChatRoom is not declared')),
    problems.join('\n'),
  );
  assert.match(lastLine, /^ios example: \d+ passed, [1-9]\d* failed$/);
});

test('a planted unknown SDK call of a type (constructor) fails too', async () => {
  const registryPath = 'examples/ios/StadiumApp/Session/ChannelRegistry.swift';
  const root = plantedCopy(registryPath, (text) =>
    text.replace('let config = ChannelConfig(', 'let config = ChannelOptions('),
  );
  const line = lineOf(root, registryPath, 'ChannelOptions(');
  const {problems} = await problemsOf(root);
  assert.ok(
    problems.some((p) => p.startsWith(`${registryPath}:${line}:`) && p.includes('ChannelOptions')),
    problems.join('\n'),
  );
});

test('a planted syntax error fails, with file and line', async () => {
  const root = plantedCopy(modelPath, (text) =>
    text.replace('func select(_ selection: BetSelection) {', 'func select(_ selection: BetSelection {'),
  );
  const line = lineOf(root, modelPath, 'func select(_ selection: BetSelection {');
  const {problems, failed} = await problemsOf(root);
  assert.ok(failed >= 1);
  const syntax = problems.filter((p) => p.startsWith(`${modelPath}:`) && p.includes('swift syntax error'));
  assert.ok(syntax.length > 0, problems.join('\n'));
  assert.ok(
    syntax.some((p) => p.startsWith(`${modelPath}:${line}:`) || p.startsWith(`${modelPath}:${line + 1}:`)),
    syntax.join('\n'),
  );
});

test('a stub name used without importing its module fails', async () => {
  const file = 'examples/ios/StadiumApp/Chat/ChannelLease.swift';
  const root = plantedCopy(file, (text) => text.replace('import VirtualStadiumDataSDK\n', ''));
  const {problems} = await problemsOf(root);
  assert.ok(
    problems.some((p) => p.startsWith(`${file}:`) && p.includes('ChatChannel is from VirtualStadiumDataSDK')),
    problems.join('\n'),
  );
});

test('an import of a module with no stub fails', async () => {
  const file = 'examples/ios/StadiumApp/Chat/ChannelLease.swift';
  const root = plantedCopy(file, (text) => text.replace('import VirtualStadiumDataSDK', 'import VirtualStadiumSDK'));
  const {problems} = await problemsOf(root);
  assert.ok(
    problems.some((p) => p.startsWith(`${file}:2:`) && p.includes('import VirtualStadiumSDK')),
    problems.join('\n'),
  );
});

test('a region that does not parse on its own fails, and page references must name existing files and regions', async () => {
  const file = 'examples/ios/StadiumApp/Session/SessionKeeper.swift';
  const doc = [
    '```swift title="SessionKeeper.swift" file=examples/ios/StadiumApp/Session/SessionKeeper.swift#nope',
    '```',
    '',
    '```swift file=examples/ios/StadiumApp/Session/Missing.swift',
    '```',
  ].join('\n');
  // Opening a region inside an expression leaves its body unbalanced.
  const root = plantedCopy(
    file,
    (text) =>
      text
        .replace('    // #region sign-in\n', '')
        .replace(
          '        guard userId != self.userId else { return }\n',
          '        // #region sign-in\n        guard userId != self.userId else { return }\n',
        ),
    doc,
  );
  const {problems} = await problemsOf(root);
  assert.ok(
    problems.some((p) => p.startsWith(`${file}#sign-in:`)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.startsWith('docs/page.mdx:1:') && p.includes('no region "nope"')),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.startsWith('docs/page.mdx:4:') && p.includes('does not exist')),
    problems.join('\n'),
  );
});

test('regions: markers of any region are left out and the common indentation removed', () => {
  const {regions, problems} = findRegions(
    [
      'class A {',
      '    // #region outer',
      '    func f() {',
      '        // #region inner',
      '        g()',
      '        // #endregion inner',
      '    }',
      '    // #endregion outer',
      '}',
    ].join('\n'),
  );
  assert.deepEqual(problems, []);
  assert.equal(regions.find((r) => r.name === 'outer')?.body, 'func f() {\n    g()\n}');
  assert.equal(regions.find((r) => r.name === 'inner')?.body, 'g()');
});

test('a dependencies-page manifest names a published package, pins it exactly and keeps its minimum iOS', () => {
  const manifest = fs.readFileSync(path.resolve(__dirname, '../../examples/ios/Manifests/UISDK/Package.swift'), 'utf8');
  assert.deepEqual(manifestProblems('UISDK', manifest), []);
  const below = manifestProblems('UISDK', manifest.replace('.iOS(.v15)', '.iOS(.v13)'));
  assert.match(below.join('\n'), /iOS 13 is below the SDKs' published minimum, iOS 14/);
  const belowSamples = manifestProblems('UISDK', manifest.replace('.iOS(.v15)', '.iOS(.v14)'));
  assert.match(belowSamples.join('\n'), /iOS 14 is below the samples' minimum, iOS 15/);
  const floating = manifestProblems('UISDK', manifest.replace('exact:', 'from:'));
  assert.match(floating.join('\n'), /not pinned with exact:/);
  const wrongProduct = manifestProblems('UISDK', manifest.replace('"VirtualStadiumUISDK"', '"VirtualStadiumSDK"'));
  assert.match(wrongProduct.join('\n'), /does not depend on \.product\(name: "VirtualStadiumUISDK"/);
  const dataFloating = manifestProblems('UISDK', manifest.replace('exact: "<VS_DATASDK_VERSION>"', 'from: "1.0.0"'));
  assert.match(dataFloating.join('\n'), /VirtualStadium-SDK-Core is not pinned with exact:/);
  const uiOnly = manifestProblems(
    'UISDK',
    manifest.replace(/\s*\.package\(\s*url: "https:\/\/github\.com\/sportradar\/VirtualStadium-SDK-Core",[^)]*\),/, ''),
  );
  assert.match(uiOnly.join('\n'), /the UI SDK is declared without the Data SDK/);
});
