// Failures a test injects into the middle of a transaction, to prove that nothing of it persists
// (SECURITY K6), and pauses that fill the share card queue (SECURITY L7). They reach the app only
// through what buildApp is handed (its database and its card drawer), never its context.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, QueryParam } from '../../src/server/db/client';
import type { SharpLoader } from '../../src/server/features/media/sharp-loader';
import { CardDrawer } from '../../src/server/features/sharing/card-drawer';

export interface Faults {
  /** Runs in the thank's transaction after the thank row is written, before any karma moves. */
  afterThankInsert?: () => void;
  /** Awaited as a share preview's drawing starts: a test holds the drawing there. */
  beforeCardDrawing?: (complimentId: number) => Promise<void>;
}

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

/** The database whose thank inserts are followed by `faults.afterThankInsert`. */
export function withFaults(database: Database, faults: Faults): Database {
  const statements: Database['statements'] = (work) =>
    database.statements((run) =>
      work(async <Row>(text: string, params: QueryParam[]) => {
        const rows = await run<Row>(text, params);
        if (/insert into thanks\b/.test(text)) faults.afterThankInsert?.();
        return rows;
      }),
    );
  return wrap(database, (key) => (key === 'statements' ? statements : undefined));
}

/**
 * A card drawer that awaits `beforeCardDrawing` with the compliment's id as each drawing starts.
 * A visible compliment's text is unique, so its id is found by the text being drawn.
 */
export function cardDrawerWithFaults(
  database: Database,
  faults: Faults,
): (log: FastifyBaseLogger, sharp: SharpLoader) => CardDrawer {
  return (log, sharp) =>
    new (class extends CardDrawer {
      override async draw(text: string, siteName: string, picture: Buffer | null) {
        const [row] = await database.rows<{ id: number }>(
          sql`select id from compliments where text = ${text} and is_visible`,
        );
        if (row) await faults.beforeCardDrawing?.(Number(row.id));
        return super.draw(text, siteName, picture);
      }
    })(log, sharp);
}
