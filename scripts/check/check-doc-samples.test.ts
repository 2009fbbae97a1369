import assert from 'node:assert/strict';
import {test} from 'node:test';

import {callsSirWithoutEmbedImport, extractApiExamples, typeCheckSamples} from './check-doc-samples';

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

test('an @example of the API source is checked as a reader pastes it: without its import it fails', () => {
  const example = (importLine: string): string =>
    ['/**', ' * @example', ' * ```ts', importLine, ' * const event: Event = { id: "evt-4711" };', ' * ```', ' */'].join(
      '\n',
    );
  const check = (source: string) =>
    typeCheckSamples(process.cwd(), extractApiExamples(source, 'virtual-stadium-api/src/example.ts'));

  const withImport = check(example(' * import type { Event } from "virtual-stadium-api";'));
  assert.deepEqual(withImport.errors, []);

  // Without the import, `Event` is the DOM's Event type, which has no `id` to set.
  const withoutImport = check(example(' *'));
  assert.equal(withoutImport.errors.length, 1);
  assert.match(withoutImport.errors[0]?.text ?? '', /'id' does not exist in type 'Event'/);
});
