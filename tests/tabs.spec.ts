import {expect, test, type Page} from '@playwright/test';

/** Platform tabs share a group: a choice made on one page is the default on the next, and the URL can pick one. */

function selectedTab(page: Page) {
  return page.locator('[role="tab"][aria-selected="true"]').first();
}

test('the platform choice is remembered across pages', async ({page}) => {
  await page.goto('/docs/sdk/loginAndUserState');
  await expect(selectedTab(page)).toHaveText(/Kotlin/);
  await page.getByRole('tab', {name: /Swift/}).first().click();
  await expect(selectedTab(page)).toHaveText(/Swift/);
  // Every platform group on the page follows the choice.
  const kotlinSelected = page.locator('[role="tab"][aria-selected="true"]', {hasText: 'Kotlin'});
  await expect(kotlinSelected).toHaveCount(0);
  await page.locator('.theme-doc-sidebar-container a.menu__link[href="/docs/sdk/chatChannel"]').click();
  await expect(page).toHaveURL(/\/docs\/sdk\/chatChannel/);
  await expect(selectedTab(page)).toHaveText(/Swift/);
  await page.reload();
  await expect(selectedTab(page)).toHaveText(/Swift/);
});

test('the query string selects a tab', async ({page}) => {
  await page.goto('/docs/sdk/gettingStarted?platform=swift');
  await expect(selectedTab(page)).toHaveText(/Swift/);
  await page.goto('/docs/sdk/dependencies?gradle=groovy');
  const groovy = page.getByRole('tab', {name: 'Gradle (Groovy)'}).first();
  await expect(groovy).toHaveAttribute('aria-selected', 'true');
});

test('package-manager tabs are remembered too', async ({page}) => {
  await page.goto('/docs/sdk/dependencies');
  await page.getByRole('tab', {name: 'CocoaPods'}).first().click();
  await page.goto('/docs/iosSdk/dependencies');
  await expect(page.getByRole('tab', {name: 'CocoaPods'}).first()).toHaveAttribute('aria-selected', 'true');
});
