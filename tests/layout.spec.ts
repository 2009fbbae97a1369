import {expect, test} from '@playwright/test';

import {layoutFaults} from './support/layout';
import {allRoutes, docRoutes, topLevelRoutes} from './support/routes';

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

test('prose keeps to about 75 characters a line on every page, at 1280 and 1600 px', async ({page}) => {
  // Each paragraph and list item of some length, measured in ch (the width of "0" in its own font): at most 80,
  // about 75 characters of text. Tables, code, cards and navigation are not prose.
  const routes = [...topLevelRoutes, ...docRoutes];
  test.setTimeout(30_000 + routes.length * 2 * 3_000);
  const findings: string[] = [];
  for (const viewport of [
    {width: 1280, height: 800},
    {width: 1600, height: 900},
  ]) {
    await page.setViewportSize(viewport);
    for (const route of routes) {
      await page.goto(route);
      const widest = await page.evaluate(() => {
        let most = 0;
        let what = '';
        for (const element of Array.from(document.querySelectorAll<HTMLElement>('main :is(p, li)'))) {
          if (element.closest('table, pre, nav, footer, .table-scroll, [class*="card"]')) continue;
          if ((element.textContent ?? '').length < 160 || element.getClientRects().length === 0) continue;
          const probe = document.createElement('span');
          probe.style.cssText = 'position:absolute;visibility:hidden;width:1ch';
          element.append(probe);
          const ch = probe.getBoundingClientRect().width;
          probe.remove();
          const width = element.getBoundingClientRect().width / ch;
          if (width > most) {
            most = width;
            what = (element.textContent ?? '').slice(0, 40);
          }
        }
        return {most, what};
      });
      if (widest.most > 80)
        findings.push(`${route} at ${viewport.width} px: ${widest.most.toFixed(0)}ch ("${widest.what}…")`);
    }
  }
  expect(findings).toEqual([]);
});
