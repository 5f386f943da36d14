// Two-factor sign-in (PRODUCT 11.7): one definition of its bodies and answers for the forms and the API.
import { z } from 'zod';
import { CurrentUserSchema } from './auth';
import { PASSWORD_MAX_LENGTH } from './constants';
import { MESSAGES } from './messages';
import { TWO_FACTOR_MESSAGES } from './two-factor-messages';

/** How many recovery codes a member gets at a time. */
export const RECOVERY_CODE_COUNT = 10;
/** Characters of a recovery code, without the dashes shown between groups of four. */
export const RECOVERY_CODE_LENGTH = 12;

/** A one-time code: 6 digits; spaces typed between them are dropped. */
const code = z
  .string({ error: TWO_FACTOR_MESSAGES.codeInvalid })
  .max(32, TWO_FACTOR_MESSAGES.codeInvalid)
  .transform((value) => value.replace(/\s+/gu, ''))
  .pipe(z.string().regex(/^\d{6}$/u, TWO_FACTOR_MESSAGES.codeInvalid));

/** A recovery code as typed: case, spaces and dashes do not matter. */
const recoveryCode = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeInvalid })
  .max(64, TWO_FACTOR_MESSAGES.recoveryCodeInvalid)
  .transform((value) => value.toLowerCase().replace(/[\s-]+/gu, ''))
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[a-z0-9]{${RECOVERY_CODE_LENGTH}}$`, 'u'),
        TWO_FACTOR_MESSAGES.recoveryCodeInvalid,
      ),
  );

const password = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH * 4, TWO_FACTOR_MESSAGES.wrongPassword);

/** A code from the app or a recovery code, exactly one of them. */
const secondFactor = z.object({ code: code.optional(), recoveryCode: recoveryCode.optional() });
const oneFactor = (value: z.infer<typeof secondFactor>) =>
  (value.code === undefined) !== (value.recoveryCode === undefined);
const oneFactorIssue = { message: TWO_FACTOR_MESSAGES.codeOrRecoveryCode, path: ['code'] };

/**
 * POST /api/account/two-factor/setup. The password is asked of a signed-in member; an admin
 * enrolling at first log-in already gave it to /login, and sends none.
 */
export const TwoFactorSetupBodySchema = z.object({ password: password.optional() });
export type TwoFactorSetupBody = z.infer<typeof TwoFactorSetupBodySchema>;

export const TwoFactorSetupSchema = z.object({
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  otpauthUri: z.string(),
  /** The secret in base32, for typing into an app by hand. */
  secret: z.string(),
  /** The QR code of the URI, as an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** POST /api/account/two-factor/enable. */
export const TwoFactorEnableBodySchema = z.object({ code });
export type TwoFactorEnableBody = z.infer<typeof TwoFactorEnableBodySchema>;

/** The recovery codes, shown once: after enable and after regenerating. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Enable's answer; an admin enrolling at log-in also gets the session, and the user it is for. */
export const TwoFactorEnabledSchema = RecoveryCodesSchema.extend({
  user: CurrentUserSchema.optional(),
});
export type TwoFactorEnabled = z.infer<typeof TwoFactorEnabledSchema>;

/** POST /api/account/two-factor/disable. */
export const TwoFactorDisableBodySchema = secondFactor
  .extend({ password })
  .refine(oneFactor, oneFactorIssue);
export type TwoFactorDisableBody = z.infer<typeof TwoFactorDisableBodySchema>;

/** POST /api/account/two-factor/recovery-codes. */
export const RegenerateRecoveryCodesBodySchema = z.object({ password, code });
export type RegenerateRecoveryCodesBody = z.infer<typeof RegenerateRecoveryCodesBodySchema>;

/** POST /api/auth/login/two-factor. */
export const LoginTwoFactorBodySchema = secondFactor.refine(oneFactor, oneFactorIssue);
export type LoginTwoFactorBody = z.infer<typeof LoginTwoFactorBodySchema>;

/**
 * The forms: their one input, `code`, holds a code from the app or a recovery code by the step's
 * mode, and the form sends it as `code` or `recoveryCode`.
 */
export const CodeFormSchema = z.object({ code });
export const RecoveryCodeFormSchema = z.object({ code: recoveryCode });
export const PasswordFormSchema = z.object({ password });
export const PasswordCodeFormSchema = z.object({ password, code });
export const PasswordRecoveryCodeFormSchema = z.object({ password, code: recoveryCode });
