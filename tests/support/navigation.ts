import {expect, type Page} from '@playwright/test';

/**
 * Navigates inside the single-page app, as a click on a router link would: the history entry
 * changes and the router renders the new route, with no document load.
 *
 * It waits for hydration first: a history change made before the client router listens is lost,
 * and the page would keep showing the old route under the new URL.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, path);
}

/**
 * Resolves once the router has rendered `route`: the page's canonical link, which each route sets
 * when it renders, names it. (The URL alone changes before the new route's code has loaded.)
 */
export async function expectRouteRendered(page: Page, route: string): Promise<void> {
  const escaped = route.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escaped}/?$`));
}
