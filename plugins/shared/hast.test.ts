import assert from 'node:assert/strict';
import {test} from 'node:test';

import {nodesWhere, textOf, type HastNode} from './hast';

const tree: HastNode = {
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'p',
      children: [
        {type: 'text', value: 'a'},
        {type: 'element', tagName: 'b', children: [{type: 'text', value: 'b'}]},
      ],
    },
    {type: 'element', tagName: 'b', children: [{type: 'text', value: 'c'}]},
  ],
};

test('textOf joins the text of a subtree', () => {
  assert.equal(textOf(tree), 'abc');
});

test('nodesWhere finds matching nodes in document order, the root included', () => {
  assert.deepEqual(nodesWhere(tree, (node) => node.tagName === 'b').map(textOf), ['b', 'c']);
  assert.deepEqual(
    nodesWhere(tree, (node) => node.type === 'root'),
    [tree],
  );
});
