import assert from 'node:assert/strict';
import {test} from 'node:test';

import {altTextFactProblems, diagramFactProblems} from './diagramFacts';
import {frozenFacts} from './frozenFacts';

const svg = (...texts: string[]): string =>
  ['<svg>', ...texts.map((text) => `  <text x="0" y="0">${text}</text>`), '</svg>'].join('\n');

test('a fact written as a placeholder passes; a setting inside a range is an example, not the fact', () => {
  const diagram = svg(
    'Message composer',
    '0/{{fact:messageLengthRange|max}}',
    'Allowed range: {{fact:messageLengthRange|min}}–{{fact:messageLengthRange|max}} characters',
    'Max message length is set to 280 characters',
  );
  assert.deepEqual(diagramFactProblems(diagram, frozenFacts), []);
});

test("a fact's value typed in a sentence fails with its line and the placeholder to write", () => {
  const problems = diagramFactProblems(
    svg('Title', 'Allowed range: 1–500 characters (the longest message a user can post)'),
    frozenFacts,
  );
  assert.deepEqual(
    problems.map((problem) => problem.line),
    [3],
  );
  assert.match(problems[0]?.message ?? '', /types 1–500 for messageLengthRange: write \{\{fact:messageLengthRange\}\}/);
});

test("a bare number beside a fact's subject fails; the same number far from it does not", () => {
  const near = diagramFactProblems(svg('Message composer', 'Type a message', '0/500'), frozenFacts);
  assert.deepEqual(
    near.map((problem) => [problem.line, /\{\{fact:messageLengthRange\|max\}\}/.test(problem.message)]),
    [[4, true]],
  );
  const far = diagramFactProblems(svg('Message composer', 'a', 'b', 'c', '0/500'), frozenFacts);
  assert.deepEqual(far, []);
});

test('a wrong value still fails in a diagram; an unknown placeholder fails', () => {
  assert.match(
    diagramFactProblems(svg('The Flash Bet card is shown for 25 seconds'), frozenFacts)[0]?.message ?? '',
    /states 25 for flashBetDisplayTime/,
  );
  assert.match(diagramFactProblems(svg('{{fact:noSuchFact}}'), frozenFacts)[0]?.message ?? '', /no fact noSuchFact/);
});

test("alt text reports a fact's typed value, not a drawing's example state", () => {
  assert.deepEqual(altTextFactProblems('a Flash Bet card with an 18 second countdown', frozenFacts), []);
  assert.equal(altTextFactProblems('a message composer with a 0 of 500 counter', frozenFacts).length, 1);
});
