import assert from 'node:assert/strict';
import {test} from 'node:test';

import {pageTsx} from './check-mdx-props';

test('each element of an imported component becomes one line of TSX, with its attributes as written', async () => {
  const page = [
    "import Tabs from '@theme/Tabs';",
    "import {areaCards as cards} from '@site/src/data/siteAreas';",
    '',
    '# Title',
    '',
    '<Tabs groupId="platform" queryString>',
    '',
    'Text, and <Local /> which the page does not import.',
    '',
    '</Tabs>',
    '',
    '<Tabs values={cards.map((card) => card.label)} {...rest} />',
  ].join('\n');
  const generated = await pageTsx(page, 'docs/x.mdx');
  assert.ok(generated);
  assert.deepEqual(generated.tsx.split('\n').slice(1, 3), [
    "import Tabs from '@theme/Tabs';",
    "import {areaCards as cards} from '@site/src/data/siteAreas';",
  ]);
  assert.match(generated.tsx, /^export const element0 = <Tabs groupId=\{"platform"\} queryString><><\/><\/Tabs>;$/m);
  assert.match(
    generated.tsx,
    /^export const element1 = <Tabs values=\{cards\.map\(\(card\) => card\.label\)\} \{\.\.\.rest\} \/>;$/m,
  );
  assert.doesNotMatch(generated.tsx, /Local/);
  // Each generated line points back at the page's line.
  assert.deepEqual(
    [...generated.origins.values()],
    [
      {page: 'docs/x.mdx', line: 6},
      {page: 'docs/x.mdx', line: 12},
    ],
  );
});

test('a page without an imported component needs no file', async () => {
  assert.equal(await pageTsx('# Title\n\n<details>\n\nText\n\n</details>\n', 'docs/y.md'), undefined);
});
