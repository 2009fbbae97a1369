/**
 * The designed marker, checked on the sources (`npm run check`, no build): a designed name or unit
 * (src/data/designedNames.ts) must carry its marker in the block that states it, wherever it is stated, so that its
 * certainty is the same on every page and in every comment. The built pages are checked the same way by
 * scripts/check/check-rendered-content.ts (./designedOccurrences.ts); this scan finds a missing marker a minute after the
 * edit, and it also reads what the built pages' check cannot: the typings' doc comments (the API reference shows a
 * badge per declaration, not per sentence) and the comments of the examples and the /web configurator's code.
 *
 * Where the marker must be, for a name found in
 * - a Markdown paragraph, heading or list item: `:designed` in it (a nested list item is its own block);
 * - a Markdown table row: `:designed` in any cell of that row, not in another row or the table's heading;
 * - a code block written in the page: `:designed` in the paragraph or list item before it, or a
 *   `designed: confirm at onboarding` comment in the block (a block that shows an `examples/` file is checked as
 *   that file's comments, below);
 * - a doc comment of the typings (`/** … *\/`): `:designed` or `@designed` in that comment;
 * - a comment in code (`//`, `#`, or a comment line inside a string, as the configurator writes them): the words
 *   `designed: confirm at onboarding` in that run of comment lines or on the line right above it.
 */
import ts from 'typescript';

import type {DesignedName} from '../../../src/data/designedNames';

export type SourceBlockKind = 'paragraph' | 'heading' | 'list item' | 'table row' | 'code block' | 'comment';

export interface SourceOccurrence {
  readonly name: string;
  readonly kind: SourceBlockKind;
  /** 1-based line where the block starts. */
  readonly line: number;
  readonly excerpt: string;
  readonly marked: boolean;
}

interface Block {
  readonly kind: SourceBlockKind;
  readonly line: number;
  /** The block's text as a reader reads it: link targets and front matter left out. */
  readonly text: string;
  readonly marked: boolean;
}

/** `:designed` as a directive: not inside inline code, not another directive's prefix. */
const PAGE_MARKER = /(?:^|[^\w`:]):designed(?![\w[-])/;
const COMMENT_MARKER = /designed:\s+confirm\s+at\s+onboarding/i;

/** Inline code spans left out, so that `:designed` written as code (on the page that explains it) is no marker. */
function withoutInlineCode(text: string): string {
  return text.replace(/(`+)[\s\S]*?\1/g, ' ');
}

/**
 * The text a reader reads: a link shows its text only; a name linked to its API reference page names the
 * interface there (as on the built pages, it needs no marker), so its backticks go.
 */
function readerText(markdown: string): string {
  return markdown
    .replace(/\[`([^`\]]+)`\]\((?:\/docs\/api\/|[./]*api\/)[^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})(.*)$/;
const LIST_ITEM = /^(\s*)(?:[-*+]|\d+[.)])\s+/;
const TABLE_ROW = /^\s*\|/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const HEADING = /^\s*#{1,6}\s/;
/** Lines that are not prose: JSX, imports, admonition fences, leaf directives, HTML comments. */
const NOT_PROSE = /^\s*(?:<\/?[A-Za-z]|import\s|export\s|:::|::[a-z]|\{\/\*|<!--)/;

/** The blocks of a Markdown or MDX page, each with whether it carries its own marker. */
export function markdownBlocks(markdown: string): Block[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: Block[] = [];
  let i = 0;
  // Front matter: its description cannot hold a directive, and the built pages' check reads the body only.
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
    if (end > 0) i = end + 1;
  }
  /** The last prose block before the current position, for the code block that follows it. */
  let lastProse: Block | undefined;
  const push = (kind: SourceBlockKind, start: number, raw: string[]): void => {
    const source = raw.join('\n');
    const block = {
      kind,
      line: start + 1,
      text: readerText(source),
      marked: PAGE_MARKER.test(withoutInlineCode(source)),
    };
    blocks.push(block);
    if (kind !== 'code block') lastProse = block;
  };

  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || NOT_PROSE.test(line)) {
      i += 1;
      continue;
    }
    const fence = FENCE_OPEN.exec(line);
    if (fence) {
      const [, , marks = '```', meta = ''] = fence;
      const closing = new RegExp(`^\\s*${marks.startsWith('`') ? '`' : '~'}{${marks.length},}\\s*$`);
      const body: string[] = [];
      let j = i + 1;
      while (j < lines.length && !closing.test(lines[j] ?? '')) body.push(lines[j++] ?? '');
      // A block that shows an examples/ file has an empty body; the file's comments are scanned on their own.
      if (!/\bfile=/.test(meta)) {
        const code = body.join('\n');
        blocks.push({
          kind: 'code block',
          line: i + 1,
          text: code,
          marked: COMMENT_MARKER.test(code) || PAGE_MARKER.test(meta) || (lastProse?.marked ?? false),
        });
      }
      i = j + 1;
      continue;
    }
    if (TABLE_ROW.test(line)) {
      if (!TABLE_RULE.test(line)) push('table row', i, [line]);
      i += 1;
      continue;
    }
    if (HEADING.test(line)) {
      push('heading', i, [line]);
      i += 1;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      // The item's own lines: the ones after it that are indented past its marker, up to a nested item, a
      // fence or a table; a blank line ends it unless the next line is indented like its content.
      const contentIndent = item[0].length;
      const raw = [line];
      let j = i + 1;
      while (j < lines.length) {
        const next = lines[j] ?? '';
        if (next.trim() === '') {
          const after = lines[j + 1] ?? '';
          const indent = /^\s*/.exec(after)?.[0].length ?? 0;
          if (after.trim() !== '' && indent >= contentIndent && !LIST_ITEM.test(after) && !FENCE_OPEN.test(after)) {
            j += 1;
            continue;
          }
          break;
        }
        if (LIST_ITEM.test(next) || FENCE_OPEN.test(next) || TABLE_ROW.test(next) || NOT_PROSE.test(next)) break;
        raw.push(next);
        j += 1;
      }
      push('list item', i, raw);
      i = j;
      continue;
    }
    const raw = [line];
    let j = i + 1;
    while (j < lines.length) {
      const next = lines[j] ?? '';
      if (next.trim() === '' || FENCE_OPEN.test(next) || TABLE_ROW.test(next) || HEADING.test(next)) break;
      if (LIST_ITEM.test(next) || NOT_PROSE.test(next)) break;
      raw.push(next);
      j += 1;
    }
    push('paragraph', i, raw);
    i = j;
  }
  return blocks;
}

/**
 * The spans of the declarations tagged `@designed` as a whole: the API reference shows the badge at the top of such
 * a declaration's page, so the doc comments of its members are covered by it.
 */
function designedDeclarationSpans(source: string): Array<readonly [number, number]> {
  const file = ts.createSourceFile('api.ts', source, ts.ScriptTarget.Latest, true);
  return file.statements
    .filter((statement) => ts.getJSDocTags(statement).some((tag) => tag.tagName.text === 'designed'))
    .map((statement) => [statement.getStart(file), statement.end] as const);
}

/** The doc comments (`/** … *\/`) of a TypeScript file, as blocks of their text. */
export function docCommentBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  const designedSpans = designedDeclarationSpans(source);
  for (const match of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const body = (match[1] ?? '')
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, ''))
      .join('\n');
    const line = source.slice(0, match.index).split('\n').length;
    const inDesigned = designedSpans.some(([start, end]) => match.index > start && match.index < end);
    const marked =
      inDesigned || /@designed\b/.test(body) || PAGE_MARKER.test(withoutInlineCode(body)) || COMMENT_MARKER.test(body);
    blocks.push({kind: 'comment', line, text: readerText(body), marked});
  }
  return blocks;
}

/**
 * The comment part of a line of code: after `//` (not in a URL's `://`), after a shell `#`, or a line of a block
 * comment. Comment lines the /web configurator writes inside string literals are found by their `//` too.
 */
function commentPart(line: string, shell: boolean): string | undefined {
  const slashes = /(?:^|[^:])\/\/(.*)$/.exec(line);
  if (slashes) return slashes[1] ?? '';
  if (/^\s*(?:\/\*|\*)/.test(line)) return line.replace(/^\s*(?:\/\*+|\*\/?)\s?/, '');
  if (shell) {
    const hash = /(?:^|\s)#(?!!)(.*)$/.exec(line);
    if (hash) return hash[1] ?? '';
  }
  return undefined;
}

/** Runs of lines with a comment in code (TypeScript, JavaScript or shell), each a block. */
export function codeCommentBlocks(source: string, shell = false): Block[] {
  const lines = source.split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    if (commentPart(lines[i] ?? '', shell) === undefined) {
      i += 1;
      continue;
    }
    const start = i;
    const whole: string[] = [];
    const comments: string[] = [];
    for (let part = commentPart(lines[i] ?? '', shell); part !== undefined; part = commentPart(lines[i] ?? '', shell)) {
      whole.push(lines[i] ?? '');
      comments.push(part);
      i += 1;
    }
    // The whole lines are read, so that a comment is read with the code it is about (`EXPIRES=… # in seconds`).
    const above = lines[start - 1] ?? '';
    blocks.push({
      kind: 'comment',
      line: start + 1,
      text: whole.join('\n').replace(/\s+/g, ' ').trim(),
      marked: COMMENT_MARKER.test(comments.join(' ')) || COMMENT_MARKER.test(above),
    });
  }
  return blocks;
}

function excerptOf(text: string, pattern: RegExp): string {
  const at = Math.max(0, text.search(pattern));
  return text
    .slice(Math.max(0, at - 40), at + 80)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every block that states a designed name, and whether its own marker covers it. */
export function occurrencesIn(blocks: readonly Block[], names: readonly DesignedName[]): SourceOccurrence[] {
  return blocks.flatMap((block) =>
    names
      .filter(({pattern}) => pattern.test(block.text))
      .map(({name, pattern}) => ({
        name,
        kind: block.kind,
        line: block.line,
        excerpt: excerptOf(block.text, pattern),
        marked: block.marked,
      })),
  );
}

/** The kind of source a file is, by its path: which blocks it is read as. */
export function blocksOfFile(file: string, text: string): Block[] {
  if (/\.mdx?$/.test(file)) return markdownBlocks(text);
  if (/virtual-stadium-api\/src\/.*\.ts$/.test(file)) return docCommentBlocks(text);
  if (/\.sh$/.test(file)) return codeCommentBlocks(text, true);
  return codeCommentBlocks(text);
}

/** One line per unmarked occurrence, `file:line: …`, for the check's output. */
export function describeUnmarked(file: string, occurrence: SourceOccurrence): string {
  const where = occurrence.kind === 'comment' ? 'its comment' : `its own ${occurrence.kind}`;
  return `${file}:${occurrence.line}: ${occurrence.name} without the designed marker in ${where}: "…${occurrence.excerpt}…"`;
}
