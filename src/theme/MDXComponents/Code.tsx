/**
 * Wraps theme-classic's MDX `code`, which renders a code block unless every child is a one-line string. Inline
 * code in a table cell also holds <wbr> word breaks (plugins/rehype-scrollable-tables), and stays inline.
 */
import {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import Code from '@theme-original/MDXComponents/Code';
import CodeInline from '@theme/CodeInline';

type Props = ComponentProps<'code'>;

function isBreakableName(children: ReactNode): boolean {
  const parts = Children.toArray(children);
  return (
    parts.some((part) => isValidElement(part) && part.type === 'wbr') &&
    parts.every(
      (part) => (typeof part === 'string' && !part.includes('\n')) || (isValidElement(part) && part.type === 'wbr'),
    )
  );
}

export default function CodeWrapper(props: Props): ReactNode {
  return isBreakableName(props.children) ? <CodeInline {...props} /> : <Code {...props} />;
}
