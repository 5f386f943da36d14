import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser, type TestUser } from '../../../../test/factories';
import { outboxRowsFor } from '../../../../test/helpers/auth';
import { addCompliment, rows, thank } from '../../../../test/helpers/compliments';
import { startSmtpSink, type SmtpSink } from '../../../../test/helpers/smtp-sink';
import { DIGEST_MESSAGES } from '../../../contract/digest';
import { MESSAGES } from '../../../contract/messages';
import { sendDueDigests } from './digest.service';

// PRODUCT 20.2: the weekly digest of thanks, its opt-in and its one-click unsubscribe.

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

type Member = { user: TestUser; cookie: string };

const getSetting = (cookie?: string) =>
  t.inject({ method: 'GET', url: '/api/digest', headers: cookie ? { cookie } : {} });
const putSetting = (cookie: string | undefined, payload: unknown) =>
  t.inject({
    method: 'PUT',
    url: '/api/digest',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

async function optIn(member: Member) {
  const res = await putSetting(member.cookie, { weeklyDigest: true });
  expect(res.json()).toEqual({ weeklyDigest: true });
}

/** An author with one compliment thanked by `count` other members. */
async function thankedAuthor(count: number, text?: string): Promise<Member> {
  const author = await signedInUser(t.app);
  const id = await addCompliment(t, { authorId: author.user.id, ...(text ? { text } : {}) });
  for (let i = 0; i < count; i += 1) {
    const thanker = await signedInUser(t.app);
    expect((await thank(t, id, thanker.cookie)).statusCode).toBe(201);
  }
  return author;
}

const mailsTo = (email: string) => outboxRowsFor(t, email);

function unsubscribeToken(body: string): string {
  const match = /http:\/\/localhost:3000\/unsubscribe\?token=([\w.-]+)/.exec(body);
  if (!match?.[1]) throw new Error('no unsubscribe link in the digest');
  return match[1];
}

const unsubscribe = (token: string, form = 'List-Unsubscribe=One-Click') =>
  t.inject({
    method: 'POST',
    url: `/api/digest/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });

describe('the digest setting', () => {
  it('is off at first, and the member turns it on and off', async () => {
    const member = await signedInUser(t.app);
    expect((await getSetting(member.cookie)).json()).toEqual({ weeklyDigest: false });
    await optIn(member);
    expect((await getSetting(member.cookie)).json()).toEqual({ weeklyDigest: true });
    const off = await putSetting(member.cookie, { weeklyDigest: false });
    expect(off.statusCode).toBe(200);
    expect((await getSetting(member.cookie)).json()).toEqual({ weeklyDigest: false });
  });

  it('refuses a guest and a setting that is not a yes or no', async () => {
    expect((await getSetting()).statusCode).toBe(401);
    expect((await putSetting(undefined, { weeklyDigest: true })).statusCode).toBe(401);
    const member = await signedInUser(t.app);
    const bad = await putSetting(member.cookie, { weeklyDigest: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await getSetting(member.cookie)).json()).toEqual({ weeklyDigest: false });
  });
});

describe('the weekly digest job', () => {
  it('mails opted-in members whose compliments were thanked, with the unsubscribe link and headers, once a week', async () => {
    const text = 'Your calm voice turns every storm into a gentle breeze';
    const subscriber = await thankedAuthor(3, text);
    await optIn(subscriber);
    const quiet = await signedInUser(t.app);
    await optIn(quiet);
    const notSubscribed = await thankedAuthor(1);

    await sendDueDigests(t.ctx);

    const [mail, ...more] = await mailsTo(subscriber.user.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      subject: 'Your compliments were thanked 3 times this week',
      sentAt: expect.any(Date),
      error: null,
    });
    expect(mail!.body).toContain(`- "${text}" was thanked 3 times`);
    const token = unsubscribeToken(mail!.body);
    expect(await mailsTo(quiet.user.email)).toEqual([]);
    expect(await mailsTo(notSubscribed.user.email)).toEqual([]);

    const sent = sink.received.filter((m) => m.to.includes(subscriber.user.email));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('list-unsubscribe')).toBe(
      `<http://localhost:3000/api/digest/unsubscribe?token=${token}>`,
    );
    expect(sent[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Not twice in a week, however often the job runs, even on two instances at once.
    await Promise.all([sendDueDigests(t.ctx), sendDueDigests(t.ctx)]);
    t.clock.advance(DAY_MS);
    const another = await signedInUser(t.app);
    const [{ id }] = (await rows<{ id: number }>(
      t,
      sql`select id from compliments where author_id = ${subscriber.user.id}::int`,
    )) as [{ id: number }];
    expect((await thank(t, id, another.cookie)).statusCode).toBe(201);
    t.clock.advance(5 * DAY_MS);
    await sendDueDigests(t.ctx);
    expect(await mailsTo(subscriber.user.email)).toHaveLength(1);

    // A week after the first: the thanks since then.
    t.clock.advance(DAY_MS + 60_000);
    await sendDueDigests(t.ctx);
    const [latest, first] = await mailsTo(subscriber.user.email);
    expect(first).toBeDefined();
    expect(latest!.subject).toBe('Your compliments were thanked once this week');
  });

  it('says nothing about a compliment moderation has hidden since its thanks', async () => {
    const subscriber = await thankedAuthor(2);
    await optIn(subscriber);
    await t.ctx.database.rows(
      sql`update compliments set is_visible = false, hidden_reason = 'admin'
          where author_id = ${subscriber.user.id}::int`,
    );
    await sendDueDigests(t.ctx);
    expect(await mailsTo(subscriber.user.email)).toEqual([]);
  });

  it('claims a member once when two instances run the job together', async () => {
    const subscriber = await thankedAuthor(1);
    await optIn(subscriber);
    await Promise.all([sendDueDigests(t.ctx), sendDueDigests(t.ctx), sendDueDigests(t.ctx)]);
    expect(await mailsTo(subscriber.user.email)).toHaveLength(1);
  });

  it("speaks the member's saved language around their compliments' own words (PRODUCT 27)", async () => {
    const text = 'Your laugh makes the whole office feel lighter';
    const subscriber = await thankedAuthor(2, text);
    await optIn(subscriber);
    await t.ctx.database.rows(
      sql`update users set locale = 'es' where id = ${subscriber.user.id}::int`,
    );
    await sendDueDigests(t.ctx);
    const [mail] = await mailsTo(subscriber.user.email);
    expect(mail!.subject).toBe('Tus cumplidos recibieron 2 agradecimientos esta semana');
    expect(mail!.body).toContain(
      'Esta semana, tus cumplidos en Kindly recibieron 2 agradecimientos.',
    );
    expect(mail!.body).toContain(`- «${text}» recibió 2 agradecimientos`);
    expect(mail!.body).toContain('Míralos en tu perfil: http://localhost:3000/profile');
    expect(unsubscribeToken(mail!.body)).toMatch(/^[\w.-]+$/);
  });
});

describe('unsubscribing from the mail', () => {
  async function subscribedWithToken(): Promise<{ member: Member; token: string }> {
    const member = await thankedAuthor(1);
    await optIn(member);
    await sendDueDigests(t.ctx);
    const [mail] = await mailsTo(member.user.email);
    return { member, token: unsubscribeToken(mail!.body) };
  }

  it('turns the digest off with one click, without a session (SECURITY C9)', async () => {
    const { member, token } = await subscribedWithToken();
    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: DIGEST_MESSAGES.unsubscribed });
    expect((await getSetting(member.cookie)).json()).toEqual({ weeklyDigest: false });
    // A second click, or the confirm page's JSON, answers the same.
    const again = await t.inject({
      method: 'POST',
      url: `/api/digest/unsubscribe?token=${token}`,
      payload: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(again.statusCode).toBe(200);
  });

  it("takes the one-click form as multipart/form-data too, RFC 8058's first choice (SECURITY C9)", async () => {
    const { member, token } = await subscribedWithToken();
    const boundary = 'kindly-one-click';
    const res = await t.inject({
      method: 'POST',
      url: `/api/digest/unsubscribe?token=${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="List-Unsubscribe"',
        '',
        'One-Click',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: DIGEST_MESSAGES.unsubscribed });
    expect((await getSetting(member.cookie)).json()).toEqual({ weeklyDigest: false });
  });

  it('answers 400 to a multipart form it cannot read, and leaves the digest on', async () => {
    const { member, token } = await subscribedWithToken();
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=cut', '--cut\r\nContent-Disposition: form-da'],
    ]) {
      const res = await t.inject({
        method: 'POST',
        url: `/api/digest/unsubscribe?token=${token}`,
        headers: { 'content-type': contentType! },
        payload,
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.invalidRequest });
    }
    expect((await getSetting(member.cookie)).json()).toEqual({ weeklyDigest: true });
  });

  it('sends a browser opening the header link to the confirm page', async () => {
    const { member, token } = await subscribedWithToken();
    const res = await t.inject({ method: 'GET', url: `/api/digest/unsubscribe?token=${token}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/unsubscribe?token=${token}`);
    expect((await getSetting(member.cookie)).json()).toEqual({ weeklyDigest: true });
  });

  it('refuses a forged or altered token and changes nothing (SECURITY C9)', async () => {
    const { token } = await subscribedWithToken();
    const victim = await signedInUser(t.app);
    await optIn(victim);
    const [, mac] = token.split('.');
    const forged = [
      `${victim.user.id}.${mac}`,
      `${victim.user.id}.${'A'.repeat(43)}`,
      `${victim.user.id}`,
      'not-a-token',
    ];
    for (const candidate of forged) {
      const res = await unsubscribe(candidate);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(DIGEST_MESSAGES.invalidLink);
    }
    expect((await unsubscribe(token, 'List-Unsubscribe=Maybe')).statusCode).toBe(400);
    expect((await getSetting(victim.cookie)).json()).toEqual({ weeklyDigest: true });
  });

  it('A14 one spelling: the three other spellings of the last character, which decode to the same signature, are refused and change nothing', async () => {
    const { member, token } = await subscribedWithToken();
    const [id, mac = ''] = token.split('.');
    // The last of the signature's 43 characters holds 4 of its bits and 2 spare ones.
    const last = BASE64URL.indexOf(mac.at(-1)!);
    const others = [0, 1, 2, 3]
      .map((spare) => BASE64URL[(last & ~3) | spare]!)
      .filter((char) => char !== mac.at(-1))
      .map((char) => `${id}.${mac.slice(0, -1)}${char}`);
    expect(others).toHaveLength(3);
    for (const other of others) {
      const signature = other.split('.')[1]!;
      expect(Buffer.from(signature, 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
      const res = await unsubscribe(other);
      expect(res.statusCode, other).toBe(400);
      expect(res.json().message).toBe(DIGEST_MESSAGES.invalidLink);
    }
    expect((await getSetting(member.cookie)).json()).toEqual({ weeklyDigest: true });
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect((await getSetting(member.cookie)).json()).toEqual({ weeklyDigest: false });
  });
});
