// Failures a test injects into the middle of a transaction, to prove that nothing of it persists
// (SECURITY K6), and pauses that fill the share card queue (SECURITY L7). They reach the app only
// through what buildApp is handed (its database and its card drawer), never its context.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../src/server/db/client';
import { thanks } from '../../src/server/db/schema/index';
import { CardDrawer } from '../../src/server/features/sharing/card-drawer';

export interface Faults {
  /** Runs in the thank's transaction after the thank row is written, before any karma moves. */
  afterThankInsert?: () => void;
  /** Awaited as a share preview's drawing starts: a test holds the drawing there. */
  beforeCardDrawing?: (complimentId: number) => Promise<void>;
}

type AnyObject = Record<PropertyKey, unknown>;

/** `target` with its methods bound to it, and `overrides` in place of some of its members. */
function wrap<T extends object>(target: T, overrides: (key: PropertyKey) => unknown): T {
  return new Proxy(target, {
    get(object, key) {
      const override = overrides(key);
      if (override !== undefined) return override;
      const value = Reflect.get(object, key, object) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(object) : value;
    },
  });
}

/** A query builder whose statement, once it has run, is followed by `after` (which may throw). */
function followedBy(builder: object, after: () => void): object {
  return wrap(builder, (key) => {
    const value = (builder as AnyObject)[key];
    if (key === 'then') {
      return (resolve: (rows: unknown) => unknown, reject: (error: unknown) => unknown) =>
        (builder as PromiseLike<unknown>)
          .then((rows) => {
            after();
            return rows;
          })
          .then(resolve, reject);
    }
    if (typeof value !== 'function') return undefined;
    return (...args: unknown[]) => {
      const next = (value as (...args: unknown[]) => unknown).apply(builder, args);
      return next !== null && typeof next === 'object' ? followedBy(next, after) : next;
    };
  });
}

/** A transaction (or the database) whose inserts into thanks are followed by the fault. */
function faultyTx<T extends object>(tx: T, faults: Faults): T {
  return wrap(tx, (key) => {
    if (key === 'insert') {
      return (table: unknown) => {
        const builder = (tx as unknown as Db).insert(table as typeof thanks);
        return table === thanks ? followedBy(builder, () => faults.afterThankInsert?.()) : builder;
      };
    }
    if (key === 'transaction') {
      return (run: (inner: unknown) => Promise<unknown>, config?: unknown) =>
        (tx as unknown as { transaction: (...args: unknown[]) => Promise<unknown> }).transaction(
          (inner: object) => run(faultyTx(inner, faults)),
          config,
        );
    }
    return undefined;
  });
}

/** The database with `faults` injected into its transactions; it stays the caller's to close. */
export function withFaults(database: Database, faults: Faults): Database {
  const db = faultyTx(database.db, faults);
  return wrap(database, (key) => (key === 'db' ? db : undefined));
}

/**
 * A card drawer that awaits `beforeCardDrawing` with the compliment's id as each drawing starts.
 * A visible compliment's text is unique, so its id is found by the text being drawn.
 */
export function cardDrawerWithFaults(
  database: Database,
  faults: Faults,
): (log: FastifyBaseLogger) => CardDrawer {
  return (log) =>
    new (class extends CardDrawer {
      override async draw(text: string, siteName: string, picture: Buffer | null) {
        const [row] = await database.rows<{ id: number }>(
          sql`select id from compliments where text = ${text} and is_visible`,
        );
        if (row) await faults.beforeCardDrawing?.(Number(row.id));
        return super.draw(text, siteName, picture);
      }
    })(log);
}
