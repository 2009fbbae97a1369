/**
 * The small part of the hast tree API that our rehype plugins share (rehype-shiki, rehype-scrollable-tables,
 * rehype-task-list): the node shape they read and write, its text, and a depth-first search.
 */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** The text of a node and everything under it. */
export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** Every node under `node` (itself included) that `matches`, in document order. */
export function nodesWhere(
  node: HastNode,
  matches: (candidate: HastNode) => boolean,
  found: HastNode[] = [],
): HastNode[] {
  if (matches(node)) found.push(node);
  for (const child of node.children ?? []) nodesWhere(child, matches, found);
  return found;
}
