import {expect, test, type Page, type Route} from '@playwright/test';

import {navigateInApp} from './support/navigation';

/** Page chunks are the JavaScript files under /assets/js/ that a client-side navigation loads. */
const chunkPattern = '**/assets/js/*.js';

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

function sidebarLink(page: Page, href: string) {
  return page.locator(`.theme-doc-sidebar-container a.menu__link[href="${href}"]`).first();
}

test.describe('navigation', () => {
  test('the next page is loaded before the view changes', async ({page}) => {
    await settle(page, '/docs/integration/overview');
    const released: Array<() => Promise<void>> = [];
    await page.route(chunkPattern, (route: Route) => {
      released.push(() => route.continue());
    });
    await sidebarLink(page, '/docs/integration/idMapping').click();
    await expect.poll(() => released.length).toBeGreaterThan(0);
    // The navigation has been pending long enough for the progress bar (200 ms), and the old page is still shown.
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.locator('article h1').first()).toHaveText('Integration overview');
    for (const release of released.splice(0)) await release();
    await page.unroute(chunkPattern);
    await expect(page.locator('article h1').first()).toHaveText(/mapping/i);
  });

  test('after navigating, the page starts at the top', async ({page}) => {
    await settle(page, '/docs/integration/overview');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/docs\/integration\/authentication$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('following an in-page hash link scrolls to that heading', async ({page}) => {
    await settle(page, '/markdown-page');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.table-of-contents a[href="#code-samples"]').click();
    await expect(page).toHaveURL(/#code-samples$/);
    const top = (): Promise<number> => page.locator('#code-samples').evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(top).toBeLessThan(200);
    expect(await top()).toBeGreaterThanOrEqual(0);
  });

  test('a hash link to another page lands on the heading', async ({page}) => {
    await settle(page, '/');
    await page.evaluate(() => {
      const anchor = document.createElement('a');
      anchor.id = 'test-hash-link';
      anchor.textContent = 'to toc section';
      anchor.href = '/markdown-page#code-samples';
      document.querySelector('main')?.prepend(anchor);
    });
    // A plain anchor reloads the document; the browser then scrolls to the fragment.
    await page.locator('#test-hash-link').click();
    await expect(page).toHaveURL(/\/markdown-page#code-samples$/);
    await expect
      .poll(() => page.locator('#code-samples').evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(200);
  });

  test('when a page resource fails to load during navigation, the page reloads', async ({page}) => {
    await settle(page, '/docs/integration/overview');
    await page.evaluate(() => {
      (window as unknown as {beforeReload: boolean}).beforeReload = true;
    });
    let aborted = 0;
    await page.route(chunkPattern, async (route) => {
      if (aborted === 0) {
        aborted += 1;
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    const reload = page.waitForEvent('load');
    await sidebarLink(page, '/docs/integration/channelCreation').click();
    await reload;
    expect(aborted).toBe(1);
    await expect(page).toHaveURL(/\/docs\/integration\/channelCreation$/);
    expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
    await expect(page.locator('article h1').first()).toBeVisible();
  });

  /**
   * Records whether the progress bar ever appears, and arms an in-page timer at the click with the theme's
   * progress-bar delay (200 ms, theme-classic's nprogress client module). The theme's timer is set while the
   * click is handled, before this one, so when `thresholdPassed` turns true the bar had its chance to appear.
   */
  async function watchProgressBar(page: Page): Promise<void> {
    await page.evaluate(() => {
      const w = window as unknown as {progressBarSeen: boolean; thresholdPassed: boolean};
      w.progressBarSeen = false;
      w.thresholdPassed = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.progressBarSeen = true;
      }).observe(document.documentElement, {childList: true, subtree: true});
      window.addEventListener('click', () => setTimeout(() => (w.thresholdPassed = true), 200), {once: true});
    });
  }

  test('a thin progress bar appears when navigation takes longer than 200 ms', async ({page}) => {
    await settle(page, '/docs/integration/overview');
    await watchProgressBar(page);
    await page.route(chunkPattern, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await sidebarLink(page, '/docs/integration/analytics').click();
    await expect(page.locator('#nprogress .bar')).toBeVisible({timeout: 1100});
    await expect(page.locator('article h1').first()).toHaveText(/analytics/i);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('no progress bar when navigation is quicker than 200 ms', async ({page}) => {
    await settle(page, '/docs/integration/overview');
    // Load the target's chunks first so the navigation itself is instant.
    await page.evaluate(() =>
      (window as unknown as {docusaurus: {preload: (p: string) => Promise<void>}}).docusaurus.preload(
        '/docs/integration/analytics',
      ),
    );
    await watchProgressBar(page);
    await sidebarLink(page, '/docs/integration/analytics').click();
    await expect(page.locator('article h1').first()).toHaveText(/analytics/i);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {thresholdPassed: boolean}).thresholdPassed))
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as {progressBarSeen: boolean}).progressBarSeen)).toBe(false);
  });
});

test.describe('prefetching', () => {
  async function prefetchedChunks(
    page: Page,
    connection: {effectiveType: string; saveData: boolean} | null,
  ): Promise<number> {
    if (connection) {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => value});
      }, connection);
    }
    // A link prefetches its route from its IntersectionObserver callback when it scrolls into view (Docusaurus's
    // Link; window.docusaurus is frozen, so the callbacks are watched instead). Record each link whose callback
    // has run for it in view: by then any <link rel="prefetch"> it asked for is in the document.
    await page.addInitScript(() => {
      const w = window as unknown as {linksSeenInView: string[]};
      w.linksSeenInView = [];
      const Original = window.IntersectionObserver;
      window.IntersectionObserver = class extends Original {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super((entries, observer) => {
            callback(entries, observer);
            for (const entry of entries) {
              const href = entry.isIntersecting ? entry.target.getAttribute('href') : null;
              if (href) w.linksSeenInView.push(href);
            }
          }, options);
        }
      };
    });
    await settle(page, '/docs/integration/overview');
    const before = await page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);
    // The footer's "How to read these docs" link is not in view until the reader scrolls to the bottom.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {linksSeenInView: string[]}).linksSeenInView))
      .toContain('/markdown-page');
    const after = await page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);
    return after - before;
  }

  test('happens on a normal connection', async ({page}) => {
    expect(await prefetchedChunks(page, {effectiveType: '4g', saveData: false})).toBeGreaterThan(0);
  });

  test('is skipped on a 2g connection', async ({page}) => {
    expect(await prefetchedChunks(page, {effectiveType: '2g', saveData: false})).toBe(0);
  });

  test('is skipped when data saving is on', async ({page}) => {
    expect(await prefetchedChunks(page, {effectiveType: '4g', saveData: true})).toBe(0);
  });
});

test.describe('paths ending in .html or /index.html', () => {
  const cases = [
    ['/docs/integration/overview.html', '/docs/integration/overview'],
    ['/docs/web/widgets/virtualStadium/index.html', '/docs/web/widgets/virtualStadium/'],
    ['/markdown-page.html', '/markdown-page'],
  ] as const;

  async function titleOf(page: Page, route: string): Promise<string> {
    const probe = await page.context().newPage();
    await probe.goto(route);
    const title = (await probe.locator('h1').first().textContent()) ?? '';
    await probe.close();
    expect(title).not.toBe('');
    return title;
  }

  for (const [typed, route] of cases) {
    test(`typed: ${typed} reaches ${route}`, async ({page}) => {
      const expectedTitle = await titleOf(page, route);
      const response = await page.goto(typed);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(expectedTitle);
      await page.waitForLoadState('networkidle');
      // After hydration the client router still shows the same page, not its 404.
      await expect(page.locator('[data-has-hydrated="true"], html[data-has-hydrated]')).toHaveCount(1);
      await expect(page.locator('h1').first()).toHaveText(expectedTitle);
    });

    test(`followed as a client-side link: ${typed}`, async ({page}) => {
      await settle(page, '/');
      const expectedTitle = await titleOf(page, route);
      await navigateInApp(page, typed);
      await expect(page.locator('h1').first()).toHaveText(expectedTitle);
    });
  }
});
