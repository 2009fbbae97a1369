import {expect, test} from '@playwright/test';

import {axeFindings, injectAxe, layouts} from './support/axe';

/**
 * Every route is checked with axe-core at desktop width, in light and dark, by tests/pages.spec.ts. The phone
 * layout changes the site's frame (the navbar menu, the collapsed table of contents, scrolling tables and code),
 * not the colours or the content, so it is checked here on one page of each kind, plus the pages that only
 * exist with input: search results, the 404 page and the open search suggestions.
 */
const phoneRoutes = [
  '/', // home: hero and cards
  '/web', // the configurator
  '/markdown-page',
  '/docs/integration/authentication', // guide with code, tabs and the token checker
  '/docs/sdk/gettingStarted', // Kotlin and Swift tabs
  '/docs/web/widgets/virtualStadium/modules/flashBet', // module page with tables and a diagram
  '/docs/moderationUi/views/logs', // moderation page with screen illustrations
  '/docs/api/', // API index
  '/docs/api/interfaces/Bet', // API page
];

test.describe('accessibility: axe-core WCAG 2.2 AA at phone width, and on pages made by input', () => {
  for (const route of phoneRoutes) {
    test(`${route} at phone width has no violations in light and dark`, async ({page}) => {
      await page.setViewportSize(layouts[1].viewport);
      await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await injectAxe(page);
      expect(await axeFindings(page, 'phone')).toEqual([]);
    });
  }

  // The results page with a query, so that its results and highlighted matches are checked too, and with a misspelt
  // one (cspell:disable-next-line), so that "Showing results for …, search instead for …" is.
  for (const route of ['/search?q=token', '/search?q=authentcation', '/no-such-page']) {
    test(`${route} has no violations at desktop and phone width, in light and dark`, async ({page}) => {
      await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await injectAxe(page);
      const findings: string[] = [];
      for (const layout of layouts) {
        await page.setViewportSize(layout.viewport);
        findings.push(...(await axeFindings(page, layout.name)));
      }
      expect(findings).toEqual([]);
    });
  }

  test('the open search suggestions have no violations', async ({page}) => {
    await page.goto('/docs/integration/overview');
    await injectAxe(page);
    const input = page.locator('.navbar input.navbar__search-input');
    await input.click();
    await input.fill('token');
    await expect(page.locator('.navbar [role="listbox"] [role="option"]').last()).toContainText('“token”');
    await input.press('ArrowDown');
    expect(await axeFindings(page, 'desktop')).toEqual([]);
  });
});
