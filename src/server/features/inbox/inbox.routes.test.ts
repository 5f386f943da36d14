import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminCookie = (await signedInUser(t.app, { isAdmin: true })).cookie;
});
afterAll(() => t.close());

async function sendMessage(userId: number, message: string): Promise<number> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/admin/message',
    payload: { userId, message },
    headers: { cookie: adminCookie },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const inbox = (cookie: string) =>
  t.inject({ method: 'GET', url: '/api/messages', headers: { cookie } });
const unread = (cookie: string) =>
  t.inject({ method: 'GET', url: '/api/messages/unread-count', headers: { cookie } });
const markRead = (cookie: string, id: number | string) =>
  t.inject({ method: 'POST', url: `/api/messages/${id}/read`, headers: { cookie } });

describe('the member inbox', () => {
  it('lists messages newest first with the unread count, and marks one read', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const empty = await inbox(cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ messages: [], unreadCount: 0 });

    const firstId = await sendMessage(user.id, 'Welcome to Kindly!');
    t.clock.advance(1000);
    const secondId = await sendMessage(user.id, 'Your compliment was featured.');

    const listed = await inbox(cookie);
    expect(listed.json()).toMatchObject({
      unreadCount: 2,
      messages: [
        { id: secondId, from: 'team', message: 'Your compliment was featured.', readAt: null },
        { id: firstId, from: 'team', message: 'Welcome to Kindly!', readAt: null },
      ],
    });
    expect((await unread(cookie)).json()).toEqual({ unreadCount: 2 });

    const read = await markRead(cookie, firstId);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: firstId, readAt: expect.any(String) });
    expect((await unread(cookie)).json()).toEqual({ unreadCount: 1 });

    t.clock.advance(5000);
    const again = await markRead(cookie, firstId);
    expect(again.statusCode).toBe(200);
    expect(again.json().readAt).toBe(read.json().readAt);
    expect((await unread(cookie)).json()).toEqual({ unreadCount: 1 });
  });

  it('answers 401 to a guest', async () => {
    for (const url of ['/api/messages', '/api/messages/unread-count']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Authentication required' });
    }
    expect((await t.inject({ method: 'POST', url: '/api/messages/1/read' })).statusCode).toBe(401);
  });

  it("never shows or marks another member's messages (SECURITY C2)", async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    const messageId = await sendMessage(a.user.id, 'Only for A.');

    expect((await inbox(b.cookie)).json()).toEqual({ messages: [], unreadCount: 0 });
    const res = await markRead(b.cookie, messageId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Message not found' });
    expect((await unread(a.cookie)).json()).toEqual({ unreadCount: 1 });
  });

  it('answers 404 for an unknown message and 400 for an id that is not one', async () => {
    const { cookie } = await signedInUser(t.app);
    expect((await markRead(cookie, 999999)).statusCode).toBe(404);
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const res = await markRead(cookie, id);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Message not found');
    }
  });
});
