// The mailed links that confirm an address (PRODUCT 11.2, DECISIONS 57): the account's own at
// registration or when an admin makes it, or a new one the member asked to change to. With
// confirm-email.service.ts and email-change-cancel.service.ts, the only code touching
// email_confirmations. It imports nothing of auth's service, which calls it.
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  EMAIL_CHANGE_CANCEL_TTL_MS,
  EMAIL_CONFIRMATION_TTL_MS,
} from '../../../../contract/account-settings-messages';
import { ROUTES } from '../../../../contract/routes';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { emailConfirmations, users } from '../../../db/schema/index';
import { format } from '../../../../contract/i18n/catalog';
import { mailLocale, mailTexts } from '../../mail/mail-locale';
import { accountMailCatalog } from '../account-mail-messages';
import { hashToken, newToken } from '../auth/session.service';

/**
 * Ends every link of the member still unused: a new one is then the only one that works, and a
 * change of password, of two-factor sign-in or of address ends every change still waiting, so a
 * link mailed to whoever asked before stops working (SECURITY A24).
 */
export async function endEmailLinks(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  await tx
    .update(emailConfirmations)
    .set({ usedAt: now, updatedAt: now })
    .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)));
}

/**
 * Who asked for the account the link confirms: the member, at registration or by a change of
 * address; or an admin, from the Create admin card, whose new colleague did not ask and is told why.
 */
export type ConfirmationAskedBy = 'member' | 'admin';

/**
 * A change of address: the account's address when it was asked and, when that address is told,
 * the token of the notice's link that cancels the change (or takes it back once followed).
 */
export interface AddressChange {
  previousEmail: string;
  cancelToken: string | null;
}

/**
 * Stores a new link for `email` (the account's own or the one it is to change to), ends the
 * member's earlier ones, and mails it after the answer. Only the token's SHA-256 is stored: the
 * token itself, 256 random bits, lives in the mail alone (SECURITY A15).
 */
export async function sendEmailConfirmation(
  ctx: AppContext,
  userId: number,
  email: string,
  askedBy: ConfirmationAskedBy = 'member',
  change?: AddressChange,
): Promise<void> {
  const token = newToken();
  const now = ctx.now();
  const locale = await ctx.db.transaction(async (tx) => {
    // The member's row is locked meanwhile, so two requests at once leave one working link.
    const [member] = await tx
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await endEmailLinks(tx, userId, now);
    await tx.insert(emailConfirmations).values({
      userId,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS),
      previousEmail: change?.previousEmail ?? null,
      cancelTokenHash: change?.cancelToken ? hashToken(change.cancelToken) : null,
      cancelExpiresAt: change?.cancelToken
        ? new Date(now.getTime() + EMAIL_CHANGE_CANCEL_TTL_MS)
        : null,
      createdAt: now,
      updatedAt: now,
    });
    // The mail is in the account's own language, which registration saves (PRODUCT 29).
    return mailLocale(member?.locale);
  });
  const link = `${ctx.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  const site = ctx.config.siteName;
  const adminLogin = `${ctx.config.publicUrl}${ROUTES.adminLogin}`;
  ctx.background.run('email-confirmation-mail', async () => {
    const texts = await mailTexts(locale, accountMailCatalog);
    // Only the lines around the link differ: who asked, and what to do if it was not you.
    const body = askedBy === 'admin' ? texts.adminConfirmBody : texts.confirmBody;
    await ctx.mailer.send({
      to: email,
      subject: format(locale, texts.confirmSubject, { site }),
      text: format(locale, body, { site, link, adminLogin }),
    });
  });
}

/**
 * The address a link was last mailed to, when that link still works and names another address
 * than the account's: a change of address waiting for its link.
 */
export async function getPendingEmail(ctx: AppContext, userId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ email: emailConfirmations.email })
    .from(emailConfirmations)
    .innerJoin(users, eq(users.id, emailConfirmations.userId))
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, ctx.now()),
        ne(sql`lower(${emailConfirmations.email})`, sql`lower(${users.email})`),
      ),
    )
    .orderBy(desc(emailConfirmations.id))
    .limit(1);
  return row?.email ?? null;
}

/**
 * A fresh link for whatever the member is waiting to confirm: the address they are changing to,
 * else their own while it is unconfirmed; nothing when nothing waits.
 */
export async function resendEmailConfirmation(
  ctx: AppContext,
  member: { id: number; email: string; emailConfirmedAt: Date | null },
): Promise<void> {
  const pending = await getPendingEmail(ctx, member.id);
  const to = pending ?? (member.emailConfirmedAt === null ? member.email : null);
  if (to === null) return;
  await sendEmailConfirmation(ctx, member.id, to);
}
