// Group commit of member deliveries (DECISIONS 14): a member's delivery is written with those of
// every member call of the last moments in one statement, and each call answers after the
// statement that holds its delivery has committed.
import type { PreparedQuery } from '../../db/client';

/** Member calls written by one statement at most. */
const MAX_GROUP = 500;

// One statement for a group of member calls: the deliveries that are recorded (under the cap,
// compliment still there, not reported by the viewer) and, for every call, the viewer's own
// thank time and whether the viewer reported that compliment (the call then draws again).
const GROUP_DELIVER = `
  with calls as materialized (
    select v.*, exists (select 1 from reports r
        where r.reporter_id = v.receiver_id and r.compliment_id = v.compliment_id) as reported
    from jsonb_to_recordset($1::jsonb)
      as v(ord int, receiver_id int, compliment_id int, record boolean, at timestamptz)
  ), delivered as (
    insert into deliveries (receiver_id, compliment_id, created_at, updated_at)
    select c.receiver_id, c.compliment_id, c.at, c.at from calls c
    where c.record and not c.reported
      and exists (select 1 from compliments k where k.id = c.compliment_id)
  )
  select c.ord, c.reported,
    (select (extract(epoch from t.created_at) * 1000)::float8 from thanks t
      where t.compliment_id = c.compliment_id and t.thanker_id = c.receiver_id) as thanked_ms
  from calls c order by c.ord`;

export interface Delivered {
  thankedAt: Date | null;
  /** The viewer reported this compliment: nothing was recorded and the call draws again. */
  reported: boolean;
}

interface Delivery {
  receiverId: number;
  complimentId: number;
  record: boolean;
  at: Date;
  resolve: (answer: Delivered) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit of member deliveries: the calls that arrive while the connections are busy are
 * written together by one statement, and each call answers once the statement holding it has
 * committed. Nothing waits on a timer: a call that finds a connection free is sent in the same
 * turn of the event loop. On PostgreSQL a few groups may be in flight at once on the pool's
 * connections, so a busy moment is not held to one commit's round trip at a time; PGlite runs one
 * statement at a time anyway.
 */
export class DeliveryWriter {
  private waiting: Delivery[] = [];
  private inFlight = 0;
  private gathering = false;

  constructor(
    private readonly query: PreparedQuery,
    private readonly maxInFlight: number,
  ) {}

  write(call: Omit<Delivery, 'resolve' | 'reject'>): Promise<Delivered> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...call, resolve, reject });
      this.gather();
    });
  }

  /**
   * Sends the calls that arrived in this turn of the event loop when a connection is free; while
   * every connection is busy, calls queue and the next group to finish sends them all at once.
   */
  private gather(): void {
    if (this.gathering || this.waiting.length === 0 || this.inFlight >= this.maxInFlight) return;
    this.gathering = true;
    setImmediate(() => {
      this.gathering = false;
      this.launch();
    });
  }

  private launch(): void {
    if (this.inFlight >= this.maxInFlight || this.waiting.length === 0) return;
    const group = this.waiting.splice(0, MAX_GROUP);
    this.inFlight += 1;
    void this.send(group).finally(() => {
      this.inFlight -= 1;
      this.launch();
    });
    this.gather();
  }

  private async send(group: Delivery[]): Promise<void> {
    const payload = JSON.stringify(
      group.map((call, ord) => ({
        ord,
        receiver_id: call.receiverId,
        compliment_id: call.complimentId,
        record: call.record,
        at: call.at.toISOString(),
      })),
    );
    try {
      type Answer = { ord: number; reported: boolean; thanked_ms: number | null };
      const rows = await this.query<Answer>(GROUP_DELIVER, [payload]);
      for (const row of rows) {
        group[row.ord]!.resolve({
          thankedAt: row.thanked_ms === null ? null : new Date(Number(row.thanked_ms)),
          reported: row.reported,
        });
      }
    } catch (error) {
      for (const call of group) call.reject(error);
    }
  }
}
