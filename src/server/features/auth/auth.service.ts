// Accounts: register, log in, ensure the configured admin, reset passwords (DESIGN §3 accounts).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MS } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema/index';
import { HttpError, isUniqueViolation } from '../../http-error';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { deleteUserSessions, hashToken, newToken, type SessionUser } from './session.service';

export type UserRow = typeof users.$inferSelect;

export interface PublicUser {
  id: number;
  username: string;
  email: string;
  karmaPoints: number;
  isAdmin: boolean;
  createdAt: string;
  lastLogin: string | null;
}

export function toPublicUser(user: Pick<UserRow, keyof SessionUser> | SessionUser): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    karmaPoints: user.karmaPoints,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
  };
}

export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) {
    throw new HttpError(
      400,
      MESSAGES.passwordTooCommon,
      {},
      { password: [MESSAGES.passwordTooCommon] },
    );
  }
}

export async function getUserByUsername(db: DbOrTx, username: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username.trim()})`)
    .limit(1);
  return row ?? null;
}

export async function getUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row ?? null;
}

export async function createUser(
  ctx: AppContext,
  input: { email: string; password: string; username?: string; isAdmin?: boolean },
): Promise<UserRow> {
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        username: input.username ?? input.email,
        email: input.email,
        passwordHash,
        isAdmin: input.isAdmin ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MESSAGES.emailTaken);
    throw error;
  }
}

/** Checks credentials; the caller applies the limits. Unknown users cost the same hash work. */
export async function authenticate(
  ctx: AppContext,
  username: string,
  password: string,
): Promise<UserRow | null> {
  const user = await getUserByUsername(ctx.db, username);
  const ok = await verifyPassword(user?.passwordHash, password);
  return ok && user ? user : null;
}

export async function recordLogin(ctx: AppContext, userId: number): Promise<Date> {
  const now = ctx.now();
  await ctx.db
    .update(users)
    .set({ lastLogin: now, lastActiveAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  return now;
}

/** Creates the configured admin, or makes the existing account admin with that password. */
export async function ensureAdmin(ctx: AppContext, email: string, password: string): Promise<void> {
  const existing = await getUserByEmail(ctx.db, email);
  // Every instance runs this at start-up: an admin whose password already matches is left alone.
  if (existing?.isAdmin && (await verifyPassword(existing.passwordHash, password))) return;
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  if (existing) {
    await ctx.db
      .update(users)
      .set({ isAdmin: true, passwordHash, updatedAt: now })
      .where(eq(users.id, existing.id));
    return;
  }
  await ctx.db
    .insert(users)
    .values({ username: email, email, passwordHash, isAdmin: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

/** Mails a single-use reset link valid for one hour; unknown emails do nothing, silently. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await getUserByEmail(ctx.db, email);
  if (!user) return;
  const token = newToken();
  const now = ctx.now();
  await ctx.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    createdAt: now,
    updatedAt: now,
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: user.email,
    subject: `Reset your ${ctx.config.siteName} password`,
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of your ${ctx.config.siteName} account.`,
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
}

export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> {
  assertPasswordAllowed(password);
  const now = ctx.now();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    // Marking the token used in the same statement that finds it makes it single-use under races.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now, updatedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new HttpError(400, MESSAGES.resetLinkInvalid);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId));
    // Older links still in the mailbox must not reopen the account after the owner reset it.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now, updatedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await deleteUserSessions(tx, used.userId);
  });
}
