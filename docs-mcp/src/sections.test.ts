// cspell:ignore onaction
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {headingText, pageSections, slug} from './sections';

test('a heading becomes the anchor the site gives it', () => {
  assert.equal(
    slug(headingText('Step 1: describe the channel with `ChannelConfig`')),
    'step-1-describe-the-channel-with-channelconfig',
  );
  assert.equal(
    slug(headingText('Actions your [`onAction`](/docs/api) callback receives')),
    'actions-your-onaction-callback-receives',
  );
  assert.equal(slug(headingText("What's **new** in v2.0?")), 'whats-new-in-v20');
});

test('sections nest, skip fenced code, number repeats and keep explicit ids', () => {
  const twin = [
    '# Title',
    '',
    'Intro.',
    '## First',
    'One.',
    '### Inner',
    '```md',
    '## Not a heading',
    '```',
    '## Second {#custom-id}',
    'Two é.',
    '## First',
    'Again.',
    '',
  ].join('\n');
  const sections = pageSections(twin);
  assert.deepEqual(
    sections.map(({id, title, level}) => [id, title, level]),
    [
      ['first', 'First', 2],
      ['inner', 'Inner', 3],
      ['custom-id', 'Second', 2],
      ['first-1', 'First', 2],
    ],
  );
  const [first, inner, second, again] = sections;
  assert.equal(twin.slice(first?.start, first?.end), '## First\nOne.\n### Inner\n```md\n## Not a heading\n```\n');
  assert.equal(twin.slice(inner?.start, inner?.end), '### Inner\n```md\n## Not a heading\n```\n');
  assert.equal(second?.size, Buffer.byteLength('## Second {#custom-id}\nTwo é.\n'));
  assert.equal(twin.slice(again?.start, again?.end), '## First\nAgain.\n');
});
