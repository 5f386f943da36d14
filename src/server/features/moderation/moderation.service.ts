// Trust and safety (PRODUCT 21, DECISIONS 26, 27): members' reports and the automatic
// hiding they lead to, what a submission goes through before it is shown, the admins' queue and
// decisions, suspensions, and the append-only moderation log.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { COMPLIMENT_MESSAGES, KARMA } from '../../../contract/compliments';
import {
  MODERATION_MESSAGES,
  MODERATION_PAGE_SIZE,
  type HeldReason,
  type ModeratedCompliment,
  type ModerationAction,
  type ModerationLogEntry,
  type QueueQuery,
  type ReportAnswer,
  type ReportReason,
  type Suspension,
  type SuspensionDuration,
  type WatchedWord,
  type WatchedWordAction,
} from '../../../contract/moderation';
import type { AuditAction } from '../../../contract/audit';
import type { AppContext } from '../../context';
import { toDate, type DbOrTx, type Tx } from '../../db/client';
import { compliments, moderationLog, reports, users, watchedWords } from '../../db/schema/index';
import { HttpError, isUniqueViolation } from '../../http-error';
import { recordAdminAction, excerpt } from '../audit/audit.service';
import { getAccountCreatedAt, isAdminAccount } from '../auth/auth.service';
import { seenCountOf } from '../compliments/compliment-stats.service';
import { forgetPicks } from '../compliments/random-pick';
import { createInboxMessage } from '../inbox/inbox.service';
import { getKarmaPoints, lockMembers, takeBackKarma } from '../karma/karma.service';
import { soundsNegative } from './positivity';
import { matchWatchedWords, type WatchedMatch } from './watched-words.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const SUSPENSION_MS: Record<SuspensionDuration, number | null> = {
  '1d': DAY_MS,
  '7d': 7 * DAY_MS,
  indefinite: null,
};

const iso = (value: Date | string) => toDate(value).toISOString();

// ---------------------------------------------------------------------------------------------
// Suspensions

interface SuspensionRow {
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

/** The suspension in force at `now`, or null. */
export function activeSuspension(row: SuspensionRow, now: Date): Suspension | null {
  if (!row.suspendedAt) return null;
  if (row.suspendedUntil && row.suspendedUntil.getTime() <= now.getTime()) return null;
  return {
    suspendedAt: row.suspendedAt.toISOString(),
    until: row.suspendedUntil ? row.suspendedUntil.toISOString() : null,
    reason: row.suspensionReason ?? '',
  };
}

/** "2026-11-24 20:31 UTC": the date in the 403 a suspended member gets. */
function suspensionDate(until: Date): string {
  return `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Refuses, with 403, a suspended member's submission, thank or report. The database decides,
 * at the injected clock's time, so an expired suspension stops counting at once on every instance.
 */
export async function assertNotSuspended(ctx: AppContext, userId: number): Promise<void> {
  const [row] = await ctx.db
    .select({
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const suspension = row ? activeSuspension(row, ctx.now()) : null;
  if (!suspension) return;
  throw new HttpError(
    403,
    suspension.until
      ? MODERATION_MESSAGES.suspendedUntil(suspensionDate(new Date(suspension.until)))
      : MODERATION_MESSAGES.suspendedIndefinitely,
  );
}

async function hideAuthorCompliments(tx: DbOrTx, authorId: number, now: Date): Promise<void> {
  await tx
    .update(compliments)
    .set({ isVisible: false, hiddenReason: 'suspended', updatedAt: now })
    .where(and(eq(compliments.authorId, authorId), eq(compliments.isVisible, true)));
}

// Shows again what the suspension hid, except a text a visible compliment now has too (the
// unique index on visible texts would refuse the whole statement).
async function showAuthorCompliments(tx: DbOrTx, authorId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    update compliments c set is_visible = true, hidden_reason = null, updated_at = ${now.toISOString()}::timestamptz
    where c.author_id = ${authorId}::int and c.hidden_reason = 'suspended'
      and not exists (select 1 from compliments o
        where o.is_visible and lower(o.text) = lower(c.text) and o.id <> c.id)`);
}

async function suspendLocked(
  tx: Tx,
  userId: number,
  duration: SuspensionDuration,
  reason: string,
  now: Date,
): Promise<Suspension> {
  // The member's row stays locked until the transaction ends, so decisions on one member's
  // suspension run one after another.
  const [target] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!target) throw new HttpError(404, MODERATION_MESSAGES.userNotFound);
  if (await isAdminAccount(tx, userId)) {
    throw new HttpError(403, MODERATION_MESSAGES.cannotSuspendAdmin);
  }
  const length = SUSPENSION_MS[duration];
  const until = length === null ? null : new Date(now.getTime() + length);
  await tx
    .update(users)
    .set({ suspendedAt: now, suspendedUntil: until, suspensionReason: reason })
    .where(eq(users.id, userId));
  await hideAuthorCompliments(tx, userId, now);
  return {
    suspendedAt: now.toISOString(),
    until: until ? until.toISOString() : null,
    reason,
  };
}

export async function suspendMember(
  ctx: AppContext,
  adminId: number,
  userId: number,
  duration: SuspensionDuration,
  reason: string,
): Promise<Suspension> {
  const now = ctx.now();
  const suspension = await ctx.db.transaction(async (tx) => {
    const result = await suspendLocked(tx, userId, duration, reason, now);
    await log(ctx, tx, {
      adminId,
      action: 'suspend',
      userId,
      reason,
      summary: `Suspended member ${userId} ${duration === 'indefinite' ? 'until lifted' : `for ${duration}`}`,
    });
    return result;
  });
  forgetPicks(ctx);
  return suspension;
}

/** Ends a suspension early; answers 409 when the member is not suspended. */
export async function liftSuspension(ctx: AppContext, adminId: number, userId: number) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        suspendedAt: users.suspendedAt,
        suspendedUntil: users.suspendedUntil,
        suspensionReason: users.suspensionReason,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row) throw new HttpError(404, MODERATION_MESSAGES.userNotFound);
    if (!activeSuspension(row, now)) throw new HttpError(409, MODERATION_MESSAGES.notSuspended);
    await clearSuspension(tx, userId, now);
    await log(ctx, tx, {
      adminId,
      action: 'lift_suspension',
      userId,
      reason: null,
      summary: `Lifted the suspension of member ${userId}`,
    });
  });
  forgetPicks(ctx);
}

async function clearSuspension(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
    .where(eq(users.id, userId));
  await showAuthorCompliments(tx, userId, now);
}

/**
 * Ends every suspension whose time is up and shows its member's compliments again. Each row is
 * cleared by a statement that re-checks the expiry, so instances sweeping together do it once.
 */
export async function sweepExpiredSuspensions(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const expired = await ctx.database.rows<{ id: number }>(
    sql`select id from users where suspended_at is not null and suspended_until <= ${now.toISOString()}::timestamptz`,
  );
  let ended = 0;
  for (const { id } of expired) {
    const done = await ctx.db.transaction(async (tx) => {
      const cleared = await ctx.database.rows<{ id: number }>(
        sql`update users set suspended_at = null, suspended_until = null, suspension_reason = null
            where id = ${id}::int and suspended_at is not null and suspended_until <= ${now.toISOString()}::timestamptz
            returning id`,
        tx,
      );
      if (cleared.length === 0) return false;
      await showAuthorCompliments(tx, id, now);
      return true;
    });
    if (done) ended += 1;
  }
  if (ended > 0) forgetPicks(ctx);
  return ended;
}

// ---------------------------------------------------------------------------------------------
// Submissions

export interface SubmissionReview {
  /** Why it waits for review (or, for a flag, why it is queued while shown); null: neither. */
  heldReason: HeldReason | null;
  heldDetail: string | null;
  /** Whether it is shown now. */
  visible: boolean;
}

/**
 * Refuses a text holding a Block watched word (400); answers the watched words it holds. Runs
 * before the submission's transaction.
 */
export async function screenSubmission(ctx: AppContext, text: string): Promise<WatchedMatch[]> {
  const matches = await matchWatchedWords(ctx.db, text);
  if (matches.some((match) => match.action === 'block')) {
    throw new HttpError(
      400,
      MODERATION_MESSAGES.blocked,
      {},
      { text: [MODERATION_MESSAGES.blocked] },
    );
  }
  return matches;
}

/** Whether an account is new: registered less than `newMemberAgeMs` (a day) before now. */
function isNewAccount(ctx: AppContext, joinedAt: Date | null): boolean {
  const { newMemberAgeMs } = ctx.config.moderation;
  return joinedAt !== null && ctx.now().getTime() - joinedAt.getTime() < newMemberAgeMs;
}

/**
 * Decides, inside the submission's transaction with the author locked, whether the new compliment
 * is shown: a Hold watched word, a negative tone, or a new member's first compliments hold it;
 * a Flag watched word shows it and queues it.
 */
export async function reviewSubmission(
  ctx: AppContext,
  tx: Tx,
  authorId: number,
  text: string,
  matches: WatchedMatch[],
): Promise<SubmissionReview> {
  const hold = matches.find((match) => match.action === 'hold');
  if (hold) return { heldReason: 'watched_word_hold', heldDetail: hold.phrase, visible: false };
  if (soundsNegative(text))
    return { heldReason: 'negative_tone', heldDetail: null, visible: false };
  const { moderation } = ctx.config;
  if (moderation.newMemberHold) {
    if (isNewAccount(ctx, await getAccountCreatedAt(tx, authorId))) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(compliments)
        .where(eq(compliments.authorId, authorId));
      if (Number(row?.n ?? 0) < moderation.newMemberHeldCount) {
        return { heldReason: 'new_member', heldDetail: null, visible: false };
      }
    }
  }
  const flag = matches.find((match) => match.action === 'flag');
  if (flag) return { heldReason: 'watched_word_flag', heldDetail: flag.phrase, visible: true };
  return { heldReason: null, heldDetail: null, visible: true };
}

// ---------------------------------------------------------------------------------------------
// Reports

/**
 * What a report counts towards the threshold: nothing from an account younger than a day, since
 * a few accounts made a minute ago could otherwise hide any compliment (DECISIONS 52); else 1, or
 * more from a member with much karma.
 */
function reportWeight(ctx: AppContext, karmaPoints: number, joinedAt: Date | null): number {
  const { highKarma, highKarmaWeight } = ctx.config.moderation;
  if (isNewAccount(ctx, joinedAt)) return 0;
  return karmaPoints >= highKarma ? highKarmaWeight : 1;
}

/**
 * One report per member per compliment (409 on a second), never the member's own (403). The
 * compliment's row is locked first, so reports arriving together add up exactly; the one that
 * brings the open weight to the threshold hides it from everyone. A report weighing nothing is
 * still stored and queues the compliment for the admins.
 */
export async function reportCompliment(
  ctx: AppContext,
  reporterId: number,
  complimentId: number,
  body: { reason: ReportReason; note: string | null },
): Promise<ReportAnswer> {
  await assertNotSuspended(ctx, reporterId);
  await ctx.limiters.consume('report', String(reporterId));
  const now = ctx.now();
  const hidden = await ctx.db.transaction(async (tx) => {
    const [compliment] = await tx
      .select({ authorId: compliments.authorId, reviewState: compliments.reviewState })
      .from(compliments)
      .where(and(eq(compliments.id, complimentId), eq(compliments.isVisible, true)))
      .for('update');
    if (!compliment) throw new HttpError(404, COMPLIMENT_MESSAGES.notFound);
    if (compliment.authorId === reporterId) {
      throw new HttpError(403, MODERATION_MESSAGES.ownCompliment);
    }
    const reporterKarma = await getKarmaPoints(tx, reporterId);
    const reporterJoinedAt = await getAccountCreatedAt(tx, reporterId);
    const [report] = await tx
      .insert(reports)
      .values({
        complimentId,
        reporterId,
        reason: body.reason,
        note: body.note,
        weight: reportWeight(ctx, reporterKarma ?? 0, reporterJoinedAt),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [reports.complimentId, reports.reporterId] })
      .returning({ id: reports.id });
    if (!report) throw new HttpError(409, MODERATION_MESSAGES.alreadyReported);
    const [open] = await tx
      .select({ weight: sql<number>`coalesce(sum(${reports.weight}), 0)::int` })
      .from(reports)
      .where(and(eq(reports.complimentId, complimentId), eq(reports.status, 'open')));
    const reachesThreshold = Number(open?.weight ?? 0) >= ctx.config.moderation.reportThreshold;
    await tx
      .update(compliments)
      .set({
        reviewState: 'pending',
        ...(reachesThreshold ? { isVisible: false, hiddenReason: 'reports' } : {}),
        updatedAt: now,
      })
      .where(eq(compliments.id, complimentId));
    return reachesThreshold;
  });
  if (hidden) forgetPicks(ctx);
  return { complimentId, message: MODERATION_MESSAGES.reportThanks };
}

// ---------------------------------------------------------------------------------------------
// The queue, search and the admins' decisions

interface ModeratedRow {
  id: number;
  text: string;
  author_id: number | null;
  author_username: string | null;
  author_email: string | null;
  is_visible: boolean;
  hidden_reason: string | null;
  review_state: 'pending' | 'restored' | 'removed' | null;
  held_reason: HeldReason | null;
  held_detail: string | null;
  report_count: number;
  report_weight: number;
  reasons: string;
  notes: string;
  created_at: Date | string;
  seen_count: number;
  thanks_count: number;
}

function moderatedSelect(where: SQL, order: SQL): SQL {
  return sql`
    select c.id, c.text, c.author_id, u.username as author_username, u.email as author_email,
      c.is_visible, c.hidden_reason, c.review_state, c.held_reason, c.held_detail,
      c.created_at, ${seenCountOf(sql`c.id`)} as seen_count,
      (select count(*)::int from thanks t where t.compliment_id = c.id) as thanks_count,
      (select count(*)::int from reports r where r.compliment_id = c.id) as report_count,
      (select coalesce(sum(r.weight), 0)::int from reports r
        where r.compliment_id = c.id and r.status = 'open') as report_weight,
      (select coalesce(json_agg(json_build_object('reason', g.reason, 'count', g.n)
          order by g.reason), '[]')::text
        from (select r.reason, count(*)::int as n from reports r where r.compliment_id = c.id
          group by r.reason) g) as reasons,
      (select coalesce(json_agg(r.note order by r.id), '[]')::text from reports r
        where r.compliment_id = c.id and r.note is not null) as notes
    from compliments c left join users u on u.id = c.author_id
    where ${where}
    ${order}
    limit ${MODERATION_PAGE_SIZE}`;
}

function toModerated(row: ModeratedRow): ModeratedCompliment {
  return {
    id: row.id,
    text: row.text,
    author:
      row.author_id === null
        ? null
        : { id: row.author_id, username: row.author_username ?? '', email: row.author_email ?? '' },
    isVisible: row.is_visible,
    hiddenReason: row.hidden_reason,
    reviewState: row.review_state,
    heldReason: row.held_reason,
    heldDetail: row.held_detail,
    reportCount: Number(row.report_count),
    reportWeight: Number(row.report_weight),
    reasons: JSON.parse(row.reasons) as ModeratedCompliment['reasons'],
    notes: JSON.parse(row.notes) as string[],
    createdAt: iso(row.created_at),
    seenCount: Number(row.seen_count),
    thanksCount: Number(row.thanks_count),
  };
}

export async function countPending(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(compliments)
    .where(eq(compliments.reviewState, 'pending'));
  return Number(row?.n ?? 0);
}

/** Pending (oldest first) or resolved (latest first) items, optionally of one reason. */
export async function findQueue(
  ctx: AppContext,
  query: { status: 'pending' | 'resolved'; reason?: QueueQuery['reason'] },
): Promise<{ items: ModeratedCompliment[]; pendingCount: number }> {
  const filters: SQL[] = [
    query.status === 'pending'
      ? sql`c.review_state = 'pending'`
      : sql`c.review_state in ('restored', 'removed')`,
  ];
  if (query.reason) {
    filters.push(
      sql`(c.held_reason = ${query.reason} or exists (select 1 from reports r
        where r.compliment_id = c.id and r.reason = ${query.reason}))`,
    );
  }
  const order =
    query.status === 'pending'
      ? sql`order by c.created_at asc, c.id asc`
      : sql`order by c.updated_at desc, c.id desc`;
  const rows = await ctx.database.rows<ModeratedRow>(
    moderatedSelect(sql.join(filters, sql` and `), order),
  );
  return { items: rows.map(toModerated), pendingCount: await countPending(ctx) };
}

/** Any compliment whose text, or whose author's username or email, contains `q`. */
export async function searchCompliments(
  ctx: AppContext,
  q: string,
): Promise<ModeratedCompliment[]> {
  const pattern = `%${q.replace(/[\\%_]/gu, (char) => `\\${char}`)}%`;
  const where =
    q === ''
      ? sql`true`
      : sql`(c.text ilike ${pattern} or u.username ilike ${pattern} or u.email ilike ${pattern})`;
  const rows = await ctx.database.rows<ModeratedRow>(
    moderatedSelect(where, sql`order by c.created_at desc, c.id desc`),
  );
  return rows.map(toModerated);
}

async function findModerated(ctx: AppContext, id: number): Promise<ModeratedCompliment> {
  const [row] = await ctx.database.rows<ModeratedRow>(
    moderatedSelect(sql`c.id = ${id}::int`, sql``),
  );
  if (!row) throw new HttpError(404, MODERATION_MESSAGES.complimentNotFound);
  return toModerated(row);
}

async function lockCompliment(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: compliments.id,
      text: compliments.text,
      authorId: compliments.authorId,
      reviewState: compliments.reviewState,
      submitKarma: compliments.submitKarma,
      karmaReclaimedAt: compliments.karmaReclaimedAt,
    })
    .from(compliments)
    .where(eq(compliments.id, id))
    .for('update');
  if (!row) throw new HttpError(404, MODERATION_MESSAGES.complimentNotFound);
  return row;
}

/**
 * Shows a compliment again (or, while its author is suspended, leaves it to the suspension's
 * end) and closes its open reports as unfounded.
 */
export async function restoreCompliment(
  ctx: AppContext,
  adminId: number,
  id: number,
  reason: string,
): Promise<ModeratedCompliment> {
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await lockCompliment(tx, id);
      // A suspended author's compliment stays hidden until the suspension ends.
      const [author] =
        row.authorId === null
          ? []
          : await tx
              .select({
                suspendedAt: users.suspendedAt,
                suspendedUntil: users.suspendedUntil,
                suspensionReason: users.suspensionReason,
              })
              .from(users)
              .where(eq(users.id, row.authorId));
      const suspended = author !== undefined && activeSuspension(author, now) !== null;
      await tx
        .update(compliments)
        .set({
          isVisible: !suspended,
          hiddenReason: suspended ? 'suspended' : null,
          reviewState: row.reviewState === null ? null : 'restored',
          updatedAt: now,
        })
        .where(eq(compliments.id, id));
      await tx
        .update(reports)
        .set({ status: 'unfounded', resolvedAt: now, updatedAt: now })
        .where(and(eq(reports.complimentId, id), eq(reports.status, 'open')));
      await log(ctx, tx, {
        adminId,
        action: 'restore',
        complimentId: id,
        userId: row.authorId,
        reason,
        summary: `Restored "${excerpt(row.text)}"`,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, COMPLIMENT_MESSAGES.duplicate);
    throw error;
  }
  forgetPicks(ctx);
  return findModerated(ctx, id);
}

/** Hides a compliment without a queue decision (admin search): no karma moves, no message. */
export async function hideCompliment(
  ctx: AppContext,
  adminId: number,
  id: number,
  reason: string,
): Promise<ModeratedCompliment> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockCompliment(tx, id);
    await tx
      .update(compliments)
      .set({ isVisible: false, hiddenReason: 'admin', updatedAt: now })
      .where(eq(compliments.id, id));
    await log(ctx, tx, {
      adminId,
      action: 'hide',
      complimentId: id,
      userId: row.authorId,
      reason,
      summary: `Hid "${excerpt(row.text)}"`,
    });
  });
  forgetPicks(ctx);
  return findModerated(ctx, id);
}

/**
 * Hides a compliment for good, upholds its reports, tells its author why, and takes back the
 * submission karma and the thank karma it earned, all in one transaction. The compliment's row
 * lock and karma_reclaimed_at make a second removal, even a concurrent one, a 409 that moves no
 * karma. Badges already earned stay.
 */
export async function removeCompliment(
  ctx: AppContext,
  adminId: number,
  id: number,
  reason: string,
  suspend?: SuspensionDuration,
): Promise<ModeratedCompliment> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockCompliment(tx, id);
    if (row.reviewState === 'removed')
      throw new HttpError(409, MODERATION_MESSAGES.alreadyResolved);
    if (suspend && row.authorId !== null) {
      await suspendLocked(tx, row.authorId, suspend, reason, now);
    }
    await tx
      .update(compliments)
      .set({
        isVisible: false,
        hiddenReason: 'removed',
        reviewState: 'removed',
        ...(row.karmaReclaimedAt ? {} : { karmaReclaimedAt: now }),
        updatedAt: now,
      })
      .where(eq(compliments.id, id));
    await tx
      .update(reports)
      .set({ status: 'upheld', resolvedAt: now, updatedAt: now })
      .where(and(eq(reports.complimentId, id), eq(reports.status, 'open')));
    if (row.authorId !== null) {
      if (!row.karmaReclaimedAt) await reclaimKarma(ctx, tx, row.authorId, id, row.submitKarma);
      await createInboxMessage(
        ctx,
        {
          userId: row.authorId,
          senderId: adminId,
          body: MODERATION_MESSAGES.removedMessage(row.text, reason),
        },
        tx,
      );
    }
    await log(ctx, tx, {
      adminId,
      action: suspend ? 'remove_and_suspend' : 'remove',
      complimentId: id,
      userId: row.authorId,
      reason,
      summary: suspend
        ? `Removed "${excerpt(row.text)}" and suspended its author ${suspend === 'indefinite' ? 'until lifted' : `for ${suspend}`}`
        : `Removed "${excerpt(row.text)}"`,
    });
  });
  forgetPicks(ctx);
  return findModerated(ctx, id);
}

async function reclaimKarma(
  ctx: AppContext,
  tx: Tx,
  authorId: number,
  complimentId: number,
  submitKarma: number,
): Promise<void> {
  await lockMembers(tx, [authorId]);
  const [thanked] = await ctx.database.rows<{ n: number }>(
    sql`select count(*)::int as n from thanks where compliment_id = ${complimentId}::int`,
    tx,
  );
  const points = submitKarma + Number(thanked?.n ?? 0) * KARMA.thankReceived;
  if (points === 0) return;
  await takeBackKarma(tx, authorId, points);
}

// ---------------------------------------------------------------------------------------------
// Watched words

const toWatchedWord = (row: typeof watchedWords.$inferSelect): WatchedWord => ({
  id: row.id,
  phrase: row.phrase,
  action: row.action as WatchedWordAction,
  createdAt: row.createdAt.toISOString(),
});

export async function listWatchedWords(ctx: AppContext): Promise<WatchedWord[]> {
  const rows = await ctx.db.select().from(watchedWords).orderBy(asc(watchedWords.phrase));
  return rows.map(toWatchedWord);
}

export async function addWatchedWord(
  ctx: AppContext,
  adminId: number,
  input: { phrase: string; action: WatchedWordAction },
): Promise<WatchedWord> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(watchedWords)
        .values({ ...input, createdBy: adminId, createdAt: now, updatedAt: now })
        .returning();
      await log(ctx, tx, {
        adminId,
        action: 'watched_word_add',
        reason: null,
        summary: `Watching "${input.phrase}" (${input.action})`,
      });
      return toWatchedWord(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MODERATION_MESSAGES.watchedWordExists);
    throw error;
  }
}

export async function deleteWatchedWord(ctx: AppContext, adminId: number, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(watchedWords).where(eq(watchedWords.id, id)).returning();
    if (!row) throw new HttpError(404, MODERATION_MESSAGES.watchedWordNotFound);
    await log(ctx, tx, {
      adminId,
      action: 'watched_word_delete',
      reason: null,
      summary: `No longer watching "${row.phrase}" (${row.action})`,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The moderation log

interface LogEntry {
  adminId: number;
  action: ModerationAction;
  complimentId?: number | null;
  userId?: number | null;
  reason: string | null;
  summary: string;
}

const AUDIT_OF: Record<ModerationAction, AuditAction> = {
  restore: 'moderation.restore',
  remove: 'moderation.remove',
  remove_and_suspend: 'moderation.remove',
  hide: 'moderation.hide',
  suspend: 'member.suspend',
  lift_suspension: 'member.unsuspend',
  watched_word_add: 'watched_word.create',
  watched_word_delete: 'watched_word.delete',
};

/** Appends to the moderation log and to the admin audit log, in the decision's transaction. */
async function log(ctx: AppContext, tx: Tx, entry: LogEntry): Promise<void> {
  await tx.insert(moderationLog).values({
    adminId: entry.adminId,
    action: entry.action,
    complimentId: entry.complimentId ?? null,
    userId: entry.userId ?? null,
    reason: entry.reason,
    summary: entry.summary,
    createdAt: ctx.now(),
  });
  await recordAdminAction(
    ctx,
    {
      adminId: entry.adminId,
      action: AUDIT_OF[entry.action],
      targetType: entry.complimentId ? 'compliment' : entry.userId ? 'user' : 'watched_word',
      targetId: entry.complimentId ?? entry.userId ?? null,
      summary: entry.summary,
    },
    tx,
  );
}

export async function findModerationLog(ctx: AppContext): Promise<ModerationLogEntry[]> {
  const rows = await ctx.db
    .select({
      id: moderationLog.id,
      adminId: moderationLog.adminId,
      adminUsername: users.username,
      action: moderationLog.action,
      complimentId: moderationLog.complimentId,
      userId: moderationLog.userId,
      reason: moderationLog.reason,
      summary: moderationLog.summary,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .leftJoin(users, eq(users.id, moderationLog.adminId))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(MODERATION_PAGE_SIZE);
  return rows.map((row) => ({
    ...row,
    action: row.action as ModerationAction,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The suspension in force for a member, for the users table and the suspend answers. */
export async function memberSuspension(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new HttpError(404, MODERATION_MESSAGES.userNotFound);
  return activeSuspension(row, ctx.now());
}
