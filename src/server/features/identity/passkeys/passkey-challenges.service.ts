// WebAuthn challenges (PRODUCT 11.8, SECURITY A30): the browser holds a random handle in a signed,
// HttpOnly, SameSite=Strict cookie for 5 minutes, the table its SHA-256 with the challenge, what
// it is for and whom. A challenge is taken with one DELETE … RETURNING, so it answers at most one
// ceremony on any number of instances; expired rows are swept.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { passkeyChallenges } from '../../../db/schema/index';

/** How long a ceremony may take, from the options to the answer. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** `register` and `confirm` belong to a signed-in member; `sign-in` to nobody yet. */
export type ChallengePurpose = 'register' | 'sign-in' | 'confirm';

const cookieName = (production: boolean) =>
  production ? '__Host-kindly_passkey' : 'kindly_passkey';

const cookieOptions = (ctx: AppContext) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/',
  secure: ctx.config.production,
});

const handleHash = (handle: string) => createHash('sha256').update(handle).digest('hex');

/** Keeps a new challenge for the browser that asked: its row, and the cookie naming it. */
export async function storeChallenge(
  ctx: AppContext,
  reply: FastifyReply,
  purpose: ChallengePurpose,
  userId: number | null,
  challenge: string,
): Promise<void> {
  const handle = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await ctx.db.insert(passkeyChallenges).values({
    id: handleHash(handle),
    challenge,
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    createdAt: now,
    updatedAt: now,
  });
  reply.setCookie(cookieName(ctx.config.production), handle, {
    ...cookieOptions(ctx),
    signed: true,
    maxAge: CHALLENGE_TTL_MS / 1000,
  });
}

/**
 * Takes the request's challenge, once: the row goes whatever it holds, and the cookie with it.
 * Null when there is none, or it was forged, for another purpose or member, or expired.
 */
export async function takeChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<string | null> {
  const name = cookieName(ctx.config.production);
  const raw = request.cookies[name];
  if (!raw) return null;
  reply.clearCookie(name, cookieOptions(ctx));
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [row] = await ctx.db
    .delete(passkeyChallenges)
    .where(eq(passkeyChallenges.id, handleHash(unsigned.value)))
    .returning();
  if (!row || row.purpose !== purpose || row.userId !== userId) return null;
  return row.expiresAt.getTime() > ctx.now().getTime() ? row.challenge : null;
}

/** Deletes the challenges that ran out; answers how many. */
export async function sweepChallenges(ctx: AppContext): Promise<number> {
  const swept = await ctx.db
    .delete(passkeyChallenges)
    .where(lt(passkeyChallenges.expiresAt, ctx.now()))
    .returning({ id: passkeyChallenges.id });
  return swept.length;
}

/** Deletes the challenges a member asked for, in the caller's transaction. */
export async function deleteChallengesOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
}
