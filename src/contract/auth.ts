// Account schemas (PRODUCT 24): one definition for the forms and the API.
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';
import { MESSAGES } from './messages';

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

export const RegisterBodySchema = z.object({
  username: z.string().optional(),
  email: email(MESSAGES.emailInvalidRegister),
  password,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const RegisterFormSchema = z
  .object({
    email: email(MESSAGES.emailInvalidRegister),
    password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/** The shared account schema of PRODUCT 24. */
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
export type AdminCredentials = z.infer<typeof AdminCredentialsSchema>;

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
  username: z.string(),
  email: z.string(),
  karmaPoints: z.number().int(),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
  lastLogin: z.iso.datetime().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

/** The demo admin account /admin-login offers outside production (GET /api/auth/demo-hint). */
export const DemoHintSchema = z.object({ email: z.string(), password: z.string() });
export type DemoHint = z.infer<typeof DemoHintSchema>;
