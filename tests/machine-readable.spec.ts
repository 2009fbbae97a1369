import {expect, test} from '@playwright/test';

import {markdownTwinPath as twinOf} from '../src/utils/markdownTwin';
import {apiRoutes, docRoutes} from './support/routes';

test('/llms.txt indexes every doc page with its description', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const index = await response.text();
  expect(index).toMatch(/^# Virtual Stadium Documentation/);
  for (const route of [...docRoutes, ...apiRoutes]) {
    expect(index, route).toContain(`](${twinOf(route)})`);
  }
  // Each entry carries a description after the link.
  const entries = index.split('\n').filter((line) => line.startsWith('- ['));
  expect(entries.length).toBeGreaterThanOrEqual(docRoutes.length + apiRoutes.length);
  for (const entry of entries) expect(entry, entry).toMatch(/\]\([^)]+\.md\): \S/);
});

test('/llms-full.txt holds the content of the pages', async ({request}) => {
  const response = await request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  const full = await response.text();
  for (const phrase of ['Authentication with JWT', 'Messages screen', 'Install the Data SDK', 'ExternalOutcome']) {
    expect(full).toContain(phrase);
  }
});

test('every doc page has a Markdown twin at its path + .md', async ({request}) => {
  for (const route of [...docRoutes, ...apiRoutes]) {
    const response = await request.get(twinOf(route));
    expect(response.status(), twinOf(route)).toBe(200);
    expect(response.headers()['content-type'], twinOf(route)).toContain('text/markdown');
    const body = await response.text();
    // Optional front matter, then the page title as a Markdown heading.
    expect(body, twinOf(route)).toMatch(/^(---\n[\s\S]*?\n---\n\s*)?# \S/);
    expect(body, twinOf(route)).not.toContain('<!DOCTYPE html>');
  }
});

test('the twins are plain Markdown: admonitions are blockquotes, not Docusaurus ::: syntax', async ({request}) => {
  // The adapter guide has an admonition with a title ("UOF market ids") on its HTML page.
  const adapter = await (await request.get('/docs/web/widgets/adapter.md')).text();
  expect(adapter).toContain('> **UOF market ids**');
  for (const route of docRoutes) {
    const body = await (await request.get(twinOf(route))).text();
    // Fenced code is left out: a sample may hold ::: on purpose.
    const prose = body.replace(/^(\s*)(```|~~~)[\s\S]*?^\1\2/gm, '');
    expect(prose, twinOf(route)).not.toMatch(/^\s*:::/m);
  }
});

test('"Copy page as Markdown" puts the page\'s Markdown on the clipboard', async ({browser, baseURL}) => {
  const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write'], baseURL});
  const page = await context.newPage();
  await page.goto('/docs/integration/authentication');
  const copyButton = page.getByRole('button', {name: 'Copy page as Markdown'});
  await copyButton.click();
  // The bar's own status line: other widgets on the page (the token checker) have status lines too.
  await expect(copyButton.locator('..').getByRole('status')).toHaveText('Copied to the clipboard.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get('/docs/integration/authentication.md')).text();
  expect(copied).toBe(twin);
  expect(copied).toContain('title: "Authentication with JWT"');
  await context.close();
});

test('"View as Markdown" is a plain link that works without JavaScript', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto('/docs/web/widgets/virtualStadium/');
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
    'href',
    '/docs/web/widgets/virtualStadium.md',
  );
  await context.close();
});
