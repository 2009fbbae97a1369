/**
 * Internal links and anchors checked on the Markdown sources, without a build: every `[text](target)` in docs/ and
 * src/pages/ Markdown that points at another doc (by file or by route), a page, a static file or an anchor must
 * resolve. Headings get Docusaurus's ids (the same slugger, `{#id}` kept). The generated API reference is not in the
 * sources: a link to `/docs/api/<kind>/<Name>` resolves when the API source exports `Name`. The browser suite's crawl
 * of the built site (tests/links.spec.ts) stays the final word; this is the fast check for `npm run check`.
 */
import fs from 'node:fs';
import path from 'node:path';

import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

import {walk} from '../../../build-tools/files';

export interface SourcePage {
  /** Path relative to the repository root, such as docs/integration/overview.md. */
  readonly file: string;
  readonly route: string;
  readonly anchors: ReadonlySet<string>;
  readonly text: string;
}

export interface BrokenLink {
  readonly file: string;
  readonly line: number;
  readonly target: string;
  readonly reason: string;
}

/** The lines of Markdown with fenced code blanked (line numbers kept). */
function outsideFences(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (open) {
      if (fence === undefined) fence = open[1];
      else if (line.trim().startsWith(fence ?? '')) fence = undefined;
      return '';
    }
    return fence === undefined ? line : '';
  });
}

/** Lines without fenced or inline code, so links shown as code are not links. */
function withoutCode(markdown: string): string[] {
  return outsideFences(markdown).map((line) => line.replace(/`[^`]*`/g, '``'));
}

function frontMatter(markdown: string): {body: string; slug?: string} {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  if (!match) return {body: markdown};
  const slug = /^slug:\s*(\S+)\s*$/m.exec(match[1] ?? '')?.[1];
  return {body: markdown.slice(match[0].length), ...(slug !== undefined ? {slug} : {})};
}

/** The ids Docusaurus gives the page's headings, plus explicit `id="…"` anchors in its JSX or HTML. */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  for (const line of outsideFences(markdown)) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      const {text, id} = parseMarkdownHeadingId(heading[1] ?? '');
      const plain = text
        .replace(/`/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_]/g, '')
        .replace(/:designed\b/g, '')
        .trim();
      anchors.add(id ?? slugger.slug(plain));
    }
    for (const match of line.matchAll(/\bid=["']([^"']+)["']/g)) anchors.add(match[1] ?? '');
  }
  return anchors;
}

function routeOfDoc(relative: string, slug: string | undefined): string {
  if (slug !== undefined) return slug === '/' ? '/docs' : `/docs${slug.startsWith('/') ? slug : `/${slug}`}`;
  const id = relative.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return id === '' ? '/docs' : `/docs/${id}`;
}

export function sourcePages(root: string): SourcePage[] {
  const docs = walk(path.join(root, 'docs'), (name) => name === 'api')
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const {body, slug} = frontMatter(text);
      const relative = path.relative(path.join(root, 'docs'), file).split(path.sep).join('/');
      return {file: path.relative(root, file), route: routeOfDoc(relative, slug), anchors: anchorsOf(body), text: body};
    });
  const pages = walk(path.join(root, 'src', 'pages'))
    .filter((file) => /\.(mdx?|tsx)$/.test(file))
    .map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const name = path.relative(path.join(root, 'src', 'pages'), file).replace(/\.(mdx?|tsx)$/, '');
      const route = name === 'index' ? '/' : `/${name.replace(/\/index$/, '')}`;
      return {file: path.relative(root, file), route, anchors: anchorsOf(frontMatter(text).body), text};
    });
  return [...docs, ...pages];
}

/** Names the API source exports, which the generated reference has a page for. */
export function apiNames(root: string): Set<string> {
  const names = new Set<string>();
  for (const file of walk(path.join(root, 'virtual-stadium-api', 'src')).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^export\s+(?:declare\s+)?(?:interface|type|function|const|enum)\s+(\w+)/gm)) {
      names.add(match[1] ?? '');
    }
  }
  return names;
}

export function brokenLinks(root: string): BrokenLink[] {
  const pages = sourcePages(root);
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const byFile = new Map(pages.map((page) => [path.resolve(root, page.file), page]));
  const api = apiNames(root);
  const problems: BrokenLink[] = [];

  for (const page of pages.filter((p) => /\.mdx?$/.test(p.file))) {
    withoutCode(page.text).forEach((line, index) => {
      for (const match of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = match[1] ?? '';
        if (/^(?:https?:|mailto:|pathname:)/.test(target)) continue;
        const [withQuery = '', anchor] = target.split('#');
        const pathPart = withQuery.replace(/\?.*$/, '');
        const report = (reason: string) => problems.push({file: page.file, line: index + 1, target, reason});
        let linked: SourcePage | undefined;
        if (pathPart === '') linked = page;
        else if (/\.mdx?$/.test(pathPart)) {
          linked = byFile.get(path.resolve(root, path.dirname(page.file), pathPart));
          if (!linked) {
            report('no such Markdown file');
            continue;
          }
        } else if (pathPart.startsWith('/docs/api')) {
          const name = /^\/docs\/api\/[\w-]+\/(\w+)$/.exec(pathPart)?.[1];
          if (pathPart !== '/docs/api' && pathPart !== '/docs/api/' && (name === undefined || !api.has(name))) {
            report('no API reference page: the API source exports no such name');
          }
          continue;
        } else if (pathPart.startsWith('/')) {
          const route = pathPart.replace(/\/$/, '') || '/';
          linked = byRoute.get(route);
          if (!linked) {
            if (fs.existsSync(path.join(root, 'static', pathPart))) continue;
            report('no page or static file has this route');
            continue;
          }
        } else {
          const fromRoute = new URL(pathPart, `http://site${page.route}/`).pathname.replace(/\/$/, '');
          linked = byRoute.get(fromRoute);
          if (!linked) {
            report('no page has this route');
            continue;
          }
        }
        if (anchor !== undefined && anchor !== '' && !linked.anchors.has(anchor)) {
          report(`no heading or id "${anchor}" on ${linked.route}`);
        }
      }
    });
  }
  return problems;
}
