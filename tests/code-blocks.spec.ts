import {expect, test, type Page} from '@playwright/test';
import * as cheerio from 'cheerio';

import {switchColourModeTo} from './support/colour-mode';
import {navigateInApp} from './support/navigation';
import {docRoutes, topLevelRoutes} from './support/routes';

/**
 * Code blocks after two performance changes (issue #10): Prism's extra languages are registered
 * when a page with code loads (plugins/prism-on-demand), and the code colours come from CSS
 * (src/css/code-colours.css), so src/theme/CodeBlock no longer re-renders every block after hydration.
 */

const plainLanguages = new Set(['text', 'txt', 'plain', 'plaintext']);

/**
 * The token types Prism found in the first `language` block of the page, besides plain text.
 * Without the language's grammar, Prism leaves everything as plain text.
 */
async function tokenTypes(page: Page, language: string): Promise<string[]> {
  const block = page.locator(`div.language-${language} pre code`).first();
  await expect(block).toBeAttached(); // may sit in a tab that is not selected
  return block.evaluate((code) => {
    const types = Array.from(code.querySelectorAll('span.token')).flatMap((token) => Array.from(token.classList));
    return [...new Set(types)].filter((type) => type !== 'token' && type !== 'plain').sort();
  });
}

test('every language used in the docs is tokenised, also when the page is rendered in the browser', async ({
  page,
  request,
}) => {
  // Which languages the pages use, and one page for each.
  const pageFor = new Map<string, string>();
  for (const route of [...topLevelRoutes, ...docRoutes]) {
    const $ = cheerio.load(await (await request.get(route)).text());
    $('div[class*="language-"]:has(pre)').each((_, element) => {
      const language = /(?:^|\s)language-([\w-]+)/.exec($(element).attr('class') ?? '')?.[1];
      if (language && !plainLanguages.has(language) && !pageFor.has(language)) pageFor.set(language, route);
    });
  }
  // The docs' samples: TypeScript, Swift, Kotlin, shell, Gradle, Podfile and more.
  expect([...pageFor.keys()]).toEqual(
    expect.arrayContaining(['ts', 'swift', 'kotlin', 'bash', 'groovy', 'ruby', 'json']),
  );

  await page.goto('/');
  for (const [language, route] of pageFor) {
    await navigateInApp(page, route);
    await expect(page).toHaveURL(new RegExp(`${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(await tokenTypes(page, language), `${language} on ${route} is tokenised`).not.toEqual([]);
  }
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
  await expect(page.locator('article pre .token.keyword').first()).toHaveCSS('color', 'rgb(255, 123, 114)');
  await context.close();
});

test('code colours follow the colour switch at once', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'light'});
  const page = await context.newPage();
  await page.goto('/docs/integration/authentication');
  const keyword = page.locator('article pre .token.keyword').first();
  await expect(keyword).toHaveCSS('color', 'rgb(207, 34, 46)');
  await switchColourModeTo(page, 'dark');
  await expect(keyword).toHaveCSS('color', 'rgb(255, 123, 114)');
  await context.close();
});
