// GET /api/ads from each instance's copy of the live ads (DECISIONS 46): what an admin changes
// applies at once on the instance that saved it and within a second on the others, the schedule
// follows the clock without a new read, and every live ad is picked alike.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Ad, PublicAd } from '../../../contract/ads';
import type { TestApp } from '../../../../test/build-test-app';
import {
  createLiveAd,
  isoFromNow,
  twoInstances,
  untilCopiesCatchUp,
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

const pickOn = (app: Instance, placement = 'homepage') =>
  app.inject({ method: 'GET', url: `/api/ads?placement=${placement}` });

const shownId = async (app: Instance) => {
  const res = await pickOn(app);
  return res.statusCode === 204 ? null : res.json<PublicAd>().id;
};

async function setActive(ad: Ad, isActive: boolean) {
  const res = await t.inject({
    method: 'PUT',
    url: `/api/admin/ads/${ad.id}`,
    headers: { cookie: admin },
    payload: { ...ad, isActive },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Ad>();
}

/** Switches every ad off through the admin API, so each test starts with none live. */
async function noneLive() {
  const list = await t.inject({ method: 'GET', url: '/api/admin/ads', headers: { cookie: admin } });
  for (const ad of list.json<Ad[]>()) if (ad.isActive) await setActive(ad, false);
}

describe('GET /api/ads from the live ads copy', () => {
  it('stops showing a switched-off ad at once where it was saved, within a second elsewhere', async () => {
    await noneLive();
    const ad = await createLiveAd(t, admin);
    expect(await shownId(t)).toBe(ad.id);
    expect(await shownId(other)).toBe(ad.id);

    await setActive(ad, false);
    expect((await pickOn(t)).statusCode).toBe(204);
    await untilCopiesCatchUp(
      async () => (await pickOn(other)).statusCode === 204,
      'the other instance to stop showing it',
    );

    await setActive(ad, true);
    expect(await shownId(t)).toBe(ad.id);
    await untilCopiesCatchUp(
      async () => (await shownId(other)) === ad.id,
      'the other instance to show it again',
    );
  });

  it('shows a scheduled ad from its publication and not from its expiry, by the clock alone', async () => {
    await noneLive();
    const ad = await createLiveAd(t, admin, {
      publishedAt: isoFromNow(t, MINUTE),
      expireAt: isoFromNow(t, 3 * MINUTE),
    });
    expect((await pickOn(t)).statusCode).toBe(204);
    t.clock.advance(MINUTE);
    expect(await shownId(t)).toBe(ad.id);
    t.clock.advance(2 * MINUTE);
    expect((await pickOn(t)).statusCode).toBe(204);
  });

  it('picks each live ad of the placement alike', async () => {
    await noneLive();
    const live = [];
    for (let i = 0; i < 3; i++) live.push((await createLiveAd(t, admin, { name: `Ad ${i}` })).id);
    await createLiveAd(t, admin, { name: 'In the feed', category: 'InFeed' });
    const counts = new Map<string | null, number>();
    for (let i = 0; i < 300; i++) {
      const id = await shownId(t);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...live].sort());
    // 100 each expected; fewer than 50 has a probability below one in a million.
    for (const id of live) expect(counts.get(id)).toBeGreaterThanOrEqual(50);
  });
});
