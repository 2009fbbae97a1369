/**
 * Where a long name may break across lines, decided at build time: a <wbr> after each dot, slash, underscore,
 * colon or hyphen that follows a letter or digit, and before each capital that follows a lower-case letter or digit:
 * in inline code in running text only in a part longer than humpBreakMinLength (`virtualStadium.<wbr>matchEventMarkets`,
 * `Switch<wbr>Channel<wbr>Action<wbr>Interface`), in inline code in table cells at the humps that make even lines
 * (`SwitchChannel<wbr>ActionInterface`), and in plain text in every long name. Without it the browser either lets the name run past
 * the column or, with `overflow-wrap`, cuts it anywhere ("enableFlash / Bet", a lone "." before "loading"); the
 * site's CSS allows no other break inside a word (src/css/custom.css), tests/layout.spec.ts checks every page.
 *
 * Applied to inline code everywhere (not code blocks, which scroll), and to long camel-case names in plain text
 * (an API page's "Interface: SwitchChannelActionInterface" heading, a linked interface name in a table, a
 * `virtualStadium.matchEventMarkets` heading). Table
 * headings are left whole: a heading names its column and is read at a glance. The text, what is copied and what
 * search indexes stay the same.
 */
import type {HastNode} from '../shared/hast';

const wbr = (): HastNode => ({type: 'element', tagName: 'wbr', properties: {}, children: []});

/**
 * A part between dots, slashes and the like is split at its camel-case humps only when it is longer than this: a
 * shorter one fits a phone's column whole (about 40 characters of inline code at 390 px), and a break inside
 * `LoginManager` or `VirtualStadiumProps` read as two words ("Login Manager.login"), with nothing to show it
 * was one name.
 */
export const humpBreakMinLength = 20;

/**
 * Break opportunities inside an identifier, as text parts with a <wbr> between them. Parts of at most `humpsAbove`
 * characters keep their humps whole (inline code); plain text passes 0, since a long name there is a heading or a
 * link that may share its line with other things (an API page's title beside the page menu on a phone).
 */
export function breakableName(text: string, humpsAbove: number | 'cell' = humpBreakMinLength): HastNode[] {
  return text
    .split(/(?<=[A-Za-z0-9][./_:-])(?=[\w<])/)
    .flatMap((part) =>
      humpsAbove === 'cell'
        ? cellLines(part)
        : part.length > humpsAbove
          ? part.split(/(?<=[a-z0-9])(?=[A-Z])/)
          : [part],
    )
    .flatMap((part, index): HastNode[] => [...(index > 0 ? [wbr()] : []), {type: 'text', value: part}]);
}

/**
 * The longest line a name in a table cell is cut to, in characters: `enableFlashBet` stays whole, `enableBetInsights`
 * and `TriggerActionFunctionType` take two lines.
 */
export const cellLineLength = 14;

/**
 * A part of a name in a table cell, cut at the humps that make its lines as even as they can be, each line at most
 * about `cellLineLength` characters: `TriggerAction|FunctionType`, not `Trigger|Action|Function|Type`. A break at
 * every hump let the table shrink the column to its shortest word, so a long type name stood in four lines that read
 * as four words.
 */
export function cellLines(part: string): string[] {
  // A part's closing dot or slash (`virtualStadium.`) does not count: the next part starts a new line anyway.
  if (part.replace(/[./_:-]$/, '').length <= cellLineLength) return [part];
  const humps = [...part.matchAll(/(?<=[a-z0-9])(?=[A-Z])/g)].map((match) => match.index);
  const lineCount = Math.ceil(part.length / cellLineLength);
  const cuts: number[] = [];
  for (let line = 1; line < lineCount; line++) {
    const target = (line * part.length) / lineCount;
    const after = humps.filter((hump) => hump > (cuts.at(-1) ?? 0));
    const nearest = after.sort((a, b) => Math.abs(a - target) - Math.abs(b - target))[0];
    if (nearest !== undefined) cuts.push(nearest);
  }
  return [0, ...cuts].map((start, index) => part.slice(start, cuts[index] ?? part.length));
}

/**
 * A long name in running text: a camel-case word (a lower-case letter or digit before a capital), or a dotted path
 * of names (`virtualStadium.matchEventMarkets`).
 */
const longName = /(?<![\w.])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?![\w$])/g;
const isName = (word: string): boolean => /[a-z0-9][A-Z]/.test(word) || /\w\.\w/.test(word);
const longNameMinLength = 16;

/** Breaks in the long camel-case names of a plain text, the rest left as it is. */
export function breakLongNames(text: string): HastNode[] {
  const parts: HastNode[] = [];
  let last = 0;
  for (const match of text.matchAll(longName)) {
    if (match[0].length < longNameMinLength || !isName(match[0])) continue;
    if (match.index > last) parts.push({type: 'text', value: text.slice(last, match.index)});
    parts.push(...breakableName(match[0], 0));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({type: 'text', value: text.slice(last)});
  return parts;
}

/**
 * Left as written: code blocks, table headers (an identifier there is never split), and a collapsed file's summary
 * ("Show the whole file: SessionKeeper.swift", plugins/remark-example-includes), whose file name stays whole.
 */
const leftAlone = new Set(['pre', 'script', 'style', 'svg', 'th', 'title', 'summary']);

/**
 * In a table cell, inline code breaks into lines of about `cellLineLength` characters: a property table's name column
 * is narrow, and names kept whole there (`enableContactSupport`) squeezed the column of explanations beside them.
 */
function addBreaks(node: HastNode, inCode: boolean, inCell = false): void {
  node.children = node.children?.flatMap((child) => {
    if (child.type === 'text') {
      const value = child.value ?? '';
      return inCode ? breakableName(value, inCell ? 'cell' : humpBreakMinLength) : breakLongNames(value);
    }
    // A <summary> written in MDX is still a JSX node here, named rather than tagged.
    const name = child.type === 'element' ? child.tagName : (child as {name?: string}).name;
    if ((child.type === 'element' || child.type.startsWith('mdxJsx')) && leftAlone.has(name ?? '')) return [child];
    addBreaks(
      child,
      inCode || (child.type === 'element' && child.tagName === 'code'),
      inCell || (child.type === 'element' && child.tagName === 'td'),
    );
    return [child];
  });
}

export default function rehypeWordBreaks() {
  return (tree: HastNode): void => addBreaks(tree, false);
}
