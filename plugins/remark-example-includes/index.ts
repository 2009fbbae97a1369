/**
 * Fills each fenced block that names `file=examples/...` with that file or region (build-tools/exampleIncludes.ts),
 * so a page shows the integration code that `examples/` tests, not a copy of it. Runs before the other remark
 * plugins, so the code that Shiki highlights and Twoslash types is the file's.
 */
import path from 'node:path';

import {includeRef, readInclude} from '../../build-tools/exampleIncludes';

interface MdastNode {
  type: string;
  value?: string;
  meta?: string | null;
  position?: {start: {line: number}};
  children?: MdastNode[];
}

interface VFileLike {
  path?: string;
  cwd?: string;
}

const root = path.resolve(__dirname, '..', '..');

function visit(node: MdastNode, page: string): void {
  if (node.type === 'code') {
    const ref = includeRef(node.meta);
    if (!ref) return;
    const where = `${page}:${String(node.position?.start.line ?? 0)}`;
    if ((node.value ?? '').trim() !== '') {
      throw new Error(`[remark-example-includes] ${where}: a block with file=${ref.file} must have an empty body`);
    }
    try {
      node.value = readInclude(root, ref, where);
    } catch (error) {
      throw new Error(`[remark-example-includes] ${error instanceof Error ? error.message : String(error)}`);
    }
    return;
  }
  for (const child of node.children ?? []) visit(child, page);
}

export default function remarkExampleIncludes() {
  return (tree: MdastNode, file: VFileLike): void => {
    visit(tree, file.path ? path.relative(root, file.path) : 'a page');
  };
}
