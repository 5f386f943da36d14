// Ending a change of address (PRODUCT 11.3, SECURITY A25): the member cancels one that waits from
// the settings page, or the owner of the old address follows the notice's link, which cancels the
// change, or takes it back once made, and ends the account's sessions.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_SETTINGS_MESSAGES } from '../../../../contract/account-settings-messages';
import type { AppContext } from '../../../context';
import { emailConfirmations, users } from '../../../db/schema/index';
import { HttpError } from '../../../http-error';
import { setConfirmedEmail } from '../auth/auth.service';
import { deleteUserSessions, hashToken } from '../auth/session.service';
import { endEmailLinks } from './email-confirmation.service';

/** Ends the links that would change the account's address; answers whether one was waiting. */
export async function cancelPendingEmailChange(ctx: AppContext, userId: number): Promise<boolean> {
  const now = ctx.now();
  const ended = await ctx.db
    .update(emailConfirmations)
    .set({ usedAt: now, updatedAt: now })
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, now),
        ne(
          sql`lower(${emailConfirmations.email})`,
          sql`(select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
        ),
      ),
    )
    .returning({ id: emailConfirmations.id });
  return ended.length > 0;
}

/**
 * Follows the notice's link: once, within 7 days. A change still waiting is cancelled; one already
 * made is taken back when the account still has the new address and no other account took the
 * old one meanwhile. Either way every link of the account ends, and so does every session of it
 * but `keep` (the request's own, when it is signed in to this account). Answers the message.
 */
export async function followCancelLink(
  ctx: AppContext,
  token: string,
  keep: { userId: number; sessionId: string } | null,
): Promise<string> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailConfirmations)
      .set({ cancelledAt: now, updatedAt: now })
      .where(
        and(
          eq(emailConfirmations.cancelTokenHash, hashToken(token)),
          isNull(emailConfirmations.cancelledAt),
          gt(emailConfirmations.cancelExpiresAt, now),
        ),
      )
      .returning({
        userId: emailConfirmations.userId,
        email: emailConfirmations.email,
        previousEmail: emailConfirmations.previousEmail,
        followed: emailConfirmations.usedAt,
      });
    if (!link) throw new HttpError(400, ACCOUNT_SETTINGS_MESSAGES.cancelLinkInvalid);
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, link.userId), isNull(users.deletedAt)))
      .for('update');
    if (!account) throw new HttpError(400, ACCOUNT_SETTINGS_MESSAGES.cancelLinkInvalid);

    let message: string = ACCOUNT_SETTINGS_MESSAGES.changeCancelled;
    const made = link.followed !== null && account.email.toLowerCase() === link.email.toLowerCase();
    if (made && link.previousEmail) {
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(sql`lower(${users.email}) = lower(${link.previousEmail})`, ne(users.id, link.userId)),
        );
      if (holder) {
        message = ACCOUNT_SETTINGS_MESSAGES.changeNotTakenBack;
      } else {
        await setConfirmedEmail(tx, link.userId, link.previousEmail, now);
        message = ACCOUNT_SETTINGS_MESSAGES.changeTakenBack;
      }
    }
    await endEmailLinks(tx, link.userId, now);
    await deleteUserSessions(
      tx,
      link.userId,
      keep?.userId === link.userId ? keep.sessionId : undefined,
    );
    ctx.log.info({ userId: link.userId }, 'change of address cancelled from the notice');
    return message;
  });
}
