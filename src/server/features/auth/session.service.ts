// Server-side sessions: a random token in the cookie, its SHA-256 in the table (DESIGN §3 accounts).
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '../../../contract/constants';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { preparedQuery } from '../../db/prepared-query';

/** How stale the rolling expiry may get before a request refreshes it (one write an hour at most). */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

/**
 * Every signed-in API request runs this, so it is one named prepared statement (parsed and planned
 * once per connection) rather than a drizzle query PostgreSQL would plan each time. Times come back
 * as whole epoch milliseconds, which both drivers return as plain numbers.
 */
const SESSION_READ = `select
  floor(extract(epoch from s.expires_at) * 1000)::float8 as expires_at,
  floor(extract(epoch from s.absolute_expires_at) * 1000)::float8 as absolute_expires_at,
  u.id, u.username, u.email, u.karma_points, u.is_admin,
  floor(extract(epoch from u.created_at) * 1000)::float8 as created_at,
  floor(extract(epoch from u.last_login) * 1000)::float8 as last_login
from sessions s join users u on u.id = s.user_id
where s.id = $1`;

interface SessionRow {
  expires_at: number;
  absolute_expires_at: number;
  id: number;
  username: string;
  email: string;
  karma_points: number;
  is_admin: boolean;
  created_at: number;
  last_login: number | null;
}

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
  const [found] = await preparedQuery(ctx)<SessionRow>(SESSION_READ, [id]);
  if (!found) return null;
  const row = {
    expiresAt: new Date(found.expires_at),
    absoluteExpiresAt: new Date(found.absolute_expires_at),
    user: {
      id: found.id,
      username: found.username,
      email: found.email,
      karmaPoints: found.karma_points,
      isAdmin: found.is_admin,
      createdAt: new Date(found.created_at),
      lastLogin: found.last_login === null ? null : new Date(found.last_login),
    },
  };
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
