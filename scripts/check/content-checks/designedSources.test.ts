import assert from 'node:assert/strict';
import {test} from 'node:test';

import {designedNames} from '../../../src/data/designedNames';
import {blocksOfFile, describeUnmarked, occurrencesIn, type SourceOccurrence} from './designedSources';

const UNIT = 'seconds as the unit of expirationDatetime';

function occurrences(file: string, text: string): SourceOccurrence[] {
  return occurrencesIn(blocksOfFile(file, text), designedNames);
}

function unmarked(file: string, text: string): string[] {
  return occurrences(file, text)
    .filter(({marked}) => !marked)
    .map((occurrence) => describeUnmarked(file, occurrence));
}

const table = (cell: string): string =>
  ['## Limits and defaults', '', '| Item | Value |', '|---|---|', `| \`expirationDatetime\` | ${cell} |`, ''].join(
    '\n',
  );

test('a planted unmarked "in seconds" in a table cell fails; the marker in the same row passes', () => {
  const page = `---\ntitle: Channel creation\n---\n\nThe unit is designed :designed.\n\n${table('Required in the API, in seconds, in the future')}`;
  assert.deepEqual(unmarked('docs/integration/channelCreation.mdx', page), [
    `docs/integration/channelCreation.mdx:11: ${UNIT} without the designed marker in its own table row: "…| \`expirationDatetime\` | Required in the API, in seconds, in the future |…"`,
  ]);
  assert.deepEqual(unmarked('x.md', table('Required in the API, in seconds :designed, in the future')), []);
  // The marker in another row of the table, or in the paragraph above it, does not count.
  const otherRow = `${table('Required, in seconds')}| Retention | 1 day :designed |\n`;
  assert.equal(unmarked('x.md', otherRow).length, 1);
  // Seconds said of something else (a JWT's exp, a message's retention) are published, not this designed unit.
  assert.deepEqual(
    occurrences('x.md', '| `exp` | Expiry in seconds since the epoch |\n| `retentionTime` | seconds |'),
    [],
  );
});

test('prose and list items need the marker in their own block; marker as inline code is no marker', () => {
  assert.equal(unmarked('x.md', 'Send `expirationDatetime` in whole seconds.').length, 1);
  assert.deepEqual(unmarked('x.md', 'Send `expirationDatetime` in whole seconds :designed.'), []);
  assert.equal(unmarked('x.md', 'Send `expirationDatetime` in whole seconds, see `:designed`.').length, 1);
  const list = '- **API:** `expirationDatetime` is required,\n  in seconds.\n- Another item :designed\n';
  assert.deepEqual(
    occurrences('x.md', list).map(({kind, line, marked}) => [kind, line, marked]),
    [['list item', 1, false]],
  );
  // A name linked to its API reference page names the interface there, as on the built pages.
  assert.deepEqual(occurrences('x.md', 'See [`CopyBet`](/docs/api/interfaces/CopyBet).'), []);
  assert.equal(unmarked('x.md', 'Handle `"CopyBet"` in onAction.').length, 1);
});

test('a code block written in the page needs the marker before it or a comment in it', () => {
  const block = '```bash\nEXPIRES=$(( $(date +%s) + 60 )) # in whole seconds\n```';
  assert.equal(unmarked('x.md', `The request:\n\n${block}`).length, 1);
  assert.deepEqual(unmarked('x.md', `The request, in the docs' unit :designed:\n\n${block}`), []);
  // A block that shows an examples/ file is checked as that file's comments.
  assert.deepEqual(occurrences('x.md', 'Text.\n\n```ts file=examples/web/src/channels/expiry.ts\n```'), []);
});

test("the typings' doc comments: the marker or @designed in the comment, or a designed declaration around it", () => {
  const api = (comment: string): string =>
    `${comment}\nexport interface ChannelBody {\n  expirationDatetime: number;\n}\n`;
  const file = 'virtual-stadium-api/src/index.ts';
  assert.equal(unmarked(file, api('/** `expirationDatetime` is a Unix timestamp in seconds. */')).length, 1);
  assert.deepEqual(unmarked(file, api('/** `expirationDatetime` is a Unix timestamp in seconds :designed. */')), []);
  const member = [
    '/**',
    ' * A designed action.',
    ' *',
    ' * @designed',
    ' */',
    'export interface CopyBetActionInterface {',
    '  /** Always `CopyBet`. */',
    "  type: 'CopyBet';",
    '}',
  ].join('\n');
  assert.deepEqual(unmarked(file, member), []);
  assert.equal(unmarked(file, member.replace(' * @designed\n', '')).length, 1);
});

test('comments in code: the marker words in the run of comment lines or on the line above', () => {
  const file = 'examples/web/bin/create-channel.sh';
  assert.equal(unmarked(file, 'EXPIRES=$(( $(date +%s) + 60 )) # now + 1 minute, in whole seconds\n').length, 1);
  assert.deepEqual(
    unmarked(file, 'EXPIRES=$(( $(date +%s) + 60 )) # in whole seconds (designed: confirm at onboarding)\n'),
    [],
  );
  // The configurator writes its comments inside string literals.
  const generator =
    "const lines = [\n  '    // Copy Bet: the \"CopyBet\" action carries a BetSlip.',\n  '    break;',\n];";
  assert.equal(unmarked('src/utils/embedConfigurator.ts', generator).length, 1);
  assert.deepEqual(
    unmarked(
      'src/utils/embedConfigurator.ts',
      generator.replace('a BetSlip.', 'a BetSlip (designed: confirm at onboarding).'),
    ),
    [],
  );
});
