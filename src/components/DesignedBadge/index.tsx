import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {designedHref, designedLabel} from '@site/src/data/designedMarker';
import styles from './styles.module.css';

/**
 * The site's one marker for a name or behaviour the docs team designed where the product's public material is
 * silent (or a point it does not settle). Written `:designed` in Markdown; the API reference emits it for `@designed`.
 *
 * Everywhere (prose, tables, lists, API entries) it shows as one quiet form: a small raised "†" right after the name,
 * like a footnote mark, so a sentence reads on. The symbol is drawn by CSS, so the page's text and the link's
 * accessible name stay the words (visually hidden); its title is the tooltip, and it leads to the explanation. A
 * table or dense list also has a legend line saying what the symbol means (plugins/rehype-scrollable-tables).
 */
export default function DesignedBadge(): ReactNode {
  return (
    <Link
      to={designedHref}
      className={styles.badge}
      data-designed-marker=""
      title="Designed by the docs team where the public material is silent. Confirm it with your Sportradar integration contact."
    >
      <span className="designed-label">{designedLabel}</span>
    </Link>
  );
}
