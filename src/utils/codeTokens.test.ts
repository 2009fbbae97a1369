import assert from 'node:assert/strict';
import {test} from 'node:test';

import {buildEmbedSnippet, defaultOptions} from './embedConfigurator';
import {tokenizeCode, tokenizeHtml, tokenizeTypeScript, type CodeToken} from './codeTokens';

const kinds = (tokens: readonly CodeToken[]) =>
  tokens.filter((token) => token.kind).map((t) => `${t.kind ?? ''}:${t.text}`);

test('TypeScript: keywords, strings, comments, numbers, calls and punctuation', () => {
  assert.deepEqual(kinds(tokenizeTypeScript('const a = "x"; // note\nfn(1, true);')), [
    'keyword:const',
    'keyword:=',
    'string-expression:"x"',
    'punctuation:;',
    'comment:// note',
    'function:fn',
    'punctuation:(',
    'constant:1',
    'punctuation:,',
    'constant:true',
    'punctuation:)',
    'punctuation:;',
  ]);
  assert.deepEqual(kinds(tokenizeTypeScript('`a ${b}` /* c */')), ['string-expression:`a ${b}`', 'comment:/* c */']);
  assert.deepEqual(kinds(tokenizeTypeScript("'it\\'s'")), ["string-expression:'it\\'s'"]);
});

test('HTML: tags, attributes, comments, and the script inside as TypeScript', () => {
  assert.deepEqual(kinds(tokenizeHtml('<!-- c --><div id="x"></div><script>var a = 1 < 2;</script>')), [
    'comment:<!-- c -->',
    'punctuation:<',
    'string-expression:div',
    'constant:id',
    'keyword:=',
    'string-expression:"x"',
    'punctuation:>',
    'punctuation:</',
    'string-expression:div',
    'punctuation:>',
    'punctuation:<',
    'string-expression:script',
    'punctuation:>',
    'keyword:var',
    'keyword:=',
    'constant:1',
    'keyword:<',
    'constant:2',
    'punctuation:;',
    'punctuation:</',
    'string-expression:script',
    'punctuation:>',
  ]);
});

test("the configurator's snippets come back whole, coloured", () => {
  const snippet = buildEmbedSnippet(defaultOptions);
  for (const [language, code] of [
    ['html', snippet.html],
    ['ts', snippet.script],
  ] as const) {
    const tokens = tokenizeCode(code, language)!;
    assert.equal(tokens.map((token) => token.text).join(''), code);
    assert.ok(tokens.filter((token) => token.kind === 'keyword').length > 10);
    assert.ok(tokens.filter((token) => token.kind === 'string-expression').length > 5);
    assert.ok(tokens.filter((token) => token.kind === 'comment').length > 0);
  }
  assert.equal(tokenizeCode('x', 'kotlin'), undefined);
});
