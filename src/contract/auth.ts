// Account schemas (PRODUCT 24): one definition for the forms and the API.
import { z } from 'zod';
import {
  CHOSEN_USERNAME_MAX_LENGTH,
  CHOSEN_USERNAME_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';
import { complimentLength, normalizeComplimentText } from './compliments';
import { MESSAGES } from './messages';
import { USERNAME_MESSAGES } from './username-messages';
import { hasControlCharacter, usernameCharacterProblem, usernameLength } from './username-text';

const password = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX_LENGTH, message)
    .pipe(z.email({ error: message }));

/**
 * A username a member chooses (PRODUCT 11): normalized like a compliment (NFC, no invisible
 * characters, whitespace collapsed, trimmed), 2 to 30 characters counted as the database counts
 * them (a ligature as the letters it stands for), and no "@" in any of its look-alike forms, so a
 * chosen name can never be an email and never collides with an account whose username still is
 * its email. No control, format or other invisible character is left in it, no script symbol and
 * no pile of combining marks (username-text.ts), so it cannot pass for another name. The server
 * adds the content rules (links, profanity, watched words) and uniqueness by look-alike key.
 */
const ChosenUsernameSchema = z
  .string({ error: USERNAME_MESSAGES.tooShort })
  // A bound before normalizing, so a huge body is refused before any work on it.
  .max(CHOSEN_USERNAME_MAX_LENGTH * 8, USERNAME_MESSAGES.tooLong)
  .refine((typed) => !hasControlCharacter(typed), USERNAME_MESSAGES.invisible)
  .transform(normalizeComplimentText)
  .superRefine((name, ctx) => {
    if (complimentLength(name) < CHOSEN_USERNAME_MIN_LENGTH)
      ctx.addIssue({ code: 'custom', message: USERNAME_MESSAGES.tooShort });
    else if (usernameLength(name) > CHOSEN_USERNAME_MAX_LENGTH)
      ctx.addIssue({ code: 'custom', message: USERNAME_MESSAGES.tooLong });
    if (name.normalize('NFKC').includes('@'))
      ctx.addIssue({ code: 'custom', message: USERNAME_MESSAGES.noAt });
    const problem = usernameCharacterProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The register form's optional username: left empty, the account is named by its email. */
const OptionalChosenUsernameSchema = z
  .string()
  .transform((value) => (value.trim() === '' ? undefined : value))
  .pipe(ChosenUsernameSchema.optional());

/**
 * The spec's register call sends `username` set to the email (PRODUCT 25), so a username holding
 * an "@", or none, means no choice: the account is named by its email until the member chooses.
 */
const RegisterUsernameSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH * 4, USERNAME_MESSAGES.tooLong)
  .optional()
  .transform((value) => (value === undefined || value.includes('@') ? '' : value))
  .pipe(OptionalChosenUsernameSchema);

export const RegisterBodySchema = z.object({
  username: RegisterUsernameSchema,
  email: email(MESSAGES.emailInvalidRegister),
  password,
});

export const RegisterFormSchema = z
  .object({
    username: OptionalChosenUsernameSchema.optional(),
    email: email(MESSAGES.emailInvalidRegister),
    password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** PATCH /api/auth/profile and the profile's username form. */
export const UpdateProfileBodySchema = z.object({ username: ChosenUsernameSchema });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/**
 * The shared account schema of PRODUCT 24, kept for accounts an admin creates (DECISIONS 35).
 * @public
 */
export const AccountSchema = z.object({
  username: z.string().trim().min(USERNAME_MIN_LENGTH, MESSAGES.usernameTooShort),
  email: email(MESSAGES.emailInvalidAccount),
  password,
});

/** Log-in takes plain strings (PRODUCT 24); the bound only keeps huge bodies from being hashed. */
export const LoginBodySchema = z.object({
  username: z.string({ error: MESSAGES.usernameRequired }).max(EMAIL_MAX_LENGTH * 4),
  password: z.string({ error: MESSAGES.passwordRequired }).max(PASSWORD_MAX_LENGTH * 4),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginFormSchema = z.object({
  username: z.string().min(1, MESSAGES.usernameRequired),
  password: z.string().min(1, MESSAGES.passwordRequired),
});

export const AdminCredentialsSchema = z.object({
  username: z
    .string()
    .trim()
    .pipe(z.email({ error: MESSAGES.adminUsernameEmail })),
  password,
});

export const ForgotPasswordBodySchema = z.object({
  email: email(MESSAGES.emailInvalidRegister),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z.object({
  token: z
    .string({ error: MESSAGES.resetLinkInvalid })
    .min(1, MESSAGES.resetLinkInvalid)
    .max(200, MESSAGES.resetLinkInvalid),
  password,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ResetPasswordFormSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const CurrentUserSchema = z.object({
  id: z.number().int(),
  /** The chosen username, or the email until the member chooses one. */
  username: z.string(),
  /** When the member chose their username; null: never, and public pages say "A Kindly member". */
  usernameChosenAt: z.iso.datetime().nullable(),
  email: z.string(),
  karmaPoints: z.number().int(),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
  lastLogin: z.iso.datetime().nullable(),
  /** Whether the member has followed a mailed confirmation link for their address. */
  emailConfirmed: z.boolean(),
  /** Whether sign-in asks for a second factor. */
  twoFactorEnabled: z.boolean(),
  /** The language the member chose (PRODUCT 29); null: never chosen. */
  locale: z.string().nullable(),
  /**
   * Only in /me, for an admin whose session was opened with a password alone where admins need two
   * factors: `confirm` the second factor the account has, or `setup` one, before the admin screens.
   */
  adminSecondFactor: z.enum(['setup', 'confirm']).optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/**
 * /login's answer when the password was right and a second factor comes next (PRODUCT 11.7):
 * the code of an account with two-factor sign-in on, or, for an admin who must have it and does
 * not yet, its set-up. No session exists yet; a short-lived challenge cookie holds the step.
 */
const LoginChallengeSchema = z.union([
  z.object({ twoFactorRequired: z.literal(true) }),
  z.object({ twoFactorSetupRequired: z.literal(true) }),
]);
export type LoginChallenge = z.infer<typeof LoginChallengeSchema>;

/** /login answers the signed-in user as before, or a challenge when a second factor is needed. */
export const LoginAnswerSchema = z.union([CurrentUserSchema, LoginChallengeSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

/** The demo admin account /admin-login offers outside production (GET /api/auth/demo-hint). */
export const DemoHintSchema = z.object({ email: z.string(), password: z.string() });
export type DemoHint = z.infer<typeof DemoHintSchema>;
