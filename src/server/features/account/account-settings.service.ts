// The settings page's password and email changes (PRODUCT 11.3): both ask for the current
// password; a new password ends every other session, a new address waits for its link.
import { ACCOUNT_SETTINGS_MESSAGES } from '../../../contract/account-settings-messages';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { assertPasswordAllowed, isCurrentPassword, setPassword } from '../auth/auth.service';
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
 * old address, when it is confirmed, that a change was asked. The answer is the same whether or
 * not another account holds the new address: that shows only when the link is followed
 * (SECURITY A18). For a member still unconfirmed, the new address replaces the one to confirm,
 * and nothing is mailed to the old one, which was never shown to be theirs.
 */
export async function requestEmailChange(
  ctx: AppContext,
  member: Member,
  input: { currentPassword: string; newEmail: string },
): Promise<void> {
  await assertCurrentPassword(ctx, member, input.currentPassword);
  const newEmail = input.newEmail.trim();
  if (newEmail.toLowerCase() === member.email.toLowerCase()) {
    throw new HttpError(
      400,
      ACCOUNT_SETTINGS_MESSAGES.sameEmail,
      {},
      { newEmail: [ACCOUNT_SETTINGS_MESSAGES.sameEmail] },
    );
  }
  // No look-up of the new address here: whether it is taken is judged when the link is followed.
  await sendEmailConfirmation(ctx, member.id, newEmail);
  if (member.emailConfirmedAt === null) return;
  const site = ctx.config.siteName;
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
        'If this was not you, change your password now from Account settings,',
        `${ctx.config.publicUrl}/settings, or reset it from the log-in page.`,
      ].join('\n'),
    }),
  );
}
