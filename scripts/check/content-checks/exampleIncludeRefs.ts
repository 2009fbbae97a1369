/**
 * Every `file=examples/...` block of a page shows a file and region that exist, with an empty body. The build stops at
 * a missing one, but `npm run check` compiles such blocks through their example project's tests, not through the page,
 * so without this scan a page whose example file was renamed or left out passed the fast tier (issue #44's maintainer
 * exercise). The blocks are read as the sample checkers and the twins read them (build-tools/fencedBlocks.ts).
 */
import {fencedBlocks, shownCode} from '../../../build-tools/fencedBlocks';

export interface IncludeProblem {
  readonly line: number;
  readonly message: string;
}

/** The includes of one page's Markdown that do not resolve, each with its line and the reader's message. */
export function brokenIncludes(root: string, page: string, text: string): IncludeProblem[] {
  return fencedBlocks(text)
    .filter((block) => block.included !== undefined)
    .flatMap((block) => {
      try {
        shownCode(block, root, page);
        return [];
      } catch (error) {
        return [{line: block.fenceLine, message: error instanceof Error ? error.message : String(error)}];
      }
    });
}
