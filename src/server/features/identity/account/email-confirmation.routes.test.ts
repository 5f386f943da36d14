// Confirming an address (PRODUCT 11.2) with EMAIL_CONFIRMATION=required: what a new member may
// do before and after following the mailed link, and what the link itself allows.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../../../test/build-test-app';
import { loginCookie, signedInUser, uniqueEmail } from '../../../../../test/factories';
import {
  freshIp,
  login,
  me,
  outboxRowsFor,
  register,
  sessionCookie,
  sha256Hex,
} from '../../../../../test/helpers/auth';
import { addCompliment, uniqueText } from '../../../../../test/helpers/compliments';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../contract/account-settings-messages';
import { buildApp } from '../../../app';
import { emailConfirmations, users } from '../../../db/schema/index';
import { LIMITS } from '../../../limiters';
import { sendDueDigests } from '../../digest/digest.service';

const PASSWORD = 'quiet-harbour-51';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ emailConfirmation: 'required' });
}, 60_000);
afterAll(() => t.close());
afterEach(() => t.clock.reset());

/** Registers through the API, logs in, and answers the member with their session cookie. */
async function newMember(email = uniqueEmail()) {
  const created = await register(t, { username: email, email, password: PASSWORD });
  expect(created.statusCode).toBe(201);
  const cookie = sessionCookie(await login(t, email, PASSWORD));
  return { id: (created.json() as { id: number }).id, email, cookie };
}

/** The token of the newest confirmation link mailed to the address. */
async function latestConfirmToken(email: string): Promise<string> {
  for (const row of await outboxRowsFor(t, email)) {
    const match = /https?:\/\/\S+\/confirm-email\?token=(\S+)/.exec(row.body);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`no confirmation link mailed to ${email}`);
}

const confirm = (token: unknown, ip = freshIp()) =>
  t.inject({
    method: 'POST',
    url: '/api/account/confirm-email',
    payload: { token },
    remoteAddress: ip,
  });

const resend = (cookie: string, ip = freshIp()) =>
  t.inject({
    method: 'POST',
    url: '/api/account/confirm-email/resend',
    headers: { cookie },
    remoteAddress: ip,
  });

const submit = (cookie: string) =>
  t.inject({
    method: 'POST',
    url: '/api/compliments',
    headers: { cookie },
    payload: { text: uniqueText() },
  });

const refused = { message: EMAIL_CONFIRMATION_MESSAGES.confirmFirst };

describe('A16 unconfirmed members read but wait to act', () => {
  it('A16 register then submit: refused until the mailed link is followed, then allowed', async () => {
    const member = await newMember();
    const current = await me(t, member.cookie);
    expect(current.json()).toMatchObject({ email: member.email, emailConfirmed: false });
    // Reading works at once.
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/compliments/submitted',
          headers: { cookie: member.cookie },
        })
      ).statusCode,
    ).toBe(200);

    const before = await submit(member.cookie);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual(refused);

    const confirmed = await confirm(await latestConfirmToken(member.email));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.confirmed });
    expect((await me(t, member.cookie)).json()).toMatchObject({ emailConfirmed: true });
    expect((await submit(member.cookie)).statusCode).toBe(201);
  });

  it('A16 thanking, reporting, choosing a username and turning the digest on all answer the same 403; reading and turning the digest off do not wait', async () => {
    const member = await newMember();
    const complimentId = await addCompliment(t);
    const cookie = { cookie: member.cookie };
    const attempts = [
      { method: 'POST' as const, url: `/api/compliments/${complimentId}/thank`, headers: cookie },
      {
        method: 'POST' as const,
        url: `/api/compliments/${complimentId}/report`,
        headers: cookie,
        payload: { reason: 'spam' },
      },
      {
        method: 'PATCH' as const,
        url: '/api/auth/profile',
        headers: cookie,
        payload: { username: 'Gentle Otter' },
      },
      {
        method: 'PUT' as const,
        url: '/api/digest',
        headers: cookie,
        payload: { weeklyDigest: true },
      },
    ];
    for (const attempt of attempts) {
      const res = await t.inject(attempt);
      expect(res.statusCode, attempt.url).toBe(403);
      expect(res.json()).toEqual(refused);
    }
    const off = await t.inject({
      method: 'PUT',
      url: '/api/digest',
      headers: cookie,
      payload: { weeklyDigest: false },
    });
    expect(off.statusCode).toBe(200);
    const digest = await t.inject({ method: 'GET', url: '/api/digest', headers: cookie });
    expect(digest.json()).toEqual({ weeklyDigest: false });
    // Nothing was recorded by the refused calls.
    const [row] = await t.ctx.db
      .select({ usernameChosenAt: users.usernameChosenAt })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row!.usernameChosenAt).toBeNull();
  });

  it('A16 the weekly digest skips a member whose address is not confirmed', async () => {
    const author = await newMember();
    const thanker = await signedInUser(t.app);
    await t.ctx.db
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(users.id, thanker.user.id));
    const complimentId = await addCompliment(t, { authorId: author.id });
    const thanked = await t.inject({
      method: 'POST',
      url: `/api/compliments/${complimentId}/thank`,
      headers: { cookie: thanker.cookie },
    });
    expect(thanked.statusCode).toBe(201);
    // Opted in before confirmation existed, say: the job still waits for the address.
    await t.ctx.db.update(users).set({ weeklyDigest: true }).where(eq(users.id, author.id));
    await sendDueDigests(t.ctx);
    const digestsTo = async () =>
      (await outboxRowsFor(t, author.email)).filter((row) => row.subject.includes('thanked'));
    expect(await digestsTo()).toEqual([]);

    expect((await confirm(await latestConfirmToken(author.email))).statusCode).toBe(200);
    await sendDueDigests(t.ctx);
    expect(await digestsTo()).toHaveLength(1);
  });
});

describe('A15 confirmation links', () => {
  it('A15 a confirmation link works once; the token is random, 256 bits, and only its SHA-256 is stored', async () => {
    const member = await newMember();
    const [mail] = await outboxRowsFor(t, member.email);
    expect(mail!.body).toContain('http://localhost:3000/confirm-email?token=');
    const token = await latestConfirmToken(member.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.ctx.db
      .select({ tokenHash: emailConfirmations.tokenHash, email: emailConfirmations.email })
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, member.id));
    expect(stored).toEqual([{ tokenHash: sha256Hex(token), email: member.email }]);
    const everything = await t.ctx.database.rows<{ row: string }>(
      sql`select row_to_json(e)::text as row from email_confirmations e`,
    );
    expect(everything.some(({ row }) => row.includes(token))).toBe(false);

    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.linkInvalid });
  });

  it('A15 a link followed after 24 hours is refused, and one just before works', async () => {
    const late = await newMember();
    const lateToken = await latestConfirmToken(late.email);
    const onTime = await newMember();
    const onTimeToken = await latestConfirmToken(onTime.email);
    t.clock.advance(24 * HOUR - 60_000);
    expect((await confirm(onTimeToken)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const res = await confirm(lateToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.linkInvalid });
    expect((await me(t, late.cookie)).json()).toMatchObject({ emailConfirmed: false });
  });

  it('A15 a forged, empty or oversized token is refused with the same message', async () => {
    const member = await newMember();
    const real = await latestConfirmToken(member.email);
    const forged = `${real.slice(0, -2)}${real.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [forged, 'x'.repeat(43), '', 'y'.repeat(500), 42]) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toBe(
        EMAIL_CONFIRMATION_MESSAGES.linkInvalid,
      );
    }
    expect((await me(t, member.cookie)).json()).toMatchObject({ emailConfirmed: false });
  });

  it('A15 a new link ends every earlier one', async () => {
    const member = await newMember();
    const first = await latestConfirmToken(member.email);
    expect((await resend(member.cookie)).statusCode).toBe(200);
    const second = await latestConfirmToken(member.email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });
});

describe('A18 resend', () => {
  it('A18 resend answers the same whether or not anything waits, and mails only when it does', async () => {
    const waiting = await newMember();
    const done = await newMember();
    expect((await confirm(await latestConfirmToken(done.email))).statusCode).toBe(200);
    const mailsBefore = (await outboxRowsFor(t, done.email)).length;
    const a = await resend(waiting.cookie);
    const b = await resend(done.cookie);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.resendAnswer });
    expect(b.json()).toEqual(a.json());
    expect(await outboxRowsFor(t, waiting.email)).toHaveLength(2);
    expect(await outboxRowsFor(t, done.email)).toHaveLength(mailsBefore);
    expect(
      (await t.inject({ method: 'POST', url: '/api/account/confirm-email/resend' })).statusCode,
    ).toBe(401);
  });

  it('A18 resend is limited per member: the fourth in an hour gets 429 with Retry-After and no mail', async () => {
    expect(LIMITS.confirmResend.points).toBe(3);
    const member = await newMember();
    for (let i = 0; i < LIMITS.confirmResend.points; i++) {
      expect((await resend(member.cookie)).statusCode).toBe(200);
    }
    const mails = (await outboxRowsFor(t, member.email)).length;
    const over = await resend(member.cookie);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outboxRowsFor(t, member.email)).toHaveLength(mails);
    // Another member is not held back by it.
    const other = await newMember();
    expect((await resend(other.cookie)).statusCode).toBe(200);
  });

  it('A18 resend is limited per address block across members', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i <= LIMITS.confirmResendIp.points; i++) {
      const member = await newMember();
      last = (await resend(member.cookie, ip)).statusCode;
      if (i < LIMITS.confirmResendIp.points) expect(last).toBe(200);
    }
    expect(last).toBe(429);
  });
});

describe('A16 changing the address to confirm', () => {
  it('A16 an unconfirmed member changing their email confirms the new address instead; the old one is not mailed', async () => {
    const member = await newMember();
    const oldToken = await latestConfirmToken(member.email);
    const newEmail = uniqueEmail('typo-fixed');
    const res = await t.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: { cookie: member.cookie },
      payload: { currentPassword: PASSWORD, newEmail },
    });
    expect(res.statusCode).toBe(200);
    expect(await outboxRowsFor(t, member.email)).toHaveLength(1);
    const status = await t.inject({
      method: 'GET',
      url: '/api/account/email',
      headers: { cookie: member.cookie },
    });
    expect(status.json()).toEqual({
      email: member.email,
      emailConfirmed: false,
      pendingEmail: newEmail,
    });
    expect((await confirm(oldToken)).statusCode).toBe(400);
    expect((await confirm(await latestConfirmToken(newEmail))).statusCode).toBe(200);
    expect((await me(t, member.cookie)).json()).toMatchObject({
      email: newEmail,
      username: newEmail,
      emailConfirmed: true,
    });
    expect((await login(t, newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(401);
  });
});

describe('A16 start-up admin and confirmed addresses', () => {
  const started: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of started) await app.close();
  });

  async function restart(email: string): Promise<FastifyInstance> {
    const app = await buildApp(
      testConfig(
        {
          emailConfirmation: 'required',
          admin: { email, password: 'lighthouse-keeper-88' },
          adminPromoteExisting: true,
        },
        t.clock,
      ),
      { testing: { database: t.testDb.database, skipMigrations: true } },
    );
    await app.ready();
    started.push(app);
    return app;
  }

  it('A16 ADMIN_PROMOTE_EXISTING promotes a member only once their address is confirmed', async () => {
    const member = await newMember();
    await restart(member.email);
    const unpromoted = await me(t, member.cookie);
    expect(unpromoted.statusCode).toBe(200);
    expect(unpromoted.json()).toMatchObject({ isAdmin: false });

    expect((await confirm(await latestConfirmToken(member.email))).statusCode).toBe(200);
    const app = await restart(member.email);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: member.email, password: 'lighthouse-keeper-88' },
      remoteAddress: freshIp(),
    });
    expect(signedIn.json()).toMatchObject({ id: member.id, isAdmin: true });
  });

  it('A16 a start-up admin made fresh counts as confirmed', async () => {
    const email = uniqueEmail('operator');
    await restart(email);
    const cookie = await loginCookie(t.app, { username: email, password: 'lighthouse-keeper-88' });
    expect((await me(t, cookie)).json()).toMatchObject({ isAdmin: true, emailConfirmed: true });
  });
});

describe('A16 an admin made from the Create admin card', () => {
  it('A16 is mailed a link, reaches the admin screens at once, and shares once the link is followed', async () => {
    const creator = await signedInUser(t.app, { isAdmin: true });
    const email = uniqueEmail('new-admin');
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/create',
      headers: { cookie: creator.cookie },
      payload: { username: email, password: PASSWORD },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email, isAdmin: true, emailConfirmed: false });

    // The mail says who made the account and where to sign in, with the same kind of link.
    const mails = await outboxRowsFor(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your email address for Kindly');
    expect(mails[0]!.body).toContain('An admin of Kindly made an admin account for you');
    expect(mails[0]!.body).toContain('http://localhost:3000/admin-login');

    // Signing in and the admin screens do not wait for the link.
    const cookie = sessionCookie(await login(t, email, PASSWORD));
    expect((await me(t, cookie)).json()).toMatchObject({ isAdmin: true, emailConfirmed: false });
    const usersList = await t.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie },
    });
    expect(usersList.statusCode).toBe(200);
    const audit = await t.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie } });
    expect(audit.statusCode).toBe(200);
    // Acting as a member does, as for every new address.
    const before = await submit(cookie);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual(refused);

    expect((await confirm(await latestConfirmToken(email))).statusCode).toBe(200);
    expect((await me(t, cookie)).json()).toMatchObject({ emailConfirmed: true });
    expect((await submit(cookie)).statusCode).toBe(201);
  });
});

describe('EMAIL_CONFIRMATION=off', () => {
  it('lets a new member act at once, and mails no link', async () => {
    const off = await buildTestApp({ emailConfirmation: 'off' });
    try {
      const email = uniqueEmail();
      const created = await register(off, { username: email, email, password: PASSWORD });
      expect(created.json()).toMatchObject({ emailConfirmed: true });
      const cookie = sessionCookie(await login(off, email, PASSWORD));
      const res = await off.inject({
        method: 'POST',
        url: '/api/compliments',
        headers: { cookie },
        payload: { text: uniqueText() },
      });
      expect(res.statusCode).toBe(201);
      expect(await outboxRowsFor(off, email)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
