// The admin audit log (SECURITY L6): a row per admin action that changed data, and the latest
// rows for the dashboard. Rows are never changed; the table's trigger refuses it anyway.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  AUDIT_EXCERPT_LENGTH,
  AUDIT_PAGE_SIZE,
  AUDIT_SUMMARY_MAX_LENGTH,
  type AuditAction,
  type AuditLog,
  type AuditQuery,
} from '../../../contract/audit';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema/index';
import { loggedAccountName } from './logged-name.service';

export interface AdminAction {
  adminId: number;
  action: AuditAction;
  targetType: string;
  targetId: string | number | null;
  /**
   * What changed, in a few words. Never a password, hash, token or discount code; free text
   * (a message) only through `excerpt`.
   */
  summary: string;
}

/** Collapses whitespace and cuts the text to `max` characters, with an ellipsis when cut. */
export function excerpt(text: string, max = AUDIT_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * Appends one row. Pass the transaction that made the change when there is one, so the change
 * and its row commit together.
 */
export async function recordAdminAction(
  ctx: AppContext,
  entry: AdminAction,
  tx: DbOrTx = ctx.db,
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    summary: excerpt(entry.summary, AUDIT_SUMMARY_MAX_LENGTH),
    createdAt: ctx.now(),
  });
}

/** The latest AUDIT_PAGE_SIZE rows, newest first, and the admins the filter can offer. */
export async function findAuditLog(ctx: AppContext, query: AuditQuery): Promise<AuditLog> {
  const filters: SQL[] = [];
  if (query.adminId !== undefined) filters.push(eq(adminAuditLog.adminId, query.adminId));
  if (query.action !== undefined) filters.push(eq(adminAuditLog.action, query.action));
  const rows = await ctx.db
    .select({
      id: adminAuditLog.id,
      adminId: adminAuditLog.adminId,
      // A deleted admin's rows stay, shown as "Deleted account" (PRODUCT 11.6).
      adminUsername: loggedAccountName(),
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      summary: adminAuditLog.summary,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminId))
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  const admins = await ctx.db
    .selectDistinct({ id: adminAuditLog.adminId, username: loggedAccountName() })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminId))
    .orderBy(loggedAccountName(), adminAuditLog.adminId);
  return {
    entries: rows.map((row) => ({
      ...row,
      action: row.action as AuditAction,
      createdAt: row.createdAt.toISOString(),
    })),
    admins,
  };
}
