import assert from 'node:assert/strict';
import {test} from 'node:test';

import {designedActionTypes, designedRequestNames, designedWidgetProps} from 'virtual-stadium-api/internal/designed';

import {
  actionOptions,
  buildEmbedSnippet,
  defaultOptions,
  moduleOptions,
  optionsFromQuery,
  optionsToQuery,
  validate,
  type EmbedOptions,
} from './embedConfigurator';

const options = (overrides: Partial<EmbedOptions>): EmbedOptions => ({...defaultOptions, ...overrides});

test('the defaults are valid', () => {
  assert.deepEqual(validate(defaultOptions), []);
});

test('a channel id has at most 128 characters of letters, digits and ASCII punctuation', () => {
  assert.deepEqual(validate(options({channelId: 'a'.repeat(128)})), []);
  assert.match(
    validate(options({channelId: 'a'.repeat(129)}))[0]?.message ?? '',
    /at most 128 characters; this one has 129/,
  );
  assert.equal(validate(options({channelId: 'derby chat'}))[0]?.field, 'channelId');
  assert.equal(validate(options({channelId: 'café'}))[0]?.field, 'channelId');
  assert.equal(validate(options({channelId: ''}))[0]?.message, 'Enter the channel id.');
  assert.deepEqual(validate(options({channelId: 'sr:match:123_derby-2026!'})), []);
});

test('the selector must be a simple CSS selector', () => {
  for (const good of ['#sr-vs-widget', '.chat-panel', 'div#chat.panel', 'aside'])
    assert.deepEqual(validate(options({selector: good})), [], good);
  for (const bad of ['', '#', 'div > #x', '<script>', '#a"b'])
    assert.equal(validate(options({selector: bad}))[0]?.field, 'selector', bad);
});

test('the language is a language code', () => {
  assert.deepEqual(validate(options({language: 'pt-BR'})), []);
  assert.equal(validate(options({language: 'English'}))[0]?.field, 'language');
});

test('options survive a round trip through the query string', () => {
  const chosen = options({
    modules: ['lmt', 'betShare'],
    actions: ['CopyBet'],
    channelId: 'a&b=c#d',
    selector: '.x',
    language: 'de',
  });
  const back = optionsFromQuery(optionsToQuery(chosen));
  assert.deepEqual(back, {...chosen, modules: ['betShare', 'lmt']});
});

test('unknown modules and actions in the URL are dropped, missing fields take defaults', () => {
  const parsed = optionsFromQuery('?modules=flashBet,evil&actions=Nope,CopyBet');
  assert.deepEqual(parsed.modules, ['flashBet']);
  assert.deepEqual(parsed.actions, ['CopyBet']);
  assert.equal(parsed.selector, defaultOptions.selector);
});

test('the adapter answers exactly the requests of the chosen modules', () => {
  const script = buildEmbedSnippet(options({modules: ['flashBet', 'betShare'], actions: []})).script;
  assert.match(script, /case "matchEventMarkets"/);
  assert.match(script, /case "betHistory"/);
  assert.doesNotMatch(script, /case "outcomes"/);
  assert.doesNotMatch(script, /onAction/);
  assert.match(script, /enableFlashBet: true,\n {2}enableBetShare: true,/);
});

test('the Flash Bet comment gives the one id rule of Event.id: externalId, else the mapping of srEventId ?? id', () => {
  const script = buildEmbedSnippet(options({modules: ['flashBet'], actions: []})).script;
  assert.match(script, /args\.event\.externalId when present/);
  assert.match(script, /ID mapping of args\.event\.srEventId \?\? args\.event\.id \(designed: confirm at onboarding\)/);
});

test('every chosen action gets a typed case', () => {
  const script = buildEmbedSnippet(options({actions: actionOptions.map((option) => option.type)})).script;
  for (const option of actionOptions)
    assert.match(script, new RegExp(`case "${option.type}"[\\s\\S]*?${option.payload}\\["data"\\]`));
});

test('the container markup follows the selector, and values are quoted safely', () => {
  assert.match(buildEmbedSnippet(options({selector: '#vs'})).html, /<div id="vs"/);
  assert.match(buildEmbedSnippet(options({selector: '.panel'})).html, /matched by \.panel/);
  const script = buildEmbedSnippet(options({channelId: 'a"b\\c'})).script;
  assert.match(script, /channelId: "a\\"b\\\\c",/);
});

test('the token comes from /api/vs-token, and a failed response stops the script before it becomes the jwt', () => {
  const script = buildEmbedSnippet(defaultOptions).script;
  assert.match(script, /fetch\("\/api\/vs-token", \{ credentials: "include" \}\)/);
  const check = script.indexOf('if (!tokenResponse.ok) throw new Error(');
  const use = script.indexOf('jwt: await tokenResponse.text()');
  assert.ok(check > 0 && use > check, 'the status is checked before the body is used');
});

test('names the adapter does not handle are answered with no data in the default branch, as the adapter guide says', () => {
  for (const modules of [[], ['flashBet', 'betInsights', 'betShare']] as const) {
    const script = buildEmbedSnippet(options({modules: [...modules]})).script;
    assert.match(script, /default:\n(?: {6}.*\n)*? {6}callback\(null, undefined\);/);
  }
});

test('every designed name in the code carries the designed comment on its line, and published ones do not', () => {
  const all = {
    ...defaultOptions,
    modules: moduleOptions.map((option) => option.key),
    actions: actionOptions.map((option) => option.type),
  };
  const lines = buildEmbedSnippet(all).script.split('\n');
  const designed = [...designedActionTypes, ...designedWidgetProps].map((name) => new RegExp(`["\\s]${name}["\\s:]`));
  designed.push(...designedRequestNames.map((name) => new RegExp(`case "${name}"`)));
  const unmarked = lines.filter(
    (line) => designed.some((pattern) => pattern.test(line)) && !line.includes('// designed: confirm at onboarding'),
  );
  assert.deepEqual(unmarked, []);
  assert.ok(lines.some((line) => /case "FlashBetOutcome"/.test(line) && !line.includes('designed')));
});
