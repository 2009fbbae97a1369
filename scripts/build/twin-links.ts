/**
 * Links in the Markdown twins and llms-full.txt. docusaurus-plugin-llms copies each page's source, so a link keeps
 * the form its author wrote for the MDX source: `./channelCreation.mdx#event-types`, `../index.md`, or `interfaces/Bet.md`
 * from the API reference's index. Read from a twin, such a link resolves against the twin's own URL, which is not the
 * source's place (a folder's `index.md` becomes `<folder>.md`, `.mdx` becomes `.md`), and in llms-full.txt it
 * resolves against nothing at all. This step resolves each link against the page's source file, as Docusaurus does for
 * the HTML page, and writes it as the root-relative URL of the target's twin (`/docs/integration/channelCreation.md#event-types`).
 * Root-relative links to a doc page (`/docs/api/`) point at its twin too; other links (other sites, /web, images)
 * are left as written, and Docusaurus's `pathname://` prefix is dropped. A relative link that names no doc stops the build.
 */
import fs from 'node:fs';
import path from 'node:path';

import {markdownTwinPath} from '../../src/utils/markdownTwin';
import {fencedBlocks} from '../../build-tools/fencedBlocks';

/**
 * A doc page: its source relative to the site folder (`docs/web/overview.md`), its URL path (`/docs/web/overview`),
 * and its title and description as the HTML page's head has them.
 */
export interface DocPage {
  readonly source: string;
  readonly permalink: string;
  readonly title?: string;
  readonly description?: string;
}

/** The docs of the last `docusaurus build`, read from the metadata it leaves in `.docusaurus/` (one JSON file per doc). */
export function builtDocPages(siteDir: string): DocPage[] {
  const metadataDir = path.join(siteDir, '.docusaurus', 'docusaurus-plugin-content-docs', 'default');
  const pages: DocPage[] = [];
  for (const name of fs.readdirSync(metadataDir)) {
    if (!/^site-docs-.*\.json$/.test(name)) continue;
    const metadata = JSON.parse(fs.readFileSync(path.join(metadataDir, name), 'utf8')) as {
      source?: unknown;
      permalink?: unknown;
      title?: unknown;
      description?: unknown;
    };
    if (typeof metadata.source !== 'string' || typeof metadata.permalink !== 'string') continue;
    const source = metadata.source.replace(/^@site\//, '');
    // A doc renamed since an earlier build can leave its old metadata file behind.
    if (!fs.existsSync(path.join(siteDir, source))) continue;
    const description = typeof metadata.description === 'string' ? metadata.description : undefined;
    const title = typeof metadata.title === 'string' ? metadata.title : undefined;
    pages.push({source, permalink: metadata.permalink, title, description});
  }
  if (pages.length === 0) throw new Error(`twin links: no doc metadata in ${metadataDir}; run docusaurus build first`);
  return pages;
}

/** The 0-based indexes of the lines inside fenced code, fences included. */
export function fencedLineIndexes(markdown: string): Set<number> {
  const fenced = new Set<number>();
  for (const block of fencedBlocks(markdown)) {
    for (let line = block.fenceLine - 1; line < block.endLine; line += 1) fenced.add(line);
  }
  return fenced;
}

const LINK = /\]\(([^)\s]+)((?:\s+"[^"]*")?)\)/g;

/**
 * Rewrites the links of one page's Markdown (`source`: that page's source file, relative to the site folder) to the
 * URLs of the twins they point at. Fenced code is left alone. An anchor on the same page (`#limits`) stays as written:
 * the page's own twin keeps its headings (llms-full.txt needs {@link samePageAnchorsToTwin} as well).
 */
export function rewriteTwinLinks(markdown: string, source: string, pages: readonly DocPage[]): string {
  const twinBySource = new Map(pages.map((page) => [page.source, markdownTwinPath(page.permalink)]));
  const twinByPermalink = new Map(
    pages.map((page) => [page.permalink.replace(/\/$/, ''), markdownTwinPath(page.permalink)]),
  );
  return rewriteLinksOutsideCode(markdown, (href) => twinTarget(href, source, twinBySource, twinByPermalink));
}

/**
 * In llms-full.txt every page shares one file, so an anchor on the same page (`#limits`) names nothing there: it
 * points at the page's twin instead (`/docs/web/overview.md#limits`). Fenced code is left alone.
 */
export function samePageAnchorsToTwin(markdown: string, twin: string): string {
  return rewriteLinksOutsideCode(markdown, (href) => (href.startsWith('#') ? twin + href : undefined));
}

/** Gives each link outside fenced code the href `target` returns for it, keeping its title; `undefined` keeps the link. */
function rewriteLinksOutsideCode(markdown: string, target: (href: string) => string | undefined): string {
  const fenced = fencedLineIndexes(markdown);
  return markdown
    .split('\n')
    .map((line, index) =>
      fenced.has(index)
        ? line
        : line.replace(LINK, (whole, href: string, title: string) => {
            const to = target(href);
            return to === undefined ? whole : `](${to}${title})`;
          }),
    )
    .join('\n');
}

function twinTarget(
  href: string,
  source: string,
  twinBySource: ReadonlyMap<string, string>,
  twinByPermalink: ReadonlyMap<string, string>,
): string | undefined {
  // Docusaurus's escape for a file it should not route (`pathname:///virtual-stadium-api.tgz`) is its plain path.
  if (href.startsWith('pathname://')) return href.slice('pathname://'.length);
  // Other sites, mail, and anchors on the same page (the twin keeps the page's headings) stay as written.
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('#')) return undefined;
  const hashAt = href.indexOf('#');
  const pathPart = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  if (href.startsWith('/')) {
    const twin = twinByPermalink.get(pathPart.replace(/\/$/, ''));
    return twin === undefined ? undefined : twin + hash;
  }
  const targetSource = path.posix.normalize(path.posix.join(path.posix.dirname(source), decodeURI(pathPart)));
  const twin = twinBySource.get(targetSource);
  if (twin === undefined) {
    throw new Error(`${source}: the link ${href} names no doc page (resolved to ${targetSource})`);
  }
  return twin + hash;
}
