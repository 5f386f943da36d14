// Per-user compliment statistics for the admin's user details (PRODUCT 8, 23), and what "received"
// means, shared with the profile's Received tab so the two never count differently.
import { and, count, eq, max, sql, type SQL } from 'drizzle-orm';
import { toDate, type DbOrTx } from '../../db/client';
import { compliments, deliveries } from '../../db/schema/index';

export interface ComplimentStats {
  submittedCount: number;
  receivedCount: number;
  lastComplimentSubmitted: Date | null;
  lastComplimentReceived: Date | null;
}

/**
 * How often the compliment `id` names was seen, as last flushed (0 before its first count). The id
 * is spelled out by the caller: drizzle leaves the columns of a one-table select unqualified.
 */
export const seenCountOf = (id: SQL) =>
  sql<number>`coalesce((select s.seen_count from compliment_seen_counts s
    where s.compliment_id = ${id}), 0)`.mapWith(Number);

/**
 * What a member received (PRODUCT 6): each compliment delivered to them once, at its latest
 * delivery, while it is still visible. A compliment given twice is one received compliment, and
 * one hidden since drops out.
 */
export function receivedCompliments(db: DbOrTx, memberId: number) {
  return db
    .select({
      complimentId: deliveries.complimentId,
      receivedAt: sql<Date | string>`max(${deliveries.createdAt})`.as('received_at'),
    })
    .from(deliveries)
    .innerJoin(
      compliments,
      and(eq(compliments.id, deliveries.complimentId), eq(compliments.isVisible, true)),
    )
    .where(eq(deliveries.receiverId, memberId))
    .groupBy(deliveries.complimentId)
    .as('received');
}

/** What a member submitted (every compliment they wrote) and received, as their profile shows. */
export async function getUserComplimentStats(db: DbOrTx, userId: number): Promise<ComplimentStats> {
  const received = receivedCompliments(db, userId);
  const [submitted, receivedTotals] = await Promise.all([
    db
      .select({ count: count(), last: max(compliments.createdAt) })
      .from(compliments)
      .where(eq(compliments.authorId, userId)),
    db
      .select({
        count: count(),
        last: sql<Date | string | null>`max(${received.receivedAt})`,
      })
      .from(received),
  ]);
  return {
    submittedCount: Number(submitted[0]?.count ?? 0),
    receivedCount: Number(receivedTotals[0]?.count ?? 0),
    lastComplimentSubmitted: toDateOrNull(submitted[0]?.last),
    lastComplimentReceived: toDateOrNull(receivedTotals[0]?.last),
  };
}

// max() over a timestamp comes back as a string on some drivers.
const toDateOrNull = (value: Date | string | null | undefined): Date | null =>
  value === null || value === undefined ? null : toDate(value);
