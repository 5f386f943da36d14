// Per-user compliment statistics for the admin's user details (PRODUCT 8, 23).
import { count, eq, max } from 'drizzle-orm';
import { toDate, type DbOrTx } from '../../db/client';
import { compliments, deliveries } from '../../db/schema/index';

export interface ComplimentStats {
  submittedCount: number;
  receivedCount: number;
  lastComplimentSubmitted: Date | null;
  lastComplimentReceived: Date | null;
}

/** What a member submitted (authored compliments) and received (deliveries to them). */
export async function getUserComplimentStats(db: DbOrTx, userId: number): Promise<ComplimentStats> {
  const [submitted, received] = await Promise.all([
    db
      .select({ count: count(), last: max(compliments.createdAt) })
      .from(compliments)
      .where(eq(compliments.authorId, userId)),
    db
      .select({ count: count(), last: max(deliveries.createdAt) })
      .from(deliveries)
      .where(eq(deliveries.receiverId, userId)),
  ]);
  return {
    submittedCount: Number(submitted[0]?.count ?? 0),
    receivedCount: Number(received[0]?.count ?? 0),
    lastComplimentSubmitted: toDateOrNull(submitted[0]?.last),
    lastComplimentReceived: toDateOrNull(received[0]?.last),
  };
}

// max() over a timestamp comes back as a string on some drivers.
const toDateOrNull = (value: Date | string | null | undefined): Date | null =>
  value === null || value === undefined ? null : toDate(value);
