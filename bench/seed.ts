// What the bench writes into and reads from a database: compliments, members with sessions, and
// the counts the count check compares. The same SQL runs on PostgreSQL and on PGlite.
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { sign } from '@fastify/cookie';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '../src/contract/constants';
import { sessionCookieName } from '../src/server/plugins/session';

export interface Sql {
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export function postgresSql(url: string): Sql {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  return {
    query: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await sql.unsafe(text, params as never[])) as unknown as T[],
    close: () => sql.end(),
  };
}

/** The app's PGlite folder, opened while the app is stopped (PGlite allows one process). */
export async function pgliteSql(dataDir: string): Promise<Sql> {
  const db = await PGlite.create(`${dataDir}/db`);
  return {
    query: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await db.query<T>(text, params)).rows,
    close: () => db.close(),
  };
}

export async function seedCompliments(sql: Sql, count: number): Promise<void> {
  await sql.query(
    `insert into compliments (text)
     select 'Bench compliment number ' || g || ': you make the world kinder.'
     from generate_series(1, $1::int) g`,
    [count],
  );
  await sql.query(
    `insert into inspirational_images (image_url, title, category)
     select '/images/demo/calm-sea.svg', 'Bench image ' || g, 'Bench'
     from generate_series(1, 6) g`,
  );
}

/**
 * Members with a live session each; the Cookie values the load sends. Sessions expire a full idle
 * timeout from now, so no request of the run refreshes them.
 */
export async function seedMembers(
  sql: Sql,
  count: number,
  sessionSecret: string,
): Promise<string[]> {
  const tag = randomBytes(3).toString('hex');
  const users = await sql.query<{ id: number }>(
    `insert into users (username, email, password_hash)
     select 'bench-${tag}-' || g, 'bench-${tag}-' || g || '@example.com', 'not-a-hash'
     from generate_series(1, $1::int) g
     returning id`,
    [count],
  );
  const tokens = users.map(() => randomBytes(32).toString('base64url'));
  const rows = users.map(
    (user, i) =>
      `('${createHash('sha256').update(tokens[i]!).digest('hex')}', ${Number(user.id)},
        now() + interval '${SESSION_IDLE_TIMEOUT_MS} milliseconds',
        now() + interval '${SESSION_ABSOLUTE_TIMEOUT_MS} milliseconds')`,
  );
  await sql.query(
    `insert into sessions (id, user_id, expires_at, absolute_expires_at) values ${rows.join(',')}`,
  );
  const name = sessionCookieName(true);
  return tokens.map((token) => `${name}=${encodeURIComponent(sign(token, sessionSecret))}`);
}

export async function visibleComplimentIds(sql: Sql, limit: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    'select id from compliments where is_visible order by id limit $1',
    [limit],
  );
  return rows.map((row) => Number(row.id));
}

/** The share card address of each of the first `limit` visible compliments, oldest first. */
export async function cardPaths(sql: Sql, limit: number): Promise<string[]> {
  const rows = await sql.query<{ public_id: string }>(
    'select public_id from compliments where is_visible order by id limit $1',
    [limit],
  );
  return rows.map((row) => `/c/${row.public_id}/card.png`);
}

export interface Counts {
  seen: number;
  deliveries: number;
  thanks: number;
}

export async function readCounts(sql: Sql): Promise<Counts> {
  const [row] = await sql.query<{ seen: string; deliveries: string; thanks: string }>(
    `select (select coalesce(sum(seen_count), 0) from compliment_seen_counts)::text as seen,
            (select count(*) from deliveries)::text as deliveries,
            (select count(*) from thanks)::text as thanks`,
  );
  return {
    seen: Number(row?.seen),
    deliveries: Number(row?.deliveries),
    thanks: Number(row?.thanks),
  };
}

/** A request list for load-list.lua and count-load.ts. */
export function writeList(file: string, lines: string[]): string {
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** `GET path` for each member in turn. */
export const memberList = (path: string, cookies: string[]) =>
  cookies.map((cookie) => `GET\t${path}\t${cookie}`);

/**
 * Thanks from the k-th (member, compliment) pair on: every line a pair no earlier line used, so
 * none answers 409 (distinct while the list is no longer than members × compliments), and
 * neighbouring lines name different compliments and members, so concurrent thanks do not queue on
 * one row's lock.
 */
export function thankList(cookies: string[], complimentIds: number[], from: number, count: number) {
  const lines: string[] = [];
  for (let k = from; k < from + count; k++) {
    const round = Math.floor(k / complimentIds.length);
    const slot = k % complimentIds.length;
    const cookie = cookies[(round + slot) % cookies.length]!;
    lines.push(`POST\t/api/compliments/${complimentIds[slot]!}/thank\t${cookie}`);
  }
  return lines;
}
