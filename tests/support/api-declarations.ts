import path from 'node:path';
import ts from 'typescript';

/**
 * What the product API's source declares (virtual-stadium-api/src/index.ts), read with the TypeScript
 * compiler: the API reference pages are checked against this, not against what TypeDoc happened to print.
 */
export interface DeclaredMember {
  /** The name as TypeDoc heads it: `name`, or `name?` when the member is optional. */
  readonly name: string;
  /** Whether the member has a doc comment (then its page must show a description). */
  readonly documented: boolean;
}

export interface ApiDeclarations {
  /** Each interface's members, inherited ones included (TypeDoc lists those too). */
  readonly interfaces: ReadonlyMap<string, readonly DeclaredMember[]>;
  /** Each type alias's string-literal members (empty when it is not a union of strings). */
  readonly aliasLiterals: ReadonlyMap<string, readonly string[]>;
}

let cached: ApiDeclarations | undefined;

export function apiDeclarations(): ApiDeclarations {
  if (cached) return cached;
  const entry = path.resolve(__dirname, '../../virtual-stadium-api/src/index.ts');
  const program = ts.createProgram([entry], {strict: true, noEmit: true, skipLibCheck: true});
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`Cannot read ${entry}`);
  const interfaces = new Map<string, DeclaredMember[]>();
  const aliasLiterals = new Map<string, string[]>();
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    if (symbol.flags & ts.SymbolFlags.Interface) {
      const members = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((member) => ({
        name: `${member.getName()}${member.flags & ts.SymbolFlags.Optional ? '?' : ''}`,
        documented: ts.displayPartsToString(member.getDocumentationComment(checker)).trim() !== '',
      }));
      interfaces.set(symbol.getName(), members);
    } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      const parts = type.isUnion() ? type.types : [type];
      aliasLiterals.set(
        symbol.getName(),
        parts.flatMap((part) => (part.isStringLiteral() ? [part.value] : [])),
      );
    }
  }
  cached = {interfaces, aliasLiterals};
  return cached;
}
