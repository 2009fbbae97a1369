import assert from 'node:assert/strict';
import {test} from 'node:test';

import {admonitionsAsBlockquotes} from './twin-admonitions';

test('an admonition with a title becomes a blockquote headed by the title', () => {
  const twin = 'Before.\n\n:::info[UOF market ids]\nBet Insights relies on UOF ids.\n\nMap them.\n:::\n\nAfter.';
  assert.equal(
    admonitionsAsBlockquotes(twin),
    'Before.\n\n> **UOF market ids**\n>\n> Bet Insights relies on UOF ids.\n>\n> Map them.\n\nAfter.',
  );
});

test('an admonition without a title is headed by its kind, and code inside it stays code', () => {
  const twin = ':::warning\nDo not do this:\n\n```ts\nconst x = 1;\n:::\n```\n:::';
  assert.equal(
    admonitionsAsBlockquotes(twin),
    '> **Warning**\n>\n> Do not do this:\n>\n> ```ts\n> const x = 1;\n> :::\n> ```',
  );
});

test('an indented admonition, in a list, keeps its indent; code fences outside are untouched', () => {
  const twin = '- Step:\n\n  :::tip[Pin it]\n  Use the exact version.\n  :::\n\n```text\n:::note\n```';
  assert.equal(
    admonitionsAsBlockquotes(twin),
    '- Step:\n\n  > **Pin it**\n  >\n  > Use the exact version.\n\n```text\n:::note\n```',
  );
});

test('a longer fence holding a shorter one stays code to its own closing fence', () => {
  const twin = '````md\n```ts\n:::note\n````\n\n:::note\nOutside.\n:::';
  assert.equal(admonitionsAsBlockquotes(twin), '````md\n```ts\n:::note\n````\n\n> **Note**\n>\n> Outside.');
});
