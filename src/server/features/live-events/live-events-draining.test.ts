// The event streams of an instance that is full, leaving or closing: each stream is told to come
// back (EventSource then reconnects, through the balancer, to another instance) and its answer
// ends, so no stream holds a stopping instance open.
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { EventStreamReader } from '../../../../test/helpers/event-stream';
import { until } from '../../../../test/helpers/until';

const apps: TestApp[] = [];
const readers: EventStreamReader[] = [];

async function listening(perInstance = 100) {
  const t = await buildTestApp({}, { liveEvents: { streams: { perInstance } } });
  apps.push(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/events`;
  const open = async (cookie: string) => {
    const reader = await EventStreamReader.open(url, { cookie });
    readers.push(reader);
    return reader;
  };
  return { t, open };
}

afterAll(async () => {
  for (const reader of readers) reader.close();
  for (const t of apps) await t.close();
});

describe('event streams of a stopping or full instance', () => {
  let instance: Awaited<ReturnType<typeof listening>>;

  it('a full instance tells a new stream to come back later, and keeps the open ones', async () => {
    instance = await listening(3);
    const { t, open } = instance;
    const { cookie } = await signedInUser(t.app);
    const held = [await open(cookie), await open(cookie)];
    await until(() => t.app.eventStreams.size === 2, 'two streams');
    const third = await signedInUser(t.app);
    held.push(await open(third.cookie));
    await until(() => t.app.eventStreams.size === 3, 'three streams');
    const refused = await open(cookie);
    expect(refused.status).toBe(200);
    await refused.waitFor((e) => e.event === 'reconnect', 'come back later');
    await refused.ended;
    // Later than a reconnect after a drain: ten times the usual delay at least.
    expect(refused.retries[0]).toBeGreaterThanOrEqual(30_000);
    expect(held.every((reader) => !reader.isEnded)).toBe(true);
  });

  it('a leaving instance ends every stream with a spread reconnect and closes its connection', async () => {
    // The three streams the instance above holds.
    const { t, open } = instance;
    const first = await signedInUser(t.app);
    const streams = readers.filter((reader) => !reader.isEnded);
    expect(streams).toHaveLength(3);

    expect(t.app.readiness.leave()).toBe(true);
    for (const stream of streams) {
      await stream.waitFor((e) => e.event === 'reconnect', 'the reconnect');
      await stream.ended;
      await stream.connectionClosed();
      const retry = stream.retries.at(-1)!;
      expect(retry).toBeGreaterThanOrEqual(3_000);
      expect(retry).toBeLessThan(8_000);
    }
    expect(t.app.eventStreams.size).toBe(0);

    // A stream asked for while leaving is sent on at once: the balancer has yet to notice.
    const late = await open(first.cookie);
    expect(late.status).toBe(200);
    await late.waitFor((e) => e.event === 'reconnect', 'the reconnect of a late stream');
    await late.ended;
    expect(t.app.eventStreams.size).toBe(0);
  });

  it('closing the app ends the open streams, so the close does not wait for them', async () => {
    const { t, open } = await listening();
    const { cookie } = await signedInUser(t.app);
    const stream = await open(cookie);
    await until(() => t.app.eventStreams.size === 1, 'one stream');
    await t.app.close();
    await stream.ended;
    expect(stream.events.map((e) => e.event)).toEqual(['reconnect']);
  });
});
