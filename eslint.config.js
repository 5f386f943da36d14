// Lint rules: typescript-eslint, React hooks, accessibility, import boundaries (the Import rules
// of docs/ARCHITECTURE.md) and kebab-case names.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'data', 'screenshots', 'scratch', 'src/server/db/migrations'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        {
          'src/**/*.{ts,tsx}': 'KEBAB_CASE',
          'test/**/*.ts': 'KEBAB_CASE',
          'e2e/**/*.ts': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/contract',
              from: ['./src/server', './src/client'],
              message: 'contract imports only zod',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'the server never imports the client',
            },
            {
              target: './src/client',
              from: './src/server',
              message: 'the client never imports the server',
            },
            {
              target: ['./src/client/components', './src/client/lib', './src/client/hooks'],
              from: ['./src/client/features', './src/client/pages', './src/client/app'],
              message: 'client code flows components|lib|hooks → features → pages|app',
            },
            {
              target: './src/client/features',
              from: ['./src/client/pages', './src/client/app'],
              message: 'features do not import pages or app',
            },
            {
              target: './src/server/features',
              from: './src/server/db/schema',
              except: [],
              message: 'only db/ and services import db/schema',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/server/features/**/*.service.ts',
      'src/server/features/**/*.test.ts',
      'src/server/features/**/*-test-helpers.ts',
    ],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
