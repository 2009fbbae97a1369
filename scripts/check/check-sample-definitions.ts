/**
 * One definition per name: the classes, structs, interfaces and top-level functions that the docs' samples define
 * live in `examples/`, and pages show them from there (`file=` blocks, build-tools/exampleIncludes.ts). This check
 * fails when
 *   - a page's inline code block defines a name that `examples/` defines (the page must show the example instead), or
 *   - two inline blocks define the same name with different code (two copies that have drifted).
 * Test doubles (`examples/<platform>/stubs`, `Stubs`) and tests do not count as definitions.
 *
 *   npx tsx scripts/check/check-sample-definitions.ts [--verbose]
 */
import fs from 'node:fs';
import path from 'node:path';

import {walk} from '../../build-tools/files';
import {displayPath, fencedBlocks, listDocs} from '../../build-tools/fencedBlocks';
import {runAsScript} from '../lib/run-as-script';

/** The languages whose blocks are read, by fence tag or file extension. */
const LANGUAGES: Readonly<Record<string, 'ts' | 'kotlin' | 'swift'>> = {
  ts: 'ts',
  tsx: 'ts',
  typescript: 'ts',
  js: 'ts',
  javascript: 'ts',
  jsx: 'ts',
  kotlin: 'kotlin',
  kt: 'kotlin',
  swift: 'swift',
};

/**
 * A declaration at the start of a line. Types at any indentation (a nested type is still a type a reader copies);
 * functions only at the top level (column 0), so that members such as `onCleared()` or `body` do not count.
 */
const TYPE_DECLARATION =
  /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:export|default|declare|abstract|public|private|internal|open|final|sealed|data|enum|annotation|fileprivate|inner|value)\s+)*(?:class|struct|interface|object|protocol|enum|actor|type)\s+([A-Z][A-Za-z0-9_]*)/;
const TOP_LEVEL_FUNCTION =
  /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:export|default|async|public|private|internal|suspend|inline|fileprivate)\s+)*(?:function\*?|fun|func)\s+(?:<[^>]*>\s*)?([A-Za-z_][A-Za-z0-9_]*)/;

export interface Definition {
  readonly name: string;
  /** Names are compared within one language: a Kotlin and a Swift `TokenService` are the two platforms' versions. */
  readonly language: 'ts' | 'kotlin' | 'swift';
  /** `docs/x.md:12` or `examples/web/src/a.ts:3`. */
  readonly where: string;
  /** The code of the block or file, whitespace folded: two definitions differ when this differs. */
  readonly code: string;
}

/** The names a piece of code defines. Kotlin's `companion object` and Swift's `extension` define no new name. */
export function definedNames(code: string): string[] {
  const names = new Set<string>();
  for (const line of code.split('\n')) {
    if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) continue;
    const type = TYPE_DECLARATION.exec(line);
    // `type X = ...` in TypeScript is an alias: count it like an interface.
    if (type?.[1]) names.add(type[1]);
    const fn = TOP_LEVEL_FUNCTION.exec(line);
    if (fn?.[1]) names.add(fn[1]);
  }
  return [...names];
}

const fold = (code: string) => code.replace(/\s+/g, ' ').trim();

/** Test doubles, tests and installed or built files: not the code the pages show. */
const notShown = new Set(['node_modules', 'stubs', 'Stubs', 'test', 'tests', 'Tests', 'build']);

/** Definitions in the example projects' own code. */
export function exampleDefinitions(root: string): Definition[] {
  const definitions: Definition[] = [];
  const examples = path.join(root, 'examples');
  for (const file of fs.existsSync(examples) ? walk(examples, (name) => notShown.has(name)) : []) {
    const language = LANGUAGES[path.extname(file).slice(1)];
    if (!language) continue;
    const code = fs.readFileSync(file, 'utf8');
    for (const name of definedNames(code)) {
      definitions.push({name, language, where: displayPath(root, file), code: fold(code)});
    }
  }
  return definitions;
}

/** Definitions in the pages' inline blocks (`file=` blocks show an example and are not copies). */
export function inlineDefinitions(root: string, docs: string[]): Definition[] {
  const definitions: Definition[] = [];
  for (const doc of docs) {
    for (const block of fencedBlocks(fs.readFileSync(doc, 'utf8'))) {
      const language = LANGUAGES[block.language.toLowerCase()];
      if (block.included || !language) continue;
      for (const name of definedNames(block.code)) {
        const where = `${displayPath(root, doc)}:${String(block.fenceLine)}`;
        definitions.push({name, language, where, code: fold(block.code)});
      }
    }
  }
  return definitions;
}

export function findConflicts(examples: readonly Definition[], inline: readonly Definition[]): string[] {
  const problems: string[] = [];
  const key = (definition: Definition) => `${definition.language} ${definition.name}`;
  const inExamples = new Map<string, string>();
  for (const definition of examples)
    if (!inExamples.has(key(definition))) inExamples.set(key(definition), definition.where);
  const byName = new Map<string, Definition[]>();
  for (const definition of inline) {
    const example = inExamples.get(key(definition));
    if (example) {
      problems.push(
        `${definition.where}: defines ${definition.name}, which ${example} defines: show the example with a file= block instead`,
      );
    }
    byName.set(key(definition), [...(byName.get(key(definition)) ?? []), definition]);
  }
  for (const [languageAndName, definitions] of byName) {
    const name = languageAndName.split(' ')[1] ?? languageAndName;
    const variants = new Set(definitions.map((definition) => definition.code));
    if (variants.size > 1) {
      problems.push(
        `${name} is defined differently in ${definitions.map((definition) => definition.where).join(', ')}: move it to examples/ and show it from there`,
      );
    }
  }
  return problems;
}

function main(argv: string[]): number {
  const root = path.resolve(__dirname, '..', '..');
  const docs = [
    ...listDocs(path.join(root, 'docs'), path.join(root, 'docs', 'api')),
    ...listDocs(path.join(root, 'src', 'pages'), ''),
  ];
  const examples = exampleDefinitions(root);
  const inline = inlineDefinitions(root, docs);
  const problems = findConflicts(examples, inline);
  if (argv.includes('--verbose')) {
    for (const definition of inline) console.log(`inline   ${definition.name}  ${definition.where}`);
  }
  for (const problem of problems) console.error(problem);
  console.log(
    `sample definitions: ${String(new Set(examples.map((definition) => definition.name)).size)} names in examples/, ${String(inline.length)} inline definitions on pages, ${String(problems.length)} conflicts`,
  );
  return problems.length > 0 ? 1 : 0;
}

runAsScript(module, main);
