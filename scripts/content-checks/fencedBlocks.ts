/**
 * The docs' Markdown files and their fenced code blocks, for the sample checkers (TypeScript, Kotlin, Swift).
 * Fences may be indented inside lists, tabs and admonitions, so any leading whitespace is accepted, and the
 * block's lines lose that indentation.
 */
import fs from 'node:fs';
import path from 'node:path';

import {includeRef, readInclude} from '../../build-tools/exampleIncludes';

export interface FencedBlock {
  /** 1-based line of the opening fence. */
  readonly fenceLine: number;
  /** 1-based line of the closing fence (the last line of the text when the block is never closed). */
  readonly endLine: number;
  /** The info string's first word, as written (`ts`, `kotlin`). */
  readonly language: string;
  /** The rest of the info string (`title="App.kt" nocheck`). */
  readonly meta: string;
  /** How many characters the opening fence is indented by. */
  readonly indent: number;
  readonly code: string;
  /** `nocheck` in the info string: a deliberate fragment that checkers skip. */
  readonly skipped: boolean;
  /**
   * The `examples/` file (and `#region`) the block shows, when its info string has `file=`: `code` is then that
   * file's text (build-tools/exampleIncludes.ts), as the built page shows it.
   */
  readonly included?: string;
}

const repositoryRoot = path.resolve(__dirname, '..', '..');

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([^`\s]*)(.*)$/;

/** The fenced blocks of a Markdown text; `file=` blocks hold the file they include (read from `root`). */
export function fencedBlocks(markdown: string, root: string = repositoryRoot): FencedBlock[] {
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
      language,
      meta: meta.trim(),
      indent: indent.length,
      code: ref ? readInclude(root, ref, `line ${String(i + 1)}`) : body.join('\n'),
      skipped: /(^|\s)nocheck(\s|$)/.test(meta),
      ...(ref ? {included: ref.region ? `${ref.file}#${ref.region}` : ref.file} : {}),
    });
    i = j + 1;
  }
  return blocks;
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
