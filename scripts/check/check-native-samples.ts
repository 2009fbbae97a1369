/**
 * Syntax-checks the Kotlin and Swift code samples in the docs.
 *
 *   npx tsx scripts/check/check-native-samples.ts            check docs/ (docs/api/ is generated and skipped)
 *   npx tsx scripts/check/check-native-samples.ts --verbose  also list every block and its result
 *   npx tsx scripts/check/check-native-samples.ts --docs <dir>  check another folder (default: <root>/docs)
 *   npx tsx scripts/check/check-native-samples.ts --self-test   prove the checker fails on broken samples
 *
 * Each fenced block tagged kotlin, kt, kts or swift (also indented, inside lists, tabs and admonitions) is parsed on
 * its own with a tree-sitter grammar compiled to WebAssembly and run by web-tree-sitter: no JVM, Swift toolchain,
 * native addon or download is needed. Kotlin: the grammar of @tree-sitter-grammars/tree-sitter-kotlin. Swift: the
 * build in @cursorless/tree-sitter-wasms (the newer build in @repomix/tree-sitter-wasms misparses every `#` token,
 * such as `#selector(...)`, inside a body). Every ERROR and MISSING node of the tree (and every node holding a
 * MISSING node of a hidden rule, such as an implicit statement separator) is reported as
 * `docs/<file>:<line>:<column>: ...` with the line in the doc and the offending text. For an ERROR node the
 * position is where the parser gave up, usually the mistake's line or the next one.
 *
 * Rules on top of the grammars:
 * - `<UPPER_SNAKE>` placeholders (the site's convention for values given at onboarding) stand for a value, so they
 *   are read as an identifier of the same length (`minSdk = <ANDROID_MIN_SDK>` passes).
 * - That Swift grammar predates macros: `#Preview { ... }` and other macro expansions are read as calls.
 *   It also rejects raw strings (`#"..."#`) and typed throws (`throws(E)`): mark such a block `nocheck`.
 * - The Kotlin grammar wants a separator after the last member of a one-line class body (`{ fun f(): T }`) and,
 *   without one, can misparse later lines: the checker puts the `;` Kotlin allows there before parsing.
 * - A Kotlin block titled with a `.kt` file name is a source file, where only package, import and declarations may
 *   stand at the top level (the grammar also accepts script statements, so `objet Reader { ... }` would read as a
 *   call). Blocks titled `.kts`, and untitled fragments, may have top-level statements.
 *
 * Add `nocheck` to a fence's info string (```kotlin nocheck), as for the TypeScript checker, for a deliberate
 * fragment; skipped blocks are counted. This is a syntax check only: names, types and imports are not resolved.
 * What the grammars catch and miss is pinned down in scripts/check/check-native-samples.test.ts.
 */

import * as fs from 'node:fs';
import * as path from 'node:path';
import * as v8 from 'node:v8';
import {Language, Parser, type Node, type Tree} from 'web-tree-sitter';
import {displayPath, fencedBlocks, listDocs, shownCode} from '../../build-tools/fencedBlocks';
import {runAsScript} from '../lib/run-as-script';

export type NativeLanguage = 'kotlin' | 'swift';

export const NATIVE_LANGUAGES: readonly NativeLanguage[] = ['kotlin', 'swift'];

/** Fence tags (lower case) and the grammar that parses them. */
const FENCE_LANGUAGES: Readonly<Record<string, NativeLanguage>> = {
  kotlin: 'kotlin',
  kt: 'kotlin',
  kts: 'kotlin',
  swift: 'swift',
};

/** The grammar files, resolved from node_modules (both packages ship them prebuilt). */
const GRAMMAR_FILES: Readonly<Record<NativeLanguage, string>> = {
  kotlin: '@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm',
  swift: '@cursorless/tree-sitter-wasms/out/tree-sitter-swift.wasm',
};

export interface NativeBlock {
  /** Path of the doc, relative to the repository root when inside it (`docs/sdk/intro.mdx`). */
  docPath: string;
  /** 1-based line of the opening fence in the doc. */
  fenceLine: number;
  language: NativeLanguage;
  /** The fence's info string after the language (`title="Foo.kt"`). */
  meta: string;
  /** The body with the fence's indentation removed; line i of the body is doc line fenceLine + 1 + i. */
  code: string;
  /** Width of the indentation removed from each line (to turn body columns into doc columns). */
  indent: number;
  /** The fence carries `nocheck`. */
  skipped: boolean;
}

export interface SyntaxProblem {
  block: NativeBlock;
  /** 1-based line and column in the doc. */
  line: number;
  column: number;
  /** `docs/<file>:<line>:<column>: <language> syntax error: ...` */
  text: string;
}

export interface NativeCheckResult {
  blocks: NativeBlock[];
  problems: SyntaxProblem[];
  checked: Record<NativeLanguage, number>;
  skipped: Record<NativeLanguage, number>;
  passed: number;
  failed: number;
}

/** Extracts every Kotlin and Swift fenced block of one Markdown/MDX document, skipped ones included. */
export function extractNativeBlocks(markdown: string, docPath: string): NativeBlock[] {
  return fencedBlocks(markdown).flatMap((block): NativeBlock[] => {
    const language = FENCE_LANGUAGES[block.language.toLowerCase()];
    // A `file=` block is checked as the page shows it: the examples/ file it names.
    return language ? [{...block, code: shownCode(block, undefined, docPath), docPath, language}] : [];
  });
}

export type NativeParsers = Readonly<Record<NativeLanguage, Parser>>;

let parsersPromise: Promise<NativeParsers> | undefined;

/** Loads the WebAssembly runtime and both grammars once per process (about 0.1 s). */
export function loadNativeParsers(): Promise<NativeParsers> {
  parsersPromise ??= (async () => {
    // The grammars are large WebAssembly modules (2 to 4 MB). After its baseline compiler, V8 recompiles them with
    // its optimising one in the background, which kept the process busy for 5 s after the check was done; the
    // samples are small, so the baseline code is enough. Must be set before the first module is compiled.
    v8.setFlagsFromString('--liftoff-only');
    await Parser.init();
    const entries = await Promise.all(
      NATIVE_LANGUAGES.map(async (language) => {
        const grammar = await Language.load(require.resolve(GRAMMAR_FILES[language]));
        return [language, new Parser().setLanguage(grammar)] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<NativeLanguage, Parser>;
  })();
  return parsersPromise;
}

function excerpt(text: string, max = 60): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

function lastLeaf(node: Node): Node {
  let current = node;
  while (current.childCount > 0) {
    const last = current.child(current.childCount - 1);
    if (!last) break;
    current = last;
  }
  return current;
}

/**
 * ERROR nodes (outermost only: their insides are the parser's recovery), MISSING nodes, and nodes that hold a
 * MISSING node of a hidden grammar rule, such as Swift's implicit statement separator in `retrun try f()`:
 * the API does not expose those, so the node that holds one is reported instead.
 */
function collectProblemNodes(node: Node, found: Node[] = []): Node[] {
  if (node.isMissing || node.isError) {
    found.push(node);
    return found;
  }
  if (!node.hasError) return found;
  const broken = node.children.filter((child): child is Node => child !== null && (child.hasError || child.isMissing));
  if (broken.length === 0) found.push(node);
  for (const child of broken) collectProblemNodes(child, found);
  return found;
}

/** Where a hidden MISSING token inside `node` most likely is: before a child that starts on the previous one's line. */
function hiddenMissingPosition(node: Node): Node | undefined {
  const children = node.namedChildren.filter((child): child is Node => child !== null && !child.isExtra);
  for (let i = 1; i < children.length; i += 1) {
    const before = children[i - 1];
    const after = children[i];
    if (before && after && before.endPosition.row === after.startPosition.row) return after;
  }
  return undefined;
}

/** `<UPPER_SNAKE>` placeholders; not type arguments such as `List<UUID>` (after a name) or `fun <VM> ...`. */
const PLACEHOLDER = /(?<![\w$])(?<!\bfun\s+)<([A-Z][A-Z0-9_]*[A-Z0-9])>/g;

/** Reads each `<UPPER_SNAKE>` placeholder as an identifier of the same length, so lines and columns stay. */
export function maskPlaceholders(code: string): string {
  return code.replace(PLACEHOLDER, (_match, name: string) => `_${name}_`);
}

/**
 * The `#` words the Swift grammar knows: compiler directives, availability, selectors, key paths and literals.
 * It predates macros, so any other `#name` (a macro such as `#Preview { ... }`) is read as a call of `_name`.
 */
const SWIFT_HASH_WORDS: ReadonlySet<string> = new Set([
  'if',
  'elseif',
  'else',
  'endif',
  'sourceLocation',
  'warning',
  'error',
  'available',
  'unavailable',
  'selector',
  'keyPath',
  'file',
  'fileID',
  'filePath',
  'line',
  'column',
  'function',
  'dsohandle',
  'colorLiteral',
  'imageLiteral',
  'fileLiteral',
]);

/** Reads Swift macro expansions (`#Preview`, `#stringify(x)`) as calls, keeping lines and columns. */
export function maskSwiftMacros(code: string): string {
  return code.replace(/#([A-Za-z_]\w*)/g, (match, name: string) => (SWIFT_HASH_WORDS.has(name) ? match : `_${name}`));
}

/** What may stand at the top level of a Kotlin source file (a `.kt`, not a script). */
const KOTLIN_FILE_TOP_LEVEL: ReadonlySet<string> = new Set([
  'package_header',
  'import',
  'file_annotation',
  'class_declaration',
  'object_declaration',
  'function_declaration',
  'property_declaration',
  'type_alias',
]);

/** A Kotlin block titled with a `.kt` file name is a source file, not a script or a fragment. */
export function isKotlinSourceFile(block: Pick<NativeBlock, 'language' | 'meta'>): boolean {
  return block.language === 'kotlin' && /(^|\s)title=(["'])[^"']*\.kt\2/.test(block.meta);
}

/**
 * The Kotlin grammar wants a line break or `;` after every class member, also before a `}` on the same line:
 * in `fun interface Tokens { fun token(): String }` it inserts a hidden MISSING separator, which is not reported
 * but can derail the parse of later lines. Puts the `;` that Kotlin allows there after the last member of each
 * one-line class body (in the space before the `}` when there is one, so that columns stay).
 */
export function separateOneLineClassMembers(tree: Tree, code: string): string {
  const at: number[] = [];
  for (const body of tree.rootNode.descendantsOfType(['class_body', 'enum_class_body'])) {
    const close = body?.lastChild;
    const members = body?.namedChildren.filter((node) => node !== null && !node.isExtra) ?? [];
    const last = members[members.length - 1];
    if (!close || close.type !== '}' || !last || last.type === 'enum_entry') continue;
    if (last.endPosition.row === close.startPosition.row && code[last.endIndex] !== ';') at.push(last.endIndex);
  }
  let fixed = code;
  for (const index of [...new Set(at)].sort((a, b) => b - a)) {
    const replace = fixed[index] === ' ' || fixed[index] === '\t';
    fixed = `${fixed.slice(0, index)};${fixed.slice(replace ? index + 1 : index)}`;
  }
  return fixed;
}

/** Parses one block and describes each syntax error at its line and column in the doc. */
export function checkBlock(parsers: NativeParsers, block: NativeBlock): SyntaxProblem[] {
  const parser = parsers[block.language];
  const masked = maskPlaceholders(block.code);
  const source = block.language === 'swift' ? maskSwiftMacros(masked) : masked;
  let tree = parser.parse(source);
  if (tree && block.language === 'kotlin') {
    const separated = separateOneLineClassMembers(tree, source);
    if (separated !== source) {
      tree.delete();
      tree = parser.parse(separated);
    }
  }
  if (!tree) throw new Error(`${block.docPath}:${block.fenceLine}: the ${block.language} parser returned no tree`);
  try {
    const codeLines = block.code.split('\n');
    const problems: SyntaxProblem[] = [];
    const report = (at: {row: number; column: number}, message: string): void => {
      const line = block.fenceLine + 1 + at.row;
      const column = block.indent + at.column + 1;
      const source = excerpt(codeLines[at.row] ?? '');
      problems.push({
        block,
        line,
        column,
        text: `${block.docPath}:${line}:${column}: ${block.language} syntax error: ${message}${source ? ` in: ${source}` : ''}`,
      });
    };
    for (const node of collectProblemNodes(tree.rootNode)) {
      if (node.isMissing) {
        report(node.startPosition, `missing \`${node.type}\``);
        continue;
      }
      if (!node.isError) {
        const next = hiddenMissingPosition(node);
        const where = next ? `before \`${excerpt(next.text, 40)}\`` : `in this \`${node.type}\``;
        report(
          (next ?? node).startPosition,
          `a token is missing ${where} (often a line break or \`;\`, or a misspelt keyword)`,
        );
        continue;
      }
      // Tree-sitter wraps what it could not fit into an ERROR node; its last token is where the parser gave up,
      // which is usually where the mistake is (a whole class body can end up in one ERROR node).
      const stop = lastLeaf(node);
      let message = `unexpected \`${excerpt(stop.text || node.text, 40)}\``;
      if (node.startPosition.row !== stop.startPosition.row) {
        message += ` (the code does not parse from line ${block.fenceLine + 1 + node.startPosition.row} on)`;
      }
      report(stop.startPosition, message);
    }
    if (isKotlinSourceFile(block)) {
      for (const node of tree.rootNode.namedChildren) {
        if (!node || node.isExtra || node.isError || node.isMissing || KOTLIN_FILE_TOP_LEVEL.has(node.type)) continue;
        report(
          node.startPosition,
          `\`${excerpt(node.text, 40)}\` is a statement at the top level of a .kt file, where only package, import ` +
            'and declarations may stand (a misspelt keyword?)',
        );
      }
    }
    return problems.sort((a, b) => a.line - b.line || a.column - b.column);
  } finally {
    tree.delete();
  }
}

/** Checks the given blocks (skipped ones are only counted). */
export async function checkNativeBlocks(blocks: NativeBlock[]): Promise<NativeCheckResult> {
  const parsers = await loadNativeParsers();
  const checked: Record<NativeLanguage, number> = {kotlin: 0, swift: 0};
  const skipped: Record<NativeLanguage, number> = {kotlin: 0, swift: 0};
  const problems: SyntaxProblem[] = [];
  let failed = 0;
  for (const block of blocks) {
    if (block.skipped) {
      skipped[block.language] += 1;
      continue;
    }
    checked[block.language] += 1;
    const found = checkBlock(parsers, block);
    if (found.length > 0) failed += 1;
    problems.push(...found);
  }
  const total = checked.kotlin + checked.swift;
  return {blocks, problems, checked, skipped, passed: total - failed, failed};
}

/** Extracts and checks every Kotlin and Swift block under `docsDir` (its `api/` folder is generated and skipped). */
export async function checkNativeSamples({root, docsDir}: {root: string; docsDir: string}): Promise<NativeCheckResult> {
  const blocks = listDocs(docsDir, path.join(docsDir, 'api')).flatMap((file) =>
    extractNativeBlocks(fs.readFileSync(file, 'utf8'), displayPath(root, file)),
  );
  return checkNativeBlocks(blocks);
}

export function formatResult(result: NativeCheckResult, verbose = false): {out: string[]; err: string[]} {
  const out: string[] = [];
  if (verbose) {
    for (const block of result.blocks) {
      const status = block.skipped
        ? 'skipped (nocheck)'
        : result.problems.some((p) => p.block === block)
          ? 'FAILED'
          : 'ok';
      out.push(`${block.docPath}:${block.fenceLine}: ${block.language} ${block.meta} ${status}`.replace(/\s+/g, ' '));
    }
  }
  for (const language of NATIVE_LANGUAGES) {
    out.push(`${language}: ${result.checked[language]} blocks checked, ${result.skipped[language]} skipped (nocheck)`);
  }
  out.push(`native-samples: ${result.passed} passed, ${result.failed} failed`);
  return {out, err: result.problems.map((problem) => problem.text)};
}

/** A doc with one good and two broken blocks per language; `--self-test` and the unit test both use it. */
export const SELF_TEST_DOC = [
  '# Self test', // 1
  '', // 2
  '```kotlin title="Good.kt"', // 3
  'class Good(private val name: String) {', // 4
  '    fun greet(): String = "Hello, $name"', // 5
  '}', // 6
  '```', // 7
  '', // 8
  '```kotlin', // 9
  'class Unbalanced {', // 10
  '    fun greet() {', // 11
  '        println("hi")', // 12
  '}', // 13
  '```', // 14
  '', // 15
  '```kt', // 16
  'class Typo {', // 17
  '    fnu greet() {}', // 18
  '}', // 19
  '```', // 20
  '', // 21
  '```swift title="Good.swift"', // 22
  'struct Good {', // 23
  '    let name: String', // 24
  '    func greet() -> String { "Hello, \\(name)" }', // 25
  '}', // 26
  '```', // 27
  '', // 28
  '- In a list:', // 29
  '', // 30
  '  ```swift', // 31
  '  struct Unbalanced {', // 32
  '      func greet() {', // 33
  '          print("hi")', // 34
  '  }', // 35
  '  ```', // 36
  '', // 37
  '```swift', // 38
  'struct Typo {', // 39
  '    fucn greet() {}', // 40
  '}', // 41
  '```', // 42
  '', // 43
  '```kotlin nocheck', // 44
  'this is a fragment {{ and is not checked', // 45
  '```', // 46
].join('\n');

function assert(condition: boolean, message: string): void {
  if (!condition) throw new Error(`self-test failed: ${message}`);
}

async function selfTest(): Promise<void> {
  const result = await checkNativeBlocks(extractNativeBlocks(SELF_TEST_DOC, 'docs/self-test.md'));
  const {out, err} = formatResult(result, true);
  for (const line of err) console.error(line);
  for (const line of out) console.log(line);
  assert(result.checked.kotlin === 3 && result.checked.swift === 3, 'expected 3 Kotlin and 3 Swift blocks checked');
  assert(result.skipped.kotlin === 1, 'expected the nocheck block to be skipped');
  assert(
    result.passed === 2 && result.failed === 4,
    `expected 2 passed and 4 failed, got ${result.passed}/${result.failed}`,
  );
  const failedAt = new Set(result.problems.map((p) => p.block.fenceLine));
  assert(
    [9, 16, 31, 38].every((line) => failedAt.has(line)),
    'every broken block must fail',
  );
  assert(!failedAt.has(3) && !failedAt.has(22), 'the good blocks must pass');
  console.log('self-test passed');
}

async function main(argv: string[]): Promise<number> {
  const valueOf = (flag: string): string | undefined => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  if (argv.includes('--self-test')) {
    await selfTest();
    return 0;
  }
  const root = path.resolve(valueOf('--root') ?? process.cwd());
  const docsDir = path.resolve(valueOf('--docs') ?? path.join(root, 'docs'));
  if (!fs.existsSync(docsDir)) throw new Error(`docs folder not found: ${docsDir}`);
  const result = await checkNativeSamples({root, docsDir});
  const {out, err} = formatResult(result, argv.includes('--verbose'));
  for (const line of err) console.error(line);
  for (const line of out) console.log(line);
  return result.failed > 0 ? 1 : 0;
}

runAsScript(module, main);
