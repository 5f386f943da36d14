// GET /api/promotions/random from each instance's copy of the live promotions (DECISIONS 46): what
// an admin changes applies at once on the instance that saved it and within a second on the
// others, the schedule follows the clock without a new read, `exclude` and the visitor's country
// narrow the pick as the query did, and every candidate is picked alike.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Promotion, PublicPromotion } from '../../../contract/promotions';
import type { TestApp } from '../../../../test/build-test-app';
import {
  createLivePromotion,
  isoFromNow,
  postView,
  twoInstances,
  untilCopiesCatchUp,
  viewTokenFor,
  visitorAddresses,
  type Instance,
} from '../../../../test/helpers/campaigns';

const MINUTE = 60_000;

const apps = twoInstances();
let t: TestApp;
let other: Instance;
let admin: string;
beforeAll(() => {
  ({ t, other, admin } = apps);
});
const visitor = visitorAddresses(66);

const pickOn = (app: Instance, headers: Record<string, string> = {}, query = '') =>
  app.inject({ method: 'GET', url: `/api/promotions/random${query}`, headers });

const shownId = async (app: Instance, headers: Record<string, string> = {}, query = '') => {
  const res = await pickOn(app, headers, query);
  return res.statusCode === 204 ? null : res.json<PublicPromotion>().id;
};

async function save(promotion: Promotion, changes: Partial<Promotion>) {
  const res = await t.inject({
    method: 'PUT',
    url: `/api/admin/promotions/${promotion.id}`,
    headers: { cookie: admin },
    payload: { ...promotion, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Promotion>();
}

/** Switches every promotion off through the admin API, so each test starts with none live. */
async function noneLive() {
  const list = await t.inject({
    method: 'GET',
    url: '/api/admin/promotions',
    headers: { cookie: admin },
  });
  for (const promotion of list.json<Promotion[]>()) {
    if (promotion.isActive) await save(promotion, { isActive: false });
  }
}

/** How often each id (or null, for 204) came out of `times` picks. */
async function tally(times: number, headers: Record<string, string> = {}, query = '') {
  const counts = new Map<string | null, number>();
  for (let i = 0; i < times; i++) {
    const id = await shownId(t, headers, query);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

describe('GET /api/promotions/random from the live promotions copy', () => {
  it('stops giving a deleted promotion at once where it was deleted, within a second elsewhere', async () => {
    await noneLive();
    const promotion = await createLivePromotion(t, admin);
    expect(await shownId(t)).toBe(promotion.id);
    expect(await shownId(other)).toBe(promotion.id);

    const res = await t.inject({
      method: 'DELETE',
      url: `/api/admin/promotions/${promotion.id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await pickOn(t)).statusCode).toBe(204);
    await untilCopiesCatchUp(
      async () => (await pickOn(other)).statusCode === 204,
      'the other instance to stop giving it',
    );
  });

  it('stops giving a promotion saved as expired at once here, within a second elsewhere', async () => {
    await noneLive();
    const promotion = await createLivePromotion(t, admin);
    // The other instance's copy may be from the last test: it holds the new one a second later.
    await untilCopiesCatchUp(
      async () => (await shownId(other)) === promotion.id,
      'the other instance to give the new promotion',
    );

    await save(promotion, {
      publishedAt: isoFromNow(t, -2 * 60 * MINUTE),
      expireAt: isoFromNow(t, -MINUTE),
    });
    expect((await pickOn(t)).statusCode).toBe(204);
    await untilCopiesCatchUp(
      async () => (await pickOn(other)).statusCode === 204,
      'the other instance to stop giving it',
    );
  });

  it('gives a scheduled promotion from its publication and not from its expiry, by the clock alone', async () => {
    await noneLive();
    const promotion = await createLivePromotion(t, admin, {
      publishedAt: isoFromNow(t, MINUTE),
      expireAt: isoFromNow(t, 3 * MINUTE),
    });
    // A live one for Sri Lanka alone, saved with it: once the other instance gives it there, that
    // instance's copy holds the scheduled one too. Both copies are read before its publication.
    const marker = await createLivePromotion(t, admin, { counties: ['LK'] });
    await untilCopiesCatchUp(
      async () => (await shownId(other, { 'cf-ipcountry': 'LK' })) === marker.id,
      'the other instance to read both promotions',
    );
    expect((await pickOn(t)).statusCode).toBe(204);
    expect((await pickOn(other)).statusCode).toBe(204);
    t.clock.advance(MINUTE);
    expect(await shownId(t)).toBe(promotion.id);
    expect(await shownId(other)).toBe(promotion.id);
    t.clock.advance(2 * MINUTE);
    expect((await pickOn(t)).statusCode).toBe(204);
    expect((await pickOn(other)).statusCode).toBe(204);
  });

  it('gives `exclude` only when it is the one candidate, whatever the case of its letters', async () => {
    await noneLive();
    const first = await createLivePromotion(t, admin);
    const second = await createLivePromotion(t, admin);
    for (const exclude of [first.id, first.id.toUpperCase()]) {
      const counts = await tally(20, {}, `?exclude=${exclude}`);
      expect([...counts.keys()]).toEqual([second.id]);
    }
    await save(second, { isActive: false });
    expect(await shownId(t, {}, `?exclude=${first.id}`)).toBe(first.id);
  });

  it('gives a targeted promotion to its countries only, an untargeted one to everyone', async () => {
    await noneLive();
    const everyone = await createLivePromotion(t, admin, { counties: [] });
    const lanka = await createLivePromotion(t, admin, { counties: ['LK', 'IN'] });
    // Half each expected; one missing from 40 picks has a probability below one in 10^11.
    const inLanka = await tally(40, { 'cf-ipcountry': 'LK' });
    expect([...inLanka.keys()].sort()).toEqual([everyone.id, lanka.id].sort());
    expect([...(await tally(20, { 'cf-ipcountry': 'US' })).keys()]).toEqual([everyone.id]);
    expect([...(await tally(20)).keys()]).toEqual([everyone.id]);

    await save(everyone, { isActive: false });
    expect(await shownId(t, { 'cf-ipcountry': 'IN' })).toBe(lanka.id);
    expect((await pickOn(t, { 'cf-ipcountry': 'US' })).statusCode).toBe(204);
    expect((await pickOn(t)).statusCode).toBe(204);
  });

  it('picks each live promotion alike', async () => {
    await noneLive();
    const live = [];
    for (let i = 0; i < 3; i++) live.push((await createLivePromotion(t, admin)).id);
    await createLivePromotion(t, admin, { counties: ['LK'] });
    const counts = await tally(300);
    expect([...counts.keys()].sort()).toEqual([...live].sort());
    // 100 each expected; fewer than 50 has a probability below one in a million.
    for (const id of live) expect(counts.get(id)).toBeGreaterThanOrEqual(50);
  });

  it("shows an admin the promotion's counts as they are now, not as the copy read them", async () => {
    await noneLive();
    const promotion = await createLivePromotion(t, admin);
    const asAdmin = () => pickOn(t, { cookie: admin }).then((res) => res.json<PublicPromotion>());
    expect(await asAdmin()).toMatchObject({ id: promotion.id, views: 0, claims: 0 });
    const address = visitor();
    const res = await postView(
      t,
      `/api/promotions/${promotion.id}/view`,
      address,
      viewTokenFor(t, promotion.id, 'gift', address),
    );
    expect(res.json()).toEqual({ counted: true });
    expect(await asAdmin()).toMatchObject({ id: promotion.id, views: 1, claims: 0 });
    expect((await pickOn(t)).json()).not.toHaveProperty('views');
  });
});
