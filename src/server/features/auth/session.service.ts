// Server-side sessions: a random token in the cookie, its SHA-256 in the table (DESIGN §3 accounts).
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '../../../contract/constants';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

/** How stale the rolling expiry may get before a request refreshes it (one write an hour at most). */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  karmaPoints: number;
  isAdmin: boolean;
  createdAt: Date;
  lastLogin: Date | null;
}

export interface ResolvedSession {
  id: string;
  user: SessionUser;
  expiresAt: Date;
  /** True when the rolling expiry moved and the cookie should be sent again. */
  refreshed: boolean;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export async function createSession(
  ctx: AppContext,
  userId: number,
  tx: DbOrTx = ctx.db,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = ctx.now().getTime();
  const expiresAt = new Date(now + SESSION_IDLE_TIMEOUT_MS);
  await tx.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt,
    absoluteExpiresAt: new Date(now + SESSION_ABSOLUTE_TIMEOUT_MS),
    createdAt: new Date(now),
    updatedAt: new Date(now),
  });
  return { token, expiresAt };
}

export async function resolveSession(
  ctx: AppContext,
  token: string,
): Promise<ResolvedSession | null> {
  const id = hashToken(token);
  const [row] = await ctx.db
    .select({
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        karmaPoints: users.karmaPoints,
        isAdmin: users.isAdmin,
        createdAt: users.createdAt,
        lastLogin: users.lastLogin,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  const now = ctx.now().getTime();
  if (row.expiresAt.getTime() <= now || row.absoluteExpiresAt.getTime() <= now) {
    await ctx.db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const rolled = Math.min(now + SESSION_IDLE_TIMEOUT_MS, row.absoluteExpiresAt.getTime());
  if (rolled - row.expiresAt.getTime() < REFRESH_AFTER_MS) {
    return { id, user: row.user, expiresAt: row.expiresAt, refreshed: false };
  }
  const expiresAt = new Date(rolled);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ expiresAt, updatedAt: new Date(now) })
      .where(eq(sessions.id, id));
    await tx
      .update(users)
      .set({ lastActiveAt: new Date(now) })
      .where(eq(users.id, row.user.id));
  });
  return { id, user: row.user, expiresAt, refreshed: true };
}

export async function deleteSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
