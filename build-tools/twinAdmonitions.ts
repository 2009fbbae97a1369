/**
 * Docusaurus admonitions (`:::note[Title]` ... `:::`) are Docusaurus syntax: in a Markdown twin they would reach the
 * reader as literal colons. This writes each one as a blockquote that plain Markdown renders, its title (or its kind,
 * when it has no title) in bold on the first line. Fenced code is left alone, including `:::` lines inside it.
 */
const kinds: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

const opening = /^(\s*):::(note|tip|info|warning|caution|danger)(?:\[(.*)\])?\s*$/;
const closing = /^\s*:::\s*$/;
const fence = /^\s*(```|~~~)/;

export function admonitionsAsBlockquotes(markdown: string): string {
  const out: string[] = [];
  let inFence = false;
  let quoting: string | undefined;
  for (const line of markdown.split('\n')) {
    if (!inFence && quoting === undefined) {
      const open = opening.exec(line);
      if (open) {
        const [, indent = '', kind = 'note', title] = open;
        quoting = indent;
        const heading = title?.trim() || (kinds[kind] ?? 'Note');
        out.push(`${indent}> **${heading}**`, `${indent}>`);
        continue;
      }
    }
    if (!inFence && quoting !== undefined && closing.test(line)) {
      quoting = undefined;
      continue;
    }
    if (fence.test(line)) inFence = !inFence;
    if (quoting === undefined) {
      out.push(line);
    } else {
      const body = line.startsWith(quoting) ? line.slice(quoting.length) : line.trimStart();
      out.push(body.length > 0 ? `${quoting}> ${body}` : `${quoting}>`);
    }
  }
  return out.join('\n');
}
