import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import type {Area} from '@site/src/data/areas';
import styles from './styles.module.css';

interface Props {
  readonly areas: readonly Area[];
}

/** A grid of cards, one per documentation area; the whole card is the link. */
export default function AreaCards({areas}: Props): ReactNode {
  return (
    <ul className={styles.grid}>
      {areas.map((area) => (
        <li key={area.to} className={styles.item}>
          <Link to={area.to} className={styles.card}>
            <Heading as="h3" className={styles.title}>
              {area.title}
            </Heading>
            <p className={styles.audience}>{area.audience}</p>
            <p className={styles.summary}>{area.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
