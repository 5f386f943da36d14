import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { createUser, loginCookie, uniqueEmail } from '../../../../../test/factories';
import { MESSAGES } from '../../../../contract/messages';
import { passwordResetTokens, sessions } from '../../../db/schema/index';
import { LIMITS } from '../../../limiters';
import {
  expectSimilarTimes,
  forgotPassword,
  freshIp,
  latestResetLink,
  latestResetToken,
  login,
  me,
  median,
  outboxRowsFor,
  remoteClient,
  resetPassword,
  sha256Hex,
} from '../../../../../test/helpers/auth';

const MINUTE = 60 * 1000;
/** How long the stand-in mail server keeps each connection before dropping it. */
const SMTP_STALL_MS = 150;

let t: TestApp;
let smtp: Server;
const smtpSockets = new Set<Socket>();

beforeAll(async () => {
  // A mail server that answers nothing and hangs up late: a reset mail sent before the answer
  // would make the known-email answer at least SMTP_STALL_MS slower than the unknown one.
  smtp = createServer((socket) => {
    smtpSockets.add(socket);
    socket.on('error', () => {});
    setTimeout(() => socket.destroy(), SMTP_STALL_MS);
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.address();
  if (!address || typeof address === 'string') throw new Error('no SMTP test port');
  t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${address.port}` });
}, 60_000);
afterAll(async () => {
  await t.close();
  for (const socket of smtpSockets) socket.destroy();
  await new Promise((resolve) => smtp.close(resolve));
});
afterEach(() => t.clock.reset());

const stableHeaders = (headers: Record<string, unknown>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe('A7 forgot-password uniformity', () => {
  it('A7 forgot-password uniformity: known and unknown emails get the same answer in alike times; only the known one is mailed', async () => {
    const known = [];
    for (let i = 0; i < 10; i++) known.push(await createUser(t.app));
    const unknown = known.map(() => uniqueEmail('nobody'));
    // Timed over a real socket by a client in another process, as a remote caller sees it.
    const client = await remoteClient(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const ask = (email: string) => client.post('/api/auth/forgot-password', { email });
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    const answers = [];
    try {
      for (let i = 0; i < 3; i++) await ask(uniqueEmail('warm-up'));
      for (const [i, user] of known.entries()) {
        // Each sample starts from a quiet process, so earlier mail work cannot slow either side.
        await t.ctx.background.drain();
        const a = await ask(user.email);
        await t.ctx.background.drain();
        const b = await ask(unknown[i]!);
        knownTimes.push(a.ms);
        unknownTimes.push(b.ms);
        answers.push(a, b);
      }
    } finally {
      client.close();
    }
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ message: MESSAGES.forgotPasswordAnswer });
      expect(stableHeaders(res.headers)).toEqual(stableHeaders(answers[0]!.headers));
    }
    expectSimilarTimes(median(knownTimes), median(unknownTimes));
    expect(median(knownTimes)).toBeLessThan(SMTP_STALL_MS);

    for (const user of known) expect(await outboxRowsFor(t, user.email)).toHaveLength(1);
    for (const email of unknown) expect(await outboxRowsFor(t, email)).toHaveLength(0);
  });

  it('A7 forgot-password uniformity: 4 requests for one email in the hour all look the same; 3 mails go out', async () => {
    expect(LIMITS.forgotEmail).toEqual({ points: 3, duration: 60 * 60 });
    const user = await createUser(t.app);
    const stranger = uniqueEmail('nobody');
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(await forgotPassword(t, i % 2 === 0 ? user.email : user.email.toUpperCase()));
      answers.push(await forgotPassword(t, stranger));
    }
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.forgotPasswordAnswer });
      expect(res.headers['retry-after']).toBeUndefined();
      expect(stableHeaders(res.headers)).toEqual(stableHeaders(answers[0]!.headers));
    }
    expect(await outboxRowsFor(t, user.email)).toHaveLength(3);
    expect(await outboxRowsFor(t, stranger)).toHaveLength(0);
  });

  it('A7 forgot-password uniformity: an address over its limit still gets the same answer, and no mail', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.forgotIp.points; i++) {
      expect((await forgotPassword(t, uniqueEmail('spray'), { ip })).statusCode).toBe(200);
    }
    const user = await createUser(t.app);
    const over = await forgotPassword(t, user.email, { ip });
    expect(over.statusCode).toBe(200);
    expect(over.json()).toEqual({ message: MESSAGES.forgotPasswordAnswer });
    expect(over.headers['retry-after']).toBeUndefined();
    expect(await outboxRowsFor(t, user.email)).toHaveLength(0);
  });
});

describe('A8 reset token', () => {
  it('A8 reset token: at least 128 random bits, only its SHA-256 stored', async () => {
    const user = await createUser(t.app);
    await forgotPassword(t, user.email);
    const token = await latestResetToken(t, user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const rows = await t.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('A8 reset token: the link is built from PUBLIC_URL, never from the Host header', async () => {
    const user = await createUser(t.app);
    const res = await forgotPassword(t, user.email, {
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(res.statusCode).toBe(200);
    const link = await latestResetLink(t, user.email);
    expect(link.origin).toBe(t.ctx.config.publicUrl);
    expect(link.pathname).toBe('/reset-password');
    const [mail] = await outboxRowsFor(t, user.email);
    expect(mail!.body).not.toContain('evil.example');
  });

  it('A8 reset token: a link works once; the second use gets 400', async () => {
    const user = await createUser(t.app);
    await forgotPassword(t, user.email);
    const token = await latestResetToken(t, user.email);
    expect((await resetPassword(t, token, 'first-new-pass-1')).statusCode).toBe(200);
    const again = await resetPassword(t, token, 'second-new-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
    expect((await login(t, user.email, 'first-new-pass-1')).statusCode).toBe(200);
    expect((await login(t, user.email, 'second-new-pass-2')).statusCode).toBe(401);
  });

  it('A8 reset token: two parallel uses of one link give one 200 and one 400', async () => {
    const user = await createUser(t.app);
    await forgotPassword(t, user.email);
    const token = await latestResetToken(t, user.email);
    const answers = await Promise.all([
      resetPassword(t, token, 'racer-one-pass-1'),
      resetPassword(t, token, 'racer-two-pass-2'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('A8 reset token: a link 61 minutes old gets 400; one 59 minutes old still works', async () => {
    const late = await createUser(t.app);
    const inTime = await createUser(t.app);
    await forgotPassword(t, late.email);
    await forgotPassword(t, inTime.email);
    const lateToken = await latestResetToken(t, late.email);
    const inTimeToken = await latestResetToken(t, inTime.email);

    t.clock.advance(59 * MINUTE);
    expect((await resetPassword(t, inTimeToken, 'in-time-pass-59')).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    const expired = await resetPassword(t, lateToken, 'too-late-pass-61');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
    expect((await login(t, late.email, late.password)).statusCode).toBe(200);
  });

  it('A8 reset token: older links stop working once the password was reset', async () => {
    const user = await createUser(t.app);
    await forgotPassword(t, user.email);
    const older = await latestResetToken(t, user.email);
    await forgotPassword(t, user.email);
    const newer = await latestResetToken(t, user.email);
    expect(newer).not.toBe(older);
    expect((await resetPassword(t, newer, 'newest-link-pass-3')).statusCode).toBe(200);
    expect((await resetPassword(t, older, 'older-link-pass-4')).statusCode).toBe(400);
    expect((await login(t, user.email, 'newest-link-pass-3')).statusCode).toBe(200);
  });

  it('A8 reset token: after a reset every old session cookie gets 401', async () => {
    const user = await createUser(t.app);
    const phone = await loginCookie(t.app, user);
    const laptop = await loginCookie(t.app, user);
    expect((await me(t, phone)).statusCode).toBe(200);
    await forgotPassword(t, user.email);
    const token = await latestResetToken(t, user.email);
    expect((await resetPassword(t, token, 'after-reset-pass-8')).statusCode).toBe(200);
    for (const cookie of [phone, laptop]) {
      const res = await me(t, cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.notLoggedIn });
    }
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const fresh = await login(t, user.email, 'after-reset-pass-8');
    expect(fresh.statusCode).toBe(200);
  });
});
