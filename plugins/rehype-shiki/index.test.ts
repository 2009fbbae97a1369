import assert from 'node:assert/strict';
import {test} from 'node:test';
import * as cheerio from 'cheerio';

import {steps} from '../../scripts/check/check';
import rehypeShiki, {
  highlightedOnce,
  isCompiledExample,
  tokenClasses,
  wantsTypeInfo,
  webExampleProject,
  type HastNode,
} from './index';

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

/** The highlighted lines the plugin put on the code element, parsed as the browser parses them. */
function highlightedOf(tree: HastNode): cheerio.CheerioAPI {
  const html = codeOf(tree).properties?.highlightedHtml;
  assert.equal(typeof html, 'string', 'the code element carries its lines as HTML');
  return cheerio.load(`<code>${String(html)}</code>`, null, false);
}

/** The code's text as a reader sees it: type popups are not part of it. */
function visibleText($: cheerio.CheerioAPI): string {
  const copy = $.root().clone();
  copy.find('.twoslash-popup-container').remove();
  return copy.text();
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
  const $ = highlightedOf(tree);
  assert.equal($('span.line').length, 2);
  assert.equal($('span.sh-keyword').first().text(), 'const');
  assert.equal($('span.sh-comment').first().text(), '// one line');
  assert.equal($('[class=""]').length, 0);
  assert.equal($('[style]').length, 0);
  assert.equal(visibleText($), source);
  // The element itself keeps what the code block needs: language class and metastring, and no children (the lines
  // are in the HTML string only; src/theme/CodeBlock reads the text for copying back from it).
  assert.deepEqual(code.properties?.className, ['language-ts']);
  assert.equal(code.properties?.metastring, 'title="a.ts"');
  assert.deepEqual(code.children, []);
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
  const $ = highlightedOf(tree);
  assert.equal(visibleText($), source);
  const hovers = $('.twoslash-hover').toArray();
  assert.ok(hovers.length >= 3, `expected a popup per name, got ${String(hovers.length)}`);
  assert.deepEqual(
    hovers.map((hover) => $(hover).attr('tabindex')),
    hovers.map((_, index) => (index === 0 ? '0' : '-1')),
  );
  for (const hover of hovers) {
    const popup = $(hover).children('.twoslash-popup-container');
    assert.equal(popup.length, 1);
    assert.equal(popup.prop('tagName'), 'SPAN');
    assert.equal(popup.attr('role'), 'tooltip');
    assert.equal($(hover).attr('aria-describedby'), popup.attr('id'));
    assert.equal(popup.find('[style], code, div, pre').length, 0);
  }
  const odds = hovers.find((hover) => {
    const copy = $(hover).clone();
    copy.find('.twoslash-popup-container').remove();
    return copy.text() === 'odds';
  });
  assert.ok(odds);
  assert.match($(odds).children('.twoslash-popup-container').text(), /const odds: Odds/);
});

test('a block seen again is highlighted once, and each page gets its own copy of the result', async () => {
  let calls = 0;
  const highlight = (): HastNode => {
    calls += 1;
    return {type: 'root', children: [{type: 'element', tagName: 'span', properties: {className: ['line']}}]};
  };
  const first = highlightedOnce('test\0once', highlight);
  const second = highlightedOnce('test\0once', highlight);
  assert.equal(calls, 1);
  assert.deepEqual(second, first);
  // The steps after highlighting change the tree in place (classes, popup ids); a copy keeps that from leaking.
  first.children = [];
  assert.equal(highlightedOnce('test\0once', highlight).children?.length, 1);
  highlightedOnce('test\0other', highlight);
  assert.equal(calls, 2);

  // Through the plugin: two pages with the same typed sample get the same popups, each with its own ids.
  const source =
    'import type { Odds } from "virtual-stadium-api";\n\nexport const even: Odds = { decimalValue: 2, displayValue: "2.00" };';
  const pages = [block('ts', source), block('ts', source)];
  for (const tree of pages) await rehypeShiki()(tree);
  const [one, two] = pages.map((tree) => codeOf(tree).properties?.highlightedHtml);
  assert.equal(typeof one, 'string');
  assert.equal(two, one);
  assert.match(String(one), /twoslash-popup-container/);
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

test('a block that comes out without token classes stops the build with the page and line', async () => {
  // Planted: a highlighter whose tokenizer gave up returns the lines as plain text, with no token spans.
  const plain = (source: string): HastNode => ({
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
            properties: {},
            children: source.split('\n').map((line) => ({
              type: 'element',
              tagName: 'span',
              properties: {class: 'line'},
              children: [{type: 'text', value: line}],
            })),
          },
        ],
      },
    ],
  });
  const tree = block('kotlin', 'val expiry = Duration.ofHours(16)');
  const code = codeOf(tree) as HastNode & {position?: {start: {line: number}}};
  code.position = {start: {line: 21}};
  await assert.rejects(
    rehypeShiki({codeToHast: plain})(tree, {path: '/repo/docs/sdk/tokens.mdx', cwd: '/repo'}),
    /kotlin block came out with no token classes: docs\/sdk\/tokens\.mdx:21/,
  );
  // The same block through the real highlighter has tokens and passes.
  const real = block('kotlin', 'val expiry = Duration.ofHours(16)');
  await rehypeShiki()(real);
  assert.ok(highlightedOf(real)('[class^="sh-"]').length > 0);
});

test("a whole file of the web example is not asked for errors: npm run check compiles it with the example's project", () => {
  assert.equal(isCompiledExample('examples/web/src/token/vs-token.ts'), true);
  assert.equal(isCompiledExample('examples/web/sandbox/adapter.ts'), true);
  assert.equal(isCompiledExample('examples/web/public/index.html'), false);
  assert.equal(isCompiledExample('examples/web/src-old/x.ts'), false);
  assert.equal(isCompiledExample('examples/android/app/Main.kt'), false);
  // The step that compiles them: without it, these files would be compiled nowhere.
  const step = steps.find((candidate) => candidate.command.includes(webExampleProject));
  assert.ok(step, `npm run check has no step that compiles ${webExampleProject}`);
  assert.match(step.command, /^tsc -p /);
});
