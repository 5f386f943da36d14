// Migration 0011 moves the seen counts out of `compliments` (DECISIONS 42): a database migrated
// before it keeps every count it held, on PGlite and on PostgreSQL alike.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind, withDatabaseName } from '../../../test/test-db';
import { packageRoot } from '../package-root';

const migrations = path.join(packageRoot(), 'src', 'server', 'db', 'migrations');

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A migrations folder holding only the migrations before `idx`. */
function folderBefore(idx: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kindly-migrations-'));
  const journal = JSON.parse(
    readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const entries = journal.entries.filter((entry) => entry.idx < idx);
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    copyFileSync(path.join(migrations, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  return dir;
}

interface Target {
  migrate(folder: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function openTarget(): Promise<Target> {
  if (testDbKind() === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      query: async <T>(text: string) => (await client.query<T>(text)).rows,
      close: () => client.close(),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `kindly_migration_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const client = postgres(withDatabaseName(serverUrl, name), { max: 1, onnotice: () => {} });
  const db = drizzlePostgres(client);
  return {
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    query: async <T>(text: string) => (await client.unsafe(text)) as unknown as T[],
    close: async () => {
      await client.end();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

describe('migration 0011: seen counts in their own table', () => {
  let target: Target;
  let before: string;

  beforeAll(async () => {
    target = await openTarget();
    before = folderBefore(11);
  });
  afterAll(async () => {
    await target.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('carries every count over, leaves unseen compliments without a row and drops the column', async () => {
    await target.migrate(before);
    await target.query(
      `insert into compliments (text, seen_count) values
         ('A compliment seen seven times over.', 7),
         ('A compliment nobody has seen yet.', 0),
         ('A compliment seen a thousand times.', 1000)`,
    );
    await target.migrate(migrations);

    const counts = await target.query<{ text: string; seen_count: number | null }>(
      `select c.text, s.seen_count from compliments c
       left join compliment_seen_counts s on s.compliment_id = c.id order by c.id`,
    );
    expect(counts).toEqual([
      { text: 'A compliment seen seven times over.', seen_count: 7 },
      { text: 'A compliment nobody has seen yet.', seen_count: null },
      { text: 'A compliment seen a thousand times.', seen_count: 1000 },
    ]);
    const columns = await target.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_name = 'compliments' and column_name = 'seen_count'`,
    );
    expect(columns).toEqual([]);
  });
});
