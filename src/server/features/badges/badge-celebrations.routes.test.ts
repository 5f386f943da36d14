import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser } from '../../../../test/factories';
import {
  addCompliment,
  rows,
  submit,
  thank,
  uniqueText,
} from '../../../../test/helpers/compliments';
import { BADGE_MESSAGES } from '../../../contract/badges';
import { MESSAGES } from '../../../contract/messages';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const celebrations = (cookie?: string) =>
  t.inject({ method: 'GET', url: '/api/badges/celebrations', headers: cookie ? { cookie } : {} });
const celebrate = (id: string, cookie?: string) =>
  t.inject({
    method: 'POST',
    url: `/api/badges/${id}/celebrate`,
    headers: cookie ? { cookie } : {},
  });

describe('badge celebrations', () => {
  it('refuses a guest with 401', async () => {
    expect((await celebrations()).statusCode).toBe(401);
    const res = await celebrate(UNKNOWN_ID);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.notLoggedIn });
  });

  it('lists a badge just earned until it is celebrated, then never again', async () => {
    const { cookie } = await signedInUser(t.app);
    expect((await celebrations(cookie)).json()).toEqual([]);
    const earned = (await submit(t, { text: uniqueText() }, cookie)).json().newBadges[0];

    const waiting = await celebrations(cookie);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toEqual([
      expect.objectContaining({
        id: earned.id,
        type: 'kind_words',
        level: 1,
        info: { name: 'Kind Words', description: 'Submitted 1 compliment', tier: 'Bronze' },
      }),
    ]);

    const first = await celebrate(earned.id, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: earned.id, type: 'kind_words' });
    expect((await celebrations(cookie)).json()).toEqual([]);

    // A second tab celebrating too succeeds and keeps the first moment.
    const [before] = await rows<{ celebrated_at: unknown }>(
      t,
      sql`select celebrated_at from badges where public_id = ${earned.id}::uuid`,
    );
    t.clock.advance(60_000);
    expect((await celebrate(earned.id, cookie)).statusCode).toBe(200);
    const [after] = await rows<{ celebrated_at: unknown }>(
      t,
      sql`select celebrated_at from badges where public_id = ${earned.id}::uuid`,
    );
    expect(String(after!.celebrated_at)).toBe(String(before!.celebrated_at));
    expect((await celebrations(cookie)).json()).toEqual([]);
  });

  it('lists several badges earned at once, oldest first, one celebration each', async () => {
    const author = await signedInUser(t.app);
    const { cookie } = await signedInUser(t.app);
    const id = await addCompliment(t, { authorId: author.user.id });
    expect((await thank(t, id, cookie)).statusCode).toBe(201);
    expect((await submit(t, { text: uniqueText() }, cookie)).statusCode).toBe(201);
    const listed = (await celebrations(cookie)).json() as { id: string; type: string }[];
    expect(listed.map((badge) => badge.type)).toEqual(['grateful_heart', 'kind_words']);
    await celebrate(listed[0]!.id, cookie);
    expect(((await celebrations(cookie)).json() as { type: string }[]).map((b) => b.type)).toEqual([
      'kind_words',
    ]);
    // The author's Appreciated badge waits for the author only.
    expect(
      ((await celebrations(author.cookie)).json() as { type: string }[]).map((b) => b.type),
    ).toEqual(['appreciated']);
  });

  it("C2: refuses to celebrate another member's badge (403) and leaves it waiting for its owner", async () => {
    const owner = await signedInUser(t.app);
    const earned = (await submit(t, { text: uniqueText() }, owner.cookie)).json().newBadges[0];
    const { cookie } = await signedInUser(t.app);
    const res = await celebrate(earned.id, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: BADGE_MESSAGES.notYoursToCelebrate });
    expect((await celebrations(owner.cookie)).json()).toHaveLength(1);
  });

  it.each([
    ['abc', 400, BADGE_MESSAGES.invalidId],
    ['1', 400, BADGE_MESSAGES.invalidId],
    [UNKNOWN_ID, 404, BADGE_MESSAGES.notFound],
  ])('answers id %s with %i', async (id, status, message) => {
    const { cookie } = await signedInUser(t.app);
    const res = await celebrate(id, cookie);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });
});
