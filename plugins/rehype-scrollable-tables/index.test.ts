import assert from 'node:assert/strict';
import {test} from 'node:test';

import rehypeScrollableTables, {breakableName} from './index';

const cell = (tagName: string, text: string) => ({
  type: 'element',
  tagName,
  properties: {},
  children: [{type: 'text', value: text}],
});

test('a table is wrapped in a labelled, focusable scroll region; other content is left alone', () => {
  const table = {
    type: 'element',
    tagName: 'table',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'thead',
        properties: {},
        children: [
          {type: 'element', tagName: 'tr', properties: {}, children: [cell('th', 'Property'), cell('th', ' Type\n')]},
        ],
      },
      {
        type: 'element',
        tagName: 'tbody',
        properties: {},
        children: [
          {type: 'element', tagName: 'tr', properties: {}, children: [cell('td', 'jwt'), cell('td', 'string')]},
        ],
      },
    ],
  };
  const paragraph = cell('p', 'text');
  const tree = {type: 'root', children: [paragraph, table]};
  rehypeScrollableTables()(tree);
  assert.equal(tree.children[0], paragraph);
  assert.deepEqual(tree.children[1], {
    type: 'element',
    tagName: 'div',
    properties: {className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: 'Table: Property, Type'},
    children: [table],
  });
});

test('code names in a cell may break between their words; the text stays the same', () => {
  const parts = breakableName('virtualStadium.matchEventMarkets');
  assert.equal(parts.map((part) => part.value ?? '').join(''), 'virtualStadium.matchEventMarkets');
  assert.deepEqual(
    parts.filter((part) => part.type === 'text').map((part) => part.value),
    ['virtual', 'Stadium.', 'match', 'Event', 'Markets'],
  );
  assert.equal(parts.filter((part) => part.tagName === 'wbr').length, 4);
  assert.deepEqual(breakableName('string'), [{type: 'text', value: 'string'}]);
  assert.equal(breakableName('HTTP2Client').length, 3);
});
