// A transaction whose connection dies (a database restart, a terminated backend) fails, and its
// connection goes back to the pool to reconnect: after more such losses than the pool holds
// connections, the pool still answers, and it closes without waiting for the dead ones
// (DECISIONS 13, SECURITY F3).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import type { Database } from './client';

/** More than the pool's connections (openPostgres: max 10). */
const LOSSES = 12;

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});

/**
 * Runs a transaction, terminates its server connection while it waits on a statement, and answers
 * how it ended: `lost` when it failed after the termination, as it should.
 */
async function loseTransaction(pool: Database): Promise<string> {
  let backend: (pid: number) => void = () => {};
  const started = new Promise<number>((resolve) => (backend = resolve));
  const transaction = pool
    .statements(async (run) => {
      const [row] = await run<{ pid: number }>('select pg_backend_pid() as pid', []);
      backend(row!.pid);
      await run('select pg_sleep(3)', []);
    })
    .then(
      () => 'outlived its connection',
      () => 'lost',
    );
  const pid = await Promise.race([started, transaction.then(() => 'failed before it ran')]);
  if (typeof pid !== 'number') return pid;
  await testDb.database.rows(sql`select pg_terminate_backend(${pid}::int)`);
  return transaction;
}

describe('a transaction whose connection dies', () => {
  it('F3 fails, and the pool answers again after more losses than it has connections', async () => {
    const pool = await testDb.open();
    for (let loss = 0; loss < LOSSES; loss++) {
      expect(await loseTransaction(pool), `transaction ${loss + 1}`).toBe('lost');
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pool.rows<{ one: number }>(sql`select 1 as one`)),
    );
    expect(answers.map(([row]) => row!.one)).toEqual(Array(20).fill(1));
    await pool.close();
  }, 40_000);

  it('F3 leaves nothing for closing to wait on', async () => {
    const pool = await testDb.open();
    expect(await loseTransaction(pool)).toBe('lost');
    // The driver gives a connection it waits on 5 s before it drops it.
    const closing = performance.now();
    await pool.close();
    expect(performance.now() - closing).toBeLessThan(2500);
  });
});
