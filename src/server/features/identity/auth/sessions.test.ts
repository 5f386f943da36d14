import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { createUser, loginCookie, signedInUser } from '../../../../../test/factories';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '../../../../contract/constants';
import { MESSAGES } from '../../../../contract/messages';
import { sessions, users } from '../../../db/schema/index';
import {
  login,
  me,
  sessionCookie,
  setCookieHeaders,
  sha256Hex,
  tokenOfCookie,
} from '../../../../../test/helpers/auth';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const sessionRow = async (cookie: string) => {
  const [row] = await t.ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sha256Hex(tokenOfCookie(cookie))));
  return row;
};

const expectSignedOut = async (cookie: string) => {
  const res = await me(t, cookie);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: MESSAGES.notLoggedIn });
  return res;
};

describe('S1 cookie flags', () => {
  it('S1 cookie flags (development): HttpOnly, SameSite=Lax, Path=/, and the token never in the body', async () => {
    const user = await createUser(t.app);
    const res = await login(t, user.email, user.password);
    expect(res.statusCode).toBe(200);
    const [header] = setCookieHeaders(res);
    const parts = header!.split(';').map((part) => part.trim());
    expect(parts[0]).toMatch(/^kindly_session=[^;]+$/);
    expect(parts).toContain('HttpOnly');
    expect(parts).toContain('SameSite=Lax');
    expect(parts).toContain('Path=/');
    const maxAge = Number(parts.find((part) => part.startsWith('Max-Age='))?.slice(8));
    expect(maxAge).toBeGreaterThan(SESSION_IDLE_TIMEOUT_MS / 1000 - 5);
    expect(maxAge).toBeLessThanOrEqual(SESSION_IDLE_TIMEOUT_MS / 1000);
    expect(parts.some((part) => /^Domain=/i.test(part))).toBe(false);
    const cookie = sessionCookie(res);
    const token = tokenOfCookie(cookie);
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain(cookie.split('=')[1]);
    expect((await me(t, cookie)).body).not.toContain(token);
  });
});

describe('S2 fixation', () => {
  it('S2 fixation: a planted cookie is replaced at login and the planted value stays signed out', async () => {
    const user = await createUser(t.app);
    const planted = `kindly_session=${t.app.signCookie('attacker-chosen-session-value-0001')}`;
    const res = await login(t, user.email, user.password, { headers: { cookie: planted } });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(planted);
    expect(tokenOfCookie(fresh)).not.toBe('attacker-chosen-session-value-0001');
    expect(setCookieHeaders(res)).toHaveLength(1);
    expect((await me(t, fresh)).statusCode).toBe(200);
    await expectSignedOut(planted);
  });

  it("S2 fixation: a session the browser held before login is ended, even another account's", async () => {
    const attacker = await signedInUser(t.app);
    const victim = await createUser(t.app);
    const res = await login(t, victim.email, victim.password, {
      headers: { cookie: attacker.cookie },
    });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(attacker.cookie);
    expect((await me(t, fresh)).json().id).toBe(victim.id);
    await expectSignedOut(attacker.cookie);
    expect(await sessionRow(attacker.cookie)).toBeUndefined();
  });

  it('S2 fixation: every login gives a new session id', async () => {
    const user = await createUser(t.app);
    const first = await loginCookie(t.app, user);
    const second = await loginCookie(t.app, user);
    expect(tokenOfCookie(first)).not.toBe(tokenOfCookie(second));
  });
});

describe('S3 logout kills', () => {
  it('S3 logout kills: the old cookie replayed after logout gets 401 and the session row is gone', async () => {
    const { cookie } = await signedInUser(t.app);
    expect(await sessionRow(cookie)).toBeDefined();
    const out = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const replay = await expectSignedOut(cookie);
    expect(replay.headers['set-cookie']).toBeDefined();
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('S3 logout kills: logging out one device leaves the other signed in', async () => {
    const user = await createUser(t.app);
    const phone = await loginCookie(t.app, user);
    const laptop = await loginCookie(t.app, user);
    await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: phone } });
    await expectSignedOut(phone);
    expect((await me(t, laptop)).statusCode).toBe(200);
  });
});

describe('S4 token quality', () => {
  it('S4 token quality: at least 128 random bits in the cookie, only its SHA-256 in the table', async () => {
    const user = await createUser(t.app);
    const cookies = [await loginCookie(t.app, user), await loginCookie(t.app, user)];
    const tokens = cookies.map(tokenOfCookie);
    for (const [i, token] of tokens.entries()) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      const row = await sessionRow(cookies[i]!);
      expect(row?.userId).toBe(user.id);
      expect(row!.id).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
    const stored = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const dump = JSON.stringify(stored);
    for (const token of tokens) expect(dump).not.toContain(token);
  });

  it('S4 token quality: tampered, truncated, foreign or garbage cookies get 401, never 500', async () => {
    const { cookie } = await signedInUser(t.app);
    const [name, value] = [
      cookie.slice(0, cookie.indexOf('=')),
      cookie.slice(cookie.indexOf('=') + 1),
    ];
    const token = tokenOfCookie(cookie);
    const flip = (s: string, at: number) =>
      s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
    const variants = [
      flip(value, 3),
      flip(value, value.length - 2),
      value.slice(0, -1),
      value.slice(0, value.lastIndexOf('.')),
      token,
      `${token}.`,
      t.app.signCookie(flip(token, 5)),
      t.app.signCookie(''),
      'x'.repeat(4000),
      '%E0%A4%A',
      '..',
      '"quoted"',
      'ünïcødé',
    ];
    for (const variant of variants) {
      const res = await me(t, `${name}=${variant}`);
      expect(res.statusCode, variant).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.notLoggedIn });
    }
    // The genuine cookie still works: nothing above ended it.
    expect((await me(t, cookie)).statusCode).toBe(200);
  });
});

describe('S5 timeouts', () => {
  it('S5 timeouts: a session idle past 30 days gets 401 and its row is removed', async () => {
    const { cookie } = await signedInUser(t.app);
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    expect((await me(t, cookie)).statusCode).toBe(200);

    const idle = await signedInUser(t.app);
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS + MINUTE);
    await expectSignedOut(idle.cookie);
    expect(await sessionRow(idle.cookie)).toBeUndefined();
  });

  it('S5 timeouts: use rolls the expiry forward, at most one write an hour, never past 90 days', async () => {
    const { cookie } = await signedInUser(t.app);
    const loggedInAt = t.ctx.now().getTime();
    const absoluteEnd = loggedInAt + SESSION_ABSOLUTE_TIMEOUT_MS;

    // Right after login nothing needs refreshing.
    t.clock.advance(10 * MINUTE);
    expect(setCookieHeaders(await me(t, cookie))).toEqual([]);

    // Every 20 days of use moves the 30-day window (day 40 and on are past the first one);
    // neither the row nor the cookie ever outlives the absolute end.
    for (let day = 20; day <= 80; day += 20) {
      t.clock.reset();
      t.clock.advance(day * DAY);
      const res = await me(t, cookie);
      expect(res.statusCode, `day ${day}`).toBe(200);
      const maxAge = setCookieHeaders(res)
        .join(';')
        .match(/Max-Age=(\d+)/);
      const row = await sessionRow(cookie);
      expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(absoluteEnd);
      if (maxAge) {
        const remainingSeconds = (absoluteEnd - t.ctx.now().getTime()) / 1000;
        expect(Number(maxAge[1])).toBeLessThanOrEqual(Math.ceil(remainingSeconds));
        expect(Number(maxAge[1])).toBeLessThanOrEqual(SESSION_IDLE_TIMEOUT_MS / 1000);
      }
      if (day === 20) {
        expect(maxAge).not.toBeNull();
        // A second request a minute later writes nothing.
        t.clock.advance(MINUTE);
        expect(setCookieHeaders(await me(t, cookie))).toEqual([]);
      }
    }

    t.clock.reset();
    t.clock.advance(SESSION_ABSOLUTE_TIMEOUT_MS - MINUTE);
    expect((await me(t, cookie)).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    await expectSignedOut(cookie);
    expect(await sessionRow(cookie)).toBeUndefined();
  });
});

describe('S6 revocation is immediate', () => {
  it('S6 revocation is immediate: a demoted admin is a member on the very next request', async () => {
    const { user, cookie } = await signedInUser(t.app, { isAdmin: true });
    const adminCall = () =>
      t.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });
    const isAdmin = () =>
      t.inject({ method: 'GET', url: '/api/admin/isAdmin', headers: { cookie } });
    expect((await me(t, cookie)).json().isAdmin).toBe(true);
    expect((await adminCall()).statusCode).toBe(200);
    expect((await isAdmin()).json()).toBe(true);

    await t.ctx.db.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));
    const res = await me(t, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().isAdmin).toBe(false);
    const refused = await adminCall();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.adminRequired });
    expect((await isAdmin()).json()).toBe(false);
  });

  it("S6 revocation is immediate: a deleted user's cookie gets 401 on the very next request", async () => {
    const { user, cookie } = await signedInUser(t.app);
    expect((await me(t, cookie)).statusCode).toBe(200);
    await t.ctx.db.delete(users).where(eq(users.id, user.id));
    await expectSignedOut(cookie);
    const adminCall = await t.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie },
    });
    expect(adminCall.statusCode).toBe(401);
  });
});
