import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {designedHref, designedLabel} from '@site/src/data/designedMarker';
import styles from './styles.module.css';

/**
 * The site's one marker for a name or behaviour the docs team designed where the product's public material is
 * silent (or a point it does not settle). Written `:designed` in Markdown; the API reference emits it for `@designed`.
 */
export default function DesignedBadge(): ReactNode {
  return (
    <Link
      to={designedHref}
      className={styles.badge}
      data-designed-marker=""
      title="Designed by the docs team where the public material is silent. Confirm it with your Sportradar integration contact."
    >
      {designedLabel}
    </Link>
  );
}
