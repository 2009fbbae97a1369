import {expect, test} from '@playwright/test';

const searchInput = '.navbar input.navbar__search-input';

test.describe('offline search', () => {
  test('Ctrl+K focuses the search box', async ({page}) => {
    await page.goto('/docs/integration/overview');
    await page.waitForLoadState('networkidle');
    await page.locator('article h1').click();
    await page.keyboard.press('Control+k');
    await expect(page.locator(searchInput)).toBeFocused();
  });

  test('finds a page by a word that appears only in its body', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/docs/integration/overview');
    const input = page.locator(searchInput);
    await input.click();
    await input.fill('borderline');
    const suggestion = page
      .locator('.navbar [role="listbox"]')
      .getByText(/Messages screen/)
      .first();
    await expect(suggestion).toBeVisible();
    // No external service: every request stays on this origin.
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    await suggestion.click();
    await expect(page).toHaveURL(/\/docs\/moderationUi\/views\/messages/);
  });

  test('the results page lists matches for a query', async ({page}) => {
    await page.goto('/search?q=borderline');
    await expect(page.locator('h1')).toContainText('borderline');
    await expect(
      page
        .locator('article a[href*="/docs/moderationUi/views/messages"], a[href*="/docs/moderationUi/views/messages"]')
        .first(),
    ).toBeVisible();
  });

  test('code blocks are not indexed: an identifier used only in a sample finds nothing', async ({page}) => {
    await page.goto('/search?q=betHistoryFromCache');
    await expect(page.locator('h1')).toContainText('betHistoryFromCache');
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/no results|no documents/i).first()).toBeVisible();
  });
});
