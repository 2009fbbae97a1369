/**
 * GitHub-style task lists (`- [ ] step`) render as disabled checkboxes without a label, which
 * screen readers announce as unlabeled form fields (axe rule "label"). In these docs a task list is
 * a printed checklist, not a form, so the boxes are hidden from assistive technology; the list items
 * still read as a list.
 */
import {nodesWhere, type HastNode} from '../shared/hast';

function isCheckbox(node: HastNode): boolean {
  return node.type === 'element' && node.tagName === 'input' && node.properties?.type === 'checkbox';
}

export default function rehypeTaskListA11y() {
  return (tree: HastNode): void => {
    for (const checkbox of nodesWhere(tree, isCheckbox)) {
      checkbox.properties = {...checkbox.properties, ariaHidden: 'true', tabIndex: -1};
    }
  };
}
