import {expect, test, type Page} from '@playwright/test';

import {apiDeclarations} from './support/api-declarations';
import {allRoutes, apiInterfaces, apiRoutes, apiTypeAliases} from './support/routes';
import {watchPageHealth} from './support/page-health';

/** The canonical link Docusaurus prints names the page that was rendered, so it proves "its own page". */
function canonicalPath(href: string): string {
  const path = new URL(href).pathname;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

test.describe('every route of the spec answers with its own page, with no console error or CSP violation', () => {
  for (const route of allRoutes) {
    test(`${route} renders its own page`, async ({page}) => {
      const health = await watchPageHealth(page);
      const response = await page.goto(route);
      expect(response?.status(), 'HTTP status').toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical, 'canonical link').not.toBeNull();
      expect(canonicalPath(canonical ?? '')).toBe(route.length > 1 ? route.replace(/\/$/, '') : route);
      await page.waitForLoadState('networkidle');
      expect(health.problems, 'console errors and CSP violations').toEqual([]);
    });
  }
});

test('an unknown route answers 404 with the theme\'s "Page Not Found"', async ({page}) => {
  const response = await page.goto('/docs/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test("the API reference has exactly the spec's routes, and its index links every one of them", async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const apiPaths = [...sitemap.matchAll(/<loc>[^<]*?(\/docs\/api\/[^<]*)<\/loc>/g)].map((match) =>
    (match[1] ?? '').replace(/\/$/, ''),
  );
  const expected = apiRoutes.map((route) => route.replace(/\/$/, ''));
  expect(apiPaths.sort(), 'API pages in the sitemap').toEqual([...expected].sort());
  await page.goto('/docs/api/');
  const linked = await page
    .locator('article .markdown a[href^="/docs/api/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect([...new Set(linked)].sort(), 'pages the API index links').toEqual(
    expected.filter((route) => route !== '/docs/api').sort(),
  );
});

/** The members a reference page documents: each h3 under "Properties" or "Methods", and whether prose follows its signature. */
async function documentedMembers(page: Page): Promise<{name: string; described: boolean}[]> {
  return page.locator('article .markdown').evaluate((markdown) => {
    const members: {name: string; described: boolean}[] = [];
    let section = '';
    let current: {name: string; described: boolean} | undefined;
    let inNotes = false;
    for (const element of Array.from(markdown.children)) {
      const text = (element.textContent ?? '').replace(/\u200b/g, '').trim();
      if (element.tagName === 'H2') {
        section = text;
        current = undefined;
      } else if (element.tagName === 'H3' && (section === 'Properties' || section === 'Methods')) {
        current = {name: text.replace(/\(\)$/, ''), described: false};
        inNotes = false;
        members.push(current);
      } else if (element.tagName === 'H4') {
        inNotes = true; // "Overrides", "Inherited from": links, not a description
      } else if (current && !inNotes && element.tagName === 'P' && text !== '') {
        current.described = true;
      }
    }
    return members;
  });
}

test.describe('API reference pages document what the API source declares', () => {
  const declarations = apiDeclarations();
  for (const name of apiInterfaces) {
    test(`${name}: every member of the interface, each with its description`, async ({page}) => {
      await page.goto(`/docs/api/interfaces/${name}`);
      await expect(page.locator('article h1')).toHaveText(`Interface: ${name}`);
      const declared = declarations.interfaces.get(name);
      expect(declared, `${name} is exported by virtual-stadium-api/src/index.ts`).toBeDefined();
      const shown = await documentedMembers(page);
      expect(shown.map((member) => member.name).sort(), 'member headings').toEqual(
        (declared ?? []).map((member) => member.name).sort(),
      );
      for (const member of declared ?? []) {
        if (member.documented)
          expect(
            shown.find((entry) => entry.name === member.name)?.described,
            `${name}.${member.name} is described`,
          ).toBe(true);
      }
    });
  }

  for (const name of apiTypeAliases) {
    test(`${name}: the declaration with every value of the type`, async ({page}) => {
      await page.goto(`/docs/api/type-aliases/${name}`);
      await expect(page.locator('article h1')).toHaveText(`Type Alias: ${name}`);
      const declaration = page.locator('article .markdown pre').first();
      await expect(declaration).toContainText(`type ${name} =`);
      for (const literal of declarations.aliasLiterals.get(name) ?? [])
        await expect(declaration).toContainText(`"${literal}"`);
      await expect(page.locator('article .markdown > p').first()).not.toBeEmpty();
    });
  }

  test('onAction: the signature, its parameters and what it returns', async ({page}) => {
    await page.goto('/docs/api/functions/onAction');
    await expect(page.locator('article h1')).toHaveText('Function: onAction()');
    await expect(page.locator('article .markdown pre').first()).toContainText('function onAction(...args): void;');
    await expect(page.locator('article h2', {hasText: 'Parameters'})).toBeVisible();
    await expect(page.locator('article table td').first()).toContainText('args');
    await expect(page.locator('article h2', {hasText: 'Returns'})).toBeVisible();
  });
});
