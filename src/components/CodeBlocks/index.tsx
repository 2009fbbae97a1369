import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';

export interface TitledCode {
  readonly language: string;
  readonly title: string;
  readonly code: string;
}

/** Code generated in the browser (the configurator's snippet, the token checker's decoded parts), one titled block each. */
export default function CodeBlocks({blocks}: {blocks: readonly TitledCode[]}): ReactNode {
  return blocks.map(({language, title, code}) => (
    <CodeBlock key={title} language={language} title={title}>
      {code}
    </CodeBlock>
  ));
}
