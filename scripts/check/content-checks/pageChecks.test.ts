import assert from 'node:assert/strict';
import {test} from 'node:test';

import {findHandTypedFacts, handTypedPatterns, markdownProse} from './handTypedFacts';
import {frozenFacts} from './frozenFacts';
import {checkPage as checkLivePage} from './pageChecks';

// Frozen facts, not the live ones: a fact change in src/data/productFacts.ts must not fail these tests.
const checkPage = (route: string, html: string) => checkLivePage(route, html, frozenFacts);

/** A built doc page as Docusaurus renders it, with `body` as the article's content. */
function page(body: string): string {
  return `<!doctype html><html><body><nav>menu **not content**</nav><main><article>${body}</article></main></body></html>`;
}

const clean = page(`
  <h1>Authentication</h1>
  <p>Sportradar accepts a token for at most 16 hours after its <code>iat</code>.</p>
  <p>A channel closes 24 hours after creation; a channel id has at most 128 characters.</p>
  <pre><code>:::note this fence is inside code and fine
**bold** [x](y)</code></pre>
  <p>Flash Bet shows each card for 20 seconds by default.</p>`);

test('a clean page has no leaks and its fact statements all match the facts source', () => {
  const report = checkPage('/docs/integration/authentication', clean);
  assert.deepEqual(report.leaks, []);
  assert.equal(report.factStatements.length, 4);
  assert.ok(report.factStatements.every((statement) => statement.ok));
});

test('each kind of planted Markdown source in rendered prose is found', () => {
  const planted: Record<string, string> = {
    'admonition fence': ':::note Names given at onboarding',
    'code fence': '```kotlin',
    'Markdown link syntax': 'see [the guide](./guide.md)',
    'Markdown emphasis marker': 'this is **important** text',
    'MDX comment': '{/* a comment */}',
    'product-facts directive': 'valid for :fact[jwtMaxAge]',
    'HTML tag as text': 'write &lt;div class="x"&gt; here',
  };
  for (const [kind, text] of Object.entries(planted)) {
    const report = checkPage('/docs/x', page(`<p>${text}</p>`));
    assert.ok(
      report.leaks.some((leak) => leak.kind === kind),
      `${kind} not found in "${text}": ${JSON.stringify(report.leaks)}`,
    );
  }
});

test('a directive or Markdown in the meta description is a leak too', () => {
  const withDescription = (description: string): string =>
    `<!doctype html><html><head><meta name="description" content="${description}"></head><body><main><article><p>Text.</p></article></main></body></html>`;
  const badge = checkPage('/docs/api/interfaces/X', withDescription(':designed'));
  assert.deepEqual(
    badge.leaks.map((leak) => leak.kind),
    ['product-facts directive in the meta description'],
  );
  assert.deepEqual(checkPage('/docs/api/interfaces/X', withDescription('A selection the user can bet on.')).leaks, []);
});

test('a meta description that stops mid-sentence is reported with its end', () => {
  const withDescription = (description: string): string =>
    `<!doctype html><html><head><meta name="description" content="${description}"></head><body><main><article><p>Text.</p></article></main></body></html>`;
  assert.equal(
    checkPage('/docs/api/interfaces/X', withDescription('Before adding it to your betslip, check that the'))
      .cutDescription,
    'Before adding it to your betslip, check that the',
  );
  assert.equal(checkPage('/docs/api/interfaces/X', withDescription(':designed')).cutDescription, ':designed');
  assert.equal(
    checkPage('/docs/api/interfaces/X', withDescription('A selection the user can bet on.')).cutDescription,
    undefined,
  );
  assert.equal(
    checkPage('/docs/x', withDescription('Payload (designed: confirm at onboarding)')).cutDescription,
    undefined,
  );
});

test('a fact stated with another value fails; a sentence without the subject is not a statement', () => {
  const report = checkPage('/docs/x', page('<p>Tokens are accepted for 24 hours.</p><p>Lunch lasts 2 hours.</p>'));
  assert.equal(report.factStatements.length, 1);
  assert.equal(report.factStatements[0]?.ok, false);
  const ranges = checkPage('/docs/x', page('<p>Persistent channels keep messages for 1 to 30 days.</p>'));
  assert.equal(ranges.factStatements[0]?.ok, false);
});

test("a fact in a code sample's comment or string is checked too; type popups inside the code are not", () => {
  const sample = (message: string): string =>
    page(
      `<p>Sign tokens on your server.</p><pre><code><span>if (age > max) {</span>\n<span>  throw new Error("${message}");</span>\n` +
        '<span class="twoslash-popup-container">A token is accepted for 99 hours (a planted popup).</span>}</code></pre>',
    );
  const right = checkPage('/docs/x', sample('Token is older than the 16-hour maximum'));
  assert.deepEqual(right.factStatements, []);
  assert.deepEqual(
    right.codeFactStatements.map((statement) => [statement.stated, statement.ok]),
    [[[16], true]],
  );
  const wrong = checkPage('/docs/x', sample('Token is older than the 12-hour maximum'));
  assert.deepEqual(
    wrong.codeFactStatements.map((statement) => [statement.stated, statement.ok]),
    [[[12], false]],
  );
});

test('a guide showing a designed name needs the marker; the marker in the sentence before the code satisfies it', () => {
  const code = '<pre><code>case "CopyBet": addToBetslip(data);</code></pre>';
  assert.deepEqual(checkPage('/docs/web/x', page(code)).designedWithoutMarker, [
    'the "CopyBet" action (code block: "…case "CopyBet": addToBetslip(data);…")',
  ]);
  const marked = page(`<p>The copy action <a data-designed-marker="">Designed</a></p>${code}`);
  assert.deepEqual(checkPage('/docs/web/x', marked).designedWithoutMarker, []);
  assert.deepEqual(checkPage('/docs/api/interfaces/CopyBetActionInterface', page(code)).designedWithoutMarker, []);
});

test('a hand-typed fact in page prose is found; the same value in code or as a directive is not', () => {
  const source =
    'Tokens live 16 hours.\n\n```ts\nconst maxAge = "16 hours";\n```\n\nValid for :fact[jwtMaxAge], `16 h` in code.';
  const found = findHandTypedFacts(markdownProse(source), handTypedPatterns(frozenFacts));
  assert.deepEqual(found, [{line: 1, text: '16 hours', facts: ['jwtMaxAge']}]);
});
