// The member's own sessions (PRODUCT 11.4, DECISIONS 58): the list with browser and system, and
// ending one or all but this one. It reads the member's rows of `sessions`; ending them goes
// through auth's session service, which owns the table. Every request reads its session from the
// database, so an ended session is refused at once on every instance (SECURITY S9).
import { createHmac } from 'node:crypto';
import Bowser from 'bowser';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { SESSIONS_MESSAGES, type AccountSession } from '../../../../contract/account-sessions';
import { sessionSecrets } from '../../../config';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { sessions } from '../../../db/schema/index';
import { HttpError } from '../../../http-error';
import { deleteSession, deleteUserSessions } from '../auth/session.service';

/**
 * The id a session is shown and named by: 16 hex digits of an HMAC of the stored id. The stored id
 * (the SHA-256 of the cookie's token) never leaves the server, and a public id names a session
 * only among its member's own, which is where it is looked up (SECURITY S10). Lists are made with
 * the current session secret; an id listed under a previous one still names its session
 * (DECISIONS 67).
 */
function publicSessionId(secret: string, storedId: string): string {
  return createHmac('sha256', secret)
    .update(`kindly-session-id:${storedId}`)
    .digest('hex')
    .slice(0, 16);
}

/** Browser and system named by a User-Agent, through bowser; null for what it does not know. */
export function describeUserAgent(userAgent: string | null): {
  browser: string | null;
  system: string | null;
} {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const system = parsed.os.name
    ? [parsed.os.name, parsed.os.versionName].filter(Boolean).join(' ')
    : null;
  return { browser: parsed.browser.name || null, system };
}

interface LiveSession {
  storedId: string;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** The member's sessions that have not yet expired, newest use first. */
async function findLiveSessions(
  ctx: AppContext,
  userId: number,
  db: DbOrTx = ctx.db,
): Promise<LiveSession[]> {
  const now = ctx.now();
  return db
    .select({
      storedId: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/**
 * The member's sessions as the Sessions section lists them: this request's first (it is in use
 * now, whatever its hourly last-use time says), then the others by last use.
 */
export async function findAccountSessions(
  ctx: AppContext,
  userId: number,
  currentSessionId: string | null,
  db: DbOrTx = ctx.db,
): Promise<AccountSession[]> {
  const live = await findLiveSessions(ctx, userId, db);
  const listed = live.map((session) => ({
    id: publicSessionId(ctx.config.sessionSecret, session.storedId),
    ...describeUserAgent(session.userAgent),
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastUsedAt.toISOString(),
    current: session.storedId === currentSessionId,
  }));
  return [...listed.filter((s) => s.current), ...listed.filter((s) => !s.current)];
}

/**
 * Ends the member's session with that public id; 404 for any id that is not one of theirs. Answers
 * whether it was the asking request's own session (the route then clears the cookie).
 */
export async function deleteAccountSession(
  ctx: AppContext,
  userId: number,
  publicId: string,
  currentSessionId: string | null,
): Promise<{ loggedOut: boolean }> {
  const own = await findLiveSessions(ctx, userId);
  const secrets = sessionSecrets(ctx.config);
  const match = own.find((session) =>
    secrets.some((secret) => publicSessionId(secret, session.storedId) === publicId),
  );
  if (!match) throw new HttpError(404, SESSIONS_MESSAGES.notFound);
  await deleteSession(ctx, match.storedId);
  return { loggedOut: match.storedId === currentSessionId };
}

/** Ends every session of the member but the asking one; answers how many ended. */
export async function deleteOtherSessions(
  ctx: AppContext,
  userId: number,
  currentSessionId: string,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const others = await tx
      .select({ storedId: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)));
    await deleteUserSessions(tx, userId, currentSessionId);
    return others.length;
  });
}
