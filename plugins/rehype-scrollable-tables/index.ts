/**
 * Wraps every Markdown table in a box that keeps it inside the article, and sets how it reads on a phone (below
 * the 997 px breakpoint, src/css/custom.css), by the kind of table:
 *
 * - a record table (`table-stack`): each row describes one thing and the columns are its fields, usually ending
 *   in a sentence (Property, Type, Required, Default, What it does; Symptom, Cause, Fix). Every table of up to four
 *   columns, and a wider one whose last column is prose. On a phone each row becomes one block: the first cell as
 *   its title, then "label: value" lines (each cell carries its column's heading as `data-label`). A reader of a
 *   property reads its explanation, which a scrolled table hid off-screen.
 * - a grid (`table-grid`): five or more columns of short values read across rows (a mapping of sports to event
 *   types, a sample of the Moderation UI's message list). Stacking would lose the comparison down each column, so
 *   it stays a table: the first column sticks while the box scrolls, and shadows at the box's edges show that
 *   more is there (`data-scroll-cue`).
 *
 * The box is a labelled region in the tab order (WCAG 2.1.1: a scrolling area must be reachable by keyboard),
 * named after the table's column headings. (Explicit table roles, once used to keep a table's semantics when CSS
 * displays its parts as blocks, are invalid HTML on a table's own parts, and Chromium and Firefox keep the
 * semantics without them.) A table that holds the designed marker gets a legend line under it: in a table the marker is a
 * compact symbol (src/components/DesignedBadge), and the legend says what it means. So does a dense list, one in
 * which three items or more carry the marker (the API index's list of interfaces), marked `designed-dense`.
 */
import {designedHref, designedLabel} from '../../src/data/designedMarker';
import {nodesWhere, textOf, type HastNode} from '../shared/hast';

const isElement = (node: HastNode, ...names: string[]): boolean =>
  node.type === 'element' && names.includes(node.tagName ?? '');

const cellsOf = (row: HastNode | undefined): HastNode[] =>
  (row?.children ?? []).filter((cell) => isElement(cell, 'th', 'td'));

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The column headings, from the first row. */
export function tableHeadings(table: HastNode): string[] {
  const firstRow = nodesWhere(table, (node) => isElement(node, 'tr'))[0];
  return cellsOf(firstRow).map((cell) => clean(textOf(cell)));
}

/** "Table: Property, Type, Required" from the first row's cells. */
export function tableLabel(table: HastNode): string {
  const headings = tableHeadings(table).filter(Boolean);
  return headings.length > 0 ? `Table: ${headings.join(', ')}` : 'Table';
}

/** Average length of a last-column cell above which that column is prose (a sentence, not a value). */
const proseLength = 30;

/** Record table or grid (see the file's comment). */
export function tableKind(table: HastNode): 'stack' | 'grid' {
  const rows = nodesWhere(table, (node) => isElement(node, 'tr'));
  const columns = cellsOf(rows[0]).length;
  if (columns <= 4) return 'stack';
  const last = rows.slice(1).map((row) => clean(textOf(cellsOf(row).at(-1) ?? {type: 'text'})).length);
  const average = last.reduce((sum, length) => sum + length, 0) / Math.max(1, last.length);
  return average > proseLength ? 'stack' : 'grid';
}

const hasDesignedMarker = (node: HastNode): boolean =>
  nodesWhere(
    node,
    (child) => (child as HastNode & {name?: string}).name === 'DesignedBadge' && child.type.startsWith('mdxJsx'),
  ).length > 0;

/** Each body cell's column heading as its `data-label`. */
function labelCells(table: HastNode, headings: string[]): void {
  for (const row of nodesWhere(table, (node) => isElement(node, 'tr'))) {
    cellsOf(row).forEach((cell, index) => {
      if (cell.tagName === 'td' && headings[index]) cell.properties = {...cell.properties, dataLabel: headings[index]};
    });
  }
}

/** A column whose every cell is at most this long is a column of short values (a phase, a length, a flag). */
export const shortValueLength = 24;
/** Short-value columns are kept on one line only while together they stay this short, so the prose still fits. */
const shortColumnsBudget = 32;

/**
 * The columns of a record table kept on one line at desktop width (`vs-nowrap` on their cells): short values that
 * a prose column beside them would otherwise squeeze until "1. Initiation" breaks after "1.". Only where a column
 * of prose takes the rest; none when the short columns together would crowd it.
 */
export function noWrapColumns(table: HastNode): number[] {
  const rows = nodesWhere(table, (node) => isElement(node, 'tr'));
  const widths: number[] = [];
  const code = new Set<number>();
  for (const row of rows) {
    cellsOf(row).forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, clean(textOf(cell)).length);
      if (nodesWhere(cell, (node) => isElement(node, 'code')).length > 0) code.add(index);
    });
  }
  if (widths.length < 3 || !widths.some((width) => width > proseLength * 2)) return [];
  // Code is wider than prose letter for letter, and already breaks at its own seams: such a column is left free.
  const short = widths.flatMap((width, index) => (width <= shortValueLength && !code.has(index) ? [index] : []));
  const total = short.reduce((sum, index) => sum + (widths[index] ?? 0), 0);
  return total <= shortColumnsBudget ? short : [];
}

function markNoWrap(table: HastNode): void {
  const columns = new Set(noWrapColumns(table));
  if (columns.size === 0) return;
  for (const row of nodesWhere(table, (node) => isElement(node, 'tr'))) {
    cellsOf(row).forEach((cell, index) => {
      if (!columns.has(index)) return;
      const className = (cell.properties?.className as string[] | undefined) ?? [];
      cell.properties = {...cell.properties, className: [...className, 'vs-nowrap']};
    });
  }
}

/** The line under a table that uses the compact designed marker. */
function designedLegend(): HastNode {
  return {
    type: 'element',
    tagName: 'p',
    properties: {className: ['table-legend']},
    children: [
      {
        type: 'element',
        tagName: 'span',
        properties: {className: ['designed-symbol'], ariaHidden: 'true'},
        children: [{type: 'text', value: '†'}],
      },
      {type: 'text', value: ' '},
      {
        type: 'element',
        tagName: 'a',
        properties: {href: designedHref},
        children: [{type: 'text', value: designedLabel}],
      },
      {type: 'text', value: ': a name or behaviour the docs team designed, to confirm with your integration contact.'},
    ],
  };
}

/** A list where at least this many items carry the designed marker shows it compactly, with a legend. */
export const denseListMarkers = 3;

function isDenseList(node: HastNode): boolean {
  if (!isElement(node, 'ul', 'ol')) return false;
  const items = (node.children ?? []).filter((child) => isElement(child, 'li'));
  const marked = items.filter((item) =>
    (item.children ?? []).some((part) => !isElement(part, 'ul', 'ol') && hasDesignedMarker(part)),
  );
  return marked.length >= denseListMarkers;
}

function wrap(node: HastNode): void {
  node.children = node.children?.flatMap((child) => {
    if (isDenseList(child)) {
      const className = (child.properties?.className as string[] | undefined) ?? [];
      child.properties = {...child.properties, className: [...className, 'designed-dense']};
      wrap(child);
      return [child, designedLegend()];
    }
    if (isElement(child, 'table')) {
      const kind = tableKind(child);
      labelCells(child, tableHeadings(child));
      if (kind === 'stack') markNoWrap(child);
      const box: HastNode = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['table-scroll', `table-${kind}`],
          role: 'region',
          tabIndex: 0,
          ariaLabel: tableLabel(child),
          ...(kind === 'grid' ? {dataScrollCue: ''} : {}),
        },
        children: [child],
      };
      return hasDesignedMarker(child) ? [box, designedLegend()] : [box];
    }
    wrap(child);
    return [child];
  });
}

export default function rehypeScrollableTables() {
  return (tree: HastNode): void => wrap(tree);
}
