// A fresh, migrated database per test file: PGlite in memory, or a new PostgreSQL database
// when TEST_DB_KIND=postgres (the URL in TEST_DATABASE_URL names the server to create it on).
// Both are copies of a template migrated once per set of migrations (database-template.ts).
// With TEST_PGBOUNCER_URL (a PgBouncer in transaction mode in front of that server, as .ci/run
// starts), the apps' connections go through it and only the start-up steps go direct.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { openDatabase, type Database, type DatabaseOptions } from '../src/server/db/client';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './database-template';

export type TestDbKind = 'pglite' | 'postgres';

export const testDbKind = (): TestDbKind =>
  process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** The URL the apps use: through PgBouncer when TEST_PGBOUNCER_URL is set. */
  url: string | undefined;
  /** How the apps open it (the URL, and the direct one behind PgBouncer). */
  options: DatabaseOptions;
  /** What a server process on this database is started with (DATABASE_URL and the rest). */
  env: Record<string, string>;
  /** Another connection pool on the same database, as a second instance would open. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

let pgliteTemplate: Promise<Blob> | undefined;

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    pgliteTemplate ??= ensurePgliteTemplate().then((file) => new Blob([readFileSync(file)]));
    const database = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: await pgliteTemplate,
    });
    return {
      database,
      url: undefined,
      options: { dataDir: 'memory://' },
      env: {},
      open: () => Promise.reject(new Error('a PGlite database belongs to one process')),
      drop: () => database.close(),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const template = await ensurePostgresTemplate(serverUrl);
  const name = `kindly_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${template}"`);
  const directUrl = withDatabaseName(serverUrl, name);
  const pooler = process.env.TEST_PGBOUNCER_URL;
  const options: DatabaseOptions = pooler
    ? { databaseUrl: withDatabaseName(pooler, name), directUrl, preparedStatements: false }
    : { databaseUrl: directUrl };
  const database = await openDatabase(options);
  return {
    database,
    url: options.databaseUrl,
    options,
    env: pooler
      ? {
          DATABASE_URL: options.databaseUrl!,
          DATABASE_DIRECT_URL: directUrl,
          DATABASE_PREPARED_STATEMENTS: 'off',
        }
      : { DATABASE_URL: directUrl },
    open: () => openDatabase(options),
    drop: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
