// The statement timeout holds on every connection the app uses, straight to PostgreSQL or through
// PgBouncer in transaction mode (TEST_PGBOUNCER_URL, as .ci/run runs it), where it cannot be a
// startup parameter and is the role's default instead (DECISIONS 61, SECURITY F8).
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { openDatabase } from './client';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});

const through = process.env.TEST_PGBOUNCER_URL ? 'through PgBouncer' : 'straight to PostgreSQL';

describe(`the statement timeout, ${through}`, () => {
  it('F8 every pooled connection has it, in and out of transactions, and a slow statement is cancelled', async () => {
    // More statements at once than the pool has connections, so several are used.
    const shown = await Promise.all(
      Array.from({ length: 24 }, () =>
        testDb.database.rows<{ statement_timeout: string }>(sql`show statement_timeout`),
      ),
    );
    expect(new Set(shown.map(([row]) => row!.statement_timeout))).toEqual(new Set(['5s']));
    const inTransaction = await testDb.database.db.transaction((tx) =>
      testDb.database.rows<{ statement_timeout: string }>(sql`show statement_timeout`, tx),
    );
    expect(inTransaction[0]!.statement_timeout).toBe('5s');
    const slow = await testDb.database.rows(sql`select pg_sleep(6)`).catch((error: Error) => error);
    // drizzle wraps the driver's error, whose message is PostgreSQL's.
    expect(String((slow as Error).cause)).toMatch(/canceling statement due to statement timeout/);
  }, 20_000);

  it('F8 a second instance opening the same database neither fails nor sets it twice', async () => {
    const [second, third] = await Promise.all([testDb.open(), testDb.open()]);
    try {
      const [row] = await second.rows<{ statement_timeout: string }>(sql`show statement_timeout`);
      expect(row!.statement_timeout).toBe('5s');
    } finally {
      await Promise.all([second.close(), third.close()]);
    }
    if (!testDb.options.directUrl) return;
    const direct = postgres(testDb.options.directUrl, { max: 1, onnotice: () => {} });
    try {
      const settings = await direct<{ setconfig: string[] }[]>`
        select s.setconfig from pg_db_role_setting s
        join pg_database d on d.oid = s.setdatabase and d.datname = current_database()`;
      expect(settings.flatMap((row) => row.setconfig)).toEqual(['statement_timeout=5000']);
    } finally {
      await direct.end();
    }
  });
});

describe(`statements sent together, ${through}`, () => {
  it('F8 statements with and without parameters sent at once on ten connections all answer', async () => {
    // postgres.js sends a statement behind one without parameters on a busy connection; behind
    // PgBouncer 1.18 the second answer was lost and its query waited for ever, until this test's
    // timeout (DECISIONS 61).
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? testDb.database.rows<{ one: number }>(sql`select 1 as one`)
          : testDb.database.rows<{ one: number }>(sql`select ${1}::int as one`),
      ),
    );
    expect(answers.flat()).toEqual(Array.from({ length: 200 }, () => ({ one: 1 })));
  }, 10_000);
});

describe('named prepared statements', () => {
  it('are named when on: the session read, the pick and the thank parse each text once', async () => {
    // Straight to PostgreSQL, where they are on, also when the suite runs through PgBouncer.
    const url = testDb.options.directUrl ?? testDb.options.databaseUrl;
    const database = await openDatabase({ databaseUrl: url, preparedStatements: true });
    try {
      const named = await database.statements(async (run) => {
        await run('select $1::int as one', [1]);
        return run<{ count: number }>(
          `select count(*)::int as count from pg_prepared_statements
           where statement = 'select $1::int as one'`,
          [],
        );
      });
      expect(named).toEqual([{ count: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('can be turned off: the session read and the pick then send unnamed statements', async () => {
    const database = await openDatabase({ ...testDb.options, preparedStatements: false });
    try {
      const rows = await database.prepared<{ one: number }>('select $1::int as one', [1]);
      expect(rows).toEqual([{ one: 1 }]);
      const [named] = await database.rows<{ count: number }>(
        sql`select count(*)::int as count from pg_prepared_statements`,
      );
      expect(named!.count).toBe(0);
    } finally {
      await database.close();
    }
  });
});
