import type {Page} from '@playwright/test';

/**
 * Layout faults a reader sees at a given width, measured in the page (one call after the page has loaded):
 *
 * - overflow: an element of the page's column (the article, or the main content of a page without one) that
 *   reaches past the column's edges, unless it is inside a scroll container that shows a scroll cue
 *   (`[data-scroll-cue]`: the table boxes of plugins/rehype-scrollable-tables) or inside a code block (`pre`, which
 *   scrolls its long lines by design). Clipped and visually hidden elements are left out.
 * - broken words: a word of text drawn on two lines or more. A word is a run of letters and digits in one text node:
 *   a line may break at punctuation and where a text node ends (an element boundary, or a <wbr> the build put
 *   between the parts of a code name: after a dot or slash, before a camel-case capital), never between two
 *   letters, as `overflow-wrap: break-word` does ("enableFlash / Bet"). Code blocks are left out (they scroll).
 * - split headings: a table heading whose code name runs over more than one line (a heading names a column; it is
 *   read at a glance).
 */
export interface LayoutFaults {
  overflow: string[];
  brokenWords: string[];
  splitHeadings: string[];
}

export async function layoutFaults(page: Page): Promise<LayoutFaults> {
  return page.evaluate(() => {
    const root = document.querySelector('article') ?? document.querySelector('main') ?? document.body;
    const column = root.getBoundingClientRect();
    const describe = (element: Element): string => {
      const name = element.tagName.toLowerCase();
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `<${name}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const hidden = (element: Element): boolean => {
      const style = getComputedStyle(element);
      return style.visibility === 'hidden' || style.clipPath === 'inset(50%)' || style.position === 'fixed';
    };
    /** Inside a box that keeps the element's overflow to itself: clipped, a cued scroll box, or a code block. */
    const contained = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
        if (parent.tagName === 'PRE') return true;
        // A scroll box counts only while its cue shows: the edge shadow is a background gradient.
        if (parent.hasAttribute('data-scroll-cue'))
          return getComputedStyle(parent).backgroundImage.includes('gradient');
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'hidden' || overflowX === 'clip') return true;
        if (hidden(parent)) return true;
      }
      return false;
    };

    const overflow: string[] = [];
    const reported = new Set<Element>();
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || hidden(element)) continue;
      if (box.right <= column.right + 1 && box.left >= column.left - 1) continue;
      if (contained(element)) continue;
      // One finding per outermost element that overflows.
      if ([...reported].some((outer) => outer.contains(element))) continue;
      reported.add(element);
      overflow.push(
        `${describe(element)} spans ${Math.round(box.left)}-${Math.round(box.right)} px, column ${Math.round(column.left)}-${Math.round(column.right)} px`,
      );
    }

    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('pre, script, style, svg, [aria-hidden="true"]')) continue;
      if (hidden(parent) || parent.getClientRects().length === 0) continue;
      const text = node.textContent ?? '';
      // Words: runs of letters and digits. A line may break next to punctuation (after a hyphen, a slash, an equals
      // sign), never between two letters of one text node.
      for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)) {
        const word = match[0];
        if (word.length < 2) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.bottom)),
        );
        if (lines.size > 1) brokenWords.push(`"${word}" on ${lines.size} lines in ${describe(parent)}`);
      }
    }

    const splitHeadings: string[] = [];
    for (const code of Array.from(root.querySelectorAll('th code'))) {
      const lines = new Set(
        Array.from(code.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.bottom)),
      );
      if (lines.size > 1) splitHeadings.push(`${describe(code)} on ${lines.size} lines`);
    }
    return {overflow, brokenWords, splitHeadings};
  });
}
