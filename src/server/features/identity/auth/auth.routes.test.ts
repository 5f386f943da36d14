import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { createUser, signedInUser, uniqueEmail } from '../../../../../test/factories';
import { MESSAGES } from '../../../../contract/messages';
import { users } from '../../../db/schema/index';
import {
  forgotPassword,
  freshIp,
  latestResetToken,
  login,
  me,
  outboxRowsFor,
  register,
  resetPassword,
  sessionCookie,
  setCookieHeaders,
} from '../../../../../test/helpers/auth';

const PUBLIC_USER_KEYS = [
  'createdAt',
  'email',
  'emailConfirmed',
  'id',
  'isAdmin',
  'karmaPoints',
  'lastLogin',
  'locale',
  'twoFactorEnabled',
  'username',
  'usernameChosenAt',
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

describe('POST /api/auth/register', () => {
  it('creates a member whose username is the email', async () => {
    const email = uniqueEmail();
    const res = await register(t, { username: email, email, password: 'golden-hour-7' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: email,
      email,
      isAdmin: false,
      karmaPoints: 0,
      lastLogin: null,
    });
    expect(Object.keys(res.json()).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(new Date(res.json().createdAt).toISOString()).toBe(res.json().createdAt);
    expect((await login(t, email, 'golden-hour-7')).statusCode).toBe(200);
  });

  it('stores the email trimmed', async () => {
    const email = uniqueEmail();
    const res = await register(t, {
      username: email,
      email: `  ${email}  `,
      password: 'golden-hour-7',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, username: email });
  });

  it.each([
    [
      'an invalid email',
      { email: 'not-an-email', password: 'golden-hour-7' },
      'email',
      MESSAGES.emailInvalidRegister,
    ],
    ['a missing email', { password: 'golden-hour-7' }, 'email', MESSAGES.emailInvalidRegister],
    [
      'an email without a domain dot',
      { email: 'someone@localhost', password: 'golden-hour-7' },
      'email',
      MESSAGES.emailInvalidRegister,
    ],
    [
      'a 5-character password',
      { email: 'five@example.com', password: 'abcde' },
      'password',
      MESSAGES.passwordTooShort,
    ],
    ['a missing password', { email: 'none@example.com' }, 'password', MESSAGES.passwordTooShort],
    [
      'a 1,025-character password',
      { email: 'long@example.com', password: 'x'.repeat(1025) },
      'password',
      MESSAGES.passwordTooLong,
    ],
    [
      'a common password',
      { email: 'common@example.com', password: 'password' },
      'password',
      MESSAGES.passwordTooCommon,
    ],
  ])('refuses %s with the spec message', async (_label, body, field, message) => {
    const res = await register(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
  });

  it('A4 register, no mass assignment: isAdmin, karmaPoints and id in the body are ignored', async () => {
    const email = uniqueEmail('assign');
    const res = await register(t, {
      username: 'someone-else@example.com',
      email,
      password: 'golden-hour-7',
      isAdmin: true,
      karmaPoints: 999,
      id: 424242,
      passwordHash: 'not-a-hash',
      lastLogin: '2020-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email,
      username: email,
      isAdmin: false,
      karmaPoints: 0,
      lastLogin: null,
    });
    expect(created.id).not.toBe(424242);

    const session = sessionCookie(await login(t, email, 'golden-hour-7'));
    const current = (await me(t, session)).json();
    expect(current).toMatchObject({
      id: created.id,
      isAdmin: false,
      karmaPoints: 0,
      username: email,
    });
  });

  it('answers 409 for an email already registered, in any letter case', async () => {
    const email = uniqueEmail('taken');
    expect((await register(t, { email, password: 'golden-hour-7' })).statusCode).toBe(201);
    for (const again of [email, email.toUpperCase(), ` ${email.replace(/^m/, 'M')} `]) {
      const res = await register(t, { email: again, password: 'another-pass-9' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.emailTaken });
    }
    // The first password still opens the account: the refused attempts changed nothing.
    expect((await login(t, email, 'golden-hour-7')).statusCode).toBe(200);
    expect((await login(t, email, 'another-pass-9')).statusCode).toBe(401);
  });

  it('K5 duplicate register race: 10 parallel registrations of one email in mixed case give one 201 and nine 409', async () => {
    const email = uniqueEmail('race');
    const spellings = Array.from({ length: 10 }, (_, i) =>
      [...email].map((c, j) => ((i + j) % 2 === 0 ? c.toUpperCase() : c)).join(''),
    );
    const answers = await Promise.all(
      spellings.map((spelling) => register(t, { email: spelling, password: 'golden-hour-7' })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({ message: MESSAGES.emailTaken });
    }
    const [{ count }] = (await t.ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('limits registrations per address, so the 409 cannot be used to list accounts in bulk', async () => {
    const ip = freshIp();
    const existing = await createUser(t.app);
    const answers = [];
    for (let i = 0; i < 20; i++) {
      answers.push(await register(t, { email: existing.email, password: 'golden-hour-7' }, ip));
    }
    expect(answers.every((res) => res.statusCode === 409)).toBe(true);
    const limited = await register(t, { email: uniqueEmail(), password: 'golden-hour-7' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await register(t, { email: uniqueEmail(), password: 'golden-hour-7' })).statusCode,
    ).toBe(201);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the email in any case and surrounding spaces, and records lastLogin', async () => {
    const user = await createUser(t.app);
    const before = t.ctx.now().getTime();
    const res = await login(t, `  ${user.email.toUpperCase()} `, user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      username: user.email,
      isAdmin: false,
    });
    expect(Object.keys(body).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(new Date(body.lastLogin).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(setCookieHeaders(res)).toHaveLength(1);
    const current = (await me(t, sessionCookie(res))).json();
    expect(current.lastLogin).toBe(body.lastLogin);
  });

  it.each([
    ['a missing username', { password: 'x' }, 'username', MESSAGES.usernameRequired],
    ['a missing password', { username: 'a@example.com' }, 'password', MESSAGES.passwordRequired],
    ['a numeric username', { username: 42, password: 'x' }, 'username', MESSAGES.usernameRequired],
    [
      'an object as password',
      { username: 'a@example.com', password: { $gt: '' } },
      'password',
      MESSAGES.passwordRequired,
    ],
  ])('refuses %s with the spec message', async (_label, payload, field, message) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[field]).toEqual([message]);
  });

  it('answers 401 for a wrong password, an unknown user and empty strings, without a cookie', async () => {
    const user = await createUser(t.app);
    for (const [username, password] of [
      [user.email, 'not-the-password'],
      [uniqueEmail('ghost'), user.password],
      ['', ''],
    ] as const) {
      const res = await login(t, username, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.invalidCredentials });
      expect(setCookieHeaders(res)).toEqual([]);
    }
  });
});

describe('GET /api/auth/me', () => {
  it('C3 field-level: answers 401 for a guest and the public fields of the user for a member', async () => {
    const guest = await me(t);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: MESSAGES.notLoggedIn });

    const { user, cookie } = await signedInUser(t.app);
    const res = await me(t, cookie);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, isAdmin: false });
    expect(res.body).not.toContain(user.passwordHash);
    expect(res.body).not.toContain('$argon2');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [cleared] = setCookieHeaders(res);
    expect(cleared).toMatch(new RegExp(`^${cookie.split('=')[0]}=;`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it('answers 204 for a guest too', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(204);
  });
});

describe('POST /api/auth/forgot-password', () => {
  it('answers the generic message and mails a reset link to a known email', async () => {
    const user = await createUser(t.app);
    const res = await forgotPassword(t, user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.forgotPasswordAnswer });
    const rows = await outboxRowsFor(t, user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.toAddress).toBe(user.email);
    expect(rows[0]!.subject).toBe('Reset your Kindly password');
    expect(rows[0]!.body).toContain('http://localhost:3000/reset-password?token=');
  });

  it.each([
    ['an invalid email', { email: 'nope' }],
    ['a missing email', {}],
    ['a number', { email: 12 }],
  ])('refuses %s with the spec message', async (_label, payload) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.emailInvalidRegister,
      fieldErrors: { email: [MESSAGES.emailInvalidRegister] },
    });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password: the new one logs in, the old one no longer does', async () => {
    const user = await createUser(t.app);
    await forgotPassword(t, user.email);
    const token = await latestResetToken(t, user.email);
    const res = await resetPassword(t, token, 'brand-new-secret-5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.resetDone });
    expect((await login(t, user.email, 'brand-new-secret-5')).statusCode).toBe(200);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
  });

  it.each([
    ['a missing token', { password: 'brand-new-secret-5' }, 'token', MESSAGES.resetLinkInvalid],
    [
      'an empty token',
      { token: '', password: 'brand-new-secret-5' },
      'token',
      MESSAGES.resetLinkInvalid,
    ],
    [
      'an over-long token',
      { token: 'a'.repeat(201), password: 'brand-new-secret-5' },
      'token',
      MESSAGES.resetLinkInvalid,
    ],
    [
      'a 5-character password',
      { token: 'abc', password: 'abcde' },
      'password',
      MESSAGES.passwordTooShort,
    ],
    ['a missing password', { token: 'abc' }, 'password', MESSAGES.passwordTooShort],
    [
      'a 1,025-character password',
      { token: 'abc', password: 'y'.repeat(1025) },
      'password',
      MESSAGES.passwordTooLong,
    ],
  ])('refuses %s with the spec message', async (_label, payload, field, message) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
  });

  it('answers 400 for a token it never issued', async () => {
    const res = await resetPassword(
      t,
      'bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtbm90LWF0LWFsbA',
      'brand-new-secret-5',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
  });

  it('refuses a common new password and leaves the link usable', async () => {
    const user = await createUser(t.app);
    await forgotPassword(t, user.email);
    const token = await latestResetToken(t, user.email);
    const common = await resetPassword(t, token, '123456');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      message: MESSAGES.passwordTooCommon,
      fieldErrors: { password: [MESSAGES.passwordTooCommon] },
    });
    expect((await resetPassword(t, token, 'brand-new-secret-5')).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).not.toBe(user.passwordHash);
  });
});

describe('GET /api/auth/demo-hint', () => {
  const admin = { email: 'demo.admin@example.com', password: 'demo-admin-pass-1' };

  it('answers 204 with no body when no admin account is configured', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/auth/demo-hint' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('offers the configured admin credentials outside production, and they log in', async () => {
    const dev = await buildTestApp({ admin });
    try {
      const res = await dev.inject({ method: 'GET', url: '/api/auth/demo-hint' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(admin);
      expect(res.headers['cache-control']).toBe('no-store');
      const signIn = await dev.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: admin.email, password: admin.password },
      });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json()).toMatchObject({ username: admin.email, isAdmin: true });
    } finally {
      await dev.close();
    }
  });

  it('never reveals the admin credentials in production', async () => {
    const prod = await buildTestApp({ admin, production: true, env: 'production' });
    try {
      const res = await prod.inject({ method: 'GET', url: '/api/auth/demo-hint' });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    } finally {
      await prod.close();
    }
  });
});
