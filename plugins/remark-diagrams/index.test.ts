import assert from 'node:assert/strict';
import {test} from 'node:test';

import remarkDiagrams from './index';

interface Node {
  type: string;
  name?: string;
  url?: string;
  alt?: string;
  attributes?: {name: string; value: unknown}[];
  children?: Node[];
}

test('a diagram image becomes a Diagram element; only the first is marked first; other images stay', () => {
  const image = (url: string, alt: string): Node => ({type: 'image', url, alt});
  const tree: Node = {
    type: 'root',
    children: [
      {type: 'paragraph', children: [image('/img/web/Flow.svg', 'The flow')]},
      {type: 'paragraph', children: [image('/img/mobile/Screen.svg', 'A screen'), image('/img/logo.svg', 'Logo')]},
      {type: 'paragraph', children: [image('https://example.com/x.svg', 'Elsewhere')]},
    ],
  };
  remarkDiagrams()(tree as never);
  const [first, second, third] = tree.children!.map((paragraph) => paragraph.children!);
  assert.equal(first![0]!.name, 'Diagram');
  assert.deepEqual(
    first![0]!.attributes!.map((a) => [a.name, a.value]),
    [
      ['src', '/img/web/Flow.svg'],
      ['alt', 'The flow'],
      ['first', null],
    ],
  );
  assert.deepEqual(
    second![0]!.attributes!.map((a) => a.name),
    ['src', 'alt'],
  );
  assert.equal(second![1]!.type, 'image', 'the logo is not a diagram');
  assert.equal(third![0]!.type, 'image');
});
