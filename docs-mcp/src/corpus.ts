/**
 * What the server knows, read once at start from its site folder (a copy of the build's Markdown twins, llms.txt,
 * search index and example projects, made by scripts/build/pack-mcp.ts): every later answer comes from memory, so no
 * request can make the server read a file, inside the folder or outside it.
 */
import fs from 'node:fs';
import path from 'node:path';

import {selectRegion} from '../../build-tools/exampleIncludes';
import {designedLabel} from '../../src/data/designedMarker';
import {closestRoutes} from '../../src/utils/closestRoutes';
import {pageSections, slug, type Section} from './sections';

/** scripts/build/pack-mcp.ts writes this next to the twins: the site's URL and the six areas' pages. */
export interface SiteManifest {
  /** The site's origin, e.g. https://docs.virtual-stadium.example (docusaurus.config.ts `url`). */
  readonly siteUrl: string;
  /** The six areas (src/data/siteAreas.ts), in sidebar order. */
  readonly areas: readonly {readonly key: string; readonly label: string}[];
  /** Page path (`/docs/web/overview`) -> the keys of the areas whose sidebar lists it. */
  readonly pageAreas: Readonly<Record<string, readonly string[]>>;
  /** One word of each chunk of the search index's word list, preloaded at start (docs-mcp/src/search.ts). */
  readonly searchPreload?: readonly string[];
}

export const manifestFile = 'site.json';

/** Where the example projects are in the site folder, as the pages name them (`file=examples/web/...`). */
export const examplesDir = 'examples';

/** The example projects, as the build packs them (scripts/build/pack-examples.ts), by platform. */
export const examplePlatforms = [
  {key: 'web', label: 'Web starter (TypeScript: the page, the token endpoint and their tests)'},
  {key: 'android', label: 'Android example (Kotlin: app code, stand-ins and tests)'},
  {key: 'ios', label: 'iOS example (Swift)'},
] as const;

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
  /** Example files: `examples/web/src/token/vs-token.ts` -> text. */
  readonly examples: ReadonlyMap<string, string>;
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
  const examples = new Map<string, string>();
  for (const file of walk(siteDir)) {
    if (file.startsWith('pagefind/'))
      searchFiles.set(file.slice('pagefind/'.length), fs.readFileSync(path.join(siteDir, file)));
    else if (file.startsWith(`${examplesDir}/`)) examples.set(file, fs.readFileSync(path.join(siteDir, file), 'utf8'));
    else if (file.endsWith('.md')) twins.set(pageOfTwin(`/${file}`), fs.readFileSync(path.join(siteDir, file), 'utf8'));
  }
  const pages = parseLlmsTxt(llmsTxt).map((entry): PageEntry => {
    const page = pageOfTwin(entry.twin);
    if (!twins.has(page)) throw new Error(`llms.txt lists ${entry.twin}, which ${siteDir} does not hold`);
    return {...entry, path: page, areas: manifest.pageAreas[page] ?? []};
  });
  if (pages.length === 0) throw new Error(`${siteDir}/llms.txt lists no page`);
  if (!searchFiles.has('pagefind.js')) throw new Error(`${siteDir}/pagefind/ holds no search index`);
  return {manifest, llmsTxt, pages, twins, searchFiles, examples};
}

const designedWords = designedLabel.toLowerCase();

/** Whether a twin carries a designed name: the marker "designed: confirm at onboarding" stands in it. */
export function carriesDesignedNames(twin: string): boolean {
  return twin.toLowerCase().includes(designedWords);
}

// ---------------------------------------------------------------------------------------------------------------
// Paths

export const maxPathLength = 300;

/** The path of llms.txt, readable like a page. */
export const llmsPath = '/llms.txt';

/** A page (or part of one) found for a path. */
export interface FoundPage {
  readonly kind: 'page';
  /** The page path (`/docs/web/overview`), as the site spells it. */
  readonly page: string;
  /** The whole twin, or the section asked for. */
  readonly text: string;
  /** The section asked for, when one was. */
  readonly section?: Section;
  /** Every section of the page. */
  readonly sections: readonly Section[];
  /** The whole twin's size in bytes (UTF-8). */
  readonly size: number;
}

/** llms.txt or an example file (or one `#region` of it). */
export interface FoundFile {
  readonly kind: 'llms' | 'example';
  /** `/llms.txt`, or `examples/web/src/token/vs-token.ts` as the pages name it. */
  readonly page: string;
  readonly text: string;
  readonly region?: string;
  readonly size: number;
}

export interface NotFound {
  readonly error: string;
  /** The closest paths (or section ids) to what was asked, best first; empty when nothing is close. */
  readonly suggestions: readonly string[];
}

export type PageLookup = FoundPage | FoundFile | NotFound;

const byteLength = (text: string): number => Buffer.byteLength(text, 'utf8');

interface RouteIndex {
  /** Lower-case page path -> the page path as the site spells it. */
  readonly pages: ReadonlyMap<string, string>;
  /** Lower-case example path -> the path as packed. */
  readonly examples: ReadonlyMap<string, string>;
  readonly sections: Map<string, readonly Section[]>;
}

const routeIndexes = new WeakMap<Corpus, RouteIndex>();

function routeIndex(corpus: Corpus): RouteIndex {
  let index = routeIndexes.get(corpus);
  if (!index) {
    const pages = new Map<string, string>();
    // An exact spelling always wins; of two pages that differ only in case, the first keeps the lower-case key.
    for (const page of corpus.twins.keys()) if (!pages.has(page.toLowerCase())) pages.set(page.toLowerCase(), page);
    const examples = new Map([...corpus.examples.keys()].map((file) => [file.toLowerCase(), file]));
    index = {pages, examples, sections: new Map()};
    routeIndexes.set(corpus, index);
  }
  return index;
}

/** The sections of a page's twin (computed once per page). */
export function sectionsOf(corpus: Corpus, page: string): readonly Section[] {
  const index = routeIndex(corpus);
  let sections = index.sections.get(page);
  if (!sections) {
    sections = pageSections(corpus.twins.get(page) ?? '');
    index.sections.set(page, sections);
  }
  return sections;
}

/** The section of `sections` an anchor or heading names: its id in any case, or a heading's text. */
export function findSection(sections: readonly Section[], wanted: string): Section | undefined {
  const id = wanted.replace(/^#/, '').trim();
  return (
    sections.find((section) => section.id === id) ??
    sections.find((section) => section.id.toLowerCase() === id.toLowerCase()) ??
    sections.find((section) => section.id === slug(id)) ??
    sections.find((section) => section.title.toLowerCase() === id.toLowerCase())
  );
}

/** Every path a reader may ask for: the pages, llms.txt and the example files. */
export function knownPaths(corpus: Corpus): string[] {
  return [...corpus.pages.map((entry) => entry.path), llmsPath, ...corpus.examples.keys()];
}

function notFound(corpus: Corpus, input: string, wanted: string): NotFound {
  const candidates = wanted.replace(/^\//, '').startsWith(`${examplesDir}/`)
    ? [...corpus.examples.keys()].map((file) => `/${file}`)
    : [...corpus.pages.map((entry) => entry.path), llmsPath];
  const suggestions = closestRoutes(wanted, candidates).map((route) =>
    route.startsWith(`/${examplesDir}/`) ? route.slice(1) : route,
  );
  const closest = suggestions.length > 0 ? `; the closest: ${suggestions.join(', ')}` : '';
  return {
    error: `no page at ${JSON.stringify(input)}${closest}. list_pages gives every page's path`,
    suggestions,
  };
}

/**
 * Finds what a path names, as a reader or an assistant writes it: a page (`/docs/web/overview`, `docs/web/overview`,
 * `/docs/web/overview.md`, `/docs/web/overview/`, `/Docs/Web/Overview`, the site's own URL of it), one section of it
 * (`#the-five-parts`, or `section`), llms.txt, or an example file the pages include (`examples/web/src/...`, a
 * `#region` of it). Case does not matter. A URL of another site, a `..` or `.` segment, a backslash or any character
 * outside a site path is refused, never resolved; the lookup is in memory. A path that names nothing is answered
 * with the closest paths there are (the 404 page's matcher, src/utils/closestRoutes.ts).
 */
export function lookupPage(corpus: Corpus, input: string, section?: string): PageLookup {
  const none = {suggestions: []} as const;
  if (input.length > maxPathLength) return {error: `path is longer than ${maxPathLength} characters`, ...none};
  let trimmed = input.trim();
  const {siteUrl} = corpus.manifest;
  if (siteUrl && trimmed.toLowerCase().startsWith(`${siteUrl.toLowerCase()}/`)) trimmed = trimmed.slice(siteUrl.length);
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//'))
    return {
      error: `path must be a path on the site such as /docs/web/overview (or a URL under ${siteUrl}), not a URL elsewhere: ${JSON.stringify(input)}`,
      ...none,
    };
  const hashAt = trimmed.indexOf('#');
  const anchor = section ?? (hashAt >= 0 ? trimmed.slice(hashAt + 1) : '');
  const withoutAnchor = hashAt >= 0 ? trimmed.slice(0, hashAt) : trimmed;
  const segments = withoutAnchor.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.'))
    return {error: `path may not contain "." or ".." segments: ${JSON.stringify(input)}`, ...none};
  if (!/^[A-Za-z0-9/_.-]*$/.test(withoutAnchor))
    return {error: `path may hold only letters, digits, "/", "-", "_" and ".": ${JSON.stringify(input)}`, ...none};
  const wanted = `/${withoutAnchor.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  const index = routeIndex(corpus);

  if (wanted.toLowerCase() === llmsPath)
    return {kind: 'llms', page: llmsPath, text: corpus.llmsTxt, size: byteLength(corpus.llmsTxt)};

  const example = index.examples.get(wanted.slice(1).toLowerCase());
  if (example !== undefined) {
    const content = corpus.examples.get(example) ?? '';
    if (anchor.trim() === '') return {kind: 'example', page: example, text: content, size: byteLength(content)};
    try {
      const text = selectRegion(content, anchor.trim(), example);
      return {kind: 'example', page: example, text, region: anchor.trim(), size: byteLength(text)};
    } catch {
      const regions = [...content.matchAll(/#region\s+([\w.-]+)/g)].map((match) => match[1] ?? '');
      return {
        error: `${example} has no region ${JSON.stringify(anchor)}; its regions: ${regions.join(', ') || 'none'}`,
        suggestions: regions,
      };
    }
  }

  const bare = wanted.replace(/\.(md|html)$/i, '').replace(/\/index$/i, '');
  const page = corpus.twins.has(bare) ? bare : index.pages.get(bare.toLowerCase() || '/');
  if (page === undefined) return notFound(corpus, input, bare);
  const text = corpus.twins.get(page) ?? '';
  const sections = sectionsOf(corpus, page);
  const size = byteLength(text);
  if (anchor.trim() === '') return {kind: 'page', page, text, sections, size};
  const found = findSection(sections, anchor);
  if (!found) {
    const suggestions = closestRoutes(
      anchor,
      sections.map((entry) => entry.id),
    );
    const closest = suggestions.length > 0 ? ` The closest: ${suggestions.map((id) => `#${id}`).join(', ')}.` : '';
    return {
      error: `${page} has no section ${JSON.stringify(anchor)}.${closest} Its sections: ${sections.map((entry) => `#${entry.id}`).join(', ') || 'none'}`,
      suggestions,
    };
  }
  return {kind: 'page', page, text: text.slice(found.start, found.end), section: found, sections, size};
}
