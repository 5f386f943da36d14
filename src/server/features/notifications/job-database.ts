// pg-boss on the app's own database (DECISIONS 77): its `db` option takes any object with
// `executeSql(text, values)` answering `{ rows }`, so the queue runs on PGlite and on PostgreSQL
// (through PgBouncer too) with the connections the app already has, and no pool of its own.
import type { PGlite } from '@electric-sql/pglite';
import type { Database, PreparedQuery, QueryParam } from '../../db/client';

/** pg-boss's `locked` texts: BEGIN, the statements (an advisory lock first), COMMIT. */
const WRAPPED_IN_TRANSACTION = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

/** What pg-boss calls a database. */
export interface JobDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss hands over ids as arrays (`$2::uuid[]`) and a queue's settings as objects (`$2` json);
 * both drivers send strings, numbers, booleans and null as they are, and an array of strings as a
 * text array, which the statement casts.
 */
function paramsOf(values: unknown[]): QueryParam[] {
  return values.map((value) => {
    if (value === undefined) return null;
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return JSON.stringify(value);
    }
    return value as QueryParam;
  });
}

/**
 * The statements of one of the app's transactions (`Database.statements`): pg-boss's `insert`
 * writes its jobs there, so a claim and the jobs it makes commit together or not at all.
 */
export const transactionJobDatabase = (run: PreparedQuery): JobDatabase => ({
  executeSql: async (text, values = []) => ({ rows: await run(text, paramsOf(values)) }),
});

/**
 * pg-boss's creation and upkeep come as one text of several statements between BEGIN and COMMIT,
 * with no values: PGlite runs such a text with `exec` (its simple protocol); on PostgreSQL the
 * statements between run as one simple query (a query without parameters) in a transaction of
 * the pool's, which PgBouncer in transaction mode keeps on one server connection. Every other
 * statement goes as the app's prepared ones do.
 *
 * `close` waits for the statements under way and answers every later one with no rows, so a
 * worker loop or timer of pg-boss that is still finishing never reaches a closed database.
 */
export class AppJobDatabase implements JobDatabase {
  private readonly running = new Set<Promise<unknown>>();
  private closed = false;

  constructor(private readonly database: Database) {}

  private script(text: string): Promise<{ rows: unknown[] }> {
    if (this.database.kind === 'postgres') {
      // postgres.js refuses a BEGIN it did not send itself on a pooled connection (the rest of the
      // text would still run, unwatched): its own transaction carries the statements in between.
      const inner = WRAPPED_IN_TRANSACTION.exec(text)?.[1];
      const rows = inner
        ? this.database.statements((run) => run<unknown>(inner, []))
        : this.database.prepared<unknown>(text, []);
      return rows.then((found) => ({ rows: found }));
    }
    // drizzle keeps the driver's client: PGlite's own, with the app's turn-taking (DECISIONS 64).
    const client = (this.database.db as unknown as { $client: PGlite }).$client;
    return client.exec(text).then((results) => ({ rows: results.at(-1)?.rows ?? [] }));
  }

  async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (this.closed) return { rows: [] };
    const statement =
      values === undefined || values.length === 0
        ? this.script(text)
        : this.database.prepared<unknown>(text, paramsOf(values)).then((rows) => ({ rows }));
    this.running.add(statement);
    try {
      return await statement;
    } finally {
      this.running.delete(statement);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
