// A fresh, migrated database per test file: PGlite in memory, or a new PostgreSQL database
// when TEST_DB_KIND=postgres (the URL in TEST_DATABASE_URL names the server to create it on).
// Both are copies of a template migrated once per set of migrations (database-template.ts).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { openDatabase, type Database } from '../src/server/db/client';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './database-template';

export type TestDbKind = 'pglite' | 'postgres';

export const testDbKind = (): TestDbKind =>
  process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  url: string | undefined;
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
    return { database, url: undefined, drop: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const template = await ensurePostgresTemplate(serverUrl);
  const name = `kindly_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${template}"`);
  const url = withDatabaseName(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
