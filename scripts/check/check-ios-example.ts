/**
 * Checks the iOS example, examples/ios: the single source of the Swift integration code the pages show.
 *
 *   npx tsx scripts/check/check-ios-example.ts            check examples/ios under the current folder
 *   npx tsx scripts/check/check-ios-example.ts --verbose  also list every check and its result
 *   npx tsx scripts/check/check-ios-example.ts --root <dir>  check <dir>/examples/ios (and <dir>/docs for references)
 *
 * There is no Swift compiler here, so the example is checked in two steps:
 *
 * 1. Syntax. Every `.swift` file under examples/ios, and every `// #region name` of one on its own (a page can show
 *    a region alone), is parsed with the tree-sitter Swift grammar and the rules of scripts/check/check-native-samples.ts
 *    (its parsers and `checkBlock`, so `<UPPER_SNAKE>` placeholders and macros read the same way). Each ERROR or
 *    MISSING node fails with `file:line:column`.
 * 2. Names (the stub-name check). Every type name the example uses (in a type, an attribute, a call such as
 *    `Foo(...)` or a static member such as `Foo.bar`) and every function it calls without a receiver must be
 *    declared in an example file, in a stub under examples/ios/Stubs (a test double of the published SDK surface:
 *    `Stubs/<Module>.swift` declares module `<Module>`), or in the short allow-list below of the Apple framework and
 *    Swift standard library names the example uses. A name from a stub or an Apple module also needs the file to
 *    import that module (or one that re-exports it). An unused allow-list entry fails too, so the list stays the
 *    example's own. Member names (`loginManager.login`) are not resolved: that needs a type checker.
 *
 * Also checked: regions open and close in pairs; every `file=examples/ios/...` reference in docs/ names a file (and
 * region) that exists; each stub name the pages mark designed carries `// designed: confirm at onboarding` in the
 * stub, and no other stub name does.
 *
 * The last line is `ios example: N passed, M failed`, N and M counting checks; the exit code is 1 on any failure.
 * scripts/check/check-ios-example.test.ts proves that a planted unknown SDK name and a planted syntax error fail.
 */

// cspell:ignore typealias
import * as fs from 'node:fs';
import * as path from 'node:path';
import type {Node} from 'web-tree-sitter';
import {selectRegion} from '../../build-tools/exampleIncludes';
import {walk as walkFiles} from '../../build-tools/files';
import {displayPath, fencedBlocks, listDocs} from '../../build-tools/fencedBlocks';
import {
  checkBlock,
  loadNativeParsers,
  maskPlaceholders,
  maskSwiftMacros,
  type NativeBlock,
  type NativeParsers,
} from './check-native-samples';
import {runAsScript} from '../lib/run-as-script';

/** Apple modules and what importing each one brings in besides itself. */
const REEXPORTS: Readonly<Record<string, readonly string[]>> = {
  Swift: [],
  Foundation: [],
  Combine: [],
  UIKit: ['Foundation'],
  SwiftUI: ['Foundation', 'Combine'],
};

/**
 * The Apple framework and Swift standard library names the example uses, by module. `Swift` needs no import.
 * Keep it short: an entry no example file uses fails the check.
 */
export const ALLOWED_NAMES: Readonly<Record<string, readonly string[]>> = {
  Swift: [
    'Any',
    'AnyHashable',
    'AnyObject',
    'Bool',
    'CancellationError',
    'CheckedContinuation',
    'Decodable',
    'Equatable',
    'Error',
    'Hashable',
    'Int',
    'Int32',
    'Int64',
    'MainActor',
    'Never',
    'ObjectIdentifier',
    'Range',
    'Result',
    'ClosedRange',
    'Set',
    'Sendable',
    'String',
    'Task',
    'UInt32',
    'UInt64',
    'Unicode',
    'UTF8',
    'Void',
    // Free functions.
    'fatalError',
    'max',
    'min',
    'type',
    'withCheckedThrowingContinuation',
    'withTaskCancellationHandler',
  ],
  Foundation: [
    // Darwin's monotonic clock (Foundation re-exports Darwin): MonotonicClock.swift.
    'CLOCK_MONOTONIC_RAW',
    'clock_gettime_nsec_np',
    'Data',
    'DispatchQueue',
    'HTTPURLResponse',
    'IndexPath',
    'JSONDecoder',
    'LocalizedError',
    'NSLock',
    'NSObject',
    'NSRange',
    'TimeInterval',
    'URL',
    'URLError',
    'URLRequest',
    'URLSession',
    'URLSessionConfiguration',
    'UUID',
  ],
  Combine: ['AnyCancellable', 'ObservableObject', 'PassthroughSubject', 'Published'],
  UIKit: [
    'NSCoder',
    'NSLayoutConstraint',
    'UIAction',
    'UIActivityIndicatorView',
    'UIApplication',
    'UIApplicationDelegate',
    'UIButton',
    'UILabel',
    'UIListContentConfiguration',
    'UINavigationController',
    'UIResponder',
    'UIScene',
    'UISceneSession',
    'UIStackView',
    'UITableView',
    'UITableViewCell',
    'UITableViewController',
    'UITextField',
    'UITextFieldDelegate',
    'UIViewController',
    'UIWindow',
    'UIWindowScene',
    'UIWindowSceneDelegate',
    // Members of UIViewController called without `self.`.
    'addChild',
  ],
  SwiftUI: [
    'App',
    'Binding',
    'Button',
    'Capsule',
    'Circle',
    'Color',
    // ViewModifier's associated type, used bare inside a modifier.
    'Content',
    'Environment',
    'EnvironmentObject',
    'ForEach',
    'Group',
    'HStack',
    'List',
    'NavigationView',
    'ObservedObject',
    'ProgressView',
    'Scene',
    'ScenePhase',
    'Section',
    'Spacer',
    'State',
    'StateObject',
    'Text',
    'TextField',
    'UIHostingController',
    'VStack',
    'View',
    'ViewBuilder',
    'ViewModifier',
    'WindowGroup',
    // A member of View called without `self.`.
    'modifier',
  ],
};

/**
 * Stub names the pages mark designed (`:designed` next to them): each carries `// designed: confirm at onboarding`
 * in the stub, and every stub declaration that carries it is listed here. A member is `Owner.name`; the pages must
 * mark the owner of an initializer, and the member's own name otherwise.
 */
export const DESIGNED_STUB_NAMES: readonly string[] = [
  'LoginState',
  'Kotlinx_coroutines_coreFlow',
  'Kotlinx_coroutines_coreFlowCollector',
  'ChannelConfig.init',
  // Every call is `async throws` in Swift, as Kotlin/Native exports a `suspend fun`.
  'LoginManager.login',
  'LoginManager.logOut',
  'ChatManager.getOrAddChannel',
  'ChatManager.removeChannel',
  'ChatManager.removeAllChannels',
];

const DESIGNED_COMMENT = 'designed: confirm at onboarding';

export interface CheckOutcome {
  /** What was checked, such as `syntax examples/ios/StadiumApp/Session/SessionKeeper.swift`. */
  name: string;
  /** `file:line: message` for each problem; empty when the check passed. */
  problems: string[];
}

export interface IosExampleResult {
  checks: CheckOutcome[];
  passed: number;
  failed: number;
}

interface SwiftFile {
  /** Path relative to the root, with forward slashes. */
  display: string;
  text: string;
  /** Stub module this file declares (`Stubs/<Module>.swift`), if it is a stub. */
  stubModule?: string;
  /** A package manifest (`Package.swift`): syntax and its own check, not the name check. */
  manifest?: boolean;
}

interface Region {
  name: string;
  /** 0-based line of the `// #region` marker. */
  startRow: number;
  body: string;
}

function listSwiftFiles(dir: string): string[] {
  return fs.existsSync(dir) ? walkFiles(dir).filter((file) => file.endsWith('.swift')) : [];
}

const REGION_LINE = /^\s*\/\/\s*#(region|endregion)\b\s*([\w.-]*)\s*$/;

/**
 * The regions of a file: markers checked in pairs here, each body read by build-tools/exampleIncludes.ts (the same
 * expansion the pages use: marker lines of any region left out, common indentation removed).
 */
export function findRegions(text: string): {regions: Region[]; problems: {row: number; message: string}[]} {
  const open = new Map<string, number>();
  const regions: Region[] = [];
  const problems: {row: number; message: string}[] = [];
  text.split('\n').forEach((line, row) => {
    const marker = REGION_LINE.exec(line);
    if (!marker) return;
    const [, kind, name = ''] = marker;
    if (kind === 'region') {
      if (open.has(name) || regions.some((r) => r.name === name)) {
        problems.push({row, message: `region "${name}" is opened twice`});
      }
      open.set(name, row);
      return;
    }
    const start = open.get(name);
    if (start === undefined) {
      problems.push({row, message: `#endregion ${name} without a #region ${name}`});
      return;
    }
    open.delete(name);
    regions.push({name, startRow: start, body: selectRegion(text, name)});
  });
  for (const [name, row] of open) problems.push({row, message: `#region ${name} is never closed`});
  return {regions, problems};
}

/** Blank the region marker lines (they are comments anyway), keeping line numbers. */
function withoutRegionMarkers(text: string): string {
  return text
    .split('\n')
    .map((line) => (REGION_LINE.test(line) ? '' : line))
    .join('\n');
}

function syntaxProblems(parsers: NativeParsers, display: string, code: string, firstRow = 0): string[] {
  const block: NativeBlock = {
    docPath: display,
    fenceLine: firstRow,
    language: 'swift',
    meta: '',
    code,
    indent: 0,
    skipped: false,
  };
  return checkBlock(parsers, block).map((problem) => problem.text);
}

const isUpper = (name: string): boolean => /^[A-Z]/.test(name);

interface Declarations {
  /** Type names (types, protocols, type aliases, generic parameters) declared by example files. */
  exampleTypes: Set<string>;
  /** Type names each stub module declares. */
  stubTypes: Map<string, string>;
  /** Function, property, parameter and other value names declared anywhere (for calls without a receiver). */
  values: Set<string>;
}

function childOfType(node: Node, type: string): Node | undefined {
  return node.children.find((child): child is Node => child !== null && child.type === type);
}

/** Visits every node; `visit` returning false skips the node's children. */
function walk(node: Node, visit: (node: Node) => boolean | void): void {
  if (visit(node) === false) return;
  for (const child of node.children) if (child) walk(child, visit);
}

/** Statements the grammar reads as calls (`defer { ... }`). */
const KEYWORDS_READ_AS_CALLS: ReadonlySet<string> = new Set(['defer']);

const TYPE_DECLARATIONS = new Set(['class_declaration', 'protocol_declaration', 'typealias_declaration']);
const VALUE_DECLARATIONS = new Set([
  'function_declaration',
  'protocol_function_declaration',
  'parameter',
  'lambda_parameter',
  'pattern',
  'enum_entry',
  'protocol_property_declaration',
]);

function collectDeclarations(tree: Node, into: Declarations, stubModule: string | undefined): void {
  walk(tree, (node) => {
    if (TYPE_DECLARATIONS.has(node.type) || node.type === 'type_parameter') {
      const name = childOfType(node, 'type_identifier')?.text;
      if (name) {
        if (stubModule) into.stubTypes.set(name, stubModule);
        else into.exampleTypes.add(name);
      }
    }
    if (VALUE_DECLARATIONS.has(node.type)) {
      for (const child of node.children) if (child?.type === 'simple_identifier') into.values.add(child.text);
    }
  });
}

interface NameUse {
  name: string;
  row: number;
  column: number;
  /** A call without a receiver (`foo(...)`) of a lower-case name, as opposed to a type name. */
  call: boolean;
}

/** Type names used anywhere, and functions called without a receiver. */
export function collectUses(tree: Node): NameUse[] {
  const uses: NameUse[] = [];
  const add = (node: Node, call: boolean): void => {
    uses.push({name: node.text, row: node.startPosition.row, column: node.startPosition.column, call});
  };
  walk(tree, (node) => {
    if (node.type === 'import_declaration') return false;
    const parent = node.parent;
    if (node.type === 'type_identifier') {
      // The name of a declaration is not a use.
      if (parent && (TYPE_DECLARATIONS.has(parent.type) || parent.type === 'type_parameter')) {
        if (childOfType(parent, 'type_identifier')?.id === node.id) return;
      }
      // In `Outer.Inner`, only `Outer` is resolved here; `Inner` is a member.
      if (parent?.type === 'user_type' && childOfType(parent, 'type_identifier')?.id !== node.id) return;
      // Language attributes (`@escaping`, `@objc`, `@main`) are lower case.
      if (!isUpper(node.text)) return;
      add(node, false);
      return;
    }
    if (node.type === 'simple_identifier') {
      if (!parent || parent.type === 'navigation_suffix' || parent.type === 'value_argument_label') return;
      if (VALUE_DECLARATIONS.has(parent.type) && parent.type !== 'pattern') return;
      if (isUpper(node.text)) {
        if (parent.type !== 'pattern') add(node, false);
        return;
      }
      // `foo(...)` or `foo { ... }`: a call without a receiver.
      if (
        parent.type === 'call_expression' &&
        parent.child(0)?.id === node.id &&
        !KEYWORDS_READ_AS_CALLS.has(node.text)
      ) {
        add(node, true);
      }
    }
    return true;
  });
  return uses;
}

function importsOf(tree: Node): Set<string> {
  const modules = new Set<string>(['Swift']);
  for (const node of tree.children) {
    if (node?.type !== 'import_declaration') continue;
    const name = childOfType(node, 'identifier')?.text;
    if (name) modules.add(name.trim());
  }
  for (const module of [...modules]) for (const reexported of REEXPORTS[module] ?? []) modules.add(reexported);
  return modules;
}

function allowedModuleOf(name: string): string | undefined {
  for (const [module, names] of Object.entries(ALLOWED_NAMES)) if (names.includes(name)) return module;
  return undefined;
}

/** Lines of the doc references `file=examples/ios/<path>[#region]` under docsDir. */
function docReferences(root: string, docsDir: string): {doc: string; line: number; file: string; region?: string}[] {
  return listDocs(docsDir, path.join(docsDir, 'api')).flatMap((doc) =>
    fencedBlocks(fs.readFileSync(doc, 'utf8')).flatMap((block) =>
      block.included?.file.startsWith('examples/ios/')
        ? [{doc: displayPath(root, doc), line: block.fenceLine, ...block.included}]
        : [],
    ),
  );
}

/** Runs every check on `<root>/examples/ios` (and the references in `<root>/docs`). */
/**
 * The published Swift packages (reference/product-facts.md, "iosSdk/dependencies"): each repository's library and
 * its minimum iOS. A manifest on the dependencies pages must name a published repository and its library, pin it
 * with `exact:` (as the pages advise), and not target an iOS below the SDK's minimum.
 */
export const PUBLISHED_PACKAGES = {
  'https://github.com/sportradar/VirtualStadium-SDK-Core': {library: 'VirtualStadiumDataSDK', minimumIos: 12},
  'https://github.com/sportradar/VirtualStadium-SDK-UI': {library: 'VirtualStadiumUISDK', minimumIos: 14},
} as const;

/**
 * The iOS version the example's Swift needs (Swift concurrency with URLSession's `data(for:)`), which the manifests
 * and the pages state. Above both SDKs' published minimums, which stay as the product facts say.
 */
export const SAMPLES_MINIMUM_IOS = 15;

const UI_PACKAGE = 'https://github.com/sportradar/VirtualStadium-SDK-UI';
const DATA_PACKAGE = 'https://github.com/sportradar/VirtualStadium-SDK-Core';

export function manifestProblems(display: string, text: string): string[] {
  const problems: string[] = [];
  if (!/^\/\/ swift-tools-version:\d+\.\d+/.test(text))
    problems.push(`${display}: the first line must be // swift-tools-version:X.Y`);
  const declared = [...text.matchAll(/\.package\(\s*url:\s*"([^"]+)"\s*,\s*(\w+):/g)].map((m) => ({
    url: m[1] ?? '',
    pin: m[2] ?? '',
  }));
  if (declared.length === 0) {
    problems.push(`${display}: the package URL (none) is not a published Virtual Stadium repository`);
    return problems;
  }
  let minimumIos = 0;
  for (const {url, pin} of declared) {
    const published = PUBLISHED_PACKAGES[url as keyof typeof PUBLISHED_PACKAGES];
    if (!published) {
      problems.push(`${display}: the package URL ${url} is not a published Virtual Stadium repository`);
      continue;
    }
    minimumIos = Math.max(minimumIos, published.minimumIos);
    const repository = url.split('/').at(-1) ?? '';
    if (!new RegExp(`\\.product\\(name:\\s*"${published.library}",\\s*package:\\s*"${repository}"\\)`).test(text)) {
      problems.push(
        `${display}: the target does not depend on .product(name: "${published.library}", package: "${repository}")`,
      );
    }
    if (pin !== 'exact') problems.push(`${display}: ${repository} is not pinned with exact:`);
  }
  // The samples import the Data SDK's names next to the UI SDK's, so a manifest with the UI SDK declares both.
  const urls = declared.map((d) => d.url);
  if (urls.includes(UI_PACKAGE) && !urls.includes(DATA_PACKAGE)) {
    problems.push(
      `${display}: the UI SDK is declared without the Data SDK; the samples import VirtualStadiumDataSDK, so ` +
        'declare it too, pinned exact: at the version the UI SDK release depends on',
    );
  }
  if (minimumIos === 0) return problems;
  const ios = Number(/\.iOS\(\.v(\d+)\)/.exec(text)?.[1] ?? NaN);
  if (!(ios >= minimumIos)) {
    problems.push(
      `${display}: platform iOS ${Number.isNaN(ios) ? '(none)' : ios} is below the SDKs' published minimum, iOS ${minimumIos}`,
    );
  }
  if (ios >= minimumIos && ios < SAMPLES_MINIMUM_IOS) {
    problems.push(
      `${display}: platform iOS ${ios} is below the samples' minimum, iOS ${SAMPLES_MINIMUM_IOS}: the package holds ` +
        'the example code, which uses Swift concurrency with URLSession data(for:)',
    );
  }
  return problems;
}

export async function checkIosExample({root, docsDir}: {root: string; docsDir?: string}): Promise<IosExampleResult> {
  const parsers = await loadNativeParsers();
  const exampleDir = path.join(root, 'examples', 'ios');
  const stubDir = path.join(exampleDir, 'Stubs');
  const display = (file: string): string => path.relative(root, file).split(path.sep).join('/');
  const files: SwiftFile[] = listSwiftFiles(exampleDir).map((file) => ({
    display: display(file),
    text: fs.readFileSync(file, 'utf8'),
    stubModule: path.dirname(file) === stubDir ? path.basename(file, '.swift') : undefined,
    manifest: path.basename(file) === 'Package.swift',
  }));
  const checks: CheckOutcome[] = [];
  if (files.length === 0) {
    checks.push({name: 'example files', problems: [`${display(exampleDir)}: no .swift files found`]});
  }

  // 1. Syntax, per file and per region.
  const regionsByFile = new Map<string, Region[]>();
  for (const file of files) {
    const problems = syntaxProblems(parsers, file.display, withoutRegionMarkers(file.text));
    const {regions, problems: regionProblems} = findRegions(file.text);
    regionsByFile.set(file.display, regions);
    problems.push(...regionProblems.map((p) => `${file.display}:${p.row + 1}: ${p.message}`));
    checks.push({name: `syntax ${file.display}`, problems});
    for (const region of regions) {
      checks.push({
        name: `syntax ${file.display}#${region.name}`,
        // Lines in the region's own numbering, shifted to the file's: row 0 of the body is startRow + 1.
        problems: syntaxProblems(parsers, `${file.display}#${region.name}`, region.body, region.startRow + 1),
      });
    }
  }

  // 2. Names.
  const trees = new Map<string, Node>();
  const declarations: Declarations = {exampleTypes: new Set(), stubTypes: new Map(), values: new Set()};
  const parsed = files.map((file) => {
    const tree = parsers.swift.parse(maskSwiftMacros(maskPlaceholders(file.text)));
    if (!tree) throw new Error(`${file.display}: the Swift parser returned no tree`);
    trees.set(file.display, tree.rootNode);
    collectDeclarations(tree.rootNode, declarations, file.stubModule);
    return {file, tree};
  });
  const usedAllowed = new Set<string>();
  try {
    for (const {file, tree} of parsed) {
      // A package manifest uses PackageDescription, not the app's or the SDK's names: it has its own check below.
      if (file.manifest) continue;
      const imports = importsOf(tree.rootNode);
      const problems: string[] = [];
      const stubModules = new Set(files.flatMap((f) => (f.stubModule ? [f.stubModule] : [])));
      for (const node of tree.rootNode.children) {
        const module = node?.type === 'import_declaration' ? childOfType(node, 'identifier')?.text.trim() : undefined;
        if (node && module && !(module in REEXPORTS) && !stubModules.has(module)) {
          problems.push(
            `${file.display}:${node.startPosition.row + 1}: import ${module}: no stub (examples/ios/Stubs/${module}.swift) ` +
              'and not an allow-listed Apple module',
          );
        }
      }
      const at = (use: NameUse): string => `${file.display}:${use.row + 1}:${use.column + 1}`;
      for (const use of collectUses(tree.rootNode)) {
        if (use.call) {
          const module = allowedModuleOf(use.name);
          if (module) {
            usedAllowed.add(use.name);
            if (!imports.has(module)) problems.push(`${at(use)}: ${use.name}() is from ${module}, not imported here`);
            continue;
          }
          if (declarations.values.has(use.name)) continue;
          problems.push(
            `${at(use)}: ${use.name}() is declared in no example file, no stub and not in the allow-list of ` +
              'scripts/check/check-ios-example.ts',
          );
          continue;
        }
        if (declarations.exampleTypes.has(use.name) && !file.stubModule) continue;
        const stubModule = declarations.stubTypes.get(use.name);
        if (stubModule) {
          if (stubModule !== file.stubModule && !imports.has(stubModule)) {
            problems.push(`${at(use)}: ${use.name} is from ${stubModule}, which this file does not import`);
          }
          continue;
        }
        const module = allowedModuleOf(use.name);
        if (module) {
          usedAllowed.add(use.name);
          if (!imports.has(module)) problems.push(`${at(use)}: ${use.name} is from ${module}, not imported here`);
          continue;
        }
        problems.push(
          `${at(use)}: ${use.name} is not declared in the example or a stub (examples/ios/Stubs), and is not an ` +
            'allow-listed Apple or Swift name: an SDK name missing from the stub, or a misspelling',
        );
      }
      checks.push({name: `names ${file.display}`, problems});
    }
  } finally {
    for (const {tree} of parsed) tree.delete();
  }
  const unused = Object.values(ALLOWED_NAMES)
    .flat()
    .filter((name) => !usedAllowed.has(name));
  checks.push({
    name: 'allow-list holds only names the example uses',
    problems: unused.map(
      (name) => `scripts/check/check-ios-example.ts: allow-list entry ${name} is used by no example file`,
    ),
  });

  // 2b. Package manifests (Manifests/<SDK>/Package.swift, shown on the dependencies pages).
  for (const file of files.filter((f) => f.manifest)) {
    checks.push({name: `manifest ${file.display}`, problems: manifestProblems(file.display, file.text)});
  }

  // 3. Designed stub names carry the marker comment, and only they do.
  const designedProblems: string[] = [];
  const stubs = files.filter((file) => file.stubModule);
  const markedInStubs = new Set<string>();
  for (const stub of stubs) {
    const lines = stub.text.split('\n');
    lines.forEach((line, index) => {
      if (!line.trim().startsWith(`// ${DESIGNED_COMMENT}`)) return;
      // The comment belongs to the next declaration line below it.
      for (let next = index + 1; next < lines.length; next += 1) {
        const decl = /\b(?:class|struct|enum|protocol|typealias|func|init)\b\s*(\w*)/.exec(lines[next] ?? '');
        if (lines[next]?.trim().startsWith('//') || !decl) continue;
        const owner = /\b(?:class|struct|enum|protocol)\s+(\w+)/.exec(
          lines
            .slice(0, next)
            .reverse()
            .find((l) => /^\S.*\b(?:class|struct|enum|protocol)\s+\w+/.test(l)) ?? '',
        )?.[1];
        const member = owner !== undefined && /^\s/.test(lines[next] ?? '') && /\bfunc\b/.test(lines[next] ?? '');
        const name = /\binit\b/.test(lines[next] ?? '')
          ? `${owner ?? '?'}.init`
          : member
            ? `${owner}.${decl[1] ?? ''}`
            : decl[1];
        if (name) markedInStubs.add(name);
        break;
      }
    });
  }
  for (const name of DESIGNED_STUB_NAMES) {
    if (!markedInStubs.has(name)) {
      designedProblems.push(`examples/ios/Stubs: ${name} is designed on the pages but has no "// ${DESIGNED_COMMENT}"`);
    }
  }
  for (const name of markedInStubs) {
    if (!DESIGNED_STUB_NAMES.includes(name)) {
      designedProblems.push(
        `examples/ios/Stubs: ${name} carries "// ${DESIGNED_COMMENT}" but is not in DESIGNED_STUB_NAMES`,
      );
    }
  }
  // And the pages really mark each one: some paragraph names it in code and carries `:designed`.
  const docs = docsDir ?? path.join(root, 'docs');
  const paragraphs = listDocs(docs, path.join(docs, 'api')).flatMap((doc) =>
    fs.readFileSync(doc, 'utf8').split(/\n\s*\n/),
  );
  for (const name of DESIGNED_STUB_NAMES) {
    const base = (name.endsWith('.init') ? name.split('.')[0] : name.split('.').at(-1)) ?? name;
    if (paragraphs.length > 0 && !paragraphs.some((p) => p.includes(':designed') && p.includes(`\`${base}`))) {
      designedProblems.push(
        `docs: no paragraph marks ${base} :designed; drop it from DESIGNED_STUB_NAMES and the stub`,
      );
    }
  }
  checks.push({name: 'designed stub names are marked', problems: designedProblems});

  // 4. The pages' references to the example exist.
  const referenceProblems: string[] = [];
  const references = docReferences(root, docsDir ?? path.join(root, 'docs'));
  for (const ref of references) {
    const file = files.find((f) => f.display === ref.file);
    if (!file) {
      referenceProblems.push(`${ref.doc}:${ref.line}: file=${ref.file} does not exist`);
    } else if (ref.region && !regionsByFile.get(file.display)?.some((r) => r.name === ref.region)) {
      referenceProblems.push(`${ref.doc}:${ref.line}: ${ref.file} has no region "${ref.region}"`);
    }
  }
  checks.push({name: `doc references to examples/ios (${references.length})`, problems: referenceProblems});

  const failed = checks.filter((check) => check.problems.length > 0).length;
  return {checks, passed: checks.length - failed, failed};
}

export function formatIosResult(result: IosExampleResult, verbose = false): {out: string[]; err: string[]} {
  const out = verbose ? result.checks.map((c) => `${c.problems.length > 0 ? 'FAILED' : 'ok    '} ${c.name}`) : [];
  out.push(`ios example: ${result.passed} passed, ${result.failed} failed`);
  return {out, err: result.checks.flatMap((check) => check.problems)};
}

async function main(argv: string[]): Promise<number> {
  const at = argv.indexOf('--root');
  const root = path.resolve(at >= 0 ? (argv[at + 1] ?? '.') : process.cwd());
  const result = await checkIosExample({root});
  const {out, err} = formatIosResult(result, argv.includes('--verbose'));
  for (const line of err) console.error(line);
  for (const line of out) console.log(line);
  return result.failed > 0 ? 1 : 0;
}

runAsScript(module, main);
