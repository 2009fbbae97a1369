/**
 * Module lists written by hand. A list of every web module goes stale when a module is added; pages show it with
 * `:facts[modules]` (or `{links}`), and components build it from `webModules` (src/data/siteAreas.ts). This finds a
 * sentence of a page (prose, outside code; a line of a table or list is a sentence) or of a `<p>` of a React page
 * that names every module by its label: the place a new module would be left out. The adapter page's tables with a
 * row per module or request are built from the registry (`::module-request-table`, `::adapter-request-table`,
 * plugins/remark-product-facts/adapterTables.ts); other tables with a row per module are not found yet.
 */
import {webModules} from '../../../src/data/siteAreas';
import {markdownProse} from './handTypedFacts';

export interface HandWrittenList {
  readonly line: number;
  readonly excerpt: string;
}

/** A label as prose writes it: "Copy Bet Button" is also "the Copy Bet button" or "the Copy Bet and … buttons". */
function spellings(label: string): RegExp {
  const core = label.replace(/ Button$/, '');
  return new RegExp(`\\b${core.replace(/ /g, '\\s+')}\\b`, 'i');
}

/** The paragraphs of a text with the line each starts on: blank-line separated, or each `<p>` of a React page. */
function paragraphs(text: string, kind: 'markdown' | 'tsx'): {line: number; text: string}[] {
  if (kind === 'tsx') {
    return [...text.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((match) => ({
      line: text.slice(0, match.index).split('\n').length,
      text: match[1] ?? '',
    }));
  }
  const found: {line: number; text: string}[] = [];
  let start = 0;
  const lines = markdownProse(text).split('\n');
  lines.forEach((line, index) => {
    if (line.trim() === '' || index === lines.length - 1) {
      const block = lines.slice(start, index + 1).join('\n');
      if (block.trim() !== '') found.push({line: start + 1, text: block});
      start = index + 1;
    }
  });
  return found;
}

/**
 * "Published" wording on a list that may hold a designed request: "the published ones belong to
 * :facts[modulesWithRequests]" is wrong as soon as one module's request name is designed. Each such line, 1-based.
 */
export function publishedWordingOnAllRequests(markdown: string): number[] {
  const lines: number[] = [];
  markdownProse(markdown)
    .split('\n')
    .forEach((line, index) => {
      if (/publish\w*[^.;|]*:facts\[modulesWithRequests\]/i.test(line)) lines.push(index + 1);
    });
  return lines;
}

export function handWrittenModuleLists(
  text: string,
  kind: 'markdown' | 'tsx',
  labels: readonly string[] = webModules.map((module) => module.label),
): HandWrittenList[] {
  const patterns = labels.map(spellings);
  const found: HandWrittenList[] = [];
  for (const paragraph of paragraphs(text, kind)) {
    // A sentence ends at a full stop, or at a line break in Markdown (a table row, a list item).
    const breaks = kind === 'markdown' ? /(?<=[.!?])\s+|\n/ : /(?<=[.!?])\s+/;
    const sentences = paragraph.text.split(breaks);
    const listing = sentences.find((sentence) => patterns.every((pattern) => pattern.test(sentence)));
    if (listing) found.push({line: paragraph.line, excerpt: listing.trim().replace(/\s+/g, ' ').slice(0, 80)});
  }
  return found;
}
