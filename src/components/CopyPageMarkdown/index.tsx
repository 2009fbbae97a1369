import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';

import {markdownTwinPath} from '@site/src/utils/markdownTwin';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The page's actions, in one compact menu beside the title (issue #45: stacked above the title they pushed it down a
 * phone's first screen): "Copy page as Markdown" and a plain link to the page's Markdown twin. The menu is a
 * <details>, so it opens and the link works without JavaScript; with it, Escape or a click elsewhere closes it.
 */
export default function CopyPageMarkdown(): ReactNode {
  const {pathname} = useLocation();
  const twin = markdownTwinPath(pathname);
  const [state, setState] = useState<CopyState>('idle');
  const menu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = menu.current;
    if (!details) return undefined;
    const close = (event: Event) => {
      if (!details.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  async function copy(): Promise<void> {
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <details ref={menu} className={clsx('vs-page-actions', styles.menu)}>
      <summary className={styles.summary}>
        {/* The Markdown mark; on a phone it stands for the word, which stays the summary's name. */}
        <svg className={styles.mark} width="26" height="16" viewBox="0 0 208 128" aria-hidden="true">
          <rect width="198" height="118" x="5" y="5" ry="10" fill="none" stroke="currentColor" strokeWidth="10" />
          <path
            fill="currentColor"
            d="M30 98V30h20l20 25 20-25h20v68H90V59L70 84 50 59v39zm125 0-30-33h20V30h20v35h20z"
          />
        </svg>
        <span className={styles.label}>Markdown</span>
        <svg className={styles.caret} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </summary>
      <div className={styles.panel}>
        <button type="button" className={styles.item} onClick={() => void copy()}>
          Copy page as Markdown
        </button>
        <a className={styles.item} href={twin}>
          View as Markdown
        </a>
        <span className={styles.status} role="status" aria-live="polite">
          {state === 'copied' && 'Copied to the clipboard.'}
          {state === 'failed' && 'Could not copy; open “View as Markdown” instead.'}
        </span>
      </div>
    </details>
  );
}
