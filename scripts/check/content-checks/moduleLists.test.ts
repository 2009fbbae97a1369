import assert from 'node:assert/strict';
import {test} from 'node:test';

import {handWrittenModuleLists, publishedWordingOnAllRequests} from './moduleLists';

const labels = ['Flash Bet', 'Bet Share', 'Copy Bet Button', 'Live Match Tracker'];

test('a sentence that names every module is a hand-written list, with its line', () => {
  const page = 'Intro.\n\nThe widget has Flash Bet, Bet Share, the Copy Bet button and the Live Match Tracker. More.\n';
  assert.deepEqual(
    handWrittenModuleLists(page, 'markdown', labels).map((list) => list.line),
    [3],
  );
});

test('the directive, a subset, code and modules spread over sentences are not', () => {
  const page = [
    'The widget has :facts[modules].',
    '',
    'Flash Bet and Bet Share ask the adapter. The Copy Bet button and the Live Match Tracker do not.',
    '',
    '```ts',
    '// Flash Bet, Bet Share, Copy Bet, Live Match Tracker',
    '```',
  ].join('\n');
  assert.deepEqual(handWrittenModuleLists(page, 'markdown', labels), []);
});

test("a React page's paragraph is checked too", () => {
  const tsx = '<p>\n  Modules: Flash Bet, Bet Share, Copy Bet and Live Match Tracker.\n</p>';
  assert.equal(handWrittenModuleLists(tsx, 'tsx', labels).length, 1);
});

test('"published" before the list of every module with a request is found; after it, it is not', () => {
  const page =
    'None published; the published ones belong to :facts[modulesWithRequests] (see the table).\n\n' +
    '| Modules that send requests | :facts[modulesWithRequests]; no request is published for the others |\n';
  assert.deepEqual(publishedWordingOnAllRequests(page), [1]);
});
