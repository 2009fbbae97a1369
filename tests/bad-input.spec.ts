import http from 'node:http';
import {expect, test} from '@playwright/test';

import {switchColourModeTo} from './support/colour-mode';
import {watchPageHealth} from './support/page-health';

interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** A raw GET that keeps the path exactly as written (browsers and fetch would normalise `..`). */
function rawGet(baseURL: string, path: string): Promise<RawResponse> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({hostname, port, path, method: 'GET'}, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body}));
    });
    request.on('error', reject);
    request.end();
  });
}

test.describe('bad URLs never break the site', () => {
  test('an unknown path shows the 404 page with a working navbar', async ({page}) => {
    const health = await watchPageHealth(page, {expectedDocumentStatus: 404});
    const response = await page.goto('/docs/web/widgets/virtualStadium/modules/doesNotExist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await page.locator('nav.navbar a.navbar__link', {hasText: 'Integration'}).click();
    await expect(page).toHaveURL(/\/docs\/integration\/overview$/);
    expect(health.problems).toEqual([]);
  });

  test('a malformed percent-encoding is refused with 400, and the server does not say its version', async ({
    baseURL,
  }) => {
    const result = await rawGet(baseURL ?? '', '/docs/%E0%A4%A');
    // nginx refuses a request line it cannot decode before any location is tried.
    expect(result.status).toBe(400);
    expect(result.body).toContain('400 Bad Request');
    // server_tokens off (deploy/nginx.conf.template): "nginx", never "nginx/1.22.1", in the header and the page.
    expect(result.headers['server']).toBe('nginx');
    expect(result.body).not.toMatch(/nginx\/\d/);
  });

  test('a malformed percent-encoding in the browser still renders a page', async ({page}) => {
    const response = await page.goto('/docs/%E0%A4%A');
    expect([400, 404]).toContain(response?.status());
    await expect(page.locator('body')).not.toBeEmpty();
  });

  test('an overlong URL is refused cleanly', async ({baseURL}) => {
    const result = await rawGet(baseURL ?? '', `/docs/${'a'.repeat(20_000)}`);
    expect([404, 414, 400]).toContain(result.status);
  });

  test('an overlong path that the server accepts renders the 404 page', async ({page}) => {
    const health = await watchPageHealth(page, {expectedDocumentStatus: 404});
    const response = await page.goto(`/docs/${'segment/'.repeat(300)}end`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    expect(health.problems).toEqual([]);
  });

  test('.. segments cannot leave the site folder', async ({baseURL}) => {
    for (const path of [
      '/../../../../etc/passwd',
      '/docs/../../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc/passwd',
    ]) {
      const result = await rawGet(baseURL ?? '', path);
      expect(result.body, path).not.toContain('root:x:0:0');
      expect([400, 404], path).toContain(result.status);
    }
  });
});

test.describe('corrupted browser storage never breaks the site', () => {
  const corrupted = [
    ['theme', 'purple'],
    ['theme', '"><img src=x onerror="window.__pwned=1">'],
    ['docusaurus.announcement.dismiss', 'not-a-boolean'],
    ['docusaurus.announcement.id', '{"__proto__": {"polluted": true}}'],
  ] as const;

  for (const [key, value] of corrupted) {
    test(`${key} = ${JSON.stringify(value)}`, async ({browser}) => {
      const context = await browser.newContext({colorScheme: 'light'});
      // Set once, before the first page of the context; a later navigation must not reset it.
      await context.addInitScript(
        ([k, v]) => {
          if (sessionStorage.getItem('seeded') === null) {
            localStorage.setItem(k, v);
            // The announcement cases: a dismissal that belongs to a garbage id must not hide the current bar.
            if (k === 'docusaurus.announcement.id') localStorage.setItem('docusaurus.announcement.dismiss', 'true');
            sessionStorage.setItem('seeded', '1');
          }
        },
        [key, value] as const,
      );
      const page = await context.newPage();
      const health = await watchPageHealth(page);
      await page.goto('/docs/integration/overview');
      await expect(page.locator('article h1')).toBeVisible();
      if (key === 'theme') {
        // An unknown stored mode counts as "nothing saved": the system's light mode, and the value is dropped.
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
        expect(await page.locator('img[src="x"]').count()).toBe(0);
        expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
      } else {
        // "not-a-boolean" is not a dismissal, and a dismissal of another id is not one of this bar.
        await expect(page.locator('.theme-announcement-bar')).toBeVisible();
      }
      // The colour switch still works.
      await switchColourModeTo(page, 'dark');
      expect(health.problems).toEqual([]);
      await context.close();
    });
  }

  test('localStorage that throws on every access', async ({browser}) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const fail = (): never => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {configurable: true, get: fail});
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
    });
    const page = await context.newPage();
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto('/docs/web/overview');
    await expect(page.locator('article h1')).toBeVisible();
    await switchColourModeTo(page, 'dark');
    await page.locator('.theme-doc-sidebar-container a.menu__link', {hasText: 'Troubleshooting'}).click();
    await expect(page).toHaveURL(/\/docs\/web\/troubleshooting$/);
    expect(uncaught).toEqual([]);
    await context.close();
  });
});

test.describe('without JavaScript', () => {
  test('content is readable and plain links navigate', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/docs/integration/overview');
    await expect(page.locator('article h1')).toBeVisible();
    const paragraphs = await page.locator('article p').count();
    expect(paragraphs).toBeGreaterThan(3);
    await page.locator('.theme-doc-sidebar-container a.menu__link[href="/docs/integration/authentication"]').click();
    await expect(page).toHaveURL(/\/docs\/integration\/authentication$/);
    await expect(page.locator('article h1')).toBeVisible();
    await page.goto('/');
    await expect(page.locator('h1').first()).toHaveText('Virtual Stadium Documentation');
    await context.close();
  });
});

test.describe('search input is shown as text, never run', () => {
  const payloads = [
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=1</script>',
    '"><svg onload="window.__xss=1">',
  ];

  for (const payload of payloads) {
    test(`search box: ${payload}`, async ({page}) => {
      const health = await watchPageHealth(page);
      await page.goto('/docs/integration/overview');
      const input = page.locator('.navbar input.navbar__search-input');
      await input.click();
      await input.fill(payload);
      // The query has been searched and its outcome rendered: the last option names the query, as text.
      const listbox = page.locator('.navbar [role="listbox"]');
      await expect(listbox).toBeVisible();
      await expect(listbox.locator('[role="option"]').last()).toContainText(`“${payload}”`);
      expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
      expect(await page.locator('.navbar img[src="x"], .navbar svg[onload]').count()).toBe(0);
      await input.press('Enter');
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
      expect(health.problems.filter((problem) => !problem.includes('favicon'))).toEqual([]);
    });
  }

  test('the results page shows the query as text', async ({page}) => {
    const payload = '<img src=x onerror="window.__xss=1">';
    await page.goto(`/search?q=${encodeURIComponent(payload)}`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    await expect(page.locator('h1')).toContainText(payload);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
});
