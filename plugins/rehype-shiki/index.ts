/**
 * Highlights fenced code at build time with Shiki, so that no highlighter or grammar ships to the browser.
 *
 * Every `<pre><code class="language-…">` of a Markdown page is highlighted with Shiki: one `span.line` per
 * line, and a `span.sh-<kind>` per token, where the kind is one of the css-variables theme's token kinds (keyword,
 * string, comment, constant, function, parameter, punctuation, string-expression, link). The colours come from
 * src/css/code-colours.css, for light and dark, so the HTML carries no inline colour and is right in either mode
 * before the app starts. A language Shiki does not know, or plain text, is left as it is and shown plain.
 *
 * The highlighted lines leave this plugin as one HTML string on the `code` element (`highlightedHtml`), not as
 * child elements. As elements, each token became a JSX call in the page's JavaScript and a React element to create
 * and hydrate (on the authentication guide, 971 of the page's 1,620 elements). As a string, the page's chunk carries
 * markup that React sets as the block's inner HTML and never walks. The string is built here from our own pages at
 * build time; no reader input reaches it.
 * src/theme/CodeBlock frames the result (title, copy and word-wrap buttons).
 *
 * A TypeScript sample that imports our API (`virtual-stadium-api` or `virtual-stadium-api/embed`) also goes
 * through Twoslash: it is compiled against the workspace package, and each name gets its type as a popup
 * (`span.twoslash-hover` > `span.twoslash-popup-container`) that src/theme/CodeBlock shows on hover and on
 * keyboard focus. A sample that does not compile stops the build with the page and line of the error.
 *
 * A whole file of examples/ shown collapsed (a copy under its region, `whole-file`, or a file listed for
 * completeness, `collapsed`) without type popups is not highlighted into the page: it arrives as plain text, in the
 * HTML and the page's chunk, with `highlightedSrc` naming /code/<language>/<file>.json, which plugins/deferred-code
 * writes after the build with highlightToHtml() below; src/theme/CodeBlock fetches it when the reader opens the
 * block. These copies were half of some guides' HTML and elements (issue #43).
 *
 * A block of a highlighted language that comes out with no token class at all also stops the build, with its page
 * and line: that is what a tokenizer that gave up (a time limit under load) or a wrong fence language looks like,
 * and it would otherwise ship as plain text (the deferred files too, in highlightToHtml). Fence plain text as `text`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {BundledLanguage, CodeToHastOptions, Highlighter, ShikiTransformer, ThemeRegistration} from 'shiki';
import type {TwoslashInstance} from 'twoslash';
import ts from 'typescript';

import {hasMetaWord, includeRef} from '../../build-tools/exampleIncludes';
import {sampleCompilerOptions} from '../../config/sampleCompiler';
import {nodesWhere, textOf, type HastNode} from '../shared/hast';
import {formatHoverType} from './hoverType';

export type {HastNode};

/** The fence languages of our pages, as Shiki names them; anything else is shown plain. */
export const shikiLanguages: Record<string, BundledLanguage> = {
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'tsx',
  js: 'javascript',
  javascript: 'javascript',
  swift: 'swift',
  kotlin: 'kotlin',
  bash: 'shellscript',
  sh: 'shellscript',
  shell: 'shellscript',
  groovy: 'groovy',
  ruby: 'ruby',
  json: 'json',
  html: 'html',
  css: 'css',
  xml: 'xml',
  csv: 'csv',
  toml: 'toml',
};

interface Shiki {
  highlighter: Highlighter;
  theme: ThemeRegistration;
  toHtml: (tree: HastNode) => string;
}

let shiki: Promise<Shiki> | undefined;

/** One highlighter for the whole build, with our languages and the css-variables theme. */
function loadShiki(): Promise<Shiki> {
  shiki ??= import('shiki').then(async ({createHighlighter, createCssVariablesTheme, hastToHtml}) => {
    const theme = createCssVariablesTheme({name: 'vs-css-variables', variablePrefix: '--shiki-', fontStyle: true});
    const highlighter = await createHighlighter({themes: [theme], langs: [...new Set(Object.values(shikiLanguages))]});
    return {highlighter, theme, toHtml: (tree) => hastToHtml(tree as Parameters<typeof hastToHtml>[0])};
  });
  return shiki;
}

/** Where a whole example file's highlighted lines are served: /code/<fence language>/<file>.json, an HTML string. */
export function deferredCodeUrl(fenceLanguage: string, file: string): string {
  return `/code/${fenceLanguage}/${file}.json`;
}

/** The fence language and example file that deferredCodeUrl() named, or undefined for another path. */
export function parseDeferredCodeUrl(url: string): {fenceLanguage: string; file: string} | undefined {
  const match = /^\/code\/([a-z]+)\/(examples\/[\w./-]+)\.json$/.exec(url);
  if (!match || match[2]!.split('/').includes('..')) return undefined;
  return {fenceLanguage: match[1]!, file: match[2]!};
}

/** Shiki's lines of `source`, without type popups, as the HTML string a highlighted block carries. */
export async function highlightToHtml(source: string, fenceLanguage: string): Promise<string> {
  const language = shikiLanguages[fenceLanguage];
  if (!language) throw new Error(`[rehype-shiki] no Shiki language for the fence language "${fenceLanguage}"`);
  const {highlighter, theme, toHtml} = await loadShiki();
  const root = highlighter.codeToHast(source.replace(/\n$/, ''), {lang: language, theme, tokenizeTimeLimit: 0});
  const highlighted = codeBlocks(root)[0];
  if (!highlighted) throw new Error(`[rehype-shiki] Shiki returned no code element for a ${language} block`);
  const lines: HastNode = {type: 'root', children: (highlighted.children ?? []).map(normaliseClasses)};
  if (/\S/.test(source) && !hasTokenClasses(lines)) {
    throw new Error(`[rehype-shiki] A ${language} file came out with no token classes; check its fence language`);
  }
  return toHtml(lines);
}

/** A sample gets type popups when it is TypeScript and imports the API package (or its `/embed` entry). */
export function wantsTypeInfo(language: BundledLanguage, source: string): boolean {
  return (
    (language === 'typescript' || language === 'tsx') &&
    /^\s*import\b[^;]*?\bfrom\s*["']virtual-stadium-api(?:\/embed)?["']/m.test(source)
  );
}

/** A sample that does not compile; `line` is 1-based within the sample. */
export class SampleCompileError extends Error {
  constructor(
    readonly line: number,
    readonly diagnostics: string,
  ) {
    super(diagnostics);
  }
}

let twoslash: Promise<ShikiTransformer> | undefined;

/**
 * The Twoslash transformer, compiled against the API source with the samples' compiler options
 * (config/sampleCompiler.ts). Its own error check is off: every error is reported by us, with its line,
 * instead of as a character offset.
 */
function loadTwoslash(): Promise<ShikiTransformer> {
  twoslash ??= Promise.all([import('twoslash'), import('@shikijs/twoslash')]).then(
    ([{createTwoslasher}, {transformerTwoslash, defaultHoverInfoProcessor}]) => {
      const base: TwoslashInstance = createTwoslasher({
        vfsRoot: path.resolve(__dirname, '..', '..'),
        compilerOptions: {...sampleCompilerOptions, types: ['node']},
        // The `SIR` loader global is declared by the /embed entry; samples may call it without importing it. A file
        // beside each sample imports it (through the "source" condition, so from the API source, never from a
        // stale dist/ build).
        extraFiles: {'vs-loader-global.ts': 'import "virtual-stadium-api/embed";\n'},
        handbookOptions: {noErrorValidation: true},
      });
      const twoslasher: TwoslashInstance = Object.assign(
        (code: string, extension?: string, options?: Parameters<TwoslashInstance>[2]) => {
          const result = base(code, extension, options);
          const errors = result.errors.filter((error) => error.level !== 'warning' && error.level !== 'message');
          const first = errors[0];
          if (first) {
            const lines = errors.map((error) => `line ${error.line + 1}: TS${String(error.code)}: ${error.text}`);
            throw new SampleCompileError(first.line + 1, lines.join('\n'));
          }
          return result;
        },
        base,
      );
      return transformerTwoslash({
        twoslasher,
        // rehypeShiki passes this transformer only for the samples that wantsTypeInfo() picks.
        filter: () => true,
        rendererRich: {
          jsdoc: false,
          // A long union (TriggerActionFunctionType) one member a line, as Prettier would print it.
          processHoverInfo: (info) => formatHoverType(defaultHoverInfoProcessor(info)),
          // A span, not a <code>: MDX would turn a nested <code> into an inline-code component.
          hast: {popupTypes: {tagName: 'span'}},
        },
      });
    },
  );
  return twoslash;
}

const repositoryRoot = path.resolve(__dirname, '..', '..');

/** The files a TypeScript file of examples/ imports by relative path, transitively, the deepest first. */
function relativeImports(file: string, seen = new Set<string>([file])): string[] {
  const text = fs.readFileSync(path.join(repositoryRoot, file), 'utf8');
  const found: string[] = [];
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((entry) => entry.fileName);
  for (const specifier of specifiers.filter((name) => /^\.{1,2}\//.test(name))) {
    const base = path.posix.join(path.posix.dirname(file), specifier);
    const target = ['.ts', '.tsx', '/index.ts']
      .map((ending) => base + ending)
      .find((candidate) => fs.existsSync(path.join(repositoryRoot, candidate)));
    if (!target || seen.has(target)) continue;
    seen.add(target);
    found.push(...relativeImports(target, seen), target);
  }
  return found;
}

/** The web example's project, which `npm run check` compiles whole, strict (its "web example types" step). */
export const webExampleProject = 'examples/web/tsconfig.json';

let webExampleFolders: string[] | undefined;

/** A TypeScript file of the folders the web example's tsconfig includes: compiled whole by `npm run check`. */
export function isCompiledExample(file: string): boolean {
  webExampleFolders ??= (() => {
    const config = ts.readConfigFile(path.join(repositoryRoot, webExampleProject), (name) => ts.sys.readFile(name))
      .config as {
      include?: string[];
    };
    return (config.include ?? []).map((folder) => path.posix.join(path.posix.dirname(webExampleProject), folder));
  })();
  return /\.tsx?$/.test(file) && webExampleFolders.some((folder) => file.startsWith(`${folder}/`));
}

/** Twoslash input for a file of examples/: the files it imports first, then `---cut---`, then the file itself. */
export function withRelativeImports(file: string, source: string): string {
  const imported = relativeImports(file).map(
    (dependency) => `// @filename: ${dependency}\n${fs.readFileSync(path.join(repositoryRoot, dependency), 'utf8')}`,
  );
  if (imported.length === 0) return source;
  return `${imported.join('\n')}\n// @filename: ${file}\n// ---cut---\n${source}`;
}

/** Turns a token's `color:var(--shiki-token-keyword)` (and font style) into classes: `sh-keyword`, `sh-italic`. */
export function tokenClasses(style: string): string[] {
  const classes: string[] = [];
  const kind = /color:\s*var\(--shiki-token-([\w-]+)\)/.exec(style)?.[1];
  if (kind) classes.push(`sh-${kind}`);
  if (/font-style:\s*italic/.test(style)) classes.push('sh-italic');
  if (/font-weight:\s*bold/.test(style)) classes.push('sh-bold');
  if (/text-decoration:\s*underline/.test(style)) classes.push('sh-underline');
  return classes;
}

function languageOf(code: HastNode): string | undefined {
  const className = code.properties?.className;
  const classes = Array.isArray(className) ? className.map(String) : [];
  return classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
}

function codeBlocks(node: HastNode, found: HastNode[] = []): HastNode[] {
  if (node.type === 'element' && node.tagName === 'pre') {
    const code = node.children?.find((child) => child.type === 'element' && child.tagName === 'code');
    if (code) found.push(code);
    return found;
  }
  for (const child of node.children ?? []) codeBlocks(child, found);
  return found;
}

/** A node's classes, whether Shiki wrote them as `class` (a string or a list) or hast as `className`. */
function classesOf(node: HastNode): string[] {
  const value = node.properties?.className ?? node.properties?.class;
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

/**
 * Shiki writes `class` and an inline token colour; hast, and MDX after it, expects `className`, a list, and the
 * site colours tokens by class. So each token's style becomes its `sh-*` classes, and a span left with no class
 * (plain text) is replaced by its text, which keeps the HTML small. Applies to Twoslash's popups as well.
 */
function normaliseClasses(node: HastNode): HastNode {
  if (node.properties) {
    const {class: _class, className: _className, style, ...rest} = node.properties;
    const classes = [...classesOf(node), ...tokenClasses(typeof style === 'string' ? style : '')];
    node.properties = classes.length > 0 ? {...rest, className: classes} : rest;
  }
  node.children = node.children
    ?.map(normaliseClasses)
    .flatMap((child) =>
      child.type === 'element' &&
      child.tagName === 'span' &&
      child.properties?.className === undefined &&
      Object.keys(child.properties ?? {}).length === 0
        ? (child.children ?? [])
        : [child],
    );
  return node;
}

/**
 * A type that spans several lines arrives as its own `pre > code` inside the popup; MDX would render that as a
 * nested code block, so its lines are lifted into the popup (which keeps line breaks with `white-space: pre-wrap`).
 */
function liftNestedCode(node: HastNode): void {
  node.children = node.children?.flatMap((child) => {
    liftNestedCode(child);
    return child.type === 'element' && (child.tagName === 'pre' || child.tagName === 'code')
      ? (child.children ?? [])
      : [child];
  });
}

/**
 * Makes a sample's type popups reachable by keyboard, one tab stop per sample: the first name is in the tab
 * order, the others are reached with the arrow keys (src/theme/CodeBlock moves the tab stop, a roving
 * tabindex). Each name is described by its popup, so a screen reader announces the type on focus.
 */
function linkTypePopups(code: HastNode, blockId: string): void {
  const hovers = nodesWhere(code, (node) => node.type === 'element' && classesOf(node).includes('twoslash-hover'));
  hovers.forEach((hover, index) => {
    const popup = hover.children?.find((child) => classesOf(child).includes('twoslash-popup-container'));
    if (!popup) return;
    liftNestedCode(popup);
    const id = `${blockId}-type-${String(index + 1)}`;
    popup.properties = {...popup.properties, id, role: 'tooltip'};
    hover.properties = {...hover.properties, tabIndex: index === 0 ? 0 : -1, ariaDescribedBy: id};
  });
}

interface VFileLike {
  path?: string;
  cwd?: string;
}

interface Positioned extends HastNode {
  position?: {start: {line: number}};
}

/** Whether any node under `node` carries a token class (`sh-keyword`, `sh-string`, ...). */
export function hasTokenClasses(node: HastNode): boolean {
  return nodesWhere(node, (child) => classesOf(child).some((name) => name.startsWith('sh-'))).length > 0;
}

/** Where a block is, for an error message: the page relative to the site, and the fence's line. */
function placeOf(code: HastNode, file: VFileLike | undefined, lineInSample = 0): string {
  const fenceLine = (code as Positioned).position?.start.line ?? 0;
  const where = file?.path ? path.relative(file.cwd ?? process.cwd(), file.path) : '<unknown page>';
  return `${where}:${String(fenceLine + lineInSample)}`;
}

/**
 * Shiki's (and Twoslash's) output for each distinct block, by language, type popups and text, for the whole build.
 * The same block on several pages (a shared sample, a region shown twice, every page of a copied docs version) is
 * highlighted and type-checked once: a Twoslash block takes about 200 ms, most of a code-heavy page's compile
 * (issue #43). Each use gets its own copy, since the steps after it change the tree. The API source does not change
 * during a build; in `docusaurus start` Twoslash already keeps the files it read for the life of the process.
 */
const highlightedBlocks = new Map<string, HastNode>();

export function highlightedOnce(key: string, highlight: () => HastNode): HastNode {
  let root = highlightedBlocks.get(key);
  if (!root) {
    root = highlight();
    highlightedBlocks.set(key, root);
  }
  return structuredClone(root);
}

/** What the plugin needs of Shiki's highlighter; a test passes a stand-in to plant a tokenizer that gave up. */
export interface RehypeShikiOptions {
  readonly codeToHast?: (code: string, options: CodeToHastOptions) => HastNode;
}

/** Gives each known-language `code` element Shiki's lines and tokens, as HTML, in place of its text. */
export default function rehypeShiki(pluginOptions: RehypeShikiOptions = {}) {
  return async (tree: HastNode, file?: VFileLike): Promise<void> => {
    const blocks = codeBlocks(tree).flatMap((code) => {
      const language = shikiLanguages[languageOf(code) ?? ''];
      return language ? [{code, language}] : [];
    });
    if (blocks.length === 0) return;
    const {highlighter, theme, toHtml} = await loadShiki();
    let typedBlocks = 0;
    for (const {code, language} of blocks) {
      const source = textOf(code).replace(/\n$/, '');
      const meta = (code as {data?: {meta?: string}}).data?.meta ?? '';
      // A whole file shown, collapsed, for context under its region (plugins/remark-example-includes) has no popups.
      const typed = wantsTypeInfo(language, source) && !hasMetaWord(meta, 'whole-file');
      const example = includeRef(meta);
      if (!typed && example && !example.region && (hasMetaWord(meta, 'whole-file') || hasMetaWord(meta, 'collapsed'))) {
        // Highlighted after the build and fetched when opened (see the header comment); the text stays.
        code.properties = {...code.properties, highlightedSrc: deferredCodeUrl(languageOf(code) ?? '', example.file)};
        continue;
      }
      // No time limit per line: under load Shiki would otherwise stop tokenizing a line and ship it uncoloured.
      const options: CodeToHastOptions = {
        lang: language,
        theme,
        tokenizeTimeLimit: 0,
        transformers: typed ? [await loadTwoslash()] : [],
      };
      // A whole file of examples/ is compiled with the files it imports relatively, each as a Twoslash virtual file
      // cut from the output, so its imports resolve and only the file itself is shown.
      // Its errors are not asked for: `npm run check` compiles examples/web whole, with its own strict tsconfig
      // ("web example types"), and asking TypeScript for every imported file's errors again cost a third of the
      // build's Twoslash time (issue #43). Inline samples and regions are still compiled here.
      const compiled =
        typed && example && !example.region
          ? `${isCompiledExample(example.file) ? '// @noErrors\n' : ''}${withRelativeImports(example.file, source)}`
          : source;
      let root: HastNode;
      try {
        root = pluginOptions.codeToHast
          ? pluginOptions.codeToHast(compiled, options)
          : highlightedOnce(`${language}\0${String(typed)}\0${compiled}`, () =>
              highlighter.codeToHast(compiled, options),
            );
      } catch (error) {
        if (!(error instanceof SampleCompileError)) throw error;
        // The fence is the line before the sample's first line.
        throw new Error(
          `[rehype-shiki] A TypeScript sample does not compile: ${placeOf(code, file, error.line)}\n${error.diagnostics}`,
        );
      }
      const highlighted = codeBlocks(root)[0];
      if (!highlighted) throw new Error(`[rehype-shiki] Shiki returned no code element for a ${language} block`);
      const lines: HastNode = {type: 'root', children: (highlighted.children ?? []).map(normaliseClasses)};
      if (/\S/.test(source) && !hasTokenClasses(lines)) {
        throw new Error(
          `[rehype-shiki] A ${language} block came out with no token classes: ${placeOf(code, file)}\n` +
            "Shiki's tokenizer gave up on it (a time limit) or the fence names the wrong language; fence plain text as text.",
        );
      }
      if (typed) linkTypePopups(lines, `sample-${String(++typedBlocks)}`);
      // The highlighted lines travel as one HTML string, not as elements (see the header comment).
      code.properties = {...code.properties, highlightedHtml: toHtml(lines)};
      code.children = [];
    }
  };
}
