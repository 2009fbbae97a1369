import assert from 'node:assert/strict';
import {test} from 'node:test';

import {frozenFacts} from './frozenFacts';
import {findHandTypedFacts, findTypedTextFacts, handTypedPatterns} from './handTypedFacts';

// Frozen facts, not the live ones: a fact change in src/data/productFacts.ts must not fail these tests.
const patterns = handTypedPatterns(frozenFacts);

test('the patterns follow the facts: a changed value is hunted at its new value, not its old one', () => {
  const changed = handTypedPatterns({...frozenFacts, jwtMaxAge: {...frozenFacts.jwtMaxAge, value: 18}});
  assert.deepEqual(
    findHandTypedFacts('A token lives 18 hours.', changed).map((found) => found.facts),
    [['jwtMaxAge']],
  );
  assert.deepEqual(findHandTypedFacts('A token lives 16 hours.', changed), []);
});

test('digits, words, hyphens and short units are all found', () => {
  const found = findHandTypedFacts(
    'a 16-hour token; sixteen hours; 16 h; twenty-four hours; a 2048-bit key; 1–500 characters; 0 to 100; seven days',
    patterns,
  ).map((hit) => hit.text);
  assert.deepEqual(found, [
    '16-hour',
    'sixteen hours',
    '16 h',
    '2048-bit',
    'twenty-four hours',
    '1–500 characters',
    'seven days',
    '0 to 100',
  ]);
});

test('other numbers and units are not facts', () => {
  assert.deepEqual(findHandTypedFacts('3 days, 15 minutes, 17 hours, 2 hours, 1 to 3 steps', patterns), []);
});

test('the loader host is found wherever it is typed, prose or code, and a placeholder is not', () => {
  const text = ['add `https://cdn.example.test` to script-src', '{{fact:loaderOrigin}}', 'from cdn.example.test'].join(
    '\n',
  );
  assert.deepEqual(findTypedTextFacts(text, 'cdn.example.test'), [
    {line: 1, text: 'cdn.example.test'},
    {line: 3, text: 'cdn.example.test'},
  ]);
});
