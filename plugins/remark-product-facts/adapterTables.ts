/**
 * The adapter page's two tables, built from the module registry (`webModules`, src/data/siteAreas.ts) and the API's
 * request map (`AdapterRequestMap`, virtual-stadium-api/src/embed.ts), so that a module or a request added there
 * appears on the page without an edit to it:
 *
 *   ::module-request-table    -> | Module | Adapter request | Page |, one row per module of the registry
 *   ::adapter-request-table   -> | `requestName` | Sent by | `args` | Response through `callback` |, one row per
 *                                request of the API, its args and response types linked to the API reference
 *
 * A request name the docs designed (virtual-stadium-api's designed.ts) carries the designed marker in every table.
 * What the registry and the API cannot say (Bet Share's hosted provider, the Flash Bet re-push, how the deprecated
 * name is answered) is the small map of notes below, keyed by module and request, so a stale key is a type error.
 *
 * A table is cells of inline pieces, rendered twice: as mdast for the HTML page (plugins/remark-product-facts) and
 * as Markdown for the twins and llms-full.txt (./directives.ts), so both say the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import type {AdapterRequestName} from 'virtual-stadium-api/embed';
import {designedRequestNames} from 'virtual-stadium-api/internal/designed';
import {referenceInterfaces, referenceTypeAliases} from 'virtual-stadium-api/internal/reference-names';
import {docPath, webModules, type WebModuleKey, type WidgetModule} from '../../src/data/siteAreas';
import {liveWidgetSources, widgetPropertyTable} from './widgetProperties';

/** One piece of a cell: text, inline code, a link, or the designed marker. */
export type Inline =
  | {readonly kind: 'text'; readonly value: string}
  | {readonly kind: 'code'; readonly value: string}
  | {readonly kind: 'link'; readonly url: string; readonly text: string}
  | {readonly kind: 'designed'};

export type Cell = readonly Inline[];

export interface Table {
  readonly header: readonly Cell[];
  readonly rows: readonly (readonly Cell[])[];
}

/** An adapter request as the API declares it: a member of `AdapterRequestMap`. */
export interface AdapterRequestType {
  readonly name: string;
  /** The names of its `args` and `response` types, each an exported interface or type alias of the API. */
  readonly args: string;
  readonly response: string;
  readonly deprecated: boolean;
}

/** What a module's row says beyond its registry entry, in Markdown (code spans, links and `:designed`). */
interface ModuleRowNote {
  /** Follows the module's label in the Module column. */
  readonly labelAfter?: string;
  /** Replaces the Adapter request column; `{request}` stands for the request name. */
  readonly request?: string;
}

/** What a request's row says beyond the API, in Markdown. */
interface RequestRowNote {
  /** A deprecated name: the request it is the old name of, whose modules send it too. */
  readonly oldNameOf?: AdapterRequestName;
  /** Follows the sending modules in the Sent by column. */
  readonly sentByAfter?: string;
  /** Follows the response type's link. */
  readonly responseAfter?: string;
  /** Replaces the response column. */
  readonly response?: string;
}

export const moduleRowNotes: Partial<Record<WebModuleKey, ModuleRowNote>> = {
  betShare: {
    labelAfter: ' (and Central Hub)',
    request:
      '`{request}`: a provider function of the hosted adapter; with a custom adapter, the request name `{request}` :designed',
  },
};

export const requestRowNotes: Partial<Record<AdapterRequestName, RequestRowNote>> = {
  matchEventMarkets: {responseAfter: ', again on every status change'},
  'virtualStadium.matchEventMarkets': {oldNameOf: 'matchEventMarkets', response: 'None: return `undefined`'},
  betHistory: {sentByAfter: ', with a custom adapter'},
};

/** The API's source folder: the tables read embed.ts and index.ts from it. */
export const apiSourceDir = path.resolve(__dirname, '..', '..', 'virtual-stadium-api', 'src');
const requestMapPlace = 'AdapterRequestMap in virtual-stadium-api/src/embed.ts';

/** An API source file as a syntax tree; `text` replaces its contents (tests). */
export function parse(file: string, text?: string): ts.SourceFile {
  return ts.createSourceFile(file, text ?? fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();
}

/** The requests of `AdapterRequestMap`, in its order, read from the API source (`embedSource` for tests). */
export function adapterRequestTypes(embedSource?: string): AdapterRequestType[] {
  const source = parse(path.join(apiSourceDir, 'embed.ts'), embedSource);
  const map = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'AdapterRequestMap',
  );
  if (!map) throw new Error(`${requestMapPlace}: the interface is missing`);
  return map.members.map((member) => {
    const name = member.name ? propertyName(member.name) : '?';
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeLiteralNode(member.type)) {
      throw new Error(`${requestMapPlace}: "${name}" must be {args: Type; response: Type}`);
    }
    const fields = member.type.members;
    const typeName = (field: 'args' | 'response'): string => {
      const property = fields.find((candidate) => candidate.name && propertyName(candidate.name) === field);
      const type = property && ts.isPropertySignature(property) ? property.type : undefined;
      if (!type || !ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName) || type.typeArguments) {
        throw new Error(`${requestMapPlace}: "${name}".${field} must name one exported interface or type alias`);
      }
      return type.typeName.text;
    };
    return {
      name,
      args: typeName('args'),
      response: typeName('response'),
      deprecated: ts.getJSDocTags(member).some((tag) => tag.tagName.text === 'deprecated'),
    };
  });
}

/**
 * The API reference page of each type the reference lists (virtual-stadium-api's reference-names.ts, which
 * scripts/check/check-api-exports.ts holds to the source's exports): `/docs/api/interfaces/X` or
 * `/docs/api/type-aliases/X`, the routes build-tools/routes.ts visits.
 */
export function apiTypeLinks(): ReadonlyMap<string, string> {
  return new Map([
    ...referenceInterfaces.map((name): [string, string] => [name, `/docs/api/interfaces/${name}`]),
    ...referenceTypeAliases.map((name): [string, string] => [name, `/docs/api/type-aliases/${name}`]),
  ]);
}

/** A cell from Markdown: code spans, links `[text](url)` and `:designed`; the rest is text. */
export function cell(markdown: string): Cell {
  const pieces: Inline[] = [];
  let last = 0;
  for (const match of markdown.matchAll(/`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|:designed(?![\w[{])/g)) {
    if (match.index > last) pieces.push({kind: 'text', value: markdown.slice(last, match.index)});
    const [whole, code, text, url] = match;
    if (code !== undefined) pieces.push({kind: 'code', value: code});
    else if (text !== undefined && url !== undefined) pieces.push({kind: 'link', text, url});
    else pieces.push({kind: 'designed'});
    last = match.index + whole.length;
  }
  if (last < markdown.length) pieces.push({kind: 'text', value: markdown.slice(last)});
  return pieces;
}

/** A designed request name's cell ends with the marker, added where the wording left it out. */
function marked(pieces: Cell, designed: boolean): Cell {
  if (!designed || pieces.some((piece) => piece.kind === 'designed')) return pieces;
  return [...pieces, {kind: 'text', value: ' '}, {kind: 'designed'}];
}

/** Where the tables' data comes from; the live registry and API by default, planted ones in tests. */
export interface TableSources {
  readonly modules: readonly WidgetModule[];
  readonly requests: readonly AdapterRequestType[];
  readonly designedRequests: readonly string[];
  readonly typeLinks: ReadonlyMap<string, string>;
}

export function liveTableSources(): TableSources {
  return {
    modules: webModules,
    requests: adapterRequestTypes(),
    designedRequests: designedRequestNames,
    typeLinks: apiTypeLinks(),
  };
}

const noteOfModule = (key: string): ModuleRowNote | undefined =>
  (moduleRowNotes as Readonly<Record<string, ModuleRowNote>>)[key];
const noteOfRequest = (name: string): RequestRowNote | undefined =>
  (requestRowNotes as Readonly<Record<string, RequestRowNote>>)[name];

/** `::module-request-table`: one row per module, with its request (or "None published") and its page. */
export function moduleRequestTable(sources: TableSources = liveTableSources()): Table {
  const requestNames = new Set(sources.requests.map((request) => request.name));
  const rows = sources.modules.map((module) => {
    const note = noteOfModule(module.key);
    const request = module.request;
    if (request !== undefined && !requestNames.has(request)) {
      throw new Error(
        `webModules (src/data/siteAreas.ts): ${module.key} sends "${request}", which ${requestMapPlace} does not list`,
      );
    }
    const designed = request !== undefined && sources.designedRequests.includes(request);
    const requestCell =
      request === undefined
        ? cell('None published')
        : marked(cell((note?.request ?? '`{request}`').replaceAll('{request}', request)), designed);
    return [
      cell(module.label + (note?.labelAfter ?? '')),
      requestCell,
      [{kind: 'link', text: module.label, url: docPath(module.docId)}] as Cell,
    ];
  });
  return {header: ['Module', 'Adapter request', 'Page'].map(cell), rows};
}

/** `::adapter-request-table`: one row per request of the API, with the modules that send it and its types. */
export function adapterRequestTable(sources: TableSources = liveTableSources()): Table {
  const typeLink = (request: string, type: string): Inline => {
    const url = sources.typeLinks.get(type);
    if (url === undefined) {
      throw new Error(
        `${requestMapPlace}: "${request}" uses ${type}, which the API reference does not list (virtual-stadium-api/src/internal/reference-names.ts)`,
      );
    }
    return {kind: 'link', text: `\`${type}\``, url};
  };
  const senders = (name: string): string[] =>
    sources.modules.filter((module) => module.request === name).map((module) => module.label);
  const rows = sources.requests.map((request) => {
    const note = noteOfRequest(request.name);
    if (request.deprecated && note?.oldNameOf === undefined) {
      throw new Error(
        `${requestMapPlace}: "${request.name}" is deprecated; name the request it replaces (oldNameOf) in requestRowNotes (plugins/remark-product-facts/adapterTables.ts)`,
      );
    }
    const modules = senders(note?.oldNameOf ?? request.name);
    if (modules.length === 0) {
      throw new Error(
        `${requestMapPlace}: no module sends "${note?.oldNameOf ?? request.name}"; give its module request: '${note?.oldNameOf ?? request.name}' in webModules (src/data/siteAreas.ts)`,
      );
    }
    const sentBy = modules.join(', ') + (note?.oldNameOf !== undefined ? ' (deprecated name)' : '');
    const args = typeLink(request.name, request.args);
    const response: Cell =
      note?.response !== undefined
        ? cell(note.response)
        : [typeLink(request.name, request.response), ...cell(note?.responseAfter ?? '')];
    return [
      marked(cell(`\`${request.name}\``), sources.designedRequests.includes(request.name)),
      cell(sentBy + (note?.sentByAfter ?? '')),
      [args],
      response,
    ];
  });
  return {header: ['`requestName`', 'Sent by', '`args`', 'Response through `callback`'].map(cell), rows};
}

/**
 * The table directives by name: `::module-request-table`, `::adapter-request-table` and `::widget-property-table`
 * (./widgetProperties.ts).
 */
export const tableDirectives = {
  'module-request-table': () => moduleRequestTable(),
  'adapter-request-table': () => adapterRequestTable(),
  'widget-property-table': () => widgetPropertyTable(liveWidgetSources()),
} as const satisfies Record<string, () => Table>;

/** The table a leaf directive stands for, or undefined when the name is not a table directive. */
export function directiveTable(name: string | undefined): Table | undefined {
  return name !== undefined && Object.hasOwn(tableDirectives, name)
    ? tableDirectives[name as keyof typeof tableDirectives]()
    : undefined;
}

function inlineMarkdown(piece: Inline): string {
  switch (piece.kind) {
    case 'text':
      return piece.value.replaceAll('|', '\\|');
    case 'code':
      return `\`${piece.value}\``;
    case 'link':
      return `[${piece.text}](${piece.url})`;
    case 'designed':
      return ':designed';
  }
}

/** The table as GFM Markdown lines, the designed marker as `:designed` for the caller to resolve. */
export function tableMarkdown(table: Table): string[] {
  const row = (cells: readonly Cell[]) =>
    `| ${cells.map((pieces) => pieces.map(inlineMarkdown).join('')).join(' | ')} |`;
  return [row(table.header), `|${table.header.map(() => '---').join('|')}|`, ...table.rows.map(row)];
}

export interface MdastNode {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  align?: null[];
  attributes?: unknown[];
  children?: MdastNode[];
}

function inlineMdast(piece: Inline): MdastNode[] {
  switch (piece.kind) {
    case 'text':
      return piece.value === '' ? [] : [{type: 'text', value: piece.value}];
    case 'code':
      return [{type: 'inlineCode', value: piece.value}];
    case 'link':
      return [{type: 'link', url: piece.url, children: cell(piece.text).flatMap(inlineMdast)}];
    case 'designed':
      return [{type: 'mdxJsxTextElement', name: 'DesignedBadge', attributes: [], children: []}];
  }
}

/** The table as an mdast (GFM) table node, the designed marker as the DesignedBadge component. */
export function tableMdast(table: Table): MdastNode {
  const row = (cells: readonly Cell[]): MdastNode => ({
    type: 'tableRow',
    children: cells.map((pieces) => ({type: 'tableCell', children: pieces.flatMap(inlineMdast)})),
  });
  return {type: 'table', align: table.header.map(() => null), children: [row(table.header), ...table.rows.map(row)]};
}
