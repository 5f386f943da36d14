// Two-factor sign-in (PRODUCT 11.7, DECISIONS 60): time-based one-time codes from an authenticator
// app (RFC 6238 through otpauth) and single-use recovery codes (recovery-codes.service.ts); the
// cookie that carries a log-in from the password to the second factor is challenge-cookie.ts's,
// the sealing sealing.ts's.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TwoFactorSetup } from '../../../../contract/two-factor';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/two-factor-messages';
import type { AppContext } from '../../../context';
import { recoveryCodes, users } from '../../../db/schema/index';
import { HttpError } from '../../../http-error';
import { recordAdminAction } from '../../audit/audit.service';
import { format } from '../../../../contract/i18n/catalog';
import { mailLocale, mailTexts } from '../../mail/mail-locale';
import { endEmailLinks } from '../account/email-confirmation.service';
import { accountMailCatalog } from '../account-mail-messages';
import { deleteUserSessions } from '../auth/session.service';
import { challengeFor } from './challenge-cookie';
import { replaceRecoveryCodes, useRecoveryCode } from './recovery-codes.service';
import { openSecret, sealSecret } from './sealing';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const TOTP_PERIOD_S = 30;
/** Codes one step before or after the current one still count: a phone's clock may drift. */
const TOTP_WINDOW = 1;

/** The authenticator app shows the code under the site's name (SITE_NAME) and the account's email. */
function totpOf(ctx: AppContext, secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ctx.config.siteName,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

// ---- Accounts.

interface TwoFactorAccount {
  id: number;
  email: string;
  isAdmin: boolean;
  passwordHash: string;
  twoFactorSecret: string | null;
  twoFactorEnabledAt: Date | null;
  /** The member's saved language, which the mail about a used recovery code is written in. */
  locale: string | null;
}

async function getAccount(ctx: AppContext, userId: number): Promise<TwoFactorAccount | null> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      isAdmin: users.isAdmin,
      passwordHash: users.passwordHash,
      twoFactorSecret: users.twoFactorSecret,
      twoFactorEnabledAt: users.twoFactorEnabledAt,
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

async function requireAccount(ctx: AppContext, userId: number): Promise<TwoFactorAccount> {
  const account = await getAccount(ctx, userId);
  if (!account) throw new HttpError(401, TWO_FACTOR_MESSAGES.challengeExpired);
  return account;
}

/**
 * Counts one attempt on the account and from the address before anything is checked, so parallel
 * guesses cannot pass the caps (SECURITY A21).
 */
async function countAttempt(ctx: AppContext, userId: number, address: string): Promise<void> {
  await ctx.limiters.consume('twoFactorIp', address);
  await ctx.limiters.consume('twoFactorUser', String(userId));
}

async function attemptSucceeded(ctx: AppContext, userId: number, address: string): Promise<void> {
  await ctx.limiters.refund('twoFactorIp', address);
  await ctx.limiters.reset('twoFactorUser', String(userId));
}

/**
 * The status of a refused code: 401 at log-in, where no one is signed in yet; 400 in the settings
 * and the set-up, like a wrong current password elsewhere in the settings.
 */
type Refusal = 400 | 401;

async function checkPassword(ctx: AppContext, account: TwoFactorAccount, password: string) {
  if (!(await ctx.passwords.verify(account.passwordHash, password))) {
    throw new HttpError(
      400,
      TWO_FACTOR_MESSAGES.wrongPassword,
      {},
      {
        password: [TWO_FACTOR_MESSAGES.wrongPassword],
      },
    );
  }
}

/**
 * Checks a code against the sealed secret and takes its time step, so the same code (or an older
 * one) never opens the account twice: the step is kept in the users row and moved forward by one
 * conditional update, which two requests racing with one code cannot both win.
 */
async function useCode(
  ctx: AppContext,
  account: TwoFactorAccount,
  code: string,
  refused: Refusal,
): Promise<void> {
  if (!account.twoFactorSecret) throw new HttpError(409, TWO_FACTOR_MESSAGES.noSetup);
  const totp = totpOf(ctx, openSecret(ctx.config, account.twoFactorSecret), account.email);
  const timestamp = ctx.now().getTime();
  const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) {
    throw new HttpError(
      refused,
      TWO_FACTOR_MESSAGES.wrongCode,
      {},
      { code: [TWO_FACTOR_MESSAGES.wrongCode] },
    );
  }
  const step = totp.counter({ timestamp }) + delta;
  const taken = await ctx.db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, account.id),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  if (taken.length === 0) {
    throw new HttpError(
      refused,
      TWO_FACTOR_MESSAGES.codeUsed,
      {},
      { code: [TWO_FACTOR_MESSAGES.codeUsed] },
    );
  }
}

export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

/**
 * Checks a code or a recovery code of an account with two-factor sign-in on. A recovery code used
 * is told to the member by mail, and written to the audit log when the account is an admin's.
 */
async function checkSecondFactor(
  ctx: AppContext,
  account: TwoFactorAccount,
  factor: SecondFactor,
  refused: Refusal,
): Promise<void> {
  if (!account.twoFactorEnabledAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
  if (factor.code !== undefined) {
    await useCode(ctx, account, factor.code, refused);
    return;
  }
  if (
    factor.recoveryCode === undefined ||
    !(await useRecoveryCode(ctx, account.id, factor.recoveryCode))
  ) {
    throw new HttpError(
      refused,
      TWO_FACTOR_MESSAGES.wrongRecoveryCode,
      {},
      {
        recoveryCode: [TWO_FACTOR_MESSAGES.wrongRecoveryCode],
      },
    );
  }
  if (account.isAdmin) {
    await recordAdminAction(ctx, {
      adminId: account.id,
      action: 'two_factor.recovery_code',
      targetType: 'user',
      targetId: account.id,
      summary: 'Used a recovery code',
    });
  }
  const email = account.email;
  const site = ctx.config.siteName;
  const locale = mailLocale(account.locale);
  ctx.background.run('recovery-code-mail', async () => {
    const texts = await mailTexts(locale, accountMailCatalog);
    await ctx.mailer.send({
      to: email,
      subject: format(locale, texts.recoveryCodeSubject, { site }),
      text: format(locale, texts.recoveryCodeBody, { site }),
    });
  });
}

/**
 * Starts a set-up: a new secret, kept sealed as the pending one until a code from it turns two-factor
 * sign-in on. `password` is checked for a signed-in member; an admin enrolling at log-in gave it.
 */
export async function startSetup(
  ctx: AppContext,
  userId: number,
  address: string,
  password: string | null,
): Promise<TwoFactorSetup> {
  const account = await requireAccount(ctx, userId);
  if (account.twoFactorEnabledAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  if (password !== null) {
    await countAttempt(ctx, userId, address);
    await checkPassword(ctx, account, password);
    await attemptSucceeded(ctx, userId, address);
  }
  const secret = new Secret({ size: 20 }).base32;
  await ctx.db
    .update(users)
    .set({
      twoFactorSecret: sealSecret(ctx.config, secret),
      twoFactorLastStep: null,
      updatedAt: ctx.now(),
    })
    .where(eq(users.id, userId));
  const otpauthUri = totpOf(ctx, secret, account.email).toString();
  const svg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return {
    otpauthUri,
    secret,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Turns two-factor sign-in on with a code from the pending secret and answers the recovery codes,
 * shown once. The member's other sessions end (`keep` is the request's own, when there is one).
 */
export async function enableTwoFactor(
  ctx: AppContext,
  userId: number,
  address: string,
  code: string,
  keep: string | undefined,
): Promise<string[]> {
  const account = await requireAccount(ctx, userId);
  if (account.twoFactorEnabledAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  await countAttempt(ctx, userId, address);
  await useCode(ctx, account, code, 400);
  await attemptSucceeded(ctx, userId, address);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await tx
      .update(users)
      .set({ twoFactorEnabledAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    await deleteUserSessions(tx, userId, keep);
    await endEmailLinks(tx, userId, now);
    return replaceRecoveryCodes(ctx, tx, userId);
  });
}

/** Turns two-factor sign-in off: the password and a code or a recovery code. */
export async function disableTwoFactor(
  ctx: AppContext,
  userId: number,
  address: string,
  body: SecondFactor & { password: string },
): Promise<void> {
  const account = await requireAccount(ctx, userId);
  if (!account.twoFactorEnabledAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
  await countAttempt(ctx, userId, address);
  await checkPassword(ctx, account, body.password);
  await checkSecondFactor(ctx, account, body, 400);
  await attemptSucceeded(ctx, userId, address);
  await clearTwoFactor(ctx, userId);
}

async function clearTwoFactor(ctx: AppContext, userId: number, endSessions = false): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        twoFactorSecret: null,
        twoFactorEnabledAt: null,
        twoFactorLastStep: null,
        updatedAt: ctx.now(),
      })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await endEmailLinks(tx, userId, ctx.now());
    if (endSessions) await deleteUserSessions(tx, userId);
  });
}

/** New recovery codes for the password and a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  userId: number,
  address: string,
  body: { password: string; code: string },
): Promise<string[]> {
  const account = await requireAccount(ctx, userId);
  if (!account.twoFactorEnabledAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
  await countAttempt(ctx, userId, address);
  await checkPassword(ctx, account, body.password);
  await useCode(ctx, account, body.code, 400);
  await attemptSucceeded(ctx, userId, address);
  return ctx.db.transaction(async (tx) => {
    await endEmailLinks(tx, userId, ctx.now());
    return replaceRecoveryCodes(ctx, tx, userId);
  });
}

/**
 * The second step of a log-in (refused with 401), or a signed-in member confirming the second
 * factor of a session opened without it (400): counted per account and address, then the code or
 * recovery code.
 */
export async function completeSignIn(
  ctx: AppContext,
  userId: number,
  address: string,
  factor: SecondFactor,
  refused: Refusal = 401,
): Promise<void> {
  const account = await requireAccount(ctx, userId);
  await countAttempt(ctx, userId, address);
  await checkSecondFactor(ctx, account, factor, refused);
  await attemptSucceeded(ctx, userId, address);
}

/**
 * An admin clears another account's two-factor sign-in (a lost phone and lost codes): its secret
 * and recovery codes go, every session of it ends, and the audit log records who did it. Answers
 * whether the account must set it up again at its next log-in (an admin, where admins need it).
 */
export async function resetTwoFactor(
  ctx: AppContext,
  adminId: number,
  userId: number,
): Promise<{ mustEnrol: boolean }> {
  if (adminId === userId) throw new HttpError(400, TWO_FACTOR_MESSAGES.resetSelf);
  const account = await getAccount(ctx, userId);
  if (!account) throw new HttpError(404, 'User not found');
  if (!account.twoFactorEnabledAt && !account.twoFactorSecret) {
    throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
  }
  await clearTwoFactor(ctx, userId, true);
  await recordAdminAction(ctx, {
    adminId,
    action: 'two_factor.reset',
    targetType: 'user',
    targetId: userId,
    summary: `Reset two-factor sign-in of user ${userId}`,
  });
  return { mustEnrol: challengeFor(ctx, { ...account, twoFactorEnabledAt: null }) === 'enrol' };
}

/** Whether an enrolling admin's challenge may still be used: an admin, required mode, not yet on. */
export async function enrolAllowed(ctx: AppContext, userId: number): Promise<boolean> {
  const account = await getAccount(ctx, userId);
  return account !== null && challengeFor(ctx, account) === 'enrol';
}

/** The account's row for the session a completed log-in opens. */
export async function getSignInUser(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new HttpError(401, TWO_FACTOR_MESSAGES.challengeExpired);
  return row;
}
