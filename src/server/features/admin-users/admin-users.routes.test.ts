import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { createUser, loginCookie, signedInUser, uniqueEmail } from '../../../../test/factories';
import type { AdminUser } from '../../../contract/admin';
import { compliments, deliveries, messages, outbox, users } from '../../db/schema/index';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await signedInUser(t.app, { isAdmin: true });
  adminCookie = admin.cookie;
  memberCookie = (await signedInUser(t.app)).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: unknown, cookie?: string) =>
  t.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

describe('GET /api/admin/isAdmin', () => {
  it('answers a JSON boolean to anyone', async () => {
    const guest = await get('/api/admin/isAdmin');
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['content-type']).toMatch(/^application\/json/);
    expect(guest.body).toBe('false');
    expect((await get('/api/admin/isAdmin', memberCookie)).body).toBe('false');
    expect((await get('/api/admin/isAdmin', adminCookie)).body).toBe('true');
  });
});

describe('GET /api/admin/users', () => {
  it('lists every account newest first with the admin columns and no hash', async () => {
    const older = await createUser(t.app);
    t.clock.advance(60_000);
    const newer = await createUser(t.app);
    t.clock.advance(60_000);
    await loginCookie(t.app, newer);

    const res = await get('/api/admin/users', adminCookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    const ids = list.map((u) => u.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const row = list.find((u) => u.id === newer.id)!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'createdAt',
        'email',
        'id',
        'isAdmin',
        'karmaPoints',
        'lastActiveAt',
        'lastLogin',
        'twoFactorOn',
        'username',
      ].sort(),
    );
    expect(row).toMatchObject({ email: newer.email, username: newer.email, isAdmin: false });
    expect(row.lastLogin).toEqual(expect.any(String));
    expect(row.lastActiveAt).toEqual(expect.any(String));
    expect(list.find((u) => u.id === older.id)).toMatchObject({ lastLogin: null });
    expect(res.body).not.toMatch(/argon2|scrypt|passwordHash/);
  });

  it('says whether two-factor sign-in is on: not while a set-up waits, and no longer after a reset', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const twoFactorOn = async () => {
      const list = (await get('/api/admin/users', adminCookie)).json() as AdminUser[];
      return list.find((row) => row.id === user.id)?.twoFactorOn;
    };
    expect(await twoFactorOn()).toBe(false);

    const setup = await post('/api/account/two-factor/setup', { password: user.password }, cookie);
    expect(setup.statusCode).toBe(200);
    expect(await twoFactorOn()).toBe(false);

    const { secret } = setup.json<{ secret: string }>();
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: t.clock.now().getTime(),
    });
    expect((await post('/api/account/two-factor/enable', { code }, cookie)).statusCode).toBe(200);
    expect(await twoFactorOn()).toBe(true);
    const list = (await get('/api/admin/users', adminCookie)).body;
    expect(list).not.toContain(secret);
    expect(list).not.toMatch(/v1\.[\w-]+\./);

    const reset = await post(`/api/admin/users/${user.id}/two-factor/reset`, {}, adminCookie);
    expect(reset.statusCode).toBe(200);
    expect(await twoFactorOn()).toBe(false);
  });
});

describe('GET /api/admin/users/{id}/stats', () => {
  it('counts what the user submitted and received, with the latest dates', async () => {
    const author = await createUser(t.app);
    const reader = await createUser(t.app);
    const first = new Date('2025-01-02T10:00:00.000Z');
    const last = new Date('2025-03-04T12:30:00.000Z');
    const rows = await t.ctx.db
      .insert(compliments)
      .values([
        { text: 'You make every room brighter.', authorId: author.id, createdAt: first },
        { text: 'Your patience is a real gift.', authorId: author.id, createdAt: last },
      ])
      .returning({ id: compliments.id });
    await t.ctx.db.insert(deliveries).values([
      { receiverId: author.id, complimentId: rows[0]!.id, createdAt: first },
      { receiverId: reader.id, complimentId: rows[0]!.id, createdAt: first },
      { receiverId: reader.id, complimentId: rows[1]!.id, createdAt: last },
    ]);

    const res = await get(`/api/admin/users/${author.id}/stats`, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      submittedCount: 2,
      receivedCount: 1,
      lastComplimentSubmitted: last.toISOString(),
      lastComplimentReceived: first.toISOString(),
    });
    const readerStats = await get(`/api/admin/users/${reader.id}/stats`, adminCookie);
    expect(readerStats.json()).toEqual({
      submittedCount: 0,
      receivedCount: 2,
      lastComplimentSubmitted: null,
      lastComplimentReceived: last.toISOString(),
    });
  });

  it('answers 404 for an unknown user and 400 for an id that is not one', async () => {
    const unknown = await get('/api/admin/users/999999/stats', adminCookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      const res = await get(`/api/admin/users/${id}/stats`, adminCookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('User not found');
    }
  });
});

describe('POST /api/admin/create', () => {
  it('creates an admin who can log in and is recognised as one', async () => {
    const email = uniqueEmail('new-admin');
    const res = await post(
      '/api/admin/create',
      { username: email, password: 'lantern-harbor-9' },
      adminCookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: email, email, isAdmin: true, karmaPoints: 0 });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
    const cookie = await loginCookie(t.app, { username: email, password: 'lantern-harbor-9' });
    expect((await get('/api/admin/isAdmin', cookie)).body).toBe('true');
  });

  it('refuses a username that is not an email and a short password with the spec messages', async () => {
    const notEmail = await post(
      '/api/admin/create',
      { username: 'someone', password: 'lantern-harbor-9' },
      adminCookie,
    );
    expect(notEmail.statusCode).toBe(400);
    expect(notEmail.json().message).toBe('Must be a valid email');
    const short = await post(
      '/api/admin/create',
      { username: uniqueEmail(), password: '12345' },
      adminCookie,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters');
  });

  it('answers 409 for an email that already has an account, in any case', async () => {
    const existing = await createUser(t.app);
    const res = await post(
      '/api/admin/create',
      { username: existing.email.toUpperCase(), password: 'lantern-harbor-9' },
      adminCookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('answers 403 to a member and creates nothing (SECURITY C4)', async () => {
    const email = uniqueEmail('sneaky');
    const res = await post(
      '/api/admin/create',
      { username: email, password: 'lantern-harbor-9' },
      memberCookie,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You need admin privileges to access this page' });
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/admin/message', () => {
  it('puts a trimmed message in the user inbox and mails nothing without SMTP', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const res = await post(
      '/api/admin/message',
      { userId: user.id, message: '  Thank you for being kind!  ' },
      adminCookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: user.id, message: 'Thank you for being kind!' });
    const inbox = await get('/api/messages', cookie);
    expect(inbox.json()).toMatchObject({
      unreadCount: 1,
      messages: [{ message: 'Thank you for being kind!', readAt: null }],
    });
    await t.ctx.background.drain();
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    expect(mails).toHaveLength(0);
  });

  it.each([
    ['Please select a user', { message: 'Hello there' }],
    ['Please select a user', { userId: 'x', message: 'Hello there' }],
    ['Please enter a message', { userId: 1 }],
    ['Please enter a message', { userId: 1, message: '' }],
    ['Please enter a message', { userId: 1, message: ' \n\t ' }],
    ['Message must be at most 2000 characters', { userId: 1, message: 'a'.repeat(2001) }],
  ])('refuses a bad body with "%s"', async (message, payload) => {
    const res = await post('/api/admin/message', payload, adminCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for an unknown user and stores nothing', async () => {
    const before = await t.ctx.db.select().from(messages);
    const res = await post('/api/admin/message', { userId: 999999, message: 'Hello' }, adminCookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found' });
    expect(await t.ctx.db.select().from(messages)).toHaveLength(before.length);
  });
});

describe('revocation (SECURITY S6)', () => {
  it('refuses a demoted admin at the next call, and a deleted user as a guest', async () => {
    const demoted = await signedInUser(t.app, { isAdmin: true });
    expect((await get('/api/admin/users', demoted.cookie)).statusCode).toBe(200);
    await t.ctx.db.update(users).set({ isAdmin: false }).where(eq(users.id, demoted.user.id));
    expect((await get('/api/admin/users', demoted.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/isAdmin', demoted.cookie)).body).toBe('false');

    const deleted = await signedInUser(t.app, { isAdmin: true });
    expect((await get('/api/admin/users', deleted.cookie)).statusCode).toBe(200);
    await t.ctx.db.delete(users).where(eq(users.id, deleted.user.id));
    const res = await get('/api/admin/users', deleted.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required' });
  });
});

describe('admin messages with SMTP configured', () => {
  it('also mails the user, after the answer', async () => {
    // The test mailer keeps every mail in the outbox; the setting is what decides to mail.
    t.ctx.config.smtpUrl = 'smtp://mail.example:25';
    try {
      const member = await createUser(t.app);
      const res = await post(
        '/api/admin/message',
        { userId: member.id, message: 'Your compliment made our day.' },
        adminCookie,
      );
      expect(res.statusCode).toBe(201);
      await t.ctx.background.drain();
      const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, member.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body).toContain('Your compliment made our day.');
    } finally {
      t.ctx.config.smtpUrl = undefined;
    }
  });
});
