// The weekly email digest of thanks (PRODUCT 20.2): the member's opt-in and its periodic mail.
// The only code writing users.weekly_digest and users.digest_sent_at.
import { eq, sql } from 'drizzle-orm';
import { DIGEST_MESSAGES, type DigestSetting } from '../../../contract/digest';
import { sessionSecrets } from '../../config';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { findThanksReceivedBetween } from '../compliments/weekly-thanks.service';
import { digestMail } from './digest-mail';
import { issueUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const DIGEST_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;

/** Members claimed by one statement; the job claims again until none is due. */
const DIGEST_CLAIM_BATCH = 50;

export async function getDigestSetting(ctx: AppContext, userId: number): Promise<DigestSetting> {
  const [row] = await ctx.db
    .select({ weeklyDigest: users.weeklyDigest })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { weeklyDigest: row?.weeklyDigest ?? false };
}

export async function updateDigestSetting(
  ctx: AppContext,
  userId: number,
  setting: DigestSetting,
): Promise<DigestSetting> {
  const [row] = await ctx.db
    .update(users)
    .set({ weeklyDigest: setting.weeklyDigest })
    .where(eq(users.id, userId))
    .returning({ weeklyDigest: users.weeklyDigest });
  return { weeklyDigest: row?.weeklyDigest ?? false };
}

/**
 * Turns the digest off for the member a signed token names, with no session (SECURITY C9). A
 * token the server did not sign is refused and changes nothing; a member who is gone, or already
 * off, is simply off.
 */
export async function unsubscribeByToken(ctx: AppContext, token: string): Promise<void> {
  // A link mailed under a previous session secret still works (DECISIONS 67).
  const userId =
    sessionSecrets(ctx.config)
      .map((secret) => verifyUnsubscribeToken(secret, token))
      .find((id) => id !== null) ?? null;
  if (userId === null) throw new HttpError(400, DIGEST_MESSAGES.invalidLink);
  await ctx.db.update(users).set({ weeklyDigest: false }).where(eq(users.id, userId));
}

interface DueMember {
  id: number;
  email: string;
  locale: string | null;
}

/**
 * Claims, in one statement, members who opted in, had no digest for 7 days and whose visible
 * compliments were thanked in the last 7 days, stamping `digest_sent_at`. The rows are locked as
 * they are picked and others' locked rows skipped, and a row stamped meanwhile no longer matches,
 * so instances on one database never claim a member twice (DECISIONS 36). Reading thanks and
 * compliments here is read-only.
 */
async function claimDueMembers(ctx: AppContext, now: Date): Promise<DueMember[]> {
  const at = now.toISOString();
  const weekAgo = new Date(now.getTime() - DIGEST_PERIOD_MS).toISOString();
  // An address nobody confirmed gets no digest (PRODUCT 11.2), unless confirmation is off.
  const confirmed =
    ctx.config.emailConfirmation === 'required' ? sql`u.email_confirmed_at is not null` : sql`true`;
  const due = sql`weekly_digest
    and (digest_sent_at is null or digest_sent_at <= ${weekAgo}::timestamptz)`;
  return ctx.database.rows<DueMember>(
    sql`update users set digest_sent_at = ${at}::timestamptz
        where ${due} and id in (
          select u.id from users u
          where u.weekly_digest
            and (u.digest_sent_at is null or u.digest_sent_at <= ${weekAgo}::timestamptz)
            and ${confirmed}
            and exists (
              select 1 from thanks t join compliments c on c.id = t.compliment_id
              where c.author_id = u.id and c.is_visible
                and t.created_at > ${weekAgo}::timestamptz and t.created_at <= ${at}::timestamptz)
          order by u.id
          limit ${DIGEST_CLAIM_BATCH}
          for update skip locked)
        returning id, email, locale`,
  );
}

/**
 * Mails every due member the week's thanks of their compliments, once a week at most, each with
 * its signed unsubscribe link and headers. A claimed member's mail is made once: if it fails,
 * the outbox row keeps the error and the next digest comes a week later. Answers how many it
 * mailed.
 */
export async function sendDueDigests(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const weekAgo = new Date(now.getTime() - DIGEST_PERIOD_MS);
  let sent = 0;
  for (;;) {
    const claimed = await claimDueMembers(ctx, now);
    for (const member of claimed) {
      const week = await findThanksReceivedBetween(ctx.db, member.id, weekAgo, now);
      if (week.total === 0) continue;
      await ctx.mailer.send(
        await digestMail({
          to: member.email,
          locale: member.locale,
          siteName: ctx.config.siteName,
          publicUrl: ctx.config.publicUrl,
          token: issueUnsubscribeToken(ctx.config.sessionSecret, member.id),
          total: week.total,
          compliments: week.compliments,
        }),
      );
      sent += 1;
    }
    if (claimed.length < DIGEST_CLAIM_BATCH) return sent;
  }
}
