/**
 * src/data/productFacts.ts says each value comes from reference/product-facts.md, the project's copy of what the
 * product publishes. This scan holds the two together: every fact's number (or range) must appear in the reference
 * with its unit right after it ("16 hours", "**1–500** characters", "24 h", "2048-bit", "20 s"). A fact changed in
 * productFacts.ts alone, or a reference updated without the fact, fails `npm run check` with the fact's key and the
 * text it looked for.
 */
import {productFacts, type ProductFact} from '../../../src/data/productFacts';

/** How the reference writes a unit after a number: the word, singular or plural, or its short form. */
const unitPatterns: Record<ProductFact['unit'], string> = {
  hours: '(?:hours?|h)\\b',
  days: 'days?\\b',
  seconds: '(?:seconds?|s)\\b',
  bits: 'bits?\\b',
  characters: '(?:characters?|chars?)\\b',
  // "eventTypes values (21)": the count stands in brackets after the list's name.
  'event types': '',
  '': '',
};

/** The pattern that finds `fact` in the reference: its number or range, bold or not, then its unit. */
export function referencePattern(fact: ProductFact): RegExp {
  const number = fact.max === undefined ? String(fact.value) : `${String(fact.value)}[–-]${String(fact.max)}`;
  const unit = unitPatterns[fact.unit];
  return new RegExp(`(?<![\\d.,])${number}(?![\\d.,]\\d)${unit ? `(?:\\*\\*)?[ -]?${unit}` : '(?!\\d)'}`, 'i');
}

/** One line per fact the reference does not state with its value and unit. */
export function referenceFactProblems(
  reference: string,
  facts: Readonly<Record<string, ProductFact>> = productFacts,
): string[] {
  return Object.entries(facts)
    .filter(([, fact]) => !referencePattern(fact).test(reference))
    .map(
      ([key, fact]) =>
        `${key} is ${fact.max === undefined ? String(fact.value) : `${String(fact.value)}–${String(fact.max)}`}${fact.unit ? ` ${fact.unit}` : ''} in src/data/productFacts.ts, but reference/product-facts.md never states it (looked for ${String(referencePattern(fact))}): update whichever is stale`,
    );
}
