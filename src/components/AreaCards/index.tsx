import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import type {Card} from '@site/src/data/siteAreas';
import styles from './styles.module.css';

interface Props {
  /** The cards, in order. */
  readonly cards: readonly Card[];
}

/** A grid of cards (the home page's areas, the /web page's modules); the whole card is the link. */
export default function AreaCards({cards}: Props): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.item}>
          <Link to={card.to} className={styles.card}>
            <Heading as="h3" className={styles.title}>
              {card.title}
            </Heading>
            <p className={styles.audience}>{card.audience}</p>
            <p className={styles.summary}>{card.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
