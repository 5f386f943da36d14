// Compliments (PRODUCT 13): random picks with deliveries, the profile lists, and the batched seen
// counts. With random-pick*.ts (the pick's statements), submission.service.ts (the submission)
// and thank.service.ts (the thank), the only code writing the compliments, deliveries and thanks tables, but for the
// visibility and review columns moderation sets (docs/ARCHITECTURE.md, Tables and their owners).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  COMPLIMENT_LIST_LIMIT,
  type ReceivedCompliment,
  type SubmittedCompliment,
  type SubmittedStatus,
  asComplimentLanguage,
} from '../../../contract/compliments';
import type { AppContext } from '../../context';
import { toDate } from '../../db/client';
import { complimentSeenCounts, compliments, thanks } from '../../db/schema/index';
import { awardBadges, type BadgeRow } from '../badges/badges.service';
import { addImageUses } from '../images/images.service';
import { receivedCompliments, seenCountOf } from './compliment-stats.service';
import { pickRandom } from './random-pick';

// Any fixed number: it only has to be the same for every instance flushing seen counts.
const SEEN_FLUSH_LOCK_KEY = 7_304_118_266;

/**
 * A uniform pick among visible compliments, for a member among those they did not write, with
 * the member's delivery committed before it answers (DECISIONS 14).
 */
export const pickRandomCompliment = pickRandom;

/** The member's own compliments, newest first, with how often each was seen and thanked. */
export async function findSubmitted(
  ctx: AppContext,
  authorId: number,
): Promise<SubmittedCompliment[]> {
  const rows = await ctx.db
    .select({
      id: compliments.id,
      text: compliments.text,
      language: compliments.language,
      createdAt: compliments.createdAt,
      seenCount: seenCountOf(sql`compliments.id`),
      isVisible: compliments.isVisible,
      hiddenReason: compliments.hiddenReason,
      // Spelled out: drizzle leaves columns of a one-table select unqualified, and a bare "id"
      // inside this subquery would mean thanks.id.
      thanksCount: sql<number>`(select count(*) from thanks t
        where t.compliment_id = compliments.id)`.mapWith(Number),
    })
    .from(compliments)
    .where(eq(compliments.authorId, authorId))
    .orderBy(desc(compliments.createdAt), desc(compliments.id))
    .limit(COMPLIMENT_LIST_LIMIT);
  return rows.map(({ isVisible, hiddenReason, ...row }) => ({
    ...row,
    language: asComplimentLanguage(row.language),
    createdAt: row.createdAt.toISOString(),
    ...(isVisible ? {} : { status: submittedStatus(hiddenReason) }),
  }));
}

/** How the author's Submitted tab marks a compliment moderation hid. */
function submittedStatus(hiddenReason: string | null): SubmittedStatus {
  if (hiddenReason === 'removed') return 'removed';
  if (hiddenReason === 'suspended') return 'suspended';
  return 'under_review';
}

/**
 * What the member received (receivedCompliments, as the admin's statistics count it), newest
 * first. thankerInfo can only be the member (authors and other readers stay anonymous).
 */
export async function findReceived(
  ctx: AppContext,
  member: { id: number; username: string },
): Promise<ReceivedCompliment[]> {
  const received = receivedCompliments(ctx.db, member.id);
  const rows = await ctx.db
    .select({
      id: compliments.id,
      text: compliments.text,
      receivedAt: received.receivedAt,
      thankedAt: thanks.createdAt,
    })
    .from(received)
    .innerJoin(compliments, eq(compliments.id, received.complimentId))
    .leftJoin(thanks, and(eq(thanks.complimentId, compliments.id), eq(thanks.thankerId, member.id)))
    .orderBy(desc(received.receivedAt), desc(compliments.id))
    .limit(COMPLIMENT_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    receivedAt: toDate(row.receivedAt).toISOString(),
    thankedAt: row.thankedAt ? row.thankedAt.toISOString() : null,
    thankerInfo: row.thankedAt ? { username: member.username } : null,
  }));
}

export interface SeenBatch {
  /** Compliment id → how many times it was handed out. */
  compliments: Map<number, number>;
  /** The authors of those compliments, whose ray_of_sunshine level may have moved. */
  authors: Set<number>;
  /** Image id → how many times it was paired with a compliment. */
  images: Map<number, number>;
}

/**
 * Writes a batch of seen counts and image uses in one transaction, then awards the
 * ray_of_sunshine levels the authors of those compliments reached, and answers them by author. Flushes from every
 * instance take one advisory lock in turn, so each sees the totals the previous ones wrote.
 * The authors come with the batch, so the flush never reads the compliments' rows.
 */
export async function applySeenCounts(
  ctx: AppContext,
  batch: SeenBatch,
): Promise<Map<number, BadgeRow[]>> {
  const awarded = new Map<number, BadgeRow[]>();
  if (batch.compliments.size === 0 && batch.images.size === 0) return awarded;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEEN_FLUSH_LOCK_KEY}::bigint)`);
    if (batch.compliments.size > 0) {
      const ids = [...batch.compliments.keys()].join(',');
      const deltas = [...batch.compliments.values()].join(',');
      // Not checked against compliments (a lookup per row): a count written for a compliment
      // deleted since its pick names an id that is never used again and no reader joins to.
      await tx.execute(
        sql`insert into compliment_seen_counts as s (compliment_id, seen_count)
            select v.id, v.seen
            from unnest(string_to_array(${ids}, ',')::int[],
                        string_to_array(${deltas}, ',')::int[]) as v(id, seen)
            on conflict (compliment_id) do update set seen_count = s.seen_count + excluded.seen_count`,
      );
    }
    await addImageUses(tx, batch.images);
    if (batch.authors.size === 0) return;
    const totals = await tx
      .select({
        authorId: compliments.authorId,
        seen: sql<number>`sum(${complimentSeenCounts.seenCount})::float8`.mapWith(Number),
      })
      .from(compliments)
      .innerJoin(complimentSeenCounts, eq(complimentSeenCounts.complimentId, compliments.id))
      .where(inArray(compliments.authorId, [...batch.authors]))
      .groupBy(compliments.authorId);
    for (const total of totals) {
      if (total.authorId !== null) {
        const rows = await awardBadges(tx, total.authorId, 'ray_of_sunshine', total.seen, now);
        if (rows.length > 0) awarded.set(total.authorId, rows);
      }
    }
  });
  return awarded;
}
