/**
 * A Markdown twin's sections, so that an assistant can read the part of a long page it needs: each heading below the
 * title (`##` to `######`) starts a section that runs to the next heading of the same or a higher level, so a `##`
 * section holds its `###` ones. A section's id is the anchor the site gives the heading (`/docs/web/overview#the-five-parts`):
 * an explicit `{#id}` when the heading has one, otherwise the heading's text made a slug as Docusaurus does (GitHub's
 * rule: lower case, punctuation dropped, spaces to hyphens, a repeated slug numbered `-1`, `-2`). Headings inside
 * fenced code are code, not sections.
 */

export interface Section {
  /** The heading's anchor on the site page. */
  readonly id: string;
  /** The heading's text as the page shows it (inline code and links as their text). */
  readonly title: string;
  /** 2 for `##`, up to 6. */
  readonly level: number;
  /** Where the section starts (its heading line) and ends in the twin, in characters. */
  readonly start: number;
  readonly end: number;
  /** Its size in bytes (UTF-8), heading included. */
  readonly size: number;
}

/** A heading's text as the reader sees it: `code` and [links](…) as their text, emphasis and HTML tags dropped. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|\*|_)(?=\S)([^*_]*?\S)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .trim();
}

/** GitHub's slug of a heading (what github-slugger, which Docusaurus uses, computes), before numbering repeats. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

const fenceOpen = /^ {0,3}(`{3,}|~{3,})/;
const headingLine = /^ {0,3}(#{2,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/;
const explicitId = /\s*\{#([^}\s]+)\}\s*$/;

/** The sections of a twin, in page order. */
export function pageSections(markdown: string): Section[] {
  const found: {id: string; title: string; level: number; start: number}[] = [];
  const used = new Map<string, number>();
  let fence: string | undefined;
  let offset = 0;
  for (const line of markdown.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const marker = fenceOpen.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      continue;
    }
    const heading = headingLine.exec(line);
    if (!heading) continue;
    let raw = heading[2] ?? '';
    const explicit = explicitId.exec(raw);
    if (explicit) raw = raw.slice(0, explicit.index);
    const title = headingText(raw);
    let id = explicit?.[1] ?? slug(title);
    if (!explicit) {
      const seen = used.get(id);
      used.set(id, (seen ?? -1) + 1);
      if (seen !== undefined) id = `${id}-${seen + 1}`;
    }
    found.push({id, title, level: heading[1]?.length ?? 2, start});
  }
  const encoder = new TextEncoder();
  return found.map((section, index) => {
    const next = found.slice(index + 1).find((later) => later.level <= section.level);
    const end = next?.start ?? markdown.length;
    return {...section, end, size: encoder.encode(markdown.slice(section.start, end)).length};
  });
}
