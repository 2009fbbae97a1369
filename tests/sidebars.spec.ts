import {expect, test} from '@playwright/test';

import {sidebarLandings} from './support/routes';

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
