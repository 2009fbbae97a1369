import assert from 'node:assert/strict';
import {test} from 'node:test';

import {describeApiPage, markIndexLinks, moveDesignedBadges} from './index';

test('a designed declaration gets the badge right under the page title', () => {
  const page = '# Interface: Category\n\n**`Designed`**\n\nThe category of an event.\n\n## Properties';
  const {markdown, badges} = moveDesignedBadges(page);
  assert.equal(badges, 1);
  assert.equal(
    markdown,
    ['# Interface: Category', '', ':designed', '', 'The category of an event.', '', '## Properties'].join('\n'),
  );
});

test('a designed member gets the badge under its own heading, above its signature', () => {
  // A member as typedoc-plugin-markdown renders it: heading, signature, then the modifier and the comment.
  const page = `# Interface: Event

### category?

\`\`\`ts
category?: Category;
\`\`\`

**\`Designed\`**

The category of the event.

***

### id

\`\`\`ts
id: string;
\`\`\``;
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

test('a page that opens with the badge gets the next paragraph as its description', () => {
  const page = [
    '# Interface: Category',
    '',
    ':designed',
    '',
    'The category of an [Event](Event.md), such as `football`.',
    'Second line.',
    '',
    '## Properties',
  ].join('\n');
  const described = describeApiPage(page);
  assert.ok(
    described.startsWith(
      '---\ndescription: "The category of an Event, such as football. Second line. (designed: confirm at onboarding)"\n---\n\n',
    ),
  );
  assert.ok(described.endsWith(page));
});

test("on a type alias page the description is the paragraph after the declaration's code block", () => {
  const page = [
    '# Type Alias: Status',
    '',
    ':designed',
    '',
    '```ts',
    'type Status = "a" | "b";',
    '```',
    '',
    'The state.',
  ].join('\n');
  assert.ok(
    describeApiPage(page).startsWith('---\ndescription: "The state. (designed: confirm at onboarding)"\n---\n\n'),
  );
});

test('a page without the badge whose opening paragraph runs over several lines gets the whole paragraph', () => {
  const page = [
    '# Interface: Action',
    '',
    'A user tapped a selection. Before adding it, check that the',
    'odds have not moved.',
    '',
    '## Extends',
  ].join('\n');
  assert.ok(
    describeApiPage(page).startsWith(
      '---\ndescription: "A user tapped a selection. Before adding it, check that the odds have not moved."\n---\n\n',
    ),
  );
});

test('a fact directive in the description becomes its value', () => {
  const page = ['# Interface: Card', '', 'A card the widget shows', 'for :fact[flashBetDisplayTime] by default.'].join(
    '\n',
  );
  const described = describeApiPage(page);
  assert.ok(!described.split('---')[1]?.includes(':fact['), described);
  assert.match(described, /description: "A card the widget shows for \d+ seconds by default."/);
});

test('a page without an opening badge, or with front matter already, keeps its text', () => {
  const plain = ['# Interface: Event', '', 'An event.', '', ':designed'].join('\n');
  assert.equal(describeApiPage(plain), plain);
  const withFrontMatter = [
    '---',
    'description: "x"',
    '---',
    '# Interface: Event',
    '',
    ':designed',
    '',
    'An event.',
  ].join('\n');
  assert.equal(describeApiPage(withFrontMatter), withFrontMatter);
  const badgeThenList = ['# Interface: Event', '', ':designed', '', '- item'].join('\n');
  assert.equal(describeApiPage(badgeThenList), badgeThenList);
});
