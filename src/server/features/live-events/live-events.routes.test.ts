// GET /api/events: a member's open tabs hear of a thank, a message and a badge as they happen,
// resume what they missed, keep a heartbeat, and are told to go elsewhere when the instance leaves.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { EventStreamReader, type ReceivedEvent } from '../../../../test/helpers/event-stream';
import { addCompliment, thank } from '../../../../test/helpers/compliments';
import { until } from '../../../../test/helpers/until';

const HEARTBEAT_MS = 150;

let t: TestApp;
let base: string;
const readers: EventStreamReader[] = [];

async function openStream(cookie?: string, lastEventId?: string, query = '') {
  const reader = await EventStreamReader.open(`${base}/api/events${query}`, {
    cookie,
    lastEventId,
  });
  readers.push(reader);
  return reader;
}

const data = (event: ReceivedEvent) => JSON.parse(event.data) as Record<string, unknown>;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      liveEvents: { streams: { heartbeatMs: HEARTBEAT_MS, perMember: 3 } },
      // Far shorter than a stream lives: neither limit may end one.
      serverLimits: { requestTimeout: 1_000, connectionsCheckingInterval: 100 },
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const reader of readers) reader.close();
  await t.close();
});

describe('GET /api/events', () => {
  it('answers a guest 401 with the usual message', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.notLoggedIn });
    const stream = await openStream();
    expect(stream.status).toBe(401);
  });

  it('streams a thank to every open tab of the author, with their karma and unread count', async () => {
    const author = await signedInUser(t.app);
    const thanker = await signedInUser(t.app);
    const complimentId = await addCompliment(t, { authorId: author.user.id });
    const tabs = [await openStream(author.cookie), await openStream(author.cookie)];
    const thankerTab = await openStream(thanker.cookie);
    for (const tab of tabs) {
      expect(tab.status).toBe(200);
      expect(tab.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(tab.headers['cache-control']).toBe('no-store');
      expect(tab.headers['x-accel-buffering']).toBe('no');
      expect(tab.headers['x-content-type-options']).toBe('nosniff');
      await until(() => tab.retries.length > 0, 'the retry line');
      expect(tab.retries[0]).toBe(3000);
    }
    await until(() => t.app.eventStreams.countOf(author.user.id) === 2, 'both tabs registered');

    const started = performance.now();
    expect((await thank(t, complimentId, thanker.cookie)).statusCode).toBe(201);
    for (const tab of tabs) {
      const event = await tab.waitFor((e) => e.event === 'thanked', 'the thank', 2_000);
      expect(data(event)).toEqual({
        type: 'thanked',
        complimentId,
        karmaPoints: 10,
        unreadCount: 1,
      });
      expect(event.id).toMatch(/^\d+-\d+$/);
    }
    expect(performance.now() - started).toBeLessThan(2_000);
    // The thanker's own tabs hear of their karma.
    const karma = await thankerTab.waitFor((e) => e.event === 'karma', "the thanker's karma");
    expect(data(karma)).toEqual({ type: 'karma', karmaPoints: 1 });
    expect(tabs[0]!.events.some((e) => e.event === 'karma')).toBe(false);
  });

  it('resumes from Last-Event-ID, as a header or in the query, with what the tab missed', async () => {
    const author = await signedInUser(t.app);
    const first = await addCompliment(t, { authorId: author.user.id });
    const second = await addCompliment(t, { authorId: author.user.id });
    const tab = await openStream(author.cookie);
    await until(() => t.app.eventStreams.countOf(author.user.id) === 1, 'the tab registered');
    const someone = await signedInUser(t.app);
    await thank(t, first, someone.cookie);
    const seen = await tab.waitFor((e) => e.event === 'thanked', 'the first thank');
    tab.close();
    await until(() => t.app.eventStreams.countOf(author.user.id) === 0, 'the tab gone');

    const another = await signedInUser(t.app);
    await thank(t, second, another.cookie);
    const back = await openStream(author.cookie, seen.id);
    const missed = await back.waitFor((e) => e.event === 'thanked', 'the missed thank');
    expect(data(missed)).toMatchObject({ complimentId: second, karmaPoints: 20, unreadCount: 2 });
    expect(back.events.filter((e) => e.event === 'thanked')).toHaveLength(1);

    const viaQuery = await openStream(author.cookie, undefined, `?lastEventId=${seen.id}`);
    const again = await viaQuery.waitFor((e) => e.event === 'thanked', 'the replay by query');
    expect(data(again)).toMatchObject({ complimentId: second });
    // A fresh stream without an id replays nothing.
    const fresh = await openStream(author.cookie);
    await fresh.waitForComments(1);
    expect(fresh.events).toEqual([]);
  });

  it('writes a heartbeat and outlives the request and idle time limits', async () => {
    const { cookie } = await signedInUser(t.app);
    const tab = await openStream(cookie);
    // Each heartbeat comes HEARTBEAT_MS after the last: ten of them pass the 1 s request limit.
    await tab.waitForComments(10, 10_000);
    expect(tab.comments[0]).toBe('ping');
    expect(tab.isEnded).toBe(false);
  });

  it('ends the stream of a session that signed out, at its next heartbeat', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const tab = await openStream(cookie);
    await until(() => t.app.eventStreams.countOf(user.id) === 1, 'the tab registered');
    const out = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    await tab.ended;
    expect(t.app.eventStreams.countOf(user.id)).toBe(0);
    const again = await openStream(cookie);
    expect(again.status).toBe(401);
  });

  it('keeps at most three streams per member: a fourth tab supersedes the oldest', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const tabs = [await openStream(cookie), await openStream(cookie), await openStream(cookie)];
    await until(() => t.app.eventStreams.countOf(user.id) === 3, 'three tabs registered');
    const fourth = await openStream(cookie);
    await tabs[0]!.waitFor((e) => e.event === 'superseded', 'the oldest superseded');
    await tabs[0]!.ended;
    expect(t.app.eventStreams.countOf(user.id)).toBe(3);
    expect(fourth.isEnded).toBe(false);
  });

  it('tells the member of an admin message with their unread count', async () => {
    const admin = await signedInUser(t.app, { isAdmin: true });
    const member = await signedInUser(t.app);
    const tab = await openStream(member.cookie);
    await until(() => t.app.eventStreams.countOf(member.user.id) === 1, 'the tab registered');
    const sent = await t.inject({
      method: 'POST',
      url: '/api/admin/message',
      headers: { cookie: admin.cookie },
      payload: { userId: member.user.id, message: 'Thank you for being here.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const event = await tab.waitFor((e) => e.event === 'message', 'the message');
    expect(data(event)).toEqual({ type: 'message', unreadCount: 1 });
  });

  it('tells the author of a badge a thank earned them', async () => {
    const author = await signedInUser(t.app);
    const complimentId = await addCompliment(t, { authorId: author.user.id });
    const tab = await openStream(author.cookie);
    await until(() => t.app.eventStreams.countOf(author.user.id) === 1, 'the tab registered');
    const thanker = await signedInUser(t.app);
    await thank(t, complimentId, thanker.cookie);
    const badge = await tab.waitFor((e) => e.event === 'badge', 'the Appreciated badge');
    expect(data(badge)).toMatchObject({
      type: 'badge',
      karmaPoints: 10,
      badge: { type: 'appreciated', level: 1 },
    });
    // The thank comes first, the badge after it.
    expect(tab.events.map((e) => e.event)).toEqual(['thanked', 'badge']);
  });
});
