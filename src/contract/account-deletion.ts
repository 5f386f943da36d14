// Deleting one's own account (PRODUCT 11.6): POST /api/account/delete, one schema for the form and
// the API.
import { z } from 'zod';
import { ACCOUNT_DELETION_MESSAGES } from './account-deletion-messages';
import { PASSWORD_MAX_LENGTH } from './constants';

/** What happens to the member's compliments: deleted, or kept as "A Kindly member". */
export const COMPLIMENT_CHOICES = ['keep', 'delete'] as const;
export type ComplimentChoice = (typeof COMPLIMENT_CHOICES)[number];

export const DeleteAccountBodySchema = z.object({
  // The current password as typed: no length rule beyond a bound that keeps huge bodies unhashed.
  password: z
    .string({ error: ACCOUNT_DELETION_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_DELETION_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH * 4, ACCOUNT_DELETION_MESSAGES.wrongPassword),
  compliments: z.enum(COMPLIMENT_CHOICES, { error: ACCOUNT_DELETION_MESSAGES.choiceRequired }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;
