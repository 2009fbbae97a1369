import {expect, test, type Page} from '@playwright/test';

const scriptBlock = (page: Page) => page.locator('.theme-code-block', {hasText: 'SIR("addWidget"'}).first();

test('the configurator updates the snippet and keeps the choices in the URL', async ({page}) => {
  await page.goto('/web');
  await expect(scriptBlock(page)).toContainText('enableFlashBet: true');
  await page.getByRole('checkbox', {name: 'Bet Share'}).check();
  await page.getByRole('checkbox', {name: 'Flash Bet'}).uncheck();
  await page.getByRole('checkbox', {name: 'CopyBet'}).check();
  await page.getByLabel('Channel id').fill('derby-2026-11-21');
  await page.getByLabel('Container selector').fill('.chat-panel');
  const code = scriptBlock(page);
  await expect(code).toContainText('case "betHistory"');
  await expect(code).not.toContainText('case "matchEventMarkets"');
  await expect(code).toContainText('case "CopyBet"');
  await expect(code).toContainText('channelId: "derby-2026-11-21"');
  await expect(code).toContainText('SIR("addWidget", ".chat-panel", "virtualStadium", props);');
  await expect(page).toHaveURL(/modules=betInsights%2CbetShare/);
  await expect(page).toHaveURL(/channel=derby-2026-11-21/);

  // A shared link restores the same configuration.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(scriptBlock(other)).toContainText('channelId: "derby-2026-11-21"');
  await expect(other.getByRole('checkbox', {name: 'Flash Bet'})).not.toBeChecked();
  await expect(other.getByRole('checkbox', {name: 'Bet Share'})).toBeChecked();
  await other.close();
});

test('invalid input gets a clear message and no code', async ({page}) => {
  await page.goto('/web');
  await page.getByLabel('Channel id').fill('a'.repeat(129));
  await expect(page.getByRole('alert')).toHaveText('A channel id has at most 128 characters; this one has 129.');
  await expect(page.getByLabel('Channel id')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Fix the highlighted fields to see the code.')).toBeVisible();
  await page.getByLabel('Channel id').fill('derby chat');
  await expect(page.getByRole('alert')).toContainText('no spaces');
  await page.getByLabel('Channel id').fill('derby-chat');
  await page.getByLabel('Container selector').fill('div > <script>');
  await expect(page.getByRole('alert')).toContainText('simple CSS selector');
  await page.getByLabel('Container selector').fill('#ok');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(scriptBlock(page)).toContainText('SIR("addWidget", "#ok"');
});

test('without JavaScript the page still shows a working default snippet', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto('/web');
  await expect(page.locator('.theme-code-block', {hasText: 'widgetloader'}).first()).toBeVisible();
  await expect(scriptBlock(page)).toContainText('SIR("registerAdapter", onRequest);');
  await context.close();
});

test('the code scrolls sideways like every code block: no line wraps, no identifier is split', async ({page}) => {
  for (const viewport of [
    {width: 1280, height: 800},
    {width: 390, height: 844},
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/web');
    const blocks = page.locator('[aria-live="polite"] pre');
    await expect(blocks).toHaveCount(2);
    for (const pre of await blocks.all()) {
      // Every line of the text is one line on screen: the rectangles of its text sit on as many rows as the code
      // has lines with text in them (a wrapped line adds a row, and splits an identifier such as
      // MatchEventMarketResponse at the edge).
      const rows = await pre.evaluate((element) => {
        const code = element.querySelector('code')!;
        const range = document.createRange();
        range.selectNodeContents(code);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        const lines = (code.textContent ?? '').split('\n').filter((line) => line.trim() !== '').length;
        return {
          shown: tops.size,
          lines,
          scrolls: element.scrollWidth > element.clientWidth,
          page: document.documentElement.scrollWidth,
        };
      });
      expect(rows.shown, `rows on screen for ${rows.lines} lines at ${viewport.width} px`).toBe(rows.lines);
      expect(rows.page, 'the page itself never scrolls sideways').toBeLessThanOrEqual(viewport.width);
      if (viewport.width < 500) expect(rows.scrolls, 'a long line scrolls inside its block on a phone').toBe(true);
    }
  }
});

test('on a phone every choice and field of the form is a 44 px target', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/web');
  const rows = page.getByRole('form', {name: 'Embed options'}).locator('label:has(input[type="checkbox"])');
  expect(await rows.count()).toBeGreaterThan(10);
  const heights = await rows.evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height));
  expect(Math.min(...heights), 'shortest choice row, px').toBeGreaterThanOrEqual(44);
  const fields = page.getByRole('form', {name: 'Embed options'}).locator('input[type="text"]');
  const fieldHeights = await fields.evaluateAll((inputs) =>
    inputs.map((input) => input.getBoundingClientRect().height),
  );
  expect(Math.min(...fieldHeights), 'shortest text field, px').toBeGreaterThanOrEqual(44);
});

test('the form stays beside the code to its end', async ({page}) => {
  // Side by side: wherever the reader is in the code, the form is on screen beside it.
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/web');
  const form = page.getByRole('form', {name: 'Embed options'});
  const output = page.locator('[aria-live="polite"]');
  const outputBox = (await output.boundingBox())!;
  for (const part of [0.1, 0.5, 0.9]) {
    await page.evaluate((y) => window.scrollTo(0, y), outputBox.y + outputBox.height * part - 400);
    await expect
      .poll(() =>
        form.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top < window.innerHeight && box.bottom > 0 && box.height > window.innerHeight / 2;
        }),
      )
      .toBe(true);
  }
});
