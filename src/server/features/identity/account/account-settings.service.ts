// The settings page's password and email changes (PRODUCT 11.3): both ask for the current
// password; a new password ends every other session, a new address waits for its link.
import { ACCOUNT_SETTINGS_MESSAGES } from '../../../../contract/account-settings-messages';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http-error';
import { assertPasswordAllowed, isCurrentPassword, setPassword } from '../auth/auth.service';
import { ROUTES } from '../../../../contract/routes';
import { format } from '../../../../contract/i18n/catalog';
import { mailLocale, mailTexts } from '../../mail/mail-locale';
import { accountMailCatalog } from '../account-mail-messages';
import { newToken } from '../auth/session.service';
import { cancelPendingEmailChange } from './email-change-cancel.service';
import { sendEmailConfirmation } from './email-confirmation.service';

interface Member {
  id: number;
  email: string;
  emailConfirmedAt: Date | null;
  /** The member's saved language, which the notice to the old address is written in. */
  locale?: string | null;
}

/** 400 under the field when the typed current password is not the member's. */
async function assertCurrentPassword(
  ctx: AppContext,
  member: Member,
  currentPassword: string,
): Promise<void> {
  if (!(await isCurrentPassword(ctx, member.id, currentPassword))) {
    throw new HttpError(
      400,
      ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong,
      {},
      { currentPassword: [ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong] },
    );
  }
}

/**
 * Sets a new password after checking the current one, and ends every session of the member but
 * `keepSession` (the request's own) and every reset link still in their mailbox (SECURITY A17).
 */
export async function changePassword(
  ctx: AppContext,
  member: Member,
  input: { currentPassword: string; newPassword: string },
  keepSession: string | undefined,
): Promise<void> {
  assertPasswordAllowed(input.newPassword, 'newPassword');
  await assertCurrentPassword(ctx, member, input.currentPassword);
  await setPassword(ctx, member.id, input.newPassword, keepSession);
}

/**
 * Mails a link to the new address, which becomes the account's when it is followed, and tells the
 * old address, when it is confirmed, that a change was asked, with a link that cancels it (or
 * takes it back once made) and ends the account's sessions (SECURITY A25). The answer is the same
 * whether or not another account holds the new address: that shows only when the link is
 * followed (SECURITY A18). For a member still unconfirmed, the new address replaces the one to
 * confirm, and nothing is mailed to the old one, which was never shown to be theirs. Asking for
 * the account's own address cancels a change that waits, and mails an unconfirmed one a fresh
 * link: whoever recovered an account can always make its address theirs again. Answers the
 * message to show.
 */
export async function requestEmailChange(
  ctx: AppContext,
  member: Member,
  input: { currentPassword: string; newEmail: string },
): Promise<string> {
  await assertCurrentPassword(ctx, member, input.currentPassword);
  const newEmail = input.newEmail.trim();
  if (newEmail.toLowerCase() === member.email.toLowerCase()) {
    return keepOwnAddress(ctx, member);
  }
  // No look-up of the new address here: whether it is taken is judged when the link is followed.
  if (member.emailConfirmedAt === null) {
    await sendEmailConfirmation(ctx, member.id, newEmail);
    return ACCOUNT_SETTINGS_MESSAGES.emailChangeAnswer;
  }
  const cancelToken = newToken();
  await sendEmailConfirmation(ctx, member.id, newEmail, 'member', {
    previousEmail: member.email,
    cancelToken,
  });
  const site = ctx.config.siteName;
  const link = `${ctx.config.publicUrl}${ROUTES.cancelEmailChange}?token=${encodeURIComponent(cancelToken)}`;
  const forgotPassword = `${ctx.config.publicUrl}${ROUTES.forgotPassword}`;
  const locale = mailLocale(member.locale);
  ctx.background.run('email-change-notice', async () => {
    const texts = await mailTexts(locale, accountMailCatalog);
    await ctx.mailer.send({
      to: member.email,
      subject: format(locale, texts.emailChangeSubject, { site }),
      text: format(locale, texts.emailChangeBody, { site, link, forgotPassword }),
    });
  });
  return ACCOUNT_SETTINGS_MESSAGES.emailChangeAnswer;
}

/**
 * The member typed the account's own address: a change waiting for its link is cancelled, an
 * unconfirmed address gets a fresh link, and with neither there is nothing to do (400).
 */
async function keepOwnAddress(ctx: AppContext, member: Member): Promise<string> {
  if (member.emailConfirmedAt === null) {
    await sendEmailConfirmation(ctx, member.id, member.email);
    return ACCOUNT_SETTINGS_MESSAGES.ownAddressLinkSent;
  }
  if (await cancelPendingEmailChange(ctx, member.id)) return ACCOUNT_SETTINGS_MESSAGES.emailKept;
  throw new HttpError(
    400,
    ACCOUNT_SETTINGS_MESSAGES.sameEmail,
    {},
    { newEmail: [ACCOUNT_SETTINGS_MESSAGES.sameEmail] },
  );
}
