import {expect, test, type Page} from '@playwright/test';

import {watchZoomSettled} from './support/zoom';

test.describe('mobile menu', () => {
  test('applies at 996 px: the menu button opens and closes the mobile sidebar', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/docs/web/overview');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await toggle.click();
    const mobileSidebar = page.locator('.navbar-sidebar');
    await expect(mobileSidebar).toBeVisible();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar .menu__link', {hasText: 'Flash Bet'}).first()).toBeVisible();
    await page.locator('.navbar-sidebar').getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(mobileSidebar).toBeHidden();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('is built when the reader reaches for the menu button, before it opens', async ({page}) => {
    // src/theme/Navbar/MobileSidebar: not rendered at load, mounted on focus or pointer-down of the button.
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/web/overview');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const mobileSidebar = page.locator('.navbar-sidebar');
    await expect(mobileSidebar).toHaveCount(0);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await expect(mobileSidebar).toBeAttached();
    await expect(mobileSidebar).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(mobileSidebar).toBeVisible();
    await expect(mobileSidebar.locator('.menu__link', {hasText: 'Flash Bet'}).first()).toBeVisible();
  });

  test('on a phone, a doc page loads without sorting strings until the reader reaches for the menu', async ({page}) => {
    // src/theme/DocSidebar/Mobile: the doc sidebar is handed to the mobile menu only when the reader reaches for it.
    // Handed over at load (stock Docusaurus), its first render sorts its props' names with localeCompare, whose first
    // call loads the browser's collation data, on every doc page.
    await page.addInitScript(() => {
      const counted = window as unknown as {localeCompareCalls: number};
      counted.localeCompareCalls = 0;
      String.prototype.localeCompare = new Proxy(
        // eslint-disable-next-line @typescript-eslint/unbound-method -- wrapped, and called with its own `this` below
        String.prototype.localeCompare,
        {
          apply(target, thisArg, args) {
            counted.localeCompareCalls += 1;
            return Reflect.apply(target, thisArg, args) as number;
          },
        },
      );
    });
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/moderationUi/views/messages');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const calls = (): Promise<number> =>
      page.evaluate(() => (window as unknown as {localeCompareCalls: number}).localeCompareCalls);
    // Effects run after hydration: give them time before counting.
    await page.waitForTimeout(1000);
    expect(await calls()).toBe(0);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.click();
    const mobileSidebar = page.locator('.navbar-sidebar');
    await expect(mobileSidebar.locator('.menu__link', {hasText: 'Messages'}).first()).toBeVisible();
    await expect(mobileSidebar.locator('.menu__link--active', {hasText: 'Messages'})).toBeVisible();
  });

  test('does not apply at 997 px: desktop navbar and sidebar instead', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/docs/web/overview');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.locator('nav.navbar a.navbar__link', {hasText: 'Web Widget'})).toBeVisible();
  });
});

test('"Skip to main content" is the first tab stop and moves focus to the content', async ({page}) => {
  await page.goto('/docs/integration/overview');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('Skip to main content');
  await page.keyboard.press('Enter');
  // The theme moves the focus starting point to <main>: the next tab stop is inside the content.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  expect(inMain).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.closest('nav.navbar') === null)).toBe(true);
});

test('the navbar hides when scrolling down and returns when scrolling up', async ({page}) => {
  await page.goto('/docs/integration/authentication');
  const navbar = page.locator('nav.navbar');
  const bottom = async (): Promise<number> => navbar.evaluate((el) => el.getBoundingClientRect().bottom);
  expect(await bottom()).toBeGreaterThan(0);
  await page.mouse.move(600, 400);
  const scrollY = (): Promise<number> => page.evaluate(() => window.scrollY);
  for (let step = 0; step < 4; step += 1) {
    const before = await scrollY();
    await page.mouse.wheel(0, 250);
    // Each wheel step has scrolled (and so fired the scroll events the navbar listens to) before the next.
    await expect.poll(scrollY).toBeGreaterThan(before);
  }
  await expect.poll(bottom).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -150);
  await expect.poll(bottom).toBeGreaterThan(0);
});

test('a sidebar category collapses and expands', async ({page}) => {
  await page.goto('/docs/web/overview');
  const category = page.locator('.theme-doc-sidebar-container .menu__list-item-collapsible', {hasText: 'Modules'});
  const toggle = category.locator('a, button').first();
  const child = page.locator('.theme-doc-sidebar-container a.menu__link', {hasText: 'Flash Bet'});
  await expect(child).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(child).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(child).toBeVisible();
});

test('a diagram fetches only the variant on screen, with no image at high priority', async ({page}) => {
  // src/components/Diagram: every variant (light, dark, wide, phone panels) is lazy; the browser fetches the one
  // that layout shows, at once when it is in the first screen, and never the ones the colour mode or screen hides.
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/docs/moderationUi/dashboard');
  const shown = page.locator('.markdown .vs-diagram img').filter({visible: true}).first();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shownPath = new URL(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(fetched).toContain(shownPath);
  // The first diagram's other variants (dark, phone panels) were never fetched.
  const variants = await page
    .locator('.markdown .vs-diagram')
    .first()
    .locator('img')
    .evaluateAll((images) => images.map((img) => new URL((img as HTMLImageElement).src).pathname));
  expect(variants.length).toBeGreaterThan(2);
  expect(variants.filter((variant) => variant !== shownPath && fetched.includes(variant))).toEqual([]);
  await expect(page.locator('.markdown img[fetchpriority="high"]')).toHaveCount(0);
});

test.describe('image zoom', () => {
  const imagePage = '/docs/integration/overview';

  test('is set up about 1000 ms after a route change', async ({page}) => {
    const zoomSettled = await watchZoomSettled(page);
    await page.goto('/docs/integration/authentication');
    // The start-up set-ups (at start-up and at the first route update) are done before the clock starts.
    await expect.poll(zoomSettled).toBe(true);
    // In-page clocks: when the link is clicked, and when medium-zoom marks the new page's image.
    // The page being left has a zoomed image too; only the new page's image counts (a mutation while the new
    // route loads, such as the progress bar, would otherwise find the old one and stop the clock early).
    await page.evaluate(() => {
      const w = window as unknown as {clickedAt?: number; zoomReadyAt?: number};
      const oldImage = document.querySelector('.markdown img');
      document.addEventListener('click', () => (w.clickedAt = performance.now()), {capture: true, once: true});
      new MutationObserver(() => {
        const img = document.querySelector('.markdown img');
        if (w.zoomReadyAt === undefined && img !== oldImage && img?.classList.contains('medium-zoom-image'))
          w.zoomReadyAt = performance.now();
      }).observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['class']});
    });
    await page.locator('.theme-doc-sidebar-container a.menu__link', {hasText: 'Overview'}).first().click();
    await expect(page).toHaveURL(new RegExp(`${imagePage}$`));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {zoomReadyAt?: number}).zoomReadyAt !== undefined), {
        timeout: 4000,
      })
      .toBe(true);
    const {clickedAt, zoomReadyAt} = await page.evaluate(() => {
      const w = window as unknown as {clickedAt: number; zoomReadyAt: number};
      return {clickedAt: w.clickedAt, zoomReadyAt: w.zoomReadyAt};
    });
    const elapsed = zoomReadyAt - clickedAt;
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(2000);
  });

  async function openZoom(page: Page): Promise<void> {
    const zoomSettled = await watchZoomSettled(page);
    await page.goto(imagePage);
    const image = page.locator('.markdown img').first();
    // The plugin sets zoom up twice on a fresh load (at start-up and at the first route update,
    // each after 1000 ms); an image opened in between is detached by the second set-up.
    await expect.poll(zoomSettled).toBe(true);
    await image.scrollIntoViewIfNeeded();
    // medium-zoom ignores close requests while its opening animation runs; it says when that ends.
    await image.evaluate((img) => {
      img.addEventListener('medium-zoom:opened', () => img.setAttribute('data-zoom-opened', ''), {once: true});
    });
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
    await expect(image).toHaveAttribute('data-zoom-opened', '');
  }

  const closed = async (page: Page): Promise<void> => {
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  };

  test('toggles on click', async ({page}) => {
    await openZoom(page);
    await page.locator('.medium-zoom-image--opened').click();
    await closed(page);
  });

  test('closes on Escape', async ({page}) => {
    await openZoom(page);
    await page.keyboard.press('Escape');
    await closed(page);
  });

  test('closes on window resize', async ({page}) => {
    await openZoom(page);
    await page.setViewportSize({width: 1100, height: 760});
    await closed(page);
  });

  test('stays open for a small scroll and closes past 40 px', async ({page}) => {
    await openZoom(page);
    const image = page.locator('.markdown img').first();
    // medium-zoom handles the scroll event and, past its offset, closes 150 ms later (setTimeout(close, 150)).
    // Scroll by 20 px, and resolve on an in-page timer of the same length armed after its handler ran:
    // by then a close it scheduled would have started and sent medium-zoom:close.
    const closeStarted = await image.evaluate(
      (img) =>
        new Promise<boolean>((resolve) => {
          let closing = false;
          img.addEventListener('medium-zoom:close', () => (closing = true), {once: true});
          window.addEventListener('scroll', () => setTimeout(() => resolve(closing), 150), {once: true});
          window.scrollBy(0, 20);
        }),
    );
    expect(closeStarted).toBe(false);
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
    await page.evaluate(() => window.scrollBy(0, 60));
    await closed(page);
  });
});
