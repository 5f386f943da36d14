// The random pick's pool (PRODUCT 13, DECISIONS 14): independent, uniformly drawn visible
// compliments, refilled in batches by rejection sampling over the id range, each entry served
// once, so guests rarely wait for the database. While every id lies in a small range, the pool
// instead holds all visible compliments and draws among them in memory. A pool of one language
// (DECISIONS 74) draws among that language's compliments the same two ways, and holds them all
// whenever they are few, wherever their ids lie.
import { performance } from 'node:perf_hooks';
import { asComplimentLanguage } from '../../../contract/compliments';
import type { Locale } from '../../../contract/i18n/locales';
import type { PreparedQuery } from '../../db/client';

/** Entries never outlive this, so a compliment hidden on another instance leaves within it. */
const POOL_MAX_AGE_MS = 1000;
/** Visible compliments wanted per refill. */
const BATCH = 512;
/** Probes per refill never exceed this, however sparse visible ids are. */
const MAX_PROBES = 8192;
/** Refills one call may wait for (every entry its own, or taken by others) before the exact pick. */
const MAX_REFILLS = 2;
/**
 * While max(id) - min(id) stays below this, every visible compliment is read at once (one query
 * for up to a second of draws, however many) instead of probing batch after batch.
 */
export const WHOLE_SET_SPAN = 2048;
/** Draws among the whole set a member call makes before the exact pick, when it keeps drawing their own. */
const MAX_OWN_REDRAWS = 32;

export interface Entry {
  id: number;
  /** Names the compliment's share page (PRODUCT 5). */
  publicId: string;
  text: string;
  language: Locale;
  authorId: number | null;
}

// Probes uniform ids in [min(id), max(id)] and keeps, in probe order and with repeats, those that
// exist and are visible (and in $2's language, unless $2 is null): each kept row is an independent
// uniform draw among them.
// The ids are looked up as one `= any(array)` index scan, never a join the planner could turn
// into a scan of the table.
const PROBE_PICK = `
  with bounds as (select min(id) as lo, max(id) as hi from compliments),
  probes as materialized (
    select g.ord, (b.lo + floor(random() * (b.hi - b.lo + 1)::float8))::int as id
    from bounds b, generate_series(1, $1::int) as g(ord)
    where b.lo is not null
  ),
  found as materialized (
    select id, public_id, text, language, author_id from compliments
    where id = any(array(select id from probes)) and is_visible
      and ($2::text is null or language = $2::text)
  )
  select f.id, f.public_id, f.text, f.language, f.author_id, b.hi - b.lo + 1 as span
  from probes p join found f on f.id = p.id, bounds b order by p.ord`;

// Every visible compliment, when all ids lie within $1 of the smallest; otherwise no row at all
// (the bounds are a one-time filter, so a large table is not scanned).
const WHOLE_READ = `
  select id, public_id, text, language, author_id from compliments
  where id >= (select min(id) from compliments)
    and id < (select min(id) from compliments) + $1::int
    and (select max(id) from compliments) < (select min(id) from compliments) + $1::int
    and is_visible`;

// Every visible compliment of one language, through its index, up to $2 of them: a language with
// more is drawn by probes.
const LANGUAGE_WHOLE_READ = `
  select id, public_id, text, language, author_id from compliments
  where language = $1::text and is_visible
  limit $2::int`;

// The exact pick for when probes keep missing (almost everything hidden, or the member's own):
// a uniform offset into the eligible rows. It scans them, so it only runs in those rare cases.
const OFFSET_PICK = `
  with eligible as materialized (
    select id, public_id, text, language, author_id from compliments c
    where is_visible and author_id is distinct from $1::int
      and ($2::text is null or language = $2::text)
      and not exists (select 1 from reports r where r.reporter_id = $1::int and r.compliment_id = c.id)
  )
  select id, public_id, text, language, author_id from eligible
  order by id
  offset floor(random() * (select count(*) from eligible))
  limit 1`;

type Row = {
  id: number;
  public_id: string;
  text: string;
  language: string;
  author_id: number | null;
};
type ProbeRow = Row & { span: number };
const toEntry = (row: Row): Entry => ({
  id: row.id,
  publicId: row.public_id,
  text: row.text,
  language: asComplimentLanguage(row.language),
  authorId: row.author_id,
});

interface Batch {
  /** performance.now() when the read began: what it saw is at least that old. */
  readAt: number;
  entries: Entry[];
  next: number;
}

/** Every visible compliment as read at `readAt`; each draw picks one of them uniformly. */
interface WholeSet {
  readAt: number;
  entries: Entry[];
}

export class RandomPool {
  private batches: Batch[] = [];
  private whole: WholeSet | null = null;
  /** The last read found every id within WHOLE_SET_SPAN (or found nothing): read whole first. */
  private wholeFirst = true;
  private refilling: Promise<number> | null = null;
  /** Bumped by every visibility change; a refill read under an older one is thrown away. */
  private generation = 0;
  /** Share of the last refill's probes that hit a visible compliment. */
  private hitRate = 1;
  /**
   * How many visible compliments the pool draws among, as the last read told (Infinity: more
   * than a whole set holds); null until a read tells, or after a visibility change.
   */
  private visible: { readAt: number; count: number } | null = null;

  /** @param language the language drawn among; null: every compliment. */
  constructor(
    private readonly query: PreparedQuery,
    private readonly language: Locale | null = null,
  ) {}

  private available(): number {
    let count = 0;
    for (const batch of this.batches) count += batch.entries.length - batch.next;
    return count;
  }

  /** The next unserved, fresh entry, or undefined when none is left. */
  private shift(): Entry | undefined {
    const oldest = performance.now() - POOL_MAX_AGE_MS;
    while (this.batches.length > 0) {
      const batch = this.batches[0]!;
      if (batch.readAt >= oldest && batch.next < batch.entries.length) {
        const entry = batch.entries[batch.next]!;
        batch.next += 1;
        return entry;
      }
      this.batches.shift();
    }
    return undefined;
  }

  /**
   * Starts a refill unless one is running; answers how many entries it added, or -1 when a
   * visibility change made it throw its rows away.
   */
  private refill(): Promise<number> {
    this.refilling ??= this.read().finally(() => {
      this.refilling = null;
    });
    return this.refilling;
  }

  private async read(): Promise<number> {
    const generation = this.generation;
    const readAt = performance.now();
    if (this.wholeFirst) {
      const language = this.language;
      const rows =
        language === null
          ? await this.query<Row>(WHOLE_READ, [WHOLE_SET_SPAN])
          : await this.query<Row>(LANGUAGE_WHOLE_READ, [language, WHOLE_SET_SPAN + 1]);
      if (generation !== this.generation) return -1;
      // A language's read holds all of them unless it stopped at its limit; the whole table's
      // answers nothing at all when its ids lie too far apart.
      const complete = language === null ? rows.length > 0 : rows.length <= WHOLE_SET_SPAN;
      if (complete) {
        this.whole = { readAt, entries: rows.map(toEntry) };
        this.visible = { readAt, count: rows.length };
        this.batches = [];
        return rows.length;
      }
      if (language !== null) this.visible = { readAt, count: Infinity };
      this.whole = null;
    }
    const probes = Math.min(MAX_PROBES, Math.ceil(BATCH / Math.max(this.hitRate, 1 / 64)));
    const rows = await this.query<ProbeRow>(PROBE_PICK, [probes, this.language]);
    this.hitRate = rows.length / probes;
    const span = rows.length === 0 ? 0 : Number(rows[0]!.span);
    // A language is read whole again once its probes suggest few enough of it to hold.
    this.wholeFirst =
      rows.length === 0 || (this.language === null ? span : this.hitRate * span) <= WHOLE_SET_SPAN;
    if (generation !== this.generation) return -1;
    if (rows.length === 0) return 0;
    if (!this.wholeFirst) this.visible = { readAt, count: Infinity };
    this.batches.push({ readAt, entries: rows.map(toEntry), next: 0 });
    return rows.length;
  }

  /** A draw from the whole set while it is fresh; a refresh starts once it is half its age. */
  private drawWhole(): Entry | undefined {
    const whole = this.whole;
    if (!whole) return undefined;
    const age = performance.now() - whole.readAt;
    if (age > POOL_MAX_AGE_MS) {
      this.whole = null;
      return undefined;
    }
    if (age > POOL_MAX_AGE_MS / 2) void this.refill().catch(() => 0);
    return whole.entries[Math.floor(Math.random() * whole.entries.length)];
  }

  /** Starts a refill when the batches run low (not while the whole set is held). */
  private refillWhenLow(): void {
    if (!this.whole && this.available() < BATCH / 2) void this.refill().catch(() => 0);
  }

  /**
   * A uniform draw among visible compliments not written by `viewerId` (null: any). Entries the
   * member wrote are dropped, not put back: each entry is looked at once, so later draws stay
   * independent and uniform.
   */
  async take(viewerId: number | null): Promise<Entry | null> {
    for (let refills = 0; ; refills += 1) {
      if (this.whole) {
        // Drawing again when the draw is the member's own keeps it uniform over the others.
        for (let draws = 0; draws < MAX_OWN_REDRAWS; draws += 1) {
          const entry = this.drawWhole();
          if (!entry) break;
          if (viewerId === null || entry.authorId !== viewerId) return entry;
        }
        if (this.whole) return this.exact(viewerId);
      }
      let entry = this.shift();
      while (entry && viewerId !== null && entry.authorId === viewerId) entry = this.shift();
      this.refillWhenLow();
      if (entry) return entry;
      // No visible row among the probes: rare enough, or the table empty enough, for the exact pick.
      if (refills === MAX_REFILLS || (await this.refill()) === 0) break;
    }
    return this.exact(viewerId);
  }

  /** A guest's draw when an entry is ready, without waiting for a refill (it starts one when low). */
  takeReady(): Entry | undefined {
    const entry = this.drawWhole() ?? this.shift();
    this.refillWhenLow();
    return entry;
  }

  /** A uniform pick by offset among what the viewer may see: visible, not theirs, not reported by them. */
  async exact(viewerId: number | null): Promise<Entry | null> {
    const [row] = await this.query<Row>(OFFSET_PICK, [viewerId ?? -1, this.language]);
    return row ? toEntry(row) : null;
  }

  /**
   * How many visible compliments the pool draws among, when a read of the last POOL_MAX_AGE_MS
   * told (Infinity: more than WHOLE_SET_SPAN); otherwise undefined, and a read starts.
   */
  visibleCountReady(): number | undefined {
    const visible = this.visible;
    if (visible && visible.readAt >= performance.now() - POOL_MAX_AGE_MS) return visible.count;
    void this.refill().catch(() => 0);
    return undefined;
  }

  /** How many visible compliments the pool draws among, reading when no fresh read told. */
  async visibleCount(): Promise<number> {
    for (let reads = 0; reads < MAX_REFILLS; reads += 1) {
      const known = this.visibleCountReady();
      if (known !== undefined) return known;
      await this.refill();
    }
    // Reads thrown away by visibility changes twice over: the caller draws among all instead.
    return this.visibleCountReady() ?? 0;
  }

  /** Forgets every entry, including those of a refill still running. */
  invalidate(): void {
    this.generation += 1;
    this.batches = [];
    this.whole = null;
    this.visible = null;
  }
}
