import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {assertRegistered, prismClientModule} from './index';

const themeClassicLib = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');

test('the installed theme-classic still has the client module the alias replaces', () => {
  assert.equal(prismClientModule(themeClassicLib), path.join(themeClassicLib, 'prism-include-languages'));
});

test('loading the plugin fails with a clear message when the aliased file has moved', () => {
  const emptyLib = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-classic-lib-'));
  try {
    assert.throws(
      () => prismClientModule(emptyLib),
      /prism-include-languages\.js does not exist\. plugins\/prism-on-demand replaces/,
    );
  } finally {
    fs.rmSync(emptyLib, {recursive: true, force: true});
  }
});

test('bundling fails when theme-classic no longer registers the module, and passes when it does', () => {
  const module = path.join(themeClassicLib, 'prism-include-languages');
  const registered = `export default [\n  require(${JSON.stringify(`${module}`)}),\n  require("/x/nprogress"),\n];\n`;
  assert.doesNotThrow(() => assertRegistered(registered, module));
  assert.doesNotThrow(() =>
    assertRegistered(registered.replace('prism-include-languages', 'prism-include-languages.js'), module),
  );
  assert.throws(
    () => assertRegistered('export default [\n  require("/x/nprogress"),\n];\n', module),
    /no longer registers/,
  );
});
