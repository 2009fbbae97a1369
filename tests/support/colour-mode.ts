import {expect, type Page} from '@playwright/test';

/** The theme's colour switch; its accessible name says which mode is current. */
export function colourSwitch(page: Page) {
  return page.getByRole('button', {name: /Switch between dark and light mode/}).first();
}

/**
 * Clicks the colour switch (which cycles system, light and dark) until the page shows `wanted`.
 * Fails if three clicks do not get there.
 */
export async function switchColourModeTo(page: Page, wanted: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  for (let clicks = 0; clicks < 3 && (await html.getAttribute('data-theme')) !== wanted; clicks += 1) {
    await colourSwitch(page).click();
  }
  await expect(html).toHaveAttribute('data-theme', wanted);
}
