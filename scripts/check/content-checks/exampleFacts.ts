/**
 * The product facts that the example projects under examples/ state as code. The examples ship as stand-alone
 * projects (the web starter, the Android and iOS archives), so they cannot import src/data/productFacts.ts; instead
 * each constant that holds a fact is bound here to its fact and checked against it, and every comment or string of
 * an example that states a fact (scripts/check/content-checks/factStatements.ts) must give the fact's value. A changed
 * fact then fails `npm run check` at each file and line that still says the old value.
 *
 * A new constant that holds a fact gets a line in `exampleFactBindings`; a binding whose constant is gone fails too,
 * so a rename cannot drop the check silently.
 */
import {productFacts, type ProductFact, type ProductFactKey} from '../../../src/data/productFacts';
import {evaluateArithmetic} from '../check-ios-lifecycle';
import {factStatements} from './factStatements';

export interface ExampleFactBinding {
  /** The file, from the repository root. */
  readonly file: string;
  /** The constant's name as declared (`const`, `val`, `let`, `var`, `static let`, `type`). */
  readonly name: string;
  readonly fact: ProductFactKey;
  /**
   * How the constant holds the fact: `seconds` (a number of seconds, or a Kotlin Duration such as `16.hours`, for a
   * fact in hours or days), `count` (the number itself), `members` (how many string literals its declaration lists,
   * up to the next semicolon), `max` (the number is the upper bound of a range fact).
   */
  readonly holds: 'seconds' | 'count' | 'members' | 'max';
}

export const exampleFactBindings: readonly ExampleFactBinding[] = [
  {file: 'examples/web/src/token/token-rules.ts', name: 'MAX_TOKEN_AGE_SECONDS', fact: 'jwtMaxAge', holds: 'seconds'},
  {
    file: 'examples/web/src/channels/expiry.ts',
    name: 'FORM_DEFAULT_LIFETIME_SECONDS',
    fact: 'channelDefaultLifetime',
    holds: 'seconds',
  },
  {
    file: 'examples/web/src/channels/channel-api.ts',
    name: 'CHANNEL_ID_MAX_LENGTH',
    fact: 'channelIdMaxLength',
    holds: 'count',
  },
  {file: 'examples/web/src/channels/channel-api.ts', name: 'EventType', fact: 'eventTypeCount', holds: 'members'},
  {
    file: 'examples/android/app/src/main/kotlin/com/example/stadium/session/SessionPolicy.kt',
    name: 'tokenMaxAge',
    fact: 'jwtMaxAge',
    holds: 'seconds',
  },
  {
    file: 'examples/ios/StadiumApp/Session/SessionPolicy.swift',
    name: 'tokenMaxAge',
    fact: 'jwtMaxAge',
    holds: 'seconds',
  },
];

const SECONDS_PER: Partial<Record<ProductFact['unit'], number>> = {hours: 3600, days: 86_400, seconds: 1};
const KOTLIN_DURATION: Record<string, number> = {days: 86_400, hours: 3600, minutes: 60, seconds: 1};

/** What the facts source says the constant must be, in the constant's terms. */
export function expectedValue(binding: ExampleFactBinding, fact: ProductFact): number {
  if (binding.holds === 'max') return fact.max ?? fact.value;
  if (binding.holds !== 'seconds') return fact.value;
  const perUnit = SECONDS_PER[fact.unit];
  if (perUnit === undefined) throw new Error(`${binding.name}: fact in ${fact.unit || 'no unit'} cannot be seconds`);
  return fact.value * perUnit;
}

/** The value of `16 * 60 * 60`, `16.hours`, `(16 * 60).minutes` or `128`, with a trailing comment or `;` removed. */
export function valueOfExpression(expression: string): number {
  const bare = expression
    .replace(/\/\/.*$/, '')
    .replace(/;\s*$/, '')
    .trim();
  const duration = /^(.+?)\.(days|hours|minutes|seconds)$/.exec(bare);
  if (duration) return evaluateArithmetic(duration[1] ?? '') * (KOTLIN_DURATION[duration[2] ?? ''] ?? NaN);
  return evaluateArithmetic(bare);
}

export interface ExampleFactProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** Checks one file's bound constants against the facts; `facts` is a parameter so tests run on frozen values. */
export function checkBindings(
  file: string,
  text: string,
  bindings: readonly ExampleFactBinding[] = exampleFactBindings,
  facts: Readonly<Record<ProductFactKey, ProductFact>> = productFacts,
): ExampleFactProblem[] {
  const problems: ExampleFactProblem[] = [];
  const lines = text.split('\n');
  for (const binding of bindings.filter((candidate) => candidate.file === file)) {
    const declaration = new RegExp(`\\b(?:const|val|let|var|type)\\s+${binding.name}\\b[^=]*=(.*)$`);
    const index = lines.findIndex((line) => declaration.test(line));
    const fact = facts[binding.fact];
    const expected = expectedValue(binding, fact);
    if (index < 0) {
      problems.push({
        file,
        line: 1,
        message: `${binding.name} is not declared here any more; it held ${binding.fact} (${String(expected)}): move its binding in scripts/check/content-checks/exampleFacts.ts`,
      });
      continue;
    }
    let actual: number;
    const expression = declaration.exec(lines[index] ?? '')?.[1] ?? '';
    try {
      if (binding.holds === 'members') {
        const declared = lines.slice(index).join('\n');
        const body = declared.slice(declared.indexOf('=') + 1).split(';')[0] ?? '';
        actual = (body.match(/'[^']*'|"[^"]*"/g) ?? []).length;
      } else {
        actual = valueOfExpression(expression);
      }
    } catch (error) {
      problems.push({file, line: index + 1, message: `${binding.name}: ${(error as Error).message}`});
      continue;
    }
    if (actual !== expected) {
      const perUnit = SECONDS_PER[fact.unit] ?? 1;
      const what =
        binding.holds === 'members'
          ? `lists ${String(actual)} values`
          : binding.holds === 'seconds'
            ? `is ${String(actual)} s (${String(actual / perUnit)} ${fact.unit})`
            : `is ${String(actual)}`;
      problems.push({
        file,
        line: index + 1,
        message: `${binding.name} ${what}, but productFacts.${binding.fact} (src/data/productFacts.ts) makes it ${String(expected)}${binding.holds === 'seconds' ? ` s (${String(expected / perUnit)} ${fact.unit})` : ''}`,
      });
    }
  }
  return problems;
}

/**
 * Whether a line of example code states `number` as a limit rather than as an example duration: "at most 16 hours
 * after iat" and "the 16-hour maximum" do; "a 2-hour token", "issued 17 hours ago" and "at most 5 token requests in
 * 6 hours" do not.
 */
export function statesAsLimit(line: string, number: number): boolean {
  const n = String(number);
  const before = new RegExp(
    `\\b(?:at most|maximum(?: of)?|max|longest|up to|more than|default(?: of)?)\\s+${n}\\b`,
    'i',
  );
  const after = new RegExp(`\\b${n}[\\s-]*[a-z]+\\s+(?:maximum|max|limit|default)\\b`, 'i');
  return before.test(line) || after.test(line);
}

/**
 * The statements of a fact in one example file's comments and strings, line by line, that give another value than
 * the facts source. Code is read as text: a line is a sentence, and it states a fact when it gives the number as a
 * limit (statesAsLimit).
 */
export function checkStatements(
  file: string,
  text: string,
  facts: Readonly<Record<ProductFactKey, ProductFact>> = productFacts,
): ExampleFactProblem[] {
  const problems: ExampleFactProblem[] = [];
  text.split('\n').forEach((line, index) => {
    for (const statement of factStatements(line, facts)) {
      if (statement.ok || !statement.stated.some((number) => statesAsLimit(line, number))) continue;
      problems.push({
        file,
        line: index + 1,
        message: `states ${statement.stated.join('–')} for ${statement.fact}; src/data/productFacts.ts says otherwise (write the fact's value, or take it from the bound constant)`,
      });
    }
  });
  return problems;
}
