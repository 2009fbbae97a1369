/**
 * Puts each diagram on the page with its dark version and its phone panels: a Markdown image of a diagram,
 * ![alt](/img/<area>/Name.svg), becomes <Diagram src="/img/<area>/Name.svg" alt="alt" /> (src/components/Diagram,
 * registered in src/theme/MDXComponents), which reads the variants that plugins/diagram-variants wrote. The page's
 * compiled MDX depends on its own source only, so a changed drawing never leaves a cached page behind. The first
 * diagram of a page is marked `first` and loads eagerly. Runs before Docusaurus' own image plugin, which would
 * otherwise inline the source as a data URL. The alt text's fact placeholders (`{{fact:messageLengthRange|max}}`,
 * build-tools/factPlaceholders.ts) are filled from src/data/productFacts.ts, as the diagram's own are.
 */
import {fillFactPlaceholders} from '../../build-tools/factPlaceholders';

interface MdastNode {
  type: string;
  url?: string;
  alt?: string | null;
  children?: MdastNode[];
  [key: string]: unknown;
}

export const diagramUrl = /^\/img\/[\w-]+\/[\w-]+\.svg$/;

function diagramElement(src: string, alt: string, first: boolean): MdastNode {
  return {
    type: 'mdxJsxTextElement',
    name: 'Diagram',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'src', value: src},
      {type: 'mdxJsxAttribute', name: 'alt', value: alt},
      ...(first ? [{type: 'mdxJsxAttribute', name: 'first', value: null}] : []),
    ],
    children: [],
  };
}

export default function remarkDiagrams() {
  return (tree: MdastNode, file?: {path?: string}): void => {
    let first = true;
    const visit = (node: MdastNode): void => {
      node.children?.forEach((child, index) => {
        if (child.type === 'image' && typeof child.url === 'string' && diagramUrl.test(child.url)) {
          const alt = fillFactPlaceholders(child.alt ?? '', file?.path ?? "a diagram's alt text");
          node.children![index] = diagramElement(child.url, alt, first);
          first = false;
          return;
        }
        visit(child);
      });
    };
    visit(tree);
  };
}
