/**
 * The 404 page (swizzled: the theme's page says only that nothing was found). In one line what happened, then the
 * pages closest to the path that was typed (src/utils/closestRoutes.ts, against every doc and page the build
 * knows), a search box that opens the results page, and the six areas. nginx serves it for every unknown path with
 * status 404 (deploy/nginx.conf.template). The path is known only in the browser: the page is built once, as
 * /404.html, so the suggestions appear after hydration.
 */
import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';

import AreaCards from '@site/src/components/AreaCards';
import {areaCards, webPage} from '@site/src/data/siteAreas';
import {closestRoutes} from '@site/src/utils/closestRoutes';
import styles from './styles.module.css';

interface Props {
  readonly className?: string;
}

/** Every route a reader can land on: the docs (API reference included) and the site's pages. */
function useKnownRoutes(): string[] {
  const docs = Object.values(useAllDocsData()).flatMap((plugin) =>
    plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
  );
  return ['/', webPage.path, '/markdown-page', ...docs];
}

/** A path that may break after each slash on a narrow screen, never inside a name. */
function breakAfterSlashes(path: string): ReactNode[] {
  return path.split('/').flatMap((segment, index) => (index === 0 ? [segment] : ['/', <wbr key={index} />, segment]));
}

export default function NotFoundContent({className}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const routes = useKnownRoutes();
  const searchId = useId();
  const suggestions = isBrowser ? closestRoutes(pathname, routes) : [];

  return (
    <main className={clsx('container margin-vert--xl', styles.page, className)}>
      <Heading as="h1">Page Not Found</Heading>
      <p className={styles.lead}>There is no page at this address: the link may be old, or the address mistyped.</p>
      {suggestions.length > 0 ? (
        <section aria-labelledby={`${searchId}-closest`}>
          <Heading as="h2" id={`${searchId}-closest`} className={styles.subheading}>
            Closest pages
          </Heading>
          <ul className={styles.suggestions}>
            {suggestions.map((route) => (
              <li key={route}>
                <Link to={route}>{breakAfterSlashes(route)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form action="/search" method="get" className={styles.search}>
        <label htmlFor={`${searchId}-query`} className={styles.subheading}>
          Search the documentation
        </label>
        <div className={styles.field}>
          <input id={`${searchId}-query`} type="search" name="q" required className={styles.input} />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <Heading as="h2" className={styles.subheading}>
        Or start from an area
      </Heading>
      <AreaCards cards={areaCards} />
    </main>
  );
}
