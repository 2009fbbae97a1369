import assert from 'node:assert/strict';
import {test} from 'node:test';

import {areaCards} from '../../src/data/siteAreas';
import {insertStandIns} from './twin-stand-ins';

test('a component gets its stand-in after the prose line that preceded it in the source', () => {
  const source = [
    "import AreaCards from '@site/src/components/AreaCards';",
    '',
    '## Documentation areas',
    '',
    'Pick the area that matches your work.',
    '',
    '<AreaCards areas={areaCards} />',
    '',
    '## Next',
  ].join('\n');
  // What docusaurus-plugin-llms leaves: the import and the component gone.
  const twin = '# Documentation\n\n## Documentation areas\n\nPick the area that matches your work.\n\n## Next';
  const result = insertStandIns(twin, source, 'docs/index.mdx', '/docs/');
  const list = areaCards.map((card) => `- [${card.title}](`);
  assert.equal(list.length, 6);
  for (const item of list) assert.ok(result.includes(item), item);
  assert.ok(result.indexOf('Pick the area') < result.indexOf(list[0] ?? '-'));
  assert.ok(result.indexOf(list[5] ?? '-') < result.indexOf('## Next'));
});

test('the token checker stand-in links to the HTML page, where the checker runs', () => {
  const source = 'Paste a token to check it.\n\n<TokenChecker />\n';
  assert.equal(
    insertStandIns(
      'Paste a token to check it.\n',
      source,
      'docs/integration/authentication.md',
      '/docs/integration/authentication',
    ),
    'Paste a token to check it.\n\nThe checker is interactive: it runs on [the web version of this page](/docs/integration/authentication), in a browser.\n',
  );
});

test('Tabs, code samples and components without a stand-in', () => {
  // Docusaurus tabs are the plugin's business, and a component shown inside a code sample is code.
  const tabs =
    'Text.\n\n<Tabs groupId="x">\n<TabItem value="a">\n\nA\n\n</TabItem>\n</Tabs>\n\n```mdx\n<Widget />\n```';
  assert.equal(insertStandIns('Text.\n\nA', tabs, 'docs/a.mdx', '/docs/a'), 'Text.\n\nA');
  // A new component with no Markdown form stops the build instead of vanishing from the twin.
  assert.throws(
    () => insertStandIns('Text.', 'Text.\n\n<PriceChart />', 'docs/b.mdx', '/docs/b'),
    /docs\/b\.mdx: <PriceChart> has no Markdown stand-in/,
  );
});
