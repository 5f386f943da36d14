import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import type { Database } from '../../src/server/db/client';
import { signedInUser, uniqueEmail } from '../factories';
import { buildPlatformApp, type PlatformApp } from './platform-app';

let t: PlatformApp;
beforeAll(async () => {
  t = await buildPlatformApp();
});
afterAll(() => t.close());

const EVIL = 'https://evil.example';
const OWN = 'http://localhost:3000';

async function countUsersWithEmail(email: string): Promise<number> {
  const rows = await t.ctx.database.rows<{ n: number }>(
    sql`select count(*)::int as n from users where email = ${email}`,
  );
  return Number(rows[0]?.n);
}

const me = (cookie: string) =>
  t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('C5 CSRF by origin', () => {
  it('C5 refuses a logout with a foreign Origin and keeps the session', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: EVIL },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.crossSiteRefused });
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('C5 refuses a logout marked Sec-Fetch-Site: cross-site, even with no Origin', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('C5 refuses a same-site sibling and an opaque "null" Origin', async () => {
    const { cookie } = await signedInUser(t.app);
    for (const headers of [
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.localhost' },
      { origin: 'null' },
    ]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, ...headers },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('C5 refuses a cross-site register and creates no account', async () => {
    for (const headers of [{ origin: EVIL }, { 'sec-fetch-site': 'cross-site' }]) {
      const email = uniqueEmail();
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: { username: email, email, password: 'quiet-harbour-51' },
      });
      expect(res.statusCode).toBe(403);
      expect(await countUsersWithEmail(email)).toBe(0);
    }
  });

  it('C5 lets a same-origin logout through', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: OWN, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('C5 lets a same-origin register through, by Origin alone or by Sec-Fetch-Site alone', async () => {
    for (const headers of [{ origin: OWN }, { 'sec-fetch-site': 'same-origin' }]) {
      const email = uniqueEmail();
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: { username: email, email, password: 'quiet-harbour-51' },
      });
      expect(res.statusCode).toBe(201);
      expect(await countUsersWithEmail(email)).toBe(1);
    }
  });

  it('C5 treats a request with neither Origin nor Sec-Fetch-Site as a non-browser client', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('C6 no simple-request writes', () => {
  const bodies = [
    [
      'text/plain',
      (email: string) => JSON.stringify({ username: email, email, password: 'quiet-harbour-51' }),
    ],
    [
      'application/x-www-form-urlencoded',
      (email: string) =>
        `${encodeURIComponent(JSON.stringify({ username: email, email, password: 'quiet-harbour-51' }))}=`,
    ],
  ] as const;

  for (const [contentType, body] of bodies) {
    it(`C6 answers 415 to a ${contentType} register holding JSON and creates no account`, async () => {
      const email = uniqueEmail();
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': contentType },
        payload: body(email),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: MESSAGES.unsupportedMediaType });
      expect(await countUsersWithEmail(email)).toBe(0);
    });

    it(`C6 answers 415 to a ${contentType} logout and keeps the session`, async () => {
      const { cookie } = await signedInUser(t.app);
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, 'content-type': contentType },
        payload: '{}',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: MESSAGES.unsupportedMediaType });
      expect((await me(cookie)).statusCode).toBe(200);
    });
  }

  const boundary = 'kindly-c6-boundary';
  const multipart = (fields: Record<string, string>) => ({
    'content-type': `multipart/form-data; boundary=${boundary}`,
    payload:
      Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`,
  });

  it('C6 answers 415 to a multipart logout outside the upload routes and keeps the session', async () => {
    const { cookie } = await signedInUser(t.app);
    const { payload, ...headers } = multipart({ reason: '{}' });
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, ...headers },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MESSAGES.unsupportedMediaType });
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('C6 answers 415 to a multipart register and creates no account', async () => {
    const email = uniqueEmail();
    const { payload, ...headers } = multipart({
      email,
      username: email,
      password: 'quiet-harbour-51',
    });
    const res = await t.inject({ method: 'POST', url: '/api/auth/register', headers, payload });
    expect(res.statusCode).toBe(415);
    expect(await countUsersWithEmail(email)).toBe(0);
  });

  it('C6 leaves multipart to the admin upload routes', async () => {
    const { cookie } = await signedInUser(t.app, { isAdmin: true });
    const { payload, ...headers } = multipart({ ownerName: 'Someone' });
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/inspirational-images/upload',
      headers: { cookie, ...headers },
      payload,
    });
    // The upload route itself answers (no file was sent); the C6 rule did not refuse it.
    expect(res.statusCode).toBe(400);
  });

  it('C6 still accepts application/json with a charset', async () => {
    const email = uniqueEmail();
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ username: email, email, password: 'quiet-harbour-51' }),
    });
    expect(res.statusCode).toBe(201);
  });
});

/** Row count and a checksum of every table, leaving out what a session's rolling refresh moves. */
async function snapshot(database: Database): Promise<Record<string, string>> {
  const rolling: Record<string, string[]> = {
    sessions: ['expires_at', 'updated_at'],
    users: ['last_active_at'],
  };
  const columns = await database.rows<{ table: string; column: string }>(
    sql`
      select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (rolling[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), `"${column}"`]);
  }
  const result: Record<string, string> = {};
  for (const [table, cols] of byTable) {
    const [row] = await database.rows<{ n: number; sum: string }>(
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(md5(row(${cols.join(', ')})::text), ',' order by md5(row(${cols.join(', ')})::text))), '') as sum from "${table}"`,
      ),
    );
    result[table] = `${row?.n}:${row?.sum}`;
  }
  return result;
}

/** GET routes with a documented side effect: the counted redirects, and the spec's random
 * compliment, which records a delivery and counts a view (DECISIONS 9). */
const COUNTED_GETS = [/^\/r\//, /^\/api\/compliments\/random$/];
/** GETs answered with a stream that stays open (a member's live events): read to their headers. */
const STREAMED_GETS = ['/api/events'];

function concretePaths(url: string): string[] {
  if (!/[:*]/.test(url)) return [url];
  return ['1', randomUUID()].map((value) =>
    url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, value).replace(/\*/g, value),
  );
}

describe('C7 GET is safe and CORS is closed', () => {
  it('C7 every GET route, as a guest and as a member, changes no row', async () => {
    const gets = t.routes.filter(
      (route) => route.method === 'GET' && !COUNTED_GETS.some((pattern) => pattern.test(route.url)),
    );
    expect(gets.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/auth/me']),
    );
    const { cookie } = await signedInUser(t.app);
    const before = await snapshot(t.ctx.database);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'sessions']));
    let requests = 0;
    for (const route of gets) {
      for (const url of concretePaths(route.url)) {
        for (const headers of [{}, { cookie }]) {
          const streamed = STREAMED_GETS.includes(url);
          const res = await t.inject({ method: 'GET', url, headers, payloadAsStream: streamed });
          if (streamed) res.stream().destroy();
          requests += 1;
          expect(res.statusCode, url).toBeLessThan(500);
        }
      }
    }
    await t.ctx.background.drain();
    expect(await snapshot(t.ctx.database)).toEqual(before);
    expect(requests).toBeGreaterThanOrEqual(gets.length * 2);
  });

  it('C7 gives a foreign Origin no Access-Control-Allow-Origin, with or without credentials', async () => {
    const { cookie } = await signedInUser(t.app);
    const asked = await t.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { origin: EVIL, cookie },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
    expect(asked.headers['access-control-allow-credentials']).toBeUndefined();

    const preflight = await t.inject({
      method: 'OPTIONS',
      url: '/api/auth/me',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});
