// The accounts start-up makes (PRODUCT 8, 13): the configured admin (DECISIONS 21) and the team
// account the demo compliments belong to.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { getUserByEmail } from './auth.service';
import { UNUSABLE_PASSWORD_HASH } from './passwords';
import { deleteUserSessions } from './session.service';
import { storedUsernameKey } from './username-skeleton';

/**
 * Creates the configured admin, its address counted as confirmed: the operator named it. An
 * address a member registered first is made admin only when ADMIN_PROMOTE_EXISTING=on (SECURITY
 * A12) and that member has confirmed it (A16): whoever registered someone else's address cannot
 * wait for the operator to promote it. An account whose role or password changes here loses every
 * session, so no cookie from before keeps the new rights.
 */
export async function ensureAdmin(
  ctx: AppContext,
  admin: { email: string; password: string },
): Promise<void> {
  const { email, password } = admin;
  const existing = await getUserByEmail(ctx.db, email);
  const now = ctx.now();
  if (!existing) {
    const passwordHash = await ctx.passwords.hash(password);
    // Instances starting together may race here; the first insert wins and the others do nothing.
    await ctx.db
      .insert(users)
      .values({
        username: email,
        email,
        passwordHash,
        isAdmin: true,
        emailConfirmedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    return;
  }
  if (!existing.isAdmin && ctx.config.adminPromoteExisting && existing.emailConfirmedAt === null) {
    ctx.log.warn(
      { userId: existing.id },
      'ADMIN_EMAIL names a member account whose address is not confirmed; it stays a member until it is',
    );
    return;
  }
  if (!existing.isAdmin && !ctx.config.adminPromoteExisting) {
    ctx.log.warn(
      { userId: existing.id },
      'ADMIN_EMAIL names an existing member account; it stays a member (set ADMIN_PROMOTE_EXISTING=on to promote it)',
    );
    return;
  }
  const passwordMatches = await ctx.passwords.verify(existing.passwordHash, password);
  // Every instance runs this at start-up: an admin whose password already matches is left alone.
  if (existing.isAdmin && passwordMatches) return;
  const passwordHash = passwordMatches ? existing.passwordHash : await ctx.passwords.hash(password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isAdmin: true, passwordHash, updatedAt: now })
      .where(eq(users.id, existing.id));
    await deleteUserSessions(tx, existing.id);
  });
  ctx.log.info({ userId: existing.id }, 'start-up set the admin role or password; sessions ended');
}

/**
 * The account the demo compliments belong to, so a thank on one is recorded and earns karma like
 * any other. Nobody signs in to it: its hash matches no password and no reset is ever mailed.
 */
export const TEAM_ACCOUNT = { username: 'Kindly Team', email: 'team@kindly.invalid' } as const;

/**
 * Creates the team account unless it exists, and answers its id; null when its address belongs to
 * an account that signs in (registered before the team account existed), which stays as it is.
 */
export async function ensureTeamAccount(db: DbOrTx, now: Date): Promise<number | null> {
  // Instances starting together may race here; the first insert wins and the others do nothing.
  await db
    .insert(users)
    .values({
      ...TEAM_ACCOUNT,
      usernameSkeleton: storedUsernameKey(TEAM_ACCOUNT.username),
      passwordHash: UNUSABLE_PASSWORD_HASH,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const account = await getUserByEmail(db, TEAM_ACCOUNT.email);
  return account?.passwordHash === UNUSABLE_PASSWORD_HASH ? account.id : null;
}
