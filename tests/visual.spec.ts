import {expect, test, type Page} from '@playwright/test';

/**
 * Screenshots of one page of each kind, in light and dark at laptop width and in light on a phone, compared with the
 * committed baselines in tests/visual.spec.ts-snapshots/ (a few per mille of pixels may differ: anti-aliasing).
 * A change to the look fails here until the baselines are updated on purpose:
 * `npm run test:browser -- tests/visual.spec.ts --update-snapshots`, then look at the new images before committing.
 * Stable by construction: the site's fonts are the system's (nothing loads from outside), animations and
 * transitions are stopped, the caret is hidden, and each shot waits for hydration and the network to go quiet.
 */
const kinds = [
  {name: 'home', route: '/'},
  {name: 'doc-table', route: '/docs/web/widgets/virtualStadium/', element: 'article .table-scroll'},
  {name: 'doc', route: '/docs/integration/authentication'},
  {name: 'api', route: '/docs/api/interfaces/Bet'},
  {name: 'web', route: '/web'},
  {name: 'markdown-page', route: '/markdown-page'},
  {name: '404', route: '/docs/web/widgets/virtualStadum/modules/flashbet', ready: 'main ul li a'},
] as const;

const looks = [
  {name: 'light', colorScheme: 'light', viewport: {width: 1280, height: 800}},
  {name: 'dark', colorScheme: 'dark', viewport: {width: 1280, height: 800}},
  {name: 'phone', colorScheme: 'light', viewport: {width: 390, height: 844}},
] as const;

async function settle(page: Page, ready?: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  if (ready) await expect(page.locator(ready).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

for (const look of looks) {
  test.describe(`screenshots, ${look.name}`, () => {
    test.use({viewport: look.viewport, colorScheme: look.colorScheme, reducedMotion: 'reduce'});
    for (const kind of kinds) {
      test(`${kind.name} (${kind.route})`, async ({page}) => {
        await page.goto(kind.route);
        await settle(page, 'ready' in kind ? kind.ready : undefined);
        const options = {animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.004} as const;
        const name = `${kind.name}-${look.name}.png`;
        if ('element' in kind) {
          // An element shot scrolls the element under the sticky navbar, which then lands anywhere on it: unstick it.
          await page.addStyleTag({content: '.navbar { position: static !important; }'});
          await expect(page.locator(kind.element).first()).toHaveScreenshot(name, options);
        } else await expect(page).toHaveScreenshot(name, options);
      });
    }
  });
}
