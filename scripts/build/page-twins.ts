/**
 * Markdown twins of the two pages that are not docs, so that llms.txt and a reader who adds `.md` reach every page:
 * - /web (src/pages/web.tsx, a React page): what the page does, then the embed configurator's output for its default
 *   choices, made by the configurator's own model (src/utils/embedConfigurator.ts), so the twin shows exactly what the
 *   page shows before a reader changes anything; then the modules and the pages to read next;
 * - /markdown-page (src/pages/markdown-page.md): its source, with links pointed at twins as in the docs' twins.
 * docusaurus-plugin-llms makes twins of docs only; scripts/build/resolve-twin-directives.ts writes these beside them and
 * lists them in llms.txt and llms-full.txt.
 */
import fs from 'node:fs';
import path from 'node:path';

import {joinAsProse} from '../../plugins/remark-product-facts/directives';
import {moduleCards, webPage} from '../../src/data/siteAreas';
import {
  actionOptions,
  buildEmbedSnippet,
  defaultOptions,
  embedSnippetTitles,
  moduleOptions,
} from '../../src/utils/embedConfigurator';
import {markdownTwinPath} from '../../src/utils/markdownTwin';
import {rewriteTwinLinks, type DocPage} from './twin-links';

export interface PageTwin {
  /** The page's URL path (`/web`). */
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  /** The twin's Markdown: front matter (title, description), then the body with its `# heading`. */
  readonly markdown: string;
}

/**
 * The two pages as the twin links know pages (./twin-links.ts): a link to /web or /markdown-page from another twin
 * points at their twins, like a link to a doc.
 */
export const nonDocPages: readonly DocPage[] = [
  {source: 'src/pages/web.tsx', permalink: webPage.path, title: webPage.title, description: webPage.description},
  {source: 'src/pages/markdown-page.md', permalink: '/markdown-page'},
];

function frontMatter(title: string, description: string): string {
  return `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n---\n\n`;
}

/** A fence longer than any backtick run in `code`, so the code cannot close it. */
function fenced(language: string, title: string, code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map(([run]) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language} title=${JSON.stringify(title)}\n${code.replace(/\n$/, '')}\n${fence}`;
}

function listed(words: readonly string[]): string {
  return words.length === 0 ? 'none' : joinAsProse(words);
}

/** The /web twin, given the docs (for the titles and twins of the pages it links). */
export function webPageTwin(pages: readonly DocPage[]): PageTwin {
  const snippet = buildEmbedSnippet(defaultOptions);
  const modules = moduleOptions.filter((option) => defaultOptions.modules.includes(option.key)).map((o) => o.label);
  const actions = actionOptions.filter((option) => defaultOptions.actions.includes(option.type)).map((o) => o.type);
  const titleOf = (permalink: string): string => pages.find((page) => page.permalink === permalink)?.title ?? permalink;
  const next = ['/docs/web/overview', '/docs/web/widgets/adapter', '/docs/web/troubleshooting', '/docs/api/'].map(
    (to) => `- [${titleOf(to)}](${markdownTwinPath(to)})`,
  );
  const body = [
    `# ${webPage.heading}`,
    '',
    `The [web version of this page](${webPage.path}) is the start page for embedding the Virtual Stadium web widget. ` +
      'It shows the three steps of an embed (load the loader, register one adapter, add the widget), lists the ' +
      "widget's modules, and holds an embed configurator. The configurator is interactive and runs only in a " +
      'browser: you tick the modules you enable and the `onAction` actions you handle, enter your channel id, ' +
      'container selector and language, and it writes the page markup and a TypeScript module for you, keeping ' +
      'your choices in the page address.',
    '',
    '## Configure your embed',
    '',
    `With its default choices (modules: ${listed(modules)}; actions: ${listed(actions.map((a) => `\`${a}\``))}; ` +
      `channel id \`${defaultOptions.channelId}\`; container \`${defaultOptions.selector}\`; language ` +
      `\`${defaultOptions.language}\`), the configurator writes these two files. Replace \`<CLIENT_ID>\` with ` +
      `the client id you receive at onboarding, \`${defaultOptions.channelId}\` with a channel you ` +
      `[created](${markdownTwinPath('/docs/integration/channelCreation')}), and the token address with the ` +
      `endpoint of your own backend that [signs the token](${markdownTwinPath('/docs/integration/authentication')}).`,
    '',
    fenced('html', embedSnippetTitles.html, snippet.html),
    '',
    fenced('ts', embedSnippetTitles.script, snippet.script),
    '',
    '## Modules',
    '',
    ...moduleCards.map((card) => `- [${card.title}](${markdownTwinPath(card.to)}): ${card.summary}`),
    '',
    '## Where to go next',
    '',
    ...next,
    '',
  ].join('\n');
  return {
    permalink: webPage.path,
    title: webPage.title,
    description: webPage.description,
    markdown: frontMatter(webPage.title, webPage.description) + body,
  };
}

/** The /markdown-page twin: its Markdown source, with front matter in the twins' form and links to twins. */
export function markdownPageTwin(siteDir: string, pages: readonly DocPage[]): PageTwin {
  const source = 'src/pages/markdown-page.md';
  const text = fs.readFileSync(path.join(siteDir, source), 'utf8');
  const block = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const field = (name: string): string => {
    const value = new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(block?.[1] ?? '')?.[1]?.trim() ?? '';
    return /^["']/.test(value) ? value.slice(1, -1) : value;
  };
  const title = field('title');
  const description = field('description');
  if (title === '' || description === '')
    throw new Error(`${source}: its front matter needs a title and a description`);
  const body = block ? text.slice(block[0].length) : text;
  return {
    permalink: '/markdown-page',
    title,
    description,
    markdown: frontMatter(title, description) + rewriteTwinLinks(body.replace(/^\n+/, ''), source, pages),
  };
}
