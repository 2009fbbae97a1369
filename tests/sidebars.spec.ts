import {expect, test} from '@playwright/test';

import {areas, sitePages} from '../src/data/siteAreas';
import {allRoutes, sidebarLandings} from './support/routes';

test.describe('the six sidebars open on their landing docs', () => {
  for (const sidebar of sidebarLandings) {
    test(`navbar reaches the ${sidebar.label} sidebar and opens ${sidebar.landing}`, async ({page}) => {
      await page.goto('/');
      const navbar = page.locator('nav.navbar');
      const direct = navbar.locator('.navbar__items a.navbar__link', {hasText: new RegExp(`^${sidebar.label}$`)});
      if ((await direct.count()) > 0) {
        await direct.first().click();
      } else {
        await navbar.locator('.navbar__item.dropdown').hover();
        await navbar.locator('.dropdown__menu a', {hasText: new RegExp(`^${sidebar.label}$`)}).click();
      }
      await expect(page).toHaveURL(new RegExp(`${sidebar.landing}$`));
      const title = page.locator('.theme-doc-sidebar-container .vs-sidebar-title');
      await expect(title).toHaveText(sidebar.label);
      await expect(title).toHaveAttribute('data-sidebar', sidebar.key);
      const active = page.locator('.theme-doc-sidebar-container a.menu__link--active').first();
      await expect(active).toHaveAttribute('href', sidebar.landing);
    });
  }
});

test('the mobile introduction is reachable from the Android and iOS sidebars', async ({page}) => {
  for (const landing of ['/docs/androidSdk/dependencies', '/docs/iosSdk/dependencies']) {
    await page.goto(landing);
    const link = page.locator('.theme-doc-sidebar-container a[href="/docs/mobileIntro"]');
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/docs\/mobileIntro$/);
  }
});

test('the navbar links the licensing page', async ({page}) => {
  await page.goto('/');
  await page.locator('nav.navbar a.navbar__link', {hasText: 'Licensing'}).click();
  await expect(page).toHaveURL(/\/docs\/licensing$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('the reading path on the integration overview follows the Integration sidebar, page for page', async ({page}) => {
  await page.goto('/docs/integration/overview');
  // A category without a page of its own is a toggle (role="button"); before hydration its href is its first child's,
  // so it is left out: only the links to pages count.
  const sidebarLinks = await page
    .locator('.theme-doc-sidebar-container a.menu__link[href^="/docs/"]:not([role="button"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // The overview's numbered "Path through these docs", as the reader follows it.
  const pathLinks = await page
    .locator('h2#path-through-these-docs ~ ol')
    .first()
    .locator(':scope > li a[href^="/docs/"]')
    .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').replace(/#.*$/, '')));
  const inSidebar = pathLinks.filter((href) => sidebarLinks.includes(href));
  // Every page of the sidebar after the overview is on the path, except licensing, which is not a reading step.
  const expected = sidebarLinks.filter(
    (href) => href !== '/docs/integration/overview' && href !== '/docs/licensing' && !href.includes('#'),
  );
  expect(expected.length, 'the Integration sidebar lists the guides').toBeGreaterThanOrEqual(5);
  expect(inSidebar, 'the path names the sidebar pages in the sidebar order').toEqual(expected);
  // "Next" at the bottom of the overview opens the first step of the path.
  await expect(page.locator('.pagination-nav__link--next')).toHaveAttribute('href', expected[0] ?? '');
});

/** The navbar item a route belongs to: its area's item for its docs folder, or the item of its own page. */
function expectedNavbarItem(route: string): string | undefined {
  if (/^\/docs\/api(\/|$)/.test(route)) return 'API';
  if (/^\/docs\/licensing\/?$/.test(route)) return sitePages.licensing.label;
  if (/^\/docs\/mobileIntro\/?$/.test(route)) return sitePages.sdkChooser.label;
  if (route === '/web') return areas.find((area) => area.key === 'web')?.label;
  const folder = /^\/docs\/([^/]+)\//.exec(route)?.[1];
  return areas.find((area) => area.landingDoc.split('/')[0] === folder)?.label;
}

test('every route activates at most one navbar item, the one it belongs to', async ({page}) => {
  test.setTimeout(30_000 + allRoutes.length * 1_500);
  const wrong: string[] = [];
  for (const route of allRoutes) {
    await page.goto(route);
    // Top-level items and the items of the SDKs dropdown, as the desktop navbar renders them.
    const active = await page
      .locator('nav.navbar a.navbar__link--active, nav.navbar a.dropdown__link--active')
      .evaluateAll((links) => links.map((link) => (link.textContent ?? '').trim()));
    const expected = expectedNavbarItem(route);
    const want = expected === undefined ? [] : [expected];
    if (JSON.stringify(active) !== JSON.stringify(want)) wrong.push(`${route}: ${JSON.stringify(active)}`);
  }
  expect(wrong, 'routes whose active navbar items are not exactly their own').toEqual([]);
});
