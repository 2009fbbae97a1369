/**
 * Fills each fenced block that names `file=examples/...` with that file or region (build-tools/exampleIncludes.ts),
 * so a page shows the integration code that `examples/` tests, not a copy of it. Runs before the other remark
 * plugins, so the code that Shiki highlights and Twoslash types is the file's.
 *
 * A step shows the region it is about; under the first region of a file on a page, a collapsed "Show the whole
 * file" (Docusaurus' <details>) holds the whole file, in the HTML for search engines and for the Markdown twin
 * (build-tools/fencedBlocks.ts writes the same, through wholeFileAfter()).
 *
 * A block with `collapsed` in its info string (a file the page lists for completeness, such as the rules module a
 * step only calls) is shown collapsed itself: "Show <title> (N lines)". Its code is in the HTML and the twin all
 * the same.
 */
import path from 'node:path';

import {filesShownWhole, hasMetaWord, includeRef, readInclude, wholeFileAfter} from '../../build-tools/exampleIncludes';

interface MdastNode {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  name?: string;
  attributes?: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  position?: {start: {line: number}};
  children?: MdastNode[];
}

interface VFileLike {
  path?: string;
  cwd?: string;
}

const root = path.resolve(__dirname, '..', '..');

/**
 * A code block inside a collapsed <details class="vs-whole-file">, whose summary is `lead`, the name in code, and
 * the block's line count: "Show the whole file: vs-token.ts (101 lines)".
 */
function collapsed(lead: string, name: string, code: MdastNode, className = 'vs-whole-file'): MdastNode {
  const lines = (code.value ?? '').split('\n').length;
  return {
    type: 'mdxJsxFlowElement',
    name: 'details',
    attributes: [{type: 'mdxJsxAttribute', name: 'className', value: className}],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'summary',
        attributes: [],
        children: [
          {type: 'text', value: lead},
          {type: 'inlineCode', value: name},
          {type: 'text', value: ` (${lines} lines)`},
        ],
      },
      code,
    ],
  };
}

/** The whole file shown, collapsed, under a region. */
function wholeFileDetails(code: MdastNode, file: string, text: string): MdastNode {
  // A copy for context: plain highlighting, no type popups (rehype-shiki reads `whole-file`), which would make it
  // several times larger in the page; the file's own tests compile it.
  const whole = {type: 'code', lang: code.lang ?? null, meta: `title="${file}" file=${file} whole-file`, value: text};
  return collapsed('Show the whole file: ', path.posix.basename(file), whole, 'vs-whole-file vs-file-copy');
}

/** A block marked `collapsed`, under a summary that names it: "Show check-token.ts (40 lines)". */
function collapsedBlock(code: MdastNode, file: string): MdastNode {
  const title = /(?:^|\s)title="([^"]*)"/.exec(code.meta ?? '')?.[1] ?? path.posix.basename(file);
  return collapsed('Show ', title, code);
}

function visit(node: MdastNode, page: string, shownWhole: Set<string>): void {
  const children = node.children ?? [];
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index]!;
    if (child.type !== 'code') {
      visit(child, page, shownWhole);
      continue;
    }
    const ref = includeRef(child.meta);
    if (!ref) continue;
    const where = `${page}:${String(child.position?.start.line ?? 0)}`;
    if ((child.value ?? '').trim() !== '') {
      throw new Error(`[remark-example-includes] ${where}: a block with file=${ref.file} must have an empty body`);
    }
    try {
      child.value = readInclude(root, ref, where);
      if (hasMetaWord(child.meta, 'collapsed')) {
        if (ref.region !== undefined) throw new Error(`${where}: collapsed is for a whole file, not a region`);
        children[index] = collapsedBlock(child, ref.file);
        continue;
      }
      const whole = wholeFileAfter(root, ref, shownWhole, where);
      if (whole !== undefined) {
        children.splice(index + 1, 0, wholeFileDetails(child, ref.file, whole));
        index += 1;
      }
    } catch (error) {
      throw new Error(`[remark-example-includes] ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** The `file=` references of the page's code blocks, in document order. */
function includeRefsOf(node: MdastNode): ReturnType<typeof includeRef>[] {
  return [node.type === 'code' ? includeRef(node.meta) : undefined, ...(node.children ?? []).flatMap(includeRefsOf)];
}

export default function remarkExampleIncludes() {
  return (tree: MdastNode, file: VFileLike): void => {
    visit(tree, file.path ? path.relative(root, file.path) : 'a page', filesShownWhole(includeRefsOf(tree)));
  };
}
