import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addVisibleCompliment,
  buildNotificationApp,
  member,
  thankAsNewMember,
  pushesTo,
  setClock,
  subscribe,
  type Member,
  type NotificationApp,
} from '../../../../test/helpers/notifications';
import { startPushService, type StandInPushService } from '../../../../test/helpers/push-service';
import { until } from '../../../../test/helpers/until';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db';
import { PUSH_QUEUE } from './notification-queue';

// PRODUCT 20.3, DECISIONS 77: a thank or a badge reaches the member's devices that have that kind
// on, as a real encrypted push the stand-in push service decrypts, in the member's language; quiet
// hours hold it until they end; a failing push service is tried again, a gone device is removed.

let testDb: TestDatabase;
let service: StandInPushService;
let t: NotificationApp;

beforeAll(async () => {
  service = await startPushService();
  testDb = await createTestDatabase();
  t = await buildNotificationApp(testDb.database, service);
});
afterAll(async () => {
  await t.close();
  await testDb.drop();
  await service.close();
});

let sequence = 0;

/** A compliment of `author`'s thanked by a new member: its author hears of it. */
async function thankComplimentOf(author: Member): Promise<void> {
  sequence += 1;
  const id = await addVisibleCompliment(
    t.app,
    `Your calm voice steadies everyone around you, time ${'and again '.repeat(sequence)}`,
    'en',
    author.user.id,
  );
  await thankAsNewMember(t.app, id);
}

const devicesOf = async (cookie: string) =>
  (await t.inject({ method: 'GET', url: '/api/push/devices', headers: { cookie } })).json<{
    devices: { id: string }[];
  }>().devices;

/** The push jobs of the queue, oldest first. */
const pushJobs = () =>
  t.ctx.database.rows<{ state: string; retry_count: number; data: { subscriptionId: number } }>(
    sql`select state::text as state, retry_count, data from jobs.job
        where name = ${PUSH_QUEUE} order by created_on`,
  );

describe('a thank and a badge', () => {
  it('a thank sends one encrypted push in the member’s language, with no more than it shows', async () => {
    const author = await member(t.app, 'es');
    const device = await subscribe(t, service, author, 'Europe/Madrid', { badges: false });
    await thankComplimentOf(author);
    await t.app.notifications.drained();

    const pushes = pushesTo(service, device.endpoint);
    expect(pushes.map((push) => push.payload)).toEqual([
      {
        title: 'Alguien agradeció tu cumplido',
        body: 'Tus palabras amables le alegraron el día a alguien.',
        url: '/profile',
        tag: 'thanks',
      },
    ]);
    expect(pushes[0]?.vapidKey).toBe(t.ctx.config.push.vapid.publicKey);
  });

  it('a device with thanks off gets nothing, while the member’s other device gets it', async () => {
    const author = await member(t.app);
    const off = await subscribe(t, service, author, 'UTC', { thanks: false, badges: false });
    const on = await subscribe(t, service, author, 'UTC', { badges: false });
    await thankComplimentOf(author);
    await t.app.notifications.drained();

    expect(pushesTo(service, off.endpoint)).toEqual([]);
    expect(pushesTo(service, on.endpoint).map((push) => push.payload)).toEqual([
      {
        title: 'Someone thanked your compliment',
        body: 'Your kind words made someone’s day.',
        url: '/profile',
        tag: 'thanks',
      },
    ]);
  });

  it('a badge earned sends a badge push', async () => {
    const author = await member(t.app);
    const device = await subscribe(t, service, author, 'America/New_York', { thanks: false });
    // The first thank of their compliments earns the author Appreciated, Bronze.
    await thankComplimentOf(author);
    await t.app.notifications.drained();

    expect(pushesTo(service, device.endpoint).map((push) => push.payload)).toEqual([
      {
        title: 'You earned a badge',
        body: 'Appreciated (Bronze): Thanked 1 time for your compliments',
        url: '/profile',
        tag: 'badge-appreciated-1',
      },
    ]);
  });
});

describe('quiet hours', () => {
  it('hold a thank’s push until they end; a device removed meanwhile gets nothing', async () => {
    // Tokyo keeps no summer time: 06:59:58 there is 21:59:58 UTC, the next one from now.
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const quietEnds = now - (now % day) + 22 * 60 * 60 * 1000;
    const end = quietEnds > now + 5000 ? quietEnds : quietEnds + day;
    setClock(t.clock, new Date(end - 2000));
    try {
      const author = await member(t.app);
      const quiet = { badges: false, quietStart: 22, quietEnd: 7 };
      const device = await subscribe(t, service, author, 'Asia/Tokyo', quiet);
      const removed = await subscribe(t, service, author, 'Asia/Tokyo', quiet);
      const before = service.received.length;
      await thankComplimentOf(author);
      await t.app.notifications.queued();

      expect(service.received.length).toBe(before);
      expect((await pushJobs()).slice(-2).map((job) => job.state)).toEqual(['created', 'created']);
      const gone = await t.inject({
        method: 'DELETE',
        url: `/api/push/devices/${removed.id}`,
        headers: { cookie: author.cookie },
      });
      expect(gone.statusCode).toBe(204);

      await service.waitFor(before + 1);
      expect(t.clock.now().getTime()).toBeGreaterThanOrEqual(end);
      await t.app.notifications.drained();
      expect(pushesTo(service, device.endpoint)).toHaveLength(1);
      expect(pushesTo(service, removed.endpoint)).toEqual([]);
    } finally {
      t.clock.reset();
    }
  });
});

describe('the push service failing', () => {
  it('a 500 is tried again with backoff: one push arrives after the retry', async () => {
    const author = await member(t.app);
    const device = await subscribe(t, service, author, 'UTC', { badges: false });
    service.answer(device.endpoint, 500);
    await thankComplimentOf(author);
    await until(
      () => service.refused.some((refusal) => refusal.endpoint === device.endpoint),
      'the first, refused push',
    );
    service.answer(device.endpoint, null);
    await t.app.notifications.drained();

    expect(pushesTo(service, device.endpoint)).toHaveLength(1);
    expect(service.refused.filter((r) => r.endpoint === device.endpoint)).toHaveLength(1);
    expect((await pushJobs()).at(-1)).toMatchObject({ state: 'completed', retry_count: 1 });
  });

  it('a 410 removes the device and nothing is tried again', async () => {
    const author = await member(t.app);
    const device = await subscribe(t, service, author, 'UTC', { badges: false });
    service.answer(device.endpoint, 410);
    await thankComplimentOf(author);
    await t.app.notifications.drained();

    expect(service.refused.filter((r) => r.endpoint === device.endpoint)).toHaveLength(1);
    expect(pushesTo(service, device.endpoint)).toEqual([]);
    expect(await devicesOf(author.cookie)).toEqual([]);
    expect((await pushJobs()).at(-1)).toMatchObject({ state: 'completed', retry_count: 0 });
  });
});
