import assert from 'node:assert/strict';
import {test} from 'node:test';

import {
  referenceFunctions,
  referenceInterfaces,
  referenceTypeAliases,
} from 'virtual-stadium-api/internal/reference-names';

import {allRoutes, docRoutes} from './routes';
import {expandPaths, parseSiteSpec, siteSpec} from './siteSpec';

const names = 'virtual-stadium-api/src/internal/reference-names.ts';

/** Both ways: what one list has and the other lacks, named with the file to change. */
function sameNames(kind: string, written: readonly string[], spec: readonly string[]): void {
  const notInSpec = written.filter((name) => !spec.includes(name));
  const notWritten = spec.filter((name) => !written.includes(name));
  assert.deepEqual(
    notWritten,
    [],
    `reference/site-spec.md lists ${kind} that ${names} lacks: ${notWritten.join(', ')}`,
  );
  assert.deepEqual(
    notInSpec,
    [],
    `${names} has ${kind} that reference/site-spec.md does not list: ${notInSpec.join(', ')}`,
  );
}

test('a cell of the pages table expands to full paths', () => {
  assert.deepEqual(expandPaths('moderationUi/analytics, dashboard, views/analytics, views/logs'), [
    'moderationUi/analytics',
    'moderationUi/dashboard',
    'moderationUi/views/analytics',
    'moderationUi/views/logs',
  ]);
  assert.deepEqual(expandPaths('web/a/ (index), web/a/b/icons, stylings, and web/a/modules/x, y'), [
    'web/a/',
    'web/a/b/icons',
    'web/a/b/stylings',
    'web/a/modules/x',
    'web/a/modules/y',
  ]);
  assert.deepEqual(expandPaths('licensing, mobileIntro'), ['licensing', 'mobileIntro']);
});

test('the spec parses into non-empty lists (a changed layout of the spec fails here, not silently)', () => {
  const spec = siteSpec();
  assert.deepEqual(spec.topLevelRoutes, ['/', '/markdown-page', '/web', '/docs']);
  assert.ok(spec.docPaths.length >= 40, `${String(spec.docPaths.length)} doc pages read from the spec`);
  assert.ok(spec.apiInterfaces.length >= 40, `${String(spec.apiInterfaces.length)} interfaces read from the spec`);
  assert.ok(spec.apiTypeAliases.length > 0 && spec.apiFunctions.length > 0);
  assert.equal(new Set(docRoutes).size, docRoutes.length, 'no route twice');
  assert.ok(allRoutes.includes('/docs/api/functions/onAction'));
  assert.throws(() => parseSiteSpec('# Spec\n'), /no "### Top-level routes" section/);
});

test("the API's reference names are the spec's, both ways", () => {
  const spec = siteSpec();
  sameNames('interfaces', referenceInterfaces, spec.apiInterfaces);
  sameNames('type aliases', referenceTypeAliases, spec.apiTypeAliases);
  sameNames('functions', referenceFunctions, spec.apiFunctions);
});

test('a name missing on either side is named with the file to change', () => {
  assert.throws(
    () => sameNames('interfaces', ['Bet', 'MatchStats'], ['Bet', 'Odds']),
    /reference\/site-spec\.md lists interfaces that .*reference-names\.ts lacks: Odds/,
  );
  assert.throws(
    () => sameNames('interfaces', ['Bet', 'MatchStats'], ['Bet']),
    /reference-names\.ts has interfaces that reference\/site-spec\.md does not list: MatchStats/,
  );
});
