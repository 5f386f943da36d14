// Admin user management: the user list, a user's stats, new admins, messages to a user, and
// ending a user's sessions or anonymising their account (PRODUCT 8).
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_DELETION_MESSAGES } from '../../../contract/account-deletion-messages';
import {
  ADMIN_MESSAGES,
  type AdminUser,
  type SentMessage,
  type UserStats,
} from '../../../contract/admin';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { eraseAccount, type ErasureCopies } from '../account-deletion/account-deletion.service';
import { recordAdminAction } from '../audit/audit.service';
import { createUser, toPublicUser, type PublicUser } from '../identity/auth/auth.service';
import { deleteUserSessions } from '../identity/auth/session.service';
import { getUserComplimentStats } from '../compliments/compliment-stats.service';
import { createInboxMessage } from '../inbox/inbox.service';
import type { LiveEvents } from '../live-events/live-events.plugin';
import { format } from '../../../contract/i18n/catalog';
import { mailLocale, mailTexts } from '../mail/mail-locale';
import { activeSuspension } from '../identity/auth/suspension-status.service';
import { teamMailCatalog } from './team-mail-messages';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Every account but the deleted ones, newest first; the columns are listed so no hash, and no
 * two-factor secret, can leave the database.
 */
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
      twoFactorEnabledAt: users.twoFactorEnabledAt,
    })
    .from(users)
    .where(isNull(users.deletedAt))
    .orderBy(desc(users.createdAt), desc(users.id));
  const now = ctx.now();
  return rows.map(
    ({ suspendedAt, suspendedUntil, suspensionReason, twoFactorEnabledAt, ...row }) => {
      const suspension = activeSuspension({ suspendedAt, suspendedUntil, suspensionReason }, now);
      return {
        ...row,
        createdAt: row.createdAt.toISOString(),
        lastLogin: iso(row.lastLogin),
        lastActiveAt: iso(row.lastActiveAt),
        // What the reset in the users table undoes; a set-up still waiting for its code is not on.
        twoFactorOn: twoFactorEnabledAt !== null,
        ...(suspension
          ? { suspension: { until: suspension.until, reason: suspension.reason } }
          : {}),
      };
    },
  );
}

/** A live account's address; null for an unknown or deleted one (whose address is a placeholder). */
async function getUserContact(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
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

/**
 * A new admin account; its username is its email, like every account (PRODUCT 11). With
 * EMAIL_CONFIRMATION=required its address is mailed a link as a member's is (PRODUCT 11.2): an
 * admin typing it does not show that anyone reads it (a typo is a stranger's inbox), unlike the
 * start-up admin's, which the operator named. The admin screens do not wait for the link.
 */
export async function createAdmin(
  ctx: AppContext,
  input: { username: string; password: string },
): Promise<PublicUser> {
  const user = await createUser(ctx, {
    email: input.username,
    password: input.password,
    isAdmin: true,
    askedBy: 'admin',
  });
  return toPublicUser(user);
}

/**
 * Puts the message in the user's inbox, tells the member's open tabs (DECISIONS 78) and, when SMTP
 * is configured, mails it after the answer.
 */
export async function sendMessage(
  ctx: AppContext,
  input: { senderId: number; userId: number; message: string },
  live?: LiveEvents,
): Promise<SentMessage> {
  const recipient = await getUserContact(ctx, input.userId);
  if (!recipient) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
  const row = await createInboxMessage(ctx, {
    userId: recipient.id,
    senderId: input.senderId,
    body: input.message,
  });
  live?.publish(recipient.id, { type: 'message', unreadCount: row.unreadCount });
  if (ctx.config.smtpUrl) {
    const site = ctx.config.siteName;
    const url = `${ctx.config.publicUrl}/profile`;
    const locale = mailLocale(recipient.locale);
    ctx.background.run('admin-message-mail', async () => {
      const texts = await mailTexts(locale, teamMailCatalog);
      await ctx.mailer.send({
        to: recipient.email,
        subject: format(locale, texts.subject, { site }),
        text: format(locale, texts.body, { site, message: input.message, url }),
      });
    });
  }
  return {
    id: row.id,
    userId: recipient.id,
    message: input.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Ends every session of a user at once, with its audit row in the same transaction (PRODUCT 8).
 * An admin ends their own from Account settings, which keeps the one they are using.
 */
export async function endUserSessions(
  ctx: AppContext,
  adminId: number,
  userId: number,
): Promise<void> {
  if (userId === adminId) throw new HttpError(409, ACCOUNT_DELETION_MESSAGES.endOwnSessions);
  if (!(await getUserContact(ctx, userId))) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
  await ctx.db.transaction(async (tx) => {
    await deleteUserSessions(tx, userId);
    await recordAdminAction(
      ctx,
      {
        adminId,
        action: 'user.end_sessions',
        targetType: 'user',
        targetId: userId,
        summary: `Ended every session of user #${userId}`,
      },
      tx,
    );
  });
}

/**
 * Deletes a user's account as the member would, keeping their compliments as "A Kindly member"
 * (DECISIONS 59). Never the acting admin's own (they delete it from Account settings, with their
 * password) nor the last admin's. The audit row names the id only: the log keeps no address.
 */
export async function anonymiseUser(
  ctx: AppContext,
  copies: ErasureCopies,
  adminId: number,
  userId: number,
): Promise<void> {
  if (userId === adminId) throw new HttpError(409, ACCOUNT_DELETION_MESSAGES.anonymiseYourself);
  await eraseAccount(ctx, copies, userId, 'keep', {
    lastAdminMessage: ACCOUNT_DELETION_MESSAGES.lastAdminAnonymise,
    alsoInTransaction: (tx) =>
      recordAdminAction(
        ctx,
        {
          adminId,
          action: 'user.anonymise',
          targetType: 'user',
          targetId: userId,
          summary: `Anonymised user #${userId}`,
        },
        tx,
      ),
  });
}
