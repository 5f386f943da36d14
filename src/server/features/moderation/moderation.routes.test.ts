import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser, type TestUser } from '../../../../test/factories';
import { KARMA } from '../../../contract/compliments';
import { MODERATION_MESSAGES } from '../../../contract/moderation';
import { MODERATION_DEFAULTS } from '../../config';
import {
  addCompliment,
  getList,
  getRandom,
  karmaOf,
  rows,
  submit,
  thank,
  uniqueText,
} from '../../../../test/helpers/compliments';
import { moderationCall, submittedBy, visibilityOf } from '../../../../test/helpers/moderation';
import { sweepExpiredSuspensions } from './suspensions.service';

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInUser(t.app, { isAdmin: true });
});
afterAll(() => t.close());

type Member = { user: TestUser; cookie: string };
// One at a time: each costs a password hash of 19 MiB, and several at once can stall the event
// loop long enough for load shedding to answer 503.
const member = (karmaPoints?: number): Promise<Member> =>
  signedInUser(t.app, karmaPoints === undefined ? {} : { karmaPoints });

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A member who registered two days ago: the reports of accounts younger than a day are queued
 * but do not count towards hiding (PRODUCT 21).
 */
async function established(karmaPoints?: number): Promise<Member> {
  t.clock.advance(-2 * DAY_MS);
  try {
    return await member(karmaPoints);
  } finally {
    t.clock.advance(2 * DAY_MS);
  }
}

const report = (id: number, cookie?: string, payload: unknown = { reason: 'unkind' }) =>
  t.inject({
    method: 'POST',
    url: `/api/compliments/${id}/report`,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  moderationCall(t, admin.cookie, method, url, payload);

const visibility = (id: number) => visibilityOf(t, id);

const logRows = async (complimentId: number) =>
  rows<{ action: string; admin_id: number; reason: string | null }>(
    t,
    sql`select action, admin_id, reason from moderation_log
        where compliment_id = ${complimentId}::int order by id`,
  );

const inboxOf = async (cookie: string) =>
  (await t.inject({ method: 'GET', url: '/api/messages', headers: { cookie } })).json()
    .messages as { message: string }[];

const submitted = (author: Member, text?: string) => submittedBy(t, author.cookie, text);

describe('reports', () => {
  it('answers the thanks message once, 409 on a second report, 403 on the own compliment', async () => {
    const author = await member();
    const reporter = await member();
    const id = await submitted(author);

    const first = await report(id, reporter.cookie, { reason: 'other', note: 'Feels sarcastic' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      complimentId: id,
      message: "Thanks for letting us know. We'll take a look.",
    });
    const second = await report(id, reporter.cookie, { reason: 'spam' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MODERATION_MESSAGES.alreadyReported);

    const own = await report(id, author.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MODERATION_MESSAGES.ownCompliment);

    expect((await report(id)).statusCode).toBe(401);
    const badReason = await report(id, reporter.cookie, { reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    const longNote = await report(id, (await member()).cookie, {
      reason: 'other',
      note: 'x'.repeat(201),
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.body).toContain(MODERATION_MESSAGES.noteTooLong);
    expect((await report(2_000_000_000, reporter.cookie)).statusCode).toBe(404);
  });

  it("hides a reported compliment from the reporter's random picks at once, and only theirs", async () => {
    const others = [await member(), await member()];
    const reporter = await member();
    const otherViewer = await member();
    const reported = await submitted(others[0]!);
    const kept = await submitted(others[1]!);
    // Everything else in this test database is hidden, so only these two can be drawn.
    await rows(
      t,
      sql`update compliments set is_visible = false where id not in (${reported}, ${kept})`,
    );
    t.app.randomPicker.forget();

    expect((await report(reported, reporter.cookie)).statusCode).toBe(201);
    const seen = new Set<number>();
    for (let i = 0; i < 60; i++) seen.add((await getRandom(t, reporter.cookie)).json().id);
    expect([...seen]).toEqual([kept]);
    const otherSeen = new Set<number>();
    for (let i = 0; i < 60; i++) otherSeen.add((await getRandom(t, otherViewer.cookie)).json().id);
    expect([...otherSeen].sort()).toEqual([reported, kept].sort());
    // Nothing recorded for the reported one after the report.
    const [delivered] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from deliveries
          where receiver_id = ${reporter.user.id}::int and compliment_id = ${reported}::int`,
    );
    expect(delivered!.n).toBe(0);
    await rows(t, sql`update compliments set is_visible = true where hidden_reason is null`);
    t.app.randomPicker.forget();
  });

  it('the 21st report of a member within an hour answers 429', async () => {
    const reporter = await member();
    const author = await member();
    const ids: number[] = [];
    for (let i = 0; i < 21; i++) ids.push(await addCompliment(t, { authorId: author.user.id }));
    for (const id of ids.slice(0, 20))
      expect((await report(id, reporter.cookie)).statusCode).toBe(201);
    const over = await report(ids[20]!, reporter.cookie);
    expect(over.statusCode).toBe(429);
    // Restore the others' visibility: 20 single reports hide nothing.
    expect((await visibility(ids[0]!)).is_visible).toBe(true);
  });
});

describe('automatic hiding', () => {
  it('2 low-karma members leave it shown; a member with karma >= 100 (counts 2) hides it from everyone', async () => {
    const author = await member();
    const id = await submitted(author);
    const low = [await established(0), await established(99)];
    const high = await established(100);
    const viewer = await member();

    for (const m of low) expect((await report(id, m.cookie)).statusCode).toBe(201);
    expect(await visibility(id)).toEqual({ is_visible: true, hidden_reason: null });
    // A second report by the same member changes nothing.
    expect((await report(id, low[0]!.cookie)).statusCode).toBe(409);
    expect((await visibility(id)).is_visible).toBe(true);

    // viewer receives it before it is hidden
    await rows(
      t,
      sql`insert into deliveries (receiver_id, compliment_id) values (${viewer.user.id}::int, ${id}::int)`,
    );
    expect(
      (await getList(t, 'received', viewer.cookie)).json().map((c: { id: number }) => c.id),
    ).toContain(id);

    expect((await report(id, high.cookie, { reason: 'personal_info' })).statusCode).toBe(201);
    expect(await visibility(id)).toEqual({ is_visible: false, hidden_reason: 'reports' });

    // Never drawn again (1,000 guest draws), in no list of another member, not thankable.
    for (let i = 0; i < 1000; i++) {
      const res = await getRandom(t);
      if (res.statusCode === 200) expect(res.json().id).not.toBe(id);
    }
    expect(
      (await getList(t, 'received', viewer.cookie)).json().map((c: { id: number }) => c.id),
    ).not.toContain(id);
    expect((await thank(t, id, viewer.cookie)).statusCode).toBe(404);

    // The author still sees it, under review; the queue has it with its reasons.
    const mine = (await getList(t, 'submitted', author.cookie)).json();
    expect(mine.find((c: { id: number }) => c.id === id)).toMatchObject({ status: 'under_review' });
    const queue = (await asAdmin('GET', '/queue')).json();
    const item = queue.items.find((c: { id: number }) => c.id === id);
    expect(item).toMatchObject({
      isVisible: false,
      hiddenReason: 'reports',
      reviewState: 'pending',
      reportCount: 3,
      reportWeight: 4,
      author: { id: author.user.id, email: author.user.email },
      reasons: [
        { reason: 'personal_info', count: 1 },
        { reason: 'unkind', count: 2 },
      ],
    });
    expect(queue.pendingCount).toBeGreaterThanOrEqual(1);
    const filtered = (await asAdmin('GET', '/queue?reason=personal_info')).json();
    expect(filtered.items.map((c: { id: number }) => c.id)).toContain(id);
    const otherReason = (await asAdmin('GET', '/queue?reason=spam')).json();
    expect(otherReason.items.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await asAdmin('GET', '/summary')).json().pendingCount).toBe(queue.pendingCount);
  });
});

describe('C10 reports by new accounts', () => {
  /** The pending queue's item for compliment `id`. */
  const queued = async (id: number) =>
    (await asAdmin('GET', '/queue')).json().items.find((c: { id: number }) => c.id === id);

  it('C10 reports by new accounts: three accounts made a minute before reach the queue but hide nothing; a day later they count', async () => {
    const author = await member();
    const first = await submitted(author);
    const second = await submitted(author);
    const viewer = await member();
    const newcomers = [await member(), await member(), await member()];
    try {
      t.clock.advance(60_000);
      const answers = await Promise.all(newcomers.map((m) => report(first, m.cookie)));
      expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
      expect(answers[0]!.json().message).toBe(MODERATION_MESSAGES.reportThanks);
      // Shown to everyone else: another member can still thank it.
      expect(await visibility(first)).toEqual({ is_visible: true, hidden_reason: null });
      expect((await thank(t, first, viewer.cookie)).statusCode).toBe(201);
      expect(await queued(first)).toMatchObject({
        isVisible: true,
        reviewState: 'pending',
        reportCount: 3,
        reportWeight: 0,
        reasons: [{ reason: 'unkind', count: 3 }],
      });

      t.clock.advance(DAY_MS);
      for (const m of newcomers) expect((await report(second, m.cookie)).statusCode).toBe(201);
      expect(await visibility(second)).toEqual({ is_visible: false, hidden_reason: 'reports' });
      expect((await thank(t, second, viewer.cookie)).statusCode).toBe(404);
      expect(await queued(second)).toMatchObject({ reportCount: 3, reportWeight: 3 });
      // What was reported while they were new still weighs nothing.
      expect(await visibility(first)).toEqual({ is_visible: true, hidden_reason: null });
      expect(await queued(first)).toMatchObject({ reportCount: 3, reportWeight: 0 });
    } finally {
      t.clock.reset();
    }
  });

  it('C10 reports by new accounts: sent together with two older members, three new accounts leave it shown; a third older member hides it', async () => {
    const author = await member();
    const id = await submitted(author);
    const reporters = [
      await member(),
      await member(),
      await member(),
      await established(),
      await established(),
    ];
    const answers = await Promise.all(reporters.map((m) => report(id, m.cookie)));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await visibility(id)).toEqual({ is_visible: true, hidden_reason: null });
    expect(await queued(id)).toMatchObject({ reportCount: 5, reportWeight: 2 });

    expect((await report(id, (await established()).cookie)).statusCode).toBe(201);
    expect(await visibility(id)).toEqual({ is_visible: false, hidden_reason: 'reports' });
    expect(await queued(id)).toMatchObject({ reportCount: 6, reportWeight: 3 });
  });
});

describe('queue decisions', () => {
  async function hiddenByReports(author: Member): Promise<number> {
    const id = await submitted(author);
    for (const m of [await established(), await established(), await established()]) {
      expect((await report(id, m.cookie)).statusCode).toBe(201);
    }
    expect((await visibility(id)).is_visible).toBe(false);
    return id;
  }

  it('Restore shows it again, closes its reports as unfounded and logs who, what and why', async () => {
    const author = await member();
    const id = await hiddenByReports(author);
    const res = await asAdmin('POST', `/compliments/${id}/restore`, { reason: 'Kind enough' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      isVisible: true,
      reviewState: 'restored',
      reportWeight: 0,
    });
    expect(await visibility(id)).toEqual({ is_visible: true, hidden_reason: null });
    const statuses = await rows<{ status: string }>(
      t,
      sql`select distinct status from reports where compliment_id = ${id}::int`,
    );
    expect(statuses).toEqual([{ status: 'unfounded' }]);
    expect(await logRows(id)).toEqual([
      { action: 'restore', admin_id: admin.user.id, reason: 'Kind enough' },
    ]);
    const resolved = (await asAdmin('GET', '/queue?status=resolved')).json();
    expect(resolved.items.map((c: { id: number }) => c.id)).toContain(id);
    const log = (await asAdmin('GET', '/log')).json();
    expect(log[0]).toMatchObject({ action: 'restore', complimentId: id, adminId: admin.user.id });
    // The admin audit log has it too.
    const [audit] = await rows<{ action: string }>(
      t,
      sql`select action from admin_audit_log where target_id = ${String(id)} order by id desc limit 1`,
    );
    expect(audit?.action).toBe('moderation.restore');
  });

  it('Remove hides it for good, messages the author which one and why, and takes back its karma', async () => {
    const author = await member();
    const id = await submitted(author);
    const thankers = [await member(), await member()];
    for (const m of thankers) expect((await thank(t, id, m.cookie)).statusCode).toBe(201);
    const before = await karmaOf(t, author.user.id);
    expect(before).toBe(KARMA.submission + 2 * KARMA.thankReceived);

    const res = await asAdmin('POST', `/compliments/${id}/remove`, { reason: 'Sarcastic' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isVisible: false,
      hiddenReason: 'removed',
      reviewState: 'removed',
    });
    expect(await karmaOf(t, author.user.id)).toBe(0);
    const text = (
      await rows<{ text: string }>(t, sql`select text from compliments where id = ${id}::int`)
    )[0]!.text;
    expect((await inboxOf(author.cookie))[0]!.message).toBe(
      MODERATION_MESSAGES.removedMessage(text, 'Sarcastic'),
    );
    expect(await logRows(id)).toEqual([
      { action: 'remove', admin_id: admin.user.id, reason: 'Sarcastic' },
    ]);
    const mine = (await getList(t, 'submitted', author.cookie)).json();
    expect(mine.find((c: { id: number }) => c.id === id)).toMatchObject({ status: 'removed' });

    const again = await asAdmin('POST', `/compliments/${id}/remove`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
  });

  it('karma is taken back exactly once under concurrent removals, and never below 0', async () => {
    const author = await member();
    const id = await submitted(author);
    const keep = await submitted(author);
    expect(await karmaOf(t, author.user.id)).toBe(2 * KARMA.submission);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        asAdmin('POST', `/compliments/${id}/remove`, { reason: 'Spam' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await karmaOf(t, author.user.id)).toBe(KARMA.submission);
    expect(await inboxOf(author.cookie)).toHaveLength(1);
    expect((await logRows(id)).length).toBe(1);

    await rows(t, sql`update users set karma_points = 2 where id = ${author.user.id}::int`);
    expect(
      (await asAdmin('POST', `/compliments/${keep}/remove`, { reason: 'Spam' })).statusCode,
    ).toBe(200);
    expect(await karmaOf(t, author.user.id)).toBe(0);
  });

  it('the moderation log is append-only', async () => {
    await expect(t.ctx.db.execute(sql`update moderation_log set reason = 'x'`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from moderation_log`)).rejects.toThrow();
  });

  it('admin search finds by text or author, and hides and restores directly (logged)', async () => {
    const author = await member();
    const id = await submitted(author, uniqueText('Your garden of patience blooms'));
    const byText = (await asAdmin('GET', '/compliments?q=garden%20of%20patience')).json();
    expect(byText.map((c: { id: number }) => c.id)).toContain(id);
    const byAuthor = (
      await asAdmin('GET', `/compliments?q=${encodeURIComponent(author.user.email)}`)
    ).json();
    expect(byAuthor.map((c: { id: number }) => c.id)).toEqual([id]);

    const hidden = await asAdmin('POST', `/compliments/${id}/hide`, { reason: 'Checking' });
    expect(hidden.json()).toMatchObject({ isVisible: false, hiddenReason: 'admin' });
    expect(await karmaOf(t, author.user.id)).toBe(KARMA.submission);
    const shown = await asAdmin('POST', `/compliments/${id}/restore`, { reason: 'Fine' });
    expect(shown.json()).toMatchObject({ isVisible: true, hiddenReason: null, reviewState: null });
    expect((await logRows(id)).map((r) => r.action)).toEqual(['hide', 'restore']);
    expect((await asAdmin('POST', `/compliments/${id}/hide`, {})).statusCode).toBe(400);
    expect(
      (await asAdmin('POST', '/compliments/2000000000/hide', { reason: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('suspensions', () => {
  it('Remove and suspend: 403s with the date, compliments hidden, sessions kept, expiry ends it', async () => {
    const author = await member();
    const first = await submitted(author);
    const other = await submitted(author);
    const target = await submitted(await member());
    const res = await asAdmin('POST', `/compliments/${first}/remove-and-suspend`, {
      reason: 'Insults',
      duration: '1d',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await visibility(other)).toEqual({ is_visible: false, hidden_reason: 'suspended' });
    expect((await logRows(first)).map((r) => r.action)).toEqual(['remove_and_suspend']);

    const until = new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000);
    const expected = `Your account is suspended until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    for (const answer of [
      await submit(t, { text: uniqueText() }, author.cookie),
      await thank(t, target, author.cookie),
      await report(target, author.cookie),
    ]) {
      expect(answer.statusCode).toBe(403);
      // the minute can tick between the action and the check
      expect(answer.json().message.slice(0, 40)).toBe(expected.slice(0, 40));
    }
    // Still signed in and reading.
    expect((await getList(t, 'submitted', author.cookie)).statusCode).toBe(200);
    const list = (
      await t.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: admin.cookie } })
    ).json();
    expect(list.find((u: { id: number }) => u.id === author.user.id).suspension).toMatchObject({
      reason: 'Insults',
    });

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    try {
      expect(await sweepExpiredSuspensions(t.ctx, t.app.randomPicker)).toBeGreaterThanOrEqual(1);
      expect(await visibility(other)).toEqual({ is_visible: true, hidden_reason: null });
      expect((await visibility(first)).is_visible).toBe(false);
      expect((await submit(t, { text: uniqueText() }, author.cookie)).statusCode).toBe(201);
    } finally {
      t.clock.reset();
    }
  });
});

describe('watched words', () => {
  it('Block refuses (400), Hold keeps it back with a notice, Flag shows and queues; whole words only', async () => {
    const author = await member();
    for (const [phrase, action] of [
      ['Potato', 'block'],
      ['cheap   deal', 'hold'],
      ['sunbeam', 'flag'],
    ]) {
      const res = await asAdmin('POST', '/watched-words', { phrase, action });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(
      (await asAdmin('POST', '/watched-words', { phrase: 'POTATO', action: 'flag' })).statusCode,
    ).toBe(409);

    const blocked = await submit(t, { text: uniqueText('You shine like a POTATO') }, author.cookie);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe("This compliment can't be shared");
    // Invisible characters do not dodge it.
    const sneaky = await submit(
      t,
      { text: uniqueText('You shine like a pot\u200bato') },
      author.cookie,
    );
    expect(sneaky.statusCode).toBe(400);
    // Not a whole word: accepted.
    expect(
      (await submit(t, { text: uniqueText('You shine like potatoes') }, author.cookie)).statusCode,
    ).toBe(201);

    const held = await submit(t, { text: uniqueText('You found me a cheap deal') }, author.cookie);
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({
      heldForReview: true,
      notice: "Your compliment will appear once it's reviewed",
      compliment: { status: 'under_review' },
    });
    const heldId = held.json().compliment.id;
    expect(await visibility(heldId)).toEqual({ is_visible: false, hidden_reason: 'held' });

    const flagged = await submit(t, { text: uniqueText('You are a Sunbeam') }, author.cookie);
    expect(flagged.statusCode).toBe(201);
    expect(flagged.json().heldForReview).toBeUndefined();
    const flaggedId = flagged.json().compliment.id;
    expect((await visibility(flaggedId)).is_visible).toBe(true);

    const queue = (await asAdmin('GET', '/queue')).json().items;
    expect(queue.find((c: { id: number }) => c.id === heldId)).toMatchObject({
      heldReason: 'watched_word_hold',
      heldDetail: 'cheap deal',
    });
    expect(queue.find((c: { id: number }) => c.id === flaggedId)).toMatchObject({
      heldReason: 'watched_word_flag',
      isVisible: true,
    });
    // Approving the held one shows it.
    await asAdmin('POST', `/compliments/${heldId}/restore`, { reason: 'Fine' });
    expect((await visibility(heldId)).is_visible).toBe(true);

    const list = (await asAdmin('GET', '/watched-words')).json();
    const potato = list.find((w: { phrase: string }) => w.phrase === 'Potato');
    expect((await asAdmin('DELETE', `/watched-words/${potato.id}`)).statusCode).toBe(204);
    expect(
      (await submit(t, { text: uniqueText('You shine like a potato') }, author.cookie)).statusCode,
    ).toBe(201);
    for (const word of list)
      if (word.phrase !== 'Potato') await asAdmin('DELETE', `/watched-words/${word.id}`);
  });
});

describe('watched words in ad and promotion texts', () => {
  it('only warn the admin saving them', async () => {
    const word = await asAdmin('POST', '/watched-words', {
      phrase: 'miracle cure',
      action: 'block',
    });
    const body = {
      serviceProviderName: 'Sunny Spa',
      discountTitle: 'A Miracle Cure for Mondays',
      discountDescription: 'A calm afternoon at a lower price.',
      discountCode: 'SUNNY20',
      websiteUrl: 'https://spa.example/',
      publishedAt: '2025-01-01T00:00:00.000Z',
      expireAt: '2099-01-01T00:00:00.000Z',
    };
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: { cookie: admin.cookie },
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().warnings).toEqual(['Contains the watched word "miracle cure"']);
    const updated = await t.inject({
      method: 'PUT',
      url: `/api/admin/promotions/${created.json().id}`,
      headers: { cookie: admin.cookie },
      payload: { ...body, discountTitle: 'Twenty percent off' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().warnings).toBeUndefined();
    await asAdmin('DELETE', `/watched-words/${word.json().id}`);
  });
});

describe('positivity check', () => {
  it('holds "Nobody will ever love you, but you are great." for review instead of showing it', async () => {
    const author = await member();
    const res = await submit(
      t,
      { text: 'Nobody will ever love you, but you are great.' },
      author.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().notice).toBe(MODERATION_MESSAGES.heldForReview);
    const id = res.json().compliment.id;
    expect(await visibility(id)).toEqual({ is_visible: false, hidden_reason: 'held' });
    const item = (await asAdmin('GET', '/queue?reason=negative_tone')).json().items;
    expect(item.map((c: { id: number }) => c.id)).toContain(id);
  });
});

describe("new members' first compliments", () => {
  let held: TestApp;
  beforeAll(async () => {
    held = await buildTestApp({ moderation: { ...MODERATION_DEFAULTS, newMemberHold: true } });
  });
  afterAll(() => held.close());

  it('holds the first 2 of an account younger than 24 hours, then shows them', async () => {
    const m = await signedInUser(held.app);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await submit(held, { text: uniqueText() }, m.cookie));
    expect(answers.map((a) => a.json().heldForReview ?? false)).toEqual([true, true, false]);
    const [reason] = await rows<{ held_reason: string }>(
      held,
      sql`select held_reason from compliments where id = ${answers[0]!.json().compliment.id}::int`,
    );
    expect(reason!.held_reason).toBe('new_member');

    const older = await signedInUser(held.app);
    held.clock.advance(24 * 60 * 60 * 1000 + 1000);
    try {
      const res = await submit(held, { text: uniqueText() }, older.cookie);
      expect(res.json().heldForReview).toBeUndefined();
    } finally {
      held.clock.reset();
    }
  });
});
