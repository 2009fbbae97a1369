/**
 * Every `file=examples/...` block of a page shows a file and region that exist. The build stops at a missing one, but
 * `npm run check` compiles such blocks through their example project's tests, not through the page, so without this
 * scan a page whose example file was renamed or left out passed the fast tier (issue #44's maintainer exercise).
 */
import {includeRef, readInclude} from '../../../build-tools/exampleIncludes';

export interface IncludeProblem {
  readonly line: number;
  readonly message: string;
}

/** The opening line of a fenced block: its fence and its info string. */
const FENCE_OPENING = /^\s*(`{3,}|~{3,})\s*\S*\s*(.*)$/;

/** The includes of one page's Markdown that do not resolve, each with its line and the reader's message. */
export function brokenIncludes(root: string, page: string, text: string): IncludeProblem[] {
  const problems: IncludeProblem[] = [];
  let openFence: string | undefined;
  text.split('\n').forEach((line, index) => {
    const opening = FENCE_OPENING.exec(line);
    if (openFence !== undefined) {
      if (opening && opening[1]?.[0] === openFence[0] && (opening[1]?.length ?? 0) >= openFence.length && !opening[2])
        openFence = undefined;
      return;
    }
    if (!opening) return;
    openFence = opening[1];
    const ref = includeRef(opening[2]);
    if (!ref) return;
    try {
      readInclude(root, ref, `${page}:${String(index + 1)}`);
    } catch (error) {
      problems.push({line: index + 1, message: error instanceof Error ? error.message : String(error)});
    }
  });
  return problems;
}
