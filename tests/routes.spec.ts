import {expect, test, type Page} from '@playwright/test';

import {apiDeclarations} from './support/api-declarations';
import {apiInterfaces, apiRoutes, apiTypeAliases} from './support/routes';

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
  // Visited in two halves, each in one browser page; soft assertions name the interface, so one bad page
  // does not hide the others.
  const half = Math.ceil(apiInterfaces.length / 2);
  for (const names of [apiInterfaces.slice(0, half), apiInterfaces.slice(half)]) {
    test(`${names[0] ?? ''} to ${names.at(-1) ?? ''}: every member of each interface, each with its description`, async ({
      page,
    }) => {
      test.setTimeout(20_000 + names.length * 5_000);
      for (const name of names) {
        await page.goto(`/docs/api/interfaces/${name}`);
        await expect.soft(page.locator('article h1'), name).toHaveText(`Interface: ${name}`);
        const declared = declarations.interfaces.get(name);
        expect.soft(declared, `${name} is exported by virtual-stadium-api/src/index.ts`).toBeDefined();
        const shown = await documentedMembers(page);
        expect
          .soft(shown.map((member) => member.name).sort(), `${name}: member headings`)
          .toEqual((declared ?? []).map((member) => member.name).sort());
        for (const member of declared ?? []) {
          if (member.documented)
            expect
              .soft(shown.find((entry) => entry.name === member.name)?.described, `${name}.${member.name} is described`)
              .toBe(true);
        }
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
    // The signature shows its parameter types: one [type, data] pair per action, so it reads as the union it is.
    const signature = page.locator('article .markdown pre').first();
    await expect(signature).toContainText('function onAction(...args:');
    await expect(signature).toContainText('[type: "FlashBetOutcome", data: ExternalOutcome]');
    await expect(signature).toContainText('[type: "Error", data: Error]): void;');
    await expect(page.locator('article h2', {hasText: 'Parameters'})).toBeVisible();
    await expect(page.locator('article table td').first()).toContainText('args');
    await expect(page.locator('article h2', {hasText: 'Returns'})).toBeVisible();
  });
});
