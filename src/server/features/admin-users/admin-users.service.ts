// Admin user management: the user list, a user's stats, new admins and messages to a user.
import { desc, eq } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  type AdminUser,
  type SentMessage,
  type UserStats,
} from '../../../contract/admin';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { createUser, toPublicUser, type PublicUser } from '../auth/auth.service';
import { getUserComplimentStats } from '../compliments/compliment-stats.service';
import { createInboxMessage } from '../inbox/inbox.service';
import { activeSuspension } from '../moderation/suspensions.service';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Every account, newest first; the columns are listed so no hash can leave the database. */
export async function findUsers(ctx: AppContext): Promise<AdminUser[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      karmaPoints: users.karmaPoints,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
      lastLogin: users.lastLogin,
      lastActiveAt: users.lastActiveAt,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id));
  const now = ctx.now();
  return rows.map(({ suspendedAt, suspendedUntil, suspensionReason, ...row }) => {
    const suspension = activeSuspension({ suspendedAt, suspendedUntil, suspensionReason }, now);
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastLogin: iso(row.lastLogin),
      lastActiveAt: iso(row.lastActiveAt),
      ...(suspension ? { suspension: { until: suspension.until, reason: suspension.reason } } : {}),
    };
  });
}

async function getUserContact(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function getUserStats(ctx: AppContext, userId: number): Promise<UserStats> {
  if (!(await getUserContact(ctx, userId))) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
  const stats = await getUserComplimentStats(ctx.db, userId);
  return {
    submittedCount: stats.submittedCount,
    receivedCount: stats.receivedCount,
    lastComplimentSubmitted: iso(stats.lastComplimentSubmitted),
    lastComplimentReceived: iso(stats.lastComplimentReceived),
  };
}

/** A new admin account; its username is its email, like every account (PRODUCT 11). */
export async function createAdmin(
  ctx: AppContext,
  input: { username: string; password: string },
): Promise<PublicUser> {
  const user = await createUser(ctx, {
    email: input.username,
    password: input.password,
    isAdmin: true,
  });
  return toPublicUser(user);
}

/** Puts the message in the user's inbox and, when SMTP is configured, mails it after the answer. */
export async function sendMessage(
  ctx: AppContext,
  input: { senderId: number; userId: number; message: string },
): Promise<SentMessage> {
  const recipient = await getUserContact(ctx, input.userId);
  if (!recipient) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
  const row = await createInboxMessage(ctx, {
    userId: recipient.id,
    senderId: input.senderId,
    body: input.message,
  });
  if (ctx.config.smtpUrl) {
    ctx.background.run('admin-message-mail', () =>
      ctx.mailer.send({
        to: recipient.email,
        subject: `A message from the ${ctx.config.siteName} team`,
        text: [
          'Hello,',
          '',
          `The ${ctx.config.siteName} team sent you a message:`,
          '',
          input.message,
          '',
          `You can also read it in the Messages tab of your profile: ${ctx.config.publicUrl}/profile`,
        ].join('\n'),
      }),
    );
  }
  return {
    id: row.id,
    userId: recipient.id,
    message: input.message,
    createdAt: row.createdAt.toISOString(),
  };
}
