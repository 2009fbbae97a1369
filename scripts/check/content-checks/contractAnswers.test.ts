/**
 * The web contract's one answer per question (issue 47), each held by one page or by the typings: this test fails
 * when the page that holds an answer loses it, or when a page that used to say it differently says so again. What
 * the answers are is checked elsewhere too: the designed marker by scripts/check/check-sources.ts, the Flash Bet id rule,
 * the expiry unit and the one relatedCompetitions entry by the web example's tests (examples/web/test).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {channelEventTypes} from '../../../src/data/productFacts';

const root = path.resolve(__dirname, '..', '..', '..');
const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');

/** The text of a Markdown section, from its heading to the next heading of the same or a higher level. */
function section(file: string, heading: string): string {
  const text = read(file);
  const start = text.indexOf(`${heading}\n`);
  assert.ok(start >= 0, `${file} has no "${heading}"`);
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  const rest = text.slice(start + heading.length);
  const end = rest.search(new RegExp(`\\n#{1,${level}} `));
  return end < 0 ? rest : rest.slice(0, end);
}

test('1. Flash Bet id: one rule, in Event.id and on the Flash Bet page, and no page says another', () => {
  const api = read('virtual-stadium-api/src/index.ts');
  assert.match(api, /Find your event in\s+\* those with one rule: \{@link Event\.externalId\} when present/);
  const rule = section('docs/web/widgets/virtualStadium/modules/flashBet.md', '## Which id to look up');
  assert.match(rule, /`externalId`, when present, is your event id/);
  assert.match(rule, /`srEventId` when present and `id` when not/);
  assert.doesNotMatch(read('examples/web/public/match-chat.js'), /markets for args\.event\.id/);
  assert.doesNotMatch(read('src/utils/embedConfigurator.ts'), /markets for the live event in args\.matchEvent/);
});

test('2. expirationDatetime: seconds, designed, in every row and paragraph of Channel creation', () => {
  const page = read('docs/integration/channelCreation.mdx');
  const statements = page.split('\n').filter((line) => /expirationDatetime/.test(line) && /\bseconds\b/.test(line));
  assert.ok(statements.length >= 3);
  for (const line of statements) assert.match(line, /:designed/, line);
});

test('3. Persistent: an API channel has no published field and closes at its expiry until Edit', () => {
  const answer = section('docs/integration/channelCreation.mdx', '### Persistent channels');
  assert.match(answer, /no published field for \*\*Persistent\*\*/);
  assert.match(answer, /closes at the `expirationDatetime` you sent/);
  assert.match(answer, /still has an expiration date/);
  assert.match(read('docs/moderationUi/views/channels.md'), /channelCreation\.mdx#persistent-channels/);
});

test('4. srEntityId: one per channel, in one relatedCompetitions entry', () => {
  const row = read('docs/integration/channelCreation.mdx')
    .split('\n')
    .find((line) => line.startsWith('| `relatedCompetitions` |'));
  assert.match(row ?? '', /a channel has one/);
  assert.match(row ?? '', /one `relatedCompetitions` entry/);
  assert.match(read('virtual-stadium-api/src/index.ts'), /one per channel, the Moderation UI form's one/);
});

test('5. Odds: one table says why there are two shapes and what to send for each', () => {
  const odds = section(
    'docs/web/widgets/virtualStadium/customatization/translations.md',
    '### 4. Localise your adapter data',
  );
  assert.match(odds, /Why odds come in two shapes/);
  for (const where of ['`Outcome.odds`, a number', '[`OddsObject`]', '`Bet.odds`, an [`Odds`]']) {
    assert.ok(odds.includes(where), where);
  }
});

test('6. Single-page apps: register the adapter before the first addWidget, where the SPA rule is given', () => {
  const spa = section('docs/web/widgets/virtualStadium/index.md', '## In a single-page app (SPA)');
  assert.match(spa, /once per page load, and before the first `addWidget`/);
  const rows = read('docs/web/troubleshooting.md')
    .split('\n')
    .filter((line) => /single-page app/.test(line) && /adapter/.test(line));
  assert.ok(rows.length >= 2);
  for (const row of rows) assert.match(row, /before (?:the first )?`addWidget`/, row);
});

test('7. The Dashboard says the matrix next to each task; GAME_WON is not a channel event type, where they are listed', () => {
  for (const heading of [
    '## Create a brand',
    '## Add an operator',
    '## Configure operator settings',
    '## Manage API keys',
  ]) {
    assert.match(section('docs/moderationUi/dashboard.md', heading), /published matrix/, heading);
  }
  assert.ok(!(channelEventTypes as readonly string[]).includes('GAME_WON'));
  assert.match(section('docs/integration/channelCreation.mdx', '### Event types'), /`GAME_WON`, which is not one of/);
});
