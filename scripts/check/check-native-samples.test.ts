/**
 * Unit tests of scripts/check/check-native-samples.ts: extraction from Markdown, and what the Kotlin and Swift grammars
 * catch and miss. The "known gaps" tests pin down broken code that still passes, and the "known false positives"
 * valid code that fails, so a grammar upgrade that changes either shows up here.
 *
 * Measured once against the docs (not a test): every Kotlin and Swift block was broken one way at a time (a brace,
 * parenthesis, quote, comma or `=` deleted, a keyword misspelt: 1,774 variants). For Kotlin the checker agreed with
 * ktlint 1.x, which parses with the Kotlin compiler's own parser, on all but 3 of 834 variants (it missed
 * `if (x) retrun null`; it rejected two parameter lists with a missing comma that ktlint let through). For Swift it
 * agreed on all 940 variants with tree-sitter-swift 0.7.1 run natively (there is no Swift parser to install here).
 * Variants that stayed valid code (`wehn(x) { }` is a call with a trailing lambda) pass under every parser.
 */

import assert from 'node:assert/strict';
import {test} from 'node:test';

import {
  SELF_TEST_DOC,
  checkBlock,
  checkNativeBlocks,
  extractNativeBlocks,
  formatResult,
  isKotlinSourceFile,
  loadNativeParsers,
  maskPlaceholders,
  maskSwiftMacros,
  separateOneLineClassMembers,
  type NativeBlock,
  type NativeLanguage,
} from './check-native-samples';

function block(language: NativeLanguage, code: string, meta = ''): NativeBlock {
  return {docPath: 'docs/test.md', fenceLine: 1, language, meta, code, indent: 0, skipped: false};
}

/** The problems of one block, as `line: message` (line in the doc; the fence is line 1, so code line n is n + 1). */
async function problems(language: NativeLanguage, code: string, meta = ''): Promise<string[]> {
  const parsers = await loadNativeParsers();
  return checkBlock(parsers, block(language, code, meta)).map((p) => p.text);
}

const VALID_KOTLIN = `package com.example.stadium

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.launch

sealed interface Phase {
    data object SignedOut : Phase
    data class Ready(val channelId: String) : Phase
}

fun interface TokenProvider { suspend fun token(): String }

class SessionViewModel(private val tokens: TokenProvider) : ViewModel() {
    val phase = MutableStateFlow<Phase>(Phase.SignedOut)

    fun logIn() {
        viewModelScope.launch {
            val jwt = tokens.token()
            phase.value = when {
                jwt.isBlank() -> Phase.SignedOut
                else -> Phase.Ready(channelId = "derby-\${jwt.length}")
            }
        }
    }

    companion object { const val MIN_SDK = <VS_ANDROID_MIN_SDK> }
}

@Composable
fun Screen(vm: SessionViewModel = viewModel()) {
    val phase by vm.phase.collectAsStateWithLifecycle()
    LaunchedEffect(Unit) { vm.logIn() }
}
`;

const VALID_SWIFT = `import SwiftUI
import UIKit

final class FlowBridge<T>: NSObject, Kotlinx_coroutines_coreFlowCollector {
    private let onValue: (T) -> Void
    init(_ onValue: @escaping (T) -> Void) { self.onValue = onValue }
    func emit(value: Any?, completionHandler: @escaping (Error?) -> Void) {
        if let value = value as? T { onValue(value) }
        completionHandler(nil)
    }
}

@MainActor
final class LoginModel: ObservableObject {
    @Published private(set) var name = ""
    func start() async throws {
        guard let token = try? await fetch() else { return }
        Task { [weak self] in self?.name = token }
    }
}

struct LoginView: View {
    @StateObject private var model = LoginModel()
    var body: some View {
        VStack {
            Text("Hello, \\(model.name)")
            Button("Log In") { Task { try await model.start() } }
        }
        .task { try? await model.start() }
    }
}

final class GateViewController: UIViewController {
    private let button = UIButton(type: .system)
    override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        if #available(iOS 16, *) { view.backgroundColor = .systemBackground }
        #if DEBUG
        print(#function)
        #endif
    }
    @objc private func tapped() {}
}

#Preview { LoginView() }
`;

test('extracts kotlin, kt, kts and swift fences, with doc line numbers, indentation and nocheck', () => {
  const doc = [
    '# Doc', // 1
    '```kotlin title="A.kt"', // 2
    'class A', // 3
    '```', // 4
    '<Tabs>', // 5
    '  <TabItem value="ios">', // 6
    '', // 7
    '  ```swift', // 8
    '  struct B {', // 9
    '      let c = 1', // 10
    '  }', // 11
    '  ```', // 12
    '', // 13
    '  </TabItem>', // 14
    '</Tabs>', // 15
    '~~~kts', // 16
    'plugins { }', // 17
    '~~~', // 18
    '```kt nocheck', // 19
    'fragment {', // 20
    '```', // 21
    '````md', // 22
    '```kotlin', // 23
    'not a block: inside a Markdown example', // 24
    '```', // 25
    '````', // 26
    '```ts', // 27
    'const x = 1;', // 28
    '```', // 29
    ':::note[Kotlin]', // 30
    '```Kotlin', // 31
    'val d = 2', // 32
    '```', // 33
    ':::', // 34
  ].join('\n');
  const blocks = extractNativeBlocks(doc, 'docs/x.mdx');
  assert.deepEqual(
    blocks.map((b) => [b.fenceLine, b.language, b.skipped]),
    [
      [2, 'kotlin', false],
      [8, 'swift', false],
      [16, 'kotlin', false],
      [19, 'kotlin', true],
      [31, 'kotlin', false],
    ],
  );
  assert.equal(blocks[0]?.meta, 'title="A.kt"');
  assert.equal(blocks[1]?.code, 'struct B {\n    let c = 1\n}');
  assert.equal(blocks[1]?.indent, 2);
});

test('valid Kotlin and Swift pass', async () => {
  assert.deepEqual(await problems('kotlin', VALID_KOTLIN, 'title="SessionViewModel.kt"'), []);
  assert.deepEqual(await problems('swift', VALID_SWIFT, 'title="LoginView.swift"'), []);
  assert.deepEqual(
    await problems(
      'kotlin',
      'plugins {\n    id("com.android.application")\n}\nandroid { defaultConfig { minSdk = <MIN_SDK> } }\n',
      'title="app/build.gradle.kts"',
    ),
    [],
  );
});

test('unbalanced braces fail, at the line in the doc', async () => {
  const kotlin = await problems('kotlin', 'class A {\n    fun f() {\n        println(1)\n}\n');
  assert.ok(kotlin.length > 0, 'a missing } in Kotlin must fail');
  assert.match(kotlin[0] ?? '', /^docs\/test\.md:\d+:\d+: kotlin syntax error: /);

  const swift = await problems('swift', 'struct A {\n    func f() {\n        print(1)\n}\n');
  assert.deepEqual(swift, ['docs/test.md:6:1: swift syntax error: missing `}`']);

  const extra = await problems('swift', 'func f() {\n    print(1)\n}}\n');
  assert.deepEqual(extra, ['docs/test.md:4:2: swift syntax error: unexpected `}` in: }}']);

  assert.ok((await problems('kotlin', 'fun f() {\n    println(1\n}\n')).some((p) => /missing `\)`/.test(p)));
});

test('a misspelt keyword fails where it is a syntax error', async () => {
  // fun -> fnu in a class body, where only declarations may stand.
  assert.deepEqual(await problems('kotlin', 'class A {\n    fnu greet() {}\n}\n'), [
    'docs/test.md:3:5: kotlin syntax error: unexpected `fnu` in: fnu greet() {}',
  ]);
  // fun -> fnu at the top level: `fnu greet()` cannot be a call followed by a body.
  assert.ok((await problems('kotlin', 'fnu greet(name: String): String {\n    return name\n}\n')).length > 0);
  // func -> fucn, in a type and at the top level.
  assert.ok((await problems('swift', 'struct A {\n    fucn greet() {}\n}\n')).length > 0);
  assert.ok((await problems('swift', 'fucn greet() -> String {\n    return ""\n}\n')).length > 0);
  // Other typos the mutation run over the docs caught.
  assert.ok((await problems('kotlin', 'class A {\n    vla x = 1\n}\n')).length > 0);
  assert.ok((await problems('kotlin', 'improt a.b.C\n')).length > 0);
  assert.ok((await problems('swift', 'func f() {\n    lte x = 1\n}\n')).length > 0);
  assert.ok((await problems('swift', 'strcut A {}\n')).length > 0);
});

test("a token the grammar inserts silently is reported too (Swift's statement separator)", async () => {
  const found = await problems('swift', 'func f() -> Int {\n    retrun try g()\n}\n');
  assert.equal(found.length, 1);
  assert.match(
    found[0] ?? '',
    /^docs\/test\.md:3:\d+: swift syntax error: a token is missing .* in: retrun try g\(\)$/,
  );
});

test('one-line Kotlin class bodies parse (a `;` is put after the last member)', async () => {
  const parsers = await loadNativeParsers();
  const code = 'fun interface Tokens { suspend fun token(): String }\nval flow = MutableStateFlow<Phase>(Phase.Idle)\n';
  const tree = parsers.kotlin.parse(code);
  assert.ok(tree);
  const separated = separateOneLineClassMembers(tree, code);
  tree.delete();
  assert.equal(separated, code.replace('String }', 'String;}'));
  assert.deepEqual(await problems('kotlin', code, 'title="Tokens.kt"'), []);
  assert.deepEqual(await problems('kotlin', 'enum class E { A, B }\nobject O { val x = 1 }\n'), []);
});

test('a .kt file rejects top-level statements, which the grammar accepts as script code', async () => {
  const typo = 'objet Reader {\n    fun read() = 1\n}\n';
  assert.deepEqual(await problems('kotlin', typo), [], 'the grammar alone reads `objet Reader { }` as a call');
  const inFile = await problems('kotlin', typo, 'title="Reader.kt"');
  assert.equal(inFile.length, 1);
  assert.match(inFile[0] ?? '', /^docs\/test\.md:2:1: .*statement at the top level of a \.kt file/);
  assert.deepEqual(await problems('kotlin', 'println("hi")\n', 'title="build.gradle.kts"'), []);
  assert.equal(isKotlinSourceFile({language: 'kotlin', meta: 'title="app/Foo.kt"'}), true);
  assert.equal(isKotlinSourceFile({language: 'kotlin', meta: 'title="settings.gradle.kts"'}), false);
  assert.equal(isKotlinSourceFile({language: 'kotlin', meta: ''}), false);
});

test('placeholders are masked, type arguments are not', () => {
  assert.equal(maskPlaceholders('minSdk = <VS_ANDROID_MIN_SDK>'), 'minSdk = _VS_ANDROID_MIN_SDK_');
  assert.equal(maskPlaceholders('url: "<URL>"'), 'url: "_URL_"');
  assert.equal(maskPlaceholders('val ids: List<UUID> = f<AB>()'), 'val ids: List<UUID> = f<AB>()');
  assert.equal(maskPlaceholders('fun <VM> make(): VM'), 'fun <VM> make(): VM');
  assert.equal(maskPlaceholders('x < y && <T>'), 'x < y && <T>');
  assert.equal(maskSwiftMacros('#Preview { V() } #selector(f) #if DEBUG'), '_Preview { V() } #selector(f) #if DEBUG');
});

test('known gaps: broken code the grammars still accept', async () => {
  // Two expressions on one line after an `if` without braces (kotlinc rejects it).
  assert.deepEqual(await problems('kotlin', 'fun f(): Int? {\n    if (x) retrun null\n    return 1\n}\n'), []);
  // A property without `=`: the grammar drops the value.
  assert.deepEqual(await problems('kotlin', 'val x 1\n'), []);
  // A misspelt keyword alone on a line is a valid identifier expression (in Swift and Kotlin).
  assert.deepEqual(await problems('swift', 'func f() {\n    retrun\n}\n'), []);
  // Names, types and imports are never resolved.
  assert.deepEqual(await problems('kotlin', 'fun f() = undefinedName.call()\n'), []);
});

test('known false positives: newer syntax the grammars reject (use nocheck)', async () => {
  assert.ok((await problems('swift', 'let s = #"raw"#\n')).length > 0, 'Swift raw strings');
  assert.ok((await problems('swift', 'func f() throws(E) {}\n')).length > 0, 'Swift typed throws');
  assert.ok((await problems('kotlin', 'val s = $$"price $${x}"\n')).length > 0, 'Kotlin multi-dollar strings');
  assert.ok((await problems('kotlin', 'context(scope: Scope)\nfun f() {}\n')).length > 0, 'Kotlin context parameters');
});

test('the self-test doc: good blocks pass, broken ones fail, nocheck is counted', async () => {
  const result = await checkNativeBlocks(extractNativeBlocks(SELF_TEST_DOC, 'docs/self-test.md'));
  assert.deepEqual(result.checked, {kotlin: 3, swift: 3});
  assert.deepEqual(result.skipped, {kotlin: 1, swift: 0});
  assert.equal(result.passed, 2);
  assert.equal(result.failed, 4);
  const failedFences = [...new Set(result.problems.map((p) => p.block.fenceLine))].sort((a, b) => a - b);
  assert.deepEqual(failedFences, [9, 16, 31, 38]);
  // The swift block inside the list is indented by two: lines and columns are the doc's.
  assert.ok(result.problems.some((p) => p.text.startsWith('docs/self-test.md:35:')));
  const {out} = formatResult(result);
  assert.deepEqual(out, [
    'kotlin: 3 blocks checked, 1 skipped (nocheck)',
    'swift: 3 blocks checked, 0 skipped (nocheck)',
    'native-samples: 2 passed, 4 failed',
  ]);
});
