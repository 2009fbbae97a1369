import {expect, test, type Locator, type Page} from '@playwright/test';
import * as cheerio from 'cheerio';

import {wantsTypeInfo} from '../plugins/rehype-shiki';
import {axeFindings, injectAxe} from './support/axe';
import {docRoutes} from './support/routes';

/**
 * Type popups in TypeScript samples (plugins/rehype-shiki runs Twoslash at build time; src/theme/CodeBlock places
 * the popups and gives them keyboard access). Names show their type on hover and on keyboard focus, one tab
 * stop per sample, arrows move between names, Escape hides the popup; no type checker runs in the browser.
 */

/** The sample on the adapter page whose names the tests use. */
async function registerSample(page: Page): Promise<Locator> {
  await page.goto('/docs/web/widgets/adapter');
  const sample = page.locator('article .theme-code-block', {hasText: 'register.ts'}).first();
  await expect(sample).toBeVisible();
  return sample.locator('pre');
}

/** The name's popup is shown, lies inside the viewport, and is on top where it is drawn (not clipped). */
async function expectPopupShown(name: Locator, type: RegExp): Promise<void> {
  const popup = name.locator('> .twoslash-popup-container');
  await expect(popup).toBeVisible();
  await expect(popup).toHaveText(type);
  const onTop = await popup.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && hit !== null && element.contains(hit);
  });
  expect(onTop, 'popup inside the viewport and not hidden by the code box').toBe(true);
}

test('every TypeScript sample that imports the API carries type popups in the served HTML', async ({request}) => {
  const problems: string[] = [];
  let samples = 0;
  let names = 0;
  for (const route of docRoutes) {
    const $ = cheerio.load(await (await request.get(route)).text());
    const ids = new Set<string>();
    $('article div.language-ts pre code, article div.language-tsx pre code').each((index, element) => {
      // A whole file under its region, collapsed, is a plain copy for context: no popups by design.
      if ($(element).closest('.vs-file-copy').length > 0) return;
      const code = $(element).clone();
      code.find('.twoslash-popup-container').remove();
      // The plugin's own choice of samples (ts and tsx are chosen alike).
      if (!wantsTypeInfo('typescript', code.text())) return;
      samples += 1;
      const hovers = $(element).find('.twoslash-hover');
      if (hovers.length === 0) problems.push(`${route}: sample ${String(index + 1)} has no type popups`);
      names += hovers.length;
      const stops = hovers.filter((_, hover) => $(hover).attr('tabindex') === '0').length;
      if (hovers.length > 0 && stops !== 1)
        problems.push(`${route}: sample ${String(index + 1)} has ${String(stops)} tab stops`);
      hovers.each((_, hover) => {
        const id = $(hover).attr('aria-describedby') ?? '';
        const popup = $(hover).children('.twoslash-popup-container');
        if (!id || popup.attr('id') !== id || popup.attr('role') !== 'tooltip' || popup.text().trim() === '')
          problems.push(
            `${route}: "${$(hover).clone().children().remove().end().text()}" is not described by its popup`,
          );
        if (popup.find('pre, code, div').length > 0)
          problems.push(`${route}: popup ${id} holds a block element (a nested code block)`);
        // A long one-line type is laid out one union member or parameter a line (plugins/rehype-shiki/hoverType.ts);
        // TypeScript lays out the types it prints on several lines itself.
        const typeText = popup.text();
        if (!typeText.includes('\n') && typeText.length > 100)
          problems.push(`${route}: popup ${id} is one line of ${String(typeText.length)} characters`);
        if (ids.has(id)) problems.push(`${route}: popup id ${id} is used twice`);
        ids.add(id);
      });
    });
  }
  expect(problems).toEqual([]);
  // The web widget guides, the adapter, troubleshooting and the integration guide have such samples.
  expect(samples).toBeGreaterThanOrEqual(15);
  expect(names).toBeGreaterThan(200);
});

test('hovering a name shows its type just under it, outside the code box scroll area', async ({page}) => {
  const pre = await registerSample(page);
  const name = pre.locator('.twoslash-hover', {hasText: /pagesWithAdapter$/}).first();
  await expect(name.locator('> .twoslash-popup-container')).toBeHidden();
  await name.hover();
  await expectPopupShown(name, /const pagesWithAdapter: WeakSet<Document>/);
  const [nameBox, popupBox] = await Promise.all([
    name.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    name
      .locator('> .twoslash-popup-container')
      .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  ]);
  // Directly below the name, so the pointer can move onto the popup without it closing.
  expect(Math.abs(popupBox.top - nameBox.bottom)).toBeLessThanOrEqual(1);
  await page.mouse.move(popupBox.left + 4, popupBox.top + popupBox.height / 2);
  await expect(name.locator('> .twoslash-popup-container')).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(name.locator('> .twoslash-popup-container')).toBeHidden();

  // The last line's name: its popup must not be clipped by the bottom of the code box.
  const last = pre.locator('.twoslash-hover', {hasText: /document$/}).last();
  await last.hover();
  await expectPopupShown(last, /document: Document/);
});

test('keyboard: one tab stop per sample, arrow keys move between names, Escape hides the type, Tab leaves', async ({
  page,
}) => {
  const pre = await registerSample(page);
  const names = pre.locator('.twoslash-hover');
  await pre.focus();
  await page.keyboard.press('Tab');
  await expect(names.first()).toBeFocused();
  await expectPopupShown(names.first(), /type AdapterOnRequest/);

  await page.keyboard.press('ArrowRight');
  await expect(names.nth(1)).toBeFocused();
  await expectPopupShown(names.nth(1), /const pagesWithAdapter: WeakSet<Document>/);
  await expect(names.first().locator('> .twoslash-popup-container')).toBeHidden();
  await page.keyboard.press('End');
  await expect(names.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(names.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(names.nth(2)).toBeFocused();

  // Escape hides the popup and keeps focus where it is.
  await page.keyboard.press('Escape');
  await expect(names.nth(2).locator('> .twoslash-popup-container')).toBeHidden();
  await expect(names.nth(2)).toBeFocused();

  // The focused name is now the sample's only tab stop: Tab leaves the sample, Shift+Tab comes back to it.
  await page.keyboard.press('Tab');
  const stillInside = await pre.evaluate((element) => element.contains(document.activeElement));
  expect(stillInside).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(names.nth(2)).toBeFocused();
  await expect(names.nth(2).locator('> .twoslash-popup-container')).toBeVisible();
});

test('a page with a type popup open passes axe in light and dark mode', async ({page}) => {
  const pre = await registerSample(page);
  const name = pre.locator('.twoslash-hover', {hasText: /registerAdapterOnce$/}).first();
  await injectAxe(page);
  await name.focus();
  await expect(name.locator('> .twoslash-popup-container')).toBeVisible();
  expect(await axeFindings(page, 'adapter, popup open')).toEqual([]);
});
