/**
 * The navbar search box (theme slot `@theme/SearchBar`, which the classic theme leaves empty). An ARIA 1.2
 * combobox: type to see the best pages, move with the arrow keys, Enter opens the highlighted page (or the
 * results page when none is highlighted), Escape closes the list. Ctrl+K (Cmd+K on a Mac) focuses it from
 * anywhere. The engine loads on the first query (src/utils/pagefind.ts); nothing leaves the site.
 *
 * The field is a text input with role="combobox", as in the ARIA Authoring Practices (HTML allows the combobox role
 * on a search input only with a `list` attribute); `inputMode` and `enterKeyHint` still give phones their search
 * keyboard. Below the mobile breakpoint (997 px) the navbar has room for the menu button, the logo and the site's
 * name only: the field collapses to an icon button that opens it across the whole navbar, with a close button.
 * The Ctrl K hint is not shown on a touch screen (pointer: coarse), which has no keyboard to press it on.
 */
import {useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';

import {searchSuggestionLimit} from '@site/config/search';
import SearchExcerpt from '@site/src/components/SearchExcerpt';
import {closestPages} from '@site/src/utils/closestRoutes';
import {useKnownPages} from '@site/src/utils/knownPages';
import {resultsPageUrl, searchDelayMs, searchPages, type SearchHit} from '@site/src/utils/pagefind';
import styles from './styles.module.css';

type Outcome =
  | {state: 'idle'}
  | {state: 'searching'}
  | {state: 'done'; query: string; total: number; hits: SearchHit[]}
  | {state: 'failed'};

/** Where a suggestion leads: the best matching section when it is not the page's top, else the page. */
function target(hit: SearchHit): string {
  return hit.sections[0]?.url ?? hit.url;
}

/** The shortcut's modifier key on this platform; the server renders "Ctrl" and a Mac shows "⌘" after hydration. */
function useShortcutKey(): string {
  return useSyncExternalStore(
    noSubscription,
    () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl'),
    () => 'Ctrl',
  );
}

function noSubscription(): () => void {
  return () => undefined;
}

type Answer = {query: string; total: number; hits: SearchHit[]} | {query: string; failed: true};

export default function SearchBar(): ReactNode {
  const history = useHistory();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<Answer>();
  const [active, setActive] = useState(-1);
  const shortcut = useShortcutKey();
  // On a phone: whether the field is open across the navbar (on a wide screen it is always shown).
  const [fieldOpen, setFieldOpen] = useState(false);
  // Asks for the focus once the field is shown (a collapsed field cannot take it).
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    input.current?.focus();
    input.current?.select();
  }, [focusRequest]);

  function openField(): void {
    setFieldOpen(true);
    setFocusRequest((request) => request + 1);
  }

  // Ctrl+K (Cmd+K) focuses the box from anywhere on the page.
  useEffect(() => {
    function focusOnShortcut(event: globalThis.KeyboardEvent): void {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
        setFieldOpen(true);
        setFocusRequest((request) => request + 1);
      }
    }
    document.addEventListener('keydown', focusOnShortcut);
    return () => document.removeEventListener('keydown', focusOnShortcut);
  }, []);

  // Search on every key: the engine answers in a few milliseconds once its index chunks are loaded, so there is
  // no debounce. An answer to an older query is dropped. Only a query whose last word is still one or two letters
  // long, or is a stop word, waits for a pause in typing (searchDelayMs).
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed === '') return undefined;
    let current = true;
    const search = (): void => {
      searchPages(trimmed, searchSuggestionLimit)
        .then(({total, hits}) => {
          if (!current) return;
          setAnswer({query: trimmed, total, hits});
          setActive(-1);
        })
        .catch(() => {
          if (current) setAnswer({query: trimmed, failed: true});
        });
    };
    const delay = searchDelayMs(trimmed);
    const pause = delay > 0 ? window.setTimeout(search, delay) : undefined;
    if (pause === undefined) search();
    return () => {
      current = false;
      window.clearTimeout(pause);
    };
  }, [trimmed]);

  // While a new answer is on its way the previous one stays listed, so the list does not flicker.
  const outcome: Outcome =
    trimmed === ''
      ? {state: 'idle'}
      : answer === undefined
        ? {state: 'searching'}
        : 'failed' in answer
          ? answer.query === trimmed
            ? {state: 'failed'}
            : {state: 'searching'}
          : {state: 'done', ...answer};

  const knownPages = useKnownPages();
  // A query that found nothing lists the pages closest to it by name (the 404 page's matcher) as its options, each
  // marked as a suggestion, not a match.
  const suggestions =
    outcome.state === 'done' && outcome.total === 0
      ? closestPages(outcome.query, knownPages, searchSuggestionLimit)
      : [];
  const hits: SearchHit[] =
    outcome.state === 'done'
      ? outcome.total === 0
        ? suggestions.map((route) => ({url: route, title: route, excerpt: [], sections: []}))
        : outcome.hits
      : [];

  // The highlighted option stays in view when the list scrolls (the focus stays in the input).
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [active, id]);
  // The options: each page, then "See all results".
  const optionCount = outcome.state === 'done' ? hits.length + 1 : 0;
  const expanded = open && outcome.state !== 'idle';
  const optionId = (index: number): string => `${id}-option-${index}`;

  function go(url: string): void {
    setOpen(false);
    setFieldOpen(false);
    setActive(-1);
    input.current?.blur();
    history.push(url);
  }

  function choose(index: number): void {
    const hit = hits[index];
    go(hit ? target(hit) : resultsPageUrl(trimmed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (optionCount === 0) return;
      // Positions cycle through "none highlighted" (-1) and each option.
      const positions = optionCount + 1;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => ((index + 1 + step + positions) % positions) - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (trimmed === '') return;
      if (expanded && active >= 0) choose(active);
      else go(resultsPageUrl(trimmed));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        setQuery('');
      } else {
        setFieldOpen(false);
      }
    }
  }

  return (
    <div className={styles.wrapper} role="search">
      <button
        type="button"
        className={styles.toggle}
        aria-label="Search the documentation"
        aria-expanded={fieldOpen}
        aria-controls={`${id}-field`}
        onClick={openField}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={`${id}-field`} className={styles.search} data-open={fieldOpen ? '' : undefined}>
        <input
          ref={input}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          className={clsx('navbar__search-input', styles.input)}
          placeholder="Search"
          aria-label="Search the documentation"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            if (trimmed === '') setFieldOpen(false);
          }}
          onKeyDown={onKeyDown}
        />
        {/* mousedown keeps the focus in the input until the click closes the field. */}
        <button
          type="button"
          className={styles.close}
          aria-label="Close search"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setOpen(false);
            setFieldOpen(false);
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <span className={styles.hint} aria-hidden="true">
          <kbd>{shortcut}</kbd>
          <kbd>K</kbd>
        </span>
        {/* mousedown keeps the focus in the input, so scrolling the list with its scroll bar does not close it. */}
        <div className={styles.panel} hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
          <ul id={`${id}-listbox`} role="listbox" aria-label="Search suggestions" className={styles.listbox}>
            {hits.map((hit, index) => (
              <li
                key={hit.url}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                // A suggestion on no results is not a match: it carries data-suggestion, not data-url.
                data-url={suggestions.length > 0 ? undefined : target(hit)}
                data-suggestion={suggestions.length > 0 ? hit.url : undefined}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(index);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {suggestions.length > 0 ? <span className={styles.section}>Closest page by name</span> : null}
                <span className={styles.title}>{hit.title}</span>
                {hit.sections[0] ? <span className={styles.section}>{hit.sections[0].title}</span> : null}
                <SearchExcerpt className={styles.excerpt} excerpt={hit.sections[0]?.excerpt ?? hit.excerpt} />
              </li>
            ))}
            {outcome.state === 'done' ? (
              <li
                id={optionId(hits.length)}
                role="option"
                aria-selected={active === hits.length}
                className={clsx(styles.option, styles.all)}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(hits.length);
                }}
                onMouseEnter={() => setActive(hits.length)}
              >
                {outcome.total === 0
                  ? `No results for “${outcome.query}”. Open the results page for suggestions`
                  : `See all ${outcome.total} results for “${outcome.query}”`}
              </li>
            ) : null}
          </ul>
          {outcome.state === 'searching' ? <p className={styles.status}>Searching…</p> : null}
          {outcome.state === 'failed' ? (
            <p className={styles.status}>Search could not load. Check your connection and type again.</p>
          ) : null}
        </div>
        <span className="visually-hidden" role="status">
          {expanded && outcome.state === 'done'
            ? outcome.total === 0
              ? 'No results'
              : `${outcome.total} results, ${hits.length} shown`
            : ''}
          {expanded && outcome.state === 'failed' ? 'Search could not load' : ''}
        </span>
      </div>
    </div>
  );
}
