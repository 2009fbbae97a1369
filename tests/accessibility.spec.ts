import fs from 'node:fs';
import {expect, test, type Page} from '@playwright/test';

import {allRoutes} from './support/routes';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const layouts = [
  {name: 'desktop', viewport: {width: 1280, height: 800}},
  {name: 'phone', viewport: {width: 390, height: 844}},
] as const;
const colourModes = ['light', 'dark'] as const;

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{target: string[]; failureSummary?: string}>;
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {axe: {run: (context: Document, options: object) => Promise<{violations: AxeViolation[]}>}}
    ).axe;
    const result = await axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({target: node.target, failureSummary: node.failureSummary})),
    }));
  }, wcagTags);
}

test.describe('accessibility: axe-core WCAG 2.2 AA, light and dark, desktop and phone', () => {
  // The results page with a query, so that its results and highlighted matches are checked too.
  for (const route of [...allRoutes, '/search?q=token', '/no-such-page']) {
    test(`${route} has no violations`, async ({page}) => {
      // Colour mode follows the system preference when nothing is saved, so emulating it switches the theme.
      await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await page.evaluate(axeSource);
      const findings: string[] = [];
      for (const layout of layouts) {
        await page.setViewportSize(layout.viewport);
        for (const mode of colourModes) {
          await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          for (const violation of await axeViolations(page)) {
            const where = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
            findings.push(`[${layout.name}/${mode}] ${violation.id}: ${violation.help} -> ${where}`);
          }
        }
      }
      expect(findings).toEqual([]);
    });
  }

  test('the open search suggestions have no violations', async ({page}) => {
    await page.goto('/docs/integration/overview');
    await page.evaluate(axeSource);
    const input = page.locator('.navbar input.navbar__search-input');
    await input.click();
    await input.fill('token');
    await expect(page.locator('.navbar [role="listbox"] [role="option"]').last()).toContainText('“token”');
    await input.press('ArrowDown');
    const findings: string[] = [];
    for (const mode of colourModes) {
      await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      for (const violation of await axeViolations(page)) {
        findings.push(
          `[${mode}] ${violation.id}: ${violation.help} -> ${violation.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
        );
      }
    }
    expect(findings).toEqual([]);
  });
});
