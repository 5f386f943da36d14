import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser, type TestUser } from '../../../../test/factories';
import { karmaOf, rows, submit, thank, uniqueText } from '../../../../test/helpers/compliments';
import { submittedBy } from '../../../../test/helpers/moderation';
import { DATA_EXPORT_MESSAGES } from '../../../contract/data-export-messages';
import { MESSAGES } from '../../../contract/messages';

// PRODUCT 11.5: "Download my data", a zip of JSON files, one a day (SECURITY C11).

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => t.clock.reset());
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

const EXPORT_FILES = [
  'README.txt',
  'account.json',
  'badges.json',
  'compliments-received.json',
  'compliments.json',
  'digest.json',
  'inbox.json',
  'karma.json',
  'passkeys.json',
  'push-devices.json',
  'reports.json',
  'sessions.json',
  'thanks-given.json',
  'thanks-received.json',
];

const requestExport = (cookie?: string, headers: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url: '/api/account/export',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

function unzipped(res: LightMyRequestResponse): Record<string, string> {
  const files = unzipSync(new Uint8Array(res.rawPayload));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

const parsed = (files: Record<string, string>, name: string) => JSON.parse(files[name]!) as never;

/** The member's email and its local part (the domain alone is shared by every test member). */
const identityOf = (user: TestUser) => [user.email, user.email.split('@')[0]!];

describe('POST /api/account/export', () => {
  it('C11 answers a zip of the listed files holding the member’s data and no other member’s email', async () => {
    const member = await signedInUser(t.app);
    const thanker = await signedInUser(t.app);
    const thankedAuthor = await signedInUser(t.app);
    const reportedAuthor = await signedInUser(t.app);
    // Every other member still goes by their email as username: none chose one.
    for (const other of [thanker, thankedAuthor, reportedAuthor]) {
      expect(other.user.username).toBe(other.user.email);
    }

    const visibleText = uniqueText('Your laugh lights up the whole street');
    const hiddenText = uniqueText('You listen like it truly matters');
    const pendingText = uniqueText('Your patience is a gift to everyone');
    const visibleId = await submittedBy(t, member.cookie, visibleText);
    const hiddenId = await submittedBy(t, member.cookie, hiddenText);
    const pendingId = await submittedBy(t, member.cookie, pendingText);
    await rows(
      t,
      sql`update compliments set is_visible = false, hidden_reason = 'reports'
          where id = ${hiddenId}::int`,
    );
    await rows(
      t,
      sql`update compliments set is_visible = false, hidden_reason = 'held',
          review_state = 'pending', held_reason = 'new_member' where id = ${pendingId}::int`,
    );
    expect((await thank(t, visibleId, thanker.cookie)).statusCode).toBe(201);

    const othersText = uniqueText('You make hard days feel lighter');
    const othersId = await submittedBy(t, thankedAuthor.cookie, othersText);
    await rows(
      t,
      sql`insert into deliveries (receiver_id, compliment_id)
          values (${member.user.id}::int, ${othersId}::int)`,
    );
    expect((await thank(t, othersId, member.cookie)).statusCode).toBe(201);

    const reportedText = uniqueText('You always bring the good snacks');
    const reportedId = await submittedBy(t, reportedAuthor.cookie, reportedText);
    const report = await t.inject({
      method: 'POST',
      url: `/api/compliments/${reportedId}/report`,
      headers: { cookie: member.cookie },
      payload: { reason: 'spam', note: 'Looks like an advert' },
    });
    expect(report.statusCode, report.body).toBe(201);

    const badgeList = await t.inject({
      method: 'GET',
      url: '/api/badges',
      headers: { cookie: member.cookie },
    });
    const [badge] = badgeList.json() as { id: string; type: string }[];
    const shared = await t.inject({
      method: 'POST',
      url: `/api/badges/${badge!.id}/share`,
      headers: { cookie: member.cookie },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const digest = await t.inject({
      method: 'PUT',
      url: '/api/digest',
      headers: { cookie: member.cookie },
      payload: { weeklyDigest: true },
    });
    expect(digest.statusCode).toBe(200);

    const res = await requestExport(member.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kindly-data-${today}.zip"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');

    const files = unzipped(res);
    expect(Object.keys(files).sort()).toEqual(EXPORT_FILES);
    for (const name of EXPORT_FILES.filter((file) => file.endsWith('.json'))) {
      expect(() => JSON.parse(files[name]!), name).not.toThrow();
    }
    for (const name of EXPORT_FILES.slice(1)) expect(files['README.txt']).toContain(name);

    const account = parsed(files, 'account.json') as Record<string, unknown>;
    expect(account).toMatchObject({
      id: member.user.id,
      email: member.user.email,
      pendingEmail: null,
      username: member.user.username,
      karmaPoints: await karmaOf(t, member.user.id),
      isAdmin: false,
      twoFactorEnabled: false,
    });
    expect(Object.keys(account).join(' ')).not.toMatch(/password|secret/i);

    const submitted = parsed(files, 'compliments.json') as Record<string, unknown>[];
    expect(
      submitted.map(({ text, status, hiddenReason }) => ({ text, status, hiddenReason })),
    ).toEqual([
      { text: visibleText, status: 'visible', hiddenReason: null },
      { text: hiddenText, status: 'hidden', hiddenReason: 'reports' },
      { text: pendingText, status: 'pending_review', hiddenReason: 'held' },
    ]);
    expect(submitted[0]).toMatchObject({ thanksCount: 1 });

    expect(parsed(files, 'compliments-received.json')).toEqual([
      { text: othersText, lastReceivedAt: expect.any(String) },
    ]);
    expect(parsed(files, 'thanks-given.json')).toEqual([
      { complimentText: othersText, thankedAt: expect.any(String) },
    ]);
    expect(parsed(files, 'thanks-received.json')).toEqual([
      { complimentText: visibleText, thankedAt: expect.any(String) },
    ]);
    const karma = parsed(files, 'karma.json') as {
      currentPoints: number;
      compliments: { complimentText: string; forSubmitting: number; forThanksReceived: number }[];
      thanksGiven: { count: number; points: number };
    };
    expect(karma.currentPoints).toBe(await karmaOf(t, member.user.id));
    expect(karma.compliments[0]).toMatchObject({
      complimentText: visibleText,
      forSubmitting: 5,
      forThanksReceived: 10,
    });
    expect(karma.thanksGiven).toMatchObject({ count: 1, points: 1 });
    expect(parsed(files, 'badges.json')).toContainEqual(
      expect.objectContaining({ id: badge!.id, type: badge!.type, sharedCount: 1 }),
    );
    const inbox = parsed(files, 'inbox.json') as { from: string; message: string }[];
    expect(inbox).toContainEqual(expect.objectContaining({ from: 'kindly' }));
    expect(inbox.map((message) => message.message).join(' ')).toContain('was thanked');
    expect(parsed(files, 'reports.json')).toEqual([
      expect.objectContaining({
        complimentText: reportedText,
        reason: 'spam',
        note: 'Looks like an advert',
        status: 'open',
      }),
    ]);
    expect(parsed(files, 'digest.json')).toMatchObject({ weeklyDigest: true });
    expect(parsed(files, 'sessions.json')).toEqual([expect.objectContaining({ current: true })]);

    // The only address anywhere in the archive is the member's own.
    const everything = Object.values(files).join('\n');
    const addresses = new Set(everything.match(/[^\s"<>()]+@[^\s"<>()]+\.[a-z]+/gi));
    expect([...addresses]).toEqual([member.user.email]);
    for (const other of [thanker, thankedAuthor, reportedAuthor]) {
      for (const part of identityOf(other.user)) {
        expect(everything.toLowerCase()).not.toContain(part.toLowerCase());
      }
    }
    // Nor the stored password hash, nor a session's stored id.
    expect(everything).not.toContain(member.user.passwordHash);
    const [stored] = await rows<{ id: string }>(
      t,
      sql`select id from sessions where user_id = ${member.user.id}::int`,
    );
    expect(everything).not.toContain(stored!.id);
  });

  it('shows an address the member asked to change to while its link waits', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const newAddress = `new.${user.email}`;
    await rows(
      t,
      sql`insert into email_confirmations (user_id, email, token_hash, expires_at)
          values (${user.id}::int, ${newAddress}, ${`hash-${user.id}-${Date.now()}`},
                  now() + interval '1 day')`,
    );
    const res = await requestExport(cookie);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(unzipped(res)['account.json']!)).toMatchObject({
      email: user.email,
      pendingEmail: newAddress,
    });
  });

  it('C11 allows one export a day: a second gets 429 with Retry-After, the next day works again', async () => {
    const { cookie } = await signedInUser(t.app);
    expect((await requestExport(cookie)).statusCode).toBe(200);

    const again = await requestExport(cookie);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: DATA_EXPORT_MESSAGES.onceADay });
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(DAY_MS / 1000 - 60);
    expect(wait).toBeLessThanOrEqual(DAY_MS / 1000);

    t.clock.advance(DAY_MS - 60_000);
    expect((await requestExport(cookie)).statusCode).toBe(429);
    t.clock.advance(61_000);
    expect((await requestExport(cookie)).statusCode).toBe(200);
  });

  it('C11 two exports asked at once: one zip, one 429', async () => {
    const { cookie } = await signedInUser(t.app);
    const answers = await Promise.all([requestExport(cookie), requestExport(cookie)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 429]);
  });

  it('C11 a cross-site request is refused and does not spend the day’s export', async () => {
    const { cookie } = await signedInUser(t.app);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await requestExport(cookie, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.crossSiteRefused });
    }
    expect((await requestExport(cookie)).statusCode).toBe(200);
  });

  it('refuses a guest with 401, and GET is not a way to it', async () => {
    const res = await requestExport();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.notLoggedIn });
    const { cookie } = await signedInUser(t.app);
    const get = await t.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
    expect(get.statusCode).toBe(404);
  });

  it('is ready well within seconds for a busy account', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    await rows(
      t,
      sql`insert into compliments (text, author_id)
          select 'Kindness number ' || n || ' from a busy member', ${user.id}::int
          from generate_series(1, 300) as n`,
    );
    await rows(
      t,
      sql`insert into thanks (compliment_id, thanker_id)
          select id, ${other.user.id}::int from compliments where author_id = ${user.id}::int`,
    );
    await rows(
      t,
      sql`insert into thanks (compliment_id, thanker_id)
          select id, ${user.id}::int from compliments where author_id = ${other.user.id}::int`,
    );
    expect((await submit(t, { text: uniqueText() }, cookie)).statusCode).toBe(201);

    const started = performance.now();
    const res = await requestExport(cookie);
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(unzipped(res)['compliments.json']!)).toHaveLength(301);
    expect(JSON.parse(unzipped(res)['thanks-received.json']!)).toHaveLength(300);
    expect(ms).toBeLessThan(2000);
  });
});

describe('before the address is confirmed (EMAIL_CONFIRMATION=required)', () => {
  it('the member can already see and end sessions and download their data', async () => {
    const strict = await buildTestApp({ emailConfirmation: 'required' });
    try {
      const { user, cookie } = await signedInUser(strict.app);
      expect(user.emailConfirmedAt).toBeNull();
      // Submitting waits for the link; the member's own account does not.
      expect((await submit(strict, { text: uniqueText() }, cookie)).statusCode).toBe(403);
      const list = await strict.inject({
        method: 'GET',
        url: '/api/account/sessions',
        headers: { cookie },
      });
      expect(list.statusCode).toBe(200);
      const ended = await strict.inject({
        method: 'POST',
        url: '/api/account/sessions/end-others',
        headers: { cookie },
      });
      expect(ended.json()).toEqual({ ended: 0 });
      const res = await strict.inject({
        method: 'POST',
        url: '/api/account/export',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(unzipped(res)['account.json']!)).toMatchObject({
        email: user.email,
        emailConfirmedAt: null,
      });
    } finally {
      await strict.close();
    }
  });
});
