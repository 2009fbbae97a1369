import {expect, test, type Page} from '@playwright/test';
import * as cheerio from 'cheerio';

import {codeTokenizerName} from '../src/utils/codeTokens';
import {switchColourModeTo} from './support/colour-mode';
import {expectRouteRendered, navigateInApp} from './support/navigation';
import {docRoutes, topLevelRoutes} from './support/routes';

/**
 * Code is highlighted at build time (plugins/rehype-shiki): tokens arrive as `span.sh-<kind>` in the HTML,
 * coloured by class from src/css/code-colours.css, and no highlighter or grammar is sent to the browser.
 */

const plainLanguages = new Set(['text', 'txt', 'plain', 'plaintext']);

/**
 * Strings that only a highlighter or type checker in the browser would bring: Prism's grammar API and line class,
 * TextMate grammars, TypeScript's language service (the type popups are rendered at build time).
 */
const highlighterSignatures = ['languages.extend', 'token-line', 'scopeName', 'getQuickInfoAtPosition'];

/**
 * The /web configurator's own tokenizer (src/utils/codeTokens.ts) carries this name: it is fetched on /web, where
 * the code is made in the browser, and on no other page.
 */
const browserTokenizerSignature = codeTokenizerName;

/** Collects the text of every script the page fetches from now on. */
function scriptBodies(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return scripts;
}

/** The token kinds in the first `language` block of the page. Without highlighting there are none. */
async function tokenKinds(page: Page, language: string): Promise<string[]> {
  // A whole file shown collapsed is plain until opened (plugins/deferred-code); the first block that is not.
  const block = page.locator(`div.language-${language} pre:not([data-highlighted-src]) code`).first();
  await expect(block).toBeAttached(); // may sit in a tab that is not selected
  return block.evaluate((code) => {
    const kinds = Array.from(code.querySelectorAll('span[class*="sh-"]')).flatMap((token) =>
      Array.from(token.classList).filter((name) => name.startsWith('sh-')),
    );
    return [...new Set(kinds)].sort();
  });
}

test('every language used in the docs is highlighted in the served HTML, and again when the page is rendered in the browser', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Which languages the pages use, and one page for each; each must have tokens in the HTML as served, except a
  // whole example file shown collapsed, which names the highlighted lines it fetches when opened (next tests).
  const pageFor = new Map<string, string>();
  const withoutTokens: string[] = [];
  const deferred: string[] = [];
  for (const route of [...topLevelRoutes, ...docRoutes]) {
    const $ = cheerio.load(await (await request.get(route)).text());
    $('article div[class*="language-"]:has(pre)').each((_, element) => {
      const language = /(?:^|\s)language-([\w-]+)/.exec($(element).attr('class') ?? '')?.[1];
      if (!language || plainLanguages.has(language)) return;
      const source = $(element).find('pre').attr('data-highlighted-src');
      if (source !== undefined) {
        deferred.push(source);
        if ($(element).closest('details.vs-whole-file').length === 0) withoutTokens.push(`${source} outside <details>`);
        return;
      }
      if ($(element).find('pre code span[class*="sh-"]').length === 0) withoutTokens.push(`${language} on ${route}`);
      if (!pageFor.has(language)) pageFor.set(language, route);
    });
  }
  expect(withoutTokens, 'code blocks served without tokens').toEqual([]);
  // Every deferred file is served, highlighted, as the JSON string of its lines.
  expect(deferred.length).toBeGreaterThan(10);
  for (const source of new Set(deferred)) {
    const response = await request.get(source);
    expect(response.status(), source).toBe(200);
    expect((await response.json()) as unknown, source).toMatch(/^<span class="line">[\s\S]*class="sh-/);
  }
  // The docs' samples: TypeScript, Swift, Kotlin, shell, Gradle, Podfile and more.
  expect([...pageFor.keys()]).toEqual(
    expect.arrayContaining(['ts', 'swift', 'kotlin', 'bash', 'groovy', 'ruby', 'json']),
  );

  await page.goto('/');
  for (const [language, route] of pageFor) {
    await navigateInApp(page, route);
    await expectRouteRendered(page, route);
    expect(await tokenKinds(page, language), `${language} on ${route} is highlighted`).not.toEqual([]);
  }
});

test('no highlighter, grammar or type checker is sent to the browser, on a code page or after navigating to one', async ({
  page,
}) => {
  const scripts = scriptBodies(page);
  await page.goto('/');
  await navigateInApp(page, '/docs/sdk/gettingStarted');
  await expect(page.locator('article pre .sh-keyword').first()).toBeAttached();
  await page.goto('/docs/integration/authentication');
  await page.waitForLoadState('networkidle');
  await navigateInApp(page, '/docs/web/widgets/adapter');
  await expect(page.locator('article pre .twoslash-hover').first()).toBeAttached();
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  const found = [...highlighterSignatures, browserTokenizerSignature].filter((signature) =>
    bodies.some((body) => body.includes(signature)),
  );
  expect(found).toEqual([]);
});

test('the /web configurator alone fetches its small tokenizer, and colours its code with the site palette', async ({
  page,
}) => {
  const scripts = scriptBodies(page);
  await page.goto('/web');
  const output = page.locator('[data-tokenizer]');
  await expect(output).toHaveAttribute('data-tokenizer', browserTokenizerSignature);
  const script = output.locator('.theme-code-block', {hasText: 'SIR("addWidget"'});
  await expect(script.locator('.sh-keyword').first()).toBeAttached();
  // The palette's colours, not the plain text colour.
  const colours = await script.evaluate((block) => ({
    keyword: getComputedStyle(block.querySelector('.sh-keyword')!).color,
    string: getComputedStyle(block.querySelector('.sh-string-expression')!).color,
    comment: getComputedStyle(block.querySelector('.sh-comment')!).color,
    plain: getComputedStyle(block.querySelector('code')!).color,
  }));
  expect(new Set(Object.values(colours)).size).toBe(4);
  const bodies = await Promise.all(scripts);
  expect(bodies.some((body) => body.includes(browserTokenizerSignature))).toBe(true);
  expect(highlighterSignatures.filter((signature) => bodies.some((body) => body.includes(signature)))).toEqual([]);
});

test('the copy button copies the code as written, and the title is shown', async ({browser, baseURL}) => {
  const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write'], baseURL});
  const page = await context.newPage();
  await page.goto('/docs/web/troubleshooting');
  const block = page.locator('article .theme-code-block', {hasText: 'vs-diagnostics.ts'}).first();
  await expect(block).toBeVisible();
  const code = await block.locator('pre code').innerText();
  expect(code).toContain('\n');
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.replace(/\n$/, ''));
  await context.close();
});

test('server-rendered code keeps its DOM through hydration, with dark colours from the start', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  // Remember the first code block of the server-rendered HTML, before the app starts.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {firstPre: Element | null}).firstPre = document.querySelector('article pre');
    });
  });
  await page.goto('/docs/integration/authentication');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Whatever hydration set off (effects, a re-render) has run once the page is idle: no request in flight
  // and an idle callback from the browser.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  const sameNode = await page.evaluate(() => {
    const first = (window as unknown as {firstPre: Element | null}).firstPre;
    return first !== null && first.isConnected && first === document.querySelector('article pre');
  });
  expect(sameNode, 'the server-rendered <pre> was hydrated, not replaced').toBe(true);
  // The dark palette (src/css/code-colours.css), e.g. keywords in #ff7b72.
  await expect(page.locator('article pre .sh-keyword').first()).toHaveCSS('color', 'rgb(255, 123, 114)');
  await context.close();
});

test('code colours follow the colour switch at once', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'light'});
  const page = await context.newPage();
  await page.goto('/docs/integration/authentication');
  const keyword = page.locator('article pre .sh-keyword').first();
  await expect(keyword).toHaveCSS('color', 'rgb(207, 34, 46)');
  await switchColourModeTo(page, 'dark');
  await expect(keyword).toHaveCSS('color', 'rgb(255, 123, 114)');
  await context.close();
});

test('a step shows its region, with the whole file collapsed under it, in the HTML and in the twin', async ({
  page,
  request,
}) => {
  await page.goto('/docs/integration/channelCreation');
  const region = page.locator('.theme-code-block', {has: page.getByText('vs-token.ts (issueJobToken)', {exact: true})});
  await expect(region).toContainText('export function issueJobToken(');
  await expect(region).not.toContainText('export function issueTokenFor(');
  // The next element is the collapsed whole file: closed, yet its code is in the served HTML.
  const whole = page.locator('.theme-code-block:has-text("vs-token.ts (issueJobToken)") + details.vs-whole-file');
  await expect(whole.locator('summary')).toHaveText(/^Show the whole file: vs-token\.ts \(\d+ lines\)$/);
  const wholeCode = whole.locator('pre');
  await expect(wholeCode).toBeHidden();
  const html = await (await request.get('/docs/integration/channelCreation')).text();
  expect(cheerio.load(html)('details.vs-whole-file pre').text()).toContain('export function issueTokenFor(');
  // Its text is served plain (no token markup); opening it fetches the highlighted lines, once.
  expect(cheerio.load(html)('details.vs-whole-file pre span[class*="sh-"]').length).toBe(0);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/code/')) fetched.push(new URL(request.url()).pathname);
  });
  await whole.locator('summary').click();
  await expect(wholeCode).toBeVisible();
  await expect(wholeCode).toContainText('export function issueTokenFor(');
  await expect(wholeCode.locator('.sh-keyword').first()).toBeAttached();
  expect(fetched).toEqual(['/code/ts/examples/web/src/token/vs-token.ts.json']);
  await whole.locator('summary').click();
  await whole.locator('summary').click();
  await expect(wholeCode.locator('.sh-keyword').first()).toBeVisible();
  expect(fetched).toHaveLength(1);
  await expect(whole.locator('.theme-code-block')).toContainText('examples/web/src/token/vs-token.ts');
  // The Markdown twin has the whole file too, written out after the region.
  const twin = await (await request.get('/docs/integration/channelCreation.md')).text();
  expect(twin).toMatch(
    /The whole file, `examples\/web\/src\/token\/vs-token\.ts` \(\d+ lines\):\n\n```ts title="examples\/web\/src\/token\/vs-token\.ts"\n[\s\S]*export function issueTokenFor\(/,
  );
});

test('a file listed for completeness is collapsed under its name, and opens on a click', async ({page}) => {
  await page.goto('/docs/integration/authentication');
  const rules = page.locator('details.vs-whole-file', {has: page.locator('summary', {hasText: 'token-rules.ts'})});
  await expect(rules.locator('summary')).toHaveText(/^Show token-rules\.ts \(\d+ lines\)$/);
  await expect(rules.locator('pre')).toBeHidden();
  await rules.locator('summary').click();
  await expect(rules.locator('pre')).toBeVisible();
  await expect(rules.locator('pre')).toContainText('MAX_TOKEN_AGE_SECONDS');
  // A whole file under its region is a plain copy for context, without the type popups that would make it heavy.
  const copy = page.locator('details.vs-file-copy', {has: page.locator('summary', {hasText: 'vs-page.ts'})});
  await expect(copy.locator('pre')).toContainText("from 'virtual-stadium-api");
  await expect(copy.locator('.twoslash-hover')).toHaveCount(0);
});
