import {expect, test} from '@playwright/test';

import {layoutFaults} from './support/layout';
import {allRoutes} from './support/routes';

/**
 * Every route of the spec at a phone's and a laptop's width (390 and 1280 px): nothing in the article is wider
 * than its column unless it scrolls in a box that shows it scrolls, no word is broken across lines, no table
 * heading splits its code name (tests/support/layout.ts says how each is measured). One page visit per route and
 * width, one test per area.
 */
const widths = [
  {name: 'phone', viewport: {width: 390, height: 844}},
  {name: 'laptop', viewport: {width: 1280, height: 800}},
] as const;

function areaGroups(): {name: string; routes: string[]}[] {
  const groups = new Map<string, string[]>();
  for (const route of allRoutes) {
    const area = (route.startsWith('/docs/') && route.split('/')[2]) || 'site';
    groups.set(area, [...(groups.get(area) ?? []), route]);
  }
  return [...groups].map(([name, routes]) => ({name, routes}));
}

test.describe('layout at 390 and 1280 px: no overflow without a scroll cue, no word broken mid-word', () => {
  for (const group of areaGroups()) {
    test(`${group.name}: ${group.routes.length} page${group.routes.length === 1 ? '' : 's'}`, async ({page}) => {
      test.setTimeout(20_000 + group.routes.length * 6_000);
      await page.emulateMedia({reducedMotion: 'reduce'});
      for (const width of widths) {
        await page.setViewportSize(width.viewport);
        for (const route of group.routes) {
          await page.goto(route);
          await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
          const faults = await layoutFaults(page);
          expect.soft(faults.overflow, `${route} at ${width.name} width: wider than the column`).toEqual([]);
          expect.soft(faults.brokenWords, `${route} at ${width.name} width: words broken across lines`).toEqual([]);
          expect.soft(faults.splitHeadings, `${route} at ${width.name} width: table headings split`).toEqual([]);
        }
      }
    });
  }
});
