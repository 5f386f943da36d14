// Following a mailed confirmation link (PRODUCT 11.2, DECISIONS 57): the link is spent and the
// address becomes the account's, confirmed, through auth's service.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../contract/account-settings-messages';
import type { AppContext } from '../../../context';
import { emailConfirmations } from '../../../db/schema/index';
import { HttpError, isUniqueViolation } from '../../../http-error';
import { setConfirmedEmail } from '../auth/auth.service';
import { hashToken } from '../auth/session.service';
import { endEmailLinks } from './email-confirmation.service';

/**
 * Follows a link: marks it used in the statement that finds it (single use under races), then
 * gives the account that address, confirmed. 400 for an unknown, used, expired or superseded
 * link (one message for all, so a guess learns nothing); 409 when another account took the
 * address meanwhile, and the link stays unused so nothing is lost if that account lets it go.
 */
export async function confirmEmail(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const [link] = await tx
        .update(emailConfirmations)
        .set({ usedAt: now, updatedAt: now })
        .where(
          and(
            eq(emailConfirmations.tokenHash, hashToken(token)),
            isNull(emailConfirmations.usedAt),
            gt(emailConfirmations.expiresAt, now),
          ),
        )
        .returning({ userId: emailConfirmations.userId, email: emailConfirmations.email });
      if (!link) throw new HttpError(400, EMAIL_CONFIRMATION_MESSAGES.linkInvalid);
      if (!(await setConfirmedEmail(tx, link.userId, link.email, now))) {
        throw new HttpError(400, EMAIL_CONFIRMATION_MESSAGES.linkInvalid);
      }
      // Any other change still waiting was asked before this one was made (SECURITY A24).
      await endEmailLinks(tx, link.userId, now);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, EMAIL_CONFIRMATION_MESSAGES.addressTaken);
    throw error;
  }
}
