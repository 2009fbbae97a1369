import assert from 'node:assert/strict';
import {test} from 'node:test';

import rehypeShiki, {tokenClasses, type HastNode} from './index';

function block(language: string, source: string): HastNode {
  return {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: {className: [`language-${language}`], metastring: 'title="a.ts"'},
            children: [{type: 'text', value: `${source}\n`}],
          },
        ],
      },
    ],
  };
}

function codeOf(tree: HastNode): HastNode {
  const code = tree.children?.[0]?.children?.[0];
  assert.ok(code);
  return code;
}

function serialise(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  const inner = (node.children ?? []).map(serialise).join('');
  if (node.type !== 'element') return inner;
  const className = node.properties?.className;
  const classes = Array.isArray(className) ? className.join(' ') : '';
  const style = typeof node.properties?.style === 'string' ? ` style="${node.properties.style}"` : '';
  return `<${node.tagName ?? ''} class="${classes}"${style}>${inner}</${node.tagName ?? ''}>`;
}

test('token styles become classes', () => {
  assert.deepEqual(tokenClasses('color:var(--shiki-token-keyword)'), ['sh-keyword']);
  assert.deepEqual(tokenClasses('color:var(--shiki-token-comment);font-style:italic'), ['sh-comment', 'sh-italic']);
  assert.deepEqual(tokenClasses('color:var(--shiki-foreground)'), []);
});

test('a TypeScript block gets lines and token classes, no inline style, and the same text', async () => {
  const source = "import {onAction} from 'virtual-stadium-api';\n// one line\nconst n = 1;";
  const tree = block('ts', source);
  await rehypeShiki()(tree);
  const code = codeOf(tree);
  const html = serialise(code);
  assert.match(html, /<span class="line">/);
  assert.match(html, /class="sh-keyword">import</);
  assert.match(html, /class="sh-comment">\/\/ one line</);
  assert.doesNotMatch(html, /class=""/);
  assert.doesNotMatch(html, /style=/);
  assert.equal(serialise({type: 'root', children: code.children}).replace(/<[^>]+>/g, ''), source);
  // The code element keeps what the code block needs: language class and metastring.
  assert.deepEqual(code.properties?.className, ['language-ts']);
  assert.equal(code.properties?.metastring, 'title="a.ts"');
});

test('plain text and unknown languages are left as they are', async () => {
  for (const language of ['text', 'no-such-language']) {
    const tree = block(language, 'as <written>');
    await rehypeShiki()(tree);
    assert.deepEqual(codeOf(tree).children, [{type: 'text', value: 'as <written>\n'}]);
  }
});
