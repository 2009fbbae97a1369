import assert from 'node:assert/strict';
import {test} from 'node:test';

import {markdownTwinPath} from './markdownTwin';

test('a doc path gains .md', () => {
  assert.equal(markdownTwinPath('/docs/sdk/intro'), '/docs/sdk/intro.md');
});

test('an index route drops its trailing slash', () => {
  assert.equal(markdownTwinPath('/docs/web/widgets/virtualStadium/'), '/docs/web/widgets/virtualStadium.md');
  assert.equal(markdownTwinPath('/docs/api/'), '/docs/api.md');
});

test('.html and /index.html forms map to the same twin', () => {
  assert.equal(markdownTwinPath('/docs/sdk/intro.html'), '/docs/sdk/intro.md');
  assert.equal(markdownTwinPath('/docs/web/widgets/virtualStadium/index.html'), '/docs/web/widgets/virtualStadium.md');
});

test('query strings and hashes are ignored', () => {
  assert.equal(markdownTwinPath('/docs/sdk/gettingStarted?platform=swift#log-in'), '/docs/sdk/gettingStarted.md');
});
