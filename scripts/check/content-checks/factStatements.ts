/**
 * Finds the statements of a product fact in a page's prose and checks each value against src/data/productFacts.ts.
 *
 * A statement is a sentence that names a fact's subject (for example "token" for the token's maximum age) and
 * gives a quantity in the fact's unit ("17 hours"). Every quantity in that unit must then be a value of one of the
 * facts whose subject the sentence names: "a token is accepted for 24 hours" fails, "the channel closes after 24
 * hours" passes. Sentences that name no subject are not statements of a fact and are not counted.
 */
import {productFacts, type ProductFact, type ProductFactKey} from '../../../src/data/productFacts';

type Facts = Readonly<Record<ProductFactKey, ProductFact>>;

interface FactRule {
  readonly fact: ProductFactKey;
  /** Words that make a sentence about this fact. */
  readonly subject: RegExp;
  /** The quantities in the fact's unit; each match's numbers are checked. */
  readonly quantity: RegExp;
}

const hours = /\b(\d+(?:\.\d+)?)[\s-]*(?:hours?|h)\b/gi;
const days = /\b(\d+)(?:\s*(?:to|-|–|and)\s*(\d+))?[\s-]*days?\b/gi;
const seconds = /\b(\d+)[\s-]*(?:seconds?|s)\b/gi;
const characters = /\b(\d+)(?:\s*(?:to|-|–)\s*(\d+))?[\s-]*(?:characters?|chars?)\b/gi;

const rules: readonly FactRule[] = [
  {fact: 'jwtMaxAge', subject: /\b(?:tokens?|JWTs?|iat|exp)\b/i, quantity: hours},
  {
    fact: 'channelDefaultLifetime',
    subject: /\bchannels?\b[^.]*\b(?:expir\w*|lifetime|closes?|lives?|open)\b|\bexpirationDatetime\b/i,
    quantity: hours,
  },
  {fact: 'retentionDefault', subject: /\b(?:retention|retain\w*|kept|keeps)\b/i, quantity: hours},
  {
    fact: 'retentionRange',
    subject: /\b(?:retention|retain\w*|kept|keeps|messageTTLDays|persistent)\b/i,
    quantity: days,
  },
  {fact: 'logsMaxRange', subject: /\b(?:Logs?|date range)\b/, quantity: days},
  {fact: 'matchTreeWindow', subject: /\b(?:matchTree|match tree|Utility API)\b/i, quantity: days},
  {fact: 'flashBetDisplayTime', subject: /\bFlash ?Bets?\b/i, quantity: seconds},
  {fact: 'channelIdMaxLength', subject: /\bchannel ?ids?\b/i, quantity: characters},
  {fact: 'messageLengthRange', subject: /\bmessages?\b|\bmessageLength\b/i, quantity: characters},
  {fact: 'rsaKeySize', subject: /\b(?:RSA|keys?|genrsa)\b/i, quantity: /\b(\d{3,5})[\s-]*bits?\b/gi},
  {
    fact: 'eventTypeCount',
    subject: /\bevent types?\b|\beventTypes\b/i,
    quantity: /\b(\d+)\s+(?:match |selectable |channel )?event types\b/gi,
  },
  {
    fact: 'aiScoreRange',
    subject: /\b(?:AI Score|Offensiveness|toxicity)\b/i,
    quantity: /\b(\d+)\s*(?:to|-|–)\s*(\d+)\b/g,
  },
];

/** Each fact with the words that make a sentence about it (scripts/check/content-checks/diagramFacts.ts reads them). */
export const factSubjects: readonly {fact: ProductFactKey; subject: RegExp}[] = rules.map(({fact, subject}) => ({
  fact,
  subject,
}));

/**
 * Whether the stated numbers agree with the fact: its value (or both bounds of its range), or, for a range, one
 * number inside it (a setting's value, such as a maximum message length of 280 characters).
 */
function statesFact(fact: ProductFactKey, stated: readonly number[], facts: Facts): boolean {
  const {value, max} = facts[fact];
  if (max !== undefined && stated.length === 1) return (stated[0] ?? NaN) >= value && (stated[0] ?? NaN) <= max;
  return stated.every((n) => allowedValues(fact, facts).includes(n));
}

function allowedValues(fact: ProductFactKey, facts: Facts): number[] {
  const {value, max} = facts[fact];
  return max === undefined ? [value] : [value, max];
}

export interface FactStatement {
  readonly fact: ProductFactKey;
  readonly sentence: string;
  readonly stated: number[];
  readonly ok: boolean;
}

/** Sentences, split on full stops, line breaks and semicolons (a list item or table cell is its own sentence). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * Every fact statement in a page's prose, each marked ok when its quantities match the facts source (`facts`, the
 * live one unless a test passes frozen values).
 */
export function factStatements(prose: string, facts: Facts = productFacts): FactStatement[] {
  const found: FactStatement[] = [];
  for (const sentence of sentences(prose)) {
    const matching = rules.filter((rule) => rule.subject.test(sentence));
    // Group by quantity pattern: a sentence about a token and a channel may give 16 and 24 hours.
    for (const quantity of new Set(matching.map((rule) => rule.quantity))) {
      const sameUnit = matching.filter((rule) => rule.quantity === quantity);
      for (const match of sentence.matchAll(new RegExp(quantity.source, quantity.flags))) {
        const stated = match
          .slice(1)
          .filter((group): group is string => group !== undefined)
          .map(Number);
        const fact = sameUnit.find((rule) => statesFact(rule.fact, stated, facts))?.fact;
        found.push({
          fact: fact ?? sameUnit[0]!.fact,
          sentence,
          stated,
          ok: fact !== undefined,
        });
      }
    }
  }
  return found;
}
