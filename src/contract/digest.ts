// The weekly email digest of thanks: the profile's opt-in and the one-click unsubscribe link
// (PRODUCT 20.2).
import { z } from 'zod';

export const DIGEST_MESSAGES = {
  optedIn: 'Weekly digest on',
  optedOut: 'Weekly digest off',
  settingFailed: 'Could not save your digest setting',
  invalidLink: 'This unsubscribe link is not valid',
  unsubscribed: 'You are unsubscribed from the weekly digest',
  unsubscribeFailed: 'Could not unsubscribe',
} as const;

/** The switch's label and the line under it on the profile. */
export const DIGEST_LABELS = {
  setting: 'Weekly email digest',
  description: 'Once a week, an email with the thanks your compliments received.',
} as const;

export const DigestSettingSchema = z.object({ weeklyDigest: z.boolean() });
export type DigestSetting = z.infer<typeof DigestSettingSchema>;

/** PUT /api/digest: the profile's switch sends the whole setting. */
export const UpdateDigestSettingBodySchema = DigestSettingSchema;
export type UpdateDigestSettingBody = z.infer<typeof UpdateDigestSettingBodySchema>;

/** A signed token names its member: `<id>.<HMAC-SHA256 in base64url>` (SECURITY C9). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{43}$/;

export const UnsubscribeQuerySchema = z.object({
  token: z.string().regex(UNSUBSCRIBE_TOKEN_PATTERN, DIGEST_MESSAGES.invalidLink),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuerySchema>;

/**
 * What a mail provider posts for a one-click unsubscribe (RFC 8058), as a form; the confirm page
 * sends the same as JSON.
 */
export const OneClickUnsubscribeBodySchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', DIGEST_MESSAGES.invalidLink),
});
export type OneClickUnsubscribeBody = z.infer<typeof OneClickUnsubscribeBodySchema>;

export const UnsubscribeAnswerSchema = z.object({ message: z.string() });
export type UnsubscribeAnswer = z.infer<typeof UnsubscribeAnswerSchema>;
