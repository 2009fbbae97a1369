/**
 * Docusaurus admonitions (`:::note[Title]` ... `:::`) are Docusaurus syntax: in a Markdown twin they would reach the
 * reader as literal colons. This writes each one as a blockquote that plain Markdown renders, its title (or its kind,
 * when it has no title) in bold on the first line. Fenced code (found by the sample checkers' fence parser) is left
 * alone, including `:::` lines inside it.
 */
import {fencedBlocks} from '../../build-tools/fencedBlocks';

const kinds: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

const opening = new RegExp(`^(\\s*):::(${Object.keys(kinds).join('|')})(?:\\[(.*)\\])?\\s*$`);
const closing = /^\s*:::\s*$/;

export function admonitionsAsBlockquotes(markdown: string): string {
  // 0-based indexes of the lines that belong to fenced code, fences included.
  const fenced = new Set<number>();
  for (const block of fencedBlocks(markdown)) {
    for (let line = block.fenceLine - 1; line < block.endLine; line += 1) fenced.add(line);
  }
  const out: string[] = [];
  let quoting: string | undefined;
  markdown.split('\n').forEach((line, index) => {
    const inFence = fenced.has(index);
    if (!inFence && quoting === undefined) {
      const open = opening.exec(line);
      if (open) {
        const [, indent = '', kind = 'note', title] = open;
        quoting = indent;
        out.push(`${indent}> **${title?.trim() || (kinds[kind] ?? 'Note')}**`, `${indent}>`);
        return;
      }
    }
    if (!inFence && quoting !== undefined && closing.test(line)) {
      quoting = undefined;
      return;
    }
    if (quoting === undefined) {
      out.push(line);
    } else {
      const body = line.startsWith(quoting) ? line.slice(quoting.length) : line.trimStart();
      out.push(body.length > 0 ? `${quoting}> ${body}` : `${quoting}>`);
    }
  });
  return out.join('\n');
}
