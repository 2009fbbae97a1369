import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {designedHref, designedLabel} from '@site/src/data/designedMarker';
import styles from './styles.module.css';

/**
 * The site's one marker for a name or behaviour the docs team designed where the product's public material is
 * silent (or a point it does not settle). Written `:designed` in Markdown; the API reference emits it for `@designed`.
 *
 * In prose it is a small pill with its words. In a table or a dense list, where it would wrap to three lines in a narrow cell and
 * repeat on nearly every row, it shows as the compact symbol "†" (drawn by CSS, so the page's text and its
 * accessible name stay the words, which are visually hidden there) and the table has a legend line saying what the symbol means (plugins/rehype-scrollable-tables).
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
