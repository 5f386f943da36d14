// The admin audit log (SECURITY L6): one row per admin action that changed data. Rows are only
// ever added; a trigger in the migrations refuses UPDATE and DELETE.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial().primaryKey(),
    /** No foreign key: the row must outlive the admin's account, and no cascade may touch it. */
    adminId: integer().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    summary: text().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt),
    index('admin_audit_log_admin_id_idx').on(t.adminId, t.createdAt),
    index('admin_audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
