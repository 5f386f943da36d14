// Batches the hot path's pure counters (compliment seen counts, image timesUsed) in memory and
// writes them in one transaction at least every second and on shutdown (DECISIONS 7).
import type { AppContext } from '../../context';
import { toBadges, type BadgeRow } from '../badges/badges.service';
import { getKarmaPoints } from '../karma/karma.service';
import type { LiveEvents } from '../live-events/live-events.plugin';
import { applySeenCounts, type SeenBatch } from './compliments.service';

const SEEN_FLUSH_INTERVAL_MS = 1000;
/**
 * A batch this large is written at once instead of waiting for the second to end: on a large
 * table every pick is another row, and one write of a whole busy second took the database long
 * enough to show in the slowest answers.
 */
export const SEEN_FLUSH_BATCH = 2000;

const emptyBatch = (): SeenBatch => ({
  compliments: new Map(),
  authors: new Set(),
  images: new Map(),
});

const add = (map: Map<number, number>, key: number, delta: number) =>
  map.set(key, (map.get(key) ?? 0) + delta);

export class SeenCounter {
  private batch: SeenBatch = emptyBatch();
  private running: Promise<void> | null = null;
  private failing = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly ctx: AppContext,
    intervalMs = SEEN_FLUSH_INTERVAL_MS,
    /** Where the Ray of Sunshine levels a flush awards are told to their authors' open tabs. */
    private readonly live?: LiveEvents,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Counts one hand-out of a compliment (written by `authorId`) and of its paired image. */
  record(complimentId: number, authorId: number | null, imageId: number | null): void {
    add(this.batch.compliments, complimentId, 1);
    if (authorId !== null) this.batch.authors.add(authorId);
    if (imageId !== null) add(this.batch.images, imageId, 1);
    // After a failed write (the database away) only the timer tries again, once a second.
    if (this.batch.compliments.size >= SEEN_FLUSH_BATCH && !this.running && !this.failing) {
      void this.flush();
    }
  }

  /**
   * Writes everything recorded before the call. Calls overlapping a running flush wait for it
   * and then write what is left, so no count is written twice or skipped. A failed write puts
   * its counts back for the next flush.
   */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    const batch = this.batch;
    if (batch.compliments.size === 0 && batch.images.size === 0) return;
    this.batch = emptyBatch();
    this.running = applySeenCounts(this.ctx, batch)
      .then((awarded) => {
        this.failing = false;
        this.tell(awarded);
      })
      .catch((error: unknown) => {
        this.failing = true;
        for (const [id, delta] of batch.compliments) add(this.batch.compliments, id, delta);
        for (const [id, delta] of batch.images) add(this.batch.images, id, delta);
        for (const author of batch.authors) this.batch.authors.add(author);
        this.ctx.log.error({ err: error }, 'writing seen counts failed; kept for the next flush');
      })
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }

  /**
   * Tells each author of the levels the flush awarded, with their karma read after it committed:
   * a level is rare, so the read costs nothing most flushes, and it runs after the answer.
   */
  private tell(awarded: Map<number, BadgeRow[]>): void {
    const live = this.live;
    if (!live || awarded.size === 0) return;
    for (const [userId, rows] of awarded) {
      this.ctx.background.run('ray-of-sunshine-live-events', async () => {
        const karmaPoints = (await getKarmaPoints(this.ctx.db, userId)) ?? 0;
        for (const badge of toBadges(rows))
          live.publish(userId, { type: 'badge', badge, karmaPoints });
      });
    }
  }

  /** Stops the timer and writes what is left; the app calls it before closing the database. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
