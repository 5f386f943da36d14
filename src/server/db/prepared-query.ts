// Runs the hottest statements (the random pick's, the session read) straight on the driver as
// named prepared statements: drizzle sends unnamed ones, which PostgreSQL parses and plans again
// on every call, and planning costs more than the index probe itself (DECISIONS 15, one prepared
// round trip).
import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { AppContext } from '../context';

export type PreparedQuery = <T>(text: string, params: (string | number)[]) => Promise<T[]>;

const byDb = new WeakMap<object, PreparedQuery>();

export function preparedQuery(ctx: AppContext): PreparedQuery {
  const known = byDb.get(ctx.db);
  if (known) return known;
  // drizzle keeps the driver's client on the database object it returns.
  const client = (ctx.db as unknown as { $client: unknown }).$client;
  let run: PreparedQuery;
  if (ctx.database.kind === 'postgres') {
    const sql = client as Sql;
    // prepare: true makes postgres.js parse each text once per connection, under a name.
    run = async <T>(text: string, params: (string | number)[]) =>
      (await sql.unsafe(text, params, { prepare: true })) as unknown as T[];
  } else {
    const pglite = client as PGlite;
    run = async <T>(text: string, params: (string | number)[]) =>
      (await pglite.query<T>(text, params)).rows;
  }
  byDb.set(ctx.db, run);
  return run;
}
