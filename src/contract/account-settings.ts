// The settings page's password and email requests and the confirmation link's (PRODUCT 11.2,
// 11.3): one definition for the forms and the API.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  EMAIL_CONFIRMATION_MESSAGES,
} from './account-settings-messages';
import { MESSAGES } from './messages';
import { RegisterBodySchema } from './auth';

/** A new password follows registration's rules and messages. */
const newPassword = RegisterBodySchema.shape.password;
const newEmail = RegisterBodySchema.shape.email;

/** The current password is only compared, never judged; the bound keeps huge bodies unhashed. */
const currentPassword = z
  .string({ error: ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired })
  .min(1, ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH * 4, ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong);

/** POST /api/account/confirm-email: the token of a mailed link. */
export const ConfirmEmailBodySchema = z.object({
  token: z
    .string({ error: EMAIL_CONFIRMATION_MESSAGES.linkInvalid })
    .min(1, EMAIL_CONFIRMATION_MESSAGES.linkInvalid)
    .max(200, EMAIL_CONFIRMATION_MESSAGES.linkInvalid),
});
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBodySchema>;

/** POST /api/account/email/cancel-link: the token of the notice mailed to the old address. */
export const CancelEmailChangeBodySchema = z.object({
  token: z
    .string({ error: ACCOUNT_SETTINGS_MESSAGES.cancelLinkInvalid })
    .min(1, ACCOUNT_SETTINGS_MESSAGES.cancelLinkInvalid)
    .max(200, ACCOUNT_SETTINGS_MESSAGES.cancelLinkInvalid),
});
export type CancelEmailChangeBody = z.infer<typeof CancelEmailChangeBodySchema>;

/** POST /api/account/password. */
export const ChangePasswordBodySchema = z.object({ currentPassword, newPassword });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** The settings page's password form: the new password twice, as registration asks it. */
export const ChangePasswordFormSchema = z
  .object({ currentPassword, password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** POST /api/account/email and the settings page's email form. */
export const ChangeEmailBodySchema = z.object({ currentPassword, newEmail });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;

/** GET /api/account/email: the address, whether it is confirmed, and one waiting for its link. */
export const EmailStatusSchema = z.object({
  email: z.string(),
  emailConfirmed: z.boolean(),
  /** The address a link was last mailed to, while that link still works and is not the account's. */
  pendingEmail: z.string().nullable(),
});
