import clsx from 'clsx';
import type {ReactNode} from 'react';

import type {ExcerptPart} from '@site/src/utils/pagefind';
import styles from './styles.module.css';

/** A search excerpt with the matched words highlighted; the page's text is always rendered as text. */
export default function SearchExcerpt({
  excerpt,
  className,
}: {
  excerpt: readonly ExcerptPart[];
  className?: string;
}): ReactNode {
  return (
    <span className={clsx(styles.excerpt, className)}>
      {excerpt.map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </span>
  );
}
