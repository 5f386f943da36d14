// With REDIS_URL set and Redis away, an instance still tells its own streams (without an id to
// resume from, since nothing could be stored), and its requests do not wait for Redis.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { EventStreamReader } from '../../../../test/helpers/event-stream';
import { until } from '../../../../test/helpers/until';
import { closedPort } from '../../../../test/platform/platform-app';

let t: TestApp;
let reader: EventStreamReader | undefined;

beforeAll(async () => {
  t = await buildTestApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  reader?.close();
  await t.close();
});

it('delivers on this instance without an id while Redis is away', async () => {
  const { user, cookie } = await signedInUser(t.app);
  const { port } = t.app.server.address() as AddressInfo;
  reader = await EventStreamReader.open(`http://127.0.0.1:${port}/api/events`, { cookie });
  expect(reader.status).toBe(200);
  await until(() => t.app.eventStreams.countOf(user.id) === 1, 'the stream registered');
  t.app.liveEvents.publish(user.id, { type: 'message', unreadCount: 3 });
  const event = await reader.waitFor((e) => e.event === 'message', 'the message');
  expect(JSON.parse(event.data)).toEqual({ type: 'message', unreadCount: 3 });
  expect(event.id).toBeUndefined();
});
