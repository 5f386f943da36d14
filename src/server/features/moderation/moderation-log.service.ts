// The append-only moderation log (PRODUCT 21): every admin decision, written in the decision's
// own transaction together with its row in the admin audit log.
import { desc, eq } from 'drizzle-orm';
import type { AuditAction } from '../../../contract/audit';
import {
  MODERATION_PAGE_SIZE,
  type ModerationAction,
  type ModerationLogEntry,
} from '../../../contract/moderation';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { moderationLog, users } from '../../db/schema/index';
import { loggedAccountName } from '../audit/logged-name.service';
import { recordAdminAction } from '../audit/audit.service';

export interface LogEntry {
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
export async function logModeration(ctx: AppContext, tx: Tx, entry: LogEntry): Promise<void> {
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
      // A deleted admin's entries stay, shown as "Deleted account" (PRODUCT 11.6).
      adminUsername: loggedAccountName(),
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
