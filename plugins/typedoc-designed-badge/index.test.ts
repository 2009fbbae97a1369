import assert from 'node:assert/strict';
import {test} from 'node:test';

import {markIndexLinks, moveDesignedBadges} from './index';

test('a designed declaration gets the badge right under the page title', () => {
  const page = [
    '# Interface: Category',
    '',
    '**`Designed`**',
    '',
    'The category of an event.',
    '',
    '## Properties',
  ].join('\n');
  const {markdown, badges} = moveDesignedBadges(page);
  assert.equal(badges, 1);
  assert.equal(
    markdown,
    ['# Interface: Category', '', ':designed', '', 'The category of an event.', '', '## Properties'].join('\n'),
  );
});

test('a designed member gets the badge under its own heading, above its signature', () => {
  const page = [
    '# Interface: Event',
    '',
    '### category?',
    '',
    '```ts',
    'category?: Category;',
    '```',
    '',
    '**`Designed`**',
    '',
    'The category of the event.',
    '',
    '***',
    '',
    '### id',
    '',
    '```ts',
    'id: string;',
    '```',
  ].join('\n');
  const {markdown, badges} = moveDesignedBadges(page);
  assert.equal(badges, 1);
  const lines = markdown.split('\n');
  assert.deepEqual(lines.slice(2, 6), ['### category?', '', ':designed', '']);
  assert.equal(lines.filter((line) => line === ':designed').length, 1);
  assert.ok(!markdown.includes('Designed`'));
});

test('code blocks are left alone and a page without the tag is unchanged', () => {
  const page = ['# Type Alias: X', '', '```md', '# not a heading', '**`Designed`**', '```'].join('\n');
  assert.deepEqual(moveDesignedBadges(page), {markdown: page, badges: 0});
});

test('the index follows the links of designed declarations with the badge', () => {
  const index = [
    '- [Bet](interfaces/Bet.md)',
    '- [Category](interfaces/Category.md)',
    '- [MarketStatus](type-aliases/MarketStatus.md)',
  ].join('\n');
  const {markdown, badges} = markIndexLinks(index, new Set(['Category', 'MarketStatus']));
  assert.equal(badges, 2);
  assert.equal(
    markdown,
    [
      '- [Bet](interfaces/Bet.md)',
      '- [Category](interfaces/Category.md) :designed',
      '- [MarketStatus](type-aliases/MarketStatus.md) :designed',
    ].join('\n'),
  );
});
