/**
 * What the product-facts directives stand for, shared by the remark plugin (rendered pages), the Markdown-twin
 * step (build/**\/*.md, llms-full.txt) and the API typings build, so that every output says the same.
 *
 *   :fact[jwtMaxAge]               -> 16 hours        :fact[jwtMaxAge]{form=number} -> 16
 *   :facts[moderationRoles]        -> Supervisor, Moderator and Guest
 *   :facts[jwtUserTypes]{code}     -> `Normal`, `vip` and `MODERATOR` (inline code)
 *   :facts[loaderOrigin]{code}     -> the loader's origin as inline code (loaderHost, loaderUrl alike); in a code
 *                                     block, `{{fact:loaderOrigin}}` (build-tools/factPlaceholders.ts)
 *   :facts[modulesWithRequests]    -> Flash Bet, Bet Insights and Bet Share (from the module registry)
 *   :facts[modules]{links}         -> every module, each a link to its page (module lists only)
 *   :designed                      -> the "designed: confirm at onboarding" marker
 *   ::loader-snippet{title="x"}    -> the loader snippet as an html code block (a line of its own)
 *   ::module-request-table         -> the adapter page's module table, from the registry (./adapterTables.ts)
 *   ::adapter-request-table        -> the adapter page's request table, from the API's AdapterRequestMap
 *   ::widget-property-table        -> the widget page's property table, from VirtualStadiumProps (./widgetProperties.ts)
 *   :facts[widgetFlagsDesigned]{code} -> the widget flags the docs designed; widgetPropsDocumented, the published names
 */
import {
  channelEventTypes,
  featuresNeedingSportradarId,
  formatFact,
  jwtEnvValues,
  jwtRequiredClaims,
  jwtUserTypes,
  jwtVirtualStadiumClaims,
  loaderSnippet,
  moderationRoles,
  productFacts,
  textFacts,
  type ProductFactKey,
} from '../../src/data/productFacts';
import {fillFactPlaceholders} from '../../build-tools/factPlaceholders';
import {directiveTable, tableMarkdown} from './adapterTables';
import {widgetPropertyNames} from './widgetProperties';
import {designedHref, designedLabel} from '../../src/data/designedMarker';
import {designedRequestNames} from 'virtual-stadium-api/internal/designed';
import {
  docPath,
  moduleLabels,
  modulesWithoutRequests,
  modulesWithRequests,
  webModules,
  type WidgetModule,
} from '../../src/data/siteAreas';

/** Each text fact as a list of one, for `:facts[key]{code}` (in a code block, `{{fact:key}}`). */
function listsOfOne<Key extends string>(facts: Readonly<Record<Key, string>>): Record<Key, readonly string[]> {
  const lists = {} as Record<Key, readonly string[]>;
  for (const key of Object.keys(facts) as Key[]) lists[key] = [facts[key]];
  return lists;
}

/** The widget's property names, read once from the typings. */
const widgetNames = widgetPropertyNames();

export const factLists = {
  channelEventTypes,
  featuresNeedingSportradarId,
  jwtEnvValues,
  jwtRequiredClaims,
  jwtUserTypes,
  jwtVirtualStadiumClaims,
  moderationRoles,
  // The text facts (the loader's address), one item each: `:facts[loaderOrigin]{code}` in prose.
  ...listsOfOne(textFacts),
  // The web widget's modules from the one registry (src/data/siteAreas.ts), by whether they send adapter requests.
  modules: moduleLabels,
  modulesWithRequests,
  modulesWithoutRequests,
  // By whether the module's request name is published or designed (virtual-stadium-api's designed.ts): "the
  // published ones" must not name a module whose request the docs designed.
  modulesWithPublishedRequests: webModules
    .filter(
      (module: WidgetModule) =>
        module.request !== undefined && !(designedRequestNames as readonly string[]).includes(module.request),
    )
    .map((module) => module.label),
  modulesWithDesignedRequests: webModules
    .filter(
      (module: WidgetModule) =>
        module.request !== undefined && (designedRequestNames as readonly string[]).includes(module.request),
    )
    .map((module) => module.label),
  // The widget's property names from the typings (./widgetProperties.ts): published, and the flags the docs designed.
  widgetPropsDocumented: widgetNames.documented,
  widgetFlagsDesigned: widgetNames.designed,
} as const satisfies Record<string, readonly string[]>;

/** The page of a list item, for `{links}`: only module labels have one. Throws for any other item. */
export function factListLink(name: string, item: string): string {
  const module = webModules.find((candidate) => candidate.label === item);
  if (!module) throw new Error(`:facts[${name}]{links}: "${item}" has no page; links work on module lists only`);
  return docPath(module.docId);
}

export type FactListKey = keyof typeof factLists;

export {designedHref, designedLabel};

export function isFactKey(name: string): name is ProductFactKey {
  return Object.hasOwn(productFacts, name);
}

export function isFactListKey(name: string): name is FactListKey {
  return Object.hasOwn(factLists, name);
}

export function factText(name: string, form: string | undefined): string {
  if (!isFactKey(name)) {
    throw new Error(`:fact[${name}] names no fact; known: ${Object.keys(productFacts).join(', ')}`);
  }
  if (form !== undefined && form !== 'number' && form !== 'text') {
    throw new Error(`:fact[${name}]{form=${form}}: form is "text" (default) or "number"`);
  }
  return formatFact(name, form ?? 'text');
}

export function factListItems(name: string): readonly string[] {
  if (!isFactListKey(name)) {
    throw new Error(`:facts[${name}] names no list; known: ${Object.keys(factLists).join(', ')}`);
  }
  return factLists[name];
}

/** "a", "a and b", "a, b and c". */
export function joinAsProse(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function parseAttributes(source: string | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of (source ?? '').matchAll(/([\w-]+)(?:=(?:"([^"]*)"|([^\s}]*)))?/g)) {
    const [, key = '', quoted, bare] = match;
    attributes[key] = quoted ?? bare ?? '';
  }
  return attributes;
}

/** The line of a table directive (`::module-request-table`) as its Markdown table, indented as the directive. */
function tableLines(line: string): string[] | undefined {
  const leaf = /^(\s*)::([\w-]+)\s*$/.exec(line);
  const table = leaf ? directiveTable(leaf[2]) : undefined;
  if (!leaf || !table) return undefined;
  return tableMarkdown(table).map((row) => (leaf[1] ?? '') + row);
}

/** Applies `each` to the lines outside fenced code, keeping the fenced lines as they are. */
function mapLinesOutsideFences(markdown: string, each: (line: string) => string[]): string {
  let fence: string | undefined;
  const out: string[] = [];
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1] ?? '```';
      if (fence === undefined) fence = marker;
      else if (line.trim().startsWith(fence)) fence = undefined;
      out.push(line);
    } else if (fence !== undefined) {
      out.push(line);
    } else {
      out.push(...each(line));
    }
  }
  return out.join('\n');
}

/**
 * The table directives as Markdown tables, their links and `:designed` markers left for the later steps: the twins
 * expand them first, so that the tables' links point at other twins as the page's own links do.
 */
export function expandTableDirectives(markdown: string): string {
  return mapLinesOutsideFences(markdown, (line) => tableLines(line) ?? [line]);
}

/** The text directives of one line outside code. */
function resolveLine(line: string, designed: string): string {
  return line
    .replace(/:fact\[(\w+)\](?:\{([^}]*)\})?/g, (_all, name: string, attrs?: string) =>
      factText(name, parseAttributes(attrs).form),
    )
    .replace(/:facts\[(\w+)\](?:\{([^}]*)\})?/g, (_all, name: string, attrs?: string) => {
      const attributes = parseAttributes(attrs);
      const code = 'code' in attributes;
      const links = 'links' in attributes;
      return joinAsProse(
        factListItems(name).map((item) =>
          links ? `[${item}](${factListLink(name, item)})` : code ? `\`${item}\`` : item,
        ),
      );
    })
    .replace(/(^|[^\w:]):designed(?![\w[{])/g, (_all, before: string) => `${before}${designed}`);
}

/**
 * Resolves the directives in Markdown text (the Markdown twins and the typings' doc comments), outside fenced code,
 * and the fact placeholders (build-tools/factPlaceholders.ts) everywhere: a diagram's alt text states facts as
 * placeholders, and a code block states a text fact (`{{fact:loaderOrigin}}`) as one.
 * `designed` is what the marker becomes in plain text.
 */
export function resolveDirectivesInText(markdown: string, designed = `(${designedLabel.toLowerCase()})`): string {
  return fillFactPlaceholders(resolveOutsideFences(markdown, designed));
}

function resolveOutsideFences(markdown: string, designed: string): string {
  return mapLinesOutsideFences(markdown, (line) => {
    const snippet = /^(\s*)::loader-snippet(?:\{([^}]*)\})?\s*$/.exec(line);
    if (snippet) {
      const indent = snippet[1] ?? '';
      const title = parseAttributes(snippet[2]).title;
      return [
        `${indent}\`\`\`html${title ? ` title="${title}"` : ''}`,
        ...loaderSnippet()
          .split('\n')
          .map((codeLine) => indent + codeLine),
        `${indent}\`\`\``,
      ];
    }
    return (tableLines(line) ?? [line]).map((resolved) => resolveLine(resolved, designed));
  });
}
