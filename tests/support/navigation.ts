import type {Page} from '@playwright/test';

/**
 * Navigates inside the single-page app, as a click on a router link would: the history entry
 * changes and the router renders the new route, with no document load.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, path);
}
