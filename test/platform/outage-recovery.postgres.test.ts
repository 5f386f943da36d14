import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { openDatabase } from '../../src/server/db/client';
import { signedInUser, type TestUser } from '../factories';
import { createTestDatabase, type TestDatabase } from '../test-db';
import { buildPlatformApp, timed, type PlatformApp } from './platform-app';
import { TcpProxy } from './tcp-proxy';

let testDb: TestDatabase;
let proxy: TcpProxy;
let t: PlatformApp;
let user: TestUser;
let cookie: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const direct = new URL(testDb.url!);
  proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432));
  const proxied = new URL(direct);
  proxied.host = `127.0.0.1:${await proxy.start()}`;
  t = await buildPlatformApp({
    database: await openDatabase({ ...testDb.options, databaseUrl: proxied.toString() }),
  });
  ({ user, cookie } = await signedInUser(t.app));
});
afterAll(async () => {
  await t.close();
  await proxy.close();
  await testDb.drop();
});

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers });

let visitor = 0;
/** Each login from its own address, so the login limiter stays out of the way. */
const login = () =>
  t.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: user.username, password: user.password },
    remoteAddress: `10.60.0.${++visitor}`,
  });

async function waitForStatus(url: string, status: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  let res: LightMyRequestResponse;
  do {
    res = await get(url);
    if (res.statusCode === status) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  return res;
}

describe('F1 probes through an outage and back (PostgreSQL behind a proxy)', () => {
  it('F1 both probes answer 200 while the database is up', async () => {
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('F1 the connection is cut: /healthz 200, /readyz 503 within 1 s', async () => {
    proxy.setMode('cut');
    expect((await get('/healthz')).statusCode).toBe(200);
    const ready = await timed(() => get('/readyz'));
    expect(ready.value.statusCode).toBe(503);
    expect(ready.ms).toBeLessThan(1000);
  });

  it('F2 while cut, session checks and logins answer 503 + Retry-After within 2 s, again and again', async () => {
    const calls = Array.from({ length: 15 }, () => [() => get('/api/auth/me', { cookie }), login]);
    for (const call of calls.flat()) {
      const { ms, value } = await timed(call);
      expect(value.statusCode, value.body).toBe(503);
      expect(value.headers['retry-after']).toMatch(/^\d+$/);
      expect(value.json()).toEqual({ message: MESSAGES.serviceUnavailable });
      expect(ms).toBeLessThan(2000);
    }
  });

  it('F1 the database is back: both probes 200 and the same session works, without a restart', async () => {
    proxy.setMode('pass');
    expect((await waitForStatus('/readyz', 200, 5000)).statusCode).toBe(200);
    expect((await get('/healthz')).statusCode).toBe(200);
    const me = await get('/api/auth/me', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
    expect((await login()).statusCode).toBe(200);
  });

  it('F1 a database host that stops answering (black hole): /readyz 503 within 1 s, then back', async () => {
    expect((await get('/readyz')).statusCode).toBe(200);
    proxy.setMode('blackhole');
    for (let round = 0; round < 2; round++) {
      const ready = await timed(() => get('/readyz'));
      expect(ready.value.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(1000);
    }
    const refused = t.logs.withMessage('database not ready').at(-1);
    expect(refused?.err).toMatchObject({ message: 'timeout' });
    expect((await get('/healthz')).statusCode).toBe(200);
    proxy.setMode('pass');
    expect((await waitForStatus('/readyz', 200, 5000)).statusCode).toBe(200);
  });
});
