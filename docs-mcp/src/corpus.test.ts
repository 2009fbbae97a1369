import assert from 'node:assert/strict';
import {test} from 'node:test';

import {carriesDesignedNames, lookupPage, parseLlmsTxt, type Corpus} from './corpus';

const twin = '# Web widget overview\n\nThe `LmtClick` action (designed: confirm at onboarding).\n';
const corpus: Corpus = {
  manifest: {siteUrl: 'https://docs.example', areas: [{key: 'web', label: 'Web Widget'}], pageAreas: {}},
  llmsTxt: '',
  pages: [],
  twins: new Map([
    ['/docs/web/overview', twin],
    ['/docs', '# Documentation\n'],
  ]),
  searchFiles: new Map(),
};

test('llms.txt entries: title, twin path and description', () => {
  assert.deepEqual(
    parseLlmsTxt('# Docs\n\n- [Adapter](/docs/web/widgets/adapter.md): How the widget gets data.\n- [Bare](/x.md)\n'),
    [
      {title: 'Adapter', twin: '/docs/web/widgets/adapter.md', description: 'How the widget gets data.'},
      {title: 'Bare', twin: '/x.md', description: ''},
    ],
  );
});

test('a page path finds its twin as a reader writes it', () => {
  for (const form of [
    '/docs/web/overview',
    'docs/web/overview',
    '/docs/web/overview/',
    '/docs/web/overview.md',
    '/docs/web/overview#the-adapter',
  ]) {
    assert.deepEqual(lookupPage(corpus, form), {page: '/docs/web/overview', text: twin}, form);
  }
  assert.deepEqual(lookupPage(corpus, '/docs/'), {page: '/docs', text: '# Documentation\n'});
});

test('a URL, a dot segment, an odd character or an unknown page is refused with a reason', () => {
  const refused: [string, RegExp][] = [
    ['https://docs.example/docs/web/overview', /not a URL/],
    ['//evil.example/docs', /not a URL/],
    ['file:///etc/passwd', /not a URL/],
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
  for (const [input, reason] of refused) {
    const found = lookupPage(corpus, input);
    assert.ok('error' in found, input);
    assert.match(found.error, reason, input);
  }
});

test('a twin carries designed names when the marker stands in it, in any case', () => {
  assert.equal(carriesDesignedNames(twin), true);
  assert.equal(carriesDesignedNames('Designed: confirm at onboarding'), true);
  assert.equal(carriesDesignedNames('# Licensing\n\nNothing designed here.'), false);
});
