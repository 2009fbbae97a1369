import assert from 'node:assert/strict';
import {test} from 'node:test';

import {rewriteTwinLinks, samePageAnchorsToTwin, type DocPage} from './twin-links';

const pages: DocPage[] = [
  {source: 'docs/index.mdx', permalink: '/docs/'},
  {source: 'docs/integration/overview.md', permalink: '/docs/integration/overview'},
  {source: 'docs/integration/channelCreation.mdx', permalink: '/docs/integration/channelCreation'},
  {source: 'docs/web/widgets/virtualStadium/index.md', permalink: '/docs/web/widgets/virtualStadium/'},
  {source: 'docs/web/widgets/virtualStadium/modules/lmt.md', permalink: '/docs/web/widgets/virtualStadium/modules/lmt'},
  {source: 'docs/api/index.md', permalink: '/docs/api/'},
  {source: 'docs/api/interfaces/Bet.md', permalink: '/docs/api/interfaces/Bet'},
];

test('a relative link is resolved against the source, not the twin, and points at the target twin', () => {
  const cases: readonly (readonly [source: string, markdown: string, expected: string])[] = [
    // docs/index.mdx's twin is /docs.md: read from there, ./integration/overview.md would be /integration/overview.md.
    [
      'docs/index.mdx',
      'Read the [overview](./integration/overview.md).',
      'Read the [overview](/docs/integration/overview.md).',
    ],
    // An index page's twin is its folder's name + .md, and .mdx sources have .md twins; anchors and titles are kept.
    [
      'docs/web/widgets/virtualStadium/modules/lmt.md',
      '[hub](../index.md#central-hub)',
      '[hub](/docs/web/widgets/virtualStadium.md#central-hub)',
    ],
    [
      'docs/integration/overview.md',
      '[types](./channelCreation.mdx#event-types "Event types")',
      '[types](/docs/integration/channelCreation.md#event-types "Event types")',
    ],
    ['docs/api/index.md', '[Bet](interfaces/Bet.md)', '[Bet](/docs/api/interfaces/Bet.md)'],
  ];
  for (const [source, markdown, expected] of cases) assert.equal(rewriteTwinLinks(markdown, source, pages), expected);
});

test('root-relative links to doc pages point at their twins; other links and code stay as written', () => {
  const markdown = [
    'See [the reference](/docs/api/) and [the widget](/docs/web/widgets/virtualStadium/#container-sizing).',
    '[Configurator](/web), [site](https://example.com/x.md), [here](#limits), ![map](/img/a.svg).',
    '[typings](pathname:///virtual-stadium-api.tgz)',
    '```md',
    '[not a link to rewrite](./nowhere.md)',
    '```',
  ].join('\n');
  assert.equal(
    rewriteTwinLinks(markdown, 'docs/integration/overview.md', pages),
    [
      'See [the reference](/docs/api.md) and [the widget](/docs/web/widgets/virtualStadium.md#container-sizing).',
      '[Configurator](/web), [site](https://example.com/x.md), [here](#limits), ![map](/img/a.svg).',
      '[typings](/virtual-stadium-api.tgz)',
      '```md',
      '[not a link to rewrite](./nowhere.md)',
      '```',
    ].join('\n'),
  );
});

test('a relative link that names no doc page stops the step, naming the page and the link', () => {
  assert.throws(
    () => rewriteTwinLinks('[gone](./removed.md)', 'docs/integration/overview.md', pages),
    /docs\/integration\/overview\.md: the link \.\/removed\.md names no doc page/,
  );
});

test("in llms-full.txt, where all pages share one file, an anchor on the same page points at that page's twin", () => {
  const markdown = [
    'See [Limits](#limits "Limits") and [hub](/docs/web/widgets/virtualStadium.md#central-hub).',
    '```md',
    '[code](#x)',
    '```',
  ].join('\n');
  assert.equal(
    samePageAnchorsToTwin(markdown, '/docs/web/widgets/virtualStadium/modules/lmt.md'),
    [
      'See [Limits](/docs/web/widgets/virtualStadium/modules/lmt.md#limits "Limits") and [hub](/docs/web/widgets/virtualStadium.md#central-hub).',
      '```md',
      '[code](#x)',
      '```',
    ].join('\n'),
  );
});
