import {expect, test} from '@playwright/test';

import {axeFindings, injectAxe, layouts} from './support/axe';
import {watchPageHealth} from './support/page-health';
import {allRoutes, docRoutes} from './support/routes';

/**
 * One visit per route of the spec, with every check that is about the page itself. The routes are visited
 * group by group in one browser page (a new browser context and a cold cache for each route made these checks
 * most of the suite's time); soft assertions name the route, so one bad page does not hide the others.
 */

/** The canonical link Docusaurus prints names the page that was rendered, so it proves "its own page". */
function canonicalPath(href: string): string {
  const path = new URL(href).pathname;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** Routes grouped by area (the first path segment under /docs/), the API reference in chunks of about 13. */
function routeGroups(): {name: string; routes: string[]}[] {
  const groups = new Map<string, string[]>();
  for (const route of allRoutes) {
    const area = (route.startsWith('/docs/') && route.split('/')[2]) || 'site';
    groups.set(area, [...(groups.get(area) ?? []), route]);
  }
  const result: {name: string; routes: string[]}[] = [];
  for (const [name, routes] of groups) {
    const chunks = Math.ceil(routes.length / 14);
    const size = Math.ceil(routes.length / chunks);
    for (let index = 0; index < chunks; index += 1)
      result.push({
        name: chunks > 1 ? `${name} (${index + 1} of ${chunks})` : name,
        routes: routes.slice(index * size, (index + 1) * size),
      });
  }
  return result;
}

const sidebarRoutes = new Set<string>(docRoutes);

test.describe('every route of the spec: its own page, no console error or CSP violation, its sidebar item active, no axe-core WCAG 2.2 AA violation in light and dark, not wider than a phone at phone width', () => {
  for (const group of routeGroups()) {
    test(`${group.name}: ${group.routes.length} page${group.routes.length === 1 ? '' : 's'}`, async ({page}) => {
      test.setTimeout(20_000 + group.routes.length * 12_000);
      const health = await watchPageHealth(page);
      for (const route of group.routes) {
        const problemsBefore = health.problems.length;
        await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
        const response = await page.goto(route);
        expect.soft(response?.status(), `${route}: HTTP status`).toBe(200);
        const heading = page.locator('h1').first();
        await expect.soft(heading, `${route}: a visible h1`).toBeVisible();
        await expect.soft(heading, `${route}: not the 404 page`).not.toHaveText('Page Not Found');
        const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
        expect
          .soft(canonicalPath(canonical || 'http://x/'), `${route}: canonical link`)
          .toBe(route.length > 1 ? route.replace(/\/$/, '') : route);
        if (sidebarRoutes.has(route)) {
          const sidebar = page.locator('.theme-doc-sidebar-container');
          await expect.soft(sidebar, `${route}: the doc sidebar`).toBeVisible();
          await expect
            .soft(sidebar.locator(`a.menu__link--active[href="${route}"]`), `${route} is its sidebar's active item`)
            .toHaveCount(1);
        }
        await page.waitForLoadState('networkidle');
        expect.soft(health.problems.slice(problemsBefore), `${route}: console errors and CSP violations`).toEqual([]);
        await injectAxe(page);
        expect.soft(await axeFindings(page, 'desktop'), `${route}: axe-core violations`).toEqual([]);
        // At phone width nothing may widen the page: wide tables and code scroll or wrap inside the article.
        await page.setViewportSize(layouts[1].viewport);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect
          .soft(overflow, `${route}: page wider than a ${layouts[1].viewport.width}px phone, by px`)
          .toBeLessThanOrEqual(0);
        await page.setViewportSize(layouts[0].viewport);
      }
    });
  }
});
