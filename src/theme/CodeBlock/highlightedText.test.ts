import assert from 'node:assert/strict';
import {test} from 'node:test';

import rehypeShiki, {type HastNode} from '../../../plugins/rehype-shiki';
import {highlightedText} from './highlightedText';

/** The HTML rehype-shiki gives a fenced block of `language`. */
async function highlight(language: string, source: string): Promise<string> {
  const code: HastNode = {
    type: 'element',
    tagName: 'code',
    properties: {className: [`language-${language}`]},
    children: [{type: 'text', value: `${source}\n`}],
  };
  await rehypeShiki()({type: 'root', children: [{type: 'element', tagName: 'pre', properties: {}, children: [code]}]});
  const html = code.properties?.highlightedHtml;
  assert.equal(typeof html, 'string');
  return String(html);
}

test('the text of highlighted code is its source, characters that HTML escapes included', async () => {
  const sources: [string, string][] = [
    ['ts', 'const ok = a < b && b > c ? "yes" : \'no\';\n// <CLIENT_ID> & more'],
    ['html', '<script src="https://example.com/loader.js?a=1&b=2"></script>'],
    ['bash', 'curl -H "Authorization: Bearer <TOKEN>" https://example.com | jq \'.items[0]\''],
    ['kotlin', 'val name: String? = null // café 🏟'],
  ];
  for (const [language, source] of sources) assert.equal(highlightedText(await highlight(language, source)), source);
});

test('type popups are not part of the text', async () => {
  const source =
    'import type { Odds } from "virtual-stadium-api";\n\nexport const odds: Odds = { decimalValue: 2.5, displayValue: "2.50" };';
  const html = await highlight('ts', source);
  assert.match(html, /twoslash-popup-container/);
  assert.equal(highlightedText(html), source);
});

test('nested elements, void elements and references', () => {
  assert.equal(
    highlightedText(
      '<span class="line"><span class="twoslash-hover">x<span class="twoslash-popup-container"><span>const x: number</span><br></span></span> = 1&#x3C;2&#38;&amp;</span>',
    ),
    'x = 1<2&&',
  );
});
