import {expect, test} from '@playwright/test';

import {fencedLineIndexes} from '../scripts/build/twin-links';
import {areaCards, webPage} from '../src/data/siteAreas';
import {buildEmbedSnippet, defaultOptions} from '../src/utils/embedConfigurator';
import {markdownTwinPath as twinOf} from '../src/utils/markdownTwin';
import {apiRoutes, docRoutes} from './support/routes';

/** The two pages that are not docs but have twins of their own (scripts/build/page-twins.ts). */
const pageRoutes = [webPage.path, '/markdown-page'];
/** Every page with a Markdown twin: the docs, the API reference, the docs landing and the two pages. */
const twinnedRoutes = [...docRoutes, ...apiRoutes, '/docs', ...pageRoutes];

/**
 * A twin's text without its fenced code, where a sample may hold anything. The fences are found by the sample
 * checkers' parser: a pattern pairing fence lines took most of llms-full.txt for code, links included.
 */
function proseOf(markdown: string): string {
  const fenced = fencedLineIndexes(markdown);
  return markdown
    .split('\n')
    .filter((_, index) => !fenced.has(index))
    .join('\n');
}

test('/llms.txt indexes every page, /web and /markdown-page included, with its description', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const index = await response.text();
  expect(index).toMatch(/^# Virtual Stadium Documentation/);
  for (const route of twinnedRoutes) {
    expect(index, route).toContain(`](${twinOf(route)})`);
  }
  // Each entry carries a description after the link.
  const entries = index.split('\n').filter((line) => line.startsWith('- ['));
  expect(entries.length).toBeGreaterThanOrEqual(docRoutes.length + apiRoutes.length);
  for (const entry of entries) expect(entry, entry).toMatch(/\]\([^)]+\.md\): \S/);
});

test("/llms.txt gives each page's whole description, as its twin's front matter has it", async ({request}) => {
  const index = await (await request.get('/llms.txt')).text();
  for (const route of twinnedRoutes) {
    const twin = await (await request.get(twinOf(route))).text();
    const quoted = /^description: (".*")$/m.exec(twin)?.[1] ?? '""';
    const description = (JSON.parse(quoted) as string).replace(/\s+/g, ' ').trim();
    // The plugin alone cuts descriptions at 150 characters, mid-word, with "...".
    expect(index, route).toContain(`](${twinOf(route)}): ${description}\n`);
  }
  expect(index).not.toMatch(/\.\.\.$/m);
});

test('/llms-full.txt holds the content of the pages', async ({request}) => {
  const response = await request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  const full = await response.text();
  for (const phrase of ['Authentication with JWT', 'Messages screen', 'Install the Data SDK', 'ExternalOutcome']) {
    expect(full).toContain(phrase);
  }
});

test('every page has a Markdown twin at its path + .md', async ({request}) => {
  for (const route of twinnedRoutes) {
    const response = await request.get(twinOf(route));
    expect(response.status(), twinOf(route)).toBe(200);
    expect(response.headers()['content-type'], twinOf(route)).toContain('text/markdown');
    const body = await response.text();
    // Front matter with the title and description (the API reference's sources have none of their own), then the
    // page title as a Markdown heading.
    expect(body, twinOf(route)).toMatch(/^---\ntitle: ".+"\ndescription: ".+"\n---\n\s*# \S/);
    expect(body, twinOf(route)).not.toContain('<!DOCTYPE html>');
  }
});

test('the twins are plain Markdown: admonitions are blockquotes, not Docusaurus ::: syntax', async ({request}) => {
  // The adapter guide has an admonition with a title ("UOF market ids") on its HTML page.
  const adapter = await (await request.get('/docs/web/widgets/adapter.md')).text();
  expect(adapter).toContain('> **UOF market ids**');
  for (const route of docRoutes) {
    const body = await (await request.get(twinOf(route))).text();
    // Fenced code is left out: a sample may hold ::: on purpose.
    expect(proseOf(body), twinOf(route)).not.toMatch(/^\s*:::/m);
  }
});

test('every link in the twins and llms-full.txt opens a page, at an anchor that page has', async ({request}) => {
  const documents = ['/llms-full.txt', ...twinnedRoutes.map((route) => twinOf(route))];
  // Target path -> the anchors asked of it, and where each link was found.
  const targets = new Map<string, Map<string, string>>();
  const linksIn = new Map<string, number>();
  for (const document of documents) {
    const body = await (await request.get(document)).text();
    for (const [, href = ''] of proseOf(body).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z\d+.-]*:/i.test(href)) continue;
      linksIn.set(document, (linksIn.get(document) ?? 0) + 1);
      const [target = '', anchor = ''] = new URL(href, `http://twin${document}`).href
        .slice('http://twin'.length)
        .split('#');
      const anchors = targets.get(target) ?? new Map<string, string>();
      if (!anchors.has(anchor)) anchors.set(anchor, `${document}: ${href}`);
      targets.set(target, anchors);
    }
  }
  // The links a page's source writes for its HTML page (./other.mdx, ../index.md) must have been made to work here.
  expect(targets.size).toBeGreaterThan(100);
  // llms-full.txt holds every page, so it has about as many links as all the guide twins together.
  expect(linksIn.get('/llms-full.txt') ?? 0).toBeGreaterThan(1000);
  expect([...targets.keys()].filter((target) => target.endsWith('.md')).length).toBeGreaterThan(90);
  for (const [target, anchors] of targets) {
    const response = await request.get(target);
    expect(response.status(), [...anchors.values()].join('; ')).toBe(200);
    const named = [...anchors].filter(([anchor]) => anchor !== '');
    if (named.length === 0) continue;
    // A twin's anchors are its HTML page's heading ids.
    const html = await (await request.get(target.replace(/\.md$/, ''))).text();
    for (const [anchor, foundAt] of named) {
      expect(new RegExp(`id="?${anchor}[" >]`).test(html), `${foundAt}: no element with that id`).toBe(true);
    }
  }
});

test('a component on a page has a Markdown stand-in in its twin', async ({request}) => {
  // The home page's area cards become a list of the six areas, each linked to its landing page's twin.
  const home = await (await request.get('/docs.md')).text();
  for (const card of areaCards) expect(home).toContain(`- [${card.title}](${twinOf(card.to)}): ${card.audience}.`);
  // The token checker only works in a browser: the twin says so and links to the HTML page.
  const authentication = await (await request.get('/docs/integration/authentication.md')).text();
  expect(authentication).toContain('[the web version of this page](/docs/integration/authentication)');
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain(`- [${areaCards[0]?.title ?? ''}](${twinOf(areaCards[0]?.to ?? '')})`);
});

test("the /web twin says what the page does and shows the configurator's default output", async ({request}) => {
  const twin = await (await request.get(twinOf(webPage.path))).text();
  expect(twin).toContain(`# ${webPage.heading}`);
  expect(twin).toContain('[web version of this page](/web)');
  expect(twin).toMatch(/configurator is interactive/);
  // The default snippet, as the configurator's own model writes it, fenced whole.
  const snippet = buildEmbedSnippet(defaultOptions);
  expect(twin).toContain(`\n${snippet.html}\n\`\`\``);
  expect(twin).toContain(`\n${snippet.script}\`\`\``);
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain(`## ${webPage.title}`);
  expect(full).toContain('## How to read these docs');
});

test('"Copy page as Markdown" puts the page\'s Markdown on the clipboard', async ({browser, baseURL}) => {
  const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write'], baseURL});
  const page = await context.newPage();
  await page.goto('/docs/integration/authentication');
  // The page's actions are one menu beside the title.
  await page.locator('.vs-page-actions > summary').click();
  const copyButton = page.getByRole('button', {name: 'Copy page as Markdown'});
  await copyButton.click();
  // The bar's own status line: other widgets on the page (the token checker) have status lines too.
  await expect(copyButton.locator('..').getByRole('status')).toHaveText('Copied to the clipboard.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get('/docs/integration/authentication.md')).text();
  expect(copied).toBe(twin);
  expect(copied).toContain('title: "Authentication with JWT"');
  await context.close();
});

test('"View as Markdown" is a plain link that works without JavaScript', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto('/docs/web/widgets/virtualStadium/');
  // The menu is a <details>: it opens without JavaScript too.
  await page.locator('.vs-page-actions > summary').click();
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
    'href',
    '/docs/web/widgets/virtualStadium.md',
  );
  await context.close();
});
