// Two app instances on one PostgreSQL, both running the notification queue's workers and its
// every-minute schedule (DECISIONS 77): each thank's push and each daily compliment reaches the
// push service exactly once. Runs in the api-postgres project only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_QUEUE } from '../../src/server/features/notifications/notification-queue';
import {
  addVisibleCompliment,
  buildNotificationApp,
  member,
  thankAsNewMember,
  pushesTo,
  setClock,
  subscribe,
  type NotificationApp,
  type Subscribed,
} from '../helpers/notifications';
import { startPushService, type StandInPushService } from '../helpers/push-service';
import { createTestDatabase, type TestDatabase } from '../test-db';

let testDb: TestDatabase;
let service: StandInPushService;
let a: NotificationApp;
let b: NotificationApp;

beforeAll(async () => {
  service = await startPushService();
  testDb = await createTestDatabase();
  a = await buildNotificationApp(testDb.database, service);
  b = await buildNotificationApp(await testDb.open(), service);
  await addVisibleCompliment(a.app, 'Your patience turns ordinary afternoons into good ones');
});

afterAll(async () => {
  await b.close();
  await a.close();
  await testDb.drop();
  await service.close();
});

const drained = () => Promise.all([a.app.notifications.drained(), b.app.notifications.drained()]);

describe('two instances, one queue', () => {
  it('each of 10 thanks, made on either instance, reaches the device once', async () => {
    const author = await member(a.app);
    const device = await subscribe(a, service, author, 'UTC', { badges: false });
    for (let n = 0; n < 10; n++) {
      const on = n % 2 === 0 ? a : b;
      const id = await addVisibleCompliment(
        on.app,
        `You light up the room, time ${n}`,
        'en',
        author.user.id,
      );
      await thankAsNewMember(on.app, id);
    }
    await drained();
    expect(pushesTo(service, device.endpoint)).toHaveLength(10);
    // Ten jobs, each fetched by one worker (SKIP LOCKED) and completed once.
    const [row] = await a.ctx.database.prepared<{ n: string }>(
      `select count(*)::text as n from jobs.job where name = $1 and state = 'completed'`,
      [PUSH_QUEUE],
    );
    expect(Number(row?.n)).toBe(10);
  });

  it('a due daily compliment reaches each device once while both instances check, again and again', async () => {
    const devices: Subscribed[] = [];
    for (let n = 0; n < 20; n++) {
      const owner = await member(n % 2 === 0 ? a.app : b.app);
      devices.push(
        await subscribe(n % 2 === 0 ? a : b, service, owner, 'Europe/Madrid', {
          daily: true,
          dailyHour: 9,
          thanks: false,
          badges: false,
        }),
      );
    }
    // 09:00 in Madrid on 12 January 2027 is 08:00 UTC; both clocks there, and the schedule of
    // either may run a check of its own meanwhile.
    for (const app of [a, b]) setClock(app.clock, new Date('2027-01-12T08:00:00Z'));
    try {
      const checks = await Promise.all(
        [a, b, a, b, a, b].map((app) => app.app.notifications.runDailyCheck()),
      );
      expect(checks.reduce((sum, queued) => sum + queued, 0)).toBeLessThanOrEqual(20);
      await drained();
      expect(devices.map((device) => pushesTo(service, device.endpoint).length)).toEqual(
        devices.map(() => 1),
      );
    } finally {
      a.clock.reset();
      b.clock.reset();
    }
  });
});
