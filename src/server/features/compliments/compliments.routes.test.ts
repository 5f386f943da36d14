import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../../test/build-test-app';
import { signedInUser, type TestUser } from '../../../../test/factories';
import { COMPLIMENT_MESSAGES, KARMA } from '../../../contract/compliments';
import { MESSAGES } from '../../../contract/messages';
import { buildApp } from '../../app';
import {
  addCompliment,
  addImage,
  badgeLevels,
  countThanks,
  deleteCompliment,
  getList,
  getRandom,
  karmaOf,
  rows,
  submit,
  thank,
  uniqueText,
} from '../../../../test/helpers/compliments';
import type { Faults } from '../../../../test/helpers/faults';
import { SEEN_FLUSH_BATCH, SeenCounter } from './seen-counter';

let t: TestApp;
/** Injected into the app: the K6 test makes the thank fail halfway. */
const faults: Faults = {};
let imageId: number;
beforeAll(async () => {
  t = await buildTestApp({}, { faults });
  imageId = await addImage(t);
});
afterAll(() => t.close());

type Member = { user: TestUser; cookie: string };
const member = (app: TestApp = t): Promise<Member> => signedInUser(app.app);

/**
 * Many members, made a few at a time: each costs a password hash of 19 MiB, and a hundred at
 * once stall the event loop long enough for load shedding to answer 503.
 */
async function members(count: number): Promise<Member[]> {
  const made: Member[] = [];
  while (made.length < count) {
    const batch = Math.min(5, count - made.length);
    made.push(...(await Promise.all(Array.from({ length: batch }, () => member()))));
  }
  return made;
}

const authorOf = async (id: number) =>
  (
    await rows<{ author_id: number | null }>(
      t,
      sql`select author_id from compliments where id = ${id}::int`,
    )
  )[0]!.author_id;

// Letters without vowels: unique codes that can never spell a word the profanity filter knows.
const SAFE_LETTERS = 'bdghjlmnpr';
let codeSequence = 0;
const uniqueCode = () =>
  [...String(1000 + ++codeSequence)].map((digit) => SAFE_LETTERS[Number(digit)]).join('');

/** A text of exactly `length` code points (length ≥ 9), unique in this file. */
function textOfLength(length: number): string {
  let text = `Lovely ${uniqueCode()}`.slice(0, Math.min(length, 11));
  while ([...text].length < length) text += ' and kind';
  return `${[...text].slice(0, length - 1).join('')}!`;
}

/** Moves the test clock to noon UTC of the next day, far from any day boundary. */
function moveClockToNoon() {
  const now = t.ctx.now();
  const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 12);
  t.clock.advance(noon - now.getTime());
}

describe('GET /api/compliments/random', () => {
  it('answers 204 while no visible compliment exists', async () => {
    await addCompliment(t, { visible: false });
    const res = await getRandom(t);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('C3 field-level: gives a guest a visible compliment with its image and nothing that names the author', async () => {
    const { user: author } = await member();
    await addCompliment(t, { authorId: author.id });
    const hidden = await addCompliment(t, { authorId: author.id, visible: false });
    for (let i = 0; i < 15; i++) {
      const res = await getRandom(t);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual([
        'id',
        'image',
        'language',
        'publicId',
        'text',
        'thankedAt',
      ]);
      expect(body.id).not.toBe(hidden);
      expect(body.thankedAt).toBeNull();
      expect(body.image).toEqual({
        id: imageId,
        imageUrl: 'https://images.example/light.jpg',
        title: 'Morning light',
      });
      expect(res.body).not.toContain(author.username);
    }
  });

  it('never gives a member their own compliment, and records each delivery for Received', async () => {
    const a = await member();
    for (let i = 0; i < 5; i++) await addCompliment(t, { authorId: a.user.id });
    await addCompliment(t);
    const received = new Set<number>();
    for (let i = 0; i < 25; i++) {
      const res = await getRandom(t, a.cookie);
      expect(res.statusCode).toBe(200);
      const { id } = res.json();
      expect(await authorOf(id)).not.toBe(a.user.id);
      received.add(id);
    }
    const list = await getList(t, 'received', a.cookie);
    expect(list.statusCode).toBe(200);
    const items: { id: number; receivedAt: string }[] = list.json();
    expect(new Set(items.map((item) => item.id))).toEqual(received);
    const times = items.map((item) => item.receivedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('POST /api/compliments', () => {
  it('refuses a guest with 401 and stores nothing', async () => {
    const text = uniqueText();
    const res = await submit(t, { text });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.notLoggedIn });
    const found = await rows(t, sql`select id from compliments where text = ${text}`);
    expect(found).toHaveLength(0);
  });

  it('stores the trimmed, collapsed text and awards 5 karma and the first Kind Words badge', async () => {
    const { user, cookie } = await member();
    const code = uniqueCode();
    const res = await submit(t, { text: `   You light up\n\tevery   room, ${code}.  ` }, cookie);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.compliment).toEqual({
      id: expect.any(Number),
      text: `You light up every room, ${code}.`,
      language: 'en',
      createdAt: expect.any(String),
      seenCount: 0,
      thanksCount: 0,
    });
    expect(body.karmaAwarded).toBe(KARMA.submission);
    expect(body.karmaPoints).toBe(5);
    expect(body.newBadges).toEqual([
      expect.objectContaining({
        type: 'kind_words',
        level: 1,
        sharedCount: 0,
        info: { name: 'Kind Words', description: 'Submitted 1 compliment', tier: 'Bronze' },
      }),
    ]);
    expect(await karmaOf(t, user.id)).toBe(5);
    expect(await authorOf(body.compliment.id)).toBe(user.id);
  });

  // SECURITY V1: lengths count Unicode code points after trimming and collapsing whitespace.
  const tooShort = { status: 400, message: COMPLIMENT_MESSAGES.tooShort };
  const tooLong = { status: 400, message: COMPLIMENT_MESSAGES.tooLong };
  const accepted = { status: 201, message: undefined };
  it.each([
    ['9 characters', () => textOfLength(9), tooShort],
    ['10 characters', () => textOfLength(10), accepted],
    ['200 characters', () => textOfLength(200), accepted],
    ['201 characters', () => textOfLength(201), tooLong],
    ['10 spaces and 9 characters', () => ' '.repeat(10) + textOfLength(9), tooShort],
    ['9 characters once inner spaces collapse', () => `Dear ${'\u00a0 '.repeat(20)}bdg`, tooShort],
    ['200 characters inside padding', () => `\n  ${textOfLength(200)}  \t`, accepted],
    ['10 emoji (20 UTF-16 units)', () => '🌟'.repeat(10), accepted],
    ['200 emoji', () => '🌸'.repeat(200), accepted],
    ['201 emoji', () => '🌼'.repeat(201), tooLong],
    ['three joined emoji of 3 code points each', () => '👩‍💻'.repeat(3), tooShort],
    ['zero-width spaces as padding', () => `Dear bdg${'\u200b'.repeat(10)}`, tooShort],
    ['no text at all', () => undefined, tooShort],
  ])('V1 compliment bounds: %s', async (_name, text, expected) => {
    const { cookie } = await member();
    const res = await submit(t, { text: text() }, cookie);
    expect(res.statusCode).toBe(expected.status);
    if (expected.message) {
      expect(res.json()).toEqual({
        message: expected.message,
        fieldErrors: { text: [expected.message] },
      });
    }
  });

  it('answers 400 when text is not a string', async () => {
    const { cookie } = await member();
    for (const text of [12345678901, ['a long enough compliment'], { a: 1 }, null]) {
      const res = await submit(t, { text }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(COMPLIMENT_MESSAGES.tooShort);
    }
  });

  it.each([
    'Your blog at https://kind.example/posts is a joy',
    'Everyone should visit kindly.app to meet you',
    'Write to me at friend@example.com anytime',
    'Your site www.wonderful.org is lovely',
  ])('V1 compliment bounds: refuses a link: %s', async (text) => {
    const { user, cookie } = await member();
    const res = await submit(t, { text }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: COMPLIMENT_MESSAGES.noLinks,
      fieldErrors: { text: [COMPLIMENT_MESSAGES.noLinks] },
    });
    expect(await karmaOf(t, user.id)).toBe(0);
  });

  it.each([
    'You are fucking amazing at this',
    'You are a sh1t friend, kidding',
    'What a b1tch move',
  ])('V1 compliment bounds: refuses profanity: %s', async (text) => {
    const { cookie } = await member();
    const res = await submit(t, { text }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMPLIMENT_MESSAGES.noProfanity);
  });

  it('V1 compliment bounds: answers 409 to a duplicate of a visible compliment in another case or spacing, with no karma', async () => {
    const first = await member();
    const text = `Your kindness is contagious, ${uniqueCode()}`;
    expect((await submit(t, { text }, first.cookie)).statusCode).toBe(201);
    const second = await member();
    for (const copy of [text.toUpperCase(), ` ${text.toLowerCase().replace(/ /g, '   ')} `]) {
      const res = await submit(t, { text: copy }, second.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(COMPLIMENT_MESSAGES.duplicate);
    }
    expect(await karmaOf(t, second.user.id)).toBe(0);
  });

  it('takes the author from the session, ignoring authorId, seenCount and isVisible in the body', async () => {
    const { user, cookie } = await member();
    const other = await member();
    const res = await submit(
      t,
      { text: uniqueText(), authorId: other.user.id, seenCount: 99, isVisible: false },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const [row] = await rows<{ author_id: number; seen_count: number; is_visible: boolean }>(
      t,
      sql`select author_id, is_visible,
            coalesce((select seen_count from compliment_seen_counts where compliment_id = c.id), 0)
              as seen_count
          from compliments c where id = ${res.json().compliment.id}::int`,
    );
    expect(row).toEqual({ author_id: user.id, is_visible: true, seen_count: 0 });
  });

  // SECURITY C4: the first 10 submissions of a UTC day earn karma, the 11th none.
  it('gives no karma for an 11th compliment on one day, and karma again the next day', async () => {
    moveClockToNoon();
    const { user, cookie } = await member();
    for (let i = 0; i < 10; i++) {
      const res = await submit(t, { text: uniqueText() }, cookie);
      expect(res.json().karmaAwarded).toBe(5);
    }
    const eleventh = await submit(t, { text: uniqueText() }, cookie);
    expect(eleventh.statusCode).toBe(201);
    expect(eleventh.json().karmaAwarded).toBe(0);
    expect(eleventh.json().karmaPoints).toBe(50);
    expect(await karmaOf(t, user.id)).toBe(50);
    t.clock.advance(24 * 60 * 60 * 1000);
    const nextDay = await submit(t, { text: uniqueText() }, cookie);
    expect(nextDay.json().karmaAwarded).toBe(5);
    expect(await karmaOf(t, user.id)).toBe(55);
  });

  // SECURITY K8: parallel submissions cannot beat the daily cap.
  it('K8 daily cap race: caps submission karma at 10 × 5 under 12 parallel submissions', async () => {
    moveClockToNoon();
    const { user, cookie } = await member();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => submit(t, { text: uniqueText() }, cookie)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(201));
    const awarded = answers.map((res) => res.json().karmaAwarded as number);
    expect(awarded.reduce((a, b) => a + b, 0)).toBe(50);
    expect(await karmaOf(t, user.id)).toBe(50);
    expect(await badgeLevels(t, user.id)).toEqual(['karma:1', 'kind_words:1', 'kind_words:2']);
  });
});

describe('POST /api/compliments/{id}/thank', () => {
  it('refuses a guest with 401', async () => {
    const id = await addCompliment(t);
    const res = await thank(t, id);
    expect(res.statusCode).toBe(401);
    expect(await countThanks(t, id)).toBe(0);
  });

  it('thanks once: +10 to the author, +1 to the thanker, badges at once; a second thank is 409', async () => {
    const author = await member();
    const thanker = await member();
    const id = await addCompliment(t, { authorId: author.user.id });
    const res = await thank(t, id, thanker.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      complimentId: id,
      thankedAt: expect.any(String),
      karmaPoints: 1,
      newBadges: [
        expect.objectContaining({
          type: 'grateful_heart',
          level: 1,
          info: {
            name: 'Grateful Heart',
            description: 'Thanked the authors of 1 compliment',
            tier: 'Bronze',
          },
        }),
      ],
    });
    expect(await karmaOf(t, author.user.id)).toBe(KARMA.thankReceived);
    expect(await karmaOf(t, thanker.user.id)).toBe(KARMA.thankGiven);
    expect(await badgeLevels(t, author.user.id)).toEqual(['appreciated:1']);

    const again = await thank(t, id, thanker.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: COMPLIMENT_MESSAGES.alreadyThanked });
    expect(await karmaOf(t, author.user.id)).toBe(10);
    expect(await karmaOf(t, thanker.user.id)).toBe(1);
    expect(await countThanks(t, id)).toBe(1);
  });

  it('refuses a thank of your own compliment with no karma change (SECURITY C4)', async () => {
    const author = await member();
    const created = await submit(t, { text: uniqueText() }, author.cookie);
    const id = created.json().compliment.id;
    const res = await thank(t, id, author.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: COMPLIMENT_MESSAGES.ownCompliment });
    expect(await karmaOf(t, author.user.id)).toBe(5);
    expect(await countThanks(t, id)).toBe(0);
  });

  it('ignores a userId in the body: the thanker is the session member (SECURITY C2)', async () => {
    const thanker = await member();
    const other = await member();
    const id = await addCompliment(t);
    const res = await thank(t, id, thanker.cookie, {
      userId: other.user.id,
      thankerId: other.user.id,
    });
    expect(res.statusCode).toBe(201);
    expect(await karmaOf(t, thanker.user.id)).toBe(1);
    expect(await karmaOf(t, other.user.id)).toBe(0);
    const found = await rows<{ thanker_id: number }>(
      t,
      sql`select thanker_id from thanks where compliment_id = ${id}::int`,
    );
    expect(found).toEqual([{ thanker_id: thanker.user.id }]);
  });

  it.each([
    ['abc', 400, COMPLIMENT_MESSAGES.invalidId],
    ['-1', 400, COMPLIMENT_MESSAGES.invalidId],
    ['0', 400, COMPLIMENT_MESSAGES.invalidId],
    ['1.5', 400, COMPLIMENT_MESSAGES.invalidId],
    ['1e3', 400, COMPLIMENT_MESSAGES.invalidId],
    ['%00', 400, COMPLIMENT_MESSAGES.invalidId],
    ["1'%20OR%201=1", 400, COMPLIMENT_MESSAGES.invalidId],
    ['2147483648', 404, COMPLIMENT_MESSAGES.notFound],
    ['99999999999999999999', 404, COMPLIMENT_MESSAGES.notFound],
    ['987654', 404, COMPLIMENT_MESSAGES.notFound],
  ])('answers id %s with %i (SECURITY V3)', async (id, status, message) => {
    const { cookie } = await member();
    const res = await thank(t, id, cookie);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for a hidden compliment', async () => {
    const { cookie } = await member();
    const id = await addCompliment(t, { visible: false });
    const res = await thank(t, id, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(COMPLIMENT_MESSAGES.notFound);
  });

  // SECURITY K1
  it('K1 thank once: gives one 201 and nineteen 409 to 20 parallel thanks by one member, and awards once', async () => {
    const author = await member();
    const thanker = await member();
    const id = await addCompliment(t, { authorId: author.user.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => thank(t, id, thanker.cookie)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    expect(await karmaOf(t, author.user.id)).toBe(10);
    expect(await karmaOf(t, thanker.user.id)).toBe(1);
    expect(await countThanks(t, id)).toBe(1);
    expect(await badgeLevels(t, thanker.user.id)).toEqual(['grateful_heart:1']);
  });

  // SECURITY K2
  it('K2 many thankers: counts 50 members thanking at once exactly: +500 karma and each badge level once', async () => {
    const author = await member();
    const id = await addCompliment(t, { authorId: author.user.id });
    const thankers = await members(50);
    const answers = await Promise.all(thankers.map((m) => thank(t, id, m.cookie)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(201));
    expect(await karmaOf(t, author.user.id)).toBe(50 * KARMA.thankReceived);
    expect(await badgeLevels(t, author.user.id)).toEqual([
      'appreciated:1',
      'appreciated:2',
      'appreciated:3',
      'karma:1',
      'karma:2',
    ]);
    for (const m of thankers) expect(await karmaOf(t, m.user.id)).toBe(1);
  });

  it('lets members thank each other crosswise at the same moment without deadlock', async () => {
    const people = await members(16);
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const a = people[2 * i]!;
        const b = people[2 * i + 1]!;
        const byA = await addCompliment(t, { authorId: a.user.id });
        const byB = await addCompliment(t, { authorId: b.user.id });
        return { a, b, byA, byB };
      }),
    );
    const answers = await Promise.all(
      pairs.flatMap(({ a, b, byA, byB }) => [thank(t, byB, a.cookie), thank(t, byA, b.cookie)]),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(16).fill(201));
    for (const { a, b } of pairs) {
      expect(await karmaOf(t, a.user.id)).toBe(KARMA.thankReceived + KARMA.thankGiven);
      expect(await karmaOf(t, b.user.id)).toBe(KARMA.thankReceived + KARMA.thankGiven);
    }
  });

  // SECURITY K6
  it('K6 rollback: keeps neither the thank nor any karma when a failure hits between them', async () => {
    const author = await member();
    const thanker = await member();
    const id = await addCompliment(t, { authorId: author.user.id });
    faults.afterThankInsert = () => {
      throw new Error('forced failure between the thank row and its karma');
    };
    try {
      const res = await thank(t, id, thanker.cookie);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: MESSAGES.serverError });
    } finally {
      delete faults.afterThankInsert;
    }
    expect(await countThanks(t, id)).toBe(0);
    expect(await karmaOf(t, author.user.id)).toBe(0);
    expect(await karmaOf(t, thanker.user.id)).toBe(0);
    expect(await badgeLevels(t, thanker.user.id)).toEqual([]);
    expect((await thank(t, id, thanker.cookie)).statusCode).toBe(201);
  });
});

describe('GET /api/compliments/submitted', () => {
  it('refuses a guest with 401', async () => {
    const res = await getList(t, 'submitted');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.notLoggedIn });
  });

  it("lists only the member's compliments, newest first, with thanks counts", async () => {
    const author = await member();
    const other = await member();
    await submit(t, { text: uniqueText() }, other.cookie);
    const first = (await submit(t, { text: uniqueText() }, author.cookie)).json().compliment;
    t.clock.advance(1000);
    const second = (await submit(t, { text: uniqueText() }, author.cookie)).json().compliment;
    await thank(t, first.id, other.cookie);

    const res = await getList(t, 'submitted', author.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: second.id,
        text: second.text,
        language: 'en',
        createdAt: second.createdAt,
        seenCount: 0,
        thanksCount: 0,
      },
      {
        id: first.id,
        text: first.text,
        language: 'en',
        createdAt: first.createdAt,
        seenCount: 0,
        thanksCount: 1,
      },
    ]);
  });

  it('is empty for a member who submitted nothing', async () => {
    const { cookie } = await member();
    expect((await getList(t, 'submitted', cookie)).json()).toEqual([]);
  });
});

describe('GET /api/compliments/received', () => {
  it('refuses a guest with 401', async () => {
    const res = await getList(t, 'received');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.notLoggedIn });
  });

  it("never shows another member's deliveries (SECURITY C2)", async () => {
    const a = await member();
    const b = await member();
    await getRandom(t, a.cookie);
    expect((await getList(t, 'received', a.cookie)).json()).toHaveLength(1);
    expect((await getList(t, 'received', b.cookie)).json()).toEqual([]);
  });

  it('drops a compliment hidden after it was received', async () => {
    const { cookie } = await member();
    const { id } = (await getRandom(t, cookie)).json();
    await rows(t, sql`update compliments set is_visible = false where id = ${id}::int`);
    try {
      expect((await getList(t, 'received', cookie)).json()).toEqual([]);
    } finally {
      await rows(t, sql`update compliments set is_visible = true where id = ${id}::int`);
    }
    expect((await getList(t, 'received', cookie)).json()).toMatchObject([{ id }]);
  });
});

describe('a site with a single compliment', () => {
  let w: TestApp;
  let author: Member;
  let complimentId: number;
  beforeAll(async () => {
    w = await buildTestApp();
    await addImage(w, 'Quiet lake');
    author = await member(w);
    const res = await submit(w, { text: 'You make mornings feel hopeful.' }, author.cookie);
    complimentId = res.json().compliment.id;
  });
  afterAll(() => w.close());

  it('answers 204 to its author, who never receives their own', async () => {
    expect((await getRandom(w, author.cookie)).statusCode).toBe(204);
  });

  it("shows a member's own thank time on the compliment and in Received, nothing before it", async () => {
    const reader = await member(w);
    const before = await getRandom(w, reader.cookie);
    expect(before.json()).toMatchObject({ id: complimentId, thankedAt: null });
    expect((await getList(w, 'received', reader.cookie)).json()).toEqual([
      {
        id: complimentId,
        text: 'You make mornings feel hopeful.',
        receivedAt: expect.any(String),
        thankedAt: null,
        thankerInfo: null,
      },
    ]);

    const thanked = await thank(w, complimentId, reader.cookie);
    const { thankedAt } = thanked.json();
    w.clock.advance(60_000);
    const after = await getRandom(w, reader.cookie);
    expect(after.json()).toMatchObject({ id: complimentId, thankedAt });
    const received = (await getList(w, 'received', reader.cookie)).json();
    expect(received).toEqual([
      {
        id: complimentId,
        text: 'You make mornings feel hopeful.',
        receivedAt: expect.any(String),
        thankedAt,
        thankerInfo: { username: reader.user.username },
      },
    ]);
    expect(received[0].receivedAt > thankedAt).toBe(true);

    const guest = await getRandom(w);
    expect(guest.json()).toMatchObject({ id: complimentId, thankedAt: null });
  });

  it('shows seen counts on Submitted and awards Ray of Sunshine once they are written', async () => {
    for (let i = 0; i < 10; i++) expect((await getRandom(w)).statusCode).toBe(200);
    // 3 fetches by the reader and the guest above, 10 here: the author's own 204 counts nothing.
    await vi.waitFor(
      async () => {
        const submitted = (await getList(w, 'submitted', author.cookie)).json();
        expect(submitted[0].seenCount).toBe(13);
      },
      { timeout: 5000, interval: 200 },
    );
    const badges = await w.inject({
      method: 'GET',
      url: '/api/badges',
      headers: { cookie: author.cookie },
    });
    expect(
      badges.json().map((b: { type: string; level: number }) => `${b.type}:${b.level}`),
    ).toContain('ray_of_sunshine:1');
  });
});

describe('batched seen counts (SECURITY K7)', () => {
  it('writes exactly N seen counts and image uses after N fetches over two instances and a close', async () => {
    const first = await buildTestApp();
    const second = await buildApp(testConfig(), {
      testing: {
        database: first.testDb.database,
        skipMigrations: true,
      },
    });
    try {
      await addImage(first);
      for (let i = 0; i < 4; i++) await addCompliment(first);
      const reader = await member(first);
      const n = 60;
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          i % 2 === 0
            ? getRandom(first, i % 4 === 0 ? reader.cookie : undefined)
            : second.inject({ method: 'GET', url: '/api/compliments/random' }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(n).fill(200));
      await second.close();
      await first.app.close();
      const [sums] = await rows<{ seen: number; used: number }>(
        first,
        sql`select (select sum(seen_count)::int from compliment_seen_counts) as seen,
                   (select sum(times_used)::int from inspirational_images) as used`,
      );
      expect(sums).toEqual({ seen: n, used: n });
    } finally {
      await first.testDb.drop();
    }
  });

  it('writes a full batch at once, without waiting for the second to end', async () => {
    const inserted = await rows<{ id: number }>(
      t,
      sql`insert into compliments (text)
          select 'Batch flush compliment ' || g || ' makes the day brighter.'
          from generate_series(1, ${SEEN_FLUSH_BATCH}::int) g
          returning id`,
    );
    const ids = inserted.map((row) => row.id);
    const counter = new SeenCounter(t.ctx, 60_000);
    const seenSum = async () =>
      (
        await rows<{ seen: number }>(
          t,
          sql`select coalesce(sum(seen_count), 0)::int as seen from compliment_seen_counts
              where compliment_id = any(${`{${ids.join(',')}}`}::int[])`,
        )
      )[0]!.seen;
    for (const id of ids.slice(0, -1)) counter.record(id, null, null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await seenSum()).toBe(0);
    counter.record(ids.at(-1)!, null, null);
    await expect.poll(seenSum, { timeout: 5_000 }).toBe(SEEN_FLUSH_BATCH);
    await counter.close();
    expect(await seenSum()).toBe(SEEN_FLUSH_BATCH);
  });

  it('writes each count once when flushes overlap', async () => {
    const id = await addCompliment(t);
    const counter = new SeenCounter(t.ctx, 60_000);
    const seenOf = async () =>
      (
        await rows<{ seen_count: number }>(
          t,
          sql`select coalesce((select seen_count from compliment_seen_counts
                where compliment_id = ${id}::int), 0) as seen_count`,
        )
      )[0]!.seen_count;
    const start = await seenOf();
    for (let i = 0; i < 5; i++) counter.record(id, null, null);
    const flushes = [counter.flush(), counter.flush()];
    counter.record(id, null, null);
    flushes.push(counter.flush());
    await Promise.all(flushes);
    expect(await seenOf()).toBe(start + 6);
    await counter.close();
    expect(await seenOf()).toBe(start + 6);
  });

  it('deletes a compliment with its count, and shows no count written after it is gone', async () => {
    const kept = await addCompliment(t);
    const gone = await addCompliment(t);
    const counter = new SeenCounter(t.ctx, 60_000);
    const counts = () =>
      rows<{ compliment_id: number; seen_count: number }>(
        t,
        sql`select compliment_id, seen_count from compliment_seen_counts
            where compliment_id in (${kept}::int, ${gone}::int) order by compliment_id`,
      );
    counter.record(kept, null, null);
    counter.record(gone, null, null);
    await counter.flush();
    expect(await counts()).toEqual([
      { compliment_id: kept, seen_count: 1 },
      { compliment_id: gone, seen_count: 1 },
    ]);
    expect(await deleteCompliment(t.app, gone)).toBe(true);
    expect(await counts()).toEqual([{ compliment_id: kept, seen_count: 1 }]);
    // A pick of the gone compliment counted just before its deletion, written just after.
    counter.record(gone, null, null);
    counter.record(kept, null, null);
    await counter.close();
    const shown = await rows<{ id: number; seen: number }>(
      t,
      sql`select c.id, s.seen_count as seen from compliments c
          join compliment_seen_counts s on s.compliment_id = c.id
          where c.id in (${kept}::int, ${gone}::int)`,
    );
    expect(shown).toEqual([{ id: kept, seen: 2 }]);
  });
});
