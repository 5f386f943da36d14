// `Database.statements`, the transaction of the hottest writes (DECISIONS 63): its statements
// sent together run in one transaction from the first, it commits when the work resolves, and a
// refusal or a failing statement leaves nothing behind and the pool fit for the next request.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  await testDb.database.rows(sql`create table statements_probe (id int primary key)`);
});
afterAll(async () => {
  await testDb?.drop();
});

const probeIds = async () =>
  (
    await testDb.database.rows<{ id: number }>(sql`select id from statements_probe order by id`)
  ).map((row) => row.id);

describe('statements of one transaction', () => {
  it('run in one transaction from the first statement, sent together', async () => {
    const ids = await testDb.database.statements((run) =>
      Promise.all(
        Array.from({ length: 3 }, () =>
          run<{ xid: string }>('select txid_current()::text as xid', []),
        ),
      ),
    );
    expect(new Set(ids.map(([row]) => row!.xid)).size).toBe(1);
  });

  it('commit what the work wrote when it resolves, and answer what it answered', async () => {
    const answer = await testDb.database.statements(async (run) => {
      await Promise.all([
        run('insert into statements_probe (id) values ($1::int)', [1]),
        run('insert into statements_probe (id) values ($1::int)', [2]),
      ]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await probeIds()).toEqual([1, 2]);
  });

  it('roll back everything when the work throws after writing, and pass its error on', async () => {
    const refusal = new Error('refused after the write');
    const outcome = await testDb.database
      .statements(async (run) => {
        await run('insert into statements_probe (id) values ($1::int)', [3]);
        throw refusal;
      })
      .catch((error: unknown) => error);
    expect(outcome).toBe(refusal);
    expect(await probeIds()).toEqual([1, 2]);
  });

  it('roll back the statements sent beside a failing one, and the pool serves the next', async () => {
    const outcome = await testDb.database
      .statements((run) =>
        Promise.all([
          run('insert into statements_probe (id) values ($1::int)', [4]),
          // The primary key refuses it: the transaction is aborted.
          run('insert into statements_probe (id) values ($1::int)', [1]),
        ]),
      )
      .catch((error: unknown) => error);
    expect(String(outcome)).toMatch(/duplicate key/);
    expect(await probeIds()).toEqual([1, 2]);
    // Each of the pool's connections is out of the failed transaction.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        testDb.database.statements((run) => run<{ n: number }>('select $1::int as n', [i])),
      ),
    );
    expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
