/**
 * Facts in diagrams. A diagram cannot use `:fact[...]`, so it states a fact as a placeholder that the build fills
 * (`{{fact:messageLengthRange}}`, build-tools/factPlaceholders.ts), and no diagram types a fact's value. This finds,
 * in the readable text of an SVG (each `<title>`, `<desc>` and `<text>`, one text node per line of the result):
 *
 * - a placeholder with an unknown fact or form;
 * - a sentence that states a fact (scripts/check/content-checks/factStatements.ts) with a typed number, right or wrong:
 *   "Retention 1–14 days" (a setting's example value inside a range, "set to 280 characters", is not a fact);
 * - a bare number equal to a fact's value or bound, at least 10, in a text node whose neighbours (two either side)
 *   name the fact's subject: a phone panel's "0/500" under its message composer.
 */
import {placeholderValue, factPlaceholder} from '../../../build-tools/factPlaceholders';
import {productFacts, type ProductFact, type ProductFactKey} from '../../../src/data/productFacts';
import {factStatements, factSubjects} from './factStatements';

type Facts = Readonly<Record<ProductFactKey, ProductFact>>;

export interface DiagramTextNode {
  /** The line of the SVG file the node starts on. */
  readonly line: number;
  readonly text: string;
}

/** Each title, description and text element of an SVG, as plain text, with the line it starts on. */
export function diagramTextNodes(svg: string): DiagramTextNode[] {
  return [...svg.matchAll(/<(title|desc|text)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => ({
    line: svg.slice(0, match.index).split('\n').length,
    text: (match[2] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .trim(),
  }));
}

export interface DiagramFactProblem {
  readonly line: number;
  readonly message: string;
}

function factNumbers(fact: ProductFact): number[] {
  return fact.max === undefined ? [fact.value] : [fact.value, fact.max];
}

/** A diagram's alt text on a page, checked as the diagram's own description is. */
export function altTextFactProblems(alt: string, facts: Facts = productFacts): string[] {
  // Prose about a drawing's example state ("a countdown at 18 seconds", dates) is not held to the facts; only a
  // fact's own value typed by hand is reported.
  return diagramFactProblems(`<desc>${alt}</desc>`, facts, {mismatches: false}).map((problem) => problem.message);
}

/** The problems of one diagram's fact statements; `facts` is the live source unless a test passes frozen values. */
export function diagramFactProblems(
  svg: string,
  facts: Facts = productFacts,
  {mismatches = true}: {mismatches?: boolean} = {},
): DiagramFactProblem[] {
  const problems: DiagramFactProblem[] = [];
  const nodes = diagramTextNodes(svg);
  nodes.forEach((node, index) => {
    for (const match of node.text.matchAll(new RegExp(factPlaceholder.source, 'g'))) {
      try {
        placeholderValue(match[1] ?? '', match[2], facts);
      } catch (error) {
        problems.push({line: node.line, message: (error as Error).message});
      }
    }
    const text = node.text.replace(new RegExp(factPlaceholder.source, 'g'), '{{fact}}');
    const reported = new Set<number>();
    for (const statement of factStatements(text, facts)) {
      const numbers = factNumbers(facts[statement.fact]);
      const typedValue = statement.stated.every((number) => numbers.includes(number));
      if (statement.ok ? !typedValue : !mismatches) continue;
      statement.stated.forEach((number) => reported.add(number));
      problems.push({
        line: node.line,
        message: statement.ok
          ? `types ${statement.stated.join('–')} for ${statement.fact}: write {{fact:${statement.fact}}} (or a |number, |max or |min form) so the build fills it`
          : `states ${statement.stated.join('–')} for ${statement.fact}, the facts source says otherwise: "${statement.sentence}"`,
      });
    }
    const neighbours = nodes
      .slice(Math.max(0, index - 2), index + 3)
      .map((near) => near.text)
      .join('\n');
    for (const match of text.matchAll(/(?<![\w.-])(\d+)(?![\w.]|-\d)/g)) {
      const number = Number(match[1]);
      if (number < 10 || reported.has(number)) continue;
      const near = factSubjects.find(
        ({fact, subject}) => factNumbers(facts[fact]).includes(number) && subject.test(neighbours),
      );
      if (!near) continue;
      reported.add(number);
      const fact = facts[near.fact];
      const form = fact.max === undefined ? 'number' : number === fact.max ? 'max' : 'min';
      const excerpt = node.text.length > 60 ? `${node.text.slice(0, 57)}...` : node.text;
      problems.push({
        line: node.line,
        message: `types ${String(number)} beside a mention of ${near.fact}'s subject ("${excerpt}"): write {{fact:${near.fact}|${form}}} so the build fills it`,
      });
    }
  });
  return problems;
}
