import assert from 'node:assert/strict';
import {test} from 'node:test';

import {callsSirWithoutEmbedImport} from './check-doc-samples';

const addWidget = "SIR('addWidget', '#sr-vs-widget', 'virtualStadium', props);";

test('a TypeScript sample that calls SIR must import from virtual-stadium-api/embed, which declares it', () => {
  assert.equal(callsSirWithoutEmbedImport({extension: '.ts', code: addWidget}), true);
  assert.equal(
    callsSirWithoutEmbedImport({
      extension: '.ts',
      code: `import type { TriggerActionFunctionType } from "virtual-stadium-api";\n${addWidget}`,
    }),
    true,
  );
  assert.equal(
    callsSirWithoutEmbedImport({
      extension: '.tsx',
      code: `import type { VirtualStadiumProps } from "virtual-stadium-api/embed";\n${addWidget}`,
    }),
    false,
  );
  assert.equal(
    callsSirWithoutEmbedImport({
      extension: '.ts',
      code: `import type {\n  AdapterOnRequest,\n  VirtualStadiumProps,\n} from 'virtual-stadium-api/embed';\n${addWidget}`,
    }),
    false,
  );
});

test('JavaScript samples and samples that do not call SIR are left alone', () => {
  assert.equal(callsSirWithoutEmbedImport({extension: '.js', code: addWidget}), false);
  assert.equal(callsSirWithoutEmbedImport({extension: '.ts', code: 'const SIRENS = 2;'}), false);
});
