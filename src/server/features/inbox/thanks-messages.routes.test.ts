import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { addCompliment, rows, thank } from '../../../../test/helpers/compliments';
import type { Faults } from '../../../../test/helpers/faults';

// PRODUCT 20.1: a thanked compliment's author hears of it in the inbox, one message a day.

let t: TestApp;
const faults: Faults = {};

beforeAll(async () => {
  t = await buildTestApp({}, { faults });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves the clock just past the next UTC midnight. */
function nextUtcDay() {
  const now = t.clock.now().getTime();
  t.clock.advance(DAY_MS - (now % DAY_MS) + 1000);
}

const inbox = (cookie: string) =>
  t.inject({ method: 'GET', url: '/api/messages', headers: { cookie } });

async function thanksMessageRows(complimentId: number) {
  return rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from messages where compliment_id = ${complimentId}::int`,
  );
}

async function thankBy(count: number, complimentId: number) {
  const thankers = await Promise.all(Array.from({ length: count }, () => signedInUser(t.app)));
  return Promise.all(thankers.map((thanker) => thank(t, complimentId, thanker.cookie)));
}

describe('thanks in the inbox', () => {
  it('tells the author once, then counts the day’s thanks in the same message, unread again', async () => {
    const author = await signedInUser(t.app);
    const text =
      'Your patience with every question makes the hardest days feel lighter for all of us';
    const id = await addCompliment(t, { text, authorId: author.user.id });

    expect((await thankBy(1, id)).map((res) => res.statusCode)).toEqual([201]);
    const first = (await inbox(author.cookie)).json();
    expect(first).toEqual({
      unreadCount: 1,
      messages: [
        {
          id: expect.any(Number),
          from: 'kindly',
          message:
            'Your compliment "Your patience with every question makes the hardest days…" was thanked',
          createdAt: expect.any(String),
          readAt: null,
        },
      ],
    });
    const messageId = first.messages[0].id as number;
    const read = await t.inject({
      method: 'POST',
      url: `/api/messages/${messageId}/read`,
      headers: { cookie: author.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect((await inbox(author.cookie)).json().unreadCount).toBe(0);

    // Nine more members at the same moment: still one message, now counting all ten.
    const answers = await thankBy(9, id);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(9).fill(201));
    const after = (await inbox(author.cookie)).json();
    expect(after.unreadCount).toBe(1);
    expect(after.messages).toHaveLength(1);
    expect(after.messages[0]).toMatchObject({
      id: messageId,
      from: 'kindly',
      readAt: null,
    });
    expect(after.messages[0].message).toBe(
      'Your compliment "Your patience with every question makes the hardest days…" was thanked 10 times today',
    );
    expect(await thanksMessageRows(id)).toEqual([{ n: 1 }]);
  });

  it('quotes a short compliment whole and starts a new message on a new UTC day', async () => {
    const author = await signedInUser(t.app);
    const text = 'You light up the room';
    const id = await addCompliment(t, { text, authorId: author.user.id });

    await thankBy(2, id);
    nextUtcDay();
    await thankBy(1, id);

    const { messages, unreadCount } = (await inbox(author.cookie)).json();
    expect(unreadCount).toBe(2);
    expect(messages.map((m: { message: string }) => m.message)).toEqual([
      'Your compliment "You light up the room" was thanked',
      'Your compliment "You light up the room" was thanked 2 times that day',
    ]);
    expect(await thanksMessageRows(id)).toEqual([{ n: 2 }]);
  });

  it('writes no message for a compliment without an author, or to oneself', async () => {
    const anonymous = await addCompliment(t, { authorId: null });
    const leaver = await signedInUser(t.app);
    const orphaned = await addCompliment(t, { authorId: leaver.user.id });
    await t.ctx.database.rows(sql`delete from users where id = ${leaver.user.id}::int`);

    expect((await thankBy(1, anonymous))[0]!.statusCode).toBe(201);
    expect((await thankBy(1, orphaned))[0]!.statusCode).toBe(201);
    expect(await thanksMessageRows(anonymous)).toEqual([{ n: 0 }]);
    expect(await thanksMessageRows(orphaned)).toEqual([{ n: 0 }]);

    const author = await signedInUser(t.app);
    const own = await addCompliment(t, { authorId: author.user.id });
    expect((await thank(t, own, author.cookie)).statusCode).toBe(403);
    expect((await inbox(author.cookie)).json()).toEqual({ messages: [], unreadCount: 0 });
  });

  it('keeps no message when the thank fails inside its transaction (SECURITY K6)', async () => {
    const author = await signedInUser(t.app);
    const id = await addCompliment(t, { authorId: author.user.id });
    faults.afterThankInsert = () => {
      throw new Error('forced failure after the thank row');
    };
    try {
      expect((await thankBy(1, id))[0]!.statusCode).toBe(500);
    } finally {
      delete faults.afterThankInsert;
    }
    expect((await inbox(author.cookie)).json()).toEqual({ messages: [], unreadCount: 0 });
    expect((await thankBy(1, id))[0]!.statusCode).toBe(201);
    expect((await inbox(author.cookie)).json().unreadCount).toBe(1);
  });
});
