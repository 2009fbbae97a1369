import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import sidebars from '../../sidebars';
import {designedWidgetProps} from 'virtual-stadium-api/internal/designed';

import {walk} from '../../build-tools/files';
import {docRoutes} from '../../build-tools/routes';
import {siteSpec} from '../../build-tools/siteSpec';
import {areas, docPath, sitePages, webModules} from './siteAreas';

const siteDir = path.resolve(__dirname, '../..');

/** Every doc id a sidebar (or part of one) reaches: plain ids, doc and ref items, category link docs. */
function docIds(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(docIds);
  if (typeof items !== 'object' || items === null) return [];
  const item = items as {type?: unknown; id?: unknown; items?: unknown; link?: {type?: unknown; id?: unknown}};
  const own = (item.type === 'doc' || item.type === 'ref') && typeof item.id === 'string' ? [item.id] : [];
  const link = item.link?.type === 'doc' && typeof item.link.id === 'string' ? [item.link.id] : [];
  return [...own, ...link, ...docIds(item.items)];
}

function docExists(docId: string): boolean {
  return ['.md', '.mdx'].some((extension) => fs.existsSync(path.join(siteDir, 'docs', `${docId}${extension}`)));
}

test('the areas are the spec\'s sidebars, with its keys, landing docs and labels (reference/site-spec.md, "Sidebars")', () => {
  const spec = siteSpec();
  assert.ok(spec.sidebars.length > 0, 'reference/site-spec.md lists the sidebars under "### Sidebars"');
  assert.deepEqual(
    areas.map((area) => ({key: area.key, landingDoc: area.landingDoc})),
    spec.sidebars,
    'src/data/siteAreas.ts areas and reference/site-spec.md "Sidebars" differ in key, landing doc or order',
  );
  assert.deepEqual(
    areas.map((area) => area.label).sort(),
    [...spec.sidebarLabels].sort(),
    'src/data/siteAreas.ts area labels and the labels reference/site-spec.md names differ',
  );
});

test("sidebars.ts has exactly the areas' sidebars, and each contains its landing doc", () => {
  assert.deepEqual(Object.keys(sidebars).sort(), areas.map((area) => area.key).sort());
  for (const area of areas) {
    assert.ok(docIds(sidebars[area.key]).includes(area.landingDoc), `${area.landingDoc} is in the ${area.key} sidebar`);
    assert.ok(docExists(area.landingDoc), `docs/${area.landingDoc}.md exists`);
  }
});

test('the Web Widget sidebar lists the modules in the order and under the labels of webModules', () => {
  const web = JSON.stringify(sidebars.web);
  const modules = docIds(sidebars.web).filter((id) => id.includes('/modules/'));
  assert.deepEqual(
    modules,
    webModules.map((module) => module.docId),
  );
  for (const module of webModules) {
    assert.ok(web.includes(JSON.stringify(module.label)), `the sidebar labels ${module.docId} "${module.label}"`);
    assert.ok(docExists(module.docId), `docs/${module.docId}.md exists`);
  }
});

test('every page under modules/ is a registered module, and every module has its page', () => {
  const folder = path.join(siteDir, 'docs/web/widgets/virtualStadium/modules');
  const pages = fs
    .readdirSync(folder)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => `web/widgets/virtualStadium/modules/${name.replace(/\.mdx?$/, '')}`)
    .sort();
  const registered: string[] = webModules.map((module) => module.docId).sort();
  const unregistered = pages.filter((page) => !registered.includes(page));
  assert.deepEqual(
    unregistered,
    [],
    `add these pages to webModules in src/data/siteAreas.ts: ${unregistered.join(', ')}`,
  );
  const withoutPage = registered.filter((docId) => !pages.includes(docId));
  assert.deepEqual(withoutPage, [], `these modules have no page under docs/: ${withoutPage.join(', ')}`);
});

test('a module flag is designed exactly when the API marks it designed', () => {
  const designedFlags = webModules
    .map((module) => module.flag)
    .filter((flag) => (designedWidgetProps as readonly string[]).includes(flag))
    .sort();
  assert.deepEqual(designedFlags, [...designedWidgetProps].sort(), 'every designed widget property is a module flag');
});

test('module labels are in Title Case, one spelling each', () => {
  for (const module of webModules) {
    for (const word of module.label.split(' ')) {
      assert.match(word, /^[A-Z]/, `"${word}" in "${module.label}" starts with a capital`);
    }
  }
  assert.equal(new Set(webModules.map((module) => module.label)).size, webModules.length);
  assert.equal(new Set(webModules.map((module) => module.key)).size, webModules.length);
});

test('the pages linked outside the areas exist', () => {
  for (const page of Object.values(sitePages)) assert.ok(docExists(page.docId), `docs/${page.docId}.md exists`);
});

test('docPath maps a doc id to its route', () => {
  assert.equal(docPath('integration/overview'), '/docs/integration/overview');
  assert.equal(docPath('web/widgets/virtualStadium/index'), '/docs/web/widgets/virtualStadium/');
  assert.equal(docPath('licensing'), '/docs/licensing');
});

test('the spec, and so the browser tests, has every page under docs/ (the API reference apart), and no route without a page', () => {
  const docsDir = path.join(siteDir, 'docs');
  // The generated API reference apart (docs/api is the only folder of that name), and docs/index.mdx, which is /docs.
  const pages = walk(docsDir, (name) => name === 'api')
    .filter((file) => /\.mdx?$/.test(file) && file !== path.join(docsDir, 'index.mdx'))
    .map((file) =>
      docPath(
        path
          .relative(docsDir, file)
          .replace(/\.mdx?$/, '')
          .split(path.sep)
          .join('/'),
      ),
    );
  const routes = new Set<string>(docRoutes);
  const missing = pages.filter((page) => !routes.has(page) && !routes.has(`${page}/`));
  assert.deepEqual(
    missing,
    [],
    `add these pages to the pages table of reference/site-spec.md (§2), which the routes come from: ${missing.join(', ')}`,
  );
  const known = new Set(pages.flatMap((page) => [page, `${page}/`]));
  const stale = [...routes].filter((route) => !known.has(route));
  assert.deepEqual(stale, [], `these routes of reference/site-spec.md have no page under docs/: ${stale.join(', ')}`);
});

test('every module flag is a widget property of the API', () => {
  // The type checker says the same, as "not assignable to type 'ModuleFlag'"; this names the file to change.
  const embed = fs.readFileSync(path.join(siteDir, 'virtual-stadium-api/src/embed.ts'), 'utf8');
  const missing = webModules
    .map((module) => module.flag)
    .filter((flag) => !new RegExp(`^\\s+${flag}\\?:`, 'm').test(embed));
  assert.deepEqual(
    missing,
    [],
    `add these flags to VirtualStadiumProps in virtual-stadium-api/src/embed.ts: ${missing.join(', ')}`,
  );
});
