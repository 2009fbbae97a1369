import assert from 'node:assert/strict';
import {test} from 'node:test';

import {excerptParts, indexQuery, resultsPageUrl, searchDelayMs} from './pagefind';

test('an excerpt splits at its <mark> tags', () => {
  assert.deepEqual(excerptParts('Sign the <mark>token</mark> on your server; the <mark>token</mark> expires.'), [
    {text: 'Sign the ', marked: false},
    {text: 'token', marked: true},
    {text: ' on your server; the ', marked: false},
    {text: 'token', marked: true},
    {text: ' expires.', marked: false},
  ]);
});

test('page text that looks like markup stays text', () => {
  const parts = excerptParts('Replace <CLIENT_ID> with <mark>yours</mark>: <img src=x onerror=alert(1)>');
  assert.deepEqual(parts, [
    {text: 'Replace <CLIENT_ID> with ', marked: false},
    {text: 'yours', marked: true},
    {text: ': <img src=x onerror=alert(1)>', marked: false},
  ]);
});

test('the results page URL encodes the query', () => {
  assert.equal(resultsPageUrl('flash bet & <odds>'), '/search?q=flash%20bet%20%26%20%3Codds%3E');
});

test('a query drops its stop words before the index, unless only stop words are left', () => {
  assert.equal(indexQuery('flash bet not showing'), 'flash bet showing');
  assert.equal(indexQuery('  How long is a TOKEN valid '), 'long TOKEN valid');
  assert.equal(indexQuery('SIR is not defined'), 'SIR defined');
  assert.equal(indexQuery('what is it'), 'what is it');
  assert.equal(indexQuery('NoDefinitionFoundException'), 'NoDefinitionFoundException');
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
