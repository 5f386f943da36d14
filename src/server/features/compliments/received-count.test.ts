// The profile's Received tab and the admin's user statistics count received compliments the same
// way: one per compliment however often it came, and none that is hidden since.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { addCompliment, rows } from '../../../../test/helpers/compliments';
import { deliveries } from '../../db/schema/index';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminCookie = (await signedInUser(t.app, { isAdmin: true })).cookie;
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

async function seen(reader: { cookie: string; id: number }) {
  const received = await t.inject({
    method: 'GET',
    url: '/api/compliments/received',
    headers: { cookie: reader.cookie },
  });
  const stats = await t.inject({
    method: 'GET',
    url: `/api/admin/users/${reader.id}/stats`,
    headers: { cookie: adminCookie },
  });
  expect(received.statusCode).toBe(200);
  expect(stats.statusCode).toBe(200);
  return {
    list: received.json() as { id: number; receivedAt: string }[],
    stats: stats.json() as { receivedCount: number; lastComplimentReceived: string | null },
  };
}

describe('received compliments, on the profile and in the admin statistics', () => {
  it('agree when a compliment came twice and another was hidden since', async () => {
    const author = await signedInUser(t.app);
    const member = await signedInUser(t.app);
    const reader = { cookie: member.cookie, id: member.user.id };
    const twice = await addCompliment(t, { authorId: author.user.id });
    const once = await addCompliment(t, { authorId: author.user.id });
    const hiddenLater = await addCompliment(t, { authorId: author.user.id });
    await t.ctx.db.insert(deliveries).values([
      { receiverId: reader.id, complimentId: twice, createdAt: at('2025-05-01T08:00:00.000Z') },
      { receiverId: reader.id, complimentId: once, createdAt: at('2025-05-02T08:00:00.000Z') },
      { receiverId: reader.id, complimentId: twice, createdAt: at('2025-05-03T08:00:00.000Z') },
      {
        receiverId: reader.id,
        complimentId: hiddenLater,
        createdAt: at('2025-05-04T08:00:00.000Z'),
      },
    ]);

    const before = await seen(reader);
    expect(before.list.map((item) => item.id)).toEqual([hiddenLater, twice, once]);
    expect(before.stats.receivedCount).toBe(before.list.length);
    expect(before.stats.lastComplimentReceived).toBe(before.list[0]!.receivedAt);

    await rows(t, sql`update compliments set is_visible = false where id = ${hiddenLater}::int`);
    const after = await seen(reader);
    expect(after.list.map((item) => item.id)).toEqual([twice, once]);
    expect(after.stats).toEqual(
      expect.objectContaining({
        receivedCount: 2,
        lastComplimentReceived: '2025-05-03T08:00:00.000Z',
      }),
    );
    expect(after.list[0]!.receivedAt).toBe('2025-05-03T08:00:00.000Z');
  });

  it('agree on nothing received', async () => {
    const member = await signedInUser(t.app);
    const { list, stats } = await seen({ cookie: member.cookie, id: member.user.id });
    expect(list).toEqual([]);
    expect(stats).toEqual(
      expect.objectContaining({ receivedCount: 0, lastComplimentReceived: null }),
    );
  });
});
