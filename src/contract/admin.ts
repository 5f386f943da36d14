// Admin user management schemas: user stats, admin forms and /api/admin calls (PRODUCT 23, 24, 25).
import { z } from 'zod';
import { AdminCredentialsSchema } from './auth';
import { INT4_MAX, serialIdParams } from './ids';

export const ADMIN_MESSAGE_MAX_LENGTH = 2000;

export const ADMIN_MESSAGES = {
  messageRequired: 'Please enter a message',
  messageTooLong: `Message must be at most ${ADMIN_MESSAGE_MAX_LENGTH} characters`,
  userRequired: 'Please select a user',
  userNotFound: 'User not found',
} as const;

/** GET /api/admin/isAdmin answers a bare JSON boolean. */
export const IsAdminAnswerSchema = z.boolean();

export const UserIdParamsSchema = serialIdParams({ invalid: ADMIN_MESSAGES.userNotFound });

const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  karmaPoints: z.number().int(),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
  lastLogin: z.iso.datetime().nullable(),
  lastActiveAt: z.iso.datetime().nullable(),
  /** Two-factor sign-in is on (a set-up still waiting for its first code does not count). */
  twoFactorOn: z.boolean(),
  /** Only while the member is suspended; until null means until lifted. */
  suspension: z.object({ until: z.iso.datetime().nullable(), reason: z.string() }).optional(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z.array(AdminUserSchema);

export const UserStatsSchema = z.object({
  submittedCount: z.number().int(),
  receivedCount: z.number().int(),
  lastComplimentSubmitted: z.iso.datetime().nullable(),
  lastComplimentReceived: z.iso.datetime().nullable(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

/** POST /api/admin/create: the admin login rules of PRODUCT 24 (username must be an email). */
export const CreateAdminBodySchema = AdminCredentialsSchema;
export type CreateAdminBody = z.infer<typeof CreateAdminBodySchema>;

export const SendMessageBodySchema = z.object({
  userId: z
    .number({ error: ADMIN_MESSAGES.userRequired })
    .int(ADMIN_MESSAGES.userRequired)
    .min(1, ADMIN_MESSAGES.userRequired)
    .max(INT4_MAX, ADMIN_MESSAGES.userNotFound),
  message: z
    .string({ error: ADMIN_MESSAGES.messageRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.messageRequired)
    .max(ADMIN_MESSAGE_MAX_LENGTH, ADMIN_MESSAGES.messageTooLong),
});
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

export const SentMessageSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});
export type SentMessage = z.infer<typeof SentMessageSchema>;
