import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { signedInUser, type TestUser } from '../../../../../test/factories';
import { login, me, sessionCookie } from '../../../../../test/helpers/auth';
import { SESSIONS_MESSAGES, type AccountSession } from '../../../../contract/account-sessions';
import { MESSAGES } from '../../../../contract/messages';

// PRODUCT 11.4: the member's sessions, ending one, ending all others (SECURITY S9, S10).

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/131.0.0.0 Safari/537.36';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const withCookie = (cookie?: string) => (cookie ? { cookie } : {});

const listSessions = (cookie?: string) =>
  t.inject({ method: 'GET', url: '/api/account/sessions', headers: withCookie(cookie) });
const endSession = (cookie: string | undefined, id: string, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'DELETE',
    url: `/api/account/sessions/${id}`,
    headers: { ...withCookie(cookie), ...headers },
  });
const endOthers = (cookie: string | undefined, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url: '/api/account/sessions/end-others',
    headers: { ...withCookie(cookie), ...headers },
  });

/** Logs the member in again from another browser and answers that browser's cookie. */
async function logInFrom(user: TestUser, userAgent: string): Promise<string> {
  const res = await login(t, user.username, user.password, {
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

async function sessionsOf(cookie: string): Promise<AccountSession[]> {
  const res = await listSessions(cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sessions as AccountSession[];
}

describe('GET /api/account/sessions', () => {
  it('lists this device first and another log-in, with browser and system from the User-Agent', async () => {
    const { user } = await signedInUser(t.app);
    const laptop = await logInFrom(user, FIREFOX_LINUX);
    await logInFrom(user, SAFARI_IPHONE);

    const listed = await sessionsOf(laptop);
    // The factory's own log-in (no User-Agent), the laptop and the phone.
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ browser: 'Firefox', system: 'Linux', current: true });
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed).toContainEqual(
      expect.objectContaining({ browser: 'Safari', system: 'iOS', current: false }),
    );
    expect(listed).toContainEqual(
      expect.objectContaining({ browser: null, system: null, current: false }),
    );
    for (const session of listed) {
      expect(session.id).toMatch(/^[0-9a-f]{16}$/);
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastUsedAt)).not.toBeNaN();
      expect(Object.keys(session).sort()).toEqual(
        ['browser', 'createdAt', 'current', 'id', 'lastUsedAt', 'system'].sort(),
      );
    }
  });

  it('S10 never shows the stored session id, and each browser sees the same ids', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const other = await logInFrom(user, CHROME_WINDOWS);
    const stored = await t.ctx.database.rows<{ id: string }>(
      // Stored ids are the SHA-256 of the cookies' tokens.
      sql`select id from sessions where user_id = ${user.id}::int`,
    );
    const body = (await listSessions(cookie)).body;
    for (const row of stored) expect(body).not.toContain(row.id.slice(0, 16));
    const fromHere = (await sessionsOf(cookie)).map((s) => s.id).sort();
    const fromThere = (await sessionsOf(other)).map((s) => s.id).sort();
    expect(fromHere).toEqual(fromThere);
  });

  it('refuses a guest with 401', async () => {
    const res = await listSessions();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.notLoggedIn });
  });
});

describe('DELETE /api/account/sessions/:id', () => {
  it('S9 an ended session is refused at once: its cookie gets 401, this one carries on', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const phone = await logInFrom(user, SAFARI_IPHONE);
    expect((await me(t, phone)).statusCode).toBe(200);

    const target = (await sessionsOf(cookie)).find((s) => s.browser === 'Safari')!;
    const res = await endSession(cookie, target.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ loggedOut: false });
    expect(res.headers['set-cookie']).toBeUndefined();

    const refused = await me(t, phone);
    expect(refused.statusCode).toBe(401);
    expect((await listSessions(phone)).statusCode).toBe(401);
    expect((await me(t, cookie)).statusCode).toBe(200);
    expect((await sessionsOf(cookie)).map((s) => s.id)).not.toContain(target.id);
    // Ending it again: it is gone.
    const again = await endSession(cookie, target.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: SESSIONS_MESSAGES.notFound });
  });

  it('S10 a member cannot end another member’s session: 404, and that session carries on', async () => {
    const owner = await signedInUser(t.app);
    const attacker = await signedInUser(t.app);
    const [ownersSession] = await sessionsOf(owner.cookie);

    const res = await endSession(attacker.cookie, ownersSession!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: SESSIONS_MESSAGES.notFound });
    expect((await me(t, owner.cookie)).statusCode).toBe(200);
    expect((await me(t, attacker.cookie)).statusCode).toBe(200);
    // Nor does the owner's list show in the attacker's.
    const attackers = (await sessionsOf(attacker.cookie)).map((s) => s.id);
    expect(attackers).not.toContain(ownersSession!.id);
  });

  it('S10 answers 404 for ids of any other shape, stored ids included', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const [stored] = await t.ctx.database.rows<{ id: string }>(
      sql`select id from sessions where user_id = ${user.id}::int`,
    );
    for (const id of [stored!.id, stored!.id.slice(0, 16), 'not-an-id', '0123456789ABCDEF']) {
      const res = await endSession(cookie, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: SESSIONS_MESSAGES.notFound });
    }
    expect((await me(t, cookie)).statusCode).toBe(200);
  });

  it('ending this browser’s own session logs it out and clears the cookie', async () => {
    const { cookie } = await signedInUser(t.app);
    const [own] = await sessionsOf(cookie);
    expect(own!.current).toBe(true);
    const res = await endSession(cookie, own!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ loggedOut: true });
    expect(res.cookies[0]).toMatchObject({ value: '' });
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it('refuses a guest with 401 and a cross-site request with 403', async () => {
    const { cookie } = await signedInUser(t.app);
    const [own] = await sessionsOf(cookie);
    expect((await endSession(undefined, own!.id)).statusCode).toBe(401);
    const crossSite = await endSession(cookie, own!.id, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: MESSAGES.crossSiteRefused });
    const fetchSite = await endSession(cookie, own!.id, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);
    expect((await me(t, cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/account/sessions/end-others', () => {
  it('S9 ends every other session at once and keeps this one', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const others = [
      await logInFrom(user, FIREFOX_LINUX),
      await logInFrom(user, SAFARI_IPHONE),
      await logInFrom(user, CHROME_WINDOWS),
    ];
    const bystander = await signedInUser(t.app);

    const res = await endOthers(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 3 });
    for (const other of others) expect((await me(t, other)).statusCode).toBe(401);
    expect((await me(t, cookie)).statusCode).toBe(200);
    expect(await sessionsOf(cookie)).toEqual([expect.objectContaining({ current: true })]);
    // Another member's sessions are untouched.
    expect((await me(t, bystander.cookie)).statusCode).toBe(200);

    const again = await endOthers(cookie);
    expect(again.json()).toEqual({ ended: 0 });
  });

  it('refuses a guest with 401 and a cross-site request with 403', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const other = await logInFrom(user, FIREFOX_LINUX);
    expect((await endOthers(undefined)).statusCode).toBe(401);
    const crossSite = await endOthers(cookie, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: MESSAGES.crossSiteRefused });
    expect((await me(t, other)).statusCode).toBe(200);
  });
});
