/**
 * Repairs two start-up states that the theme's inline scripts take from localStorage as they are:
 * - a `theme` value other than 'light' or 'dark' (hand-edited, or written by another app on the origin)
 *   is treated as "nothing saved", so the page follows the system preference;
 * - a dismissal recorded for an older announcement bar id must not hide the current bar
 *   (the inline script checks only the dismiss flag, not the id it belongs to).
 * Runs once, before React hydrates. Storage that throws on access is left alone.
 */
import siteConfig from '@generated/docusaurus.config';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function systemColourMode(): 'light' | 'dark' {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

if (typeof window !== 'undefined') {
  const html = document.documentElement;
  const theme = html.getAttribute('data-theme');
  if (theme !== 'light' && theme !== 'dark') {
    html.setAttribute('data-theme', systemColourMode());
    html.setAttribute('data-theme-choice', 'system');
    try {
      window.localStorage.removeItem('theme');
    } catch {
      // Storage is unavailable; the page still shows a valid colour mode.
    }
  }

  const announcementBar = (siteConfig.themeConfig as {announcementBar?: {id?: string}}).announcementBar;
  if (announcementBar?.id && readStorage('docusaurus.announcement.id') !== announcementBar.id) {
    html.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }
}

export {};
