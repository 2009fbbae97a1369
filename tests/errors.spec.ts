import {expect, test, type Page} from '@playwright/test';

import {fixtureRoutes} from '../plugins/test-fixtures';
import {fixturesOrigin} from './support/servers';

/**
 * The error catalogue of the spec, provoked in the browser without shipping anything broken:
 * the served build is untouched, and the failures are injected by intercepting requests. The
 * red "Retry" panel needs a page that loads a resource of its own, which only the fixture build
 * has (plugins/test-fixtures, `npm run build:fixtures`).
 */

const victim = {route: '/docs/licensing', docId: 'licensing'};

/**
 * Rewrites the page's MDX content module (the chunk holding its metadata and default export)
 * as it is served, replacing the default export by `replacement` (a JS expression).
 */
async function rewriteContentModule(
  page: Page,
  docId: string,
  replacement: (original: string) => string,
): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // The doc's own metadata starts with its id; other chunks only mention its permalink in links.
    const isContentModule = body.includes(`JSON.parse('{"id":"${docId}",`) && body.includes('contentTitle:');
    if (!isContentModule) {
      await route.fulfill({response});
      return;
    }
    const patched = body.replace(
      /default:\(\)=>([A-Za-z_$][\w$]*)/,
      (_match, original: string) => `default:()=>${replacement(original)}`,
    );
    expect(patched, 'the content module was found and patched').not.toBe(body);
    await route.fulfill({response, body: patched});
  });
}

test('"This page crashed." with a working "Try again" when a page throws while rendering', async ({page}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  // The content component throws while the failure lasts, as a transient fault would
  // (React retries a failed hydration once on its own, so one throw would go unnoticed).
  await page.addInitScript(() => {
    (window as unknown as {failRender: boolean}).failRender = true;
  });
  await rewriteContentModule(
    page,
    victim.docId,
    (original) =>
      `(function(p){if(window.failRender){throw new Error("Simulated render failure")}return ${original}(p)})`,
  );
  await page.goto(victim.route);
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Simulated render failure')).toBeVisible();
  // The navbar, outside the failed content, still works.
  await expect(page.locator('nav.navbar')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as {failRender: boolean}).failRender = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
  await expect(page.locator('article h1')).toHaveText('Licensing and access');
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('a page module without a default export throws an error', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await rewriteContentModule(page, victim.docId, () => 'undefined');
  await page.goto(victim.route);
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect.poll(() => errors.some((text) => text.includes("doesn't have a default export"))).toBe(true);
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('the base-URL banner appears when the build is served under another path', async ({page, baseURL}) => {
  const origin = new URL(baseURL ?? '').origin;
  // Serve the build at /mirror/ only, as a misconfigured host would: everything else is 404.
  await page.route(`${origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (!url.pathname.startsWith('/mirror/')) {
      await route.fulfill({status: 404, contentType: 'text/plain', body: 'Not found'});
      return;
    }
    const response = await route.fetch({url: `${origin}${url.pathname.slice('/mirror'.length)}`});
    await route.fulfill({response});
  });
  await page.goto('/mirror/');
  await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/mirror/');
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('the base-URL banner stays hidden when the site is served at its base path', async ({page}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeHidden();
});

test.describe('a page resource that fails to load', () => {
  const fixtureUrl = `${fixturesOrigin}${fixtureRoutes.loadingError}`;

  test('shows the red panel with the error and a "Retry" button that loads it', async ({page}) => {
    let blocked = 0;
    await page.route('**/assets/js/fixture-lazy-panel.*.js', async (route) => {
      blocked += 1;
      await route.abort('connectionrefused');
    });
    await page.goto(fixtureUrl);
    await expect(page.getByRole('heading', {name: 'Fixture: a resource that fails to load'})).toBeVisible();
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    expect(blocked, 'the panel chunk was requested and refused').toBeGreaterThan(0);
    const panel = page
      .locator('div', {has: retry})
      .filter({hasText: /fixture-lazy-panel/})
      .last();
    // The panel names what failed, and is the red of @theme/Loading.
    await expect(panel).toContainText(/ChunkLoadError: Loading chunk \S+ failed[\s\S]*fixture-lazy-panel/);
    await expect(panel).toHaveCSS('background-color', 'rgb(250, 56, 62)');
    await expect(page.getByTestId('lazy-panel')).toHaveCount(0);

    // The network is back: Retry fetches the chunk again and the content replaces the panel.
    await page.unroute('**/assets/js/fixture-lazy-panel.*.js');
    await retry.click();
    await expect(page.getByTestId('lazy-panel')).toHaveText('The lazily loaded panel has arrived.');
    await expect(retry).toHaveCount(0);
  });

  test('loads without a panel when the resource is reachable', async ({page}) => {
    await page.goto(fixtureUrl);
    await expect(page.getByTestId('lazy-panel')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
  });

  test('the fixture route is not part of the production build', async ({request}) => {
    const response = await request.get(fixtureRoutes.loadingError);
    expect(response.status()).toBe(404);
  });
});
