import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import {
  addCompliment,
  rows,
  submit,
  thank,
  uniqueText,
} from '../../../../test/helpers/compliments';
import { MESSAGES } from '../../../contract/messages';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => t.clock.reset());
afterAll(() => t.close());

const progress = (cookie?: string) =>
  t.inject({ method: 'GET', url: '/api/badges/progress', headers: cookie ? { cookie } : {} });

interface Family {
  type: string;
  count: number;
  levels: { level: number; tier: string; badgeId: string | null }[];
  next: { level: number; count: number; threshold: number; text: string } | null;
}

const family = (body: { families: Family[] }, type: string) =>
  body.families.find((item) => item.type === type)!;

/** Moves the app's clock to `at` (it keeps running from there). */
function setClock(at: Date) {
  t.clock.reset();
  t.clock.advance(at.getTime() - t.clock.now().getTime());
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight UTC, `days` days from the real today: far enough from the real clock to be exact. */
function utcMidnight(days: number): Date {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  return new Date(today + days * DAY_MS);
}

describe('GET /api/badges/progress', () => {
  it('refuses a guest with 401', async () => {
    const res = await progress();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.notLoggedIn });
  });

  it('shows a new member every family at zero, each three levels locked', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await progress(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.families.map((item: Family) => item.type)).toEqual([
      'kind_words',
      'appreciated',
      'grateful_heart',
      'ray_of_sunshine',
      'karma',
    ]);
    for (const item of body.families as Family[]) {
      expect(item.count).toBe(0);
      expect(item.levels.map((level) => [level.tier, level.badgeId])).toEqual([
        ['Bronze', null],
        ['Silver', null],
        ['Gold', null],
      ]);
    }
    expect(family(body, 'ray_of_sunshine').next).toMatchObject({
      level: 1,
      count: 0,
      threshold: 10,
      text: '0 of 10 views to Bronze',
    });
    expect(body.next).toMatchObject({ type: 'kind_words', text: '0 of 1 compliment to Bronze' });
    expect(body.streakDays).toBe(0);
  });

  it('counts thanks given as the Grateful Heart rule does: 7 of 10 to Silver', async () => {
    const author = await signedInUser(t.app);
    const { user, cookie } = await signedInUser(t.app);
    for (let i = 0; i < 7; i += 1) {
      const id = await addCompliment(t, { authorId: author.user.id });
      expect((await thank(t, id, cookie)).statusCode).toBe(201);
    }
    const body = (await progress(cookie)).json();
    const grateful = family(body, 'grateful_heart');
    expect(grateful.count).toBe(7);
    expect(grateful.levels[0]!.badgeId).toEqual(expect.any(String));
    expect(grateful.levels[1]!.badgeId).toBeNull();
    expect(grateful.next).toMatchObject({
      level: 2,
      tier: 'Silver',
      count: 7,
      threshold: 10,
      text: '7 of 10 thanks given to Silver',
    });
    // 7 of 10 is the nearest next level; karma (7 of 50) is further away.
    expect(body.next).toMatchObject({ type: 'grateful_heart', level: 2 });
    expect(family(body, 'karma').next).toMatchObject({
      count: 7,
      text: '7 of 50 karma points to Bronze',
    });
    const [earned] = await rows<{ public_id: string }>(
      t,
      sql`select public_id from badges where user_id = ${user.id}::int and type = 'grateful_heart'`,
    );
    expect(grateful.levels[0]!.badgeId).toBe(earned!.public_id);

    // The author's side: 7 thanks received, Appreciated Bronze earned, 7 of 10 to Silver.
    const authorBody = (await progress(author.cookie)).json();
    expect(family(authorBody, 'appreciated').next).toMatchObject({
      count: 7,
      text: '7 of 10 thanks received to Silver',
    });
  });

  it('counts submissions and their karma, and ends a family once Gold is earned', async () => {
    const { user, cookie } = await signedInUser(t.app);
    expect((await submit(t, { text: uniqueText() }, cookie)).statusCode).toBe(201);
    await t.ctx.db.execute(
      sql`insert into badges (user_id, type, level) values
          (${user.id}::int, 'ray_of_sunshine', 1), (${user.id}::int, 'ray_of_sunshine', 2),
          (${user.id}::int, 'ray_of_sunshine', 3)`,
    );
    const body = (await progress(cookie)).json();
    expect(family(body, 'kind_words')).toMatchObject({
      count: 1,
      next: { level: 2, text: '1 of 10 compliments to Silver' },
    });
    expect(family(body, 'karma').next).toMatchObject({ count: 5, threshold: 50 });
    expect(family(body, 'ray_of_sunshine').next).toBeNull();
  });
});

describe('streak (consecutive UTC days with a submission or a thank)', () => {
  it('counts 23:59 and 00:01 the next day as two days, keeps yesterday, and a gap resets it', async () => {
    const author = await signedInUser(t.app);
    const { cookie } = await signedInUser(t.app);
    const day = utcMidnight(10);
    const streakAt = async (at: Date) => {
      setClock(at);
      return (await progress(cookie)).json().streakDays as number;
    };

    setClock(new Date(day.getTime() - 60_000)); // 23:59 UTC the day before `day`
    expect((await submit(t, { text: uniqueText() }, cookie)).statusCode).toBe(201);
    expect(await streakAt(new Date(day.getTime() - 30_000))).toBe(1);

    setClock(new Date(day.getTime() + 60_000)); // 00:01 UTC on `day`
    const id = await addCompliment(t, { authorId: author.user.id });
    expect((await thank(t, id, cookie)).statusCode).toBe(201);
    expect(await streakAt(new Date(day.getTime() + 120_000))).toBe(2);

    // The next day, before any activity, yesterday still carries the streak.
    expect(await streakAt(new Date(day.getTime() + DAY_MS + 12 * 3600_000))).toBe(2);
    // A whole day without activity ends it.
    expect(await streakAt(new Date(day.getTime() + 2 * DAY_MS + 60_000))).toBe(0);

    // Activity after the gap starts again at one.
    setClock(new Date(day.getTime() + 2 * DAY_MS + 3600_000));
    expect((await submit(t, { text: uniqueText() }, cookie)).statusCode).toBe(201);
    expect(await streakAt(new Date(day.getTime() + 2 * DAY_MS + 7200_000))).toBe(1);
  });

  it("a thank received is someone else's activity: it keeps no streak", async () => {
    const author = await signedInUser(t.app);
    const reader = await signedInUser(t.app);
    const id = await addCompliment(t, { authorId: author.user.id });
    // Written a week ago: only the thank falls on a recent day.
    await t.ctx.db.execute(
      sql`update compliments set created_at = now() - interval '7 days' where id = ${id}::int`,
    );
    expect((await thank(t, id, reader.cookie)).statusCode).toBe(201);
    expect((await progress(author.cookie)).json().streakDays).toBe(0);
    expect((await progress(reader.cookie)).json().streakDays).toBe(1);
  });
});
