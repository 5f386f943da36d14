// Compliments (DESIGN §3): random picks with deliveries, submissions, thanks with their karma and
// badges, the profile lists, and the batched seen counts. The only code touching the
// compliments, deliveries and thanks tables (compliment-stats.service.ts reads them for admins).
import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  COMPLIMENT_LIST_LIMIT,
  COMPLIMENT_MESSAGES,
  KARMA,
  type ReceivedCompliment,
  type SubmitComplimentAnswer,
  type SubmittedCompliment,
  type ThankAnswer,
} from '../../../contract/compliments';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { compliments, deliveries, thanks } from '../../db/schema/index';
import { HttpError, isUniqueViolation } from '../../http-error';
import { awardBadges, toBadges } from '../badges/badges.service';
import { addImageUses } from '../images/images.service';
import { addKarma, lockMembers, submissionKarma, utcDayStart } from '../karma/karma.service';
import { contentProblem } from './compliment-content';
import { preparedQuery } from './prepared-query';

const MAX_ID = 2_147_483_647;
// Any fixed number: it only has to be the same for every instance flushing seen counts.
const SEEN_FLUSH_LOCK_KEY = 7_304_118_266;

/**
 * Test seam for SECURITY K6: runs inside the thank transaction, after the thank row is written
 * and before any karma moves. A test sets it to throw and checks that nothing persisted.
 */
export const thankFaults: { afterThankInsert?: () => void } = {};

/** Rows of a raw statement: postgres.js answers an array, PGlite an object holding one. */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export interface PickedCompliment {
  id: number;
  text: string;
  /** When the viewer thanked it; null for guests and for compliments they have not thanked. */
  thankedAt: Date | null;
}

// A random visible compliment: the first random_key at or after a random point, wrapping to the
// smallest, which is an index probe on compliments_random_key_idx whatever the table's size.
const GUEST_PICK = `
  select id, text from (
    (select id, text from compliments
      where is_visible and random_key >= $1::float8 order by random_key limit 1)
    union all
    (select id, text from compliments where is_visible order by random_key limit 1)
  ) pick limit 1`;

// The same for a member, skipping their own compliments, and in the same statement recording
// the delivery and reading the member's own thank time.
const MEMBER_PICK = `
  with pick as (
    select id, text from (
      (select id, text from compliments
        where is_visible and random_key >= $1::float8 and author_id is distinct from $2::int
        order by random_key limit 1)
      union all
      (select id, text from compliments
        where is_visible and author_id is distinct from $2::int
        order by random_key limit 1)
    ) candidates limit 1
  ), delivered as (
    insert into deliveries (receiver_id, compliment_id, created_at, updated_at)
    select $2::int, id, $3::timestamptz, $3::timestamptz from pick
  )
  select pick.id, pick.text,
    (select (extract(epoch from t.created_at) * 1000)::float8 from thanks t
      where t.compliment_id = pick.id and t.thanker_id = $2::int) as thanked_ms
  from pick`;

/** One prepared statement and one round trip for guests and members alike. */
export async function pickRandomCompliment(
  ctx: AppContext,
  viewerId: number | null,
): Promise<PickedCompliment | null> {
  const query = preparedQuery(ctx);
  const point = Math.random();
  if (viewerId === null) {
    const [row] = await query<{ id: number; text: string }>(GUEST_PICK, [point]);
    return row ? { id: row.id, text: row.text, thankedAt: null } : null;
  }
  const [row] = await query<{ id: number; text: string; thanked_ms: number | null }>(MEMBER_PICK, [
    point,
    viewerId,
    ctx.now().toISOString(),
  ]);
  if (!row) return null;
  return {
    id: row.id,
    text: row.text,
    thankedAt: row.thanked_ms === null ? null : new Date(Number(row.thanked_ms)),
  };
}

async function countCompliments(tx: DbOrTx, authorId: number, since?: Date): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(compliments)
    .where(
      since
        ? and(eq(compliments.authorId, authorId), gte(compliments.createdAt, since))
        : eq(compliments.authorId, authorId),
    );
  return Number(row?.count ?? 0);
}

/**
 * Stores a member's compliment (already normalized and length-checked by the shared schema)
 * and awards its karma and badges in the same transaction. The author's row is locked first,
 * so parallel submissions count the day's earlier ones exactly (SECURITY K8).
 */
export async function submitCompliment(
  ctx: AppContext,
  authorId: number,
  text: string,
): Promise<SubmitComplimentAnswer> {
  const problem = contentProblem(text);
  if (problem) throw new HttpError(400, problem, {}, { text: [problem] });
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockMembers(tx, [authorId]);
      const earlierToday = await countCompliments(tx, authorId, utcDayStart(now));
      const [row] = await tx
        .insert(compliments)
        .values({ text, authorId, createdAt: now, updatedAt: now })
        .returning();
      const karmaAwarded = submissionKarma(earlierToday);
      const karma = await addKarma(tx, authorId, karmaAwarded, now);
      const submitted = await countCompliments(tx, authorId);
      const kindWords = await awardBadges(tx, authorId, 'kind_words', submitted, now);
      return {
        compliment: {
          id: row!.id,
          text: row!.text,
          createdAt: row!.createdAt.toISOString(),
          seenCount: row!.seenCount,
          thanksCount: 0,
        },
        karmaAwarded,
        karmaPoints: karma.karmaPoints,
        newBadges: toBadges([...kindWords, ...karma.newBadges]),
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

/**
 * One thank per member per compliment (the unique index decides), never the member's own;
 * +10 karma to the author and +1 to the thanker, with the badges they reach, all in the thank's
 * transaction. The compliment row is updated before the members are locked: thanks of one
 * compliment queue there, and each then counts every thank committed before it (SECURITY K2).
 */
export async function thankCompliment(
  ctx: AppContext,
  complimentId: number,
  thankerId: number,
): Promise<ThankAnswer> {
  if (complimentId > MAX_ID) throw new HttpError(404, COMPLIMENT_MESSAGES.notFound);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [compliment] = await tx
      .select({ authorId: compliments.authorId })
      .from(compliments)
      .where(and(eq(compliments.id, complimentId), eq(compliments.isVisible, true)))
      .limit(1);
    if (!compliment) throw new HttpError(404, COMPLIMENT_MESSAGES.notFound);
    if (compliment.authorId === thankerId) {
      throw new HttpError(403, COMPLIMENT_MESSAGES.ownCompliment);
    }
    const [thank] = await tx
      .insert(thanks)
      .values({ complimentId, thankerId, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [thanks.complimentId, thanks.thankerId] })
      .returning({ id: thanks.id });
    if (!thank) throw new HttpError(409, COMPLIMENT_MESSAGES.alreadyThanked);
    thankFaults.afterThankInsert?.();

    await tx
      .update(compliments)
      .set({ thankerId, thankedAt: now })
      .where(eq(compliments.id, complimentId));
    const { authorId } = compliment;
    await lockMembers(tx, authorId === null ? [thankerId] : [authorId, thankerId]);
    if (authorId !== null) {
      await addKarma(tx, authorId, KARMA.thankReceived, now);
      const [received] = await tx
        .select({ count: count() })
        .from(thanks)
        .innerJoin(compliments, eq(compliments.id, thanks.complimentId))
        .where(eq(compliments.authorId, authorId));
      await awardBadges(tx, authorId, 'appreciated', Number(received?.count ?? 0), now);
    }
    const karma = await addKarma(tx, thankerId, KARMA.thankGiven, now);
    const [given] = await tx
      .select({ count: count() })
      .from(thanks)
      .where(eq(thanks.thankerId, thankerId));
    const grateful = await awardBadges(
      tx,
      thankerId,
      'grateful_heart',
      Number(given?.count ?? 0),
      now,
    );
    return {
      complimentId,
      thankedAt: now.toISOString(),
      karmaPoints: karma.karmaPoints,
      newBadges: toBadges([...grateful, ...karma.newBadges]),
    };
  });
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
      seenCount: compliments.seenCount,
      // Spelled out: drizzle leaves columns of a one-table select unqualified, and a bare "id"
      // inside this subquery would mean thanks.id.
      thanksCount: sql<number>`(select count(*) from thanks t
        where t.compliment_id = compliments.id)`.mapWith(Number),
    })
    .from(compliments)
    .where(eq(compliments.authorId, authorId))
    .orderBy(desc(compliments.createdAt), desc(compliments.id))
    .limit(COMPLIMENT_LIST_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * What the member received: one item per compliment, at its latest delivery, newest first;
 * compliments hidden since then drop out.
 * thankerInfo can only be the member (authors and other readers stay anonymous).
 */
export async function findReceived(
  ctx: AppContext,
  member: { id: number; username: string },
): Promise<ReceivedCompliment[]> {
  const latest = ctx.db
    .select({
      complimentId: deliveries.complimentId,
      receivedAt: sql<Date | string>`max(${deliveries.createdAt})`.as('received_at'),
    })
    .from(deliveries)
    .where(eq(deliveries.receiverId, member.id))
    .groupBy(deliveries.complimentId)
    .as('latest');
  const rows = await ctx.db
    .select({
      id: compliments.id,
      text: compliments.text,
      receivedAt: latest.receivedAt,
      thankedAt: thanks.createdAt,
    })
    .from(latest)
    .innerJoin(
      compliments,
      and(eq(compliments.id, latest.complimentId), eq(compliments.isVisible, true)),
    )
    .leftJoin(thanks, and(eq(thanks.complimentId, compliments.id), eq(thanks.thankerId, member.id)))
    .orderBy(desc(latest.receivedAt), desc(compliments.id))
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
  /** Image id → how many times it was paired with a compliment. */
  images: Map<number, number>;
}

/**
 * Writes a batch of seen counts and image uses in one transaction, then awards the
 * ray_of_sunshine levels the authors of those compliments reached. Flushes from every
 * instance take one advisory lock in turn, so each sees the totals the previous ones wrote.
 */
export async function applySeenCounts(ctx: AppContext, batch: SeenBatch): Promise<void> {
  if (batch.compliments.size === 0 && batch.images.size === 0) return;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEEN_FLUSH_LOCK_KEY}::bigint)`);
    const authors = new Set<number>();
    if (batch.compliments.size > 0) {
      const payload = JSON.stringify([...batch.compliments].map(([id, seen]) => ({ id, seen })));
      const moved = await rowsOf<{ author_id: number | null }>(
        tx,
        sql`update compliments c set seen_count = c.seen_count + v.seen
            from jsonb_to_recordset(${payload}::jsonb) as v(id int, seen int)
            where c.id = v.id
            returning c.author_id`,
      );
      for (const row of moved) if (row.author_id !== null) authors.add(row.author_id);
    }
    await addImageUses(tx, batch.images);
    if (authors.size === 0) return;
    const totals = await tx
      .select({
        authorId: compliments.authorId,
        seen: sql<number>`sum(${compliments.seenCount})::float8`.mapWith(Number),
      })
      .from(compliments)
      .where(inArray(compliments.authorId, [...authors]))
      .groupBy(compliments.authorId);
    for (const total of totals) {
      if (total.authorId !== null) {
        await awardBadges(tx, total.authorId, 'ray_of_sunshine', total.seen, now);
      }
    }
  });
}
