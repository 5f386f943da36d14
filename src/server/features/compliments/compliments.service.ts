// Compliments (PRODUCT 13): random picks with deliveries, submissions, the profile lists, and the
// batched seen counts. With random-pick*.ts (the pick's statements) and thank.service.ts (the
// thank), the only code writing the compliments, deliveries and thanks tables, but for the
// visibility and review columns moderation sets (docs/ARCHITECTURE.md, Tables and their owners).
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  COMPLIMENT_LIST_LIMIT,
  COMPLIMENT_MESSAGES,
  type ReceivedCompliment,
  type SubmitComplimentAnswer,
  type SubmittedCompliment,
  type SubmittedStatus,
} from '../../../contract/compliments';
import type { AppContext } from '../../context';
import { toDate, type DbOrTx } from '../../db/client';
import { complimentSeenCounts, compliments, thanks } from '../../db/schema/index';
import { HttpError, isUniqueViolation } from '../../http-error';
import { awardBadges, toBadges } from '../badges/badges.service';
import { addImageUses } from '../images/images.service';
import { addKarma, lockMembers, submissionKarma, utcDayStart } from '../karma/karma.service';
import { MODERATION_MESSAGES } from '../../../contract/moderation';
import { reviewSubmission } from '../moderation/submission-review.service';
import { assertNotSuspended } from '../moderation/suspensions.service';
import { contentProblem, screenSubmission } from '../screening/screening.service';
import { countSubmitted } from './member-activity.service';
import { receivedCompliments, seenCountOf } from './compliment-stats.service';
import { pickRandom } from './random-pick';

// Any fixed number: it only has to be the same for every instance flushing seen counts.
const SEEN_FLUSH_LOCK_KEY = 7_304_118_266;

/**
 * A uniform pick among visible compliments, for a member among those they did not write, with
 * the member's delivery committed before it answers (DECISIONS 14).
 */
export const pickRandomCompliment = pickRandom;

async function countCompliments(tx: DbOrTx, authorId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(compliments)
    .where(and(eq(compliments.authorId, authorId), gte(compliments.createdAt, since)));
  return Number(row?.count ?? 0);
}

/**
 * Stores a member's compliment (already normalized and length-checked by the shared schema)
 * and awards its karma and badges in the same transaction. A suspended member gets 403, a
 * Block watched word 400; a Hold watched word, a negative tone or a new member's first
 * compliments store it hidden, waiting in the moderation queue. The author's row is locked first,
 * so parallel submissions count the day's earlier ones exactly (SECURITY K8).
 */
export async function submitCompliment(
  ctx: AppContext,
  authorId: number,
  text: string,
): Promise<SubmitComplimentAnswer> {
  await assertNotSuspended(ctx, authorId);
  const problem = contentProblem(text);
  if (problem) throw new HttpError(400, problem, {}, { text: [problem] });
  const watched = await screenSubmission(ctx, text);
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockMembers(tx, [authorId]);
      const earlierToday = await countCompliments(tx, authorId, utcDayStart(now));
      const karmaAwarded = submissionKarma(earlierToday);
      const review = await reviewSubmission(ctx, tx, authorId, text, watched);
      const [row] = await tx
        .insert(compliments)
        .values({
          text,
          authorId,
          isVisible: review.visible,
          hiddenReason: review.visible ? null : 'held',
          heldReason: review.heldReason,
          heldDetail: review.heldDetail,
          reviewState: review.heldReason ? 'pending' : null,
          submitKarma: karmaAwarded,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const karma = await addKarma(tx, authorId, karmaAwarded, now);
      const submitted = await countSubmitted(tx, authorId);
      const kindWords = await awardBadges(tx, authorId, 'kind_words', submitted, now);
      return {
        compliment: {
          id: row!.id,
          text: row!.text,
          createdAt: row!.createdAt.toISOString(),
          seenCount: 0,
          thanksCount: 0,
          ...(review.visible ? {} : { status: 'under_review' as const }),
        },
        karmaAwarded,
        karmaPoints: karma.karmaPoints,
        newBadges: toBadges([...kindWords, ...karma.newBadges]),
        ...(review.visible
          ? {}
          : { heldForReview: true, notice: MODERATION_MESSAGES.heldForReview }),
      };
    });
  } catch (error) {
    // The unique index on lower(text) of visible compliments decides, race-free.
    if (isUniqueViolation(error)) {
      throw new HttpError(
        409,
        COMPLIMENT_MESSAGES.duplicate,
        {},
        {
          text: [COMPLIMENT_MESSAGES.duplicate],
        },
      );
    }
    throw error;
  }
}

/** The member's own compliments, newest first, with how often each was seen and thanked. */
export async function findSubmitted(
  ctx: AppContext,
  authorId: number,
): Promise<SubmittedCompliment[]> {
  const rows = await ctx.db
    .select({
      id: compliments.id,
      text: compliments.text,
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
 * ray_of_sunshine levels the authors of those compliments reached. Flushes from every
 * instance take one advisory lock in turn, so each sees the totals the previous ones wrote.
 * The authors come with the batch, so the flush never reads the compliments' rows.
 */
export async function applySeenCounts(ctx: AppContext, batch: SeenBatch): Promise<void> {
  if (batch.compliments.size === 0 && batch.images.size === 0) return;
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
        await awardBadges(tx, total.authorId, 'ray_of_sunshine', total.seen, now);
      }
    }
  });
}
