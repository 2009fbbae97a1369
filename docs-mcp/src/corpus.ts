/**
 * What the server knows, read once at start from its site folder (a copy of the build's Markdown twins, llms.txt and
 * search index, made by scripts/pack-mcp.ts): every later answer comes from memory, so no request can make the
 * server read a file, inside the folder or outside it.
 */
import fs from 'node:fs';
import path from 'node:path';

import {designedLabel} from '../../src/data/designedMarker';

/** scripts/pack-mcp.ts writes this next to the twins: the site's URL and the six areas' pages. */
export interface SiteManifest {
  /** The site's origin, e.g. https://docs.virtual-stadium.example (docusaurus.config.ts `url`). */
  readonly siteUrl: string;
  /** The six areas (src/data/siteAreas.ts), in sidebar order. */
  readonly areas: readonly {readonly key: string; readonly label: string}[];
  /** Page path (`/docs/web/overview`) -> the keys of the areas whose sidebar lists it. */
  readonly pageAreas: Readonly<Record<string, readonly string[]>>;
}

export const manifestFile = 'site.json';

/** One entry of llms.txt. */
export interface PageEntry {
  readonly title: string;
  /** The page's path on the site (`/docs/web/overview`). */
  readonly path: string;
  /** Its twin's path (`/docs/web/overview.md`). */
  readonly twin: string;
  readonly description: string;
  /** Keys of the areas whose sidebar lists the page (none for the start pages). */
  readonly areas: readonly string[];
}

export interface Corpus {
  readonly manifest: SiteManifest;
  /** llms.txt as served. */
  readonly llmsTxt: string;
  readonly pages: readonly PageEntry[];
  /** Page path -> its twin's text, as served. */
  readonly twins: ReadonlyMap<string, string>;
  /** Files of the search index: path under pagefind/ -> bytes. */
  readonly searchFiles: ReadonlyMap<string, Uint8Array>;
}

/** Every file under `dir`, as paths relative to it with `/` separators. */
function walk(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...walk(path.join(dir, entry.name), relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/** The entries of llms.txt: `- [Title](/path.md): description`. */
export function parseLlmsTxt(text: string): {title: string; twin: string; description: string}[] {
  const entries: {title: string; twin: string; description: string}[] = [];
  for (const line of text.split('\n')) {
    const match = /^- \[(.+?)\]\((\/[^)\s]*\.md)\)(?::\s*(.*))?$/.exec(line);
    if (match) entries.push({title: match[1] ?? '', twin: match[2] ?? '', description: match[3] ?? ''});
  }
  return entries;
}

/** `/docs/web/overview.md` -> `/docs/web/overview`. */
export function pageOfTwin(twin: string): string {
  return twin.replace(/\.md$/, '');
}

/** Reads the site folder. Throws when it is not a complete copy (no llms.txt, a listed twin missing, no index). */
export function loadCorpus(siteDir: string): Corpus {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, manifestFile), 'utf8')) as SiteManifest;
  const llmsTxt = fs.readFileSync(path.join(siteDir, 'llms.txt'), 'utf8');
  const twins = new Map<string, string>();
  const searchFiles = new Map<string, Uint8Array>();
  for (const file of walk(siteDir)) {
    if (file.startsWith('pagefind/'))
      searchFiles.set(file.slice('pagefind/'.length), fs.readFileSync(path.join(siteDir, file)));
    else if (file.endsWith('.md')) twins.set(pageOfTwin(`/${file}`), fs.readFileSync(path.join(siteDir, file), 'utf8'));
  }
  const pages = parseLlmsTxt(llmsTxt).map((entry): PageEntry => {
    const page = pageOfTwin(entry.twin);
    if (!twins.has(page)) throw new Error(`llms.txt lists ${entry.twin}, which ${siteDir} does not hold`);
    return {...entry, path: page, areas: manifest.pageAreas[page] ?? []};
  });
  if (pages.length === 0) throw new Error(`${siteDir}/llms.txt lists no page`);
  if (!searchFiles.has('pagefind.js')) throw new Error(`${siteDir}/pagefind/ holds no search index`);
  return {manifest, llmsTxt, pages, twins, searchFiles};
}

const designedWords = designedLabel.toLowerCase();

/** Whether a twin carries a designed name: the marker "designed: confirm at onboarding" stands in it. */
export function carriesDesignedNames(twin: string): boolean {
  return twin.toLowerCase().includes(designedWords);
}

/** The result of reading a page path a client sent: the page, or why not. */
export type PageLookup = {readonly page: string; readonly text: string} | {readonly error: string};

export const maxPathLength = 300;

/**
 * Finds the twin of a page path as a reader would write it: `/docs/web/overview`, `docs/web/overview`,
 * `/docs/web/overview.md`, with or without a trailing slash or `#anchor`. A URL, a `..` or `.` segment, a backslash
 * or any character outside a site path is refused, never resolved; the lookup is in memory.
 */
export function lookupPage(corpus: Corpus, input: string): PageLookup {
  if (input.length > maxPathLength) return {error: `path is longer than ${maxPathLength} characters`};
  const trimmed = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//'))
    return {error: `path must be a path on the site such as /docs/web/overview, not a URL: ${JSON.stringify(input)}`};
  const withoutAnchor = trimmed.replace(/#.*$/, '');
  const segments = withoutAnchor.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.'))
    return {error: `path may not contain "." or ".." segments: ${JSON.stringify(input)}`};
  if (!/^[A-Za-z0-9/_.-]*$/.test(withoutAnchor))
    return {error: `path may hold only letters, digits, "/", "-", "_" and ".": ${JSON.stringify(input)}`};
  const page = `/${withoutAnchor.replace(/^\/+/, '')}`.replace(/\.md$/, '').replace(/\/+$/, '');
  const text = corpus.twins.get(page);
  if (text === undefined) return {error: `no page at ${JSON.stringify(input)}; list_pages gives every page's path`};
  return {page, text};
}
