import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {definedNames, exampleDefinitions, findConflicts, inlineDefinitions} from './check-sample-definitions';

test('definedNames finds types at any depth and functions at the top level only', () => {
  const kotlin = [
    'class SessionKeeperViewModel(private val tokens: TokenService) : ViewModel() {',
    '    override fun onCleared() {}',
    '    private data class Saved(val at: Long)',
    '}',
    'suspend fun fetchToken(): String = ""',
    '// class Commented',
  ].join('\n');
  assert.deepEqual(definedNames(kotlin).sort(), ['Saved', 'SessionKeeperViewModel', 'fetchToken']);
  assert.deepEqual(definedNames('@MainActor final class SessionKeeper {}\nfunc makeKeeper() {}').sort(), [
    'SessionKeeper',
    'makeKeeper',
  ]);
  assert.deepEqual(definedNames('export async function checkVsToken() {}\nexport interface VsClaims {}').sort(), [
    'VsClaims',
    'checkVsToken',
  ]);
});

function site(pages: Record<string, string>, examples: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'definitions-'));
  for (const [file, text] of Object.entries({...pages, ...examples})) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

test('a page that defines an example class inline fails; showing the example passes', () => {
  const examples = {'examples/android/app/SessionKeeper.kt': 'class SessionKeeper {\n  fun stop() {}\n}\n'};
  const copy = site({'docs/a.md': '```kotlin title="SessionKeeper.kt"\nclass SessionKeeper { }\n```\n'}, examples);
  const problems = findConflicts(exampleDefinitions(copy), inlineDefinitions(copy, [path.join(copy, 'docs/a.md')]));
  assert.equal(problems.length, 1);
  assert.match(
    problems[0] ?? '',
    /docs\/a\.md:1: defines SessionKeeper, which examples\/android\/app\/SessionKeeper\.kt/,
  );

  const shown = site(
    {'docs/a.md': '```kotlin title="SessionKeeper.kt" file=examples/android/app/SessionKeeper.kt\n```\n'},
    examples,
  );
  assert.deepEqual(
    findConflicts(exampleDefinitions(shown), inlineDefinitions(shown, [path.join(shown, 'docs/a.md')])),
    [],
  );
});

test('two pages that define the same name differently fail; the same name in Kotlin and Swift does not', () => {
  const root = site(
    {
      'docs/a.md':
        '```kotlin\nclass TokenService { fun get() = 1 }\n```\n\n```swift\nfinal class TokenService {}\n```\n',
      'docs/b.md': '```kotlin\nclass TokenService { fun get() = 2 }\n```\n',
    },
    {},
  );
  const problems = findConflicts(
    [],
    inlineDefinitions(root, [path.join(root, 'docs/a.md'), path.join(root, 'docs/b.md')]),
  );
  assert.equal(problems.length, 1);
  assert.match(problems[0] ?? '', /^TokenService is defined differently in docs\/a\.md:1, docs\/b\.md:1/);
});
