import assert from 'node:assert/strict';
import {test} from 'node:test';

import {
  checkBindings,
  checkStatements,
  statesAsLimit,
  valueOfExpression,
  type ExampleFactBinding,
} from './exampleFacts';
import {frozenFacts} from './frozenFacts';

const tokenRules = 'examples/web/src/token/token-rules.ts';
const binding: ExampleFactBinding = {
  file: tokenRules,
  name: 'MAX_TOKEN_AGE_SECONDS',
  fact: 'jwtMaxAge',
  holds: 'seconds',
};
const changed = {...frozenFacts, jwtMaxAge: {...frozenFacts.jwtMaxAge, value: 18}};

test('constants are read as TypeScript, Swift and Kotlin write them', () => {
  assert.equal(valueOfExpression(' 16 * 60 * 60;'), 57_600);
  assert.equal(valueOfExpression(' 16.hours // published'), 57_600);
  assert.equal(valueOfExpression(' (16 * 60).minutes'), 57_600);
  assert.equal(valueOfExpression(' 128'), 128);
});

test('a bound constant agrees with its fact; a changed fact names the file, line and both values', () => {
  const text = '/** Token age. */\nexport const MAX_TOKEN_AGE_SECONDS = 16 * 60 * 60;\n';
  assert.deepEqual(checkBindings(tokenRules, text, [binding], frozenFacts), []);
  assert.deepEqual(checkBindings(tokenRules, text, [binding], changed), [
    {
      file: tokenRules,
      line: 2,
      message:
        'MAX_TOKEN_AGE_SECONDS is 57600 s (16 hours), but productFacts.jwtMaxAge (src/data/productFacts.ts) makes it 64800 s (18 hours)',
    },
  ]);
});

test('a bound constant that is gone fails instead of being skipped', () => {
  const [problem] = checkBindings(tokenRules, 'export const TOKEN_AGE = 16 * 3600;\n', [binding], frozenFacts);
  assert.match(problem?.message ?? '', /MAX_TOKEN_AGE_SECONDS is not declared here any more/);
});

test('a union type is counted by its members', () => {
  const members: ExampleFactBinding = {file: 'a.ts', name: 'EventType', fact: 'eventTypeCount', holds: 'members'};
  const union = (count: number): string =>
    `export type EventType =\n${Array.from({length: count}, (_, i) => `  | 'E${String(i)}'`).join('\n')};\n`;
  assert.deepEqual(checkBindings('a.ts', union(21), [members], frozenFacts), []);
  assert.match(checkBindings('a.ts', union(20), [members], frozenFacts)[0]?.message ?? '', /lists 20 values/);
});

test('a comment or string that states the fact as a limit is checked; example durations are not', () => {
  const text = [
    '/** Sportradar accepts a token for at most 16 hours after its `iat`. */',
    "withPayload('issued 17 hours ago, no exp', 'reject')",
    '// 2-hour tokens refreshed a few minutes early',
    'check(requests <= 5) { "at most 5 token requests in 6 hours" }',
    "problems.push('the token is more than 16 hours past its iat')",
  ].join('\n');
  assert.deepEqual(checkStatements('x.ts', text, frozenFacts), []);
  assert.deepEqual(
    checkStatements('x.ts', text, changed).map((problem) => problem.line),
    [1, 5],
  );
  assert.equal(statesAsLimit('no exp: the 16-hour maximum applies', 16), true);
  assert.equal(statesAsLimit('a 2-hour token', 2), false);
});
