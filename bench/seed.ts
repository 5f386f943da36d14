// What the bench writes into and reads from a database: compliments, members with sessions, and
// the counts the count check compares. The same SQL runs on PostgreSQL and on PGlite.
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { sign } from '@fastify/cookie';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '../src/contract/constants';
import { sessionCookieName } from '../src/server/features/identity/auth/session-cookie';

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
  // One in ten in Spanish, spread over the ids: a Spanish reader's pick probes the id range for
  // them (DECISIONS 74), as a reader of a smaller language would on a larger site.
  await sql.query(
    `insert into compliments (text, language)
     select case when g % 10 = 0
         then 'Cumplido de prueba número ' || g || ': haces el mundo más amable.'
         else 'Bench compliment number ' || g || ': you make the world kinder.' end,
       case when g % 10 = 0 then 'es' else 'en' end
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
 * Members with a confirmed address (thanks and submissions need one) and a live session each; the
 * Cookie values the load sends. Sessions expire a full idle timeout from now, so no request of the
 * run refreshes them.
 */
export async function seedMembers(
  sql: Sql,
  count: number,
  sessionSecret: string,
): Promise<string[]> {
  const tag = randomBytes(3).toString('hex');
  const users = await sql.query<{ id: number }>(
    `insert into users (username, email, password_hash, email_confirmed_at)
     select 'bench-${tag}-' || g, 'bench-${tag}-' || g || '@example.com', 'not-a-hash', now()
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

/**
 * Thanks a site in use already holds, from members the load never signs in as: the statistics
 * then plan the thank's counts on an index, as autovacuum keeps them on a live site, instead of
 * on a thanks table that was empty when it was analysed.
 */
export async function seedPastThanks(sql: Sql, members: number, each: number): Promise<void> {
  const tag = randomBytes(3).toString('hex');
  await sql.query(
    `with past as (
       insert into users (username, email, password_hash, email_confirmed_at)
       select 'past-${tag}-' || g, 'past-${tag}-' || g || '@example.com', 'not-a-hash', now()
       from generate_series(1, $1::int) g
       returning id
     ), picks as (
       select id, row_number() over (order by id) as n from compliments where is_visible
     )
     insert into thanks (compliment_id, thanker_id)
     select picks.id, past.id from past
     join picks on picks.n % $1::int = past.id % $1::int and picks.n <= $1::int * $2::int`,
    [members, each],
  );
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

/**
 * Promotions for the /gift pick, shown now, as the demo content has them: half for every country,
 * half for a few (which a visitor without a country never gets).
 */
export async function seedPromotions(sql: Sql, count: number): Promise<void> {
  await sql.query(
    `insert into promotions (service_provider_name, discount_title, discount_description,
       discount_code, website_url, published_at, expire_at, counties)
     select 'Bench partner ' || g, 'A treat for you, number ' || g,
            'A kind discount from a bench partner, for everyone who reads this.',
            'BENCH' || g, 'https://example.com/offer/' || g, now() - interval '1 day',
            now() + interval '30 days',
            case when g % 2 = 0 then '{}'::text[] else array['US', 'GB'] end
     from generate_series(1, $1::int) g`,
    [count],
  );
}

export interface Counts {
  seen: number;
  deliveries: number;
  thanks: number;
  compliments: number;
}

export async function readCounts(sql: Sql): Promise<Counts> {
  const [row] = await sql.query<{
    seen: string;
    deliveries: string;
    thanks: string;
    compliments: string;
  }>(
    `select (select coalesce(sum(seen_count), 0) from compliment_seen_counts)::text as seen,
            (select count(*) from deliveries)::text as deliveries,
            (select count(*) from thanks)::text as thanks,
            (select count(*) from compliments)::text as compliments`,
  );
  return {
    seen: Number(row?.seen),
    deliveries: Number(row?.deliveries),
    thanks: Number(row?.thanks),
    compliments: Number(row?.compliments),
  };
}

/**
 * A request list for load-list.lua and count-load.ts: one request a line, METHOD, a tab, PATH, and
 * optionally a tab and a Cookie value, and a tab and a JSON body.
 */
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

/** Words that spell a number in a compliment: no digits, which the profanity check reads as letters. */
const NUMBER_WORDS = [
  'calm',
  'bright',
  'gentle',
  'warm',
  'brave',
  'clever',
  'steady',
  'sunny',
  'honest',
  'patient',
];

/** The k-th bench compliment: a distinct text for every k below a million. */
function submitText(k: number): string {
  const words = String(k)
    .padStart(6, '0')
    .split('')
    .map((digit) => NUMBER_WORDS[Number(digit)]!);
  return `Your ${words.join(' ')} way of listening makes everyone around you feel welcome.`;
}

/**
 * Compliments submitted from the k-th text on, by each member in turn: every text distinct, so none
 * answers 409 (while the list is shorter than a million lines and no two lists overlap).
 */
export function submitList(cookies: string[], from: number, count: number) {
  const lines: string[] = [];
  for (let k = from; k < from + count; k++) {
    const cookie = cookies[k % cookies.length]!;
    lines.push(`POST\t/api/compliments\t${cookie}\t${JSON.stringify({ text: submitText(k) })}`);
  }
  return lines;
}

/**
 * What /profile asks first, for a signed-in member: who is signed in, then at once what the frame
 * (the unread count, badges awaiting a celebration) and the first screen read (the next badge, the
 * digest switch, the tab names' lists and the Submitted tab).
 */
export const PROFILE_FIRST_SCREEN = [
  '/api/auth/me',
  '/api/messages/unread-count',
  '/api/badges/celebrations',
  '/api/badges/progress',
  '/api/digest',
  '/api/compliments/submitted',
  '/api/compliments/received',
  '/api/badges',
  '/api/messages',
];

/** The calls of the profile's first screen, member after member. */
export const profileList = (cookies: string[]) =>
  cookies.flatMap((cookie) => PROFILE_FIRST_SCREEN.map((path) => `GET\t${path}\t${cookie}`));
