import assert from 'node:assert/strict';
import {test} from 'node:test';
import * as cheerio from 'cheerio';

import {pageUrl, prepareForIndex, withoutDesignedNote, type IndexOptions} from './searchIndex';

const options: IndexOptions = {
  rootSelectors: ['.theme-doc-markdown', 'main'],
  excludeSelectors: ['pre', '.hash-link'],
  weights: {description: 5, rowHeader: 3, symptom: 5},
  chunkLocations: 4000,
  vocabularyDir: 'vocabulary',
  reference: {urlPrefix: '/docs/api', file: 'reference-pages.json'},
};

const docPage = `<!doctype html><html><head><meta name="description" content="Sign tokens on your server."></head>
<body><nav>Menu</nav><main><article><div class="theme-doc-markdown markdown">
<header><h1>Authentication</h1></header><p>Body text.<a class="hash-link" href="#x">#</a></p>
<pre><code>const secret = 1;</code></pre>
<table><thead><tr><th>Symptom</th><th>Fix</th></tr></thead><tbody><tr><td>Token expired</td><td>Renew</td></tr></tbody></table>
<table><thead><tr><th>Item</th><th>Value</th></tr></thead><tbody><tr><td>Key size</td><td>2048</td></tr></tbody></table>
</div><footer>Edit this page</footer></article></main></body></html>`;

test('built files map to the URLs the site serves', () => {
  assert.equal(pageUrl('index.html'), '/');
  assert.equal(pageUrl('docs/integration/overview/index.html'), '/docs/integration/overview');
  assert.equal(pageUrl('markdown-page.html'), '/markdown-page');
});

test('only the doc body is indexed, without code or anchors, with the description after the title', () => {
  const prepared = prepareForIndex(docPage, options);
  assert.ok(prepared);
  const $ = cheerio.load(prepared);
  const body = $('[data-pagefind-body]');
  assert.equal(body.length, 1);
  assert.ok(body.hasClass('theme-doc-markdown'));
  assert.equal(body.find('pre').length, 0);
  assert.equal(body.find('.hash-link').length, 0);
  const description = $('h1').next();
  assert.equal(description.text(), 'Sign tokens on your server.');
  assert.equal(description.attr('data-pagefind-weight'), '5');
});

test('symptoms weigh more than other row headers; a row reads as one sentence; header rows are left out', () => {
  const $ = cheerio.load(prepareForIndex(docPage, options) ?? '');
  const [symptom, item] = $('tbody td:first-child').toArray();
  assert.equal($(symptom).attr('data-pagefind-weight'), '5');
  assert.equal($(item).attr('data-pagefind-weight'), '3');
  assert.equal($('tbody tr').first().text(), 'Token expired: Renew. ');
  assert.equal($('thead').length, 0);
});

test('list items end as sentences, before a nested list too, unless they end in punctuation', () => {
  const page = `<html><body><main><h1>Lists</h1><ul><li>Sign the token<ul><li>on the server</li><li>once:</li></ul></li>
<li>Done.</li></ul></main></body></html>`;
  const $ = cheerio.load(prepareForIndex(page, options) ?? '');
  assert.equal($('main > ul').text().replace(/\s+/g, ' ').trim(), 'Sign the token. on the server. once: Done.');
});

test('a noindex page and a page without a content root are left out', () => {
  assert.equal(
    prepareForIndex(
      '<html><head><meta name="robots" content="noindex, follow"></head><body><main>x</main></body></html>',
      options,
    ),
    undefined,
  );
  assert.equal(prepareForIndex('<html><body><div>no root</div></body></html>', options), undefined);
});

test('a page without a doc body indexes its main element', () => {
  const $ = cheerio.load(prepareForIndex('<html><body><main><h1>Web</h1><p>x</p></main></body></html>', options) ?? '');
  assert.equal($('main').attr('data-pagefind-body'), '');
});

test('images keep their alt text but lose their address, which Pagefind would index as a word', () => {
  const page = docPage.replace(
    '<p>Body text.',
    '<img alt="Sequence of the login" src="data:image/svg+xml;base64,PHN2Zz4=" srcset="/img/a.png 2x"><p>Body text.',
  );
  const prepared = prepareForIndex(page, options);
  assert.ok(prepared);
  const image = cheerio.load(prepared)('img');
  assert.equal(image.attr('alt'), 'Sequence of the login');
  assert.equal(image.attr('src'), undefined);
  assert.equal(image.attr('srcset'), undefined);
});

test('the designed marker, its table legend and its words in the description are left out of the index', () => {
  const page =
    '<html><head><meta name="description" content="Route the LmtClick action (name designed: confirm at onboarding)."></head>' +
    '<body><article><div class="theme-doc-markdown"><h1>LMT</h1><p>The LmtClick action <a data-designed-marker="" href="/m">' +
    '<span class="designed-label">Designed: confirm at onboarding</span></a> opens it.</p>' +
    '<p class="table-legend">† <a href="/m">Designed: confirm at onboarding</a>: a name the docs team designed.</p>' +
    '</div></article></body></html>';
  const $ = cheerio.load(prepareForIndex(page, options) ?? '');
  const text = $('[data-pagefind-body]').text();
  assert.doesNotMatch(text, /confirm at onboarding/i);
  assert.match(text, /Route the LmtClick action\./);
  assert.match(text, /The LmtClick action {2}opens it\./);
  assert.equal(withoutDesignedNote('The Error action Designed: confirm at onboarding; what'), 'The Error action; what');
});
