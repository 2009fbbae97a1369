// ESLint flat config for the site's own code: config, plugins, build tools, scripts, theme wrappers, components,
// tests and the product API package. Docs code samples are checked by `npm run test:samples`, not here.
// Formatting is Prettier's job (`npm run format:check`), so no stylistic rules are enabled.
//
// Linting is type-aware (typescript-eslint's `recommendedTypeChecked`): it reuses the two TypeScript projects that
// `npm run typecheck` and `npm run test:api` compile, so it catches floating promises and unsafe `any` flows.
// Set ESLINT_NO_TYPES=1 to lint without type information (faster, for a quick look in an editor).
import js from '@eslint/js';
import reactPlugin from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const typed = process.env.ESLINT_NO_TYPES !== '1';
const tsFiles = ['**/*.{ts,tsx,mts,cts}'];

const reactFiles = ['src/**/*.{ts,tsx}', 'tests/fixtures/**/*.{ts,tsx}', 'examples/web/src/react/**/*.tsx'];

export default tseslint.config(
  {
    // Generated output, dependencies and reports.
    ignores: [
      'node_modules/**',
      'build/**',
      'build-deploy/**',
      'build-fixtures/**',
      'build-fixtures-deploy/**',
      '.docusaurus/**',
      'docs/api/**',
      'bench/results/**',
      '**/dist/**',
      'test-results/**',
      'playwright-report/**',
      // The docs' code samples are compiled by scripts/check/check-doc-samples.ts.
      'docs/**',
    ],
  },
  {
    linterOptions: {reportUnusedDisableDirectives: 'error'},
  },
  js.configs.recommended,
  ...(typed ? tseslint.configs.recommendedTypeChecked : tseslint.configs.recommended).map((config) => ({
    ...config,
    files: config.files ?? tsFiles,
  })),
  {
    files: tsFiles,
    languageOptions: {
      parserOptions: typed
        ? {
            // The projects the type checks use (the web example has its own, as the starter ships it). Explicit, so a stray tsconfig.json in a subfolder is not picked.
            project: ['./tsconfig.json', './virtual-stadium-api/tsconfig.json', './examples/web/tsconfig.json'],
            tsconfigRootDir: import.meta.dirname,
          }
        : {},
    },
    rules: {
      // TypeScript already reports undefined names, with better messages.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true},
      ],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      ...(typed
        ? {
            // node:test's `test()`/`describe()` return promises the runner awaits itself.
            '@typescript-eslint/no-floating-promises': [
              'error',
              {
                allowForKnownSafeCalls: [
                  {from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite']},
                ],
              },
            ],
            // Promise-returning handlers in JSX (`onClick={async () => ...}`) are fine; a forgotten await is not.
            '@typescript-eslint/no-misused-promises': ['error', {checksVoidReturn: {attributes: false}}],
            // `${n}` with numbers and booleans is normal in messages and generated text.
            '@typescript-eslint/restrict-template-expressions': [
              'error',
              {allowNumber: true, allowBoolean: true, allowNullish: false},
            ],
          }
        : {}),
    },
  },
  {
    // Plain JavaScript files (none is in a TypeScript project): no type-aware rules.
    files: ['**/*.{js,mjs,cjs}'],
    ...(typed ? tseslint.configs.disableTypeChecked : {}),
    languageOptions: {globals: {...globals.node}},
  },
  {
    // React code: components, theme wrappers, pages, the test-only fixture pages and the examples' React samples.
    files: reactFiles,
    ...reactPlugin.configs.flat.recommended,
    languageOptions: {
      ...reactPlugin.configs.flat.recommended.languageOptions,
      globals: {...globals.browser},
    },
    settings: {react: {version: 'detect'}},
  },
  {
    files: reactFiles,
    ...reactPlugin.configs.flat['jsx-runtime'],
  },
  {
    files: reactFiles,
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: reactFiles,
    rules: {
      // Props are typed with TypeScript.
      'react/prop-types': 'off',
    },
  },
  {
    // Type-level contract tests: `value.prop;` under `// @ts-expect-error` is how they assert a type error.
    files: ['virtual-stadium-api/test/**/*.ts'],
    rules: {'@typescript-eslint/no-unused-expressions': 'off'},
  },
  {
    // Node-side code: build config, plugins, build tools, scripts and tests.
    files: [
      '*.{ts,mts,cts}',
      'config/**/*.ts',
      'plugins/**/*.ts',
      'build-tools/**/*.ts',
      'scripts/**/*.ts',
      'tests/**/*.ts',
    ],
    languageOptions: {globals: {...globals.node}},
  },
  {
    // The web example's browser scripts: SIR is the global the loader snippet in the page defines.
    files: ['examples/web/public/**/*.js'],
    languageOptions: {globals: {...globals.browser, SIR: 'readonly'}},
  },
);
