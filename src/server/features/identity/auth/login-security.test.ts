import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { createUser, uniqueEmail } from '../../../../../test/factories';
import { MESSAGES } from '../../../../contract/messages';
import { users } from '../../../db/schema/index';
import { LIMITS } from '../../../limiters';
import { OWASP_HASH_COST } from '../../../config-limits';
import {
  expectSimilarTimes,
  freshIp,
  login,
  me,
  median,
  register,
  sessionCookie,
  timed,
} from '../../../../../test/helpers/auth';

let t: TestApp;
beforeAll(async () => {
  // OWASP's cost, as in production: A6 reads the stored parameters and A1 times real hashing.
  t = await buildTestApp({ passwordHashCost: OWASP_HASH_COST });
}, 60_000);
afterAll(() => t.close());

/** Header names and values of an answer, without the ones that differ per request. */
function stableHeaders(headers: Record<string, unknown>) {
  const { date: _date, ...rest } = headers;
  return rest;
}

describe('A1 uniform login failure', () => {
  it('A1 uniform login failure: unknown user and wrong password look the same and take alike times', async () => {
    const known = await createUser(t.app);
    const unknownName = uniqueEmail('nobody');
    // One of each first, so one-time work (the dummy hash, query preparation) is not measured.
    await login(t, unknownName, 'wrong-password-1');
    await login(t, known.email, 'wrong-password-1');

    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    let firstUnknown: Awaited<ReturnType<typeof login>> | undefined;
    let firstWrong: Awaited<ReturnType<typeof login>> | undefined;
    // Interleaved, so load from other work on the machine falls on both samples alike.
    for (let i = 0; i < 20; i++) {
      const unknown = await timed(() => login(t, unknownName, `wrong-password-${i}`));
      const wrong = await timed(() => login(t, known.email, `wrong-password-${i}`));
      for (const res of [unknown.result, wrong.result]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: MESSAGES.invalidCredentials });
      }
      expect(stableHeaders(unknown.result.headers)).toEqual(stableHeaders(wrong.result.headers));
      firstUnknown ??= unknown.result;
      firstWrong ??= wrong.result;
      unknownTimes.push(unknown.ms);
      wrongTimes.push(wrong.ms);
    }
    expect(firstUnknown!.body).toBe(firstWrong!.body);
    expect(Object.keys(firstUnknown!.headers).sort()).toEqual(
      Object.keys(firstWrong!.headers).sort(),
    );
    expectSimilarTimes(median(unknownTimes), median(wrongTimes));
  });
});

describe('A2 login limiter', () => {
  it('A2 login limiter: the 11th wrong login and then the right password get 429 with Retry-After; another username still works', async () => {
    expect(LIMITS.loginIpUser).toEqual({ points: 10, duration: 15 * 60 });
    const victim = await createUser(t.app);
    const other = await createUser(t.app);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await login(t, victim.email, `guess-${i}`, { ip });
      expect(res.statusCode).toBe(401);
    }
    const eleventh = await login(t, victim.email, 'guess-10', { ip });
    const right = await login(t, victim.email, victim.password, { ip });
    // The bucket is per account, whatever the spelling of the username.
    const shouted = await login(t, ` ${victim.email.toUpperCase()}`, victim.password, { ip });
    for (const res of [eleventh, right, shouted]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: MESSAGES.tooManyRequests });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await login(t, other.email, other.password, { ip })).statusCode).toBe(200);
    // The owner, from their own address, is not locked out.
    expect((await login(t, victim.email, victim.password)).statusCode).toBe(200);
  });

  it('A2 login limiter: 15 parallel wrong logins from one address get at most 10 answers of 401', async () => {
    const victim = await createUser(t.app);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(t, victim.email, `parallel-${i}`, { ip })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('A2 login limiter: a successful login clears the failures of that address and account', async () => {
    const user = await createUser(t.app);
    const ip = freshIp();
    for (let i = 0; i < 9; i++) await login(t, user.email, `typo-${i}`, { ip });
    expect((await login(t, user.email, user.password, { ip })).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await login(t, user.email, `typo-again-${i}`, { ip })).statusCode).toBe(401);
    }
    expect((await login(t, user.email, user.password, { ip })).statusCode).toBe(429);
  });
});

describe('A3 per-account cap, no IP spoofing', () => {
  it('A3 per-account cap: 120 failures for one account from 120 addresses at once get at most 100 answers of 401', async () => {
    expect(LIMITS.loginUser).toEqual({ points: 100, duration: 60 * 60 });
    const victim = await createUser(t.app);
    // All in flight together: the cap must hold while the password checks are still running.
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => login(t, victim.email, `burst-${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    const limited = answers.filter((res) => res.statusCode === 429);
    expect(limited).toHaveLength(20);
    for (const res of limited) {
      expect(res.json()).toEqual({ message: MESSAGES.tooManyRequests });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    }
    // The 101st try from yet another address, even with the right password, waits too.
    expect((await login(t, victim.email, victim.password)).statusCode).toBe(429);
    // A cap on one account, not a lockout of the site: other accounts still sign in.
    const other = await createUser(t.app);
    expect((await login(t, other.email, other.password)).statusCode).toBe(200);
  });

  it('A3 no IP spoofing: X-Forwarded-For does not move the address bucket when trustProxy is off', async () => {
    expect(t.ctx.config.trustProxy).toBe(false);
    const victim = await createUser(t.app);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await login(t, victim.email, `guess-${i}`, { ip });
    for (let i = 0; i < 5; i++) {
      const spoofed = `203.0.113.${i + 1}, 198.51.100.${i + 7}`;
      const res = await login(t, victim.email, victim.password, {
        ip,
        headers: { 'x-forwarded-for': spoofed, 'x-real-ip': `203.0.113.${i + 1}` },
      });
      expect(res.statusCode).toBe(429);
    }
  });
});

describe('A5 password rules', () => {
  it('A5 password rules: 5 characters gives the spec message; common ones are refused', async () => {
    const short = await register(t, { email: uniqueEmail(), password: 'abcde' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MESSAGES.passwordTooShort);
    for (const common of ['password', '123456', 'Password', 'qwerty123']) {
      const res = await register(t, { email: uniqueEmail(), password: common });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: MESSAGES.passwordTooCommon,
        fieldErrors: { password: [MESSAGES.passwordTooCommon] },
      });
    }
  });

  it('A5 password rules: 64 and 1,000-character unicode and emoji passwords are accepted and login is exact', async () => {
    const sixtyFour = [...'Ünïcødé-パスワード-🌻🌈-'.repeat(4)].slice(0, 64).join('');
    const thousand = 'ñ🌻é😀'.repeat(250);
    expect([...sixtyFour]).toHaveLength(64);
    expect([...thousand]).toHaveLength(1000);
    for (const password of [sixtyFour, thousand]) {
      const email = uniqueEmail('long');
      expect((await register(t, { email, password })).statusCode).toBe(201);
      const ok = await login(t, email, password);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().email).toBe(email);
      const nearMisses = [
        password.slice(0, -2),
        `${password} `,
        password.normalize('NFD'),
        password.replace('🌻', '🌼'),
      ];
      for (const nearMiss of nearMisses) {
        expect(nearMiss).not.toBe(password);
        expect((await login(t, email, nearMiss)).statusCode).toBe(401);
      }
    }
  });

  it('A5 password rules: a password that differs only in letter case is refused with 401', async () => {
    const email = uniqueEmail('case');
    expect((await register(t, { email, password: 'AbcSunflower7' })).statusCode).toBe(201);
    expect((await login(t, email, 'abcsunflower7')).statusCode).toBe(401);
    expect((await login(t, email, 'ABCSUNFLOWER7')).statusCode).toBe(401);
    expect((await login(t, email, 'AbcSunflower7')).statusCode).toBe(200);
  });

  it('A5 password rules: a 1 MB password gives 413 at once and stores nothing', async () => {
    const email = uniqueEmail('huge');
    const huge = 'p'.repeat(1024 * 1024);
    const answers = [];
    for (const url of ['/api/auth/register', '/api/auth/login', '/api/auth/reset-password']) {
      const payload = { email, username: email, token: 'abc', password: huge };
      answers.push(
        await timed(() => t.inject({ method: 'POST', url, payload, remoteAddress: freshIp() })),
      );
    }
    for (const { result, ms } of answers) {
      expect(result.statusCode).toBe(413);
      expect(result.json()).toEqual({ message: MESSAGES.payloadTooLarge });
      expect(ms).toBeLessThan(200);
    }
    // Within the body limit but over the cap: refused by validation, before any hashing.
    const over = await register(t, { email, password: 'p'.repeat(60_000) });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(MESSAGES.passwordTooLong);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await register(t, { email, password: 'golden-hour-7' })).statusCode).toBe(201);
  });
});

describe('A6 hash at rest', () => {
  it('A6 hash at rest: argon2id PHC strings with OWASP parameters, a salt per user, never in an answer', async () => {
    const password = 'shared-secret-99';
    const emails = [uniqueEmail('twin'), uniqueEmail('twin')];
    const bodies: string[] = [];
    for (const email of emails) {
      const created = await register(t, { email, username: email, password });
      expect(created.statusCode).toBe(201);
      const signedIn = await login(t, email, password);
      expect(signedIn.statusCode).toBe(200);
      const current = await me(t, sessionCookie(signedIn));
      bodies.push(created.body, signedIn.body, current.body);
    }
    const rows = await t.ctx.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(inArray(users.email, emails));
    expect(rows).toHaveLength(2);
    const salts = new Set<string>();
    for (const { passwordHash } of rows) {
      const match = passwordHash.match(
        /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/,
      );
      expect(match, passwordHash).not.toBeNull();
      expect(Number(match![1])).toBeGreaterThanOrEqual(19456);
      expect(Number(match![2])).toBeGreaterThanOrEqual(2);
      expect(passwordHash).not.toContain(password);
      salts.add(match![4]!);
    }
    expect(salts.size).toBe(2);
    expect(rows[0]!.passwordHash).not.toBe(rows[1]!.passwordHash);
    for (const body of bodies) {
      expect(body).not.toContain('$argon2');
      expect(body).not.toMatch(/hash/i);
      expect(body).not.toContain(password);
      for (const { passwordHash } of rows) expect(body).not.toContain(passwordHash.split('$')[5]);
    }
  });
});
