import assert from 'node:assert/strict';
import {test} from 'node:test';

import {frozenFacts} from './frozenFacts';
import {referenceFactProblems, referencePattern} from './referenceFacts';

/** A reference as the product's material words it, for the frozen facts. */
const reference = [
  'Tokens are accepted for at most **16 hours** after iat. Use a 2048-bit RSA key.',
  'Channel ids: max **128** characters. A channel closes 24 h after creation; retention **1–14 days**, default 24 h.',
  'Flash Bets show for 20 s. Max message length **1–500** characters. Logs: 7 days at most. AI Score 0–100.',
  'The match tree covers 14 days. `eventTypes` values (21): MATCH_ABOUT_TO_START, …',
].join('\n');

test('a reference that states every frozen fact passes', () => {
  assert.deepEqual(referenceFactProblems(reference, frozenFacts), []);
});

test('a fact changed in the facts source alone fails, naming the fact and its new value', () => {
  const changed = {...frozenFacts, messageLengthRange: {...frozenFacts.messageLengthRange, max: 1000}};
  const problems = referenceFactProblems(reference, changed);
  assert.equal(problems.length, 1);
  assert.match(
    problems[0] ?? '',
    /^messageLengthRange is 1–1000 characters in src\/data\/productFacts\.ts, but reference/,
  );
  assert.equal(referenceFactProblems(reference.replace('24 h after', 'a day after'), frozenFacts).length, 0);
  assert.match(
    referenceFactProblems(reference.replace('16 hours', '12 hours'), frozenFacts).join(),
    /^jwtMaxAge is 16 hours/,
  );
});

test("the reference's own forms match: bold, short units, a hyphenated adjective; a bare number of another fact does not", () => {
  const hours = {value: 16, unit: 'hours', meaning: '', source: ''} as const;
  assert.ok(referencePattern(hours).test('valid for **16 hours**'));
  assert.ok(referencePattern(hours).test('default **16** hours'));
  assert.ok(referencePattern(hours).test('closes after 16 h'));
  assert.ok(!referencePattern(hours).test('the 16 days window'));
  assert.ok(!referencePattern(hours).test('116 hours'));
  const bits = {value: 2048, unit: 'bits', meaning: '', source: ''} as const;
  assert.ok(referencePattern(bits).test('a 2048-bit key'));
  const range = {value: 1, max: 500, unit: 'characters', meaning: '', source: ''} as const;
  assert.ok(referencePattern(range).test('length **1–500** characters'));
  assert.ok(!referencePattern(range).test('length 1–5000 characters'));
});
