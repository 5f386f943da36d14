// The admin audit log (SECURITY L6): what GET /api/admin/audit answers and the admin dashboard shows.
import { z } from 'zod';
import { INT4_MAX } from './ids';

/** Every admin action that changes data, as `<target>.<verb>`. */
export const AUDIT_ACTIONS = [
  'admin.create',
  'message.send',
  'image.create',
  'image.upload',
  'image.status',
  'image.delete',
  'ad.create',
  'ad.update',
  'ad.delete',
  'promotion.create',
  'promotion.update',
  'promotion.delete',
  'moderation.restore',
  'moderation.remove',
  'moderation.hide',
  'member.suspend',
  'member.unsuspend',
  'watched_word.create',
  'watched_word.delete',
  'two_factor.reset',
  'two_factor.recovery_code',
  'user.end_sessions',
  'user.anonymise',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the dashboard names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'admin.create': 'Admin created',
  'message.send': 'Message sent',
  'image.create': 'Image added',
  'image.upload': 'Image uploaded',
  'image.status': 'Image paused or activated',
  'image.delete': 'Image deleted',
  'ad.create': 'Ad created',
  'ad.update': 'Ad updated',
  'ad.delete': 'Ad deleted',
  'promotion.create': 'Promotion created',
  'promotion.update': 'Promotion updated',
  'promotion.delete': 'Promotion deleted',
  'moderation.restore': 'Compliment restored',
  'moderation.remove': 'Compliment removed',
  'moderation.hide': 'Compliment hidden',
  'member.suspend': 'Member suspended',
  'member.unsuspend': 'Suspension lifted',
  'watched_word.create': 'Watched word added',
  'watched_word.delete': 'Watched word deleted',
  'two_factor.reset': 'Two-factor sign-in reset',
  'two_factor.recovery_code': 'Recovery code used',
  'user.end_sessions': 'Sessions ended',
  'user.anonymise': 'Account anonymised',
};

/** How many rows GET /api/admin/audit answers, newest first. */
export const AUDIT_PAGE_SIZE = 200;

/** Summaries are short; a message appears as an excerpt of this many characters at most. */
export const AUDIT_SUMMARY_MAX_LENGTH = 200;
export const AUDIT_EXCERPT_LENGTH = 40;

const AUDIT_MESSAGES = {
  invalidAdmin: 'Invalid admin id',
  invalidAction: 'Unknown action',
  empty: 'No admin actions recorded yet.',
  emptyFiltered: 'No admin actions match these filters.',
} as const;

/** GET /api/admin/audit?adminId=&action=: both optional; an empty value means no filter. */
export const AuditQuerySchema = z.object({
  adminId: z
    .union([z.literal(''), z.string().regex(/^[0-9]{1,10}$/, AUDIT_MESSAGES.invalidAdmin)])
    .optional()
    .transform((value) => (value ? Number(value) : undefined))
    .refine((value) => value === undefined || (value >= 1 && value <= INT4_MAX), {
      message: AUDIT_MESSAGES.invalidAdmin,
    }),
  action: z
    .union([z.literal(''), z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.invalidAction })])
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

const AuditEntrySchema = z.object({
  id: z.number().int(),
  adminId: z.number().int(),
  /** The admin's username now; null when the account no longer exists. */
  adminUsername: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Every admin with at least one row, for the filter. */
  admins: z.array(z.object({ id: z.number().int(), username: z.string().nullable() })),
});
export type AuditLog = z.infer<typeof AuditLogSchema>;
