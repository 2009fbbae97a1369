/** The content checks of one built page, kept pure so that unit tests can plant a fault in a fixture page. */
import {designedNames} from '../../../src/data/designedNames';
import {productFacts, type ProductFact, type ProductFactKey} from '../../../src/data/productFacts';
import {designedOccurrences} from './designedOccurrences';
import {factStatements, type FactStatement} from './factStatements';
import {codeText, cutDescriptionEnd, findMarkupLeaks, metaDescription, proseText, type Leak} from './renderedText';

export interface PageReport {
  readonly route: string;
  readonly leaks: Leak[];
  /** The end of a meta description that stops mid-sentence; undefined when it ends a sentence. */
  readonly cutDescription: string | undefined;
  readonly factStatements: FactStatement[];
  /** Fact statements in code samples' comments and strings ("older than the 16-hour maximum"), checked the same way. */
  readonly codeFactStatements: FactStatement[];
  /** Designed names the page shows (guides and /web only; the API reference marks them per type). */
  readonly designedShown: string[];
  /**
   * Each place that shows a designed name without the marker in its own paragraph, list item, table row or code
   * block caption (or the sentence right before the block): the name and a few words of the place
   * (./designedOccurrences.ts). A marker elsewhere on the page does not count.
   */
  readonly designedWithoutMarker: string[];
}

/** Guides and the /web page must mark designed names; the generated API reference does it by `@designed` tag. */
function mustMarkDesigned(route: string): boolean {
  return (route.startsWith('/docs/') && !route.startsWith('/docs/api')) || route === '/web';
}

/** `facts` is the live facts source unless a test passes frozen values (./frozenFacts.ts). */
export function checkPage(
  route: string,
  html: string,
  facts: Readonly<Record<ProductFactKey, ProductFact>> = productFacts,
): PageReport {
  const occurrences = mustMarkDesigned(route) ? designedOccurrences(html, designedNames) : [];
  const designedShown = [...new Set(occurrences.map(({name}) => name))];
  const description = metaDescription(html);
  return {
    route,
    leaks: findMarkupLeaks(html, description),
    cutDescription: cutDescriptionEnd(description),
    factStatements: factStatements(proseText(html), facts),
    codeFactStatements: factStatements(codeText(html), facts),
    designedShown,
    designedWithoutMarker: occurrences
      .filter(({marked}) => !marked)
      .map(({name, kind, excerpt}) => `${name} (${kind === 'code' ? 'code block' : 'prose'}: "…${excerpt}…")`),
  };
}
