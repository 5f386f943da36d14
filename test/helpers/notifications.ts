// The app for the notification tests (DECISIONS 77): its queue polls often and retries soon, and its
// pushes go to the stand-in push service (push-service.ts). Devices subscribe and change their
// settings through the API, as the settings page does.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { UpdateDeviceBody } from '../../src/contract/push';
import { buildApp } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import type { Database } from '../../src/server/db/client';
import { TestClock, testConfig } from '../build-test-app';
import { createUser, loginCookie, type TestUser } from '../factories';
import { pushConfigFor, type StandInPushService } from './push-service';

/** Polls every 50 ms, retries after 1 to 2 s, then 2 to 4 s... (pg-boss's least retry delay). */
const TEST_QUEUE_TIMINGS = { pollMs: 50, retryDelaySeconds: 1 };

export interface NotificationApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * An app on `database` (left open when it closes) sending to `service` with a VAPID pair of its
 * own, ready and with its queue running. Two apps on one database are two instances.
 */
export async function buildNotificationApp(
  database: Database,
  service: StandInPushService,
  overrides: Partial<Config> = {},
  clock = new TestClock(),
): Promise<NotificationApp> {
  const config = testConfig({ ...pushConfigFor(service), ...overrides }, clock);
  const app = await buildApp(config, {
    testing: {
      database,
      skipMigrations: true,
      logger: false,
      notifications: TEST_QUEUE_TIMINGS,
    },
  });
  await app.ready();
  await app.notifications.ready();
  return {
    app,
    ctx: app.ctx,
    clock,
    inject: (options) => app.inject(options),
    close: () => app.close(),
  };
}

export interface Member {
  user: TestUser;
  cookie: string;
}

/** A signed-in member, whose saved language is `locale` when given. */
export async function member(app: FastifyInstance, locale?: string): Promise<Member> {
  const user = await createUser(app);
  if (locale) {
    await app.ctx.database.rows(sql`update users set locale = ${locale} where id = ${user.id}`);
  }
  return { user, cookie: await loginCookie(app, user) };
}

export interface Subscribed {
  /** The device's id in the API. */
  id: string;
  endpoint: string;
}

/**
 * Subscribes a device of the member at the stand-in push service, as a browser and the settings
 * page would, in `timeZone`, then saves `settings` (kinds, daily hour, quiet hours).
 */
export async function subscribe(
  t: NotificationApp,
  service: StandInPushService,
  { cookie }: Member,
  timeZone: string,
  settings: UpdateDeviceBody = {},
): Promise<Subscribed> {
  const subscription = service.subscribe();
  const made = await t.inject({
    method: 'POST',
    url: '/api/push/devices',
    headers: { cookie },
    payload: { ...subscription, timeZone },
  });
  expect(made.statusCode, made.body).toBe(201);
  const { id } = made.json<{ id: string }>();
  if (Object.keys(settings).length > 0) {
    const saved = await t.inject({
      method: 'PATCH',
      url: `/api/push/devices/${id}`,
      headers: { cookie },
      payload: settings,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { id, endpoint: subscription.endpoint };
}

/** A visible compliment written by nobody in particular. */
export async function addVisibleCompliment(
  app: FastifyInstance,
  text: string,
  language = 'en',
  authorId: number | null = null,
): Promise<number> {
  const [row] = await app.ctx.database.rows<{ id: number }>(sql`
    insert into compliments (text, author_id, is_visible, language)
    values (${text}, ${authorId}::int, true, ${language}) returning id`);
  return Number(row!.id);
}

/** A new member thanks compliment `id` through the API, as another reader would. */
export async function thankAsNewMember(app: FastifyInstance, id: number): Promise<void> {
  const thanker = await member(app);
  const res = await app.inject({
    method: 'POST',
    url: `/api/compliments/${id}/thank`,
    headers: { cookie: thanker.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The pushes the stand-in received for `endpoint`. */
export const pushesTo = (service: StandInPushService, endpoint: string) =>
  service.received.filter((push) => push.endpoint === endpoint);

/** Moves the clock so that it reads `at` now (and runs on from there). */
export function setClock(clock: TestClock, at: Date): void {
  clock.reset();
  clock.advance(at.getTime() - Date.now());
}
