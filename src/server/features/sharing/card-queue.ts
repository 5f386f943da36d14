// Share previews wait here for their turn to be drawn, one at a time per instance (SECURITY L7).
// Link previews from chat apps come in bursts: many first requests for one new card, or one each
// for many. Requests for a card share its one drawing; a bounded number of cards wait; a request
// that finds the queue full, whose card is not started within turnWaitMs, or whose card's drawing
// runs past drawingWaitMs, is answered at once with the site's default picture; and a card nobody
// waits for any more is not drawn. A drawing once started is finished and kept.
import type { FastifyBaseLogger } from 'fastify';
import type { CardQueueLimits } from '../../config-limits';

/** One line a second at most about the requests given the default picture. */
const SHED_REPORT_MS = 1000;

interface Waiter {
  settle: (png: Buffer) => void;
  fail: (error: unknown) => void;
  /** Stops waiting: the request gets the default picture, counted as shed when `shed`. */
  leave: (shed: boolean) => void;
  /** Ends the wait for the card's turn: its drawing started. */
  started: () => void;
}

interface Entry {
  key: string;
  draw: () => Promise<Buffer>;
  waiters: Set<Waiter>;
  started: boolean;
  /** Its drawing ran past drawingWaitMs: later requests for it get the default picture at once. */
  overdue: boolean;
}

export class CardQueue {
  /** Every card queued or being drawn, by key. */
  private readonly entries = new Map<string, Entry>();
  /** The cards waiting for their turn, oldest first. */
  private readonly waiting: Entry[] = [];
  private drawing = false;
  private shed = 0;
  private reportTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly limits: CardQueueLimits,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The card `key` names, made by `draw` unless it is being made already, in which case this
   * request shares that drawing. Null when the request is to get the default picture: see the
   * limits above, or `signal` says the client left.
   */
  request(key: string, draw: () => Promise<Buffer>, signal: AbortSignal): Promise<Buffer | null> {
    if (signal.aborted) return Promise.resolve(null);
    let entry = this.entries.get(key);
    if (entry?.overdue || (!entry && this.waiting.length >= this.limits.queue)) {
      this.countShed();
      return Promise.resolve(null);
    }
    if (!entry) {
      entry = { key, draw, waiters: new Set(), started: false, overdue: false };
      this.entries.set(key, entry);
      this.waiting.push(entry);
    }
    const answer = this.join(entry, signal);
    this.next();
    return answer;
  }

  /** Cards waiting for their turn. */
  get queued(): number {
    return this.waiting.length;
  }

  close(): void {
    clearTimeout(this.reportTimer);
    this.reportTimer = undefined;
    if (this.shed > 0) this.report();
  }

  private join(entry: Entry, signal: AbortSignal): Promise<Buffer | null> {
    return new Promise<Buffer | null>((resolve, reject) => {
      let turn: NodeJS.Timeout | undefined;
      const stopWaiting = () => {
        clearTimeout(turn);
        signal.removeEventListener('abort', onAbort);
        entry.waiters.delete(waiter);
      };
      const waiter: Waiter = {
        settle: (png) => {
          stopWaiting();
          resolve(png);
        },
        fail: (error) => {
          stopWaiting();
          reject(error);
        },
        leave: (shed) => {
          stopWaiting();
          this.dropUnwanted(entry);
          if (shed) this.countShed();
          resolve(null);
        },
        started: () => clearTimeout(turn),
      };
      const onAbort = () => waiter.leave(false);
      entry.waiters.add(waiter);
      signal.addEventListener('abort', onAbort, { once: true });
      if (!entry.started) turn = setTimeout(() => waiter.leave(true), this.limits.turnWaitMs);
    });
  }

  /** A card whose every request has left before its turn is not drawn. */
  private dropUnwanted(entry: Entry): void {
    if (entry.started || entry.waiters.size > 0) return;
    this.entries.delete(entry.key);
    this.waiting.splice(this.waiting.indexOf(entry), 1);
    this.log.debug({ card: entry.key }, 'share card not drawn: nobody waits for it');
  }

  private next(): void {
    if (this.drawing) return;
    const entry = this.waiting.shift();
    if (!entry) return;
    this.drawing = true;
    entry.started = true;
    for (const waiter of entry.waiters) waiter.started();
    const overdue = setTimeout(() => {
      entry.overdue = true;
      for (const waiter of [...entry.waiters]) waiter.leave(true);
    }, this.limits.drawingWaitMs);
    entry
      .draw()
      .then(
        (png) => {
          for (const waiter of [...entry.waiters]) waiter.settle(png);
        },
        (error: unknown) => {
          for (const waiter of [...entry.waiters]) waiter.fail(error);
        },
      )
      .finally(() => {
        clearTimeout(overdue);
        this.entries.delete(entry.key);
        this.drawing = false;
        this.next();
      });
  }

  private countShed(): void {
    this.shed += 1;
    if (this.reportTimer) return;
    this.report();
    this.holdReports();
  }

  /** The requests given the default picture after a line are counted in the next, a second on. */
  private holdReports(): void {
    this.reportTimer = setTimeout(() => {
      this.reportTimer = undefined;
      if (this.shed === 0) return;
      this.report();
      this.holdReports();
    }, SHED_REPORT_MS);
    this.reportTimer.unref();
  }

  private report(): void {
    this.log.warn(
      { shed: this.shed, queued: this.waiting.length },
      'share cards answered with the default picture',
    );
    this.shed = 0;
  }
}
