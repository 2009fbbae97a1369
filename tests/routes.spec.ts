import {expect, test} from '@playwright/test';

import {allRoutes, apiInterfaces, apiRoutes} from './support/routes';
import {watchPageHealth} from './support/page-health';

/** The canonical link Docusaurus prints names the page that was rendered, so it proves "its own page". */
function canonicalPath(href: string): string {
  const path = new URL(href).pathname;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

test.describe('every route of the spec answers with its own page, with no console error or CSP violation', () => {
  for (const route of allRoutes) {
    test(`${route} renders its own page`, async ({page}) => {
      const health = await watchPageHealth(page);
      const response = await page.goto(route);
      expect(response?.status(), 'HTTP status').toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical, 'canonical link').not.toBeNull();
      expect(canonicalPath(canonical ?? '')).toBe(route.length > 1 ? route.replace(/\/$/, '') : route);
      await page.waitForLoadState('networkidle');
      expect(health.problems, 'console errors and CSP violations').toEqual([]);
    });
  }
});

test('an unknown route answers 404 with the theme\'s "Page Not Found"', async ({page}) => {
  const response = await page.goto('/docs/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test('the API reference has exactly the spec\'s 51 routes and no stray pages', async ({request}) => {
  expect(apiRoutes).toHaveLength(51);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const apiPaths = [...sitemap.matchAll(/<loc>[^<]*?(\/docs\/api\/[^<]*)<\/loc>/g)].map((match) =>
    (match[1] ?? '').replace(/\/$/, ''),
  );
  const expected = apiRoutes.map((route) => route.replace(/\/$/, ''));
  expect(apiPaths.sort()).toEqual([...expected].sort());
  expect(apiInterfaces).toHaveLength(46);
});

test.describe('API reference pages show their name and documented members', () => {
  for (const route of apiRoutes.filter((path) => !path.endsWith('/api/'))) {
    const name = route.split('/').pop() ?? '';
    test(`${route} is headed by ${name} and documents it`, async ({page}) => {
      await page.goto(route);
      await expect(page.locator('article h1')).toContainText(name);
      // A member heading (property, parameter) or the declared type itself, with prose describing it.
      const documented = page.locator('article h2, article h3, article pre');
      expect(await documented.count()).toBeGreaterThan(0);
      expect(await page.locator('article .markdown p').count()).toBeGreaterThan(0);
    });
  }
});
