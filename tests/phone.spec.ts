import {expect, test, type Page} from '@playwright/test';

import {designedLabel} from '../src/data/designedMarker';

/**
 * The site on a phone (390 px) and the pieces of its frame that issue #34 redesigned: the navbar and its search
 * button, tables as blocks, the compact designed marker, the site font on every button, the home page's cards and
 * actions, and the 404 page.
 */
const phone = {width: 390, height: 844};

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test.describe('navbar on a phone', () => {
  test.use({viewport: phone});

  test('shows the whole site name, and search as a button that opens a full-width field', async ({page}) => {
    await page.goto('/docs/integration/overview');
    await hydrated(page);
    const title = page.locator('.navbar__title').first();
    await expect(title).toHaveText('Virtual Stadium');
    const clipped = await title.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.scrollWidth > element.clientWidth + 1 || box.right > window.innerWidth;
    });
    expect(clipped, 'the site name is clipped').toBe(false);

    const input = page.locator('.navbar input.navbar__search-input');
    await expect(input).toBeHidden();
    const button = page.getByRole('button', {name: 'Search the documentation'});
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(input).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const width = await input.evaluate((element) => element.getBoundingClientRect().width);
    expect(width, 'the open field spans the navbar').toBeGreaterThan(phone.width * 0.7);
    await input.fill('token');
    await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toBeVisible();
    await input.press('Escape');
    await input.press('Escape');
    await input.press('Escape');
    await expect(input).toBeHidden();
    await page.getByRole('button', {name: 'Search the documentation'}).click();
    await page.getByRole('button', {name: 'Close search'}).click();
    await expect(input).toBeHidden();
  });

  test('Ctrl+K opens and focuses the field', async ({page}) => {
    await page.goto('/docs/integration/overview');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.navbar input.navbar__search-input')).toBeFocused();
  });
});

test.describe('keyboard hint', () => {
  test('shows with a mouse and not on a touch screen', async ({browser}) => {
    for (const [hasTouch, shown] of [
      [false, true],
      [true, false],
    ] as const) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}, hasTouch, isMobile: hasTouch});
      const page = await context.newPage();
      await page.goto('/docs/integration/overview');
      await hydrated(page);
      const hint = page.locator('.navbar kbd').first();
      if (shown) await expect(hint, 'Ctrl K hint with a mouse').toBeVisible();
      else await expect(hint, 'Ctrl K hint on a touch screen').toBeHidden();
      await context.close();
    }
  });
});

test.describe('the first screen on a phone', () => {
  test.use({viewport: phone});

  // A sample of doc pages of every kind: a guide, an SDK page, a module page, a Moderation UI page, the API reference.
  const sample = [
    '/docs/integration/authentication',
    '/docs/integration/overview',
    '/docs/androidSdk/usage',
    '/docs/iosSdk/usage',
    '/docs/web/widgets/virtualStadium/modules/flashBet',
    '/docs/moderationUi/views/analytics',
    '/docs/api/',
  ];

  test('the page title starts within the top 200 px, with the page actions in one menu beside it', async ({page}) => {
    for (const route of sample) {
      await page.goto(route);
      await hydrated(page);
      const title = page.locator('article h1').first();
      const top = await title.evaluate((element) => element.getBoundingClientRect().top);
      expect(top, `${route}: top of the title, px`).toBeLessThanOrEqual(200);
      // The actions: one summary line, not a stacked button and link.
      const menu = page.locator('.vs-page-actions');
      await expect(menu).toHaveCount(1);
      const box = (await menu.boundingBox())!;
      expect(box.height, `${route}: height of the page actions, px`).toBeLessThanOrEqual(48);
      await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeHidden();
    }
    await page.locator('.vs-page-actions > summary').click();
    await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeHidden();
  });
});

test.describe('tables and the designed marker', () => {
  test('on a phone a record table shows each row as a block with its labels, nothing off-screen', async ({page}) => {
    await page.setViewportSize(phone);
    await page.goto('/docs/web/widgets/virtualStadium/');
    const table = page.locator('article .table-stack table').first();
    const jwt = table.locator('tr', {has: page.locator('td:first-child', {hasText: /^jwt$/})});
    const cells = jwt.locator('td');
    await expect(cells.last())
      .toBeInViewport({ratio: 0})
      .catch(() => undefined);
    const layout = await cells.evaluateAll((tds) =>
      tds.map((td) => {
        const box = td.getBoundingClientRect();
        return {
          display: getComputedStyle(td).display,
          left: box.left,
          right: box.right,
          label: getComputedStyle(td, '::before').content,
        };
      }),
    );
    // One block per column of the table, whatever its columns are.
    expect(layout.length).toBe(await table.locator('thead th').count());
    expect(layout.length).toBeGreaterThanOrEqual(4);
    for (const cell of layout) {
      expect(cell.display).toBe('block');
      expect(cell.right, 'a cell past the screen edge').toBeLessThanOrEqual(phone.width);
    }
    expect(layout.at(-1)?.label).toBe('"What it does: "');
    // The explanation gets the row's whole width (it had three words a line, or was off-screen).
    const explanation = layout.at(-1);
    expect((explanation?.right ?? 0) - (explanation?.left ?? 0), 'width of "What it does", px').toBeGreaterThan(300);
  });

  test('a grid table keeps its first column in view and shows a scroll cue', async ({page}) => {
    await page.setViewportSize(phone);
    await page.goto('/docs/web/widgets/virtualStadium/modules/flashBet');
    const box = page.locator('article .table-grid').first();
    await expect(box).toHaveAttribute('data-scroll-cue', '');
    const cue = await box.evaluate((element) => ({
      background: getComputedStyle(element).backgroundImage,
      line: getComputedStyle(element, '::before').content,
      scrolls: element.scrollWidth > element.clientWidth,
    }));
    expect(cue.scrolls).toBe(true);
    expect(cue.background).toContain('gradient');
    expect(cue.line).toContain('Scroll sideways');
    const first = box.locator('tbody tr td').first();
    const before = await first.evaluate((cell) => cell.getBoundingClientRect().left);
    await box.evaluate((element) => element.scrollBy({left: 200}));
    const after = await first.evaluate((cell) => cell.getBoundingClientRect().left);
    expect(Math.abs(after - before), 'the first column stays put while the table scrolls').toBeLessThanOrEqual(1);
  });

  test('the designed marker is one compact symbol in tables, lists and prose, its words its name, explained under a table', async ({
    page,
  }) => {
    for (const viewport of [phone, {width: 1280, height: 800}]) {
      await page.setViewportSize(viewport);
      await page.goto('/docs/api/');
      const markers = page.locator('article td [data-designed-marker]');
      expect(await markers.count()).toBeGreaterThan(5);
      // The API index's list of interfaces, where most items carry the marker, shows it the same way.
      const listed = page.locator('article .designed-dense > li > [data-designed-marker]');
      expect(await listed.count()).toBeGreaterThan(5);
      await expect(page.locator('article .designed-dense + .table-legend')).toContainText(designedLabel);
      const listedWidths = await listed.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().width));
      expect(Math.max(...listedWidths), 'widest marker in the list, px').toBeLessThan(30);
      const sizes = await markers.evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          return {width: box.width, height: box.height, lines: link.getClientRects().length};
        }),
      );
      for (const size of sizes) {
        expect(size.lines).toBe(1);
        expect(size.height).toBeLessThan(30);
        expect(size.width).toBeLessThan(30);
      }
      await expect(markers.first()).toHaveAccessibleName(designedLabel);
      const legend = page.locator('article .table-scroll:has([data-designed-marker]) + .table-legend').first();
      await expect(legend).toContainText(designedLabel);
      // In prose it is the same quiet mark, raised like a footnote mark so a sentence reads on, with the same name.
      await page.goto('/docs/integration/analytics');
      const prose = page.locator('article p [data-designed-marker]');
      expect(await prose.count()).toBeGreaterThanOrEqual(2);
      await expect(prose.first()).toHaveAccessibleName(designedLabel);
      const inProse = await prose.evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          return {
            width: box.width,
            lines: link.getClientRects().length,
            symbol: getComputedStyle(link, '::before').content,
          };
        }),
      );
      for (const mark of inProse) {
        expect(mark.lines).toBe(1);
        expect(mark.width, 'a designed mark in prose, px').toBeLessThan(24);
        expect(mark.symbol).toContain('†');
      }
    }
  });
});

test('buttons and controls use the site font, at 14 px or more', async ({page}) => {
  const checks = [
    {route: '/docs/integration/overview', name: 'Copy page as Markdown'},
    {route: '/docs/integration/authentication', name: 'Clear'},
    {route: '/search?q=token', name: 'Show more results'},
  ];
  for (const check of checks) {
    await page.goto(check.route);
    if (check.name === 'Copy page as Markdown') await page.locator('.vs-page-actions > summary').click();
    const button = page.getByRole('button', {name: check.name}).first();
    await expect(button).toBeVisible();
    const font = await button.evaluate((element) => ({
      family: getComputedStyle(element).fontFamily,
      size: parseFloat(getComputedStyle(element).fontSize),
      site: getComputedStyle(document.body).fontFamily,
    }));
    expect(font.family, `${check.name}: font`).toBe(font.site);
    expect(font.size, `${check.name}: font size`).toBeGreaterThanOrEqual(14);
  }
  // Every other control on the pages with forms: the site's font, or its code font for a field that holds code.
  for (const route of ['/web', '/docs/integration/authentication', '/search?q=token']) {
    await page.goto(route);
    await hydrated(page);
    const strays = await page.evaluate(() => {
      const site = getComputedStyle(document.body).fontFamily;
      const probe = document.body.appendChild(document.createElement('code'));
      const code = getComputedStyle(probe).fontFamily;
      probe.remove();
      return Array.from(document.querySelectorAll('button, input, select, textarea'))
        .filter((control) => control.getClientRects().length > 0)
        .map((control) => ({control, family: getComputedStyle(control).fontFamily}))
        .filter(({family}) => family !== site && family !== code)
        .map(
          ({control, family}) => `${control.tagName.toLowerCase()} "${control.textContent?.trim() ?? ''}": ${family}`,
        );
    });
    expect(strays, `${route}: controls in another font`).toEqual([]);
  }
});

test.describe('home page', () => {
  test('six area cards in two rows of three, titles not underlined like links in text', async ({page}) => {
    await page.goto('/');
    const cards = page.locator('main ul li a:has(h3)');
    await expect(cards).toHaveCount(6);
    const tops = await cards.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'rows of cards').toBe(2);
    const decoration = await cards
      .first()
      .locator('h3')
      .evaluate((title) => getComputedStyle(title).textDecorationLine);
    expect(decoration).toBe('none');
  });

  test('on a phone both actions are the same width, one above the other', async ({page}) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    const boxes = await page
      .locator('header a.button')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map((box) => [box.left, box.width]));
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toEqual(boxes[1]);
  });
});

test('the table of contents of /markdown-page wraps no heading over more than two lines', async ({page}) => {
  await page.goto('/markdown-page');
  const lines = await page.locator('.table-of-contents a').evaluateAll((links) =>
    links.map((link) => {
      const style = getComputedStyle(link);
      return {
        text: link.textContent,
        lines: Math.round(link.getBoundingClientRect().height / parseFloat(style.lineHeight)),
      };
    }),
  );
  expect(lines.length).toBeGreaterThan(5);
  expect(lines.filter((link) => link.lines > 2)).toEqual([]);
});

test.describe('404 page', () => {
  test('says what happened, suggests the closest pages, offers search and the six areas, with status 404', async ({
    page,
  }) => {
    const response = await page.goto('/docs/web/widgets/virtualStadum/modules/flashbet');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByText('There is no page at this address')).toBeVisible();
    const closest = page.locator('main section ul a');
    await expect(closest.first()).toHaveAttribute('href', '/docs/web/widgets/virtualStadium/modules/flashBet');
    expect(await closest.count()).toBeLessThanOrEqual(3);
    await expect(page.locator('main h3')).toHaveCount(6);
    // Keyboard: the first suggestion is reachable and opens its page.
    await closest.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/modules\/flashBet$/);
  });

  test('its search box opens the results page', async ({page}) => {
    await page.goto('/docs/nothing-like-this-here');
    await expect(page.locator('main section ul a')).toHaveCount(0);
    const box = page.getByRole('searchbox', {name: 'Search the documentation'});
    await box.fill('adapter');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=adapter$/);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
  });
});
