/**
 * Ejected from @docusaurus/theme-classic 3.10 (theme/CodeBlock) so that no highlighter runs in the browser.
 *
 * Fenced code in the docs arrives highlighted: plugins/rehype-shiki runs Shiki at build time and leaves
 * token spans coloured by class (src/css/code-colours.css), right in both colour modes from the
 * server-rendered HTML. Code that a component builds while the reader types (the /web configurator, the
 * token checker) is shown plain in the same frame. The frame is theme-classic's own pieces: the container,
 * the title, and the copy and word-wrap buttons, which read the code from the code-block context. TypeScript
 * samples that import our API carry type popups from the build (Twoslash); ./typePopups.ts places them and
 * gives them keyboard access, and the copy button leaves them out.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Buttons from '@theme/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock';

import styles from './styles.module.css';
import {typePopupHandlers} from './typePopups';

/** The text of highlighted children (token spans), for the copy button; type popups are not part of it. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode; className?: string}>(node)) {
    if (node.props.className?.includes('twoslash-popup-container')) return '';
    return textOf(node.props.children);
  }
  return '';
}

/* eslint-disable react-hooks/refs -- wordWrap is theme-classic's hook result, handed to its context and to the
   <pre> as theme-classic's own code block does; nothing reads the ref during render. */
export default function CodeBlock({
  children,
  className,
  metastring,
  title,
  language,
  showLineNumbers,
}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const highlighted = Children.toArray(children).some((child) => isValidElement(child));
  const code = textOf(children).replace(/\n$/, '');
  const metadata = createCodeBlockMetadata({
    code,
    className,
    metastring,
    magicComments: [],
    defaultLanguage: prism.defaultLanguage,
    language,
    title,
    showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
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
            ref={wordWrap.codeBlockRef}
            tabIndex={0}
            className={clsx(styles.pre, 'thin-scrollbar')}
            {...(highlighted ? typePopupHandlers : {})}
          >
            <code className={styles.lines}>{highlighted ? children : metadata.code}</code>
          </pre>
          <Buttons />
        </div>
      </Container>
    </CodeBlockContextProvider>
  );
}
