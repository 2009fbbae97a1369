import assert from 'node:assert/strict';
import {test} from 'node:test';

import {plainText} from './search';

test("an excerpt's HTML escapes become the page's characters, once", () => {
  assert.equal(
    plainText('GET https://&lt;YOUR_BACKEND&gt;/api, &quot;a&quot; &#39;b&#39; &amp;lt;'),
    'GET https://<YOUR_BACKEND>/api, "a" \'b\' &lt;',
  );
});
