// What a member did with compliments, counted once for the badge rules that award on it and for the
// progress and streak the member sees (PRODUCT 15, 15.1, 4.1), so the two never count differently.
import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { complimentSeenCounts, compliments, thanks } from '../../db/schema/index';

/** Every compliment the member wrote, held or hidden ones too (Kind Words). */
async function countSubmitted(db: DbOrTx, authorId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(compliments)
    .where(eq(compliments.authorId, authorId));
  return Number(row?.count ?? 0);
}

/** Thanks of the member's compliments (Appreciated). */
async function countThanksReceived(db: DbOrTx, authorId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(thanks)
    .innerJoin(compliments, eq(compliments.id, thanks.complimentId))
    .where(eq(compliments.authorId, authorId));
  return Number(row?.count ?? 0);
}

/** Thanks the member gave (Grateful Heart). */
async function countThanksGiven(db: DbOrTx, thankerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(thanks)
    .where(eq(thanks.thankerId, thankerId));
  return Number(row?.count ?? 0);
}

/** How often the member's compliments were seen, as last flushed (Ray of Sunshine). */
async function countSeen(db: DbOrTx, authorId: number): Promise<number> {
  const [row] = await db
    .select({
      seen: sql<number>`coalesce(sum(${complimentSeenCounts.seenCount}), 0)::float8`.mapWith(
        Number,
      ),
    })
    .from(compliments)
    .innerJoin(complimentSeenCounts, eq(complimentSeenCounts.complimentId, compliments.id))
    .where(eq(compliments.authorId, authorId));
  return Number(row?.seen ?? 0);
}

interface ActivityCounts {
  submitted: number;
  thanksReceived: number;
  thanksGiven: number;
  seen: number;
}

export async function getActivityCounts(db: DbOrTx, memberId: number): Promise<ActivityCounts> {
  const [submitted, thanksReceived, thanksGiven, seen] = await Promise.all([
    countSubmitted(db, memberId),
    countThanksReceived(db, memberId),
    countThanksGiven(db, memberId),
    countSeen(db, memberId),
  ]);
  return { submitted, thanksReceived, thanksGiven, seen };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (date: Date) => Math.floor(date.getTime() / DAY_MS);

/**
 * Consecutive UTC days with a submission or a thank given, counted back from today, or from
 * yesterday while today has none yet, so a streak is not lost before the day is over
 * (DECISIONS 38). `now` is the app's clock.
 */
export async function getStreakDays(db: DbOrTx, memberId: number, now: Date): Promise<number> {
  const dayOf = (column: typeof compliments.createdAt | typeof thanks.createdAt) =>
    sql<number>`floor(extract(epoch from ${column}) / 86400)::int`.mapWith(Number);
  const [submittedDays, thankedDays] = await Promise.all([
    db
      .selectDistinct({ day: dayOf(compliments.createdAt) })
      .from(compliments)
      .where(eq(compliments.authorId, memberId)),
    db
      .selectDistinct({ day: dayOf(thanks.createdAt) })
      .from(thanks)
      .where(eq(thanks.thankerId, memberId)),
  ]);
  const rows = [...submittedDays, ...thankedDays];
  const days = new Set(rows.map((row) => Number(row.day)));
  const today = utcDay(now);
  let day = days.has(today) ? today : today - 1;
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}
