// The admins' queue, their search of every compliment, and their decisions on one (PRODUCT 21):
// restore, hide, remove, and remove with the author's suspension.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { asComplimentLanguage, COMPLIMENT_MESSAGES, KARMA } from '../../../contract/compliments';
import type { Locale } from '../../../contract/i18n/locales';
import {
  MODERATION_MESSAGES,
  MODERATION_PAGE_SIZE,
  type HeldReason,
  type ModeratedCompliment,
  type QueueQuery,
  type SuspensionDuration,
} from '../../../contract/moderation';
import type { AppContext } from '../../context';
import { toDate, type Tx } from '../../db/client';
import { compliments, reports } from '../../db/schema/index';
import { HttpError, isUniqueViolation } from '../../http-error';
import { excerpt } from '../audit/audit.service';
import { seenCountOf } from '../compliments/compliment-stats.service';
import { createInboxMessage } from '../inbox/inbox.service';
import type { LiveEvents } from '../live-events/live-events.plugin';
import { lockMembers, takeBackKarma } from '../karma/karma.service';
import { logModeration } from './moderation-log.service';
import { activeSuspension, readSuspension } from '../identity/auth/suspension-status.service';
import { suspendLocked } from './suspensions.service';
import type { VisiblePicks } from './visible-picks';

const iso = (value: Date | string) => toDate(value).toISOString();

interface ModeratedRow {
  id: number;
  text: string;
  language: string;
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
    select c.id, c.text, c.language, c.author_id, u.username as author_username, u.email as author_email,
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
    language: asComplimentLanguage(row.language),
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
  query: {
    status: 'pending' | 'resolved';
    reason?: QueueQuery['reason'];
    language?: QueueQuery['language'];
  },
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
  if (query.language) filters.push(sql`c.language = ${query.language}`);
  const order =
    query.status === 'pending'
      ? sql`order by c.created_at asc, c.id asc`
      : sql`order by c.updated_at desc, c.id desc`;
  const rows = await ctx.database.rows<ModeratedRow>(
    moderatedSelect(sql.join(filters, sql` and `), order),
  );
  return { items: rows.map(toModerated), pendingCount: await countPending(ctx) };
}

/**
 * Any compliment whose text, or whose author's username or email, contains `q`; only those in
 * `language` when it is given.
 */
export async function searchCompliments(
  ctx: AppContext,
  q: string,
  language?: Locale,
): Promise<ModeratedCompliment[]> {
  const pattern = `%${q.replace(/[\\%_]/gu, (char) => `\\${char}`)}%`;
  const filters: SQL[] = [];
  if (q !== '')
    filters.push(
      sql`(c.text ilike ${pattern} or u.username ilike ${pattern} or u.email ilike ${pattern})`,
    );
  if (language) filters.push(sql`c.language = ${language}`);
  const where = filters.length > 0 ? sql.join(filters, sql` and `) : sql`true`;
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

/** Closes the compliment's open reports with the decision's verdict on them. */
function closeOpenReports(tx: Tx, id: number, status: 'unfounded' | 'upheld', now: Date) {
  return tx
    .update(reports)
    .set({ status, resolvedAt: now, updatedAt: now })
    .where(and(eq(reports.complimentId, id), eq(reports.status, 'open')));
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
  picks: VisiblePicks,
  adminId: number,
  id: number,
  reason: string,
): Promise<ModeratedCompliment> {
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await lockCompliment(tx, id);
      // A suspended author's compliment stays hidden until the suspension ends.
      const author = row.authorId === null ? undefined : await readSuspension(tx, row.authorId);
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
      await closeOpenReports(tx, id, 'unfounded', now);
      await logModeration(ctx, tx, {
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
  picks.forget();
  return findModerated(ctx, id);
}

/** Hides a compliment without a queue decision (admin search): no karma moves, no message. */
export async function hideCompliment(
  ctx: AppContext,
  picks: VisiblePicks,
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
    await logModeration(ctx, tx, {
      adminId,
      action: 'hide',
      complimentId: id,
      userId: row.authorId,
      reason,
      summary: `Hid "${excerpt(row.text)}"`,
    });
  });
  picks.forget();
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
  picks: VisiblePicks,
  adminId: number,
  id: number,
  reason: string,
  suspend?: SuspensionDuration,
  live?: LiveEvents,
): Promise<ModeratedCompliment> {
  const now = ctx.now();
  const told = await ctx.db.transaction(async (tx) => {
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
    await closeOpenReports(tx, id, 'upheld', now);
    let author: { id: number; unreadCount: number } | null = null;
    if (row.authorId !== null) {
      if (!row.karmaReclaimedAt) await reclaimKarma(ctx, tx, row.authorId, id, row.submitKarma);
      const message = await createInboxMessage(
        ctx,
        {
          userId: row.authorId,
          senderId: adminId,
          body: MODERATION_MESSAGES.removedMessage(row.text, reason),
        },
        tx,
      );
      author = { id: row.authorId, unreadCount: message.unreadCount };
    }
    await logModeration(ctx, tx, {
      adminId,
      action: suspend ? 'remove_and_suspend' : 'remove',
      complimentId: id,
      userId: row.authorId,
      reason,
      summary: suspend
        ? `Removed "${excerpt(row.text)}" and suspended its author ${suspend === 'indefinite' ? 'until lifted' : `for ${suspend}`}`
        : `Removed "${excerpt(row.text)}"`,
    });
    return author;
  });
  picks.forget();
  // The author's open tabs hear of the message once it committed (DECISIONS 78).
  if (told) live?.publish(told.id, { type: 'message', unreadCount: told.unreadCount });
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
