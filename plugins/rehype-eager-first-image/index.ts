/**
 * Docusaurus renders every Markdown image with loading="lazy". For the first image of a page that
 * is the wrong call: on a phone it is usually in the first screen and the largest thing on it, so
 * lazy loading holds back the Largest Contentful Paint until layout is done (Lighthouse's
 * "lcp-lazy-loaded"). This plugin loads the first image of each page eagerly, with high priority;
 * later images stay lazy.
 */
interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  tagName?: string;
  name?: string | null;
  properties?: Record<string, unknown>;
  attributes?: Attribute[];
  children?: Node[];
}

/** An image as MDX leaves it: an HTML element, or a JSX <img> (what Docusaurus makes of `![alt](src)`). */
function isImage(node: Node): boolean {
  return (
    (node.type === 'element' && node.tagName === 'img') ||
    ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'img')
  );
}

function firstImage(node: Node): Node | undefined {
  if (isImage(node)) return node;
  for (const child of node.children ?? []) {
    const found = firstImage(child);
    if (found) return found;
  }
  return undefined;
}

export default function rehypeEagerFirstImage() {
  return (tree: Node): void => {
    const image = firstImage(tree);
    if (!image) return;
    if (image.type === 'element') {
      image.properties = {...image.properties, loading: 'eager', fetchPriority: 'high'};
      return;
    }
    // JSX props: the later ones win over the lazy default of @theme/MDXComponents/Img.
    const attributes = (image.attributes ?? []).filter(
      (attribute) => attribute.name !== 'loading' && attribute.name !== 'fetchPriority',
    );
    attributes.push(
      {type: 'mdxJsxAttribute', name: 'loading', value: 'eager'},
      {type: 'mdxJsxAttribute', name: 'fetchPriority', value: 'high'},
    );
    image.attributes = attributes;
  };
}
