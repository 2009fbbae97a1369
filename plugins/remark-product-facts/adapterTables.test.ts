import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {designedRequestNames} from 'virtual-stadium-api/internal/designed';
import {docPath, webModules, type WidgetModule} from '../../src/data/siteAreas';
import {
  adapterRequestTable,
  adapterRequestTypes,
  liveTableSources,
  moduleRequestTable,
  tableMarkdown,
  tableMdast,
  type MdastNode,
  type Table,
  type TableSources,
} from './adapterTables';
import {resolveDirectivesInText} from './directives';
import remarkProductFacts from './index';

const plainCell = (table: Table, row: number, column: number): string =>
  (table.rows[row]?.[column] ?? [])
    .map((piece) =>
      piece.kind === 'designed'
        ? ':designed'
        : piece.kind === 'link'
          ? piece.text
          : piece.kind === 'code'
            ? `\`${piece.value}\``
            : piece.value,
    )
    .join('');

/** The live sources with a planted module, and its request in the API when it has one. */
function planted(module: WidgetModule, designed: boolean): TableSources {
  const live = liveTableSources();
  const request = module.request;
  if (request === undefined) return {...live, modules: [...live.modules, module]};
  const typeLinks = new Map(live.typeLinks);
  typeLinks.set('PlantedRequestArgs', '/docs/api/interfaces/PlantedRequestArgs');
  typeLinks.set('PlantedResponse', '/docs/api/interfaces/PlantedResponse');
  return {
    modules: [...live.modules, module],
    requests: [
      ...live.requests,
      {name: request, args: 'PlantedRequestArgs', response: 'PlantedResponse', deprecated: false},
    ],
    designedRequests: designed ? [...live.designedRequests, request] : live.designedRequests,
    typeLinks,
  };
}

/** A planted module, named so that it cannot collide with a module a maintainer adds to the registry. */
const plantedModule: WidgetModule = {
  key: 'plantedModule',
  label: 'Planted Module',
  docId: 'web/widgets/virtualStadium/modules/plantedModule',
  flag: 'enableLmt',
  summary: 'Planted.',
  flagEffect: 'Shows the [Planted Module]({page}).',
};

/** The planted module sending `plantedRequest`, a name the API does not list. */
const withPlantedRequest = (): WidgetModule => {
  const request: string = 'plantedRequest';
  return {...plantedModule, request} as WidgetModule;
};

test('the module table has one row per module of the registry, in its order, each linking its page', () => {
  const table = moduleRequestTable();
  assert.equal(table.rows.length, webModules.length);
  webModules.forEach((module: WidgetModule, index) => {
    assert.match(plainCell(table, index, 0), new RegExp(`^${module.label}`));
    const request = plainCell(table, index, 1);
    if (module.request === undefined) assert.equal(request, 'None published');
    else assert.ok(request.startsWith(`\`${module.request}\``), request);
    assert.deepEqual(table.rows[index]?.[2], [{kind: 'link', text: module.label, url: docPath(module.docId)}]);
  });
});

test('the request table has one row per request of the API, each with its modules and linked types', () => {
  const requests = adapterRequestTypes();
  const embed = fs.readFileSync(path.join(__dirname, '../../virtual-stadium-api/src/embed.ts'), 'utf8');
  const mapBody = /export interface AdapterRequestMap \{([\s\S]*?)\n\}/.exec(embed)?.[1] ?? '';
  const declared = [...mapBody.matchAll(/^ {2}'?([\w.]+)'?: \{args:/gm)].map((match) => match[1] ?? '');
  assert.deepEqual(
    requests.map((request) => request.name),
    declared,
  );
  const table = adapterRequestTable();
  assert.deepEqual(
    table.rows.map((_row, index) => plainCell(table, index, 0).replace(' :designed', '')),
    declared.map((name) => `\`${name}\``),
  );
  for (const module of webModules as readonly WidgetModule[]) {
    const request = module.request;
    if (request === undefined) continue;
    const row = table.rows.findIndex((_row, index) => plainCell(table, index, 0).startsWith(`\`${request}\``));
    assert.match(plainCell(table, row, 1), new RegExp(`^${module.label}`));
  }
  // The page's wording the registry and the API cannot give, kept beside the directive.
  assert.equal(
    plainCell(table, 2, 1) + ' | ' + plainCell(table, 2, 3),
    'Flash Bet (deprecated name) | None: return `undefined`',
  );
});

test('a planted module with a designed request appears in both tables, its request marked designed', () => {
  const sources = planted(withPlantedRequest(), true);
  const modules = moduleRequestTable(sources);
  assert.equal(plainCell(modules, webModules.length, 0), 'Planted Module');
  assert.equal(plainCell(modules, webModules.length, 1), '`plantedRequest` :designed');
  const requests = adapterRequestTable(sources);
  const last = requests.rows.length - 1;
  assert.equal(
    [0, 1, 2, 3].map((column) => plainCell(requests, last, column)).join(' | '),
    '`plantedRequest` :designed | Planted Module | `PlantedRequestArgs` | `PlantedResponse`',
  );
  // The marker is the badge on the HTML page and the plain-text label in the twins.
  const mdast = JSON.stringify(tableMdast(requests).children?.at(-1));
  assert.match(mdast, /"name":"DesignedBadge"/);
  assert.match(
    tableMarkdown(requests).at(-1) ?? '',
    /^\| `plantedRequest` :designed \| Planted Module \| \[`PlantedRequestArgs`\]\(\/docs\/api\/interfaces\/PlantedRequestArgs\) \|/,
  );
});

test('a planted module without a request appears as "None published", and adds no request row', () => {
  const sources = planted(plantedModule, false);
  const modules = moduleRequestTable(sources);
  assert.equal(plainCell(modules, webModules.length, 1), 'None published');
  assert.equal(adapterRequestTable(sources).rows.length, adapterRequestTable().rows.length);
});

test('the designed request name carries the marker in both tables, a published one does not', () => {
  assert.ok(designedRequestNames.length > 0);
  const requests = adapterRequestTable();
  for (const [index] of requests.rows.entries()) {
    const name = /`([^`]+)`/.exec(plainCell(requests, index, 0))?.[1] ?? '';
    assert.equal(
      plainCell(requests, index, 0).endsWith(':designed'),
      (designedRequestNames as readonly string[]).includes(name),
      name,
    );
  }
  const modules = moduleRequestTable();
  webModules.forEach((module: WidgetModule, index) => {
    const designed =
      module.request !== undefined && (designedRequestNames as readonly string[]).includes(module.request);
    assert.equal(plainCell(modules, index, 1).includes(':designed'), designed, module.label);
  });
});

test('a place left out is named: a request no module sends, a module request the API lacks', () => {
  const live = liveTableSources();
  assert.throws(
    () => adapterRequestTable({...live, modules: live.modules.filter((module) => module.request !== 'outcomes')}),
    /no module sends "outcomes"; give its module request: 'outcomes' in webModules \(src\/data\/siteAreas\.ts\)/,
  );
  assert.throws(
    () => moduleRequestTable({...live, modules: [...live.modules, withPlantedRequest()]}),
    /sends "plantedRequest", which AdapterRequestMap in virtual-stadium-api\/src\/embed\.ts does not list/,
  );
  assert.throws(
    () => adapterRequestTable({...live, typeLinks: new Map()}),
    /uses OutcomesRequest, which the API reference does not list \(virtual-stadium-api\/src\/internal\/reference-names\.ts\)/,
  );
});

test('the request map is read from the API source: a planted request appears, a deprecated one needs a note', () => {
  const source = [
    'export interface AdapterRequestMap {',
    '  outcomes: {args: OutcomesRequest; response: OutcomesResponse};',
    '  /** @designed */',
    '  plantedRequest: {args: PlantedRequestArgs; response: PlantedResponse};',
    '  /** @deprecated use outcomes */',
    "  'old.outcomes': {args: OutcomesRequest; response: OutcomesResponse};",
    '}',
  ].join('\n');
  const requests = adapterRequestTypes(source);
  assert.deepEqual(
    requests.map((request) => [request.name, request.args, request.response, request.deprecated]),
    [
      ['outcomes', 'OutcomesRequest', 'OutcomesResponse', false],
      ['plantedRequest', 'PlantedRequestArgs', 'PlantedResponse', false],
      ['old.outcomes', 'OutcomesRequest', 'OutcomesResponse', true],
    ],
  );
  assert.throws(
    () => adapterRequestTable({...liveTableSources(), requests: requests.filter((r) => r.deprecated)}),
    /"old\.outcomes" is deprecated; name the request it replaces/,
  );
  assert.throws(
    () => adapterRequestTypes('export interface AdapterRequestMap {\n  x: {args: Array<string>; response: R};\n}'),
    /"x"\.args must name one exported interface or type alias/,
  );
});

test('in the twins the directives become Markdown tables with the marker as text; in code they stay', () => {
  const resolved = resolveDirectivesInText('Intro\n\n::adapter-request-table\n\n```md\n::module-request-table\n```');
  assert.match(
    resolved,
    /^\| `betHistory` \(designed: confirm at onboarding\) \| Bet Share, with a custom adapter \|/m,
  );
  assert.match(resolved, /^\|---\|---\|---\|---\|$/m);
  assert.match(resolved, /```md\n::module-request-table\n```/);
  assert.match(
    resolveDirectivesInText('::module-request-table'),
    /^\| Live Match Tracker \| None published \| \[Live Match Tracker\]\(\/docs\/web\/widgets\/virtualStadium\/modules\/lmt\) \|$/m,
  );
});

test('on the HTML page the leaf directive becomes a GFM table with the designed badge', () => {
  const tree: MdastNode = {
    type: 'root',
    children: [{type: 'leafDirective', name: 'adapter-request-table', children: []}],
  };
  remarkProductFacts()(tree, {path: 'adapter.md'});
  const table = tree.children?.[0];
  assert.equal(table?.type, 'table');
  assert.equal(table?.children?.length, adapterRequestTypes().length + 1);
  assert.match(
    JSON.stringify(table),
    /"value":"betHistory"\},\{"type":"text","value":" "\},\{"type":"mdxJsxTextElement","name":"DesignedBadge"/,
  );
});
