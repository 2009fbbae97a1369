import assert from 'node:assert/strict';
import {test} from 'node:test';

import rehypeShiki, {tokenClasses, wantsTypeInfo, type HastNode} from './index';

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

function classesOf(node: HastNode): string[] {
  const className = node.properties?.className;
  return Array.isArray(className) ? className.map(String) : [];
}

function findAll(node: HastNode, name: string, found: HastNode[] = []): HastNode[] {
  if (classesOf(node).includes(name)) found.push(node);
  for (const child of node.children ?? []) findAll(child, name, found);
  return found;
}

function codeOf(tree: HastNode): HastNode {
  const code = tree.children?.[0]?.children?.[0];
  assert.ok(code);
  return code;
}

function serialise(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  // Twoslash popups are not part of the code's text.
  if (classesOf(node).includes('twoslash-popup-container')) return '';
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
  const source = '// one line\nconst n = 1;';
  const tree = block('ts', source);
  await rehypeShiki()(tree);
  const code = codeOf(tree);
  const html = serialise(code);
  assert.match(html, /<span class="line">/);
  assert.match(html, /class="sh-keyword">const</);
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

test('only TypeScript samples that import the API get type information', () => {
  assert.equal(wantsTypeInfo('typescript', 'import type { Bet } from "virtual-stadium-api";'), true);
  assert.equal(wantsTypeInfo('tsx', "import {\n  type Bet,\n} from 'virtual-stadium-api/embed';"), true);
  assert.equal(wantsTypeInfo('typescript', 'const n = 1;'), false);
  assert.equal(wantsTypeInfo('javascript', 'import { x } from "virtual-stadium-api";'), false);
  assert.equal(wantsTypeInfo('typescript', 'import { x } from "virtual-stadium-api-other";'), false);
});

test('a sample that imports the API gets type popups, one tab stop, each name described by its popup', async () => {
  const source =
    'import type { Odds } from "virtual-stadium-api";\n\nexport const odds: Odds = { decimalValue: 2.5, displayValue: "2.50" };';
  const tree = block('ts', source);
  await rehypeShiki()(tree);
  const code = codeOf(tree);
  assert.equal(serialise({type: 'root', children: code.children}).replace(/<[^>]+>/g, ''), source);
  const hovers = findAll(code, 'twoslash-hover');
  assert.ok(hovers.length >= 3, `expected a popup per name, got ${String(hovers.length)}`);
  assert.deepEqual(
    hovers.map((hover) => hover.properties?.tabIndex),
    hovers.map((_, index) => (index === 0 ? 0 : -1)),
  );
  for (const hover of hovers) {
    const popup = findAll(hover, 'twoslash-popup-container')[0];
    assert.ok(popup);
    assert.equal(popup.tagName, 'span');
    assert.equal(popup.properties?.role, 'tooltip');
    assert.equal(hover.properties?.ariaDescribedBy, popup.properties?.id);
    assert.doesNotMatch(JSON.stringify(popup), /"style"|"tagName":"(code|div)"/);
  }
  const odds = hovers.find((hover) => serialise(hover).replace(/<[^>]+>/g, '') === 'odds');
  assert.ok(odds);
  const popupText = serialise({type: 'root', children: findAll(odds, 'twoslash-popup-container')[0]?.children});
  assert.match(popupText.replace(/<[^>]+>/g, ''), /const odds: Odds/);
});

test('a sample that does not compile stops the build with the page and line', async () => {
  const source = 'import type { Odds } from "virtual-stadium-api";\n\nexport const odds: Odds = 42;';
  const tree = block('ts', source);
  const code = codeOf(tree) as HastNode & {position?: {start: {line: number}}};
  code.position = {start: {line: 10}};
  await assert.rejects(
    rehypeShiki()(tree, {path: '/repo/docs/web/sample.md', cwd: '/repo'}),
    /does not compile: docs\/web\/sample\.md:13\n.*TS2322/,
  );
});
