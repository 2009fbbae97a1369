/**
 * The Markdown twins (`<page>.md`) and llms-full.txt are copies of the page sources made by docusaurus-plugin-llms,
 * so they still hold what only the HTML build resolves. This step, run after `docusaurus build`, gives them:
 * - the code of each `file=examples/...` block (build-tools/fencedBlocks.ts), which the source leaves empty;
 * - a Markdown stand-in for each React component of the page, which the plugin drops (scripts/build/twin-stand-ins.ts);
 * - links that work from the twin: each points at the twin of the page it names (scripts/build/twin-links.ts);
 * - the product-facts directives (`:fact[...]`, `:designed`, `::loader-snippet`, the adapter page's tables) with the
 *   values the rendered pages show (plugins/remark-product-facts);
 * - Docusaurus admonitions (`:::note`) as plain Markdown blockquotes (scripts/build/twin-admonitions.ts);
 * - front matter with the title and description where the page's source has none (the generated API reference),
 *   instead of the plugin's empty `{}`;
 * - in llms.txt, each page's whole description, where the plugin cuts it at 150 characters, mid-word;
 * - twins of the two pages that are not docs, /web and /markdown-page (scripts/build/page-twins.ts), listed in llms.txt and
 *   held in llms-full.txt like the docs.
 *
 *   tsx scripts/build/resolve-twin-directives.ts [buildDir]   (default: build)
 *
 * It works on the plugin's output as `docusaurus build` leaves it, once: `npm run build` and the fixture build run it
 * right after the build.
 */
import fs from 'node:fs';
import path from 'node:path';

import {expandTableDirectives, resolveDirectivesInText} from '../../plugins/remark-product-facts/directives';
import {markdownTwinPath} from '../../src/utils/markdownTwin';
import {expandIncludes} from '../../build-tools/fencedBlocks';
import {admonitionsAsBlockquotes} from './twin-admonitions';
import {markdownPageTwin, nonDocPages, webPageTwin, type PageTwin} from './page-twins';
import {builtDocPages, fencedLineIndexes, rewriteTwinLinks, samePageAnchorsToTwin, type DocPage} from './twin-links';
import {insertStandIns} from './twin-stand-ins';
import {runAsScript} from '../lib/run-as-script';

const siteDir = path.resolve(__dirname, '..', '..');

/** The built docs by their twins' paths, and every page a link may point at. */
interface Site {
  /** The docs, and the two pages with twins of their own (links to them point at their twins too). */
  readonly pages: readonly DocPage[];
  readonly pageByTwin: ReadonlyMap<string, DocPage>;
}

/** Stand-ins and links: what needs to know which page the Markdown came from. */
function completePage(markdown: string, page: DocPage, {pages}: Site): string {
  const source = fs.readFileSync(path.join(siteDir, page.source), 'utf8');
  // Links first: a stand-in's own links are written as meant (the token checker's points at the HTML page). The
  // table directives before them, so that a derived table's links point at twins like the page's own links.
  return insertStandIns(
    rewriteTwinLinks(expandTableDirectives(markdown), page.source, pages),
    source,
    page.source,
    page.permalink,
  );
}

/**
 * Twins open with front matter holding the page's title and description. Where the source has neither (the generated
 * API reference), the plugin writes `{}` or only a description; the missing fields are added from the page's head.
 */
function completeFrontMatter(twin: string, page: DocPage): string {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(twin);
  const kept = (block?.[1] ?? '').split('\n').filter((line) => line.trim() !== '' && line.trim() !== '{}');
  const has = (key: string) => kept.some((line) => line.startsWith(`${key}:`));
  const added = [
    ['title', page.title],
    ['description', page.description?.replace(/\s+/g, ' ').trim()],
  ].flatMap(([key = '', value]) => (value && !has(key) ? [`${key}: ${JSON.stringify(value)}`] : []));
  const fields = [...added, ...kept].sort((a, b) => Number(b.startsWith('title:')) - Number(a.startsWith('title:')));
  const body = block ? twin.slice(block[0].length) : `\n${twin}`;
  return fields.length > 0 ? `---\n${fields.join('\n')}\n---\n${body}` : body.replace(/^\n/, '');
}

/**
 * llms-full.txt is the plugin's header, then one section per page (`## Title`, the page's body) joined by `---`
 * lines, in the order of llms.txt's entries, which name each page's twin.
 */
function completeFullText(full: string, index: string, site: Site): string {
  const twins = [...index.matchAll(/^- \[(.*)\]\(([^)]+\.md)\)/gm)].map(([, title = '', twin = '']) => ({title, twin}));
  const parts = full.split('\n\n---\n\n');
  const firstSection = parts[0]?.search(/^## /m) ?? -1;
  if (parts.length !== twins.length || firstSection === -1) {
    throw new Error(
      `llms-full.txt has ${parts.length} sections and llms.txt ${twins.length} entries; a page body may hold a --- line`,
    );
  }
  const header = (parts[0] ?? '').slice(0, firstSection);
  parts[0] = (parts[0] ?? '').slice(firstSection);
  const sections = parts.map((section, i) => {
    const {title, twin} = twins[i] ?? {title: '', twin: ''};
    const page = site.pageByTwin.get(twin);
    if (page === undefined || !section.startsWith(`## ${title}`)) {
      throw new Error(
        `llms-full.txt section ${i + 1} ("${section.split('\n')[0] ?? ''}") does not match llms.txt's ${twin}`,
      );
    }
    // Last, so that stand-ins still find the source's lines they follow.
    return samePageAnchorsToTwin(completePage(section, page, site), twin);
  });
  return header + sections.join('\n\n---\n\n');
}

/** llms.txt's entries (`- [Title](/docs/x.md): description`) with each page's whole description. */
function completeIndex(index: string, {pageByTwin}: Site): string {
  return index.replace(/^(- \[.*\]\(([^)]+\.md)\): ).*$/gm, (entry, head: string, twin: string) => {
    const description = pageByTwin.get(twin)?.description?.replace(/\s+/g, ' ').trim();
    return description ? head + description : entry;
  });
}

/** Rewrites a built file through `transform`, includes, directives and admonitions resolved; true if it changed. */
function rewrite(file: string, transform: (text: string) => string): boolean {
  const text = fs.readFileSync(file, 'utf8');
  const result = admonitionsAsBlockquotes(
    resolveDirectivesInText(transform(expandIncludes(text, siteDir, path.relative(siteDir, file)))),
  );
  if (result === text) return false;
  fs.writeFileSync(file, result);
  return true;
}

/** A page twin as a section of llms-full.txt: its body under `## Title`, each heading one level down, as the docs'. */
function fullTextSection(twin: PageTwin, twinPath: string): string {
  const body = twin.markdown.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^\s*# .*\n+/, '');
  const fenced = fencedLineIndexes(body);
  const demoted = body
    .split('\n')
    .map((line, index) => (!fenced.has(index) && /^#{1,5} /.test(line) ? `#${line}` : line))
    .join('\n');
  return `## ${twin.title}\n\n${samePageAnchorsToTwin(demoted, twinPath).trimEnd()}`;
}

function main(argv: string[]): void {
  const buildDir = path.resolve(siteDir, argv[0] ?? 'build');
  const docPages = builtDocPages(siteDir);
  const site: Site = {
    pages: [...docPages, ...nonDocPages],
    pageByTwin: new Map(docPages.map((page) => [markdownTwinPath(page.permalink), page])),
  };
  let changed = 0;
  for (const [twin, page] of site.pageByTwin) {
    const file = path.join(buildDir, twin);
    if (fs.existsSync(file) && rewrite(file, (text) => completeFrontMatter(completePage(text, page, site), page)))
      changed += 1;
  }
  const fullFile = path.join(buildDir, 'llms-full.txt');
  const indexFile = path.join(buildDir, 'llms.txt');
  if (
    fs.existsSync(fullFile) &&
    rewrite(fullFile, (text) => completeFullText(text, fs.readFileSync(indexFile, 'utf8'), site))
  )
    changed += 1;
  if (fs.existsSync(indexFile) && rewrite(indexFile, (text) => completeIndex(text, site))) changed += 1;

  // The pages that are not docs: their twins, then their entries at the end of llms.txt and llms-full.txt.
  const pageTwins = [webPageTwin(site.pages), markdownPageTwin(siteDir, site.pages)].map((twin) => ({
    ...twin,
    markdown: admonitionsAsBlockquotes(resolveDirectivesInText(twin.markdown)),
  }));
  for (const twin of pageTwins) {
    fs.writeFileSync(path.join(buildDir, markdownTwinPath(twin.permalink)), twin.markdown);
    changed += 1;
  }
  if (fs.existsSync(indexFile) && fs.existsSync(fullFile)) {
    const entries = pageTwins.map(
      (twin) => `- [${twin.title}](${markdownTwinPath(twin.permalink)}): ${twin.description}`,
    );
    fs.writeFileSync(indexFile, `${fs.readFileSync(indexFile, 'utf8').trimEnd()}\n${entries.join('\n')}\n`);
    const sections = pageTwins.map((twin) => fullTextSection(twin, markdownTwinPath(twin.permalink)));
    fs.writeFileSync(
      fullFile,
      `${fs.readFileSync(fullFile, 'utf8').trimEnd()}\n\n---\n\n${sections.join('\n\n---\n\n')}\n`,
    );
  }

  console.log(
    `twins: completed ${changed} files (the Markdown twins, llms-full.txt, llms.txt) in ${path.relative(process.cwd(), buildDir) || '.'}`,
  );
}

runAsScript(module, main);
