/**
 * Highlights fenced code at build time with Shiki, so that no highlighter or grammar ships to the browser.
 *
 * Every `<pre><code class="language-…">` of a Markdown page gets Shiki's tokens as its children: one
 * `span.line` per line, and a `span.sh-<kind>` per token, where the kind is one of the css-variables
 * theme's token kinds (keyword, string, comment, constant, function, parameter, punctuation,
 * string-expression, link). The colours come from src/css/code-colours.css, for light and dark, so
 * the HTML carries no inline colour and is right in either mode before the app starts.
 * src/theme/CodeBlock frames the result (title, copy and word-wrap buttons). A language Shiki does not
 * know, or plain text, is left as it is and shown plain.
 */
import type {BundledLanguage, Highlighter, ShikiTransformer, ThemeRegistration} from 'shiki';

export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

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
};

interface Shiki {
  highlighter: Highlighter;
  theme: ThemeRegistration;
}

let shiki: Promise<Shiki> | undefined;

/** One highlighter for the whole build, with our languages and the css-variables theme. */
function loadShiki(): Promise<Shiki> {
  shiki ??= import('shiki').then(async ({createHighlighter, createCssVariablesTheme}) => {
    const theme = createCssVariablesTheme({name: 'vs-css-variables', variablePrefix: '--shiki-', fontStyle: true});
    const highlighter = await createHighlighter({themes: [theme], langs: [...new Set(Object.values(shikiLanguages))]});
    return {highlighter, theme};
  });
  return shiki;
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

const styleToClass: ShikiTransformer = {
  name: 'vs-style-to-class',
  span(node) {
    const style = typeof node.properties.style === 'string' ? node.properties.style : '';
    delete node.properties.style;
    const classes = tokenClasses(style);
    if (classes.length > 0) this.addClassToHast(node, classes);
  },
};

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
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

/**
 * Shiki writes `class` (a string or a list); hast, and MDX after it, expects `className`, a list. A token span
 * left with no class (plain text) is replaced by its text, which keeps the HTML small.
 */
function normaliseClasses(node: HastNode): HastNode {
  if (node.properties && 'class' in node.properties) {
    const {class: classes, ...rest} = node.properties;
    const list = (
      Array.isArray(classes) ? classes.map(String) : typeof classes === 'string' ? classes.split(/\s+/) : []
    ).filter(Boolean);
    node.properties = list.length > 0 ? {...rest, className: list} : rest;
  }
  node.children = node.children
    ?.map(normaliseClasses)
    .flatMap((child) =>
      child.type === 'element' && child.tagName === 'span' && child.properties?.className === undefined
        ? (child.children ?? [])
        : [child],
    );
  return node;
}

/** Replaces the children of each known-language `code` element with Shiki's lines and tokens. */
export default function rehypeShiki() {
  return async (tree: HastNode): Promise<void> => {
    const blocks = codeBlocks(tree).flatMap((code) => {
      const language = shikiLanguages[languageOf(code) ?? ''];
      return language ? [{code, language}] : [];
    });
    if (blocks.length === 0) return;
    const {highlighter, theme} = await loadShiki();
    for (const {code, language} of blocks) {
      const source = textOf(code).replace(/\n$/, '');
      const root: HastNode = highlighter.codeToHast(source, {lang: language, theme, transformers: [styleToClass]});
      const highlighted = codeBlocks(root)[0];
      if (!highlighted) throw new Error(`[rehype-shiki] Shiki returned no code element for a ${language} block`);
      code.children = (highlighted.children ?? []).map(normaliseClasses);
    }
  };
}
