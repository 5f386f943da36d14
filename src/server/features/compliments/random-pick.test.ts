import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import { buildApp } from '../../app';
import { COMPLIMENT_MESSAGES } from '../../../contract/compliments';
import {
  addCompliment,
  deleteCompliment,
  getRandom,
  rows,
  setComplimentVisibility,
  uniqueText,
} from '../../../../test/helpers/compliments';
import { chiSquare } from '../../../../test/helpers/uniformity';
import { WHOLE_SET_SPAN } from './random-pick-pool';

const N = 50;
const DRAWS = 100 * N;
// Calls in flight at once: enough to overlap pool refills and grouped delivery writes.
const PARALLEL = 50;
// 5,000 calls take a few seconds alone, several times that on a machine busy with other suites.
const DRAW_TIMEOUT = 120_000;

let open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.map((app) => app.close()));
  open = [];
});

async function freshApp(overrides: Parameters<typeof buildTestApp>[0] = {}): Promise<TestApp> {
  const app = await buildTestApp(overrides);
  open.push(app);
  return app;
}

/** How often each compliment id came back in `total` calls, made PARALLEL at a time. */
async function drawCounts(
  inject: (cookie?: string) => Promise<{ statusCode: number; json: () => { id: number } }>,
  total: number,
  cookie?: string,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (let done = 0; done < total; done += PARALLEL) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(PARALLEL, total - done) }, () => inject(cookie)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const { id } = res.json();
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * N compliments, `hidden` of them hidden through the service, the first `own` by `authorId`.
 * Sparse ids leave a gap wider than WHOLE_SET_SPAN halfway, so the pool probes the id range
 * instead of holding every compliment.
 */
async function seed(t: TestApp, own: number, authorId: number | null, sparse: boolean) {
  const ids: number[] = [];
  for (let i = 0; i < N; i++) {
    if (sparse && i === N / 2) {
      await rows(
        t,
        sql`select setval('compliments_id_seq', (select max(id) from compliments) + ${2 * WHOLE_SET_SPAN}::int)`,
      );
    }
    ids.push(await addCompliment(t, { authorId: i < own ? authorId : null }));
  }
  if (sparse) expect(ids.at(-1)! - ids[0]!).toBeGreaterThan(WHOLE_SET_SPAN);
  // Hidden ones straddle the member's own and the others'.
  const hidden = ids.slice(10, 20);
  for (const id of hidden) expect(await setComplimentVisibility(t.app, id, false)).toBe(true);
  return { ids, hidden, own: ids.slice(0, own) };
}

describe.each([
  { layout: 'ids close together (the whole set held)', sparse: false },
  { layout: 'ids far apart (the id range probed)', sparse: true },
])('uniform random pick, $layout', { timeout: DRAW_TIMEOUT }, ({ sparse }) => {
  it('gives a guest each visible compliment equally often (chi-square)', async () => {
    const t = await freshApp();
    const { ids, hidden } = await seed(t, 0, null, sparse);
    const counts = await drawCounts((cookie) => getRandom(t, cookie), DRAWS);
    const eligible = ids.filter((id) => !hidden.includes(id));
    expect(hidden.map((id) => counts.get(id) ?? 0)).toEqual(Array(hidden.length).fill(0));
    expect([...counts.keys()].every((id) => eligible.includes(id))).toBe(true);
    const { statistic, critical } = chiSquare(counts, eligible, DRAWS);
    expect(statistic).toBeLessThan(critical);
  });

  it('gives a member who wrote a third of them each other visible one equally often', async () => {
    const t = await freshApp();
    const reader = await signedInUser(t.app);
    const { ids, hidden, own } = await seed(t, Math.round(N / 3), reader.user.id, sparse);
    const counts = await drawCounts((cookie) => getRandom(t, cookie), DRAWS, reader.cookie);
    const eligible = ids.filter((id) => !hidden.includes(id) && !own.includes(id));
    expect([...counts.keys()].every((id) => eligible.includes(id))).toBe(true);
    const { statistic, critical } = chiSquare(counts, eligible, DRAWS);
    expect(statistic).toBeLessThan(critical);
  });
});

describe('hiding and deleting', { timeout: DRAW_TIMEOUT }, () => {
  it('stops giving out a hidden or deleted compliment at once here, a hidden one within a second elsewhere', async () => {
    const first = await freshApp();
    const second = await buildApp(testConfig(), {
      testing: {
        database: first.testDb.database,
        skipMigrations: true,
      },
    });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) ids.push(await addCompliment(first));
      const other = (cookie?: string) =>
        second.inject({
          method: 'GET',
          url: '/api/compliments/random',
          headers: cookie ? { cookie } : {},
        });
      // Both instances have drawn, so each holds picks made while all four were visible.
      await drawCounts((cookie) => getRandom(first, cookie), 50);
      await drawCounts(other, 50);
      const [gone] = ids;
      expect(await setComplimentVisibility(first.app, gone!, false)).toBe(true);
      expect((await drawCounts((cookie) => getRandom(first, cookie), 400)).has(gone!)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await drawCounts(other, 400)).has(gone!)).toBe(false);

      expect(await setComplimentVisibility(first.app, gone!, true)).toBe(true);
      expect((await drawCounts((cookie) => getRandom(first, cookie), 400)).has(gone!)).toBe(true);

      const deleted = ids[1]!;
      expect(await deleteCompliment(first.app, deleted)).toBe(true);
      expect((await drawCounts((cookie) => getRandom(first, cookie), 400)).has(deleted)).toBe(
        false,
      );
      expect(await deleteCompliment(first.app, deleted)).toBe(false);

      // Showing one again while a visible compliment has its text is refused, and changes nothing.
      const text = uniqueText();
      const original = await addCompliment(first, { text });
      expect(await setComplimentVisibility(first.app, original, false)).toBe(true);
      await addCompliment(first, { text });
      await expect(setComplimentVisibility(first.app, original, true)).rejects.toMatchObject({
        statusCode: 409,
        message: COMPLIMENT_MESSAGES.duplicate,
      });
      expect((await drawCounts((cookie) => getRandom(first, cookie), 400)).has(original)).toBe(
        false,
      );
    } finally {
      await second.close();
    }
  });
});

const deliveriesOf = async (t: TestApp, receiverId: number) =>
  (
    await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from deliveries where receiver_id = ${receiverId}::int`,
    )
  )[0]!.n;

describe('deliveries per member (SECURITY K9)', { timeout: DRAW_TIMEOUT }, () => {
  it('K9: records 300 deliveries an hour per member; later picks still answer but record nothing', async () => {
    const t = await freshApp();
    for (let i = 0; i < 5; i++) await addCompliment(t);
    const reader = await signedInUser(t.app);
    const counts = await drawCounts((cookie) => getRandom(t, cookie), 330, reader.cookie);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(330);
    expect(await deliveriesOf(t, reader.user.id)).toBe(300);

    // Each answer comes after its own delivery was committed.
    const other = await signedInUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => getRandom(t, other.cookie)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(100).fill(200));
    expect(await deliveriesOf(t, other.user.id)).toBe(100);
  });

  it('deleting a compliment takes its deliveries with it, and Received no longer lists it', async () => {
    const t = await freshApp();
    const kept = await addCompliment(t);
    const reader = await signedInUser(t.app);
    expect((await getRandom(t, reader.cookie)).json()).toMatchObject({ id: kept });
    const gone = await addCompliment(t);
    await setComplimentVisibility(t.app, kept, false);
    expect((await getRandom(t, reader.cookie)).json()).toMatchObject({ id: gone });
    await setComplimentVisibility(t.app, kept, true);
    expect(await deliveriesOf(t, reader.user.id)).toBe(2);

    expect(await deleteCompliment(t.app, gone)).toBe(true);
    expect(await deliveriesOf(t, reader.user.id)).toBe(1);
    const received = await t.app.inject({
      method: 'GET',
      url: '/api/compliments/received',
      headers: { cookie: reader.cookie },
    });
    expect(received.statusCode).toBe(200);
    expect(received.json<{ id: number }[]>().map((item) => item.id)).toEqual([kept]);
  });

  it('K9: RATE_LIMITS=off lifts the cap', async () => {
    const t = await freshApp({ rateLimits: false });
    const others: number[] = [];
    for (let i = 0; i < 5; i++) others.push(await addCompliment(t));
    const reader = await signedInUser(t.app);
    await drawCounts((cookie) => getRandom(t, cookie), 320, reader.cookie);
    expect(await deliveriesOf(t, reader.user.id)).toBe(320);

    // Once every visible compliment is the member's own, they get 204 and guests still get theirs.
    const theirs = await addCompliment(t, { authorId: reader.user.id });
    for (const id of others) await setComplimentVisibility(t.app, id, false);
    expect((await getRandom(t, reader.cookie)).statusCode).toBe(204);
    expect((await getRandom(t)).json()).toMatchObject({ id: theirs });
    expect(await deliveriesOf(t, reader.user.id)).toBe(320);
  });
});
