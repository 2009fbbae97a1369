import type {Page} from '@playwright/test';

export interface PageHealth {
  /** console.error messages, uncaught exceptions and CSP violations seen so far. */
  readonly problems: string[];
}

/**
 * Records everything a reader's console would show as a problem: console errors, uncaught exceptions,
 * and Content-Security-Policy violations (reported by the browser as securitypolicyviolation events).
 * Call before the first navigation.
 */
export async function watchPageHealth(
  page: Page,
  options: {expectedDocumentStatus?: number} = {},
): Promise<PageHealth> {
  const health: PageHealth = {problems: []};
  await page.exposeFunction('__reportCspViolation', (text: string) => {
    health.problems.push(`CSP violation: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {__reportCspViolation: (text: string) => void}).__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A 404 page is delivered with status 404 on purpose; Chromium logs that for the document itself.
    const isExpectedDocumentStatus =
      options.expectedDocumentStatus !== undefined &&
      message.text().includes(`status of ${options.expectedDocumentStatus}`) &&
      message.location().url === page.url();
    if (!isExpectedDocumentStatus) health.problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    health.problems.push(`uncaught: ${error.message}`);
  });
  return health;
}
