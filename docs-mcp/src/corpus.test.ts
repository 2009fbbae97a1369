// cspell:ignore overveiw setings
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {carriesDesignedNames, lookupPage, parseLlmsTxt} from './corpus';
import {testCorpus} from './testCorpus';

const corpus = testCorpus;
const twin = corpus.twins.get('/docs/web/overview') ?? '';
const example = corpus.examples.get('examples/web/src/token/vs-token.ts') ?? '';

function found(input: string, section?: string): {page: string; text: string; kind: string; section?: {id: string}} {
  const result = lookupPage(corpus, input, section);
  assert.ok(!('error' in result), `${input}: ${'error' in result ? result.error : ''}`);
  return result;
}

function refused(input: string, section?: string): {error: string; suggestions: readonly string[]} {
  const result = lookupPage(corpus, input, section);
  assert.ok('error' in result, input);
  return result;
}

test('llms.txt entries: title, twin path and description', () => {
  assert.deepEqual(
    parseLlmsTxt('# Docs\n\n- [Adapter](/docs/web/widgets/adapter.md): How the widget gets data.\n- [Bare](/x.md)\n'),
    [
      {title: 'Adapter', twin: '/docs/web/widgets/adapter.md', description: 'How the widget gets data.'},
      {title: 'Bare', twin: '/x.md', description: ''},
    ],
  );
});

test('a page path finds its twin as a reader writes it, in any case, with or without .md or the site URL', () => {
  for (const form of [
    '/docs/web/overview',
    'docs/web/overview',
    '/docs/web/overview/',
    '/docs/web/overview.md',
    '/Docs/Web/Overview',
    'DOCS/WEB/OVERVIEW.MD',
    '/docs/web/overview/index.html',
    'https://docs.example/docs/web/overview',
    'HTTPS://DOCS.EXAMPLE/docs/web/overview.md',
  ]) {
    const page = found(form);
    assert.equal(page.page, '/docs/web/overview', form);
    assert.equal(page.text, twin, form);
  }
  // The spec's routes mix cases: either spelling finds the page.
  assert.equal(found('/docs/sdk/chatsettings').page, '/docs/sdk/chatSettings');
  assert.equal(found('/docs/').text, '# Documentation\n');
});

test('llms.txt is readable like a page', () => {
  for (const form of ['/llms.txt', 'llms.txt', '/LLMS.TXT', 'https://docs.example/llms.txt'])
    assert.deepEqual([found(form).kind, found(form).text], ['llms', corpus.llmsTxt], form);
});

test('#anchor or section reads one section, its subsections included', () => {
  const part = found('/docs/web/overview#the-five-parts');
  assert.equal(part.section?.id, 'the-five-parts');
  assert.equal(part.text, '## The five parts\n\nLoader, adapter.\n\n### The adapter\n\nAnswers requests.\n\n');
  assert.equal(found('/docs/web/overview', 'the-adapter').text, '### The adapter\n\nAnswers requests.\n\n');
  assert.equal(found('/docs/web/overview', '#Limits-And-Defaults').section?.id, 'limits-and-defaults');
  assert.equal(found('/docs/web/overview', 'Limits and defaults').section?.id, 'limits-and-defaults');
  const whole = lookupPage(corpus, '/docs/web/overview');
  assert.ok('sections' in whole);
  assert.deepEqual(
    whole.sections.map((section) => section.id),
    ['the-five-parts', 'the-adapter', 'limits-and-defaults'],
  );
});

test('an unknown section is refused with the closest ids and the list', () => {
  const miss = refused('/docs/web/overview#the-five-part');
  assert.deepEqual(miss.suggestions[0], 'the-five-parts');
  assert.match(miss.error, /has no section "the-five-part"\. The closest: #the-five-parts/);
  assert.match(miss.error, /Its sections: #the-five-parts, #the-adapter, #limits-and-defaults/);
});

test('example files by the path the pages give, whole or one region', () => {
  assert.equal(found('examples/web/src/token/vs-token.ts').text, example);
  assert.equal(found('/Examples/Web/src/token/vs-token.ts').kind, 'example');
  assert.equal(found('examples/web/src/token/vs-token.ts#sign').text, 'sign();');
  assert.match(refused('examples/web/src/token/vs-token.ts#nope').error, /no region "nope"; its regions: sign/);
  assert.deepEqual(refused('examples/web/src/token/vs-tokens.ts').suggestions, ['examples/web/src/token/vs-token.ts']);
});

test('a guessed path that names no page gets the closest routes', () => {
  const miss = refused('/docs/web/overveiw');
  assert.deepEqual(miss.suggestions[0], '/docs/web/overview');
  assert.match(miss.error, /no page at "\/docs\/web\/overveiw"; the closest: \/docs\/web\/overview/);
  assert.deepEqual(refused('/docs/chatSetings').suggestions[0], '/docs/sdk/chatSettings');
  assert.deepEqual(refused('/etc/passwd').suggestions, []);
});

test('a URL elsewhere, a dot segment, an odd character or an unknown page is refused with a reason', () => {
  const cases: [string, RegExp][] = [
    ['https://evil.example/docs/web/overview', /not a URL elsewhere/],
    ['https://docs.example.evil/docs/web/overview', /not a URL elsewhere/],
    ['//evil.example/docs', /not a URL elsewhere/],
    ['file:///etc/passwd', /not a URL elsewhere/],
    ['/docs/../../etc/passwd', /"\." or "\.\." segments/],
    ['/docs/./web/overview', /"\." or "\.\." segments/],
    ['..', /"\." or "\.\." segments/],
    ['/docs/%2e%2e/secret', /may hold only/],
    ['/docs\\web\\overview', /may hold only/],
    ['/docs/web/overview\0', /may hold only/],
    ['/etc/passwd', /no page at/],
    ['', /no page at/],
    ['/docs/' + 'a'.repeat(400), /longer than 300/],
  ];
  for (const [input, reason] of cases) assert.match(refused(input).error, reason, input);
});

test('a twin carries designed names when the marker stands in it, in any case', () => {
  assert.equal(carriesDesignedNames(twin), true);
  assert.equal(carriesDesignedNames('Designed: confirm at onboarding'), true);
  assert.equal(carriesDesignedNames('# Licensing\n\nNothing designed here.'), false);
});
