/**
 * The site spec, reference/site-spec.md, read as data: its routes, the API reference's names and the sidebars. The
 * spec is the one list of routes and names; build-tools/routes.ts derives the routes the browser tests visit from
 * it, and build-tools/siteSpec.test.ts holds the lists written elsewhere (the API's reference-names.ts, the areas
 * of src/data/siteAreas.ts) to it both ways.
 */
import fs from 'node:fs';
import path from 'node:path';

export const siteSpecFile = path.resolve(__dirname, '..', 'reference', 'site-spec.md');

export interface SiteSpec {
  /** "/", "/markdown-page", "/web", "/docs". */
  readonly topLevelRoutes: string[];
  /** The paths under /docs/ of the documentation pages, the API reference apart: "androidSdk/chat", "web/widgets/virtualStadium/". */
  readonly docPaths: string[];
  readonly apiFunctions: string[];
  readonly apiInterfaces: string[];
  readonly apiTypeAliases: string[];
  /** Each sidebar's key and landing doc, in the spec's order. */
  readonly sidebars: {key: string; landingDoc: string}[];
  /** The sidebars' labels as the spec names them. */
  readonly sidebarLabels: string[];
}

/** The text of a `### heading` section, up to the next heading. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n### ${heading}\n`);
  if (start < 0) throw new Error(`${path.relative(process.cwd(), siteSpecFile)}: no "### ${heading}" section`);
  const body = markdown.slice(start + heading.length + 6);
  const end = body.search(/\n#{2,3} /);
  return end < 0 ? body : body.slice(0, end);
}

/** "a, b and c." as ["a", "b", "c"]. */
function nameList(text: string): string[] {
  return text
    .replace(/\.\s*$/, '')
    .split(/,\s*|\s+and\s+/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * One cell of the pages table: "integration/analytics, authentication" is integration/analytics and
 * integration/authentication (a bare name shares the folder of the path before it, a path that does not start with
 * the row's first folder is under it: "views/logs" in the moderationUi row); "(index)" marks a folder's page.
 */
export function expandPaths(cell: string): string[] {
  const entries = cell
    .split(/,\s*(?:and\s+)?|;\s*|\s+and\s+/)
    .map((entry) => entry.replace(/\(index\)/, '').trim())
    .filter(Boolean);
  const first = entries[0] ?? '';
  const root = first.includes('/') ? first.slice(0, first.indexOf('/') + 1) : '';
  let folder = root;
  return entries.map((entry) => {
    const full = !entry.includes('/') ? folder + entry : entry.startsWith(root) ? entry : root + entry;
    folder = full.slice(0, full.lastIndexOf('/') + 1);
    return full;
  });
}

export function parseSiteSpec(markdown: string): SiteSpec {
  const topLevelRoutes = [...section(markdown, 'Top-level routes').matchAll(/^- (\/\S*)/gm)].map((match) => match[1]!);
  const docPaths: string[] = [];
  const apiFunctions: string[] = [];
  for (const row of section(markdown, 'Documentation pages (all exact matches)').split('\n')) {
    const cells = row.split('|').map((cell) => cell.trim());
    const [area, paths] = [cells[1], cells[2]];
    if (!area || !paths || area === 'Area' || /^-+$/.test(area)) continue;
    const expanded = expandPaths(paths);
    if (area === 'API reference') {
      apiFunctions.push(...expanded.flatMap((entry) => /^api\/functions\/(\w+)$/.exec(entry)?.slice(1) ?? []));
      continue;
    }
    docPaths.push(...expanded);
  }
  const interfaces = section(markdown, 'API reference interface pages (api/interfaces/{name})');
  const aliases = /Type-alias pages: ([^\n]+)/.exec(interfaces)?.[1] ?? '';
  const sidebarsText = section(markdown, 'Sidebars');
  return {
    topLevelRoutes,
    docPaths,
    apiFunctions,
    apiInterfaces: nameList(interfaces.split('\n').find((line) => /^\w+, /.test(line)) ?? ''),
    apiTypeAliases: nameList(aliases),
    sidebars: [...sidebarsText.matchAll(/^- (\w+): (\S+)$/gm)].map((match) => ({
      key: match[1]!,
      landingDoc: match[2]!,
    })),
    sidebarLabels: nameList(/sidebars exist: ([^.]+)\./.exec(sidebarsText)?.[1] ?? ''),
  };
}

let cached: SiteSpec | undefined;

/** reference/site-spec.md, parsed once. */
export function siteSpec(): SiteSpec {
  cached ??= parseSiteSpec(fs.readFileSync(siteSpecFile, 'utf8'));
  return cached;
}
