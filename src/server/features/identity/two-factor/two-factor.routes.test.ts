// Two-factor sign-in through the API (PRODUCT 11.7): set-up, log-in's second step, recovery codes,
// admins' enrolment when it is required, an admin's reset, limits and cross-site writes.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { createUser, loginCookie, type TestUser } from '../../../../../test/factories';
import { freshIp, login, me, outboxRowsFor } from '../../../../../test/helpers/auth';
import { MESSAGES } from '../../../../contract/messages';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/two-factor-messages';
import { adminAuditLog, recoveryCodes, sessions, users } from '../../../db/schema/index';
import { LIMITS } from '../../../limiters';

const STEP_MS = 30_000;

let t: TestApp;
let required: TestApp;

beforeAll(async () => {
  [t, required] = await Promise.all([
    buildTestApp({ adminTwoFactor: 'optional' }),
    buildTestApp({ adminTwoFactor: 'required' }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([t.close(), required.close()]);
});
afterEach(() => {
  t.clock.reset();
  required.clock.reset();
});

const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
const codeNow = (app: TestApp, secret: string) => codeAt(secret, app.clock.now().getTime());

function post(
  app: TestApp,
  url: string,
  payload: Record<string, unknown>,
  cookie?: string,
  headers: Record<string, string> = {},
  ip = freshIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** `name=value` of the cookie an answer sets under that name. */
function cookieNamed(res: LightMyRequestResponse, name: string): string | undefined {
  const found = res.cookies.find((cookie) => cookie.name === name && cookie.value !== '');
  return found ? `${found.name}=${found.value}` : undefined;
}

interface Enrolled {
  user: TestUser;
  cookie: string;
  secret: string;
  recoveryCodes: string[];
}

/** A member (or admin) who turned two-factor sign-in on from their settings. */
async function enrolled(app: TestApp, isAdmin = false): Promise<Enrolled> {
  const user = await createUser(app.app, { isAdmin });
  const cookie = await loginCookie(app.app, user);
  const setup = await post(
    app,
    '/api/account/two-factor/setup',
    { password: user.password },
    cookie,
  );
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await post(
    app,
    '/api/account/two-factor/enable',
    { code: codeNow(app, secret) },
    cookie,
  );
  expect(enable.statusCode).toBe(200);
  // The next code the test computes is a new one.
  app.clock.advance(STEP_MS);
  return {
    user,
    // The session goes on under a new id that carries the second factor.
    cookie: cookieNamed(enable, 'kindly_session')!,
    secret,
    recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes,
  };
}

/** Logs in with the password and answers the challenge cookie. */
async function challenge(app: TestApp, user: TestUser, ip = freshIp()): Promise<string> {
  const res = await login(app, user.email, user.password, { ip });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ twoFactorRequired: true });
  const cookie = cookieNamed(res, 'kindly_2fa');
  expect(cookie).toBeDefined();
  return cookie!;
}

describe('set-up from the settings', () => {
  it('A20 turns on with a code from the app, answers 10 recovery codes once and keeps the secret sealed', async () => {
    const user = await createUser(t.app);
    const cookie = await loginCookie(t.app, user);
    const otherSession = await loginCookie(t.app, user);

    const noPassword = await post(t, '/api/account/two-factor/setup', {}, cookie);
    expect(noPassword.statusCode).toBe(400);
    const wrongPassword = await post(
      t,
      '/api/account/two-factor/setup',
      { password: 'not-it-at-all' },
      cookie,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(TWO_FACTOR_MESSAGES.wrongPassword);

    const setup = await post(
      t,
      '/api/account/two-factor/setup',
      { password: user.password },
      cookie,
    );
    expect(setup.statusCode).toBe(200);
    const body = setup.json<{ otpauthUri: string; secret: string; qrCode: string }>();
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Kindly:/);
    expect(new URL(body.otpauthUri).searchParams.get('secret')).toBe(body.secret);
    expect(new URL(body.otpauthUri).searchParams.get('digits')).toBe('6');
    expect(new URL(body.otpauthUri).searchParams.get('period')).toBe('30');
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    // Not on until a code proves the app holds the secret.
    expect((await me(t, cookie)).json().twoFactorEnabled).toBe(false);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    // Sealed under the key derived from SESSION_SECRET, as tests configure no ENCRYPTION_KEYS.
    expect(row!.twoFactorSecret).toMatch(/^v2\.session\./);
    expect(row!.twoFactorSecret).not.toContain(body.secret);

    const wrong = await post(t, '/api/account/two-factor/enable', { code: '000000' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ code: [TWO_FACTOR_MESSAGES.wrongCode] });
    const badShape = await post(t, '/api/account/two-factor/enable', { code: '12ab' }, cookie);
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);

    const code = codeNow(t, body.secret);
    const enable = await post(t, '/api/account/two-factor/enable', { code }, cookie);
    expect(enable.statusCode).toBe(200);
    const codes = enable.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const recovery of codes) expect(recovery).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    const stored = await t.ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const recovery of codes) {
      expect(stored.map((r) => r.codeHash).join()).not.toContain(recovery.replaceAll('-', ''));
    }

    // The session goes on under a new id (SECURITY A23); the old id answers no more.
    const renewed = cookieNamed(enable, 'kindly_session');
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(cookie);
    expect((await me(t, cookie)).statusCode).toBe(401);
    expect((await me(t, renewed)).json().twoFactorEnabled).toBe(true);
    // Turning it on ends the member's other sessions.
    expect((await me(t, otherSession)).statusCode).toBe(401);
    const again = await post(
      t,
      '/api/account/two-factor/setup',
      { password: user.password },
      renewed,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.alreadyOn);
  });

  it('refuses set-up calls without a session or challenge', async () => {
    const setup = await post(t, '/api/account/two-factor/setup', { password: 'whatever-it-is' });
    expect(setup.statusCode).toBe(401);
    const enable = await post(t, '/api/account/two-factor/enable', { code: '123456' });
    expect(enable.statusCode).toBe(401);
    const disable = await post(t, '/api/account/two-factor/disable', {
      password: 'x',
      code: '123456',
    });
    expect(disable.statusCode).toBe(401);
  });
});

describe('log-in with a second factor', () => {
  it('A20 asks for the code before any session exists, then opens one like /login', async () => {
    const { user, secret } = await enrolled(t);
    const res = await login(t, user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: true });
    expect(cookieNamed(res, 'kindly_session')).toBeUndefined();
    const challengeCookie = cookieNamed(res, 'kindly_2fa')!;
    expect(res.cookies.find((c) => c.name === 'kindly_2fa')).toMatchObject({
      httpOnly: true,
      maxAge: 300,
      sameSite: 'Strict',
    });
    // The challenge is no session.
    expect((await me(t, challengeCookie)).statusCode).toBe(401);

    const done = await post(
      t,
      '/api/auth/login/two-factor',
      { code: codeNow(t, secret) },
      challengeCookie,
      {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, twoFactorEnabled: true });
    expect(done.json().lastLogin).not.toBeNull();
    const session = cookieNamed(done, 'kindly_session')!;
    expect((await me(t, session)).json().id).toBe(user.id);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.userAgent)).toContain('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
  });

  it('A20 refuses a wrong code with a clear message, and a code used twice', async () => {
    const { user, secret } = await enrolled(t);
    const first = await challenge(t, user);
    const wrong = await post(t, '/api/auth/login/two-factor', { code: '000000' }, first);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    expect(cookieNamed(wrong, 'kindly_session')).toBeUndefined();

    const code = codeNow(t, secret);
    expect((await post(t, '/api/auth/login/two-factor', { code }, first)).statusCode).toBe(200);
    const second = await challenge(t, user);
    const replay = await post(t, '/api/auth/login/two-factor', { code }, second);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(TWO_FACTOR_MESSAGES.codeUsed);
    // An older code than the last one used is refused too, even inside the drift window.
    const older = await post(
      t,
      '/api/auth/login/two-factor',
      { code: codeAt(secret, t.clock.now().getTime() - STEP_MS) },
      second,
    );
    expect(older.statusCode).toBe(401);
    t.clock.advance(STEP_MS);
    const next = await post(t, '/api/auth/login/two-factor', { code: codeNow(t, secret) }, second);
    expect(next.statusCode).toBe(200);
  });

  it('A20 allows one step of clock drift, not two', async () => {
    const { user, secret } = await enrolled(t);
    const cookie = await challenge(t, user);
    // Past the step used to turn it on, so the step behind now is still unused.
    t.clock.advance(STEP_MS);
    const now = t.clock.now().getTime();
    const twoAhead = await post(
      t,
      '/api/auth/login/two-factor',
      { code: codeAt(secret, now + 2 * STEP_MS) },
      cookie,
    );
    expect(twoAhead.statusCode).toBe(401);
    const oneBehind = await post(
      t,
      '/api/auth/login/two-factor',
      { code: codeAt(secret, now - STEP_MS) },
      cookie,
    );
    expect(oneBehind.statusCode).toBe(200);
  });

  it('A20 a recovery code works once, in any case and spacing, and the member is told by mail', async () => {
    const { user, recoveryCodes: codes } = await enrolled(t);
    const cookie = await challenge(t, user);
    const typed = ` ${codes[3]!.toUpperCase().replaceAll('-', ' ')} `;
    const used = await post(t, '/api/auth/login/two-factor', { recoveryCode: typed }, cookie);
    expect(used.statusCode).toBe(200);
    const mails = await outboxRowsFor(t, user.email);
    expect(mails.map((m) => m.subject)).toContain(
      TWO_FACTOR_MESSAGES.recoveryCodeUsedSubject(t.ctx.config.siteName),
    );
    // A member's recovery code is no admin action.
    const audit = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminId, user.id));
    expect(audit).toHaveLength(0);

    const again = await challenge(t, user);
    const reused = await post(t, '/api/auth/login/two-factor', { recoveryCode: codes[3]! }, again);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(TWO_FACTOR_MESSAGES.wrongRecoveryCode);
    expect(
      (await post(t, '/api/auth/login/two-factor', { recoveryCode: codes[4]! }, again)).statusCode,
    ).toBe(200);
  });

  it('A20 an admin using a recovery code is written to the audit log', async () => {
    const { user, recoveryCodes: codes } = await enrolled(t, true);
    const cookie = await challenge(t, user);
    expect(
      (await post(t, '/api/auth/login/two-factor', { recoveryCode: codes[0]! }, cookie)).statusCode,
    ).toBe(200);
    const audit = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminId, user.id));
    expect(audit.map((a) => a.action)).toEqual(['two_factor.recovery_code']);
  });

  it('A20 a challenge lasts 5 minutes and cannot be forged', async () => {
    const { user, secret } = await enrolled(t);
    const cookie = await challenge(t, user);
    const forged = `kindly_2fa=${encodeURIComponent(`${user.id}:code:${Date.now() + 60_000}.forged`)}`;
    const refused = await post(
      t,
      '/api/auth/login/two-factor',
      { code: codeNow(t, secret) },
      forged,
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    const none = await post(t, '/api/auth/login/two-factor', { code: codeNow(t, secret) });
    expect(none.statusCode).toBe(401);
    t.clock.advance(5 * 60_000 + 1);
    const late = await post(t, '/api/auth/login/two-factor', { code: codeNow(t, secret) }, cookie);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it('accounts without two-factor sign-in log in as before', async () => {
    const user = await createUser(t.app);
    const res = await login(t, user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, twoFactorEnabled: false });
    expect(cookieNamed(res, 'kindly_session')).toBeDefined();
    expect(cookieNamed(res, 'kindly_2fa')).toBeUndefined();
  });

  it('asks exactly one of code and recovery code', async () => {
    const { user } = await enrolled(t);
    const cookie = await challenge(t, user);
    const neither = await post(t, '/api/auth/login/two-factor', {}, cookie);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(TWO_FACTOR_MESSAGES.codeOrRecoveryCode);
    const both = await post(
      t,
      '/api/auth/login/two-factor',
      { code: '123456', recoveryCode: 'abcd-efgh-jkmn' },
      cookie,
    );
    expect(both.statusCode).toBe(400);
  });
});

describe('turning off and new recovery codes', () => {
  it('turns off with the password and a code, and refuses a wrong password', async () => {
    const { user, cookie, secret } = await enrolled(t);
    const wrong = await post(
      t,
      '/api/account/two-factor/disable',
      { password: 'not-the-password', code: codeNow(t, secret) },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.wrongPassword);
    // A wrong code in the settings is 400 under its field too; the session stays.
    const wrongCode = await post(
      t,
      '/api/account/two-factor/disable',
      { password: user.password, code: '000000' },
      cookie,
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().fieldErrors).toEqual({ code: [TWO_FACTOR_MESSAGES.wrongCode] });
    t.clock.advance(STEP_MS);
    const off = await post(
      t,
      '/api/account/two-factor/disable',
      { password: user.password, code: codeNow(t, secret) },
      cookie,
    );
    expect(off.statusCode).toBe(200);
    expect((await me(t, cookie)).json().twoFactorEnabled).toBe(false);
    expect(
      await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    ).toHaveLength(0);
    const res = await login(t, user.email, user.password);
    expect(cookieNamed(res, 'kindly_session')).toBeDefined();
  });

  it('turns off with a recovery code', async () => {
    const { user, cookie, recoveryCodes: codes } = await enrolled(t);
    const off = await post(
      t,
      '/api/account/two-factor/disable',
      { password: user.password, recoveryCode: codes[9]! },
      cookie,
    );
    expect(off.statusCode).toBe(200);
  });

  it('makes new recovery codes and the old ones stop working', async () => {
    const { user, cookie, secret, recoveryCodes: old } = await enrolled(t);
    const res = await post(
      t,
      '/api/account/two-factor/recovery-codes',
      { password: user.password, code: codeNow(t, secret) },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    const oldTry = await post(
      t,
      '/api/auth/login/two-factor',
      { recoveryCode: old[0]! },
      await challenge(t, user),
    );
    expect(oldTry.statusCode).toBe(401);
    const newTry = await post(
      t,
      '/api/auth/login/two-factor',
      { recoveryCode: fresh[0]! },
      await challenge(t, user),
    );
    expect(newTry.statusCode).toBe(200);
  });
});

describe('admins', () => {
  it('A22 with ADMIN_TWO_FACTOR=required, an admin enrols at log-in before any session exists', async () => {
    const admin = await createUser(required.app, { isAdmin: true });
    const res = await login(required, admin.email, admin.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorSetupRequired: true });
    expect(cookieNamed(res, 'kindly_session')).toBeUndefined();
    const enrol = cookieNamed(res, 'kindly_2fa')!;

    // The challenge opens nothing but the set-up.
    expect((await me(required, enrol)).statusCode).toBe(401);
    const adminCall = await required.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: enrol },
    });
    expect(adminCall.statusCode).toBe(401);
    expect(
      (await post(required, '/api/auth/login/two-factor', { code: '123456' }, enrol)).statusCode,
    ).toBe(401);
    expect(
      (
        await post(
          required,
          '/api/account/two-factor/recovery-codes',
          { password: admin.password, code: '123456' },
          enrol,
        )
      ).statusCode,
    ).toBe(401);

    const setup = await post(required, '/api/account/two-factor/setup', {}, enrol);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const enable = await post(
      required,
      '/api/account/two-factor/enable',
      { code: codeNow(required, secret) },
      enrol,
    );
    expect(enable.statusCode).toBe(200);
    expect(enable.json().recoveryCodes).toHaveLength(10);
    expect(enable.json().user).toMatchObject({ id: admin.id, isAdmin: true });
    const session = cookieNamed(enable, 'kindly_session')!;
    expect((await me(required, session)).json()).toMatchObject({
      id: admin.id,
      isAdmin: true,
      twoFactorEnabled: true,
    });
    expect(
      (
        await required.inject({
          method: 'GET',
          url: '/api/admin/users',
          headers: { cookie: session },
        })
      ).statusCode,
    ).toBe(200);

    // Once on, the enrol challenge is spent: the next log-in asks for the code.
    expect((await post(required, '/api/account/two-factor/setup', {}, enrol)).statusCode).toBe(401);
    required.clock.advance(STEP_MS);
    const next = await login(required, admin.email, admin.password);
    expect(next.json()).toEqual({ twoFactorRequired: true });
  });

  it('A22 with ADMIN_TWO_FACTOR=required, members still log in as today', async () => {
    const member = await createUser(required.app);
    const res = await login(required, member.email, member.password);
    expect(res.json()).toMatchObject({ id: member.id });
    expect(cookieNamed(res, 'kindly_session')).toBeDefined();
  });

  it('A22 with ADMIN_TWO_FACTOR=optional, admins without two-factor sign-in log in as today', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    const res = await login(t, admin.email, admin.password);
    expect(res.json()).toMatchObject({ id: admin.id, isAdmin: true });
    expect(cookieNamed(res, 'kindly_session')).toBeDefined();
  });

  it('A22 an admin resets another admin\u2019s two-factor sign-in: audited, their sessions end', async () => {
    const target = await enrolled(t, true);
    const admin = await createUser(t.app, { isAdmin: true });
    const adminCookie = await loginCookie(t.app, admin);
    const url = `/api/admin/users/${target.user.id}/two-factor/reset`;

    const member = await createUser(t.app);
    const memberCookie = await loginCookie(t.app, member);
    expect((await post(t, url, {}, memberCookie)).statusCode).toBe(403);
    const self = await post(t, `/api/admin/users/${admin.id}/two-factor/reset`, {}, adminCookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(TWO_FACTOR_MESSAGES.resetSelf);
    expect(
      (await post(t, '/api/admin/users/99999999/two-factor/reset', {}, adminCookie)).statusCode,
    ).toBe(404);

    const res = await post(t, url, {}, adminCookie);
    expect(res.statusCode).toBe(200);
    // ADMIN_TWO_FACTOR=optional: the admin may go on with the password alone.
    expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.resetDonePasswordOnly);
    expect((await me(t, target.cookie)).statusCode).toBe(401);
    const audit = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminId, admin.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'two_factor.reset',
        targetType: 'user',
        targetId: String(target.user.id),
      }),
    ]);
    // Off now: the password alone opens the account (optional mode), and a second reset says so.
    const after = await login(t, target.user.email, target.user.password);
    expect(cookieNamed(after, 'kindly_session')).toBeDefined();
    expect((await post(t, url, {}, adminCookie)).statusCode).toBe(409);
  });

  it('A22 the reset says what comes next: an admin who needs it enrols again, others sign in with the password', async () => {
    const [acting, admin, member] = [
      await enrolled(required, true),
      await enrolled(required, true),
      await enrolled(required),
    ];
    // An admin who must have it reaches a session through a code only.
    const signedIn = await post(
      required,
      '/api/auth/login/two-factor',
      { code: codeNow(required, acting.secret) },
      await challenge(required, acting.user),
    );
    const actingCookie = cookieNamed(signedIn, 'kindly_session')!;
    const reset = (id: number) =>
      post(required, `/api/admin/users/${id}/two-factor/reset`, {}, actingCookie);

    const adminReset = await reset(admin.user.id);
    expect(adminReset.statusCode, adminReset.body).toBe(200);
    expect(adminReset.json().message).toBe(TWO_FACTOR_MESSAGES.resetDone);
    expect((await login(required, admin.user.email, admin.user.password)).json()).toEqual({
      twoFactorSetupRequired: true,
    });

    const memberReset = await reset(member.user.id);
    expect(memberReset.statusCode).toBe(200);
    expect(memberReset.json().message).toBe(TWO_FACTOR_MESSAGES.resetDonePasswordOnly);
    const after = await login(required, member.user.email, member.user.password);
    expect(cookieNamed(after, 'kindly_session')).toBeDefined();
  });
});

describe('limits and cross-site writes', () => {
  it('A21 codes are limited per account: past 10 wrong ones even the right code gets 429', async () => {
    const { user, secret } = await enrolled(t);
    const cookie = await challenge(t, user);
    for (let i = 0; i < LIMITS.twoFactorUser.points; i++) {
      // A new address each time: the account's own count is what stops them.
      const res = await post(t, '/api/auth/login/two-factor', { code: '000000' }, cookie);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(
      t,
      '/api/auth/login/two-factor',
      { code: codeNow(t, secret) },
      cookie,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManyRequests);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another account is untouched.
    const other = await enrolled(t);
    const otherDone = await post(
      t,
      '/api/auth/login/two-factor',
      { code: codeNow(t, other.secret) },
      await challenge(t, other.user),
    );
    expect(otherDone.statusCode).toBe(200);
  });

  it('A21 codes are limited per address across accounts', async () => {
    const ip = freshIp();
    let blocked: LightMyRequestResponse | undefined;
    for (let i = 0; i <= LIMITS.twoFactorIp.points / LIMITS.twoFactorUser.points; i++) {
      const { user } = await enrolled(t);
      const cookie = await challenge(t, user);
      for (let j = 0; j < LIMITS.twoFactorUser.points - 1; j++) {
        const res = await post(t, '/api/auth/login/two-factor', { code: '000000' }, cookie, {}, ip);
        if (res.statusCode === 429) blocked = res;
      }
    }
    expect(blocked?.statusCode).toBe(429);
  });

  it('A21 the new writes refuse cross-site requests', async () => {
    const { user, cookie, secret } = await enrolled(t);
    const admin = await loginCookie(t.app, await createUser(t.app, { isAdmin: true }));
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const writes: [string, Record<string, unknown>, string | undefined][] = [
      ['/api/account/two-factor/setup', { password: user.password }, cookie],
      ['/api/account/two-factor/enable', { code: codeNow(t, secret) }, cookie],
      [
        '/api/account/two-factor/disable',
        { password: user.password, code: codeNow(t, secret) },
        cookie,
      ],
      [
        '/api/account/two-factor/recovery-codes',
        { password: user.password, code: codeNow(t, secret) },
        cookie,
      ],
      ['/api/auth/login/two-factor', { code: codeNow(t, secret) }, await challenge(t, user)],
      [`/api/admin/users/${user.id}/two-factor/reset`, {}, admin],
    ];
    for (const [url, payload, sent] of writes) {
      const res = await post(t, url, payload, sent, crossSite);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.crossSiteRefused });
    }
    expect((await me(t, cookie)).json().twoFactorEnabled).toBe(true);
  });
});
