/**
 * What search_docs says about a result beyond the search box: the section its excerpt is in, and whether that section
 * (not the page) states a designed name, so that an assistant is warned where the designed text is and not on every
 * page that has one somewhere. The marker's own words are taken out of excerpts: they are a badge on the page, not
 * text about the product, and an excerpt cut in the middle of one reads as a claim.
 */
import {designedLabel} from '../../src/data/designedMarker';
import {designedNames} from '../../src/data/designedNames';
import type {SearchHit} from '../../src/utils/pagefind';
import {sectionsOf, type Corpus} from './corpus';
import type {Section} from './sections';

const markerWords = designedLabel.toLowerCase().replace(/:/, '').split(/\s+/); // designed confirm at onboarding

/** The excerpt without the designed marker: whole ("(designed: confirm at onboarding)"), or cut at the excerpt's end. */
export function withoutDesignedMarker(excerpt: string): string {
  const [first = '', ...rest] = markerWords;
  const whole = new RegExp(`\\s*\\(?\\b${first}:\\s+${rest.join('\\s+')}\\b\\)?`, 'gi');
  // "… Designed: confirm at" where the excerpt stops: the colon tells the badge from the word.
  const cut = new RegExp(
    `\\s*\\(?\\b${first}:${rest.map((word) => `(?:\\s+${word}`).join('')}${')?'.repeat(rest.length)}\\s*(?=…?$)`,
    'i',
  );
  return excerpt.replace(whole, '').replace(cut, '').replace(/ {2,}/g, ' ').trim();
}

/** Word triples of a text, lower case, for telling which section an excerpt was taken from. */
function triples(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(words.slice(i, i + 3).join(' '));
  return out;
}

export interface SectionMatch {
  /** The section the page's excerpt is in; undefined: the top of the page, before its first heading. */
  readonly section?: Section;
  /** The whole page's size in bytes. */
  readonly size: number;
  /** The designed names (src/data/designedNames.ts) the matched section's own text states. */
  readonly designedNames: string[];
  /** The matched section's own text carries the designed marker. */
  readonly marked: boolean;
}

/**
 * The section of a search hit's page that its excerpt comes from: of the matching sections Pagefind lists, the one
 * whose excerpt shares the most word triples with the page's excerpt; none shares any when the excerpt is from the
 * top of the page. The section's own text (up to the next heading of any level, as Pagefind cuts sections) is
 * checked for designed names and the marker.
 */
export function matchedSection(corpus: Corpus, hit: SearchHit): SectionMatch {
  const twin = corpus.twins.get(hit.url);
  if (twin === undefined) return {size: 0, designedNames: [], marked: false};
  const sections = sectionsOf(corpus, hit.url);
  const excerpt = triples(hit.excerpt.map((part) => part.text).join(''));
  let best: {id: string; score: number} | undefined;
  for (const candidate of hit.sections) {
    const id = decodeURIComponent(candidate.url.slice(candidate.url.indexOf('#') + 1));
    const words = triples(candidate.excerpt.map((part) => part.text).join(''));
    let score = 0;
    for (const triple of words) if (excerpt.has(triple)) score += 1;
    if (score > 0 && (best === undefined || score > best.score)) best = {id, score};
  }
  const index = best === undefined ? -1 : sections.findIndex((section) => section.id === best.id);
  const section = index >= 0 ? sections[index] : undefined;
  const start = section?.start ?? 0;
  const end = sections[index + 1]?.start ?? twin.length;
  const own = twin.slice(start, end);
  return {
    ...(section ? {section} : {}),
    size: Buffer.byteLength(twin, 'utf8'),
    designedNames: designedNames.filter((name) => name.pattern.test(own)).map((name) => name.name),
    marked: own.toLowerCase().includes(designedLabel.toLowerCase()),
  };
}
