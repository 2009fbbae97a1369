/**
 * GitHub-style task lists (`- [ ] step`) render as disabled checkboxes without a label, which
 * screen readers announce as unlabeled form fields (axe rule "label"). In these docs a task list is
 * a printed checklist, not a form, so the boxes are hidden from assistive technology; the list items
 * still read as a list.
 */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function visit(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'input' && node.properties?.type === 'checkbox') {
    node.properties.ariaHidden = 'true';
    node.properties.tabIndex = -1;
  }
  node.children?.forEach(visit);
}

export default function rehypeTaskListA11y() {
  return (tree: HastNode): void => visit(tree);
}
