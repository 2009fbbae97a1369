/**
 * Facts typed by hand instead of shown from src/data/productFacts.ts: in page sources (prose outside code, where the
 * `:fact[...]` directive works) and in the site's and API's TypeScript sources. A hand-typed copy is how two pages
 * come to disagree, so each one is reported with the directive or import to use instead.
 */
import type {ProductFactKey} from '../../src/data/productFacts';

const handTyped: readonly {facts: ProductFactKey[]; pattern: RegExp}[] = [
  {facts: ['jwtMaxAge'], pattern: /\b16[\s-]*(?:hours?|h)\b/gi},
  {facts: ['channelDefaultLifetime', 'retentionDefault'], pattern: /\b24[\s-]*(?:hours?|h)\b/gi},
  {facts: ['channelIdMaxLength'], pattern: /\b128[\s-]*(?:characters?|chars?)\b/gi},
  {facts: ['flashBetDisplayTime'], pattern: /\b20[\s-]*(?:seconds?|s)\b/gi},
  {facts: ['rsaKeySize'], pattern: /\b2048[\s-]*(?:bits?|-bit)\b/gi},
  {facts: ['retentionRange'], pattern: /\b1\s*(?:to|-|–)\s*14[\s-]*days?\b/gi},
  {facts: ['logsMaxRange'], pattern: /\b7[\s-]*days?\b/gi},
  {facts: ['matchTreeWindow'], pattern: /\b14[\s-]*days?\b/gi},
  {facts: ['messageLengthRange'], pattern: /\b1\s*(?:to|-|–)\s*500\b/gi},
  {facts: ['aiScoreRange'], pattern: /\b0\s*(?:to|-|–)\s*100\b/gi},
  {facts: ['eventTypeCount'], pattern: /\b21\s+(?:match\s+|selectable\s+)?event types\b/gi},
];

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

export function findHandTypedFacts(text: string): HandTypedFact[] {
  const found: HandTypedFact[] = [];
  text.split('\n').forEach((line, index) => {
    for (const {facts, pattern} of handTyped) {
      for (const match of line.matchAll(pattern)) {
        found.push({line: index + 1, text: match[0], facts});
      }
    }
  });
  return found;
}
