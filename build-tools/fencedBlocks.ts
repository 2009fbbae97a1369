/**
 * The docs' Markdown files and their fenced code blocks, for the sample checkers (TypeScript, Kotlin, Swift).
 * Fences may be indented inside lists, tabs and admonitions, so any leading whitespace is accepted, and the
 * block's lines lose that indentation.
 */
import fs from 'node:fs';
import path from 'node:path';

import {
  filesShownWhole,
  hasMetaWord,
  includeRef,
  readInclude,
  wholeFileAfter,
  type IncludeRef,
} from './exampleIncludes';

export interface FencedBlock {
  /** 1-based line of the opening fence. */
  readonly fenceLine: number;
  /** 1-based line of the closing fence (the last line of the text when the block is never closed). */
  readonly endLine: number;
  /** Whether a closing fence ends the block. */
  readonly closed: boolean;
  /** The info string's first word, as written (`ts`, `kotlin`). */
  readonly language: string;
  /** The rest of the info string (`title="App.kt" nocheck`). */
  readonly meta: string;
  /** How many characters the opening fence is indented by. */
  readonly indent: number;
  /** The block's body as written in the page (empty for a `file=` block: see shownCode). */
  readonly code: string;
  /** `nocheck` in the info string: a deliberate fragment that checkers skip. */
  readonly skipped: boolean;
  /** The `examples/` file (and `#region`) the block shows, when its info string has `file=`. */
  readonly included?: IncludeRef;
}

const repositoryRoot = path.resolve(__dirname, '..');

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^`\s]*)(.*)$/;

/** The fenced blocks of a Markdown text, as written (no file is read). */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: FencedBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const open = FENCE_OPEN.exec(lines[i] ?? '');
    if (!open) {
      i += 1;
      continue;
    }
    const [, indent = '', fence = '```', language = '', meta = ''] = open;
    const closing = new RegExp(`^\\s*${fence.startsWith('`') ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !closing.test(lines[j] ?? '')) {
      const line = lines[j] ?? '';
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
      j += 1;
    }
    const ref = includeRef(meta);
    blocks.push({
      fenceLine: i + 1,
      endLine: Math.min(j + 1, lines.length),
      closed: j < lines.length,
      language,
      meta: meta.trim(),
      indent: indent.length,
      code: body.join('\n'),
      skipped: hasMetaWord(meta, 'nocheck'),
      ...(ref ? {included: ref} : {}),
    });
    i = j + 1;
  }
  return blocks;
}

/**
 * The code a reader sees in a block: its own, or the `examples/` file or region it names (read from `root`).
 * A `file=` block must have an empty body, so that no stale copy can hide beside the file.
 */
export function shownCode(block: FencedBlock, root: string = repositoryRoot, page = 'a page'): string {
  if (!block.included) return block.code;
  const where = `${page}:${String(block.fenceLine)}`;
  if (block.code.trim() !== '') {
    throw new Error(`${where}: a block with file=${block.included.file} must have an empty body`);
  }
  return readInclude(root, block.included, where);
}

/**
 * The Markdown text with every `file=` block filled with what it shows, indented like its fence, and under the first
 * region of each file the whole file, as the page holds it collapsed (build-tools/exampleIncludes.ts,
 * wholeFileAfter). For the Markdown twins, which are copies of the page sources; the build fills the blocks with
 * plugins/remark-example-includes.
 */
export function expandIncludes(markdown: string, root: string = repositoryRoot, page = 'a page'): string {
  const lines = markdown.split('\n');
  const blocks = fencedBlocks(markdown);
  const shownWhole = filesShownWhole(blocks.map((block) => block.included));
  const wholeFiles = new Map<FencedBlock, string>();
  for (const block of blocks) {
    if (!block.included) continue;
    const whole = wholeFileAfter(root, block.included, shownWhole, `${page}:${String(block.fenceLine)}`);
    if (whole !== undefined) wholeFiles.set(block, whole);
  }
  // From the last block up, so the line numbers of the blocks above stay right.
  for (const block of blocks.reverse()) {
    if (!block.included) continue;
    const fenceLine = lines[block.fenceLine - 1] ?? '';
    const indent = /^\s*/.exec(fenceLine)?.[0] ?? '';
    const indented = (text: string) => text.split('\n').map((line) => (line ? indent + line : line));
    const whole = wholeFiles.get(block);
    if (whole !== undefined && block.closed) {
      const fence = /^\s*(`{3,}|~{3,})/.exec(fenceLine)?.[1] ?? '```';
      const file = block.included.file;
      lines.splice(
        block.endLine,
        0,
        '',
        `${indent}The whole file, \`${file}\` (${String(whole.split('\n').length)} lines):`,
        '',
        `${indent}${fence}${block.language} title="${file}"`,
        ...indented(whole),
        `${indent}${fence}`,
      );
    }
    // The body: the lines after the fence, up to its closing fence or the end of the text.
    const code = indented(shownCode(block, root, page));
    lines.splice(block.fenceLine, (block.closed ? block.endLine - 1 : lines.length) - block.fenceLine, ...code);
  }
  return lines.join('\n');
}

/** The Markdown and MDX files under `dir`, sorted, leaving out `skipDir` (the generated API reference). */
export function listDocs(dir: string, skipDir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path.resolve(full) !== path.resolve(skipDir)) found.push(...listDocs(full, skipDir));
    } else if (/\.mdx?$/.test(entry.name)) {
      found.push(full);
    }
  }
  return found.sort();
}

/** A file's path as messages show it: relative to the repository root with `/`, or absolute when outside it. */
export function displayPath(root: string, file: string): string {
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}
