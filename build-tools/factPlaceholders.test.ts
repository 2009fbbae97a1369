import assert from 'node:assert/strict';
import {test} from 'node:test';

import {frozenFacts} from '../scripts/check/content-checks/frozenFacts';
import {textFacts} from '../src/data/productFacts';
import {fillFactPlaceholders, placeholderValue} from './factPlaceholders';

test('each form of a placeholder gives its part of the fact', () => {
  assert.equal(placeholderValue('jwtMaxAge', undefined, frozenFacts), '16 hours');
  assert.equal(placeholderValue('messageLengthRange', 'text', frozenFacts), '1 to 500 characters');
  assert.equal(placeholderValue('messageLengthRange', 'number', frozenFacts), '1 to 500');
  assert.equal(placeholderValue('messageLengthRange', 'max', frozenFacts), '500');
  assert.equal(placeholderValue('messageLengthRange', 'min', frozenFacts), '1');
  assert.equal(placeholderValue('aiScoreRange', 'text', frozenFacts), '0 to 100');
});

test('a diagram line is filled, in the double-brace form and in the single one MDX leaves in alt text', () => {
  const changed = {...frozenFacts, messageLengthRange: {...frozenFacts.messageLengthRange, max: 1000}};
  assert.equal(
    fillFactPlaceholders(
      '<text>0/{{fact:messageLengthRange|max}}</text> a {fact:messageLengthRange|max} counter',
      'x',
      changed,
    ),
    '<text>0/1000</text> a 1000 counter',
  );
});

test('an unknown fact or form stops the build with the file and line', () => {
  assert.throws(() => fillFactPlaceholders('<svg>\n<text>{{fact:messageLength}}</text>', 'static/img/a/B.svg'), {
    message: /^static\/img\/a\/B\.svg:2: \{\{fact:messageLength\}\}: no fact messageLength/,
  });
  assert.throws(() => fillFactPlaceholders('{{fact:jwtMaxAge|hours}}', 'B.svg'), /unknown form hours/);
});

test('a text fact (the loader address) fills its placeholder, in code as in a diagram', () => {
  assert.equal(
    fillFactPlaceholders("script-src 'self' {{fact:loaderOrigin}} 'nonce-<NONCE>'"),
    `script-src 'self' ${textFacts.loaderOrigin} 'nonce-<NONCE>'`,
  );
  assert.equal(placeholderValue('loaderHost'), new URL(textFacts.loaderUrl).host);
  assert.throws(() => placeholderValue('loaderHost', 'max'), /loaderHost is text, with no max form/);
});
