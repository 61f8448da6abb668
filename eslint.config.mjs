import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/*
 * The web app's architecture (apps/web/src): main.tsx -> app/ (shell, providers, route table,
 * layouts) -> features/<feature>/ -> shared/ (ui kit, api client, i18n, session, settings...), and
 * gql/ (generated) for all. Nothing imports upward, features do not import each other: what two
 * features need lives in shared/, or the app shell composes them. A feature is a folder of features/,
 * or of a group folder such as features/admin/ (each back-office function its own feature).
 */
const WEB = 'apps/web/src';
const FEATURE_GROUPS = ['admin'];
const foldersOf = (dir) =>
  readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersOf(`${WEB}/features`).flatMap((name) =>
  FEATURE_GROUPS.includes(name)
    ? foldersOf(`${WEB}/features/${name}`).map((sub) => `${name}/${sub}`)
    : [name],
);
const webLayers = [
  {
    target: `${WEB}/shared`,
    from: [`${WEB}/app`, `${WEB}/features`],
    message: 'shared/ is below the features and the app shell: pass what it needs in instead.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import the app shell: the route table gives a page what it needs as props.',
  },
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: `Features do not import each other: move what ${feature} shares to shared/, or let the app shell compose them.`,
  })),
];

/** The api's composition root: only the app module, the server, main and the CLI build on it. */
const compositionRoot = {
  group: ['**/platform/platform'],
  message:
    'The Platform is the composition root: take the narrow parts you need as an interface (docs/decisions/operation-ports.md).',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'apps/web/src/gql/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/{app.module,server,main}.ts', 'apps/api/src/cli/**', 'apps/api/src/platform/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [compositionRoot] }] },
  },
  {
    // Operations are plain application code: they know their request, their group's parts and
    // the domain, never how they are reached or what runs beside them.
    files: ['apps/api/src/operations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            compositionRoot,
            {
              group: [
                '**/rest/*',
                '**/graphql/*',
                '**/graphql/**',
                '**/app.module',
                '**/server',
                '**/main',
                '**/cli/*',
              ],
              message:
                'Operations do not import the doors or the process around them; the doors import operations.',
            },
            {
              group: ['**/live/*', '**/device-link/*'],
              message:
                'Operations do not import live updates or the device link; what they share goes in a neutral module.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import circle anywhere in the apps' and libraries' sources (lazy imports count).
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // On Node 20 one AsyncLocalStorage turns on promise hooks for every promise of the process.
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Identifier[name='AsyncLocalStorage']",
          message:
            'No AsyncLocalStorage: on Node 20 it makes every promise of the process pay for async hooks, about a sixth of the CPU of a rebuild (docs/decisions/async-context.md).',
        },
      ],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayers }],
    },
  },
  // Tests read loosely typed JSON answers; strictness there would only add casts.
  { files: ['test/**/*.ts', '**/test/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  prettier,
);
