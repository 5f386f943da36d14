import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES } from '../../../contract/account-deletion-messages';
import { MESSAGES } from '../../../contract/messages';
import { LIMITS } from '../../limiters';
import { containsProfanity } from '../screening/content-rules';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  DEFAULT_PASSWORD,
  loginCookie,
  randomToken,
  signedInUser,
  uniqueEmail,
  type TestUser,
} from '../../../../test/factories';
import { login, me, register } from '../../../../test/helpers/auth';
import {
  badgeLevels,
  countThanks,
  karmaOf,
  rows,
  submit,
  thank,
  uniqueText,
} from '../../../../test/helpers/compliments';
import { submittedBy } from '../../../../test/helpers/moderation';

// PRODUCT 11.6, DECISIONS 59: a member deletes their account; an admin ends a user's sessions or
// anonymises their account (PRODUCT 8).

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t.app, { isAdmin: true });
});
afterAll(() => t.close());

type Member = { user: TestUser; cookie: string };
const member = (): Promise<Member> => signedInUser(t.app);

const EVIL = 'https://evil.example';

const deleteAccount = (
  cookie: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  t.inject({
    method: 'POST',
    url: '/api/account/delete',
    headers: { cookie, ...headers },
    payload,
  });

const adminCall = (
  action: 'end-sessions' | 'anonymise',
  userId: number,
  cookie = admin.cookie,
  headers: Record<string, string> = {},
) =>
  t.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/${action}`,
    headers: { cookie, ...headers },
  });

/**
 * A username made of letters only, unique in the database (digits would read as leetspeak). Random
 * letters can spell a word the profanity filter refuses, so such a draw is drawn again.
 */
function uniqueName(): string {
  for (;;) {
    const name = `Sunny ${randomToken()
      .replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)]!)
      .slice(0, 10)}`;
    if (!containsProfanity(name)) return name;
  }
}

async function chooseUsername(m: Member): Promise<string> {
  const username = uniqueName();
  const res = await t.inject({
    method: 'PATCH',
    url: '/api/auth/profile',
    headers: { cookie: m.cookie },
    payload: { username },
  });
  expect(res.statusCode, res.body).toBe(200);
  return username;
}

const complimentRow = async (id: number) =>
  (
    await rows<{ author_id: number | null; public_id: string; is_visible: boolean }>(
      t,
      sql`select author_id, public_id, is_visible from compliments where id = ${id}::int`,
    )
  )[0];

const report = (cookie: string, complimentId: number) =>
  t.inject({
    method: 'POST',
    url: `/api/compliments/${complimentId}/report`,
    headers: { cookie },
    payload: { reason: 'spam' },
  });

async function auditRows(action: string, targetId: number) {
  const res = await t.inject({
    url: `/api/admin/audit?action=${action}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().entries as { targetId: string }[]).filter(
    (entry) => entry.targetId === String(targetId),
  );
}

describe('A19 deleting one’s own account (PRODUCT 11.6)', () => {
  it('A19 a deleted account cannot log in, its old cookies get 401, and its address registers again', async () => {
    const m = await member();
    const otherDevice = await loginCookie(t.app, m.user);
    const res = await deleteAccount(m.cookie, { password: DEFAULT_PASSWORD, compliments: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_DELETION_MESSAGES.deleted });
    // The cookie is cleared.
    expect(res.cookies[0]).toMatchObject({ value: '' });
    expect((await me(t, m.cookie)).statusCode).toBe(401);
    expect((await me(t, otherDevice)).statusCode).toBe(401);

    // The old email and password fail exactly like a wrong password for an unknown address.
    const refused = await login(t, m.user.email, DEFAULT_PASSWORD);
    const unknown = await login(t, uniqueEmail('nobody'), DEFAULT_PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: MESSAGES.invalidCredentials });
    expect(refused.json()).toEqual(unknown.json());

    // Nothing in the row names the member any more.
    const [row] = await rows<{ email: string; username: string; deleted_at: Date | null }>(
      t,
      sql`select email, username, deleted_at from users where id = ${m.user.id}::int`,
    );
    expect(row!.deleted_at).not.toBeNull();
    expect(row!.email).toMatch(/@deleted\.invalid$/);
    expect(row!.email).not.toContain(m.user.email.split('@')[0]!);
    expect(row!.username).toBe(row!.email);

    const again = await register(t, { email: m.user.email, password: 'new-lantern-77' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).not.toBe(m.user.id);
    expect(again.json()).toMatchObject({ email: m.user.email, karmaPoints: 0 });
    expect((await login(t, m.user.email, 'new-lantern-77')).statusCode).toBe(200);
  });

  it('A19 keeps the compliments as "A Kindly member" linked to no one: share page, moderation search and the new account’s badge card name nobody', async () => {
    const m = await member();
    const oldName = await chooseUsername(m);
    const text = uniqueText('Your patience lights up the whole street');
    const id = await submittedBy(t, m.cookie, text);
    const res = await deleteAccount(m.cookie, { password: DEFAULT_PASSWORD, compliments: 'keep' });
    expect(res.statusCode, res.body).toBe(200);

    const kept = await complimentRow(id);
    expect(kept).toMatchObject({ author_id: null, is_visible: true });
    const shared = await t.inject({ url: `/api/compliments/public/${kept!.public_id}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().text).toBe(text);
    expect(shared.body).not.toContain(oldName);
    expect(shared.body).not.toContain(m.user.email);

    const search = await t.inject({
      url: `/api/admin/moderation/compliments?q=${encodeURIComponent('Your patience lights')}`,
      headers: { cookie: admin.cookie },
    });
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain(text);
    expect(search.body).not.toContain(oldName);
    expect(search.body).not.toContain(m.user.email);

    // The old name is free, and a new account at the same address shows none of the old one.
    const again = await register(t, { email: m.user.email, password: 'new-lantern-77' });
    expect(again.statusCode, again.body).toBe(201);
    const cookie = await loginCookie(t.app, { username: m.user.email, password: 'new-lantern-77' });
    expect((await submit(t, { text: uniqueText() }, cookie)).statusCode).toBe(201);
    const badges = await t.inject({ url: '/api/badges', headers: { cookie } });
    const [badge] = badges.json() as { id: string }[];
    const shareRes = await t.inject({
      method: 'POST',
      url: `/api/badges/${badge!.id}/share`,
      headers: { cookie },
    });
    expect(shareRes.statusCode, shareRes.body).toBe(200);
    const card = await t.inject({ url: `/api/badges/${badge!.id}` });
    expect(card.statusCode).toBe(200);
    expect(card.json().earnedBy).toBe('A Kindly member');
    expect(card.body).not.toContain(oldName);
  });

  it('A19 deletes the compliments when asked, except one under an open report, which stays unlinked with its report', async () => {
    const m = await member();
    const plain = await submittedBy(t, m.cookie);
    const reported = await submittedBy(t, m.cookie);
    const reporter = await member();
    expect((await report(reporter.cookie, reported)).statusCode).toBe(201);
    const thanker = await member();
    expect((await thank(t, plain, thanker.cookie)).statusCode).toBe(201);

    const res = await deleteAccount(m.cookie, {
      password: DEFAULT_PASSWORD,
      compliments: 'delete',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await complimentRow(plain)).toBeUndefined();
    expect(await complimentRow(reported)).toMatchObject({ author_id: null });
    const reports = await rows<{ status: string; reporter_id: number }>(
      t,
      sql`select status, reporter_id from reports where compliment_id = ${reported}::int`,
    );
    expect(reports).toEqual([{ status: 'open', reporter_id: reporter.user.id }]);
    // The thanker keeps the karma and the badge the thank earned.
    expect(await karmaOf(t, thanker.user.id)).toBe(1);
    expect(await badgeLevels(t, thanker.user.id)).toContain('grateful_heart:1');
  });

  it('A19 leaves others’ counts alone: thanks the member gave, the thanked author’s karma and badges; the member’s own karma, badges, inbox and reports’ link go', async () => {
    const author = await member();
    const theirs = await submittedBy(t, author.cookie);
    const d = await member();
    const own = await submittedBy(t, d.cookie);
    expect((await thank(t, theirs, d.cookie)).statusCode).toBe(201);
    expect((await thank(t, own, author.cookie)).statusCode).toBe(201);
    expect((await report(d.cookie, await submittedBy(t, (await member()).cookie))).statusCode).toBe(
      201,
    );
    const message = await t.inject({
      method: 'POST',
      url: '/api/admin/message',
      headers: { cookie: admin.cookie },
      payload: { userId: d.user.id, message: 'Hello there' },
    });
    expect(message.statusCode).toBe(201);

    const karmaBefore = await karmaOf(t, author.user.id);
    const badgesBefore = await badgeLevels(t, author.user.id);
    expect(await badgeLevels(t, d.user.id)).not.toEqual([]);

    const res = await deleteAccount(d.cookie, {
      password: DEFAULT_PASSWORD,
      compliments: 'delete',
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await countThanks(t, theirs)).toBe(1);
    expect(await karmaOf(t, author.user.id)).toBe(karmaBefore);
    expect(await badgeLevels(t, author.user.id)).toEqual(badgesBefore);
    const submitted = await t.inject({
      url: '/api/compliments/submitted',
      headers: { cookie: author.cookie },
    });
    expect(submitted.json()).toEqual([expect.objectContaining({ id: theirs, thanksCount: 1 })]);

    expect(await karmaOf(t, d.user.id)).toBe(0);
    expect(await badgeLevels(t, d.user.id)).toEqual([]);
    const left = await rows<{ messages: number; reports: number; sessions: number }>(
      t,
      sql`select
        (select count(*)::int from messages where user_id = ${d.user.id}::int) as messages,
        (select count(*)::int from reports where reporter_id = ${d.user.id}::int) as reports,
        (select count(*)::int from sessions where user_id = ${d.user.id}::int) as sessions`,
    );
    expect(left).toEqual([{ messages: 0, reports: 0, sessions: 0 }]);
  });

  it('refuses a wrong password with a field error, a missing choice, and too many attempts', async () => {
    const m = await member();
    const wrong = await deleteAccount(m.cookie, {
      password: 'not-my-password',
      compliments: 'keep',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: ACCOUNT_DELETION_MESSAGES.wrongPassword,
      fieldErrors: { password: [ACCOUNT_DELETION_MESSAGES.wrongPassword] },
    });
    const noChoice = await deleteAccount(m.cookie, { password: DEFAULT_PASSWORD });
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.json().fieldErrors).toEqual({
      compliments: [ACCOUNT_DELETION_MESSAGES.choiceRequired],
    });
    const noPassword = await deleteAccount(m.cookie, { password: '', compliments: 'keep' });
    expect(noPassword.json().fieldErrors).toEqual({
      password: [ACCOUNT_DELETION_MESSAGES.passwordRequired],
    });
    expect((await me(t, m.cookie)).statusCode).toBe(200);

    for (let i = 1; i < LIMITS.accountDelete.points; i++) {
      const res = await deleteAccount(m.cookie, {
        password: `guess-${i}-xyz`,
        compliments: 'keep',
      });
      expect(res.statusCode).toBe(400);
    }
    // Past the limit even the right password waits.
    const over = await deleteAccount(m.cookie, { password: DEFAULT_PASSWORD, compliments: 'keep' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await me(t, m.cookie)).statusCode).toBe(200);

    const guest = await t.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: DEFAULT_PASSWORD, compliments: 'keep' },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('A19 keeps the audit and moderation logs’ entries of a deleted admin, shown as "Deleted account"', async () => {
    const leaving = await signedInUser(t.app, { isAdmin: true });
    const target = await member();
    const suspend = await t.inject({
      method: 'POST',
      url: `/api/admin/moderation/users/${target.user.id}/suspend`,
      headers: { cookie: leaving.cookie },
      payload: { duration: '1d', reason: 'Spam wave' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const res = await deleteAccount(leaving.cookie, {
      password: DEFAULT_PASSWORD,
      compliments: 'keep',
    });
    expect(res.statusCode, res.body).toBe(200);

    const audit = await t.inject({
      url: `/api/admin/audit?adminId=${leaving.user.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().entries).toEqual([
      expect.objectContaining({ action: 'member.suspend', adminUsername: 'Deleted account' }),
    ]);
    expect(audit.json().admins).toContainEqual({
      id: leaving.user.id,
      username: 'Deleted account',
    });
    expect(audit.body).not.toContain(leaving.user.email);
    const log = await t.inject({
      url: '/api/admin/moderation/log',
      headers: { cookie: admin.cookie },
    });
    const entries = (log.json() as { adminId: number; adminUsername: string }[]).filter(
      (entry) => entry.adminId === leaving.user.id,
    );
    expect(entries).toEqual([
      expect.objectContaining({ action: 'suspend', adminUsername: 'Deleted account' }),
    ]);
  });
});

describe('C12 the last admin, and the new writes’ guards', () => {
  it('C12 the last admin cannot delete their account; once another admin exists, they can', async () => {
    const alone = await buildTestApp();
    try {
      const only = await signedInUser(alone.app, { isAdmin: true });
      const body = { password: DEFAULT_PASSWORD, compliments: 'keep' };
      const refused = await alone.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: { cookie: only.cookie },
        payload: body,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: ACCOUNT_DELETION_MESSAGES.lastAdmin });
      expect(
        (await alone.inject({ url: '/api/auth/me', headers: { cookie: only.cookie } })).statusCode,
      ).toBe(200);

      await signedInUser(alone.app, { isAdmin: true });
      const done = await alone.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: { cookie: only.cookie },
        payload: body,
      });
      expect(done.statusCode, done.body).toBe(200);
    } finally {
      await alone.close();
    }
  });

  it('C12 refuses each new write from another site and changes nothing', async () => {
    const m = await member();
    const deleting = await deleteAccount(
      m.cookie,
      { password: DEFAULT_PASSWORD, compliments: 'keep' },
      { origin: EVIL },
    );
    expect(deleting.statusCode).toBe(403);
    expect(deleting.json()).toEqual({ message: MESSAGES.crossSiteRefused });
    const ending = await adminCall('end-sessions', m.user.id, admin.cookie, { origin: EVIL });
    expect(ending.statusCode).toBe(403);
    const anonymising = await adminCall('anonymise', m.user.id, admin.cookie, {
      'sec-fetch-site': 'cross-site',
    });
    expect(anonymising.statusCode).toBe(403);
    expect((await me(t, m.cookie)).statusCode).toBe(200);
    expect(await auditRows('user.anonymise', m.user.id)).toEqual([]);
  });
});

describe('C12 an admin ends a user’s sessions or anonymises them (PRODUCT 8)', () => {
  it('C12 ends every session of a user at once, audited; not the admin’s own, not an unknown user', async () => {
    const m = await member();
    const otherDevice = await loginCookie(t.app, m.user);
    const res = await adminCall('end-sessions', m.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_DELETION_MESSAGES.sessionsEnded });
    expect((await me(t, m.cookie)).statusCode).toBe(401);
    expect((await me(t, otherDevice)).statusCode).toBe(401);
    expect(await auditRows('user.end_sessions', m.user.id)).toEqual([
      expect.objectContaining({
        adminId: admin.user.id,
        targetType: 'user',
        summary: `Ended every session of user #${m.user.id}`,
      }),
    ]);
    // They log in again as usual.
    expect((await login(t, m.user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);

    const own = await adminCall('end-sessions', admin.user.id);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: ACCOUNT_DELETION_MESSAGES.endOwnSessions });
    expect((await me(t, admin.cookie)).statusCode).toBe(200);
    expect((await adminCall('end-sessions', 2_000_000_000)).statusCode).toBe(404);
    expect((await adminCall('end-sessions', m.user.id, m.cookie)).statusCode).toBe(401);
  });

  it('C12 anonymises a user: logged out, cannot log in, compliments kept unlinked, audited, gone from the list', async () => {
    const m = await member();
    const name = await chooseUsername(m);
    const id = await submittedBy(t, m.cookie);
    const res = await adminCall('anonymise', m.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_DELETION_MESSAGES.anonymised });
    expect((await me(t, m.cookie)).statusCode).toBe(401);
    expect((await login(t, m.user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect(await complimentRow(id)).toMatchObject({ author_id: null, is_visible: true });
    expect(await auditRows('user.anonymise', m.user.id)).toEqual([
      expect.objectContaining({ adminId: admin.user.id, summary: `Anonymised user #${m.user.id}` }),
    ]);
    const list = await t.inject({ url: '/api/admin/users', headers: { cookie: admin.cookie } });
    expect(list.json().map((user: { id: number }) => user.id)).not.toContain(m.user.id);
    expect(list.body).not.toContain(name);

    // Once gone, the account is unknown to every admin action.
    expect((await adminCall('anonymise', m.user.id)).statusCode).toBe(404);
    expect((await adminCall('end-sessions', m.user.id)).statusCode).toBe(404);
    const stats = await t.inject({
      url: `/api/admin/users/${m.user.id}/stats`,
      headers: { cookie: admin.cookie },
    });
    expect(stats.statusCode).toBe(404);
  });

  it('C12 refuses to anonymise the acting admin; another admin can be anonymised', async () => {
    const own = await adminCall('anonymise', admin.user.id);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: ACCOUNT_DELETION_MESSAGES.anonymiseYourself });
    expect((await me(t, admin.cookie)).statusCode).toBe(200);

    const other = await signedInUser(t.app, { isAdmin: true });
    expect((await adminCall('anonymise', other.user.id)).statusCode).toBe(200);
    expect((await me(t, other.cookie)).statusCode).toBe(401);
    const isAdmin = await t.inject({
      url: '/api/admin/isAdmin',
      headers: { cookie: other.cookie },
    });
    expect(isAdmin.json()).toBe(false);
  });
});
