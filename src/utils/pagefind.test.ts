import assert from 'node:assert/strict';
import {test} from 'node:test';

import {resultsPageUrl, searchDelayMs} from './pagefind';
import {excerptParts, sentenceExcerpt} from './pagefindQuery';

test('an excerpt splits at its <mark> tags', () => {
  assert.deepEqual(excerptParts('Sign the <mark>token</mark> on your server; the <mark>token</mark> expires.'), [
    {text: 'Sign the ', marked: false},
    {text: 'token', marked: true},
    {text: ' on your server; the ', marked: false},
    {text: 'token', marked: true},
    {text: ' expires.', marked: false},
  ]);
});

test("page text that looks like markup stays text, with Pagefind's escapes undone", () => {
  const parts = excerptParts('Replace &lt;CLIENT_ID&gt; with <mark>yours</mark>: &lt;img src=x onerror=alert(1)&gt;');
  assert.deepEqual(parts, [
    {text: 'Replace <CLIENT_ID> with ', marked: false},
    {text: 'yours', marked: true},
    {text: ': <img src=x onerror=alert(1)>', marked: false},
  ]);
  assert.deepEqual(excerptParts('a List&lt;OutcomePayloadRequest&gt; &amp;lt; &amp; b'), [
    {text: 'a List<OutcomePayloadRequest> &lt; & b', marked: false},
  ]);
});

test('a highlight covers the words of a marked token, not its punctuation', () => {
  assert.deepEqual(excerptParts('<mark>Flash</mark> <mark>Bet.</mark> Show'), [
    {text: 'Flash', marked: true},
    {text: ' ', marked: false},
    {text: 'Bet', marked: true},
    {text: '. Show', marked: false},
  ]);
  assert.deepEqual(excerptParts("Call <mark>SIR('addWidget',</mark> x"), [
    {text: 'Call ', marked: false},
    {text: 'SIR', marked: true},
    {text: "('", marked: false},
    {text: 'addWidget', marked: true},
    {text: "', x", marked: false},
  ]);
});

test('the results page URL encodes the query', () => {
  assert.equal(resultsPageUrl('flash bet & <odds>'), '/search?q=flash%20bet%20%26%20%3Codds%3E');
});

test('a query waits for a pause in typing only while its last word has one or two letters or is a stop word', () => {
  assert.equal(searchDelayMs('t'), 250);
  assert.equal(searchDelayMs('token e'), 250);
  assert.equal(searchDelayMs('token ex '), 250);
  assert.equal(searchDelayMs('token exp'), 0);
  assert.equal(searchDelayMs('How'), 250);
  assert.equal(searchDelayMs('flash bet not'), 250);
  assert.equal(searchDelayMs('how long'), 0);
  assert.equal(searchDelayMs('adapter'), 0);
  assert.equal(searchDelayMs(''), 0);
});

test('an excerpt is the whole sentence or table row around the match, cut with "…" only when too long', () => {
  const words = 'Limits. Token expired: Renew the token on your server. Next sentence here.'.split(' ');
  const parts = sentenceExcerpt(words, [1, 5], 1);
  assert.equal(parts.map((part) => part.text).join(''), 'Token expired: Renew the token on your server.');
  assert.deepEqual(
    parts.filter((part) => part.marked).map((part) => part.text),
    ['Token', 'token'],
  );
  const long = Array.from({length: 100}, (_, i) => `w${i}`);
  const cut = sentenceExcerpt(long, [60], 60)
    .map((part) => part.text)
    .join('');
  assert.ok(cut.startsWith('…') && cut.endsWith('…') && cut.includes('w60'), cut);
  assert.ok(cut.split(' ').length <= 41, String(cut.split(' ').length));
});
