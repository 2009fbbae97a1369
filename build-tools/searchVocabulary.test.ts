// Misspellings and query words on purpose: cspell:ignore addwidget doesnt
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {indexedText, pageWords, VocabularyCounter, writeVocabulary} from './searchVocabulary';

test('the indexed text keeps elements apart and includes image descriptions', () => {
  const text = indexedText(
    '<html><body><nav>Menu</nav><div data-pagefind-body><h1>Flash Bet</h1><p>Odds</p><img alt="Card diagram"></div></body></html>',
  );
  assert.deepEqual([...pageWords(text)].sort(), ['bet', 'card', 'diagram', 'flash', 'odds']);
});

test("words are split as the query side splits them: lower case, no apostrophes, identifiers' parts", () => {
  assert.deepEqual([...pageWords("SIR('addWidget') doesn't load")].sort(), ['addwidget', 'doesnt', 'load', 'sir']);
});

test('the vocabulary counts pages per word and is written one file per first letter', () => {
  const counter = new VocabularyCounter();
  counter.addPage('token token adapter');
  counter.addPage('token 2048');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vocabulary-'));
  assert.deepEqual(writeVocabulary(counter, dir), {words: 3, files: 3});
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dir, 't.json'), 'utf8')), {token: 2});
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dir, '2.json'), 'utf8')), {2048: 1});
  fs.rmSync(dir, {recursive: true});
});
