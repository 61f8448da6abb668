import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
  // Tests read loosely typed JSON answers; strictness there would only add casts.
  { files: ['test/**/*.ts', '**/test/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  prettier,
);
