// The settings page's password and email changes (PRODUCT 11.3): both ask for the current
// password; a new password ends every other session, a new address waits for its link.
import { ACCOUNT_SETTINGS_MESSAGES } from '../../../../contract/account-settings-messages';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http-error';
import { assertPasswordAllowed, isCurrentPassword, setPassword } from '../auth/auth.service';
import { ROUTES } from '../../../../contract/routes';
import { newToken } from '../auth/session.service';
import { cancelPendingEmailChange } from './email-change-cancel.service';
import { sendEmailConfirmation } from './email-confirmation.service';

interface Member {
  id: number;
  email: string;
  emailConfirmedAt: Date | null;
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
  const cancelLink = `${ctx.config.publicUrl}${ROUTES.cancelEmailChange}?token=${encodeURIComponent(cancelToken)}`;
  ctx.background.run('email-change-notice', () =>
    ctx.mailer.send({
      to: member.email,
      subject: `A new email address was asked for your ${site} account`,
      text: [
        'Hello,',
        '',
        `Someone signed in to your ${site} account asked to change its email address.`,
        'The address changes only when the link mailed to the new address is followed;',
        'until then this address stays the account’s.',
        '',
        'If this was not you, open this link within 7 days. It cancels the change, or gives',
        'this address back if the change was already made, and signs out every session:',
        '',
        cancelLink,
        '',
        'Then choose a new password from the log-in page,',
        `${ctx.config.publicUrl}${ROUTES.forgotPassword}.`,
      ].join('\n'),
    }),
  );
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
