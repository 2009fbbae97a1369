import assert from 'node:assert/strict';
import {test} from 'node:test';

import {docPath, sidebarDocIds} from './pack-mcp';

test("a sidebar's doc ids: strings, docs, refs and category links, in order", () => {
  const items = [
    'web/overview',
    {type: 'link', label: 'Embed configurator', href: '/web#configure-your-embed'},
    {
      type: 'category',
      label: 'Widget',
      link: {type: 'doc', id: 'web/widgets/virtualStadium/index'},
      items: [{type: 'doc', id: 'web/widgets/virtualStadium/modules/flashBet'}, 'web/widgets/adapter'],
    },
    {type: 'ref', id: 'mobileIntro', label: 'Which SDK should I use?'},
  ];
  assert.deepEqual(sidebarDocIds(items), [
    'web/overview',
    'web/widgets/virtualStadium/index',
    'web/widgets/virtualStadium/modules/flashBet',
    'web/widgets/adapter',
    'mobileIntro',
  ]);
});

test("a doc id's page path drops a final index", () => {
  assert.equal(docPath('web/widgets/virtualStadium/index'), '/docs/web/widgets/virtualStadium');
  assert.equal(docPath('api/index'), '/docs/api');
  assert.equal(docPath('integration/overview'), '/docs/integration/overview');
});
