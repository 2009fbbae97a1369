/**
 * Shows product facts from their one source (src/data/productFacts.ts) instead of hand-typed copies, and the
 * site's one "designed: confirm at onboarding" marker. The directives are listed in ./directives.ts; the adapter
 * page's tables (`::module-request-table`, `::adapter-request-table`) are built in ./adapterTables.ts.
 * An unknown fact name fails the build with the file's path, so a typo cannot ship as text.
 */
import {fillFactPlaceholders} from '../../build-tools/factPlaceholders';
import {loaderSnippet} from '../../src/data/productFacts';
import {directiveTable, tableMdast} from './adapterTables';
import {factListItems, factListLink, factText, joinAsProse} from './directives';

interface MdastNode {
  type: string;
  name?: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  attributes?: Record<string, string | null | undefined> | unknown[];
  children?: MdastNode[];
  data?: Record<string, unknown>;
}

interface VFileLike {
  path?: string;
}

function textOf(node: MdastNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

function directiveAttributes(node: MdastNode): Record<string, string> {
  const result: Record<string, string> = {};
  if (node.attributes && !Array.isArray(node.attributes)) {
    for (const [key, value] of Object.entries(node.attributes)) result[key] = value ?? '';
  }
  return result;
}

function replacement(node: MdastNode): MdastNode[] | undefined {
  if (node.type === 'textDirective' && node.name === 'fact') {
    return [{type: 'text', value: factText(textOf(node).trim(), directiveAttributes(node).form)}];
  }
  if (node.type === 'textDirective' && node.name === 'facts') {
    const name = textOf(node).trim();
    const items = factListItems(name);
    const attributes = directiveAttributes(node);
    if ('links' in attributes) {
      // Each item a link to its page (module lists): `[a](/docs/…), [b](/docs/…) and [c](/docs/…)`.
      return items.flatMap((item, index) => {
        const separator = index === 0 ? [] : [{type: 'text', value: index === items.length - 1 ? ' and ' : ', '}];
        const link = {type: 'link', url: factListLink(name, item), children: [{type: 'text', value: item}]};
        return [...separator, link];
      });
    }
    if (!('code' in attributes)) return [{type: 'text', value: joinAsProse(items)}];
    // `a`, `b` and `c`: inline code items joined by prose separators.
    return items.flatMap((item, index) => {
      const separator = index === 0 ? [] : [{type: 'text', value: index === items.length - 1 ? ' and ' : ', '}];
      return [...separator, {type: 'inlineCode', value: item}];
    });
  }
  // A code block states a text fact as a placeholder (`{{fact:loaderOrigin}}`, build-tools/factPlaceholders.ts).
  if (node.type === 'code' && typeof node.value === 'string' && node.value.includes('fact:')) {
    return [{...node, value: fillFactPlaceholders(node.value)}];
  }
  if (node.type === 'textDirective' && node.name === 'designed') {
    return [{type: 'mdxJsxTextElement', name: 'DesignedBadge', attributes: [], children: []}];
  }
  const table = node.type === 'leafDirective' ? directiveTable(node.name) : undefined;
  if (table) return [tableMdast(table)];
  if (node.type === 'leafDirective' && node.name === 'loader-snippet') {
    const {title} = directiveAttributes(node);
    return [{type: 'code', lang: 'html', meta: title ? `title="${title}"` : null, value: loaderSnippet()}];
  }
  return undefined;
}

function transform(node: MdastNode, file: VFileLike): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    let replaced: MdastNode[] | undefined;
    try {
      replaced = replacement(child);
    } catch (error) {
      throw new Error(`${file.path ?? 'a Markdown file'}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (replaced) return replaced;
    transform(child, file);
    return [child];
  });
}

export default function remarkProductFacts() {
  return (tree: MdastNode, file: VFileLike): void => transform(tree, file);
}
