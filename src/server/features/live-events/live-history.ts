// The short history Last-Event-ID resumes from, kept in the process when there is no Redis: a
// ring of a member's latest events, for a bounded number of members (the oldest forgotten first).
// Event ids have Redis streams' shape, `<ms>-<seq>`, so both transports compare them alike.
import type { LiveEvent } from '../../../contract/live-events';

export interface StoredEvent {
  /** The SSE id; null when the event could not be stored (Redis away) and cannot be resumed. */
  id: string | null;
  event: LiveEvent;
}

export interface HistoryLimits {
  /** Events kept per member. */
  perMember: number;
  /** Members whose events are kept; past it, the member who heard nothing longest is dropped. */
  members: number;
  /** How long an event may be replayed after it was published. */
  keepMs: number;
}

const ID = /^(\d{1,16})-(\d{1,16})$/;

/** Whether `value` is an event id this server made, in `<ms>-<seq>` shape. */
export const isEventId = (value: string): boolean => ID.test(value);

/** Orders two event ids: negative when `a` came first. Both must pass isEventId. */
export function compareEventIds(a: string, b: string): number {
  const [, aMs = '0', aSeq = '0'] = ID.exec(a) ?? [];
  const [, bMs = '0', bSeq = '0'] = ID.exec(b) ?? [];
  return Number(aMs) - Number(bMs) || Number(aSeq) - Number(bSeq);
}

interface Entry extends StoredEvent {
  id: string;
  at: number;
}

export class LocalHistory {
  private readonly rings = new Map<number, Entry[]>();
  /** The process's start: ids of an earlier process sort before every id of this one. */
  private readonly epoch = Date.now();
  private sequence = 0;

  constructor(
    private readonly limits: HistoryLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps the event and answers its id. */
  add(userId: number, event: LiveEvent): string {
    this.sequence += 1;
    const entry: Entry = { id: `${this.epoch}-${this.sequence}`, event, at: this.now() };
    const ring = this.rings.get(userId) ?? [];
    // Re-inserted, the member moves to the newest end of the map's order.
    this.rings.delete(userId);
    ring.push(entry);
    if (ring.length > this.limits.perMember) ring.splice(0, ring.length - this.limits.perMember);
    this.rings.set(userId, ring);
    if (this.rings.size > this.limits.members) {
      const oldest = this.rings.keys().next().value;
      if (oldest !== undefined) this.rings.delete(oldest);
    }
    return entry.id;
  }

  /** Drops the member's ring. */
  forget(userId: number): void {
    this.rings.delete(userId);
  }

  /** The member's events after `lastId`, oldest first, no older than the history keeps. */
  since(userId: number, lastId: string): StoredEvent[] {
    const oldest = this.now() - this.limits.keepMs;
    return (this.rings.get(userId) ?? [])
      .filter((entry) => entry.at > oldest && compareEventIds(entry.id, lastId) > 0)
      .map(({ id, event }) => ({ id, event }));
  }

  /** Members whose events are kept (tests read it). */
  get size(): number {
    return this.rings.size;
  }
}
