// The hot statements' entry point, kept for the code that runs them (the random pick, the session
// read); the driver work is the database's own (db/client.ts).
import type { AppContext } from '../context';
import type { PreparedQuery } from './client';

export type { PreparedQuery };

export function preparedQuery(ctx: AppContext): PreparedQuery {
  return ctx.database.prepared;
}
