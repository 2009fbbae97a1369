/**
 * Checks the public API source that /docs/api is generated from:
 *
 * 1. `virtual-stadium-api/src/index.ts` exports exactly the names the API reference lists, each with the right
 *    kind (1 function, 46 interfaces, 3 type aliases) and nothing else (no default export, enum or namespace).
 * 2. Every exported declaration and every property, including those of inline object types, has a doc comment.
 * 3. The `@designed` TSDoc tags of src/index.ts and src/embed.ts are exactly the names listed in
 *    `virtual-stadium-api/internal/designed` (both ways), and its derived lists (action type strings, request names,
 *    widget properties) match the tagged declarations.
 * 4. Every `:fact[key]` directive in a doc comment names a fact of src/data/productFacts.ts (the generated reference
 *    and the packed declaration files replace them with the fact's text).
 *
 *   npx tsx scripts/check/check-api-exports.ts [--root <dir>]
 */

import * as path from 'node:path';
import ts from 'typescript';

import {
  designedActionTypes,
  designedDeclarations,
  designedMembers,
  designedRequestNames,
  designedWidgetProps,
} from 'virtual-stadium-api/internal/designed';
import {
  referenceFunctions,
  referenceInterfaces,
  referenceTypeAliases,
} from 'virtual-stadium-api/internal/reference-names';

import {productFacts} from '../../src/data/productFacts';
import {runAsScript} from '../lib/run-as-script';

const FUNCTIONS: readonly string[] = referenceFunctions;
const INTERFACES: readonly string[] = referenceInterfaces;
const TYPE_ALIASES: readonly string[] = referenceTypeAliases;

type Kind = 'function' | 'interface' | 'type alias' | 'other';

function kindOf(symbol: ts.Symbol): Kind {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Function && !(flags & ~(ts.SymbolFlags.Function | ts.SymbolFlags.Transient)))
    return 'function';
  if (flags === ts.SymbolFlags.Interface) return 'interface';
  if (flags === ts.SymbolFlags.TypeAlias) return 'type alias';
  return 'other';
}

function hasDocComment(node: ts.Node): boolean {
  return ts.getJSDocCommentsAndTags(node).some((doc) => ts.isJSDoc(doc) && Boolean(doc.comment));
}

function hasDesignedTag(node: ts.Node): boolean {
  return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'designed');
}

function sameSet(what: string, listed: readonly string[], found: readonly string[], problems: string[]): void {
  const foundSet = new Set(found);
  const listedSet = new Set(listed);
  for (const name of found)
    if (!listedSet.has(name))
      problems.push(
        `${what}: ${name} is tagged @designed but not listed in virtual-stadium-api/src/internal/designed.ts`,
      );
  for (const name of listed)
    if (!foundSet.has(name))
      problems.push(
        `${what}: ${name} is listed in virtual-stadium-api/src/internal/designed.ts but has no @designed tag`,
      );
  if (listedSet.size !== listed.length) problems.push(`${what}: the list has duplicates`);
}

/**
 * The `@designed` tags of one source file: whole declarations by name, members as `Owner.member`, and for each
 * tagged declaration the string literal of its `type` property (the action type string), when it has one.
 */
function designedTags(source: ts.SourceFile): {declarations: string[]; members: string[]; actionTypes: string[]} {
  const declarations: string[] = [];
  const members: string[] = [];
  const actionTypes: string[] = [];
  const visit = (node: ts.Node, owner: string): void => {
    if (ts.isPropertySignature(node)) {
      const name = node.name.getText(source).replace(/^["']|["']$/g, '');
      if (hasDesignedTag(node)) members.push(`${owner}.${name}`);
      node.forEachChild((child) => visit(child, `${owner}.${name}`));
      return;
    }
    node.forEachChild((child) => visit(child, owner));
  };
  for (const statement of source.statements) {
    if (
      !ts.isInterfaceDeclaration(statement) &&
      !ts.isTypeAliasDeclaration(statement) &&
      !ts.isFunctionDeclaration(statement)
    )
      continue;
    const name = statement.name?.getText(source) ?? '(anonymous)';
    if (hasDesignedTag(statement)) {
      declarations.push(name);
      if (ts.isInterfaceDeclaration(statement)) {
        for (const member of statement.members) {
          if (!ts.isPropertySignature(member) || member.name.getText(source) !== 'type' || !member.type) continue;
          if (ts.isLiteralTypeNode(member.type) && ts.isStringLiteral(member.type.literal))
            actionTypes.push(member.type.literal.text);
        }
      }
    }
    visit(statement, name);
  }
  return {declarations, members, actionTypes};
}

function main(argv: string[]): number {
  const rootAt = argv.indexOf('--root');
  const root = path.resolve(rootAt >= 0 ? (argv[rootAt + 1] ?? '.') : process.cwd());
  const indexFile = path.join(root, 'virtual-stadium-api', 'src', 'index.ts');
  const embedFile = path.join(root, 'virtual-stadium-api', 'src', 'embed.ts');
  const program = ts.createProgram({
    rootNames: [indexFile, embedFile],
    options: {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    },
  });
  const source = program.getSourceFile(indexFile);
  if (!source) {
    console.error(`not found: ${indexFile}`);
    return 1;
  }
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const problems: string[] = [];
  const expected = new Map<string, Kind>([
    ...FUNCTIONS.map((name): [string, Kind] => [name, 'function']),
    ...INTERFACES.map((name): [string, Kind] => [name, 'interface']),
    ...TYPE_ALIASES.map((name): [string, Kind] => [name, 'type alias']),
  ]);

  const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  for (const symbol of exported) {
    const name = symbol.getName();
    const want = expected.get(name);
    const got = kindOf(symbol);
    if (!want) problems.push(`unexpected export: ${name} (${got})`);
    else if (want !== got) problems.push(`${name} should be a ${want}, is ${got}`);
  }
  const exportedNames = new Set(exported.map((symbol) => symbol.getName()));
  for (const name of expected.keys()) if (!exportedNames.has(name)) problems.push(`missing export: ${name}`);

  // Doc comments on every exported declaration and every property signature inside it.
  let documentedMembers = 0;
  const visit = (node: ts.Node, owner: string): void => {
    if (ts.isPropertySignature(node)) {
      const member = `${owner}.${node.name.getText(source)}`;
      if (hasDocComment(node)) documentedMembers += 1;
      else problems.push(`undocumented property: ${member}`);
      node.forEachChild((child) => visit(child, member));
      return;
    }
    node.forEachChild((child) => visit(child, owner));
  };
  for (const statement of source.statements) {
    const isExported =
      ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!isExported) continue;
    const name = (statement as ts.DeclarationStatement).name?.getText(source) ?? '(anonymous)';
    if (!hasDocComment(statement)) problems.push(`undocumented export: ${name}`);
    visit(statement, name);
  }

  // @designed tags against the list, both ways.
  const embedSource = program.getSourceFile(embedFile);
  if (!embedSource) {
    console.error(`not found: ${embedFile}`);
    return 1;
  }
  const tags = [designedTags(source), designedTags(embedSource)];
  const taggedDeclarations = tags.flatMap((t) => t.declarations);
  const taggedMembers = tags.flatMap((t) => t.members);
  sameSet('designed declarations', designedDeclarations, taggedDeclarations, problems);
  sameSet('designed members', designedMembers, taggedMembers, problems);
  sameSet(
    'designed action types',
    designedActionTypes,
    tags.flatMap((t) => t.actionTypes),
    problems,
  );
  const membersOf = (owner: string): string[] =>
    taggedMembers.filter((name) => name.startsWith(`${owner}.`)).map((name) => name.slice(owner.length + 1));
  sameSet('designed request names', designedRequestNames, membersOf('AdapterRequestMap'), problems);
  sameSet('designed widget properties', designedWidgetProps, membersOf('VirtualStadiumProps'), problems);

  // :fact[key] directives in doc comments name known facts.
  let factDirectives = 0;
  for (const file of [source, embedSource]) {
    for (const match of file.text.matchAll(/:fact\[([^\]]*)\]/g)) {
      factDirectives += 1;
      if (!(match[1]! in productFacts))
        problems.push(
          `${path.basename(file.fileName)}: unknown fact :fact[${match[1] ?? ''}] (src/data/productFacts.ts)`,
        );
    }
  }

  for (const problem of problems) console.error(problem);
  console.log(
    `api exports: ${exported.length} (expected ${expected.size}: ${FUNCTIONS.length} function, ${INTERFACES.length} interfaces, ` +
      `${TYPE_ALIASES.length} type aliases); documented properties: ${documentedMembers}; ` +
      `@designed: ${taggedDeclarations.length} declarations, ${taggedMembers.length} members; :fact directives: ${factDirectives}; ` +
      `problems: ${problems.length}`,
  );
  return problems.length > 0 ? 1 : 0;
}

runAsScript(module, main);
