/**
 * Checks the public API source that /docs/api is generated from:
 *
 * 1. `virtual-stadium-api/src/index.ts` exports exactly the names the API reference lists, each with the right
 *    kind (1 function, 46 interfaces, 3 type aliases) and nothing else (no default export, enum or namespace).
 * 2. Every exported declaration and every property, including those of inline object types, has a doc comment.
 *
 *   npx tsx scripts/check-api-exports.ts [--root <dir>]
 */

import * as path from "node:path";
import ts from "typescript";

import {referenceFunctions, referenceInterfaces, referenceTypeAliases} from "../virtual-stadium-api/test/reference-names";

const FUNCTIONS: readonly string[] = referenceFunctions;
const INTERFACES: readonly string[] = referenceInterfaces;
const TYPE_ALIASES: readonly string[] = referenceTypeAliases;

type Kind = "function" | "interface" | "type alias" | "other";

function kindOf(symbol: ts.Symbol): Kind {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Function && !(flags & ~(ts.SymbolFlags.Function | ts.SymbolFlags.Transient))) return "function";
  if (flags === ts.SymbolFlags.Interface) return "interface";
  if (flags === ts.SymbolFlags.TypeAlias) return "type alias";
  return "other";
}

function hasDocComment(node: ts.Node): boolean {
  return ts.getJSDocCommentsAndTags(node).some((doc) => ts.isJSDoc(doc) && Boolean(doc.comment));
}

function main(argv: string[]): number {
  const rootAt = argv.indexOf("--root");
  const root = path.resolve(rootAt >= 0 ? (argv[rootAt + 1] ?? ".") : process.cwd());
  const indexFile = path.join(root, "virtual-stadium-api", "src", "index.ts");
  const program = ts.createProgram({
    rootNames: [indexFile],
    options: { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [] },
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
    ...FUNCTIONS.map((name): [string, Kind] => [name, "function"]),
    ...INTERFACES.map((name): [string, Kind] => [name, "interface"]),
    ...TYPE_ALIASES.map((name): [string, Kind] => [name, "type alias"]),
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
    const isExported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!isExported) continue;
    const name = (statement as ts.DeclarationStatement).name?.getText(source) ?? "(anonymous)";
    if (!hasDocComment(statement)) problems.push(`undocumented export: ${name}`);
    visit(statement, name);
  }

  for (const problem of problems) console.error(problem);
  console.log(
    `api exports: ${exported.length} (expected ${expected.size}: ${FUNCTIONS.length} function, ${INTERFACES.length} interfaces, ` +
      `${TYPE_ALIASES.length} type aliases); documented properties: ${documentedMembers}; problems: ${problems.length}`,
  );
  return problems.length > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
