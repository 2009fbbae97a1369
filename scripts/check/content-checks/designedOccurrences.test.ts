import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {DesignedName} from '../../../src/data/designedNames';
import {designedOccurrences} from './designedOccurrences';
import {checkPage} from './pageChecks';

const names: readonly DesignedName[] = [{name: 'the "CopyBet" action', pattern: /["'`]CopyBet["'`]/}];
const marker = '<a data-designed-marker="" href="/markdown-page#confirmed-or-designed">Designed</a>';
const code =
  '<div class="theme-code-block"><div class="title">copy.ts</div><pre><code>case "CopyBet":</code></pre></div>';

function page(body: string): string {
  return `<!doctype html><html><body><main><article>${body}</article></main></body></html>`;
}

/** Whether each occurrence is marked, in page order of kind: code blocks first, then prose blocks. */
function marks(body: string): boolean[] {
  return designedOccurrences(page(body), names).map(({marked}) => marked);
}

test('a name in a paragraph needs the marker in that paragraph, not elsewhere on the page', () => {
  // Inline code is a name as written (`CopyBet`): Markdown's backticks do not reach the HTML, so the check restores them.
  assert.deepEqual(marks(`<p>Handle <code>CopyBet</code> in onAction.</p>`), [false]);
  assert.deepEqual(marks(`<p>Copy bets with the button.</p>`), []);
  // A name linked to its API reference page names the interface, which the reference marks.
  assert.deepEqual(marks(`<p>See <a href="/docs/api/interfaces/CopyBet"><code>CopyBet</code></a>.</p>`), []);
  assert.deepEqual(marks(`<p>Handle <code>"CopyBet"</code> ${marker}.</p>`), [true]);
  assert.deepEqual(marks(`<p>The copy action ${marker}.</p><p>Handle <code>"CopyBet"</code>.</p>`), [false]);
  assert.deepEqual(marks(`<p>Handle <code>"CopyBet"</code>.</p><h2>Later ${marker}</h2>`), [false]);
});

test('a name in a list item or table row needs the marker in that item or row', () => {
  assert.deepEqual(marks(`<ul><li><p>Handle <code>"CopyBet"</code>.</p><p>It is a proposal ${marker}.</p></li></ul>`), [
    true,
  ]);
  assert.deepEqual(marks(`<ul><li>Handle <code>"CopyBet"</code>.</li><li>Other ${marker}</li></ul>`), [false]);
  // A nested item's marker does not cover its parent item.
  assert.deepEqual(marks(`<ul><li>Handle <code>"CopyBet"</code>.<ul><li>Nested ${marker}</li></ul></li></ul>`), [
    false,
  ]);
  assert.deepEqual(marks(`<table><tr><td><code>"CopyBet"</code></td><td>Copies a ticket ${marker}</td></tr></table>`), [
    true,
  ]);
  assert.deepEqual(
    marks(
      `<table><tr><td><code>"CopyBet"</code></td><td>Copies a ticket</td></tr><tr><td>x ${marker}</td></tr></table>`,
    ),
    [false],
  );
});

test('a name in a code block needs the marker in its caption or in the sentence right before it', () => {
  assert.deepEqual(marks(`<p>The sample handles the copy action ${marker}.</p>${code}`), [true]);
  // The marker in the paragraph before the one right before the block does not count.
  assert.deepEqual(marks(`<p>Copy action ${marker}.</p><p>The sample below.</p>${code}`), [false]);
  // A marker after the block does not count either.
  assert.deepEqual(marks(`<p>The sample below.</p>${code}<p>Copy action ${marker}.</p>`), [false]);
  // A block that opens a tab panel (Docusaurus's markup): the sentence before the tab set, for every tab.
  const tabs = (before: string): string =>
    `${before}<div class="tabs-container"><ul role="tablist"><li role="tab">curl</li><li role="tab">TypeScript</li></ul>` +
    `<div class="margin-top--md"><div role="tabpanel">${code}</div><div role="tabpanel" hidden>${code}</div></div></div>`;
  assert.deepEqual(marks(tabs(`<p>Handle the copy action ${marker}:</p>`)), [true, true]);
  assert.deepEqual(marks(tabs(`<p>Copy action ${marker}.</p><p>Both tabs below.</p>`)), [false, false]);
  // Inside a panel, a sentence before the block in the same panel counts.
  assert.deepEqual(
    marks(`<div class="tabs-container"><div role="tabpanel"><p>The copy action ${marker}:</p>${code}</div></div>`),
    [true],
  );
  // The marker in the block's own caption.
  assert.deepEqual(
    marks(
      `<p>Below.</p><div class="theme-code-block"><div class="title">copy.ts ${marker}</div><pre>"CopyBet"</pre></div>`,
    ),
    [true],
  );
});

test('type popups in code are the API source, not the page: they are not occurrences', () => {
  const popup =
    '<pre><code>onAction<span class="twoslash-popup-container">type: "CopyBet" | "Error"</span></code></pre>';
  assert.deepEqual(marks(`<p>Plain sample.</p>${popup}`), []);
});

test('checkPage fails a page whose designed name has the marker elsewhere on the page but not in its own block', () => {
  const elsewhere = page(
    `<p>Some actions are designed ${marker}.</p><h2>Copying</h2><p>Handle <code>"CopyBet"</code> in onAction.</p>`,
  );
  const report = checkPage('/docs/web/widgets/virtualStadium/modules/copyBetButton', elsewhere);
  assert.equal(report.designedWithoutMarker.length, 1);
  assert.match(
    report.designedWithoutMarker[0] ?? '',
    /^the "CopyBet" action \(prose: .*Handle `"CopyBet"` in onAction/,
  );
  const own = page(`<p>Some actions are designed.</p><p>Handle <code>"CopyBet"</code> in onAction ${marker}.</p>`);
  assert.deepEqual(checkPage('/docs/web/widgets/virtualStadium/modules/copyBetButton', own).designedWithoutMarker, []);
  const codeElsewhere = page(`<p>Copying is designed ${marker}.</p><h2>Example</h2><p>The sample.</p>${code}`);
  assert.equal(checkPage('/docs/web/x', codeElsewhere).designedWithoutMarker.length, 1);
});

test('a built page: an unmarked "in seconds" for expirationDatetime in a table cell fails, marked in its row passes', () => {
  const row = (cell: string): string =>
    page(
      `<table><tr><th>Item</th><th>Value</th></tr><tr><td><code>expirationDatetime</code></td><td>${cell}</td></tr></table>`,
    );
  const report = checkPage('/docs/integration/channelCreation', row('Required in the API, in seconds, in the future'));
  assert.equal(report.designedWithoutMarker.length, 1);
  assert.match(report.designedWithoutMarker[0] ?? '', /^seconds as the unit of expirationDatetime \(prose: /);
  const marked = row(`Required in the API, in seconds ${marker}, in the future`);
  assert.deepEqual(checkPage('/docs/integration/channelCreation', marked).designedWithoutMarker, []);
});
