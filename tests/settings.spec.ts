import {expect, test} from '@playwright/test';

import {switchColourModeTo} from './support/colour-mode';

const announcementId = 'api-reference-generated-2026-11';
const allowedStorageKeys = ['theme', 'docusaurus.announcement.dismiss', 'docusaurus.announcement.id'];

test.describe('site settings as a reader observes them', () => {
  test('English only, left to right, with the site title', async ({page}) => {
    await page.goto('/docs/integration/overview');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle(/\| Virtual Stadium Documentation$/);
    const hreflangs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs.filter((lang) => lang !== 'x-default')).toEqual(['en']);
  });

  test('a single docs version, labelled Next, with no version switch', async ({page}) => {
    await page.goto('/docs/integration/overview');
    await expect(page.locator('html')).toHaveClass(/docs-version-current/);
    const versionMeta = await page.locator('meta[name="docsearch:version"]').getAttribute('content');
    expect(versionMeta).toBe('current');
    await expect(page.locator('.navbar .dropdown', {hasText: /Next|Version/})).toHaveCount(0);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('the table of contents shows heading levels 2 to 4 only', async ({page}) => {
    await page.goto('/markdown-page');
    // The page has h2, h3, h4 and h5 headings.
    await expect(page.locator('article h5, main h5')).toHaveCount(1);
    const toc = page.locator('.table-of-contents');
    await expect(toc.locator('a[href="#code-samples"]')).toHaveCount(1); // h2
    await expect(toc.locator('a[href="#copy-then-replace-the-marked-values"]')).toHaveCount(1); // h3
    await expect(toc.locator('a[href="#where-onboarding-values-come-from"]')).toHaveCount(1); // h4
    await expect(toc.locator('a[href="#why-we-do-not-guess"]')).toHaveCount(0); // h5
  });
});

test.describe('colour mode', () => {
  test('defaults to light when nothing is saved and the system has no preference', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'no-preference'});
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('follows a dark system preference when nothing is saved', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await context.close();
  });

  test('a saved choice wins over the system preference', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('the switch saves the choice under the key "theme" and it survives a reload', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await page.goto('/docs/web/overview');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await switchColourModeTo(page, 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.every((key) => allowedStorageKeys.includes(key))).toBe(true);
    await context.close();
  });
});

test.describe('announcement bar', () => {
  for (const viewport of [
    {width: 390, height: 844, target: 44},
    {width: 1280, height: 800, target: 24},
  ]) {
    test(`the close button reads at 3:1 and is a ${String(viewport.target)} px target at ${String(viewport.width)} px, and the bar is one line`, async ({
      page,
    }) => {
      await page.setViewportSize({width: viewport.width, height: viewport.height});
      await page.goto('/docs/integration/overview');
      const bar = page.locator('.theme-announcement-bar');
      const close = bar.getByRole('button', {name: /close/i});
      await expect(close).toBeVisible();
      const measured = await close.evaluate((button) => {
        const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const barElement = button.closest('.theme-announcement-bar') ?? document.body;
        let opacity = 1;
        for (let node: Element | null = button; node && node !== barElement; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        const icon = button.querySelector('svg') ?? button;
        const box = button.getBoundingClientRect();
        return {
          fg: rgb(getComputedStyle(icon).color),
          bg: rgb(getComputedStyle(barElement).backgroundColor),
          opacity,
          width: box.width,
          height: box.height,
          barHeight: barElement.getBoundingClientRect().height,
          lineHeight: parseFloat(
            getComputedStyle(barElement.querySelector('[class*="announcementBarContent"]') ?? barElement).lineHeight,
          ),
        };
      });
      const blended = measured.fg.map(
        (channel, i) => channel * measured.opacity + (measured.bg[i] ?? 0) * (1 - measured.opacity),
      );
      const luminance = (channels: number[]) => {
        const [r = 0, g = 0, b = 0] = channels.map((c) => {
          const s = c / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [light, dark] = [luminance(blended), luminance(measured.bg)].sort((a, b) => b - a);
      const contrast = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      expect(contrast, 'close icon against the bar (WCAG 1.4.11 asks 3:1)').toBeGreaterThanOrEqual(3);
      expect(Math.min(measured.width, measured.height), 'the close button target, CSS px').toBeGreaterThanOrEqual(
        viewport.target,
      );
      expect(measured.barHeight, 'the bar stays one line of text').toBeLessThanOrEqual(
        Math.max(measured.lineHeight * 1.6, viewport.target + 4),
      );
    });
  }

  test('dismissal is stored under the exact keys and remembered after a reload', async ({page}) => {
    await page.goto('/');
    const announcement = page.locator('.theme-announcement-bar');
    await expect(announcement).toBeVisible();
    await expect(announcement).toContainText('API reference');
    await announcement.getByRole('button', {name: /close/i}).click();
    await expect(announcement).toHaveCount(0);
    const stored = await page.evaluate(() => ({
      dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
      id: localStorage.getItem('docusaurus.announcement.id'),
      keys: Object.keys(localStorage),
    }));
    expect(stored.dismiss).toBe('true');
    expect(stored.id).toBe(announcementId);
    expect(stored.keys.sort()).toEqual(['docusaurus.announcement.dismiss', 'docusaurus.announcement.id']);
    await page.reload();
    await page.waitForLoadState('load');
    await expect(announcement).toHaveCount(0);
  });

  test('a dismissal recorded for another bar id does not hide this bar', async ({browser}) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'some-older-announcement');
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    await context.close();
  });
});
