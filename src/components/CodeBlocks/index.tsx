import type {ReactNode} from 'react';
// The site's own code block (src/theme/CodeBlock), imported by path for its props: it also takes tokens.
import CodeBlock from '@site/src/theme/CodeBlock';
import type {CodeToken} from '@site/src/utils/codeTokens';

export interface TitledCode {
  readonly language: string;
  readonly title: string;
  readonly code: string;
  /** The code as coloured tokens, when the caller has them (the configurator, src/utils/codeTokens.ts). */
  readonly tokens?: readonly CodeToken[];
}

/** Code generated in the browser (the configurator's snippet, the token checker's decoded parts), one titled block each. */
export default function CodeBlocks({blocks}: {blocks: readonly TitledCode[]}): ReactNode {
  return blocks.map(({language, title, code, tokens}) => (
    <CodeBlock key={title} language={language} title={title} tokens={tokens}>
      {code}
    </CodeBlock>
  ));
}
