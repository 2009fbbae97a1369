/**
 * Facts typed by hand instead of shown from src/data/productFacts.ts: in page sources (prose outside code, where the
 * `:fact[...]` directive works) and in the site's and API's TypeScript sources. A hand-typed copy is how two pages
 * come to disagree, so each one is reported with the directive or import to use instead.
 */
import {productFacts, textFacts, type ProductFact, type ProductFactKey} from '../../../src/data/productFacts';

/** How prose may spell a unit after the number: "16 hours", "16-hour", "16 h", "20 s", "2048-bit". */
const UNIT_FORMS: Record<ProductFact['unit'], string> = {
  hours: '(?:hours?|hrs?|h)',
  days: 'days?',
  seconds: '(?:seconds?|secs?|s)',
  characters: '(?:characters?|chars?)',
  bits: 'bits?',
  'event types': '(?:match\\s+|selectable\\s+)?event\\s+types',
  '': '',
};

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** The number as digits or, below 100, as words ("24" or "twenty-four"), as one regular expression alternative. */
function numberForms(value: number): string {
  const forms = [String(value)];
  if (value < 20) forms.push(ONES[value] ?? '');
  else if (value < 100) {
    const tens = TENS[Math.floor(value / 10)] ?? '';
    forms.push(value % 10 === 0 ? tens : `${tens}[\\s-]${ONES[value % 10] ?? ''}`);
  }
  return `(?:${forms.join('|')})`;
}

/**
 * The patterns that find a fact typed by hand, generated from the facts themselves: change a value in
 * productFacts.ts and the check hunts the new value. Facts that read the same ("24 hours") share one pattern.
 */
export function handTypedPatterns(
  facts: Readonly<Record<string, ProductFact>> = productFacts,
): {facts: ProductFactKey[]; pattern: RegExp}[] {
  const bySource = new Map<string, ProductFactKey[]>();
  for (const [key, fact] of Object.entries(facts)) {
    const number =
      fact.max === undefined
        ? numberForms(fact.value)
        : `${numberForms(fact.value)}\\s*(?:to|-|–)\\s*${numberForms(fact.max)}`;
    const unit = UNIT_FORMS[fact.unit];
    // A range is a fact with or without its unit ("1 to 500"); a single number only with its unit ("16 hours").
    const source =
      unit === '' || fact.max !== undefined
        ? `\\b${number}(?:[\\s-]*${unit || '(?!)'})?\\b`
        : `\\b${number}[\\s-]*${unit}\\b`;
    bySource.set(source, [...(bySource.get(source) ?? []), key as ProductFactKey]);
  }
  return [...bySource].map(([source, keys]) => ({facts: keys, pattern: new RegExp(source, 'gi')}));
}

export interface HandTypedFact {
  readonly line: number;
  readonly text: string;
  readonly facts: ProductFactKey[];
}

/** Markdown prose with fenced code and inline code blanked out (line numbers kept). */
export function markdownProse(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const open = /^\s*(`{3,}|~{3,})/.exec(line);
      if (open) {
        if (fence === undefined) fence = open[1];
        else if (line.trim().startsWith(fence)) fence = undefined;
        return '';
      }
      return fence === undefined ? line.replace(/`[^`]*`/g, '``') : '';
    })
    .join('\n');
}

export function findHandTypedFacts(
  text: string,
  patterns: readonly {facts: ProductFactKey[]; pattern: RegExp}[] = handTypedPatterns(),
): HandTypedFact[] {
  const found: HandTypedFact[] = [];
  text.split('\n').forEach((line, index) => {
    for (const {facts, pattern} of patterns) {
      for (const match of line.matchAll(pattern)) {
        found.push({line: index + 1, text: match[0], facts});
      }
    }
  });
  return found;
}

/**
 * Text facts (the loader's address, `textFacts` in src/data/productFacts.ts) typed by hand, in prose and code alike:
 * each line that names the loader's host. Prose shows them with `:facts[loaderOrigin]{code}` (or loaderHost,
 * loaderUrl); code blocks and diagrams with `{{fact:loaderOrigin}}`, which the build fills.
 */
export function findTypedTextFacts(text: string, host: string = textFacts.loaderHost): {line: number; text: string}[] {
  const found: {line: number; text: string}[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.includes(host)) found.push({line: index + 1, text: host});
  });
  return found;
}

/**
 * The stand-alone projects (the web starter, the sandbox) cannot import the facts source, so they type the loader's
 * address; each such copy is bound here to its fact and must state the fact's current value.
 */
export const textFactCopies: readonly {file: string; fact: keyof typeof textFacts}[] = [
  {file: 'examples/web/public/index.html', fact: 'loaderUrl'},
  {file: 'examples/web/test/support/widget-page.ts', fact: 'loaderUrl'},
  {file: 'sandbox/src/check-page.ts', fact: 'loaderHost'},
];
