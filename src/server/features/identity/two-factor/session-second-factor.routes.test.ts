// What a session may do follows how it was opened (PRODUCT 11.7): an admin session opened with a
// password alone reaches no admin route once admins need two factors, and no session id survives a
// change of account or of privilege. SECURITY A23, A27.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { buildTestApp, testConfig, type TestApp } from '../../../../../test/build-test-app';
import { createUser, loginCookie } from '../../../../../test/factories';
import { freshIp, login, me } from '../../../../../test/helpers/auth';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/two-factor-messages';
import { sessions } from '../../../db/schema/index';
import { sessionCookieName } from '../auth/session-cookie';
import { createSession } from '../auth/session.service';
import type { FastifyInstance } from 'fastify';

const STEP_MS = 30_000;

let optional: TestApp;
/** The same database after a restart with ADMIN_TWO_FACTOR=required. */
let required: FastifyInstance;

beforeAll(async () => {
  optional = await buildTestApp({ adminTwoFactor: 'optional' });
  required = await buildApp(testConfig({ adminTwoFactor: 'required' }, optional.clock), {
    testing: {
      database: optional.testDb.database,
      skipMigrations: true,
    },
  });
  await required.ready();
}, 60_000);
afterAll(async () => {
  await required?.close();
  await optional?.close();
});

const codeNow = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: optional.clock.now().getTime(),
  });

function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  cookie?: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

function sessionOf(res: LightMyRequestResponse): string | undefined {
  const found = res.cookies.find((c) => c.name === sessionCookieName(false) && c.value !== '');
  return found ? `${found.name}=${found.value}` : undefined;
}

/** Turns two-factor sign-in on from the settings; answers the secret and the renewed cookie. */
async function turnOn(app: FastifyInstance, cookie: string, password: string) {
  const setup = await call(app, 'POST', '/api/account/two-factor/setup', cookie, { password });
  expect(setup.statusCode, setup.body).toBe(200);
  const secret = setup.json<{ secret: string }>().secret;
  const enable = await call(app, 'POST', '/api/account/two-factor/enable', cookie, {
    code: codeNow(secret),
  });
  expect(enable.statusCode, enable.body).toBe(200);
  optional.clock.advance(STEP_MS);
  return { secret, cookie: sessionOf(enable)! };
}

describe('A27 admin sessions under ADMIN_TWO_FACTOR=required', () => {
  it('A27 an admin session opened with the password under optional reaches no admin route after a restart with required, until a factor is set up', async () => {
    const admin = await createUser(optional.app, { isAdmin: true });
    const cookie = await loginCookie(optional.app, admin);
    expect((await call(optional.app, 'GET', '/api/admin/users', cookie)).statusCode).toBe(200);

    const refused = await call(required, 'GET', '/api/admin/users', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: TWO_FACTOR_MESSAGES.adminSecondFactorDue });
    const write = await call(required, 'POST', '/api/admin/moderation/watched-words', cookie, {
      word: 'gloomy',
    });
    expect(write.statusCode).toBe(403);
    expect((await call(required, 'GET', '/api/admin/isAdmin', cookie)).json()).toBe(false);
    const whoAmI = await call(required, 'GET', '/api/auth/me', cookie);
    expect(whoAmI.json()).toMatchObject({ isAdmin: true, adminSecondFactor: 'setup' });

    // Setting a factor up turns the session into one that carries it, under a new id.
    const { cookie: renewed } = await turnOn(required, cookie, admin.password);
    expect(renewed).not.toBe(cookie);
    expect((await call(required, 'GET', '/api/admin/users', renewed)).statusCode).toBe(200);
    expect((await call(required, 'GET', '/api/admin/isAdmin', renewed)).json()).toBe(true);
    expect((await call(required, 'GET', '/api/auth/me', renewed)).json()).not.toHaveProperty(
      'adminSecondFactor',
    );
    expect((await call(required, 'GET', '/api/auth/me', cookie)).statusCode).toBe(401);
  });

  it('A27 an admin with two-factor on whose session carries no factor confirms a code, under a new session id', async () => {
    const admin = await createUser(optional.app, { isAdmin: true });
    const { secret } = await turnOn(
      optional.app,
      await loginCookie(optional.app, admin),
      admin.password,
    );
    // A session from before sessions recorded their factor, as every one that existed did.
    const { token } = await createSession(optional.ctx, admin.id);
    const cookie = `${sessionCookieName(false)}=${encodeURIComponent(required.signCookie(token))}`;
    expect((await call(required, 'GET', '/api/admin/users', cookie)).statusCode).toBe(403);
    expect((await call(required, 'GET', '/api/auth/me', cookie)).json()).toMatchObject({
      adminSecondFactor: 'confirm',
    });

    const wrong = await call(required, 'POST', '/api/account/two-factor/confirm', cookie, {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    const confirmed = await call(required, 'POST', '/api/account/two-factor/confirm', cookie, {
      code: codeNow(secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: admin.id, isAdmin: true });
    const renewed = sessionOf(confirmed)!;
    expect(renewed).not.toBe(cookie);
    expect((await call(required, 'GET', '/api/admin/users', renewed)).statusCode).toBe(200);
    expect((await call(required, 'GET', '/api/auth/me', cookie)).statusCode).toBe(401);
    // The code just used opens nothing twice.
    const reused = await call(required, 'POST', '/api/account/two-factor/confirm', renewed, {
      code: codeNow(secret),
    });
    expect(reused.statusCode).toBe(400);
  });

  it('A27 members and guests are unaffected, and confirming needs a session', async () => {
    const member = await createUser(optional.app);
    const cookie = await loginCookie(optional.app, member);
    expect((await call(required, 'GET', '/api/auth/me', cookie)).json()).not.toHaveProperty(
      'adminSecondFactor',
    );
    expect((await call(required, 'GET', '/api/admin/users', cookie)).statusCode).toBe(403);
    const guest = await call(required, 'POST', '/api/account/two-factor/confirm', undefined, {
      code: '123456',
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('A23 no planted session', () => {
  it('A23 a planted session does not answer during a two-factor sign-in', async () => {
    const planter = await createUser(optional.app);
    const planted = await loginCookie(optional.app, planter);
    const victim = await createUser(optional.app);
    await turnOn(optional.app, await loginCookie(optional.app, victim), victim.password);

    // The victim's browser holds the planter's cookie and signs in with the right password.
    const step = await login(optional, victim.email, victim.password, {
      headers: { cookie: planted },
    });
    expect(step.json()).toEqual({ twoFactorRequired: true });
    const cleared = step.cookies.find((c) => c.name === sessionCookieName(false));
    expect(cleared?.value).toBe('');
    // Abandoned here, the browser is signed in as nobody: the planted session is gone.
    expect((await me(optional, planted)).statusCode).toBe(401);
    const rows = await optional.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, planter.id));
    expect(rows).toEqual([]);
  });

  it('A23 a session that gives a second factor goes on under a new id, and the old id answers no more', async () => {
    const member = await createUser(optional.app);
    const cookie = await loginCookie(optional.app, member);
    const { cookie: renewed } = await turnOn(optional.app, cookie, member.password);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(cookie);
    expect((await me(optional, cookie)).statusCode).toBe(401);
    expect((await me(optional, renewed)).json()).toMatchObject({ id: member.id });
  });
});
