import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Server features, bottom first: a feature may import only the features before it here, each through
 * its index.ts, so no two features depend on each other (docs/decisions/037-one-way-server-features.md).
 * Webhooks is at the bottom, then events; what reacts to a saved event is given to events in server/src/app.ts.
 */
const serverFeatureOrder = [
  // Below every feature that emits events (docs/decisions/045-scoped-keys-webhooks-mcp.md): it records and
  // queues deliveries in the emitter's transaction and imports no feature itself.
  'webhooks',
  'events',
  'calendar-feed',
  'users',
  'api-keys',
  'auth',
  'admins',
  'issues',
  'uploads',
  'projects',
  'check-in',
  'reminders',
  // The registration wing: the waitlist (places, promotion and their e-mails), then decisions, then requests.
  'waitlist',
  'decisions',
  'registrations',
  'invites',
  'guest-messages',
  'judging',
  'synthetic-data',
  'search',
  // The MCP server calls the API in-process; it needs only the key resolver.
  'mcp',
  'demo',
];

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
    // A server feature (server/src/<feature>/) uses another feature only through its index.ts, and only
    // a feature before it in serverFeatureOrder (docs/decisions/037-one-way-server-features.md); the
    // shared plumbing is free to all and uses no feature (docs/decisions/022-feature-boundaries.md).
    // The composition roots (server/src/*.ts, demo/seed.ts) wire every feature and are exempt.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/*.ts', 'server/src/demo/seed.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['server/src/**/*.ts'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'server/src/{http,db,jobs,mail,storage,docs}', partialMatch: false },
        ...serverFeatureOrder.map((feature) => ({ type: feature, pattern: `server/src/${feature}`, partialMatch: false })),
        // A folder missing from serverFeatureOrder: it may use the plumbing and no feature.
        { type: 'unordered', pattern: 'server/src/*', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: [...serverFeatureOrder, 'unordered'] } },
              disallow: { to: { element: { type: [...serverFeatureOrder, 'unordered'] } } },
              message:
                'Server features depend one way: import only a feature listed before this one in serverFeatureOrder, through its index.ts (docs/decisions/037-one-way-server-features.md).',
            },
            ...serverFeatureOrder.map((feature, rank) => ({
              from: { element: { type: feature } },
              allow: { to: { element: { type: serverFeatureOrder.slice(0, rank), fileInternalPath: 'index.ts' } } },
            })),
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: [...serverFeatureOrder, 'unordered'] } } },
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
