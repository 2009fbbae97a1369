// Misspellings and query words on purpose: cspell:ignore authentcation adpater autentication authen bett chatuser doesnt dont onaction translatoins
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {searchStopWords} from '../../config/search';
import {searchFillerWords, searchSynonyms} from '../../config/searchWords';
import {
  correctWord,
  coverageScores,
  editDistance,
  knownWord,
  namesType,
  prepareQuery,
  searchPrepared,
  searchTerms,
  titleMatch,
  vocabularyKey,
  type EngineResult,
  type Vocabulary,
} from './searchQuery';

/** A vocabulary of a few words, as the build writes it: word -> pages that hold it. */
const words: Vocabulary = new Map([
  ['adapter', 41],
  ['authentication', 34],
  ['ban', 12],
  ['bet', 64],
  ['betting', 28],
  ['chat', 70],
  ['chatuser', 3],
  ['expired', 9],
  ['fields', 30],
  ['filter', 4],
  ['flash', 20],
  ['kick', 1],
  ['profanity', 2],
  ['show', 40],
  ['sign', 8],
  ['suspend', 5],
  ['user', 80],
  ['work', 20],
  ['mode', 2],
  ['model', 53],
  ['more', 22],
  ['token', 60],
  ['tokens', 30],
]);
const vocabulary = (key: string): Promise<Vocabulary> =>
  Promise.resolve(new Map([...words].filter(([word]) => vocabularyKey(word) === key)));
const terms = async (query: string): Promise<string[]> =>
  (await prepareQuery(query, vocabulary)).variants.map((variant) => variant.terms);

test('words are compared in lower case, without apostrophes', () => {
  assert.deepEqual(searchTerms("  Widget DOESN'T appear "), ['widget', 'doesnt', 'appear']);
});

test('edit distance counts a swap of two neighbouring letters as one typo', () => {
  assert.equal(editDistance('translatoins', 'translations'), 1);
  assert.equal(editDistance('adpater', 'adapter'), 1);
  assert.equal(editDistance('autentication', 'authentication'), 1);
  assert.equal(editDistance('kitten', 'sitting', 1), 2);
});

test('stop words and question filler neither block a match nor rank; a query of them alone finds nothing', async () => {
  assert.equal((await terms('flash bet not showing'))[0], 'flash bet showing');
  assert.equal((await terms('how do I ban someone'))[0], 'ban');
  assert.equal((await terms("why doesn't the token work"))[0], 'token work');
  assert.equal((await terms('flash bet dont show'))[0], 'flash bet show');
  assert.deepEqual(await terms('what is it'), []);
  assert.deepEqual(await terms('the'), []);
  assert.deepEqual(await terms('how to'), []);
  assert.ok(searchStopWords.includes('the') && searchFillerWords.includes('dont'));
});

test('a query of two words or more is also searched without each word, at a lower weight', async () => {
  const prepared = await prepareQuery('token expired', vocabulary);
  assert.deepEqual(
    prepared.variants.filter((variant) => variant.weight < 0.9).map((variant) => variant.terms),
    ['expired', 'token', 'valid', 'exp'],
  );
});

test('a word the index has nothing like is left out, and a query of such words alone finds nothing', async () => {
  const alone = await prepareQuery('nonexistentword', vocabulary);
  assert.deepEqual(alone.variants, []);
  assert.deepEqual(alone.unknown, ['nonexistentword']);
  assert.equal(alone.corrected, undefined);
  const mixed = await prepareQuery('nonexistentword token', vocabulary);
  assert.deepEqual(
    mixed.variants.map((variant) => variant.terms),
    ['token'],
  );
  // A word the pages hold in another form (Pagefind stems it) is known: "suspended" shares "suspend".
  assert.equal(knownWord('suspended', words), true);
  assert.equal(knownWord('adapters', words), true);
  assert.equal(knownWord('zzzz', words), false);
  assert.equal(knownWord('v2', words), true);
});

test("the reader's word also searches the pages' word, a phrase included", async () => {
  assert.deepEqual((await terms('kick a user')).slice(0, 3), ['kick user', 'ban user', 'suspend user']);
  assert.ok((await terms('sign out')).includes('logout'));
  assert.ok((await terms('how do I log in')).includes('login'));
  assert.ok((await terms('profanity filter')).includes('blacklist filter'));
});

test('a word no index word begins with is corrected to the nearest index word', async () => {
  const prepared = await prepareQuery('Authentcation token', vocabulary);
  assert.deepEqual(prepared.corrections, [{from: 'authentcation', to: 'authentication'}]);
  assert.equal(prepared.corrected, 'authentication token');
  assert.equal(prepared.variants[0]?.terms, 'authentication token');
  assert.equal((await prepareQuery('adpater', vocabulary)).corrected, 'adapter');
});

test('no correction when the word exists, begins an index word, or when asked for the words as typed', async () => {
  assert.equal((await prepareQuery('authentication token', vocabulary)).corrected, undefined);
  assert.equal((await prepareQuery('authen', vocabulary)).corrected, undefined);
  // "mode" is on two pages, "more" on 22, but "mode" also begins "model": it stands.
  assert.equal(correctWord('mode', words), undefined);
  assert.equal((await prepareQuery('authentcation', vocabulary, {correct: false})).corrected, undefined);
  // Words under four letters are never corrected.
  assert.equal(correctWord('bat', words), undefined);
});

test('a word that only begins a rarer word is also searched as its far more common neighbour', () => {
  assert.deepEqual(correctWord('bett', words), {to: 'bet', sure: false});
  assert.deepEqual(correctWord('bett', new Map([...words, ['betting', 3]])), {to: 'bet', sure: true});
});

interface Result extends EngineResult {
  readonly page: string;
}

const result = (id: string, score: number): Result => ({id, score, words: [1], page: id});

test('variants merge: each page once with its best weighted score; reference pages follow unless named', async () => {
  const answers: Record<string, Result[]> = {
    'kick user': [result('overview', 6)],
    'ban user': [result('users', 9), result('overview', 2), result('api-chatuser', 30)],
    'suspend user': [result('users', 4)],
    kick: [result('overview', 8)],
    ban: [result('users', 8)],
    user: [result('api-chatuser', 10)],
    suspend: [],
  };
  const engine = {search: (query: string) => Promise.resolve({results: answers[query] ?? []})};
  const reference = new Map([['api-chatuser', 'ChatUser']]);
  const ranked = await searchPrepared(engine, await prepareQuery('kick a user', vocabulary), reference);
  assert.deepEqual(
    ranked.map((page) => page.id),
    ['users', 'api-chatuser', 'overview'],
  );
  // A guide and a reference page that match alike: the guide first, unless the query is the type's name.
  const alike = {search: () => Promise.resolve({results: [result('api-chatuser', 6), result('users', 5)]})};
  const order = async (query: string): Promise<string[]> =>
    (await searchPrepared(alike, await prepareQuery(query, vocabulary), reference)).map((page) => page.id);
  assert.deepEqual(await order('chat user fields'), ['users', 'api-chatuser']);
  assert.deepEqual(await order('ChatUser'), ['api-chatuser', 'users']);
  assert.deepEqual(await order('chatuser fields'), ['api-chatuser', 'users']);
});

test('a query that is a page title, or that a title holds word for word, ranks that page first', async () => {
  assert.equal(titleMatch('chat channels', 'Chat channels'), 2);
  assert.equal(titleMatch('OddsObject', 'Interface: OddsObject'), 2);
  assert.equal(titleMatch("user's profile", 'Users profile'), 2);
  assert.equal(titleMatch('moderation analytics', 'Moderation analytics overview'), 1);
  assert.equal(titleMatch('analytics moderation', 'Moderation analytics overview'), 0);
  assert.equal(titleMatch('chat channels', 'Show a chat channel on iOS'), 0);
  assert.equal(titleMatch('', 'Chat channels'), 0);
  const engine = {
    search: () =>
      Promise.resolve({results: [result('ios-chat', 9), result('holds', 7), result('overview', 8), result('sdk', 5)]}),
  };
  const titles = new Map([
    ['ios-chat', 'Show a chat channel on iOS'],
    ['holds', 'Chat channels and their tags'],
    ['sdk', 'Chat channels'],
  ]);
  const ranked = await searchPrepared(
    engine,
    await prepareQuery('chat channels', vocabulary),
    new Map(),
    1,
    {},
    titles,
  );
  assert.deepEqual(
    ranked.map((page) => page.id),
    ['sdk', 'holds', 'ios-chat', 'overview'],
  );
  // Without titles (an index built before the file existed) the scores alone rank.
  const plain = await searchPrepared(engine, await prepareQuery('chat channels', vocabulary));
  assert.equal(plain[0]?.id, 'ios-chat');
});

test('a plain word names a type only as the type is written', async () => {
  const prepared = await prepareQuery('event types', vocabulary);
  assert.equal(namesType(prepared, 'Event'), false);
  assert.equal(namesType(await prepareQuery('Event fields', vocabulary), 'Event'), true);
  assert.equal(namesType(await prepareQuery('onaction', vocabulary), 'onAction'), true);
  assert.equal(namesType(await prepareQuery('api key', vocabulary), ''), false);
});

test('the synonym list: lower case, each reader word in one entry only, never one of its own pages words', () => {
  const seen = new Set<string>();
  for (const {reader, pages, reviewed} of searchSynonyms) {
    assert.ok(pages.length > 0 && reviewed.length > 0);
    for (const word of [...reader, ...pages]) assert.equal(word, word.toLowerCase());
    for (const word of reader) {
      assert.ok(!seen.has(word), `${word} is in two entries`);
      assert.ok(!pages.includes(word), `${word} maps to itself`);
      seen.add(word);
    }
  }
});

test('a long query ranks pages by how many of its words they hold, rarer words and headings counting more', async () => {
  // No page holds all three words. "other" holds the two common ones, and is the one page a variant finds ("ban
  // days"); "users" holds the rarest word with a common one, and comes first.
  const pages: Record<string, Result[]> = {
    sanctioning: [result('users', 4)],
    ban: [result('users', 2), result('other', 6)],
    days: [result('deploy', 3), result('other', 1)],
    'ban days': [result('other', 5)],
  };
  const engine = {search: (query: string) => Promise.resolve({results: pages[query] ?? []})};
  const more = new Map([...words, ['sanctioning', 1], ['days', 9]]);
  const prepared = await prepareQuery('sanctioning ban days', (key) =>
    Promise.resolve(new Map([...more].filter(([word]) => vocabularyKey(word) === key))),
  );
  assert.equal(prepared.slots.length, 3);
  const ranked = await searchPrepared(engine, prepared);
  assert.deepEqual(
    ranked.map((page) => page.id),
    ['users', 'other', 'deploy'],
  );
  const shares = coverageScores(
    [[{results: [result('a', 10), result('b', 5)]}], [{results: [result('b', 1)]}]],
    [[1], [1]],
    {
      base: 0.5,
    },
  );
  // "b" holds both words; the second word is rarer (one page of two), so it counts more than the first.
  assert.ok((shares.get('b')?.share ?? 0) > (shares.get('a')?.share ?? 0));
  const [first, second] = [Math.log(2), Math.log(3)];
  const expected = (first * 0.75 + second) / (first + second);
  assert.ok(Math.abs((shares.get('b')?.share ?? 0) - expected) < 1e-9);
});
