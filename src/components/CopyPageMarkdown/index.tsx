import {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';

import {markdownTwinPath} from '@site/src/utils/markdownTwin';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** "Copy page as Markdown" plus a plain link to the page's Markdown twin (which works without JavaScript). */
export default function CopyPageMarkdown(): ReactNode {
  const {pathname} = useLocation();
  const twin = markdownTwinPath(pathname);
  const [state, setState] = useState<CopyState>('idle');

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
    <div className={styles.bar}>
      <button type="button" className="button button--sm button--outline button--secondary" onClick={() => void copy()}>
        Copy page as Markdown
      </button>
      <a className={styles.link} href={twin}>
        View as Markdown
      </a>
      <span className={styles.status} role="status" aria-live="polite">
        {state === 'copied' && 'Copied to the clipboard.'}
        {state === 'failed' && 'Could not copy; open “View as Markdown” instead.'}
      </span>
    </div>
  );
}
