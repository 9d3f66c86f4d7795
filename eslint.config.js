import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // web feature boundaries: a file in web/src/features/<feature>/ reaches another feature only through
  // its public entry (`<feature>/index.ts`); shared code lives in web/src/lib and web/src/components
  // (docs/decisions/023-web-feature-boundaries.md). One block per folder depth, since an import path
  // is relative: from depth d, `../` repeated d + 1 times lands in web/src/features/.
  ...[0, 1, 2].map((depth) => ({
    files: [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/(?!index\\.ts$)`,
              message: "Import another web feature through its public entry ('../<feature>/index.ts').",
            },
          ],
        },
      ],
    },
  })),
  {
    // File and folder names are kebab-case (docs/decisions/022-feature-boundaries.md).
    files: ['server/src/**/*.ts', 'server/test/**/*.ts', 'contract/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // A server feature (server/src/<feature>/) uses another feature only through its index.ts,
    // and the shared plumbing freely; the plumbing uses no feature. The composition roots
    // (server/src/*.ts, demo/seed.ts) wire every feature and are exempt.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/*.ts', 'server/src/demo/seed.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['server/src/**/*.ts'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'server/src/{http,db,jobs,mail,storage,docs}', partialMatch: false },
        { type: 'feature', pattern: 'server/src/*', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature' } } },
              message: 'Import another feature only through its index.ts (docs/decisions/022-feature-boundaries.md).',
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: 'feature' } } },
              message: 'Shared plumbing must not depend on a feature (docs/decisions/022-feature-boundaries.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from './fixtures.ts': it fails a test on any console error or warning.",
            },
          ],
        },
      ],
    },
  },
);
