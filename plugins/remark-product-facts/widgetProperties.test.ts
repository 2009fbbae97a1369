import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {webModules, type WidgetModule} from '../../src/data/siteAreas';
import {tableMarkdown} from './adapterTables';
import {liveWidgetSources, widgetProperties, widgetPropertyNames, widgetPropertyTable} from './widgetProperties';

const embed = fs.readFileSync(path.join(__dirname, '..', '..', 'virtual-stadium-api', 'src', 'embed.ts'), 'utf8');

/** embed.ts with `member` added at the end of VirtualStadiumProps. */
function withMember(member: string): string {
  const at = embed.indexOf('  enableLmt?: boolean;\n}');
  assert.ok(at > 0, 'enableLmt is no longer the last member of VirtualStadiumProps: update this test');
  return (
    embed.slice(0, at) + `  enableLmt?: boolean;\n${member}\n}` + embed.slice(at + '  enableLmt?: boolean;\n}'.length)
  );
}

const plantedModule: WidgetModule = {
  key: 'plantedStats',
  label: 'Planted Stats',
  docId: 'web/widgets/virtualStadium/modules/plantedStats',
  flag: 'enableLmt',
  summary: 'Planted.',
  flagEffect: 'Shows [Planted Stats]({page}) beside the chat.',
};

test('the property table has one row per property of the typings, in their order, onAction from ActionInterface last', () => {
  const table = widgetPropertyTable(liveWidgetSources());
  const names = table.rows.map((row) => row[0]?.find((piece) => piece.kind === 'code'));
  assert.deepEqual(
    names.map((piece) => (piece?.kind === 'code' ? piece.value : '?')),
    widgetProperties().map((property) => property.name),
  );
  const markdown = tableMarkdown(table).join('\n');
  assert.match(markdown, /^\| `jwt` \| `string` \| Required \| .*at most 16 hours after its `iat`/m);
  assert.match(markdown, /^\| `enableFlashBet` \| `boolean` \| Optional; default not published, so set it \|/m);
  assert.match(markdown, /^\| `enableLmt` :designed \| `boolean` \| Optional; `false` \| .*No adapter request\. \|$/m);
  assert.match(
    markdown,
    /^\| `onAction` \| \[`TriggerActionFunctionType`\]\(\/docs\/api\/type-aliases\/TriggerActionFunctionType\) \| Optional; none \|/m,
  );
  for (const module of webModules) assert.ok(markdown.includes(`(/docs/${module.docId})`), module.key);
});

test('a designed flag added to the typings and the registry gets its row, marked, with no page edit', () => {
  const properties = widgetProperties(
    withMember(
      '  /**\n   * Show planted stats.\n   *\n   * @defaultValue false\n   * @designed\n   */\n  enablePlantedStats?: boolean;',
    ),
  );
  const module = {...plantedModule, flag: 'enablePlantedStats'} as unknown as WidgetModule;
  const markdown = tableMarkdown(
    widgetPropertyTable({...liveWidgetSources(), properties, modules: [...webModules, module]}),
  ).join('\n');
  assert.match(
    markdown,
    /^\| `enablePlantedStats` :designed \| `boolean` \| Optional; `false` \| Shows \[Planted Stats\]\(\/docs\/web\/widgets\/virtualStadium\/modules\/plantedStats\) beside the chat\. No adapter request\. \|$/m,
  );
  assert.deepEqual(widgetPropertyNames(properties).designed.at(-1), 'enablePlantedStats');
  assert.ok(!widgetPropertyNames(properties).documented.includes('enablePlantedStats'));
});

test('a property that is neither a module flag nor in propertyNotes fails, naming both places', () => {
  const properties = widgetProperties(withMember('  /** Planted. */\n  plantedTheme?: string;'));
  assert.throws(
    () => widgetPropertyTable({...liveWidgetSources(), properties}),
    /plantedTheme is neither a module's flag \(webModules, src\/data\/siteAreas\.ts\) nor in propertyNotes/,
  );
});

test('the confirmed-names box splits the names by the @designed tag: every property once, jwt published, enableLmt designed', () => {
  const {documented, designed} = widgetPropertyNames();
  assert.deepEqual(
    [...documented, ...designed].sort(),
    widgetProperties()
      .map((property) => property.name)
      .sort(),
  );
  assert.deepEqual(
    designed,
    widgetProperties()
      .filter((property) => property.designed)
      .map((property) => property.name),
  );
  assert.ok(documented.includes('jwt') && documented.includes('onAction'));
  assert.ok(designed.includes('enableLmt'));
});
