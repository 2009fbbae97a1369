/**
 * The `virtualStadium` widget's properties as the API declares them (`VirtualStadiumProps` and the `ActionInterface`
 * it extends, virtual-stadium-api/src/embed.ts), for the widget page's property table and its "which names are
 * confirmed" box, so that a flag added to the typings and the module registry appears there without an edit:
 *
 *   ::widget-property-table              -> | Property | Type | Required or default | What it does |
 *   :facts[widgetPropsDocumented]{code}  -> the property names the product publishes
 *   :facts[widgetFlagsDesigned]{code}    -> the flag names the docs designed (`@designed` in the typings)
 *
 * Each column's source:
 * - Property: the member's name, marked designed when it has the `@designed` tag (which scripts/check/
 *   check-api-exports.ts holds to designed.ts).
 * - Type: the member's type; a type the API reference lists links to its page.
 * - Required or default: "Required" for a member without `?`; else its `@defaultValue` tag; else, for a flag,
 *   "default not published, so set it"; else "none".
 * - What it does: a module's flag says what its registry entry (`flagEffect` in webModules) says, with "No adapter
 *   request." for a module that sends none; every other property has its sentence in `propertyNotes` below, typed so
 *   that a new non-module property in the typings is a type error here.
 */
import path from 'node:path';
import ts from 'typescript';

import type {VirtualStadiumProps} from 'virtual-stadium-api/embed';
import {formatFact, productFacts, type ProductFactKey} from '../../src/data/productFacts';
import {docPath, webModules, type WidgetModule} from '../../src/data/siteAreas';
import {apiSourceDir, apiTypeLinks, cell, parse, type Cell, type Table} from './adapterTables';

/** A member of the widget's property type, as the API source declares it. */
export interface WidgetProperty {
  readonly name: string;
  readonly optional: boolean;
  /** The type as written in the source (`boolean`, `TriggerActionFunctionType`). */
  readonly type: string;
  /** The text of its `@defaultValue` tag, when it has one. */
  readonly defaultValue?: string;
  readonly designed: boolean;
}

type ModuleFlagName = (typeof webModules)[number]['flag'];

/** What each property that is not a module's flag does, in Markdown (code spans, links, `:fact[key]`). */
export const propertyNotes: Record<Exclude<keyof VirtualStadiumProps, ModuleFlagName>, string> = {
  jwt: "The user's token, signed server-side with RS256, with `vs` in its `scope`. Accepted for at most :fact[jwtMaxAge] after its `iat` by default (an `exp` claim can make it shorter), and only when its `env` claim matches the signing key. The widget takes the token when it is added; a `getJwt` refresh function is not confirmed for Virtual Stadium, so fetch a fresh token on each page load. See [Authentication](/docs/integration/authentication#how-long-a-token-is-valid).",
  channelId:
    'The channel to open: at most :fact[channelIdMaxLength], letters, digits and ASCII punctuation, as created in the Moderation UI or through the API.',
  enableCentralHub: 'Shows the [Central Hub](#central-hub) button. Needs Bet Share and the Copy Bet button.',
  onAction:
    'Called for every user action your site may react to. Without it the widget still works, but taps on selections and buttons that need your site do nothing.',
};

const place = 'VirtualStadiumProps in virtual-stadium-api/src/embed.ts';

/** The interface `name` in the first of `sources` that declares it. */
function interfaceNamed(sources: readonly ts.SourceFile[], name: string): ts.InterfaceDeclaration {
  for (const source of sources) {
    const found = source.statements.find(
      (statement): statement is ts.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(statement) && statement.name.text === name,
    );
    if (found) return found;
  }
  throw new Error(`${place}: interface ${name} is declared in neither embed.ts nor index.ts`);
}

function tagText(tag: ts.JSDocTag): string {
  return (typeof tag.comment === 'string' ? tag.comment : (ts.getTextOfJSDocComment(tag.comment) ?? '')).trim();
}

/**
 * The widget's properties in the source's order: `VirtualStadiumProps`' own members, then those of the interfaces it
 * extends (`onAction`). `embedSource` replaces the file in tests.
 */
export function widgetProperties(embedSource?: string): WidgetProperty[] {
  const sources = [parse(path.join(apiSourceDir, 'embed.ts'), embedSource), parse(path.join(apiSourceDir, 'index.ts'))];
  const props = interfaceNamed(sources, 'VirtualStadiumProps');
  const bases = (props.heritageClauses ?? []).flatMap((clause) =>
    clause.types.map((base) => interfaceNamed(sources, base.expression.getText())),
  );
  return [props, ...bases].flatMap((declaration) =>
    declaration.members.filter(ts.isPropertySignature).map((member): WidgetProperty => {
      const name = member.name.getText();
      if (!member.type) throw new Error(`${place}: ${name} has no type`);
      const defaultTag = ts.getJSDocTags(member).find((tag) => tag.tagName.text === 'defaultValue');
      return {
        name,
        optional: member.questionToken !== undefined,
        type: member.type.getText(),
        ...(defaultTag ? {defaultValue: tagText(defaultTag)} : {}),
        designed: ts.getJSDocTags(member).some((tag) => tag.tagName.text === 'designed'),
      };
    }),
  );
}

/** A Markdown note with `:fact[key]` resolved by `fact`, as a cell. */
function noteCell(markdown: string, fact: (key: string) => string): Cell {
  return cell(markdown.replaceAll(/:fact\[(\w+)\]/g, (_, key: string) => fact(key)));
}

export interface PropertySources {
  readonly properties: readonly WidgetProperty[];
  readonly modules: readonly WidgetModule[];
  readonly notes: Readonly<Record<string, string>>;
  readonly typeLinks: ReadonlyMap<string, string>;
  readonly fact: (key: string) => string;
}

/** `::widget-property-table`: one row per property of the widget, in the typings' order. */
export function widgetPropertyTable(sources: PropertySources): Table {
  const rows = sources.properties.map((property) => {
    const name = cell(`\`${property.name}\`${property.designed ? ' :designed' : ''}`);
    const link = sources.typeLinks.get(property.type);
    const type: Cell = link ? [{kind: 'link', text: `\`${property.type}\``, url: link}] : cell(`\`${property.type}\``);
    const defaultText = property.defaultValue?.replace(/^`?([^`]+)`?$/, '`$1`');
    const module = sources.modules.find((candidate) => candidate.flag === property.name);
    const required = !property.optional
      ? 'Required'
      : `Optional; ${defaultText ?? (module || property.type === 'boolean' ? 'default not published, so set it' : 'none')}`;
    let does: string;
    if (module) {
      does = module.flagEffect
        .replaceAll('{page}', docPath(module.docId))
        .replaceAll('{request}', module.request ?? '');
      if (module.request === undefined) does += ' No adapter request.';
    } else {
      const note = sources.notes[property.name];
      if (note === undefined)
        throw new Error(
          `${place}: ${property.name} is neither a module's flag (webModules, src/data/siteAreas.ts) nor in propertyNotes (plugins/remark-product-facts/widgetProperties.ts)`,
        );
      does = note;
    }
    return [name, type, cell(required), noteCell(does, sources.fact)];
  });
  return {header: ['Property', 'Type', 'Required or default', 'What it does'].map((text) => cell(text)), rows};
}

/** The names the product publishes, and the flag names the docs designed, in the typings' order. */
export function widgetPropertyNames(properties: readonly WidgetProperty[] = widgetProperties()): {
  documented: string[];
  designed: string[];
} {
  return {
    documented: properties.filter((property) => !property.designed).map((property) => property.name),
    designed: properties.filter((property) => property.designed).map((property) => property.name),
  };
}

/** The live sources: the API source, the registry, the notes above and the product facts. */
export function liveWidgetSources(): PropertySources {
  return {
    properties: widgetProperties(),
    modules: webModules,
    notes: propertyNotes,
    typeLinks: apiTypeLinks(),
    fact: (key) => {
      if (!Object.hasOwn(productFacts, key)) throw new Error(`propertyNotes: :fact[${key}] is not a product fact`);
      return formatFact(key as ProductFactKey);
    },
  };
}
