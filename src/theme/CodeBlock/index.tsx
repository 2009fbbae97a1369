/**
 * Ejected from @docusaurus/theme-classic 3.10 (theme/CodeBlock) so that no highlighter runs in the browser.
 *
 * Fenced code in the docs arrives highlighted: plugins/rehype-shiki runs Shiki at build time and passes the
 * lines as one HTML string of token spans coloured by class (src/css/code-colours.css), set as the block's
 * inner HTML, so React neither builds nor hydrates an element per token; it is right in both colour modes from
 * the server-rendered HTML. Code that a component builds while the reader types is shown in the same frame, plain
 * (the token checker) or as the tokens the component passes (the /web configurator, src/utils/codeTokens.ts). The frame is theme-classic's own pieces: the container,
 * the title, and the copy and word-wrap buttons, which read the code from the code-block context. TypeScript
 * samples that import our API carry type popups from the build (Twoslash); ./typePopups.ts places them and
 * gives them keyboard access, and the copy button leaves them out. A whole example file shown collapsed arrives
 * as plain text with the address of its highlighted lines (`highlightedSrc`, plugins/deferred-code), fetched the
 * first time its <details> opens.
 */
import {Children, useCallback, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Buttons from '@theme/CodeBlock/Buttons';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import type {CodeToken} from '@site/src/utils/codeTokens';

import styles from './styles.module.css';
import {highlightedText} from './highlightedText';
import {typePopupHandlers} from './typePopups';

/** The text of a plain block: MDX passes its text as a string; the configurator and token checker pass one too. */
function plainText(children: ReactNode): string {
  return Children.toArray(children)
    .filter((child) => typeof child === 'string' || typeof child === 'number')
    .join('');
}

/** What plugins/rehype-shiki adds to a highlighted fenced block: its lines as HTML. */
interface Props extends ThemeProps {
  readonly highlightedHtml?: string;
  /** A collapsed whole file: its text is the children; its highlighted lines are fetched from here when opened. */
  readonly highlightedSrc?: string;
  /** Code made in the browser, as tokens of the code passed as children (same text, coloured by kind). */
  readonly tokens?: readonly CodeToken[];
}

function tokenSpans(tokens: readonly CodeToken[]): ReactNode[] {
  return tokens.map((token, index) =>
    token.kind ? (
      <span key={index} className={`sh-${token.kind}`}>
        {token.text}
      </span>
    ) : (
      token.text
    ),
  );
}

/**
 * The highlighted lines at `src`, fetched the first time the <details> around the block opens; undefined until
 * then, or when there is no `src`, or the fetch fails (the plain text stays, which is the same code).
 */
function useDeferredHtml(src: string | undefined): [string | undefined, (pre: HTMLPreElement | null) => void] {
  const [html, setHtml] = useState<string>();
  const requested = useRef(false);
  const url = useBaseUrl(src ?? '');
  const watch = useCallback(
    (pre: HTMLPreElement | null) => {
      const details = src === undefined ? null : pre?.closest('details');
      if (!details) return undefined;
      const load = (): void => {
        if (!details.open || requested.current) return;
        requested.current = true;
        details.removeEventListener('toggle', load);
        fetch(url)
          .then(async (response) => (response.ok ? ((await response.json()) as unknown) : undefined))
          .then((value) => {
            if (typeof value === 'string') setHtml(value);
          })
          .catch(() => undefined);
      };
      details.addEventListener('toggle', load);
      load();
      return () => details.removeEventListener('toggle', load);
    },
    [src, url],
  );
  return [html, watch];
}

export default function CodeBlock({
  children,
  className,
  metastring,
  title,
  language,
  showLineNumbers,
  highlightedHtml: builtHtml,
  highlightedSrc,
  tokens,
}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const [deferredHtml, watchDetails] = useDeferredHtml(highlightedSrc);
  const highlightedHtml = builtHtml ?? deferredHtml;
  const metadata = createCodeBlockMetadata({
    code: (builtHtml === undefined ? plainText(children) : highlightedText(builtHtml)).replace(/\n$/, ''),
    className,
    metastring,
    magicComments: [],
    defaultLanguage: prism.defaultLanguage,
    language,
    title,
    showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  const {codeBlockRef} = wordWrap;
  const preRef = useCallback(
    (pre: HTMLPreElement | null) => {
      codeBlockRef.current = pre;
      return watchDetails(pre);
    },
    [codeBlockRef, watchDetails],
  );
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Container as="div" className={metadata.className}>
        {metadata.title && (
          <div className={styles.title}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={styles.content}>
          {/* Scrollable code must be reachable by keyboard (WCAG 2.1.1). */}
          <pre
            ref={preRef}
            tabIndex={0}
            data-highlighted-src={highlightedSrc}
            className={clsx(styles.pre, 'thin-scrollbar')}
            {...(highlightedHtml === undefined ? {} : typePopupHandlers)}
          >
            {highlightedHtml === undefined ? (
              <code className={styles.lines}>{tokens ? tokenSpans(tokens) : metadata.code}</code>
            ) : (
              // Markup built by Shiki from our own pages at build time (plugins/rehype-shiki), never from input.
              <code className={styles.lines} dangerouslySetInnerHTML={{__html: highlightedHtml}} />
            )}
          </pre>
          <Buttons />
        </div>
      </Container>
    </CodeBlockContextProvider>
  );
}
