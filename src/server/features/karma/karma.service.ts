// Karma points (PRODUCT 14): the daily reward of submissions, the members' lock every karma change
// takes first, and points taken back. Karma changes only inside the transaction of what earned or
// lost it; the thank and the submission add theirs in their own statements (DECISIONS 63, 71).
import { eq, inArray, sql } from 'drizzle-orm';
import { KARMA } from '../../../contract/compliments';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `now` falls in: the daily submission reward counts from there. */
export const utcDayStart = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

/** Karma for a new submission, given how many the author submitted earlier the same UTC day. */
export const submissionKarma = (submittedEarlierToday: number) =>
  submittedEarlierToday < KARMA.submissionsRewardedPerDay ? KARMA.submission : 0;

/**
 * Locks the members' rows, always in id order so two transactions locking the same members
 * cannot deadlock, and answers their karma. Later statements of the transaction then see every
 * change committed before the lock was granted, which is what keeps counts and awards exact
 * under concurrent requests. FOR NO KEY UPDATE leaves inserts that merely reference these
 * members (deliveries, thanks) unblocked.
 */
export async function lockMembers(tx: Tx, userIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, karmaPoints: users.karmaPoints })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for('no key update');
  return new Map(rows.map((row) => [row.id, row.karmaPoints]));
}

/** A member's karma, or null for an unknown id. */
export async function getKarmaPoints(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ karmaPoints: users.karmaPoints })
    .from(users)
    .where(eq(users.id, userId));
  return row?.karmaPoints ?? null;
}

/** Takes points back from a member locked by lockMembers; karma never goes below zero. */
export async function takeBackKarma(tx: Tx, userId: number, points: number): Promise<void> {
  await tx
    .update(users)
    .set({ karmaPoints: sql`greatest(${users.karmaPoints} - ${points}, 0)` })
    .where(eq(users.id, userId));
}
