// The weekly email digest of thanks: the profile's opt-in and the one-click unsubscribe link
// (PRODUCT 20.2).
import { z } from 'zod';
import { DIGEST_LABELS, DIGEST_MESSAGES, UNSUBSCRIBE_TOKEN_PATTERN } from './digest-messages';

export { DIGEST_LABELS, DIGEST_MESSAGES, UNSUBSCRIBE_TOKEN_PATTERN };

export const DigestSettingSchema = z.object({ weeklyDigest: z.boolean() });
export type DigestSetting = z.infer<typeof DigestSettingSchema>;

/**
 * PUT /api/digest: the profile's switch sends the whole setting.
 * @alias DigestSettingSchema
 */
export const UpdateDigestSettingBodySchema = DigestSettingSchema;
export type UpdateDigestSettingBody = z.infer<typeof UpdateDigestSettingBodySchema>;

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
