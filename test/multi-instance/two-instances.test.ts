// Two app instances on one PostgreSQL database and one Redis (docs/ARCHITECTURE.md): what one instance
// does, the other sees at once. Runs in the api-postgres project only.
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { users } from '../../src/server/db/schema/index';
import { createUser, loginCookie, signedInUser, uniqueEmail } from '../factories';
import { buildPlatformApp, type PlatformApp } from '../platform/platform-app';
import { createTestDatabase, type TestDatabase } from '../test-db';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let testDb: TestDatabase;
let a: PlatformApp;
let b: PlatformApp;
/**
 * Accounts and client addresses this run used: their limiter keys are removed from the shared
 * Redis afterwards.
 */
const accounts: string[] = [];

async function ready(redis: Redis | undefined) {
  if (!redis) throw new Error('the instance has no Redis client');
  if (redis.status !== 'ready') await once(redis, 'ready');
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = { redisUrl: REDIS_URL };
  a = await buildPlatformApp({ config, database: testDb.database });
  b = await buildPlatformApp({
    config,
    database: await testDb.open(),
  });
  await Promise.all([ready(a.redis), ready(b.redis)]);
});

afterAll(async () => {
  const redis = a.redis!;
  for (const account of accounts) {
    const keys = await redis.keys(`kindly:rl:*${account}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  await b.close();
  await a.close();
  await testDb.drop();
});

describe('two instances on one PostgreSQL and one Redis', () => {
  it('a session made on A works on B, and a logout on B ends it on A', async () => {
    const { user, cookie } = await signedInUser(a.app);
    accounts.push(user.username);
    const onB = await b.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(onB.statusCode).toBe(200);
    expect(onB.json()).toMatchObject({ id: user.id, email: user.email });

    const logout = await b.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    const onA = await a.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(onA.statusCode).toBe(401);
  });

  it('L3 11 wrong logins spread over A and B: the 11th gets 429 on whichever receives it', async () => {
    const user = await createUser(a.app, { email: uniqueEmail('shared-limit') });
    accounts.push(user.username, '10.88.0.1');
    const attempt = (instance: PlatformApp, password = 'not-the-password') =>
      instance.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password },
        remoteAddress: '10.88.0.1',
      });
    for (let round = 0; round < 10; round++) {
      const res = await attempt(round % 2 === 0 ? a : b);
      expect(res.statusCode, `attempt ${round + 1}`).toBe(401);
    }
    for (const instance of [a, b]) {
      const res = await attempt(instance);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.json()).toEqual({ message: MESSAGES.tooManyRequests });
    }
    // The right password is held back too, on both instances, until the window passes.
    expect((await attempt(b, user.password)).statusCode).toBe(429);
  });

  it('an admin demoted through A’s database is no longer admin on B, at once', async () => {
    const admin = await createUser(a.app, { isAdmin: true });
    accounts.push(admin.username);
    const cookie = await loginCookie(b.app, admin);
    const asAdmin = await b.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });
    expect(asAdmin.statusCode).toBe(200);
    expect(
      (await b.inject({ method: 'GET', url: '/api/admin/isAdmin', headers: { cookie } })).json(),
    ).toBe(true);

    await a.ctx.db.update(users).set({ isAdmin: false }).where(eq(users.id, admin.id));

    const demoted = await b.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json()).toEqual({ message: MESSAGES.adminRequired });
    const me = await b.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ id: admin.id, isAdmin: false });
  });
});
