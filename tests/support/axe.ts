import fs from 'node:fs';
import {expect, type Page} from '@playwright/test';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const colourModes = ['light', 'dark'] as const;

export const layouts = [
  {name: 'desktop', viewport: {width: 1280, height: 800}},
  {name: 'phone', viewport: {width: 390, height: 844}},
] as const;

interface AxeViolation {
  id: string;
  help: string;
  targets: string[];
}

/** Puts axe-core into the current document (again after every navigation). */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/**
 * Runs axe-core's WCAG 2.2 AA rules in light and then in dark mode, switched the way a reader's system does (the
 * site follows the system preference when nothing is saved), after the page shows each mode. Returns the
 * violations, one line each, prefixed with `label` and the mode. Inject axe first.
 */
export async function axeFindings(page: Page, label: string): Promise<string[]> {
  // The site follows a change of the system's colour scheme once the app runs. A change made before hydration is
  // seen by nobody (the inline theme script has already run, the app's listener is not there yet), so on a busy
  // machine the page would stay in the mode it loaded in.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const findings: string[] = [];
  for (const mode of colourModes) {
    await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const violations = await page.evaluate(async (tags): Promise<AxeViolation[]> => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: object,
            ) => Promise<{violations: Array<{id: string; help: string; nodes: Array<{target: string[]}>}>}>;
          };
        }
      ).axe;
      const result = await axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
      return result.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    }, wcagTags);
    for (const violation of violations)
      findings.push(`[${label}/${mode}] ${violation.id}: ${violation.help} -> ${violation.targets.join(' | ')}`);
  }
  return findings;
}
