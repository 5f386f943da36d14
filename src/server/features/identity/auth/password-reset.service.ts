// The password reset by mail (PRODUCT 12): a single-use link valid for an hour, which also proves
// the account's address (SECURITY A26).
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MS } from '../../../../contract/constants';
import { MESSAGES } from '../../../../contract/messages';
import type { PageLocale } from '../../../../contract/i18n/locales';
import type { AppContext } from '../../../context';
import { passwordResetTokens, recoveryCodes, users } from '../../../db/schema/index';
import { HttpError } from '../../../http-error';
import { format } from '../../../../contract/i18n/catalog';
import { mailLocale, mailTexts } from '../../mail/mail-locale';
import { endEmailLinks } from '../account/email-confirmation.service';
import { accountMailCatalog } from '../account-mail-messages';
import { deletePasskeysOf } from '../passkeys/passkeys.service';
import { assertPasswordAllowed, findAccount } from './auth.service';
import { UNUSABLE_PASSWORD_HASH } from './passwords';
import { endResetLinks } from './reset-links.service';
import { deleteUserSessions, hashToken, newToken } from './session.service';

/**
 * Mails a single-use reset link valid for one hour; unknown emails do nothing, silently. The
 * per-account mail cap is counted here, after the look-up, under the look-up's own key. The mail
 * is in the account's saved language, else in the asking page's (`asked`).
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  asked?: PageLocale,
): Promise<void> {
  const { key, user } = await findAccount(ctx.db, 'email', email);
  if (!user || user.passwordHash === UNUSABLE_PASSWORD_HASH) return;
  if ((await ctx.limiters.hit('forgotEmail', key)) > 0) {
    ctx.log.warn('password reset request over its limit');
    return;
  }
  const token = newToken();
  const now = ctx.now();
  await ctx.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    createdAt: now,
    updatedAt: now,
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const locale = mailLocale(user.locale, asked);
  const texts = await mailTexts(locale, accountMailCatalog);
  const site = ctx.config.siteName;
  await ctx.mailer.send({
    to: user.email,
    subject: format(locale, texts.resetSubject, { site }),
    text: format(locale, texts.resetBody, { site, link }),
  });
}

/**
 * Sets the password of the account a mailed reset link names. The link reached the account's
 * address, which it so proves: an unconfirmed address counts as confirmed from now on, and
 * whatever whoever made the account set up before (a second factor, passkeys) is cleared with
 * their sessions (SECURITY A26). Every session, reset link and change of address still waiting
 * ends.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> {
  assertPasswordAllowed(password);
  const now = ctx.now();
  const passwordHash = await ctx.passwords.hash(password);
  await ctx.db.transaction(async (tx) => {
    // Marking the token used in the same statement that finds it makes it single-use under races.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now, updatedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new HttpError(400, MESSAGES.resetLinkInvalid);
    const [account] = await tx
      .select({ emailConfirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, used.userId))
      .for('update');
    const proven = account?.emailConfirmedAt === null;
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: now,
        ...(proven
          ? {
              emailConfirmedAt: now,
              twoFactorSecret: null,
              twoFactorEnabledAt: null,
              twoFactorLastStep: null,
            }
          : {}),
      })
      .where(eq(users.id, used.userId));
    if (proven) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, used.userId));
      await deletePasskeysOf(tx, used.userId);
    }
    // Older links still in the mailbox must not reopen the account after the owner reset it.
    await endResetLinks(tx, used.userId, now);
    await endEmailLinks(tx, used.userId, now);
    await deleteUserSessions(tx, used.userId);
  });
}
