// Suspensions (PRODUCT 21): an admin keeps a member from submitting, thanking and reporting for a
// day, a week or until lifted, and hides the member's compliments for that time.
import { and, eq, sql } from 'drizzle-orm';
import {
  MODERATION_MESSAGES,
  type Suspension,
  type SuspensionDuration,
} from '../../../contract/moderation';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { compliments, users } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { isAdminAccount } from '../identity/auth/auth.service';
import { logModeration } from './moderation-log.service';
import type { VisiblePicks } from './visible-picks';
import { activeSuspension, readSuspension } from '../identity/auth/suspension-status.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const SUSPENSION_MS: Record<SuspensionDuration, number | null> = {
  '1d': DAY_MS,
  '7d': 7 * DAY_MS,
  indefinite: null,
};

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

/** Suspends a member inside the caller's transaction: alone, or with a removal's decision. */
export async function suspendLocked(
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
  picks: VisiblePicks,
  adminId: number,
  userId: number,
  duration: SuspensionDuration,
  reason: string,
): Promise<Suspension> {
  const now = ctx.now();
  const suspension = await ctx.db.transaction(async (tx) => {
    const result = await suspendLocked(tx, userId, duration, reason, now);
    await logModeration(ctx, tx, {
      adminId,
      action: 'suspend',
      userId,
      reason,
      summary: `Suspended member ${userId} ${duration === 'indefinite' ? 'until lifted' : `for ${duration}`}`,
    });
    return result;
  });
  picks.forget();
  return suspension;
}

/** Ends a suspension early; answers 409 when the member is not suspended. */
export async function liftSuspension(
  ctx: AppContext,
  picks: VisiblePicks,
  adminId: number,
  userId: number,
) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await readSuspension(tx, userId, true);
    if (!row) throw new HttpError(404, MODERATION_MESSAGES.userNotFound);
    if (!activeSuspension(row, now)) throw new HttpError(409, MODERATION_MESSAGES.notSuspended);
    await clearSuspension(tx, userId, now);
    await logModeration(ctx, tx, {
      adminId,
      action: 'lift_suspension',
      userId,
      reason: null,
      summary: `Lifted the suspension of member ${userId}`,
    });
  });
  picks.forget();
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
export async function sweepExpiredSuspensions(
  ctx: AppContext,
  picks: VisiblePicks,
): Promise<number> {
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
  if (ended > 0) picks.forget();
  return ended;
}

/** The suspension in force for a member, for the users table and the suspend answers. */
export async function memberSuspension(ctx: AppContext, userId: number) {
  const row = await readSuspension(ctx.db, userId);
  if (!row) throw new HttpError(404, MODERATION_MESSAGES.userNotFound);
  return activeSuspension(row, ctx.now());
}
