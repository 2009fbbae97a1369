/**
 * The designed marker, checked per occurrence: every place a built page shows a designed name
 * (src/data/designedNames.ts) needs the `:designed` marker in its own block, so that a reader who reads only that
 * paragraph, list item or table row, or copies only that code block, still sees that the name is to be confirmed.
 *
 * Where the marker must be, for a name found in
 * - a paragraph, heading or other prose block: in that block, or in the list item or table row that holds it;
 * - a list item or table row: anywhere in it (a nested list item is its own block);
 * - a code block: in the block's caption or title, or in the paragraph or list item right before the block (for a
 *   block that opens a tab or an admonition, the one right before that tab set or admonition), or, for a file of
 *   examples/, a `designed: confirm at onboarding` comment on each line that shows the name or on the line above.
 *
 * A marker elsewhere on the page does not count. Type popups inside code (build-time Twoslash) show the API source,
 * which the API reference marks per type, so they are left out.
 */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import {isTag, isText, type AnyNode, type Element} from 'domhandler';

import type {DesignedName} from '../../../src/data/designedNames';

const MARKER = '[data-designed-marker]';
/** Blocks of prose whose text is one reading unit. */
const PROSE_BLOCKS = 'p, li, tr, h1, h2, h3, h4, h5, h6, dt, dd, figcaption, summary, caption, blockquote';
/** A code block: Docusaurus's container (title and code), or a bare `pre` outside one. */
const CODE_CONTAINER = '.theme-code-block';

export interface DesignedOccurrence {
  /** The designed name's description (src/data/designedNames.ts). */
  readonly name: string;
  /** Where it was found: a few words of its block. */
  readonly excerpt: string;
  readonly kind: 'prose' | 'code';
  readonly marked: boolean;
}

function contentRoot($: CheerioAPI): Cheerio<Element> {
  const article = $('article').first();
  if (article.length > 0) return article;
  const main = $('main').first();
  return main.length > 0 ? main : $('body');
}

/**
 * The text of `element` without the text of nested blocks (each is checked on its own). Inline code keeps the
 * backticks it was written with, so that a name in inline code (`CopyBet`) matches as the name it is.
 */
function ownText($: CheerioAPI, element: Element, nested: string): string {
  const copy = $(element).clone();
  copy.find(nested).remove();
  // A name that links to the API reference names the interface there (`ReportMessageClick`), which needs no marker.
  copy
    .find('code')
    .not('a[href*="/docs/api/"] code')
    .each((_, code) => {
      $(code).text(`\`${$(code).text()}\``);
    });
  return copy.text().replace(/\s+/g, ' ').trim();
}

/** Whether `scope` holds a marker that is not inside one of its nested blocks of kind `nested`. */
function hasOwnMarker($: CheerioAPI, scope: Element, nested: string): boolean {
  return $(scope)
    .find(MARKER)
    .toArray()
    .some((marker) => {
      const holder = $(marker).parents(nested).first();
      return holder.length === 0 || holder.get(0) === scope || !$(scope).find(holder).length;
    });
}

function isElement(node: AnyNode | null | undefined): node is Element {
  return node !== null && node !== undefined && isTag(node);
}

/**
 * The element right before a code block, as a reader meets it: the previous element sibling, or, for a block that
 * is first in its tab panel or admonition, the one before that tab set or admonition. (A panel's previous sibling is
 * another panel, and the tab list precedes them all, so a tab set is passed as a whole; a collapsed file's summary is
 * passed the same way.)
 */
function elementBefore($: CheerioAPI, block: Element, root: Element): Element | undefined {
  let current: Element | undefined = block;
  while (current !== undefined && current !== root) {
    let previous: AnyNode | null = current.prev;
    while (previous !== null && !isElement(previous)) previous = previous.prev;
    // A collapsed file ("Show …", plugins/remark-example-includes) is read after what comes before the <details>.
    if (isElement(previous) && $(previous).is('details.vs-whole-file > summary')) {
      current = $(previous).parent().get(0);
      continue;
    }
    if (isElement(previous)) return previous;
    const parent: AnyNode | null = current.parent;
    if (!isElement(parent)) return undefined;
    const tabSet: AnyNode | undefined = $(parent).is('[role="tabpanel"]')
      ? $(parent).closest('.tabs-container').get(0)
      : undefined;
    current = isElement(tabSet) ? tabSet : parent;
  }
  return undefined;
}

/** The comment examples/ files put on a designed name's line, or on the line above it. */
const CODE_COMMENT_MARKER = /designed: confirm at onboarding/i;

/** Whether every line of `code` that shows the name has the marker comment on it or on the line above. */
function commentMarks(code: string, pattern: RegExp): boolean {
  const lines = code.split('\n');
  const showing = lines.flatMap((line, index) => (pattern.test(line) ? [index] : []));
  return (
    showing.length > 0 &&
    showing.every(
      (index) => CODE_COMMENT_MARKER.test(lines[index] ?? '') || CODE_COMMENT_MARKER.test(lines[index - 1] ?? ''),
    )
  );
}

function excerptOf(text: string, pattern: RegExp): string {
  const at = text.search(pattern);
  const start = Math.max(0, at - 50);
  return text
    .slice(start, at + 80)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every block of the page's content that shows a designed name, and whether its own marker covers it. */
export function designedOccurrences(html: string, names: readonly DesignedName[]): DesignedOccurrence[] {
  const $ = load(html);
  const root = contentRoot($);
  const rootElement = root.get(0);
  if (rootElement === undefined) return [];
  root.find('script, style, noscript, template, .twoslash-popup-container').remove();
  const occurrences: DesignedOccurrence[] = [];

  // Code blocks: the container (with its title), or a bare pre.
  const codeBlocks = [
    ...root.find(CODE_CONTAINER).toArray(),
    ...root
      .find('pre')
      .toArray()
      .filter((pre) => $(pre).parents(CODE_CONTAINER).length === 0),
  ];
  for (const block of codeBlocks) {
    const code = $(block).find('pre').addBack('pre').text();
    const found = names.filter(({pattern}) => pattern.test(code));
    if (found.length === 0) continue;
    const before = elementBefore($, block, rootElement);
    const marked =
      $(block).find(MARKER).length > 0 ||
      (before !== undefined && ($(before).is(MARKER) || $(before).find(MARKER).length > 0));
    for (const {name, pattern} of found) {
      occurrences.push({
        name,
        excerpt: excerptOf(code, pattern),
        kind: 'code',
        marked: marked || commentMarks(code, pattern),
      });
    }
  }

  // Prose: each block's own text (code blocks and nested blocks are checked on their own).
  const nestedForText = `${PROSE_BLOCKS}, pre, ${CODE_CONTAINER}`;
  for (const block of root.find(PROSE_BLOCKS).toArray()) {
    const text = ownText($, block, nestedForText);
    const found = names.filter(({pattern}) => pattern.test(text));
    if (found.length === 0) continue;
    // A paragraph inside a list item or table row may rely on the item's or row's marker.
    const scopes = [block, ...$(block).parents('li, tr').first().toArray()];
    const marked = scopes.some((scope) => hasOwnMarker($, scope, 'li, tr'));
    for (const {name, pattern} of found) {
      occurrences.push({name, excerpt: excerptOf(text, pattern), kind: 'prose', marked});
    }
  }

  // Text in no block at all (a tab label, a bare div): the marker must then be in the same element.
  const loose = root.clone();
  loose.find(`${nestedForText}`).remove();
  for (const element of loose.find('*').addBack().toArray()) {
    const text = $(element)
      .contents()
      .toArray()
      .filter((node) => isText(node))
      .map((node) => $(node).text())
      .join(' ');
    const found = names.filter(({pattern}) => pattern.test(text));
    for (const {name, pattern} of found) {
      const marked = $(element).children(MARKER).length > 0;
      occurrences.push({name, excerpt: excerptOf(text, pattern), kind: 'prose', marked});
    }
  }
  return occurrences;
}
