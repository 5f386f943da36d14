import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, testConfig, type TestApp } from '../../../../../test/build-test-app';
import { createUser, uniqueEmail } from '../../../../../test/factories';
import { createTestDatabase } from '../../../../../test/test-db';
import { MESSAGES } from '../../../../contract/messages';
import { buildApp } from '../../../app';
import { users } from '../../../db/schema/index';
import {
  forgotPassword,
  freshIp,
  latestResetToken,
  login,
  me,
  register,
  resetPassword,
  sessionCookie,
  tokenOfCookie,
} from '../../../../../test/helpers/auth';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    callback();
  },
});

let t: TestApp;
beforeAll(async () => {
  const clock = new TestClock();
  const testDb = await createTestDatabase();
  // At debug level every request is logged, successful ones included: the most there is to leak.
  const app = await buildApp(testConfig({ logLevel: 'debug' }, clock), {
    testing: {
      database: testDb.database,
      skipMigrations: true,
      logStream,
    },
  });
  await app.ready();
  t = {
    app,
    ctx: app.ctx,
    clock,
    testDb,
    inject: (options) => app.inject(options),
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}, 60_000);
afterAll(() => t.close());

const logText = () => lines.join('\n');

const storedHash = async (email: string) => {
  const [row] = await t.ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row!.passwordHash;
};

/** What must never reach a log line: the secrets and also the URL-encoded form of each. */
function expectAbsent(secrets: string[]): void {
  const text = logText();
  for (const secret of secrets) {
    for (const form of new Set([
      secret,
      encodeURIComponent(secret),
      JSON.stringify(secret).slice(1, -1),
    ])) {
      expect(text.includes(form), `a log line holds ${form.slice(0, 12)}…`).toBe(false);
    }
  }
}

describe('S7 no secrets in logs or URLs', () => {
  it('S7 no secrets in logs or URLs: register, login, reset and logout log no password, cookie, token or hash', async () => {
    const email = uniqueEmail('logged');
    const firstPassword = 'first-Secret-Pass-71';
    const secondPassword = 'second-Secret-Pass-72';
    const wrongPassword = 'wrong-Secret-Pass-73';

    expect((await register(t, { email, password: firstPassword })).statusCode).toBe(201);
    const firstHash = await storedHash(email);
    const firstLogin = await login(t, email, firstPassword);
    const firstCookie = sessionCookie(firstLogin);
    expect((await me(t, firstCookie)).statusCode).toBe(200);
    expect((await login(t, email, wrongPassword)).statusCode).toBe(401);

    await forgotPassword(t, email);
    const resetToken = await latestResetToken(t, email);
    // The page the mail links to, opened in a browser, and an API call carrying the token.
    const page = await t.inject({
      method: 'GET',
      url: `/reset-password?token=${encodeURIComponent(resetToken)}`,
    });
    // The page's links and requests must not pass its URL on to other sites.
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    await t.inject({ method: 'GET', url: `/api/auth/me?code=${resetToken}&token=${resetToken}` });
    expect((await resetPassword(t, resetToken, secondPassword)).statusCode).toBe(200);
    const secondHash = await storedHash(email);

    const secondLogin = await login(t, email, secondPassword);
    const secondCookie = sessionCookie(secondLogin);
    const out = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: secondCookie },
    });
    expect(out.statusCode).toBe(204);

    const text = logText();
    // The flow was logged at all: each step left its request line.
    for (const url of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/logout',
    ]) {
      expect(text).toContain(`"url":"${url}"`);
    }
    expect(text).toContain('"url":"/reset-password?token=[redacted]"');
    expectAbsent([
      firstPassword,
      secondPassword,
      wrongPassword,
      firstCookie.slice(firstCookie.indexOf('=') + 1),
      secondCookie.slice(secondCookie.indexOf('=') + 1),
      tokenOfCookie(firstCookie),
      tokenOfCookie(secondCookie),
      resetToken,
      firstHash,
      secondHash,
    ]);
    expect(text).not.toContain('$argon2');
  });

  it('S7 no secrets in logs or URLs: a malformed login body is not echoed into the log', async () => {
    const password = 'half-sent-Secret-74';
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"someone@example.com","password":"${password}"`,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain(password);
    expectAbsent([password]);
  });

  it('S7 no secrets in logs or URLs: a database failure while saving a password logs no hash', async () => {
    const resetUser = await createUser(t.app, { email: uniqueEmail('blocked-reset') });
    await forgotPassword(t, resetUser.email);
    const token = await latestResetToken(t, resetUser.email);
    const newPassword = 'blocked-Secret-Pass-75';
    // A constraint added under the running app makes the next writes of these rows fail.
    await t.ctx.db.execute(
      sql.raw(
        "alter table users add constraint s7_blocked check (email not like 'blocked-%') not valid",
      ),
    );
    try {
      const registered = await register(t, {
        email: uniqueEmail('blocked-new'),
        password: newPassword,
      });
      const reset = await resetPassword(t, token, newPassword);
      for (const res of [registered, reset]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: MESSAGES.invalidRequest });
      }
    } finally {
      await t.ctx.db.execute(sql.raw('alter table users drop constraint s7_blocked'));
    }
    const text = logText();
    expect(text).toContain('s7_blocked');
    expect(text).not.toContain('$argon2');
    expectAbsent([newPassword, token, resetUser.passwordHash]);
  });
});
