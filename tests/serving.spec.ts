import {expect, test} from '@playwright/test';

import {inlineScripts, scriptHash} from '../plugins/production-serving/csp';

/** Production serving through deploy/nginx.conf.template, as the browser tests run it. */

test.describe('nginx: pages and status codes', () => {
  const forms = ['/docs/integration/overview', '/docs/integration/overview/', '/docs/integration/overview.html', '/docs/integration/overview/index.html'];
  for (const path of forms) {
    test(`${path} answers 200 without a redirect`, async ({request}) => {
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('<h1>Integration overview</h1>');
    });
  }

  test('an unknown path answers 404 with the site\'s 404 page', async ({request}) => {
    const response = await request.get('/docs/nothing/here', {maxRedirects: 0});
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expect(response.headers()['content-type']).toContain('text/html');
  });
});

test.describe('nginx: compression', () => {
  test('serves precompressed brotli and gzip, and plain bytes to clients that ask for none', async ({request}) => {
    const page = '/docs/web/widgets/adapter';
    const brotli = await request.get(page, {headers: {'Accept-Encoding': 'br'}});
    expect(brotli.headers()['content-encoding']).toBe('br');
    const gzip = await request.get(page, {headers: {'Accept-Encoding': 'gzip'}});
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get(page, {headers: {'Accept-Encoding': 'identity'}});
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(gzip.headers()['vary']).toContain('Accept-Encoding');
  });
});

test.describe('nginx: caching', () => {
  test('hashed assets are immutable for a year, HTML is revalidated, static files are short-lived', async ({request}) => {
    const html = await request.get('/docs/integration/overview');
    expect(html.headers()['cache-control']).toBe('no-cache');
    const script = (await html.text()).match(/src="?(\/assets\/js\/[^"\s>]+\.js)/)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script ?? '');
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await request.get('/img/logo.svg');
    expect(image.status()).toBe(200);
    expect(image.headers()['cache-control']).toBe('public, max-age=3600');
  });
});

test.describe('nginx: security headers', () => {
  test('a strict Content-Security-Policy that allows exactly the inline scripts of the page', async ({request}) => {
    const response = await request.get('/');
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const html = await response.text();
    const inline = inlineScripts(html).map(scriptHash);
    expect(inline.length).toBeGreaterThan(0);
    for (const hash of inline) expect(scriptSrc).toContain(hash);
  });

  test('nosniff, a referrer policy and the CSP on pages and on the 404 page', async ({request}) => {
    for (const path of ['/docs/sdk/intro', '/missing-page']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    }
  });

  test('the browser blocks a script injected without a hash', async ({page}) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto('/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.appendChild(script);
      return (window as unknown as {__injected?: boolean}).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});
