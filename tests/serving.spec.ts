import {spawn} from 'node:child_process';

import {expect, test} from '@playwright/test';

import {watchPageHealth} from './support/page-health';
import {siteOrigin, testPort} from './support/servers';

/** One directive of a Content-Security-Policy header, e.g. "script-src 'self' 'sha256-…'". */
function directive(csp: string, name: string): string {
  return (
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ''
  );
}

/** Production serving through deploy/nginx.conf.template, as the browser tests run it. */

test.describe('nginx: pages and status codes', () => {
  const forms = [
    '/docs/integration/overview',
    '/docs/integration/overview/',
    '/docs/integration/overview.html',
    '/docs/integration/overview/index.html',
  ];
  for (const path of forms) {
    test(`${path} answers 200 without a redirect`, async ({request}) => {
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('<h1>Integration overview</h1>');
    });
  }

  test("an unknown path answers 404 with the site's 404 page", async ({request}) => {
    const response = await request.get('/docs/nothing/here', {maxRedirects: 0});
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expect(response.headers()['content-type']).toContain('text/html');
  });
});

test.describe('nginx: downloads', () => {
  test('the example projects are served as gzip archives that the pages link', async ({request, page}) => {
    for (const file of [
      'virtual-stadium-web-starter.tgz',
      'virtual-stadium-android-example.tgz',
      'virtual-stadium-ios-example.tgz',
    ]) {
      const response = await request.get(`/examples/${file}`, {headers: {'Accept-Encoding': 'identity'}});
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toBe('application/gzip');
      // A gzip stream starts with 1f 8b.
      expect([...(await response.body()).subarray(0, 2)], file).toEqual([0x1f, 0x8b]);
    }
    for (const route of [
      '/markdown-page',
      '/docs/sdk/gettingStarted',
      '/docs/web/overview',
      '/docs/integration/overview',
    ]) {
      await page.goto(route);
      await expect(page.locator('a[href="/examples/virtual-stadium-web-starter.tgz"]').first(), route).toBeAttached();
    }
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

  test("search's data files reach the browser brotli-encoded, so the engine does not inflate them itself", async ({
    page,
  }) => {
    // build-tools/pagefindServing.ts stores them uncompressed and the build writes their .br twins.
    const encodings = new Map<string, string>();
    page.on('response', (response) => {
      const file = new URL(response.url()).pathname;
      if (/^\/pagefind\/.*\.(pf_fragment|pf_index|pf_meta|pagefind)$/.test(file)) {
        encodings.set(file.replace(/_[\w]+(?=\.pf_)/, ''), response.headers()['content-encoding'] ?? 'none');
      }
    });
    await page.goto('/docs/integration/overview');
    await page.locator('.navbar input.navbar__search-input').fill('adapter');
    await expect(page.locator('.navbar [role="option"]').first()).toContainText(/adapter/i);
    expect([...encodings.keys()].sort()).toEqual([
      '/pagefind/fragment/en.pf_fragment',
      '/pagefind/index/en.pf_index',
      '/pagefind/pagefind.en.pf_meta',
      '/pagefind/wasm.en.pagefind',
    ]);
    expect(new Set(encodings.values())).toEqual(new Set(['br']));
  });
});

test.describe('nginx: caching', () => {
  test('hashed assets are immutable for a year, HTML is revalidated, static files are short-lived', async ({
    request,
  }) => {
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
  test('a strict Content-Security-Policy: no unsafe sources, no framing, no plugins', async ({request}) => {
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
    const scriptSrc = directive(csp, 'script-src');
    // Own origin, WebAssembly compilation for the search engine (no JavaScript eval), and hashed inline scripts.
    expect(scriptSrc).toMatch(/^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  // The build computes the hashes with build-tools/csp.ts (parse5 and Node's crypto). Here the browser's own
  // parser finds the scripts and WebCrypto hashes them, so a mistake in either place fails this test.
  for (const path of [
    '/',
    '/docs/integration/overview',
    '/docs/api/interfaces/Bet',
    '/web',
    '/search',
    '/docs/no-such-page',
  ]) {
    test(`every inline script the browser finds on ${path} has its hash in the served CSP`, async ({page}) => {
      const health = await watchPageHealth(page, {expectedDocumentStatus: 404});
      const response = await page.goto(path);
      const allowed = directive(response?.headers()['content-security-policy'] ?? '', 'script-src').split(' ');
      const inline = await page.evaluate(async () => {
        const executable = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;
        const scripts = Array.from(document.querySelectorAll('script'))
          .filter((script) => !script.hasAttribute('src') && executable.test(script.type.trim()) && script.text !== '')
          .map((script) => script.text);
        return Promise.all(
          scripts.map(async (text) => {
            const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
            return {start: text.slice(0, 60), hash: `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`};
          }),
        );
      });
      // At least the theme's colour-mode script runs inline on every page.
      expect(inline.length).toBeGreaterThan(0);
      for (const {start, hash} of inline) expect(allowed, `inline script "${start}…"`).toContain(hash);
      expect(health.problems.filter((problem) => problem.startsWith('CSP'))).toEqual([]);
    });
  }

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

test.describe('nginx: the docs MCP server at /mcp', () => {
  const listTools = {jsonrpc: '2.0', id: 1, method: 'tools/list'};
  const mcpHeaders = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'};

  test('/mcp is proxied to the MCP server, which answers POST only and only the site as a web origin', async ({
    request,
  }) => {
    const answer = await request.post('/mcp', {headers: mcpHeaders, data: listTools});
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('no-store');
    const tools = ((await answer.json()) as {result: {tools: {name: string}[]}}).result.tools;
    expect(tools.map((tool) => tool.name).sort()).toEqual(['check_token', 'get_page', 'list_pages', 'search_docs']);

    // An assistant sends no Origin; a page of this site may; a page elsewhere may not (DNS rebinding).
    const own = await request.post('/mcp', {headers: {...mcpHeaders, Origin: siteOrigin}, data: listTools});
    expect(own.status()).toBe(200);
    const foreign = await request.post('/mcp', {
      headers: {...mcpHeaders, Origin: 'https://evil.example'},
      data: listTools,
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.text()).not.toContain('search_docs');

    for (const method of ['GET', 'DELETE', 'PUT']) {
      const response = await request.fetch('/mcp', {method, headers: mcpHeaders});
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toBe('POST');
    }
    const unknownMethod = await request.post('/mcp', {
      headers: mcpHeaders,
      data: {jsonrpc: '2.0', id: 2, method: 'sampling/createMessage', params: {}},
    });
    expect(((await unknownMethod.json()) as {error?: {code: number}}).error?.code).toBe(-32601);
    const huge = await request.post('/mcp', {headers: mcpHeaders, data: {...listTools, padding: 'x'.repeat(70_000)}});
    expect(huge.status()).toBe(413);
    expect((await request.post('/mcp/other', {headers: mcpHeaders, data: listTools})).status()).toBe(404);
  });

  test('without the MCP server the site still works and /mcp answers 502; /mcp is rate-limited per address', async () => {
    test.setTimeout(60_000);
    // A second nginx with the same server block, its own rate-limit zone, and no MCP server behind it.
    const port = testPort + 21;
    const origin = `http://127.0.0.1:${port}`;
    // Node itself runs the script (with tsx's loader), so that SIGTERM reaches serve-nginx.ts, which stops nginx.
    const nginx = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/tools/serve-nginx.ts', '--port', String(port), '--mcp-port', String(port + 1)],
      {stdio: 'ignore'},
    );
    try {
      await expect
        .poll(async () => (await fetch(`${origin}/`).catch(() => undefined))?.status, {timeout: 30_000})
        .toBe(200);
      expect((await fetch(`${origin}/docs/integration/overview`)).status).toBe(200);
      expect((await fetch(`${origin}/docs/integration/overview.md`)).status).toBe(200);
      const post = (): Promise<number> =>
        fetch(`${origin}/mcp`, {method: 'POST', headers: mcpHeaders, body: JSON.stringify(listTools)}).then(
          (response) => response.status,
          () => 0,
        );
      expect(await post()).toBe(502);
      // 30 requests a second with a queue of 60: of 150 sent at once, the queue takes 60 (and the first passes at
      // once); nginx refuses the rest with 429. On a loaded machine the 150 do not all arrive at once, and the
      // queue drains at 30 a second meanwhile, so the bound on what passes grows with the time the burst took.
      const started = performance.now();
      const statuses = await Promise.all(Array.from({length: 150}, post));
      const seconds = (performance.now() - started) / 1000;
      const count = (status: number): number => statuses.filter((value) => value === status).length;
      expect(count(429) + count(502)).toBe(150);
      expect(count(502)).toBeGreaterThanOrEqual(1);
      expect(count(502), `passed in ${seconds.toFixed(2)} s`).toBeLessThanOrEqual(61 + Math.ceil(30 * seconds));
      expect(count(429)).toBeGreaterThanOrEqual(30);
    } finally {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
  });
});
