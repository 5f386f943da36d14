// The uniform random pick (PRODUCT 13, DECISIONS 14). Each instance keeps a pool of independent,
// uniformly drawn visible compliments, refilled in batches by rejection sampling over the id
// range, and serves each entry once: guests rarely wait for the database. While every id lies in
// a small range, the pool instead holds all visible compliments and draws among them in memory.
// A member's delivery is written with those of every member call of the last moments in one
// statement (group commit), and each call answers after the statement that holds its delivery
// has committed. A reader is served the compliments of their language, each equally likely, once
// that language has enough of them (PRODUCT 13, DECISIONS 74): one pool per language, and one for
// all of them.
import { PICK_OWN_LANGUAGE_MIN } from '../../../contract/constants';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../contract/i18n/locales';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { DeliveryWriter } from './random-pick-deliveries';
import { RandomPool, type Entry } from './random-pick-pool';

/** Groups of member calls being written at once on PostgreSQL (of the pool's 10 connections). */
const GROUPS_IN_FLIGHT = 3;
/** Draws a member call makes among the pool's entries before the exact pick, when it keeps drawing what the member reported. */
const MAX_REPORTED_REDRAWS = 8;

/** This instance's pools and delivery writer; each app makes one (compliments.plugin.ts). */
export class RandomPicker {
  /** Draws among every visible compliment. */
  readonly pool: RandomPool;
  private readonly languagePools: ReadonlyMap<Locale, RandomPool>;
  readonly deliveries: DeliveryWriter;

  constructor(database: Database) {
    const groupsInFlight = database.kind === 'postgres' ? GROUPS_IN_FLIGHT : 1;
    this.pool = new RandomPool(database.prepared);
    this.languagePools = new Map(
      LOCALES.map((language) => [language, new RandomPool(database.prepared, language)]),
    );
    this.deliveries = new DeliveryWriter(database.prepared, groupsInFlight);
  }

  private languagePool(language: Locale): RandomPool {
    const pool = this.languagePools.get(language);
    if (!pool) throw new Error(`No pool for language ${language}`);
    return pool;
  }

  /** The reader's language's pool when it has PICK_OWN_LANGUAGE_MIN visible compliments; else all. */
  async poolFor(language: Locale): Promise<RandomPool> {
    const own = this.languagePool(language);
    return (await own.visibleCount()) >= PICK_OWN_LANGUAGE_MIN ? own : this.pool;
  }

  /** poolFor without waiting: undefined while the language's count is not known (a read starts). */
  poolReadyFor(language: Locale): RandomPool | undefined {
    const own = this.languagePool(language);
    const count = own.visibleCountReady();
    if (count === undefined) return undefined;
    return count >= PICK_OWN_LANGUAGE_MIN ? own : this.pool;
  }

  /** Drops this instance's drawn entries; other instances drop theirs within POOL_MAX_AGE_MS. */
  forget(): void {
    this.pool.invalidate();
    for (const pool of this.languagePools.values()) pool.invalidate();
  }
}

export interface PickedCompliment {
  id: number;
  publicId: string;
  text: string;
  language: Locale;
  /** Who wrote it (null: nobody any more), for the seen counts' badge; never in an answer. */
  authorId: number | null;
  /** When the viewer thanked it; null for guests and for compliments they have not thanked. */
  thankedAt: Date | null;
}

const pickedOf = (entry: Entry, thankedAt: Date | null): PickedCompliment => ({
  id: entry.id,
  publicId: entry.publicId,
  text: entry.text,
  language: entry.language,
  authorId: entry.authorId,
  thankedAt,
});

/**
 * A uniform pick among the visible compliments of the reader's language, or of all languages when
 * it has too few (for a member, not their own). A member's delivery is committed before this
 * answers, unless they went over the hourly cap (SECURITY K9).
 */
export async function pickRandom(
  ctx: AppContext,
  picker: RandomPicker,
  viewerId: number | null,
  language: Locale = DEFAULT_LOCALE,
): Promise<PickedCompliment | null> {
  let pool = await picker.poolFor(language);
  let entry = await pool.take(viewerId);
  // All of the language's are the member's own or reported by them: any other language will do.
  if (!entry && pool !== picker.pool) {
    pool = picker.pool;
    entry = await pool.take(viewerId);
  }
  if (!entry) return null;
  if (viewerId === null) return pickedOf(entry, null);
  const overCap = await ctx.limiters.hit('memberDeliveries', String(viewerId));
  // Drawing again when the member reported the draw keeps the pick uniform over what they may
  // see (rejection sampling); after a few in a row, the exact pick leaves those out itself.
  for (let redraws = 0; entry; redraws += 1) {
    const delivered = await picker.deliveries.write({
      receiverId: viewerId,
      complimentId: entry.id,
      record: overCap === 0,
      at: ctx.now(),
    });
    if (!delivered.reported) return pickedOf(entry, delivered.thankedAt);
    entry = redraws < MAX_REPORTED_REDRAWS ? await pool.take(viewerId) : await pool.exact(viewerId);
    if (!entry && pool !== picker.pool) {
      pool = picker.pool;
      entry = await pool.take(viewerId);
    }
  }
  return null;
}

/** A guest's pick when a pool has one ready; undefined when it would wait for the database. */
export function pickRandomReady(
  picker: RandomPicker,
  language: Locale,
): PickedCompliment | undefined {
  const entry = picker.poolReadyFor(language)?.takeReady();
  return entry && pickedOf(entry, null);
}
