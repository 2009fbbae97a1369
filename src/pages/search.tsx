/**
 * /search?q=…: every page that matches a query, with highlighted excerpts and the matching sections.
 * The navbar search box opens it on Enter; it also works on its own (a form that submits `q`).
 * Not indexed by search engines or by the site's own search.
 */
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import SearchExcerpt from '@site/src/components/SearchExcerpt';
import {closestPages} from '@site/src/utils/closestRoutes';
import {areaCards} from '@site/src/data/siteAreas';
import {useKnownPages} from '@site/src/utils/knownPages';
import {resultsPageUrl, searchPages, type SearchHit} from '@site/src/utils/pagefind';
import styles from './search.module.css';

/** Pages shown at first and added by "Show more": each shown page costs one small fetch. */
const pageSize = 10;
/** Sections listed under each page. */
const sectionLimit = 3;
/** The areas' start pages: where to go when a query matched nothing and no page's name is like it. */
const startPages: readonly {readonly title: string; readonly to: string}[] = areaCards.map(({title, to}) => ({
  title,
  to,
}));

function SearchForm({initial}: {initial: string}): ReactNode {
  const history = useHistory();
  const [draft, setDraft] = useState(initial);
  return (
    <form
      role="search"
      className={styles.form}
      action="/search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim() !== '') history.push(resultsPageUrl(draft.trim()));
      }}
    >
      <label htmlFor="search-page-query" className={styles.label}>
        Search for
      </label>
      <input
        id="search-page-query"
        name="q"
        type="search"
        className={styles.input}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        autoComplete="off"
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}

type Answer = {total: number; hits: SearchHit[]; corrected?: string; unknown?: readonly string[]} | {failed: true};

/**
 * What a query that found nothing is offered: the pages whose name or route is closest to it (the 404 page's
 * matcher), or, when none is close, the areas' start pages. No page is offered as a match.
 */
function NoResults({query, unknown}: {query: string; unknown: readonly string[]}): ReactNode {
  const closest = closestPages(query, useKnownPages());
  const links = closest.length > 0 ? closest.map((route) => ({to: route, title: route})) : startPages;
  return (
    <div className={styles.noResults} data-search-empty="">
      <p>
        No results for “{query}”.
        {unknown.length > 0 ? ` No page has a word like ${unknown.map((word) => `“${word}”`).join(', ')}.` : ''}
      </p>
      <Heading as="h2" className={styles.suggestionsHeading}>
        {closest.length > 0 ? 'Closest pages by name' : 'Start from an area'}
      </Heading>
      <ul className={styles.suggestions} aria-label="Suggested pages">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.title}</Link>
          </li>
        ))}
      </ul>
      <p>
        Try fewer words, or the name a page uses: “authentication”, “adapter”, “channel”, “Flash Bet”. The{' '}
        <Link to="/docs/web/troubleshooting">troubleshooting page</Link> lists the common symptoms.
      </p>
    </div>
  );
}

/** "Showing results for …, search instead for …": a word of the query was corrected (src/utils/searchQuery.ts). */
function Correction({query, corrected}: {query: string; corrected: string}): ReactNode {
  return (
    <p className={styles.correction}>
      Showing results for <strong>{corrected}</strong>, search instead for{' '}
      <Link to={`${resultsPageUrl(query)}&verbatim=1`}>{query}</Link>.
    </p>
  );
}

function SearchResults({query, verbatim}: {query: string; verbatim: boolean}): ReactNode {
  const [shown, setShown] = useState(pageSize);
  const [answer, setAnswer] = useState<Answer>();

  useEffect(() => {
    let current = true;
    searchPages(query, shown, {correct: !verbatim})
      .then((found) => {
        if (current) setAnswer(found);
      })
      .catch(() => {
        if (current) setAnswer({failed: true});
      });
    return () => {
      current = false;
    };
  }, [query, shown, verbatim]);

  if (answer === undefined) return <p>Searching…</p>;
  if ('failed' in answer) return <p>Search could not load. Check your connection and reload the page.</p>;
  const correction = answer.corrected === undefined ? null : <Correction query={query} corrected={answer.corrected} />;
  if (answer.total === 0) return <NoResults query={query} unknown={answer.unknown ?? []} />;
  return (
    <>
      {correction}
      <p>
        {answer.total === 1 ? '1 page found' : `${answer.total} pages found`}
        {answer.total > answer.hits.length ? `, the best ${answer.hits.length} shown` : ''}.
      </p>
      <ol className={styles.results}>
        {answer.hits.map((hit) => (
          <li key={hit.url} className={styles.result}>
            <Heading as="h2" className={styles.resultTitle}>
              <Link to={hit.url}>{hit.title}</Link>
            </Heading>
            <p className={styles.path}>{hit.url}</p>
            <p className={styles.excerpt} data-search-excerpt="">
              {hit.excerptHeading === undefined ? null : (
                <span className={styles.excerptHeading}>{hit.excerptHeading}: </span>
              )}
              <SearchExcerpt excerpt={hit.excerpt} />
            </p>
            {hit.sections.length > 0 ? (
              <ul className={styles.sections}>
                {hit.sections.slice(0, sectionLimit).map((section) => (
                  <li key={section.url}>
                    <Link to={section.url}>{section.title}</Link>
                    <br />
                    <SearchExcerpt className={styles.sectionExcerpt} excerpt={section.excerpt} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {answer.total > answer.hits.length ? (
        <button
          type="button"
          className={clsx('button button--outline button--primary', styles.more)}
          onClick={() => setShown((count) => count + pageSize)}
        >
          Show more results
        </button>
      ) : null}
    </>
  );
}

export default function SearchPage(): ReactNode {
  const {search} = useLocation();
  // The server renders this page without a query; the query is read once the page runs in the browser.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? search : '');
  const query = (params.get('q') ?? '').trim();
  // "Search instead for …": the words as typed, without correction.
  const verbatim = params.get('verbatim') === '1';

  return (
    <Layout title="Search" description="Search the Virtual Stadium documentation.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">{query !== '' ? `Search results for “${query}”` : 'Search the documentation'}</Heading>
        <SearchForm key={query} initial={query} />
        <div aria-live="polite">
          {query === '' ? (
            <p>Type a word or a symptom, such as “adapter”, “token expired” or “flash bet not showing”.</p>
          ) : (
            <SearchResults key={`${query}\n${verbatim}`} query={query} verbatim={verbatim} />
          )}
        </div>
      </main>
    </Layout>
  );
}
