/**
 * Ejected from @docusaurus/theme-classic 3.10 (theme/CodeBlock/index.js) for two changes:
 *
 * 1. No re-render after hydration. Stock Docusaurus remounts every code block once the page is
 *    interactive (`key={String(isBrowser)}`) because its Prism colours are inline styles for one
 *    colour mode. Ours come from CSS (src/css/code-colours.css, config/prismThemes.ts), right in
 *    both modes from the server-rendered HTML, so the remount (up to half a second of main thread
 *    on a phone for a code-heavy page) is not needed.
 * 2. Prism's extra languages are registered here, when the first code block is loaded, instead of
 *    by a client module in the start-up bundle (plugins/prism-on-demand switches that one off).
 */
import React, {isValidElement, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

/** Plain string children when possible, so the block can be copied; elements stay as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((element) => isValidElement(element))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
