// Server-side sessions: a random token in the cookie, its SHA-256 in the table (PRODUCT 11).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '../../../../contract/constants';
import type { AppContext } from '../../../context';
import type { DbOrTx, PreparedQuery } from '../../../db/client';
import { pushSubscriptions, sessions, users } from '../../../db/schema/index';

/** How stale the rolling expiry may get before a request refreshes it (one write an hour at most). */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

/**
 * Every signed-in API request runs this, so it is one named prepared statement (parsed and planned
 * once per connection) rather than a drizzle query PostgreSQL would plan each time, and the reads
 * of requests arriving together share one statement (`SessionReader`). Times come back as whole
 * epoch milliseconds, which both drivers return as plain numbers. The ids travel as one
 * comma-separated text (hex digests hold no comma), which both drivers send alike. They are
 * joined as rows: as `s.id = any(string_to_array(...))`, the generic plan PostgreSQL settles on
 * after five runs scanned the sessions and split the text again for every row it looked at.
 */
const SESSION_READ = `select s.id as session_id,
  floor(extract(epoch from s.expires_at) * 1000)::float8 as expires_at,
  floor(extract(epoch from s.absolute_expires_at) * 1000)::float8 as absolute_expires_at,
  s.second_factor,
  u.id, u.username, u.email, u.karma_points, u.is_admin,
  floor(extract(epoch from u.username_chosen_at) * 1000)::float8 as username_chosen_at,
  floor(extract(epoch from u.created_at) * 1000)::float8 as created_at,
  floor(extract(epoch from u.last_login) * 1000)::float8 as last_login,
  floor(extract(epoch from u.email_confirmed_at) * 1000)::float8 as email_confirmed_at,
  floor(extract(epoch from u.two_factor_enabled_at) * 1000)::float8 as two_factor_enabled_at,
  u.locale
from unnest(string_to_array($1::text, ',')) as wanted(id)
join sessions s on s.id = wanted.id
join users u on u.id = s.user_id`;

/** Session reads one statement carries at most. */
const MAX_READS_PER_STATEMENT = 256;

interface SessionRow {
  session_id: string;
  expires_at: number;
  absolute_expires_at: number;
  second_factor: boolean;
  id: number;
  username: string;
  username_chosen_at: number | null;
  email: string;
  karma_points: number;
  is_admin: boolean;
  created_at: number;
  last_login: number | null;
  email_confirmed_at: number | null;
  two_factor_enabled_at: number | null;
  locale: string | null;
}

export interface SessionUser {
  id: number;
  username: string;
  usernameChosenAt: Date | null;
  email: string;
  karmaPoints: number;
  isAdmin: boolean;
  createdAt: Date;
  lastLogin: Date | null;
  /** When the address was confirmed (DECISIONS 57); null: not yet. */
  emailConfirmedAt: Date | null;
  /** When two-factor sign-in was turned on; null: off. */
  twoFactorEnabledAt: Date | null;
  /** The language the member chose (PRODUCT 29); null: never chosen. */
  locale: string | null;
}

export interface ResolvedSession {
  id: string;
  user: SessionUser;
  /** Whether the session was opened, or confirmed since, with a second factor. */
  secondFactor: boolean;
  expiresAt: Date;
  /** True when the rolling expiry moved and the cookie should be sent again. */
  refreshed: boolean;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** Longest User-Agent kept for the sessions list; real browsers send a few hundred characters. */
const USER_AGENT_MAX_LENGTH = 512;

export async function createSession(
  ctx: AppContext,
  userId: number,
  tx: DbOrTx = ctx.db,
  userAgent?: string,
  secondFactor = false,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = ctx.now().getTime();
  const expiresAt = new Date(now + SESSION_IDLE_TIMEOUT_MS);
  await tx.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt,
    absoluteExpiresAt: new Date(now + SESSION_ABSOLUTE_TIMEOUT_MS),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
    secondFactor,
    lastUsedAt: new Date(now),
    createdAt: new Date(now),
    updatedAt: new Date(now),
  });
  return { token, expiresAt };
}

interface PendingRead {
  id: string;
  resolve: (row: SessionRow | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads the sessions of the requests that arrived in the same turn of the event loop with one
 * statement: under load, tens of signed-in requests share a round trip instead of queueing for the
 * pool's connections one by one. Nothing is kept between turns (SECURITY S6): every request still
 * reads its session and role from the database. Each app makes one (auth.plugin.ts).
 */
export class SessionReader {
  private pending: PendingRead[] = [];
  private scheduled = false;

  constructor(private readonly query: PreparedQuery) {}

  read(id: string): Promise<SessionRow | undefined> {
    return new Promise((resolve, reject) => {
      this.pending.push({ id, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    this.scheduled = false;
    const reads = this.pending;
    this.pending = [];
    for (let start = 0; start < reads.length; start += MAX_READS_PER_STATEMENT) {
      void this.run(reads.slice(start, start + MAX_READS_PER_STATEMENT));
    }
  }

  private async run(reads: PendingRead[]): Promise<void> {
    const ids = [...new Set(reads.map((read) => read.id))];
    try {
      const rows = await this.query<SessionRow>(SESSION_READ, [ids.join(',')]);
      const byId = new Map(rows.map((row) => [row.session_id, row]));
      for (const read of reads) read.resolve(byId.get(read.id));
    } catch (error) {
      for (const read of reads) read.reject(error);
    }
  }
}

export async function resolveSession(
  ctx: AppContext,
  reader: SessionReader,
  token: string,
): Promise<ResolvedSession | null> {
  const id = hashToken(token);
  const found = await reader.read(id);
  if (!found) return null;
  const row = {
    secondFactor: found.second_factor,
    expiresAt: new Date(found.expires_at),
    absoluteExpiresAt: new Date(found.absolute_expires_at),
    user: {
      id: found.id,
      username: found.username,
      usernameChosenAt:
        found.username_chosen_at === null ? null : new Date(found.username_chosen_at),
      email: found.email,
      karmaPoints: found.karma_points,
      isAdmin: found.is_admin,
      createdAt: new Date(found.created_at),
      lastLogin: found.last_login === null ? null : new Date(found.last_login),
      emailConfirmedAt:
        found.email_confirmed_at === null ? null : new Date(found.email_confirmed_at),
      twoFactorEnabledAt:
        found.two_factor_enabled_at === null ? null : new Date(found.two_factor_enabled_at),
      locale: found.locale,
    },
  };
  const now = ctx.now().getTime();
  if (row.expiresAt.getTime() <= now || row.absoluteExpiresAt.getTime() <= now) {
    await ctx.db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const rolled = Math.min(now + SESSION_IDLE_TIMEOUT_MS, row.absoluteExpiresAt.getTime());
  if (rolled - row.expiresAt.getTime() < REFRESH_AFTER_MS) {
    return {
      id,
      user: row.user,
      secondFactor: row.secondFactor,
      expiresAt: row.expiresAt,
      refreshed: false,
    };
  }
  const expiresAt = new Date(rolled);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ expiresAt, lastUsedAt: new Date(now), updatedAt: new Date(now) })
      .where(eq(sessions.id, id));
    await tx
      .update(users)
      .set({ lastActiveAt: new Date(now) })
      .where(eq(users.id, row.user.id));
  });
  return { id, user: row.user, secondFactor: row.secondFactor, expiresAt, refreshed: true };
}

/**
 * Which of these sessions still live, neither ended nor expired: the live event streams ask on
 * every heartbeat (DECISIONS 78). It only reads, so a tab left open does not keep its session
 * alive.
 */
export async function findLiveSessions(ctx: AppContext, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const now = ctx.now();
  const rows = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inArray(sessions.id, ids),
        gt(sessions.expiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function deleteSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Moves the push devices of a session to the one renewing it (a second factor confirmed): the
 * sign-in goes on, and so do its notifications (DECISIONS 76).
 */
export async function carryPushDevices(ctx: AppContext, from: string, to: string): Promise<void> {
  await ctx.db
    .update(pushSubscriptions)
    .set({ sessionId: to })
    .where(eq(pushSubscriptions.sessionId, from));
}

/** Ends every session of a member, or every one but `keep` (the request's own). */
export async function deleteUserSessions(tx: DbOrTx, userId: number, keep?: string): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      keep === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keep)),
    );
}
