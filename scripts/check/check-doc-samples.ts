/**
 * Type-checks the TypeScript and JavaScript code samples in the docs against the product's API.
 *
 *   npx tsx scripts/check/check-doc-samples.ts             check docs/ (docs/api/ is generated and skipped)
 *   npx tsx scripts/check/check-doc-samples.ts --verbose   also list how many samples each file has
 *   npx tsx scripts/check/check-doc-samples.ts --self-test prove the checker catches a broken sample
 *   npx tsx scripts/check/check-doc-samples.ts --api-examples  also check the @example blocks of the API source and the
 *                                                         code blocks of virtual-stadium-api/README.md (the /docs/api index)
 *
 * Options: --root <dir> (repository root, default: the current directory), --docs <dir> (default: <root>/docs),
 * --keep (leave the extracted sample files in node_modules/.cache/doc-samples-XXXXXX for inspection; the path is printed).
 *
 * Each fenced block tagged ts, tsx, typescript, js, jsx or javascript becomes its own module file (.ts, .tsx, .js or
 * .jsx; JavaScript is checked with checkJs and may leave out annotations) and all of
 * them are checked in one strict program, where `virtual-stadium-api` and `virtual-stadium-api/embed` resolve
 * through the npm workspace package's exports (its "source" condition, so to the API source) and the `SIR` loader
 * global is declared. The program declares `SIR` for every sample, but a reader's project has it only from
 * `virtual-stadium-api/embed`: a TypeScript sample that calls `SIR` without importing from there is reported
 * (it would fail with "Cannot find name 'SIR'" when pasted). Add `nocheck` to a fence's info string
 * (for example ```ts nocheck) for a deliberate fragment that cannot compile on its own. Blocks that show a file of
 * `examples/` (`file=` in the info string) are left to that example's own project, which compiles and runs them.
 */

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import ts from 'typescript';
import {sampleCompilerOptions} from '../../config/sampleCompiler';
import {displayPath, fencedBlocks, listDocs} from '../../build-tools/fencedBlocks';
import {runAsScript} from '../lib/run-as-script';

const SAMPLE_LANGUAGES: Readonly<Record<string, '.ts' | '.tsx' | '.js' | '.jsx'>> = {
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
};

export interface Sample {
  /** Path of the doc, relative to the repository root when inside it (`docs/web/overview.md`). */
  docPath: string;
  /** 1-based line of the opening fence in the doc. */
  fenceLine: number;
  /** 1-based index of the sample within its doc, counting only checked samples. */
  index: number;
  extension: '.ts' | '.tsx' | '.js' | '.jsx';
  code: string;
}

export interface SampleError {
  sample: Sample | undefined;
  /** `docs/<file>.md:<line>: message`, or `<file>:<line>: message` for errors outside samples. */
  text: string;
}

export interface CheckResult {
  samples: Sample[];
  errors: SampleError[];
  passed: number;
  failed: number;
}

/** Extracts the fenced code blocks in a checked language from one Markdown/MDX document. */
export function extractSamples(markdown: string, docPath: string): Sample[] {
  const samples: Sample[] = [];
  for (const block of fencedBlocks(markdown)) {
    const extension = SAMPLE_LANGUAGES[block.language.toLowerCase()];
    // A `file=examples/...` block is compiled, and run, by its example project's own tests (npm run test:examples).
    if (extension && !block.skipped && !block.included) {
      samples.push({docPath, fenceLine: block.fenceLine, index: samples.length + 1, extension, code: block.code});
    }
  }
  return samples;
}

/** A call of the `SIR` loader global. */
const sirCall = /\bSIR\s*\(/;

/**
 * A TypeScript sample that calls the `SIR` global but imports nothing from `virtual-stadium-api/embed`, the module
 * that declares it: it compiles here, where every sample sees the global, and fails in a reader's project.
 * JavaScript samples run as page scripts after the loader snippet and are not type-checked by readers.
 */
export function callsSirWithoutEmbedImport(sample: Pick<Sample, 'extension' | 'code'>): boolean {
  const isTypeScript = sample.extension === '.ts' || sample.extension === '.tsx';
  return (
    isTypeScript &&
    sirCall.test(sample.code) &&
    !/^\s*import\b[^;]*from\s*["']virtual-stadium-api\/embed["']/m.test(sample.code)
  );
}

function hasModuleSyntax(code: string): boolean {
  return /^\s*(import|export)\b/m.test(code);
}

/**
 * JavaScript samples are checked with the same strict program, except for the 7xxx family of diagnostics
 * (implicit `any`, implicit `this`, unreachable code and the like): plain JS has no annotations to satisfy them.
 * Everything else (wrong property names, wrong `SIR` arguments, missing fields) is still reported.
 */
function isLenientInJavaScript(sample: Sample, diagnostic: ts.Diagnostic): boolean {
  const isJavaScript = sample.extension === '.js' || sample.extension === '.jsx';
  return isJavaScript && diagnostic.code >= 7000 && diagnostic.code < 8000;
}

export interface CheckOptions {
  root: string;
  docsDir: string;
  keep?: boolean;
  /** Also check the `@example` blocks of the API source and the README's blocks (they end up on the generated /docs/api pages). */
  apiExamples?: boolean;
}

/**
 * The fenced blocks inside the doc comments of the API source. Comment prefixes are stripped line by line,
 * so line numbers match the source.
 */
export function extractApiExamples(source: string, sourcePath: string): Sample[] {
  const stripped = source
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*\/\*\*\s?/, '').replace(/^\s*\*\/?\s?/, ''))
    .join('\n');
  // Each example imports what it uses, as a reader who pastes it needs: nothing is added here, so a missing import
  // fails the check (without one, `Event` would even be the DOM's Event type).
  return extractSamples(stripped, sourcePath);
}

/** Extracts every sample under `docsDir`, writes them as module files and type-checks them in one program. */
export function checkDocSamples({root, docsDir, keep = false, apiExamples = false}: CheckOptions): CheckResult {
  const apiIndex = path.join(root, 'virtual-stadium-api', 'src', 'index.ts');
  const apiEmbed = path.join(root, 'virtual-stadium-api', 'src', 'embed.ts');
  if (!fs.existsSync(apiIndex) || !fs.existsSync(apiEmbed)) {
    throw new Error(`API source not found under ${root}; run from the repository root or pass --root`);
  }

  const samples = listDocs(docsDir, path.join(docsDir, 'api')).flatMap((file) =>
    extractSamples(fs.readFileSync(file, 'utf8'), displayPath(root, file)),
  );
  if (apiExamples) {
    samples.push(...extractApiExamples(fs.readFileSync(apiIndex, 'utf8'), displayPath(root, apiIndex)));
    const apiReadme = path.join(root, 'virtual-stadium-api', 'README.md');
    samples.push(...extractSamples(fs.readFileSync(apiReadme, 'utf8'), displayPath(root, apiReadme)));
  }
  return typeCheckSamples(root, samples, keep);
}

/**
 * Writes samples as module files and type-checks them in one strict program against the API types
 * (`virtual-stadium-api`, `virtual-stadium-api/embed` and the global `SIR`). Also used for the
 * snippets of the embed configurator.
 */
export function typeCheckSamples(root: string, samples: Sample[], keep = false): CheckResult {
  const apiEmbed = path.join(root, 'virtual-stadium-api', 'src', 'embed.ts');

  // Inside node_modules so that imports such as `react` resolve from the repository's dependencies; a folder of this
  // run's own, so that two runs at once (the unit step and the doc-samples step of npm run check) never share one.
  const cacheDir = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, {recursive: true});
  const workDir = fs.mkdtempSync(path.join(cacheDir, 'doc-samples-'));
  const sampleByFile = new Map<string, Sample>();
  for (const sample of samples) {
    const safeDocPath = sample.docPath.replace(/^\/+/, '').replace(/\.\.\//g, '');
    const file = path.join(workDir, `${safeDocPath}__${sample.index}${sample.extension}`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    // `export {}` goes last so that sample line numbers stay unchanged.
    const ending = hasModuleSyntax(sample.code) ? [] : ['export {};'];
    fs.writeFileSync(file, [sample.code, ...ending, ''].join('\n'));
    sampleByFile.set(path.resolve(file), sample);
  }

  const options: ts.CompilerOptions = {
    ...sampleCompilerOptions,
    noEmit: true,
    moduleDetection: ts.ModuleDetectionKind.Force,
    allowJs: true,
    checkJs: true,
    types: ['node'],
    typeRoots: [path.join(root, 'node_modules', '@types')],
  };

  const program = ts.createProgram({rootNames: [...sampleByFile.keys(), apiEmbed], options});
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSourceFiles().flatMap((sourceFile) => {
      const own = sampleByFile.has(path.resolve(sourceFile.fileName)) || path.resolve(sourceFile.fileName) === apiEmbed;
      return own ? [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)] : [];
    }),
  ];

  const errors: SampleError[] = [];
  const failedSamples = new Set<Sample>();
  for (const diagnostic of diagnostics) {
    if (diagnostic.category !== ts.DiagnosticCategory.Error) continue;
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ');
    const file = diagnostic.file;
    if (!file || diagnostic.start === undefined) {
      errors.push({sample: undefined, text: `error TS${diagnostic.code}: ${message}`});
      continue;
    }
    const {line} = file.getLineAndCharacterOfPosition(diagnostic.start);
    const sample = sampleByFile.get(path.resolve(file.fileName));
    if (sample && isLenientInJavaScript(sample, diagnostic)) continue;
    if (sample) {
      failedSamples.add(sample);
      const sampleLines = sample.code.split('\n').length;
      // Errors on the appended `export {}` line cannot happen in practice; clamp to the closing fence.
      const docLine = sample.fenceLine + 1 + Math.min(line, sampleLines);
      errors.push({sample, text: `${sample.docPath}:${docLine}: ${message} (TS${diagnostic.code})`});
    } else {
      errors.push({
        sample: undefined,
        text: `${displayPath(root, file.fileName)}:${line + 1}: ${message} (TS${diagnostic.code})`,
      });
    }
  }

  for (const sample of samples) {
    if (!callsSirWithoutEmbedImport(sample)) continue;
    failedSamples.add(sample);
    const line = sample.fenceLine + 1 + sample.code.split('\n').findIndex((codeLine) => sirCall.test(codeLine));
    errors.push({
      sample,
      text: `${sample.docPath}:${line}: calls SIR without importing from "virtual-stadium-api/embed", which declares it; pasted into a project it fails with "Cannot find name 'SIR'"`,
    });
  }

  if (keep) console.log(`doc samples kept in ${workDir}`);
  else fs.rmSync(workDir, {recursive: true, force: true});
  return {samples, errors, passed: samples.length - failedSamples.size, failed: failedSamples.size};
}

function printResult(result: CheckResult, verbose: boolean): void {
  if (verbose) {
    const perFile = new Map<string, number>();
    for (const sample of result.samples) perFile.set(sample.docPath, (perFile.get(sample.docPath) ?? 0) + 1);
    for (const [docPath, count] of perFile) console.log(`${docPath}: ${count} sample${count === 1 ? '' : 's'}`);
  }
  for (const error of result.errors) console.error(error.text);
  console.log(`samples: ${result.passed} passed, ${result.failed} failed`);
}

function assert(condition: boolean, message: string): void {
  if (!condition) throw new Error(`self-test failed: ${message}`);
}

/** Proves the checker reports broken samples (and only those), with doc line numbers, and accepts an empty docs folder. */
function selfTest(root: string): void {
  const docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-samples-self-test-'));
  try {
    const empty = checkDocSamples({root, docsDir});
    assert(empty.samples.length === 0 && empty.errors.length === 0, 'an empty docs folder must pass with 0 samples');

    const doc = [
      '# Self test', // 1
      '', // 2
      '```ts title="good.ts"', // 3
      'import type { TriggerActionFunctionType } from "virtual-stadium-api";', // 4
      'export const onAction: TriggerActionFunctionType = (type, data) => {', // 5
      '  if (type === "FlashBetOutcome") console.log(data.externalOutcome.id);', // 6
      '};', // 7
      '```', // 8
      '', // 9
      '```ts', // 10
      'import type { TriggerActionFunctionType } from "virtual-stadium-api";', // 11
      'export const onAction: TriggerActionFunctionType = (type, data) => {', // 12
      '  if (type === "FlashBetOutcome") console.log(data.externalOutcome.idd);', // 13
      '};', // 14
      '```', // 15
      '', // 16
      '- In a list:', // 17
      '', // 18
      '  ```js', // 19
      "  SIR('addWidget', '#sr-vs-widget', 'virtualStadium', { jwt: 'eyJ', channelId: 'spain-germany' });", // 20
      "  SIR('addWidget', '#sr-vs-widget', 'virtualStadium', { jwt: 'eyJ' });", // 21
      '  ```', // 22
      '', // 23
      '```ts nocheck', // 24
      'this is a fragment and is not checked', // 25
      '```', // 26
      '', // 27
      '```json', // 28
      '{ "not": "checked" }', // 29
      '```', // 30
      '', // 31
      '```ts', // 32
      "SIR('addWidget', '#sr-vs-widget', 'virtualStadium', { jwt: 'eyJ', channelId: 'spain-germany' });", // 33
      '```', // 34
    ].join('\n');
    fs.writeFileSync(path.join(docsDir, 'self-test.md'), doc);
    fs.mkdirSync(path.join(docsDir, 'api'));
    fs.writeFileSync(path.join(docsDir, 'api', 'generated.md'), "```ts\nconst broken: number = 'x';\n```\n");

    const result = checkDocSamples({root, docsDir});
    printResult(result, true);
    assert(result.samples.length === 4, `expected 4 checked samples, found ${result.samples.length}`);
    assert(
      result.passed === 1 && result.failed === 3,
      `expected 1 passed and 3 failed, got ${result.passed}/${result.failed}`,
    );
    assert(
      result.errors.some((e) => /self-test\.md:33: calls SIR without importing/.test(e.text)),
      'the TypeScript sample calling SIR without the embed import must be reported at line 33',
    );
    assert(
      result.errors.some((e) => /self-test\.md:13: .*'idd'/.test(e.text)),
      'the misspelt property data.externalOutcome.idd must be reported at line 13',
    );
    assert(
      result.errors.some((e) => /self-test\.md:21: /.test(e.text)),
      'the widget props without channelId must be reported at line 21',
    );
    assert(!result.errors.some((e) => /generated\.md/.test(e.text)), 'docs/api must be skipped');
    assert(
      result.errors.every((e) => e.sample !== undefined),
      'no errors outside samples expected',
    );
    console.log('self-test passed');
  } finally {
    fs.rmSync(docsDir, {recursive: true, force: true});
  }
}

function main(argv: string[]): number {
  const valueOf = (flag: string): string | undefined => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const root = path.resolve(valueOf('--root') ?? process.cwd());
  if (argv.includes('--self-test')) {
    selfTest(root);
    return 0;
  }
  const docsDir = path.resolve(valueOf('--docs') ?? path.join(root, 'docs'));
  const result = checkDocSamples({
    root,
    docsDir,
    keep: argv.includes('--keep'),
    apiExamples: argv.includes('--api-examples'),
  });
  printResult(result, argv.includes('--verbose'));
  return result.errors.length > 0 ? 1 : 0;
}

runAsScript(module, main);
