// Accounts: register, log in, choose a username, set a password (PRODUCT 11); the password reset
// by mail is password-reset.service.ts's (PRODUCT 12), the accounts start-up makes
// start-up-accounts.service.ts's.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import { USERNAME_MESSAGES } from '../../../../contract/username-messages';
import type { Locale } from '../../../../contract/i18n/locales';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { HttpError, isUniqueViolation } from '../../../http-error';
import { isCommonPassword } from './passwords';
import { endResetLinks } from './reset-links.service';
import { deleteUserSessions, type SessionUser } from './session.service';
import { assertUsernameAllowed, usernameTaken } from './username-content';
import {
  endEmailLinks,
  sendEmailConfirmation,
  type ConfirmationAskedBy,
} from '../account/email-confirmation.service';
import { storedUsernameKey } from './username-skeleton';

export type UserRow = typeof users.$inferSelect;

export interface PublicUser {
  id: number;
  username: string;
  usernameChosenAt: string | null;
  email: string;
  karmaPoints: number;
  isAdmin: boolean;
  createdAt: string;
  lastLogin: string | null;
  emailConfirmed: boolean;
  twoFactorEnabled: boolean;
  /** The language the member chose (PRODUCT 29); null: never chosen. */
  locale: string | null;
}

export function toPublicUser(user: Pick<UserRow, keyof SessionUser> | SessionUser): PublicUser {
  return {
    id: user.id,
    username: user.username,
    usernameChosenAt: user.usernameChosenAt ? user.usernameChosenAt.toISOString() : null,
    email: user.email,
    karmaPoints: user.karmaPoints,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    emailConfirmed: user.emailConfirmedAt !== null,
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    locale: user.locale,
  };
}

/** Refuses a common password with registration's message, under `field`. */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new HttpError(
      400,
      MESSAGES.passwordTooCommon,
      {},
      { [field]: [MESSAGES.passwordTooCommon] },
    );
  }
}

export interface AccountLookup {
  /**
   * The typed name in the database's `lower()`, the same expression the look-up and the unique
   * indexes use: every per-account limit is keyed by it, so no spelling the look-up merges with
   * an account (`TIM`, `tİm` with U+0130) gets a bucket of its own (SECURITY A10).
   */
  key: string;
  user: UserRow | null;
}

/** One statement for known and unknown names alike, so both take the same time (SECURITY A1). */
export async function findAccount(
  db: DbOrTx,
  by: 'username' | 'email',
  typed: string,
): Promise<AccountLookup> {
  const name = typed.trim();
  const [row] = await db
    .select({ key: sql<string>`lower(${name}::text)`, user: users })
    .from(sql`(select 1) as typed`)
    .leftJoin(users, sql`lower(${users[by]}) = lower(${name}::text)`)
    .limit(1);
  return { key: row!.key, user: row!.user };
}

async function getUserByUsername(db: DbOrTx, username: string): Promise<UserRow | null> {
  return (await findAccount(db, 'username', username)).user;
}

export async function getUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  return (await findAccount(db, 'email', email)).user;
}

/** When the account was created, or null for an unknown id. */
export async function getAccountCreatedAt(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.createdAt ?? null;
}

/** Whether the account is an admin's, or null for an unknown id. */
export async function isAdminAccount(db: DbOrTx, userId: number): Promise<boolean | null> {
  const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId));
  return row?.isAdmin ?? null;
}

/**
 * A new account. Its username is the email unless the member chose one at registration
 * (`chosenUsername`, already normalized by the contract), which then passes the content rules.
 * With EMAIL_CONFIRMATION=required its address waits for the link mailed to it (DECISIONS 57),
 * an admin-made account's too (`askedBy: 'admin'` only words the mail for it); with `off` it
 * counts as confirmed at once.
 */
export async function createUser(
  ctx: AppContext,
  input: {
    email: string;
    password: string;
    chosenUsername?: string;
    isAdmin?: boolean;
    askedBy?: ConfirmationAskedBy;
    /** The language the member registered in; null: none chosen. */
    locale?: Locale | null;
  },
): Promise<UserRow> {
  assertPasswordAllowed(input.password);
  if (input.chosenUsername !== undefined) {
    await assertUsernameAllowed(ctx, input.chosenUsername, input.email);
  }
  const passwordHash = await ctx.passwords.hash(input.password);
  const now = ctx.now();
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        username: input.chosenUsername ?? input.email,
        usernameChosenAt: input.chosenUsername === undefined ? null : now,
        usernameSkeleton: storedUsernameKey(input.chosenUsername ?? input.email),
        email: input.email,
        passwordHash,
        isAdmin: input.isAdmin ?? false,
        locale: input.locale ?? null,
        emailConfirmedAt: ctx.config.emailConfirmation === 'off' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (row!.emailConfirmedAt === null) {
      await sendEmailConfirmation(ctx, row!.id, row!.email, input.askedBy);
    }
    return row!;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Any unique index may have refused the row: the email's, or the chosen name's or its key's.
    if (input.chosenUsername !== undefined && !(await getUserByEmail(ctx.db, input.email))) {
      throw await nameConflict(ctx.db, input.chosenUsername);
    }
    throw new HttpError(409, MESSAGES.emailTaken);
  }
}

/**
 * The 409 for a name a unique index refused: the name itself is held in some letter case, or
 * another member's name reads like it (the look-alike key's index).
 */
async function nameConflict(db: DbOrTx, username: string): Promise<HttpError> {
  const holder = await getUserByUsername(db, username);
  return usernameTaken(holder ? USERNAME_MESSAGES.taken : USERNAME_MESSAGES.lookAlike);
}

/**
 * Sets the username the member chose (normalized by the contract): 400 for a name the content
 * rules refuse, 409 when another account holds it in any letter case or a name that reads like it
 * (the unique indexes on `lower(username)` and on the look-alike key decide, so two members racing
 * for one name, or for two look-alikes, cannot both get theirs).
 */
export async function updateUsername(
  ctx: AppContext,
  member: { id: number; email: string },
  username: string,
): Promise<UserRow> {
  await assertUsernameAllowed(ctx, username, member.email);
  const now = ctx.now();
  try {
    const [row] = await ctx.db
      .update(users)
      .set({
        username,
        usernameChosenAt: now,
        usernameSkeleton: storedUsernameKey(username),
        updatedAt: now,
      })
      .where(eq(users.id, member.id))
      .returning();
    if (!row) throw new HttpError(401, MESSAGES.notLoggedIn);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw await nameConflict(ctx.db, username);
    throw error;
  }
}

/**
 * Gives the look-alike key to chosen usernames stored before keys existed, at start-up. Of two
 * such names that read alike, the older keeps its key and the other stays without one: both
 * members keep their names, and nobody else can take a third look-alike of the first.
 */
export async function fillUsernameSkeletons(ctx: AppContext): Promise<void> {
  // A partial index holds just these rows, so start-up reads no more of the table than them.
  const rows = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(isNull(users.usernameSkeleton), sql`position('@' in ${users.username}) = 0`))
    .orderBy(users.id);
  for (const row of rows) {
    try {
      await ctx.db
        .update(users)
        .set({ usernameSkeleton: storedUsernameKey(row.username) })
        .where(eq(users.id, row.id));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      ctx.log.warn(
        { userId: row.id },
        'username reads like an older one; it keeps no look-alike key',
      );
    }
  }
}

/** Checks the password of a looked-up account; unknown users cost the same hash work. */
export async function authenticate(
  ctx: AppContext,
  user: UserRow | null,
  password: string,
): Promise<UserRow | null> {
  const ok = await ctx.passwords.verify(user?.passwordHash, password);
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

/** Whether `password` is the account's current one (settings ask for it before a change). */
export async function isCurrentPassword(
  ctx: AppContext,
  userId: number,
  password: string,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return ctx.passwords.verify(row?.passwordHash, password);
}

/**
 * A new password the member chose while signed in (PRODUCT 11.3): every reset link still in the
 * mailbox, every change of address still waiting for its link (SECURITY A24) and every session but
 * `keepSession` (the request's own) end with the old one.
 */
export async function setPassword(
  ctx: AppContext,
  userId: number,
  password: string,
  keepSession: string | undefined,
): Promise<void> {
  const passwordHash = await ctx.passwords.hash(password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await endResetLinks(tx, userId, now);
    await endEmailLinks(tx, userId, now);
    await deleteUserSessions(tx, userId, keepSession);
  });
}

/**
 * Makes `email` the account's address, confirmed (PRODUCT 11.2), in the caller's transaction. A new
 * address also becomes the username of a member who has not chosen one, and ends the reset links
 * mailed to the old one. Answers false for an unknown or deleted account; a unique violation (the
 * address taken meanwhile) is the caller's to answer.
 */
export async function setConfirmedEmail(
  tx: DbOrTx,
  userId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  const [member] = await tx
    .select({ email: users.email, usernameChosenAt: users.usernameChosenAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!member) return false;
  const changes = member.email.toLowerCase() !== email.toLowerCase();
  await tx
    .update(users)
    .set({
      email,
      emailConfirmedAt: now,
      updatedAt: now,
      ...(changes && member.usernameChosenAt === null
        ? { username: email, usernameSkeleton: storedUsernameKey(email) }
        : {}),
    })
    .where(eq(users.id, userId));
  if (changes) await endResetLinks(tx, userId, now);
  return true;
}
