// Two instances on one PostgreSQL and one Redis: a thank made through one reaches the author's
// stream on the other, a tab that moved instances resumes from the Redis history, and the local
// listeners (the push queue) run on the publishing instance only. Behind HAProxy with
// deploy/haproxy.cfg, a stream is not held back, and one whose instance leaves comes back through
// the other and resumes. PostgreSQL, Redis and HAProxy only.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../contract/live-events';
import { backendStates, startHaproxy, type Haproxy } from '../../../../scripts/topology';
import {
  buildPlatformApp,
  closedPort,
  type PlatformApp,
} from '../../../../test/platform/platform-app';
import { signedInUser } from '../../../../test/factories';
import { EventStreamReader } from '../../../../test/helpers/event-stream';
import { until } from '../../../../test/helpers/until';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-db';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let testDb: TestDatabase;
let a: PlatformApp;
let b: PlatformApp;
const members: number[] = [];
const readers: EventStreamReader[] = [];
const heard = { a: [] as LiveEvent[], b: [] as LiveEvent[] };

async function ready(instance: PlatformApp) {
  const redis: Redis | undefined = instance.redis;
  if (!redis) throw new Error('the instance has no Redis client');
  if (redis.status !== 'ready') await once(redis, 'ready');
  await instance.app.liveEventsReady();
  await instance.app.listen({ port: 0, host: '127.0.0.1' });
}

const portOf = (instance: PlatformApp) => (instance.app.server.address() as AddressInfo).port;

async function openOn(instance: PlatformApp | Haproxy, cookie: string, lastEventId?: string) {
  const port = 'app' in instance ? portOf(instance) : instance.port;
  const reader = await EventStreamReader.open(`http://127.0.0.1:${port}/api/events`, {
    cookie,
    lastEventId,
  });
  readers.push(reader);
  return reader;
}

/** A compliment of `authorId`, written through A's database. */
async function complimentOf(authorId: number): Promise<number> {
  const text = `You light up the room, kind soul ${Math.random().toString(36).slice(2)}`;
  const [row] = await a.ctx.database.rows<{ id: number }>(
    sql`insert into compliments (text, author_id, is_visible, language)
        values (${text}, ${authorId}::int, true, 'en') returning id`,
  );
  return row!.id;
}

const thankOn = (instance: PlatformApp, complimentId: number, cookie: string) =>
  instance.inject({
    method: 'POST',
    url: `/api/compliments/${complimentId}/thank`,
    headers: { cookie },
  });

beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = { redisUrl: REDIS_URL };
  a = await buildPlatformApp({ config, database: testDb.database });
  b = await buildPlatformApp({ config, database: await testDb.open() });
  a.app.liveEvents.onPublished((_userId, event) => heard.a.push(event));
  b.app.liveEvents.onPublished((_userId, event) => heard.b.push(event));
  await Promise.all([ready(a), ready(b)]);
});

let runDir: string | undefined;
let haproxy: Haproxy | undefined;

afterAll(async () => {
  for (const reader of readers) reader.close();
  await haproxy?.stop();
  if (runDir) rmSync(runDir, { recursive: true, force: true });
  const redis = a.redis!;
  if (members.length > 0) await redis.del(...members.map((id) => `kindly:live:${id}`));
  await b.close();
  await a.close();
  await testDb.drop();
});

describe('live events across two instances', () => {
  it('a thank on A reaches the author’s stream on B within 2 s, and resumes on A', async () => {
    const author = await signedInUser(a.app);
    const thanker = await signedInUser(a.app);
    const other = await signedInUser(a.app);
    members.push(author.user.id, thanker.user.id, other.user.id);
    const first = await complimentOf(author.user.id);
    const second = await complimentOf(author.user.id);

    const onB = await openOn(b, author.cookie);
    await until(() => b.app.eventStreams.countOf(author.user.id) === 1, 'the stream on B');
    const started = performance.now();
    expect((await thankOn(a, first, thanker.cookie)).statusCode).toBe(201);
    const thanked = await onB.waitFor(
      (e) => e.event === 'thanked' && JSON.parse(e.data).complimentId === first,
      'the thank on B',
      2_000,
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(JSON.parse(thanked.data)).toEqual({
      type: 'thanked',
      complimentId: first,
      karmaPoints: 10,
      unreadCount: 1,
    });
    // A Redis stream id: the history every instance reads.
    expect(thanked.id).toMatch(/^\d+-\d+$/);

    // The tab loses B; a thank on B happens meanwhile; the tab comes back through A.
    onB.close();
    await until(() => b.app.eventStreams.countOf(author.user.id) === 0, 'the stream gone');
    expect((await thankOn(b, second, other.cookie)).statusCode).toBe(201);
    const onA = await openOn(a, author.cookie, thanked.id);
    const missed = await onA.waitFor((e) => e.event === 'thanked', 'the missed thank on A');
    expect(JSON.parse(missed.data)).toMatchObject({ complimentId: second, unreadCount: 2 });
    expect(onA.events.filter((e) => e.event === 'thanked')).toHaveLength(1);
  });

  it('runs local listeners on the publishing instance only, once per publish', async () => {
    const member = await signedInUser(a.app);
    members.push(member.user.id);
    heard.a.length = 0;
    heard.b.length = 0;
    const onB = await openOn(b, member.cookie);
    await until(() => b.app.eventStreams.countOf(member.user.id) === 1, 'the stream on B');
    a.app.liveEvents.publish(member.user.id, { type: 'karma', karmaPoints: 42 });
    await onB.waitFor((e) => e.event === 'karma', 'the karma on B');
    expect(heard.a).toEqual([{ type: 'karma', karmaPoints: 42 }]);
    expect(heard.b).toEqual([]);
  });

  it('erases a member’s event history from Redis when their account is deleted, by them or an admin', async () => {
    const redis = a.redis!;
    const leaving = await signedInUser(a.app);
    const anonymised = await signedInUser(a.app);
    const admin = await signedInUser(a.app, { isAdmin: true });
    const staying = await signedInUser(a.app);
    members.push(leaving.user.id, anonymised.user.id, admin.user.id, staying.user.id);
    for (const { user } of [leaving, anonymised, staying])
      a.app.liveEvents.publish(user.id, { type: 'karma', karmaPoints: 7 });
    const keyOf = (id: number) => `kindly:live:${id}`;
    await until(
      async () =>
        (await redis.exists(
          keyOf(leaving.user.id),
          keyOf(anonymised.user.id),
          keyOf(staying.user.id),
        )) === 3,
      'the three histories',
    );

    const deleted = await b.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: leaving.cookie },
      payload: { password: leaving.user.password, compliments: 'keep' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const anonymise = await b.inject({
      method: 'POST',
      url: `/api/admin/users/${anonymised.user.id}/anonymise`,
      headers: { cookie: admin.cookie },
    });
    expect(anonymise.statusCode, anonymise.body).toBe(200);

    expect(await redis.exists(keyOf(leaving.user.id))).toBe(0);
    expect(await redis.exists(keyOf(anonymised.user.id))).toBe(0);
    expect(await redis.exists(keyOf(staying.user.id))).toBe(1);
  });

  it('streams through HAProxy at once, and a stream of a leaving instance resumes on the other', async () => {
    runDir = mkdtempSync(path.join(tmpdir(), 'kindly-live-haproxy-'));
    haproxy = await startHaproxy(runDir, await closedPort(), [
      { name: 'a', port: portOf(a) },
      { name: 'b', port: portOf(b) },
    ]);
    const states = () => backendStates(runDir!);
    await until(
      async () => Object.values(await states()).every((s) => s.status === 'UP'),
      'both UP',
    );
    const author = await signedInUser(a.app);
    const thanker = await signedInUser(a.app);
    members.push(author.user.id, thanker.user.id);
    const first = await complimentOf(author.user.id);
    const second = await complimentOf(author.user.id);

    const stream = await openOn(haproxy, author.cookie);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await until(
      () =>
        a.app.eventStreams.countOf(author.user.id) + b.app.eventStreams.countOf(author.user.id) ===
        1,
      'the stream on an instance',
    );
    const [holder, other] = a.app.eventStreams.countOf(author.user.id) === 1 ? [a, b] : [b, a];
    const started = performance.now();
    await thankOn(other, first, thanker.cookie);
    const thanked = await stream.waitFor((e) => e.event === 'thanked', 'the thank', 2_000);
    expect(performance.now() - started).toBeLessThan(2_000);

    // The holder leaves: its stream is told to come back, HAProxy takes it out of rotation.
    holder.app.readiness.leave();
    await stream.waitFor((e) => e.event === 'reconnect', 'the reconnect');
    await stream.ended;
    const holderName = holder === a ? 'a' : 'b';
    await until(
      async () => (await states())[holderName]?.status.startsWith('DOWN') ?? false,
      'the holder DOWN',
    );

    const another = await signedInUser(other.app);
    members.push(another.user.id);
    await thankOn(other, second, another.cookie);
    const back = await openOn(haproxy, author.cookie, thanked.id);
    const missed = await back.waitFor((e) => e.event === 'thanked', 'the missed thank');
    expect(JSON.parse(missed.data)).toMatchObject({ complimentId: second });
    expect(other.app.eventStreams.countOf(author.user.id)).toBe(1);
    expect(holder.app.eventStreams.countOf(author.user.id)).toBe(0);
  });
});
