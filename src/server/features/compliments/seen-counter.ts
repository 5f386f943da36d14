// Batches the hot path's pure counters (compliment seenCount, image timesUsed) in memory and
// writes them in one transaction at least every second and on shutdown (DECISIONS 7).
import type { AppContext } from '../../context';
import { applySeenCounts, type SeenBatch } from './compliments.service';

const SEEN_FLUSH_INTERVAL_MS = 1000;
/**
 * A batch this large is written at once instead of waiting for the second to end: on a large
 * table every pick is another row, and one write of a whole busy second took the database long
 * enough to show in the slowest answers.
 */
export const SEEN_FLUSH_BATCH = 2000;

const add = (map: Map<number, number>, key: number, delta: number) =>
  map.set(key, (map.get(key) ?? 0) + delta);

export class SeenCounter {
  private batch: SeenBatch = { compliments: new Map(), images: new Map() };
  private running: Promise<void> | null = null;
  private failing = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly ctx: AppContext,
    intervalMs = SEEN_FLUSH_INTERVAL_MS,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Counts one hand-out of a compliment and of the image paired with it. */
  record(complimentId: number, imageId: number | null): void {
    add(this.batch.compliments, complimentId, 1);
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
    this.batch = { compliments: new Map(), images: new Map() };
    this.running = applySeenCounts(this.ctx, batch)
      .then(() => {
        this.failing = false;
      })
      .catch((error: unknown) => {
        this.failing = true;
        for (const [id, delta] of batch.compliments) add(this.batch.compliments, id, delta);
        for (const [id, delta] of batch.images) add(this.batch.images, id, delta);
        this.ctx.log.error({ err: error }, 'writing seen counts failed; kept for the next flush');
      })
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }

  /** Stops the timer and writes what is left; the app calls it before closing the database. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
