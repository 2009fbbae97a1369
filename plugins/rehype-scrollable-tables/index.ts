/**
 * Wraps every Markdown table in a scroll box, so that a table too wide for a phone scrolls inside its own box
 * instead of widening the whole page. The box is a labelled region in the tab order (WCAG 2.1.1: a scrolling
 * area must be reachable by keyboard), named after the table's column headings. On a wide screen the table
 * still fills the article (src/css/custom.css) and nothing scrolls.
 *
 * Code in a cell (`TriggerActionFunctionType`, `virtualStadium.matchEventMarkets`) may break between the words of
 * the name (a <wbr> before each capital and after each dot, slash, underscore or hyphen), so a long name does not
 * hold its column wider than the article; the text and what is copied stay the same.
 */
import {nodesWhere, textOf, type HastNode} from '../shared/hast';

/** "Table: Property, Type, Required" from the first row's cells. */
export function tableLabel(table: HastNode): string {
  const firstRow = nodesWhere(table, (node) => node.type === 'element' && node.tagName === 'tr')[0];
  const headings = (firstRow?.children ?? [])
    .filter((cell) => cell.type === 'element' && (cell.tagName === 'th' || cell.tagName === 'td'))
    .map((cell) => textOf(cell).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return headings.length > 0 ? `Table: ${headings.join(', ')}` : 'Table';
}

/** Word breaks inside an identifier: before a capital that follows a lower-case letter or digit, after . / _ -. */
export function breakableName(text: string): HastNode[] {
  return text
    .split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[./_-])(?=\w)/)
    .flatMap((part, index): HastNode[] => [
      ...(index > 0 ? [{type: 'element', tagName: 'wbr', properties: {}, children: []}] : []),
      {type: 'text', value: part},
    ]);
}

function breakCodeNames(node: HastNode, inCode = false): void {
  node.children = node.children?.flatMap((child) => {
    if (child.type === 'text' && inCode) return breakableName(child.value ?? '');
    breakCodeNames(child, inCode || (child.type === 'element' && child.tagName === 'code'));
    return [child];
  });
}

function wrap(node: HastNode): void {
  node.children = node.children?.map((child) => {
    if (child.type === 'element' && child.tagName === 'table') {
      breakCodeNames(child);
      return {
        type: 'element',
        tagName: 'div',
        properties: {className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: tableLabel(child)},
        children: [child],
      };
    }
    wrap(child);
    return child;
  });
}

export default function rehypeScrollableTables() {
  return (tree: HastNode): void => wrap(tree);
}
