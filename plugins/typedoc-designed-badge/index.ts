/**
 * TypeDoc plugin: shows the `@designed` TSDoc modifier of the API source as the site's `:designed` badge.
 *
 * `@designed` marks a declaration or member whose name or shape the product's public material does not publish
 * (virtual-stadium-api/src/internal/designed.ts lists them; tsdoc.json next to the API's tsconfig declares the tag).
 * typedoc-plugin-markdown renders a modifier tag as a bold line (**`Designed`**) under the declaration's signature.
 * This plugin replaces each such line with the `:designed` text directive, placed in its own paragraph right under
 * the heading it belongs to (the page title for a whole declaration, the member heading for a member). The site's
 * remark plugin turns the directive into the same badge the guides use. On the reference index it also follows the
 * link of every designed declaration with the badge.
 *
 * Passed to TypeDoc as a function in config/typedoc.ts (TypeDoc accepts plugin functions), so it needs no build step.
 * The build fails when the badges on a page do not match the tagged reflections of that page.
 */
import type {Application, Reflection} from 'typedoc';
import type {MarkdownApplication, MarkdownPageEvent} from 'typedoc-plugin-markdown';
import {designedLabel, resolveDirectivesInText} from '../remark-product-facts/directives';

export const designedTag = '@designed';
/** How typedoc-plugin-markdown renders the modifier (tag name without `@`, in title case, as bold code). */
export const renderedModifier = '**`Designed`**';
export const badge = ':designed';

/** The `endPage` event of typedoc-plugin-markdown (`MarkdownPageEvent.END`), by value: no runtime import needed. */
const pageEnd = 'endPage';

function isDesigned(reflection: Reflection): boolean {
  return reflection.comment?.hasModifier(designedTag) ?? false;
}

/**
 * Moves every rendered `@designed` modifier line of a page right under the closest heading above it, as a `:designed`
 * paragraph. Lines inside code fences are left alone. Returns the new Markdown and how many badges it placed.
 */
export function moveDesignedBadges(markdown: string): {markdown: string; badges: number} {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let fence: string | undefined;
  let lastHeading = -1;
  let badges = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (fence !== undefined) {
      if (line.trimStart().startsWith(fence)) fence = undefined;
      out.push(line);
      continue;
    }
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opening) {
      fence = opening[1];
      out.push(line);
      continue;
    }
    if (line.trim() === renderedModifier) {
      if (lastHeading < 0) throw new Error(`${renderedModifier} before any heading`);
      if ((lines[i + 1] ?? '').trim() === '') i += 1;
      out.splice(lastHeading + 1, 0, '', badge);
      badges += 1;
      continue;
    }
    if (/^#{1,6} /.test(line)) lastHeading = out.length;
    out.push(line);
  }
  return {markdown: out.join('\n'), badges};
}

/**
 * Docusaurus takes a page's description (meta description, link previews, llms.txt, search) from the first line of
 * its first paragraph. On a designed declaration's page that is now the badge, and TypeDoc keeps the line breaks of a
 * doc comment, so a summary written over two lines was cut mid-sentence. A page that opens with the badge, or whose
 * opening paragraph has more than one line, gets front matter with that whole paragraph (after the badge, and after
 * the declaration's code block on a type alias page) as its description, with link syntax and code backticks
 * removed. Other pages are returned unchanged.
 */
export function describeApiPage(markdown: string): string {
  if (markdown.startsWith('---\n')) return markdown;
  const lines = markdown.split('\n');
  let i = lines.findIndex((line) => line.startsWith('# ')) + 1;
  const skipBlank = (): void => {
    while (i < lines.length && (lines[i] ?? '').trim() === '') i += 1;
  };
  if (i === 0) return markdown;
  skipBlank();
  const badged = lines[i] === badge;
  if (badged) {
    i += 1;
    skipBlank();
  }
  // A type alias page shows its declaration first: the description is the paragraph after it.
  while (/^(```|~~~)/.test(lines[i] ?? '')) {
    const fence = (lines[i] ?? '').slice(0, 3);
    i += 1;
    while (i < lines.length && !(lines[i] ?? '').startsWith(fence)) i += 1;
    i += 1;
    skipBlank();
  }
  const paragraph: string[] = [];
  while (i < lines.length && (lines[i] ?? '').trim() !== '') paragraph.push((lines[i++] ?? '').trim());
  const first = paragraph[0] ?? '';
  if (first === '' || /^(#|```|~~~|[-*] |\||>)/.test(first)) return markdown;
  if (!badged && paragraph.length === 1) return markdown;
  // Front matter is not Markdown: a fact directive becomes its value, the badge its plain-text label.
  const text = resolveDirectivesInText(paragraph.join(' '))
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim();
  // A designed declaration's summary carries the marker in search results and llms.txt too.
  const description = badged ? `${text} (${designedLabel.toLowerCase()})` : text;
  return `---\ndescription: ${JSON.stringify(description)}\n---\n\n${markdown}`;
}

/** Follows the index's link to each named declaration (`- [Name](interfaces/Name.md)`) with the badge. */
export function markIndexLinks(markdown: string, names: ReadonlySet<string>): {markdown: string; badges: number} {
  let badges = 0;
  const result = markdown.replace(
    /^(- \[(\w+)\]\([\w-]+\/\w+\.mdx?\))$/gm,
    (line: string, link: string, name: string) => {
      if (!names.has(name)) return line;
      badges += 1;
      return `${link} ${badge}`;
    },
  );
  return {markdown: result, badges};
}

/** Reflections rendered on a page with their own heading: the page's model and its direct children. */
function reflectionsOnPage(model: Reflection): Reflection[] {
  const found: Reflection[] = [model];
  model.traverse((child) => {
    found.push(child);
    return true;
  });
  return found;
}

export function typedocDesignedBadge(app: Application): void {
  const markdownApp = app as MarkdownApplication;
  markdownApp.renderer.on(pageEnd, (page: MarkdownPageEvent) => {
    const model = page.model as Reflection;
    if (page.contents === undefined) return;
    if (model.isProject()) {
      const designed = new Set((model.children ?? []).filter(isDesigned).map((child) => child.name));
      const {markdown, badges} = markIndexLinks(page.contents, designed);
      if (badges !== designed.size) {
        throw new Error(
          `typedoc-designed-badge: ${page.url} links ${badges} of the ${designed.size} @designed declarations`,
        );
      }
      page.contents = markdown;
      return;
    }
    const expected = reflectionsOnPage(model).filter(isDesigned).length;
    const {markdown, badges} = moveDesignedBadges(page.contents);
    if (badges !== expected) {
      throw new Error(
        `typedoc-designed-badge: ${page.url} shows ${badges} badges for ${expected} @designed reflections`,
      );
    }
    page.contents = describeApiPage(markdown);
  });
}

/** TypeDoc loads a plugin module through its `load` export; config/typedoc.ts passes the function itself. */
export {typedocDesignedBadge as load};
export default typedocDesignedBadge;
