import assert from 'node:assert/strict';
import {test} from 'node:test';

import rehypeScrollableTables, {noWrapColumns, tableKind} from './index';

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
    properties: {
      className: ['table-scroll', 'table-stack'],
      role: 'region',
      tabIndex: 0,
      ariaLabel: 'Table: Property, Type',
    },
    children: [table],
  });
  // Each cell names its column, the label a phone shows when each row becomes a block.
  const bodyRow = table.children[1]?.children[0];
  assert.deepEqual(
    bodyRow?.children.map((td) => td.properties),
    [{dataLabel: 'Property'}, {dataLabel: 'Type'}],
  );
});

const row = (tag: string, texts: string[]) => ({
  type: 'element',
  tagName: 'tr',
  properties: {},
  children: texts.map((text) => cell(tag, text)),
});
const tableOf = (headings: string[], rows: string[][]) => ({
  type: 'element',
  tagName: 'table',
  properties: {},
  children: [row('th', headings), ...rows.map((texts) => row('td', texts))],
});

test('record tables stack on a phone; a wide grid of short values scrolls with a cue', () => {
  const prose = 'Sets what the widget shows when no channel is open yet, with its reason.';
  assert.equal(tableKind(tableOf(['Symptom', 'Cause', 'Fix'], [['a', 'b', 'c']])), 'stack');
  assert.equal(
    tableKind(
      tableOf(['Property', 'Type', 'Required', 'Default', 'What it does'], [['jwt', 'string', 'Yes', 'none', prose]]),
    ),
    'stack',
  );
  const grid = tableOf(['Sport', 'Event', 'Type', 'Metadata', 'Source'], [['Soccer', 'goal', 'Goal', 'team', 'feed']]);
  assert.equal(tableKind(grid), 'grid');
  const tree = {type: 'root', children: [grid]};
  rehypeScrollableTables()(tree);
  assert.deepEqual(tree.children[0]?.properties, {
    className: ['table-scroll', 'table-grid'],
    role: 'region',
    tabIndex: 0,
    ariaLabel: 'Table: Sport, Event, Type, Metadata, Source',
    dataScrollCue: '',
  });
});

test('a table holding the designed marker gets the legend line under it', () => {
  const table = tableOf(['Name', 'What'], [['x', 'y']]);
  table.children[1]?.children[0]?.children.push({
    type: 'mdxJsxTextElement',
    name: 'DesignedBadge',
    children: [],
  } as never);
  const tree = {type: 'root', children: [table]};
  rehypeScrollableTables()(tree);
  assert.equal(tree.children.length, 2);
  assert.deepEqual(tree.children[1]?.properties, {className: ['table-legend']});
});

test('a list with the designed marker on three items or more shows it compactly, with the legend', () => {
  const badge = () => ({type: 'mdxJsxTextElement', name: 'DesignedBadge', children: []}) as never;
  const item = (marked: boolean) => ({
    type: 'element',
    tagName: 'li',
    properties: {},
    children: [{type: 'text', value: 'Name'}, ...(marked ? [badge()] : [])],
  });
  const dense = {type: 'element', tagName: 'ul', properties: {}, children: [item(true), item(true), item(true)]};
  const sparse = {type: 'element', tagName: 'ul', properties: {}, children: [item(true), item(false), item(true)]};
  const tree = {type: 'root', children: [dense, sparse]};
  rehypeScrollableTables()(tree);
  assert.deepEqual(dense.properties, {className: ['designed-dense']});
  assert.deepEqual(sparse.properties, {});
  assert.equal(tree.children.length, 3);
  assert.deepEqual(tree.children[1]?.properties, {className: ['table-legend']});
});

test('short-value columns beside a prose column stay on one line; none when they would crowd it', () => {
  const row = (...texts: string[]) => ({
    type: 'element',
    tagName: 'tr',
    properties: {},
    children: texts.map((text) => cell('td', text)),
  });
  const prose = 'Shared Slack channel opens. You generate your RSA key pair and agree the languages.';
  const phases = {
    type: 'element',
    tagName: 'table',
    properties: {},
    children: [
      row('Phase', 'Typical length', 'What happens'),
      row('1. Initiation', '1–2 days', prose),
      row('2. Technical kickoff', 'About a day for brand and operator setup, plus your own build time', prose),
    ],
  };
  assert.deepEqual(noWrapColumns(phases), [0]);
  const tree = {type: 'root', children: [phases]};
  rehypeScrollableTables()(tree);
  const firstRow = phases.children[1]!.children;
  assert.deepEqual(firstRow[0]!.properties, {dataLabel: 'Phase', className: ['vs-nowrap']});
  assert.equal((firstRow[1]!.properties as {className?: string[]}).className, undefined);
  // Three short columns of 20 characters and more would leave too little room for the prose: none is kept whole.
  const crowded = {
    type: 'element',
    tagName: 'table',
    properties: {},
    children: [row('a twenty-char header', 'another 20 char head', 'a third 20-char head', prose)],
  };
  assert.deepEqual(noWrapColumns(crowded), []);
  // Without a prose column nothing is squeezed.
  assert.deepEqual(
    noWrapColumns({type: 'element', tagName: 'table', properties: {}, children: [row('a', 'b', 'c')]}),
    [],
  );
});

test('a column of code is never kept on one line', () => {
  const codeCell = (text: string) => ({
    type: 'element',
    tagName: 'td',
    properties: {},
    children: [{type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: text}]}],
  });
  const prose = 'A sentence long enough to be the prose column of this record table, and then some.';
  const table = {
    type: 'element',
    tagName: 'table',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'tr',
        properties: {},
        children: [codeCell('SIGNED_OUT'), cell('td', 'login'), cell('td', prose)],
      },
    ],
  };
  assert.deepEqual(noWrapColumns(table), [1]);
});
