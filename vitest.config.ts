// One `vitest run`: unit and API tests on PGlite, again on PostgreSQL when TEST_DATABASE_URL
// is set, and the browser journeys against the built app.
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const apiTests = ['src/**/*.test.ts', 'test/**/*.test.ts'];
// Pure client and contract tests touch no database: they run once, in the PGlite project.
const databaseTests = ['src/server/**/*.test.ts', 'test/**/*.test.ts'];
// Tests that need a PostgreSQL server (and Redis): two instances on one database, a proxy cut.
const postgresOnlyTests = ['test/multi-instance/**', '**/*.postgres.test.ts'];
// Checks of the repository itself (docs, lint rules, types, engines) read files, not a database:
// they run once, in the PGlite project.
const repositoryChecks = [
  'test/platform/doc-citations.test.ts',
  'test/platform/catalogs.test.ts',
  'test/platform/file-sizes.test.ts',
  'test/platform/lint-rules.test.ts',
  'test/platform/member-data.test.ts',
  'test/platform/module-state.test.ts',
  'test/platform/node-engines.test.ts',
  'test/platform/security-rows.test.ts',
  'test/platform/server-imports.test.ts',
  'test/platform/type-environments.test.ts',
];
// The production server on the running Node line, once per run in its own project (CI runs it
// alone on the newest line).
const smokeTests = ['test/smoke/**/*.smoke.test.ts'];
// The production client's first loads against their budgets (DECISIONS 69), on the client the
// journeys use: one build serves both projects.
const bundleTests = ['test/bundle/**/*.test.ts'];
// Inline projects do not inherit the root's timeouts; a loaded 2-core machine needs them.
// The API files share their workers' module graph (isolate: false): each file builds its own app
// on its own database, and importing Fastify, zod and drizzle once per worker instead of once per
// file saves about a second of every file (docs/TESTING.md).
const apiOptions = { testTimeout: 30_000, hookTimeout: 60_000, isolate: false };
const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'api-pglite',
      include: apiTests,
      exclude: [...configDefaults.exclude, ...postgresOnlyTests, ...smokeTests, ...bundleTests],
      ...apiOptions,
      env: { TEST_DB_KIND: 'pglite' },
      setupFiles: ['test/setup-console.ts'],
    },
  },
  {
    test: {
      name: 'smoke',
      include: smokeTests,
      env: { TEST_DB_KIND: 'pglite' },
      setupFiles: ['test/setup-console.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      isolate: false,
    },
  },
  {
    test: {
      name: 'bundle',
      include: bundleTests,
      globalSetup: ['e2e/global-setup.ts'],
      testTimeout: 60_000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: databaseTests,
      exclude: [...configDefaults.exclude, ...smokeTests, ...bundleTests, ...repositoryChecks],
      ...apiOptions,
      env: { TEST_DB_KIND: 'postgres' },
      setupFiles: ['test/setup-console.ts'],
    },
  });
}
if (process.env.SKIP_E2E !== '1') {
  projects.push({
    test: {
      name: 'e2e',
      include: ['e2e/**/*.spec.ts'],
      globalSetup: ['e2e/global-setup.ts'],
      // Like the API files, the journeys of a worker share its module graph: each file starts its
      // own server and Chromium, and importing the server's modules once per worker instead of
      // once per file took a quarter of the journeys' time.
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // After the API files: Chromium alone keeps both cores busy, and API files beside it would
      // slow every journey down.
      sequence: { groupOrder: 1 },
      // What a page shows after a click may take a few seconds on a busy 2-core machine, where
      // vitest's 1 s default failed journeys that were right.
      expect: { poll: { timeout: 10_000 } },
    },
  });
}

export default defineConfig({
  test: {
    projects,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', './test/reporters/slowest-files.ts'],
    // vitest's default is one worker fewer than the cores: one worker on a 2-core machine.
    maxWorkers: 2,
  },
});
