import type {Page} from '@playwright/test';

/**
 * Whether the image zoom has settled on the current document: docusaurus-plugin-image-zoom (re)attaches
 * medium-zoom from a 1000 ms timer, set at start-up and at every route update (the first one included), so a
 * fresh page is set up twice. Settled = both start-up timers have fired (on a slow machine the route-update timer
 * is set only after hydration, so "none pending" alone can be true between the two), none is pending, and the first
 * image has the `medium-zoom-image` class. The page's 1000 ms timers are counted; the site sets no other. Register
 * before navigating.
 */
export async function watchZoomSettled(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const w = window as unknown as {pendingZoomTimers: number; firedZoomTimers: number};
    w.pendingZoomTimers = 0;
    w.firedZoomTimers = 0;
    const setTimeoutOriginal = window.setTimeout.bind(window);
    const wrapped = (handler: TimerHandler, delay?: number, ...rest: unknown[]): number => {
      if (delay !== 1000 || typeof handler !== 'function') return setTimeoutOriginal(handler, delay, ...rest);
      w.pendingZoomTimers += 1;
      return setTimeoutOriginal(
        (...args: unknown[]) => {
          w.pendingZoomTimers -= 1;
          w.firedZoomTimers += 1;
          (handler as (...args: unknown[]) => void)(...args);
        },
        delay,
        ...rest,
      );
    };
    window.setTimeout = wrapped as typeof window.setTimeout;
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as {firedZoomTimers: number}).firedZoomTimers >= 2 &&
        (window as unknown as {pendingZoomTimers: number}).pendingZoomTimers === 0 &&
        document.querySelector('.markdown img')?.classList.contains('medium-zoom-image') === true,
    );
}
