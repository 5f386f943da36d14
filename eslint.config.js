// Lint rules: typescript-eslint, React hooks, accessibility, import boundaries (the Import rules
// of docs/ARCHITECTURE.md) and kebab-case names.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Which folder may import which (docs/ARCHITECTURE.md, Import rules).
const layerZones = [
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
];

// Client features never import each other: shared parts live in components, lib or hooks, and a
// page composes features.
const clientFeatures = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = clientFeatures.map((name) => ({
  target: `./src/client/features/${name}`,
  from: './src/client/features',
  except: [`./${name}`],
  message:
    'a client feature does not import another feature: share through components, lib or hooks',
}));

// The server's features in layers, bottom first (docs/ARCHITECTURE.md, Server layers): a feature
// imports only features of the layers below its own, so no two features import each other and a
// change flows one way. Type-only imports count. Tests may reach higher for their set-up.
export const serverLayers = [
  ['mail', 'media', 'screening', 'audit', 'inbox', 'health', 'live-events', 'web-app'],
  ['identity'],
  ['images', 'campaigns', 'badges', 'karma', 'push'],
  ['ads', 'promotions'],
  ['compliments', 'redirects'],
  [
    'moderation',
    'badge-progress',
    'sharing',
    'digest',
    'account-deletion',
    'data-export',
    'notifications',
  ],
  ['admin-users'],
];

const serverFeatures = readdirSync('src/server/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerOf = new Map(serverLayers.flatMap((names, layer) => names.map((name) => [name, layer])));
const serverLayerZones = serverFeatures
  .map((name) => {
    const layer = layerOf.get(name);
    if (layer === undefined) {
      throw new Error(
        `src/server/features/${name} has no place in serverLayers (eslint.config.js)`,
      );
    }
    const below = serverLayers.slice(0, layer).flat();
    return {
      target: `./src/server/features/${name}`,
      from: serverFeatures
        .filter((other) => other !== name && !below.includes(other))
        .map((other) => `./src/server/features/${other}`),
      message: `server layers: ${name} imports only ${below.length > 0 ? below.join(', ') : 'no feature'}`,
    };
  })
  .filter((zone) => zone.from.length > 0);

// What every feature stands on imports no feature: the context, configuration, database, shared
// plugins and helpers. Only the files that compose the app (app.ts, main.ts, infrastructure.ts,
// start-up.ts, rekey-cli.ts and the demo seed) reach into features.
const serverInfrastructureZone = {
  target: [
    './src/server/{address-block,background,config,config-limits,context,country,http-error,limiters,package-root,push-config,server-options}.ts',
    './src/server/db/{client,migrate-cli}.ts',
    './src/server/db/schema/**',
    './src/server/lib/**',
    './src/server/plugins/**',
  ],
  from: './src/server/features/**',
  message: 'server infrastructure imports no feature: the app composes them (app.ts)',
};

// Server routes reach tables through their feature's service, never db/schema directly.
const schemaZone = {
  target: './src/server/features',
  from: './src/server/db/schema',
  except: [],
  message: 'only db/ and services import db/schema',
};

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
            ...layerZones,
            ...featureZones,
            schemaZone,
            ...serverLayerZones,
            serverInfrastructureZone,
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/features/**/*.service.ts'],
    // Services read tables; the layer and feature rules still hold for them.
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureZones, ...serverLayerZones] },
      ],
    },
  },
  {
    files: ['src/server/**/*.test.ts'],
    // Tests read tables and set up with any feature; the client and contract rules still hold.
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    // A promise nobody awaits loses its failure: every one is awaited, returned, or marked `void`.
    // Type-aware, so each file is checked with the TypeScript project it belongs to.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // react-hook-form's handleSubmit gives forms an async onSubmit that reports its own errors.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Hooks live in .ts files too (queries, toasts, the viewport watcher): the rules of hooks
    // apply to every client file.
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/client/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    // Every text a person reads comes from a catalog (PRODUCT 27, docs/I18N.md): a sentence written
    // into a component would stay English in every language.
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['^(aria-label|aria-description|title|placeholder|alt|label|description)$'],
          },
          // Punctuation, symbols and numbers between expressions are not words.
          words: { exclude: ['^[^A-Za-z]*$'] },
        },
      ],
    },
  },
);
