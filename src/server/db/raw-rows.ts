// What a raw statement answers, read the same way on postgres.js and on PGlite.
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Rows of a raw statement: postgres.js answers an array, PGlite an object holding one. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** A timestamp of a raw statement: a Date on one driver, its text on another. */
export const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
