// SECURITY K3 across instances: 200 parallel views of an ad limited to 50, spread over two app
// instances on one PostgreSQL and one Redis (docs/ARCHITECTURE.md). The single-instance case is in
// src/server/features/ads/ads.routes.test.ts.
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/contract/ads';
import { addressVisitor, issueViewToken } from '../../src/server/features/campaigns/view-tokens';
import { signedInUser } from '../factories';
import { BROWSER } from '../helpers/campaigns';
import { buildPlatformApp, type PlatformApp } from '../platform/platform-app';
import { createTestDatabase, type TestDatabase } from '../test-db';
import { createLiveAd } from './scenario';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let testDb: TestDatabase;
let a: PlatformApp;
let b: PlatformApp;
let adminCookie: string;

async function ready(redis: Redis | undefined) {
  if (!redis) throw new Error('the instance has no Redis client');
  if (redis.status !== 'ready') await once(redis, 'ready');
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = { redisUrl: REDIS_URL };
  a = await buildPlatformApp({ config, database: testDb.database });
  b = await buildPlatformApp({ config, database: await testDb.open() });
  await Promise.all([ready(a.redis), ready(b.redis)]);
  adminCookie = (await signedInUser(a.app, { isAdmin: true })).cookie;
});

afterAll(async () => {
  await b.close();
  await a.close();
  await testDb.drop();
});

describe('K3 view cap on two instances (PostgreSQL + Redis)', () => {
  it('K3 200 parallel views over A and B of an ad limited to 50: exactly 50 counted, then Limit Reached', async () => {
    const id = await createLiveAd(a.app, adminCookie, { viewLimit: '50' });
    // The token an answer would carry to that address; both instances share the secret.
    const viewToken = (remoteAddress: string) =>
      issueViewToken(
        a.ctx.config.sessionSecret,
        { campaignId: id, placement: 'HomepageBanner', visitor: addressVisitor(remoteAddress) },
        a.ctx.now(),
      );
    const view = (instance: PlatformApp, remoteAddress: string) =>
      instance.inject({
        method: 'POST',
        url: `/api/ads/${id}/view`,
        remoteAddress,
        headers: BROWSER,
        payload: { viewToken: viewToken(remoteAddress) },
      });
    // Each view from its own visitor, so the per-visitor limit never decides.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        view(i % 2 === 0 ? a : b, `10.83.${Math.floor(i / 250)}.${i % 250}`),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(200).fill(200));
    const counted = answers.filter((res) => res.json<{ counted: boolean }>().counted);
    expect(counted).toHaveLength(50);
    // Both instances counted some: the cap held across them, not inside one.
    expect(answers.filter((res, i) => i % 2 === 0 && res.json().counted).length).toBeGreaterThan(0);
    expect(answers.filter((res, i) => i % 2 === 1 && res.json().counted).length).toBeGreaterThan(0);

    for (const instance of [a, b]) {
      const list = await instance.inject({
        method: 'GET',
        url: '/api/admin/ads',
        headers: { cookie: adminCookie },
      });
      const ad = list.json<Ad[]>().find((item) => item.id === id);
      expect(ad).toMatchObject({ views: 50, viewLimit: 50, status: 'Limit Reached' });
      const late = await view(instance, '10.83.9.9');
      expect(late.json()).toEqual({ counted: false });
    }
    // The ad is no longer served anywhere.
    for (const instance of [a, b]) {
      const pick = await instance.inject({ method: 'GET', url: '/api/ads?placement=homepage' });
      expect(pick.statusCode).toBe(204);
    }
  });
});
