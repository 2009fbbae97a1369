/**
 * How the docs' TypeScript samples are compiled: by scripts/check/check-doc-samples.ts (every sample, before the build)
 * and by Twoslash in plugins/rehype-shiki (the samples that import the API, during the build, for their type
 * popups). Both resolve `virtual-stadium-api` and `virtual-stadium-api/embed` to the API source through the
 * workspace package's "source" condition.
 */
import ts from 'typescript';

export const sampleCompilerOptions: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  customConditions: ['source'],
};
