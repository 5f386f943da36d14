import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../../../test/build-test-app';
import { createUser, signedInUser, uniqueEmail } from '../../../../../test/factories';
import { buildPlatformApp, type PlatformApp } from '../../../../../test/platform/platform-app';
import { MESSAGES } from '../../../../contract/messages';
import { buildApp } from '../../../app';
import { ConfigError, loadConfig, parseTrustProxy, type Config } from '../../../config';
import { users } from '../../../db/schema/index';
import { HttpError } from '../../../http-error';
import { LIMITS } from '../../../limiters';
import { createUser as createUserService } from './auth.service';
import { freshIp, login, register, sessionCookie } from '../../../../../test/helpers/auth';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

/** Turkish capital I with dot above: JavaScript lower-cases it to two code points, SQL to `i`. */
const DOTTED_I = '\u0130';

function expectTooMany(res: LightMyRequestResponse, windowSeconds: number): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: MESSAGES.tooManyRequests });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.headers['set-cookie']).toBeUndefined();
}

/** The email with the i's of its local part chosen by the bits of `n` turned into `İ`. */
function spelling(email: string, n: number): string {
  let bit = 0;
  const [local = '', domain = ''] = email.split('@');
  const spelled = [...local]
    .map((char) => {
      if (char !== 'i') return char;
      const dotted = (n >> bit) & 1;
      bit += 1;
      return dotted ? DOTTED_I : char;
    })
    .join('');
  return `${spelled}@${domain}`;
}

const accountRows = (email: string) =>
  t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);

describe('A10 one canonical account key', () => {
  it('A10 one canonical account key: 11 wrong logins for tim@…, then the right password as tİm@… (U+0130) is still 429', async () => {
    const tim = await createUser(t.app, { email: uniqueEmail('tim') });
    const dotted = tim.email.replace('i', DOTTED_I);
    expect(dotted).not.toBe(tim.email);
    expect(dotted.toLowerCase()).not.toBe(tim.email);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await login(t, tim.email, `guess-${i}`, { ip })).statusCode).toBe(401);
    }
    expectTooMany(await login(t, tim.email, 'guess-10', { ip }), 15 * 60);
    for (const variant of [dotted, dotted.toUpperCase(), `  ${dotted} `]) {
      expectTooMany(await login(t, variant, tim.password, { ip }), 15 * 60);
    }
    // Once the window has passed the look-up still finds tim, and only with tim's password.
    const later = await login(t, dotted, tim.password);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ id: tim.id, email: tim.email });
  });

  it('A10 one canonical account key: 120 failures over 120 spellings of one account (i or İ) get at most 100 answers of 401', async () => {
    const victim = await createUser(t.app, { email: uniqueEmail('iiiiiii') });
    const spellings = Array.from({ length: 120 }, (_, n) => spelling(victim.email, n));
    expect(new Set(spellings).size).toBe(120);
    const answers = await Promise.all(
      spellings.map((variant, i) => login(t, variant, `burst-${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    const limited = answers.filter((res) => res.statusCode === 429);
    expect(limited).toHaveLength(20);
    for (const res of limited) expectTooMany(res, 60 * 60);
    expectTooMany(await login(t, spelling(victim.email, 127), victim.password), 60 * 60);
  });

  it('A10 one canonical account key: the tİm@… variant cannot be registered, so no second account logs into the first', async () => {
    const tim = await createUser(t.app, { email: uniqueEmail('tim') });
    const dotted = tim.email.replace('i', DOTTED_I);
    const other = 'another-secret-91';
    // The API takes plain (ASCII) addresses only: the variant is not a valid email there.
    const viaApi = await register(t, { email: dotted, password: other });
    expect(viaApi.statusCode).toBe(400);
    expect(viaApi.json().message).toBe(MESSAGES.emailInvalidRegister);
    // The spellings the API does take, and the store itself, refuse what the look-up would merge.
    const shouted = await register(t, { email: tim.email.toUpperCase(), password: other });
    expect(shouted.statusCode).toBe(409);
    expect(shouted.json()).toEqual({ message: MESSAGES.emailTaken });
    const stored = await createUserService(t.ctx, { email: dotted, password: other }).catch(
      (error: unknown) => error,
    );
    expect(stored).toBeInstanceOf(HttpError);
    expect(stored).toMatchObject({ statusCode: 409, message: MESSAGES.emailTaken });

    expect(await accountRows(tim.email)).toEqual([{ id: tim.id }]);
    expect((await login(t, dotted, other)).statusCode).toBe(401);
    expect((await login(t, tim.email, other)).statusCode).toBe(401);
    expect((await login(t, dotted, tim.password)).json()).toMatchObject({ id: tim.id });
  });
});

describe('A11 per-address login limit', () => {
  it('A11 per-address login limit: 150 failed logins from one address, each with another username, end in 429 with Retry-After', async () => {
    expect(LIMITS.loginIp).toEqual({ points: 100, duration: 15 * 60 });
    const member = await createUser(t.app);
    const ip = freshIp();
    // A successful login from the address does not count against it.
    expect((await login(t, member.email, member.password, { ip })).statusCode).toBe(200);
    const answers: LightMyRequestResponse[] = [];
    for (let batch = 0; batch < 15; batch++) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () => login(t, uniqueEmail('spray'), 'Summer-2026!', { ip })),
        )),
      );
    }
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    const limited = answers.filter((res) => res.statusCode === 429);
    expect(limited).toHaveLength(50);
    for (const res of limited) expectTooMany(res, 15 * 60);
    // The right password from that address waits too; the member's own address does not.
    expectTooMany(await login(t, member.email, member.password, { ip }), 15 * 60);
    expect((await login(t, member.email, member.password)).statusCode).toBe(200);
  });
});

describe('A12 start-up admin', () => {
  const started: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of started) await app.close();
  });

  /** The app started again on the same database, as a deployment restart would. */
  async function restart(overrides: Partial<Config>): Promise<FastifyInstance> {
    const app = await buildApp(testConfig(overrides, t.clock), {
      testing: {
        database: t.testDb.database,
        skipMigrations: true,
      },
    });
    await app.ready();
    started.push(app);
    return app;
  }

  const call = (app: FastifyInstance, url: string, cookie: string) =>
    app.inject({ method: 'GET', url, headers: { cookie } });
  const signIn = (app: FastifyInstance, username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: freshIp(),
    });

  it('A12 start-up admin: ADMIN_EMAIL naming an address a member registered first does not promote it by default', async () => {
    expect(
      loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) }).adminPromoteExisting,
    ).toBe(false);
    const { user, cookie } = await signedInUser(t.app);
    const adminPassword = 'lighthouse-keeper-88';
    const app = await restart({
      admin: { email: user.email.toUpperCase(), password: adminPassword },
    });
    const current = await call(app, '/api/auth/me', cookie);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ id: user.id, isAdmin: false });
    expect((await call(app, '/api/admin/users', cookie)).statusCode).toBe(403);
    expect((await signIn(app, user.email, adminPassword)).statusCode).toBe(401);
    expect((await signIn(app, user.email, user.password)).json()).toMatchObject({
      id: user.id,
      isAdmin: false,
    });
  });

  it('A12 start-up admin: with ADMIN_PROMOTE_EXISTING=on the member is promoted and every session it had is ended', async () => {
    expect(
      loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), ADMIN_PROMOTE_EXISTING: 'on' })
        .adminPromoteExisting,
    ).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        SESSION_SECRET: 'x'.repeat(32),
        ADMIN_PROMOTE_EXISTING: 'yes',
      }),
    ).toThrow(ConfigError);
    const { user, cookie } = await signedInUser(t.app);
    const second = sessionCookie(await login(t, user.email, user.password));
    const adminPassword = 'lighthouse-keeper-88';
    const app = await restart({
      admin: { email: user.email, password: adminPassword },
      adminPromoteExisting: true,
    });
    for (const old of [cookie, second]) {
      expect((await call(app, '/api/auth/me', old)).statusCode).toBe(401);
      expect((await call(app, '/api/admin/users', old)).statusCode).toBe(401);
    }
    expect((await signIn(app, user.email, user.password)).statusCode).toBe(401);
    const signedIn = await signIn(app, user.email, adminPassword);
    expect(signedIn.json()).toMatchObject({ id: user.id, isAdmin: true });
    expect((await call(app, '/api/admin/users', sessionCookie(signedIn))).statusCode).toBe(200);
  });

  it('A12 start-up admin: an admin whose password start-up changes loses its sessions; an unchanged one keeps them', async () => {
    const { user, cookie } = await signedInUser(t.app, { isAdmin: true });
    const unchanged = await restart({ admin: { email: user.email, password: user.password } });
    expect((await call(unchanged, '/api/admin/users', cookie)).statusCode).toBe(200);

    const rotated = 'new-harbour-light-5';
    const app = await restart({ admin: { email: user.email, password: rotated } });
    expect((await call(app, '/api/auth/me', cookie)).statusCode).toBe(401);
    expect((await signIn(app, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(app, user.email, rotated)).json()).toMatchObject({
      id: user.id,
      isAdmin: true,
    });
  });

  it('A12 start-up admin: a new address is created as admin', async () => {
    const email = uniqueEmail('boss');
    const app = await restart({ admin: { email, password: 'lighthouse-keeper-88' } });
    expect((await signIn(app, email, 'lighthouse-keeper-88')).json()).toMatchObject({
      email,
      isAdmin: true,
    });
  });
});

describe('S8 proxies', () => {
  it('S8 proxies: TRUST_PROXY takes off, a hop count or proxy addresses and CIDRs; on is refused with a clear message', () => {
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['on', 'true', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2', '999']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(ConfigError);
    }
    expect(() => parseTrustProxy('on')).toThrow(/TRUST_PROXY=1/);
    const env = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'on' })).toThrow(ConfigError);
  });

  describe('behind proxies', () => {
    let hops: PlatformApp;
    let listed: PlatformApp;
    const addRoute = (app: FastifyInstance) => {
      app.get('/test-client-address', async (request) => ({ ip: request.ip }));
    };
    beforeAll(async () => {
      const env = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) };
      // Building the second app blocks the loop for a while; the first must not shed load for it.
      const serverLimits = { maxEventLoopDelay: 0 };
      hops = await buildPlatformApp({
        config: { trustProxy: loadConfig({ ...env, TRUST_PROXY: '2' }).trustProxy },
        beforeReady: addRoute,
        serverLimits,
      });
      listed = await buildPlatformApp({
        config: { trustProxy: loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8' }).trustProxy },
        beforeReady: addRoute,
        serverLimits,
      });
    }, 60_000);
    afterAll(async () => {
      await hops?.close();
      await listed?.close();
    });

    const seenAs = async (app: PlatformApp, socket: string, forwarded?: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/test-client-address',
        remoteAddress: socket,
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      });
      return res.json().ip as string;
    };

    it('S8 proxies: only the configured hops or addresses are trusted; a spoofed left-most address is ignored', async () => {
      // Two proxies: the client is the address the first proxy saw, whatever the client wrote.
      expect(await seenAs(hops, '10.0.0.2', '6.6.6.6, 203.0.113.5, 10.0.0.1')).toBe('203.0.113.5');
      expect(await seenAs(hops, '10.0.0.2', '203.0.113.5, 10.0.0.1')).toBe('203.0.113.5');
      // Listed proxies: the chain is followed only through them.
      expect(await seenAs(listed, '10.1.2.3', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
      expect(await seenAs(listed, '10.1.2.3', '6.6.6.6, 203.0.113.9, 10.4.4.4')).toBe(
        '203.0.113.9',
      );
      expect(await seenAs(listed, '198.51.100.20', '6.6.6.6')).toBe('198.51.100.20');
      expect(await seenAs(listed, '10.1.2.3')).toBe('10.1.2.3');
    });

    it('S8 proxies: per-address limits still hold when every request spoofs another left-most address', async () => {
      const victim = await createUser(hops.app);
      const client = '203.0.113.40';
      const attempt = (i: number, password = `guess-${i}`, who = client) =>
        hops.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: victim.email, password },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `198.18.${i % 250}.${i % 200}, ${who}, 10.0.0.1` },
        });
      for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(401);
      for (let i = 10; i < 15; i++) expectTooMany(await attempt(i, victim.password), 15 * 60);
      // Another client behind the same proxies has a bucket of its own.
      expect((await attempt(20, victim.password, '203.0.113.41')).statusCode).toBe(200);

      const sprayer = '203.0.113.66';
      const spray = (i: number) =>
        listed.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: uniqueEmail('spray'), password: 'Summer-2026!' },
          remoteAddress: '10.9.9.9',
          headers: { 'x-forwarded-for': `192.0.2.${i % 250}, ${sprayer}` },
        });
      const answers: LightMyRequestResponse[] = [];
      for (let batch = 0; batch < 11; batch++) {
        answers.push(
          ...(await Promise.all(Array.from({ length: 10 }, (_, i) => spray(batch * 10 + i)))),
        );
      }
      expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(100);
      for (const res of answers.slice(100)) expectTooMany(res, 15 * 60);
      const victimThere = await createUser(listed.app);
      expect(
        (
          await listed.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { username: victimThere.email, password: victimThere.password },
            remoteAddress: '10.9.9.9',
            headers: { 'x-forwarded-for': '203.0.113.67' },
          })
        ).statusCode,
      ).toBe(200);
    });
  });
});
