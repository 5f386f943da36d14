// A member's passkeys (PRODUCT 11.8, DECISIONS 68): the `passkeys` table. Every read and write of
// one passkey names its member too, so one member's passkey is never found, renamed or removed
// through another's account (SECURITY A32).
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { PASSKEY_MESSAGES } from '../../../../contract/passkey-messages';
import { isTransport, type Passkey, type Transport } from '../../../../contract/passkeys';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { passkeys, users } from '../../../db/schema/index';
import { HttpError, isUniqueViolation } from '../../../http-error';
import { endEmailLinks } from '../account/email-confirmation.service';
import type { UserRow } from '../auth/auth.service';
import { deleteChallengesOf } from './passkey-challenges.service';

export type PasskeyRow = typeof passkeys.$inferSelect;

const iso = (time: Date | null) => (time ? time.toISOString() : null);

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: iso(row.lastUsedAt),
  synced: row.backedUp,
});

/** The transports kept with a credential, known names only, as the browser reported them. */
export const transportsOf = (row: Pick<PasskeyRow, 'transports'>): Transport[] =>
  (row.transports ?? '').split(',').filter(isTransport);

/** The member's passkeys, oldest first. */
async function rowsOf(db: DbOrTx, userId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function listPasskeys(ctx: AppContext, userId: number): Promise<Passkey[]> {
  return (await rowsOf(ctx.db, userId)).map(toPasskey);
}

/** The member's credentials, for a registration to leave out and a confirmation to ask for. */
export async function credentialsOf(
  ctx: AppContext,
  userId: number,
): Promise<{ id: string; transports: Transport[] }[]> {
  return (await rowsOf(ctx.db, userId)).map((row) => ({
    id: row.credentialId,
    transports: transportsOf(row),
  }));
}

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  name: string;
}

/** Keeps a verified credential; 409 when it is on an account already (the member's or not). */
export async function addPasskey(
  ctx: AppContext,
  userId: number,
  passkey: NewPasskey,
): Promise<Passkey> {
  const now = ctx.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [added] = await tx
        .insert(passkeys)
        .values({
          userId,
          ...passkey,
          transports: passkey.transports.filter(isTransport).join(',') || null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      // A new way in ends a change of address still waiting (SECURITY A24, DECISIONS 65).
      await endEmailLinks(tx, userId, now);
      return added!;
    });
    return toPasskey(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, PASSKEY_MESSAGES.alreadyAdded);
    throw error;
  }
}

const notFound = () => new HttpError(404, PASSKEY_MESSAGES.notFound);

/** One of the member's passkeys; 404 for any other id, another member's included. */
export async function ownPasskey(
  ctx: AppContext,
  userId: number,
  passkeyId: number,
): Promise<PasskeyRow> {
  const [row] = await ctx.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function renamePasskey(
  ctx: AppContext,
  userId: number,
  passkeyId: number,
  name: string,
): Promise<Passkey> {
  const [row] = await ctx.db
    .update(passkeys)
    .set({ name, updatedAt: ctx.now() })
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return toPasskey(row);
}

export async function removePasskey(
  ctx: AppContext,
  userId: number,
  passkeyId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id });
    if (removed.length === 0) throw notFound();
    await endEmailLinks(tx, userId, ctx.now());
  });
}

/**
 * A credential and the live account it signs in to, in one statement (a deleted account's are
 * gone, and it would not be found here either); null for a credential Kindly does not know.
 */
export async function findCredential(
  ctx: AppContext,
  credentialId: string,
): Promise<{ passkey: PasskeyRow; user: UserRow } | null> {
  const [row] = await ctx.db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(and(eq(passkeys.credentialId, credentialId), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * Records a verified use: the new counter, whether it is backed up now, and when. The counter only
 * moves forward (an authenticator that keeps none always says 0), in one conditional update, so
 * two answers racing with one counter value cannot both pass. False when the update found the
 * counter already there or past it.
 */
export async function recordUse(
  ctx: AppContext,
  passkeyId: number,
  use: { counter: number; backedUp: boolean },
): Promise<boolean> {
  const now = ctx.now();
  const used = await ctx.db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: now, updatedAt: now })
    .where(
      and(
        eq(passkeys.id, passkeyId),
        use.counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, use.counter),
      ),
    )
    .returning({ id: passkeys.id });
  return used.length > 0;
}

/** How many passkeys the member has. */
export async function countPasskeys(ctx: AppContext, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/**
 * Deletes every passkey of the account and the challenges it asked for, in the caller's
 * transaction: account deletion and anonymisation, and a reset that takes the account back.
 */
export async function deletePasskeysOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  await deleteChallengesOf(tx, userId);
}

/** The member's passkeys for "Download my data": names and dates, never keys or credential ids. */
export async function passkeysForExport(tx: DbOrTx, userId: number) {
  return (await rowsOf(tx, userId)).map((row) => ({
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    synced: row.backedUp,
    transports: transportsOf(row),
  }));
}
