/**
 * Facts in text that no directive reaches: a diagram's SVG (its `<text>`, `<desc>` and `<title>`, so its dark
 * version and phone panels too) and a diagram's alt text on a page. Such text writes `{{fact:messageLengthRange}}`
 * instead of the value, and the build fills it from src/data/productFacts.ts (plugins/diagram-variants for the SVG,
 * plugins/remark-diagrams for the alt text, plugins/remark-product-facts' text resolver for the Markdown twins).
 *
 *   {{fact:jwtMaxAge}}                 16 hours          (formatFact, the text form)
 *   {{fact:messageLengthRange|number}} 1 to 500          (the number or range without its unit)
 *   {{fact:messageLengthRange|max}}    500               (a range's upper bound)
 *   {{fact:messageLengthRange|min}}    1                 (a range's lower bound, or the number)
 *   {{fact:loaderOrigin}}              https://widgets.sir.sportradar.com   (a text fact, textFacts; also in code blocks)
 */
import {productFacts, textFacts, type ProductFact, type ProductFactKey} from '../src/data/productFacts';

/**
 * `{{fact:key}}` or `{{fact:key|form}}`. A page's Markdown is MDX, which reads the outer braces as an expression and
 * leaves `{fact:key}` in an image's alt text, so the single-brace form is filled too.
 */
export const factPlaceholder = /\{\{?fact:(\w+)(?:\|(\w+))?\}\}?/g;

const forms = ['text', 'number', 'max', 'min'] as const;
type Form = (typeof forms)[number];

/** The value a placeholder stands for; throws with the placeholder when its fact or form is unknown. */
export function placeholderValue(
  key: string,
  form = 'text',
  facts: Readonly<Record<ProductFactKey, ProductFact>> = productFacts,
): string {
  if (Object.hasOwn(textFacts, key)) {
    if (form !== 'text') throw new Error(`{{fact:${key}|${form}}}: ${key} is text, with no ${form} form`);
    return textFacts[key as keyof typeof textFacts];
  }
  if (!(key in facts)) throw new Error(`{{fact:${key}}}: no fact ${key} in src/data/productFacts.ts`);
  if (!(forms as readonly string[]).includes(form)) {
    throw new Error(`{{fact:${key}|${form}}}: unknown form ${form}; use one of ${forms.join(', ')}`);
  }
  const fact = facts[key as ProductFactKey];
  switch (form as Form) {
    case 'max':
      return String(fact.max ?? fact.value);
    case 'min':
      return String(fact.value);
    case 'number':
      return fact.max === undefined ? String(fact.value) : `${String(fact.value)} to ${String(fact.max)}`;
    default: {
      // As formatFact writes it: "16 hours", "1 to 500 characters", "0 to 100".
      const number = placeholderValue(key, 'number', facts);
      return fact.unit === '' ? number : `${number} ${fact.unit}`;
    }
  }
}

/** The text with every placeholder filled; `where` (a file) goes into the error of an unknown fact or form. */
export function fillFactPlaceholders(
  text: string,
  where = 'text',
  facts: Readonly<Record<ProductFactKey, ProductFact>> = productFacts,
): string {
  return text.replace(factPlaceholder, (_all, key: string, form?: string) => {
    try {
      return placeholderValue(key, form, facts);
    } catch (error) {
      const line = text.slice(0, text.indexOf(_all)).split('\n').length;
      throw new Error(`${where}:${String(line)}: ${(error as Error).message}`);
    }
  });
}
