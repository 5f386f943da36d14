import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { sessionCookieName } from '../../src/server/features/identity/auth/session-cookie';
import { signedInUser, uniqueEmail } from '../factories';
import { buildPlatformApp, timed, unreachableDatabase, type PlatformApp } from './platform-app';

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

function expectUnavailable(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(503);
  expect(res.headers['retry-after'], label).toMatch(/^\d+$/);
  expect(res.json(), label).toEqual({ message: MESSAGES.serviceUnavailable });
}

/** Every route that needs the database to answer, as a guest or with the given cookie. */
const databaseRoutes = (cookie: string): [string, InjectOptions][] => [
  [
    'login',
    {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: uniqueEmail(), password: 'not-the-password' },
    },
  ],
  [
    'register',
    {
      method: 'POST',
      url: '/api/auth/register',
      payload: (() => {
        const email = uniqueEmail();
        return { username: email, email, password: 'quiet-harbour-51' };
      })(),
    },
  ],
  [
    'reset-password',
    {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'a'.repeat(43), password: 'quiet-harbour-51' },
    },
  ],
  ['me with a session', { method: 'GET', url: '/api/auth/me', headers: { cookie } }],
  ['logout with a session', { method: 'POST', url: '/api/auth/logout', headers: { cookie } }],
];

describe('a database that cannot be reached (the app points at a closed port)', () => {
  let t: PlatformApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildPlatformApp({ database: await unreachableDatabase() });
    cookie = `${sessionCookieName(false)}=${t.app.signCookie('a-session-token')}`;
  });
  afterAll(() => t.close());

  it('F1 /healthz stays 200 and /readyz answers 503 within 1 s', async () => {
    const live = await timed(() => t.inject({ method: 'GET', url: '/healthz' }));
    expect(live.value.statusCode).toBe(200);
    const ready = await timed(() => t.inject({ method: 'GET', url: '/readyz' }));
    expect(ready.value.statusCode).toBe(503);
    expect(ready.value.headers['retry-after']).toMatch(/^\d+$/);
    expect(ready.ms).toBeLessThan(1000);
  });

  it('F2 every database route answers 503 + Retry-After with {message} within 2 s', async () => {
    for (const [label, request] of databaseRoutes(cookie)) {
      const { ms, value } = await timed(() => t.inject(request));
      expectUnavailable(value, label);
      expect(ms, label).toBeLessThan(2000);
    }
    const logged = t.logs.withMessage('database unavailable');
    expect(logged.length).toBeGreaterThanOrEqual(databaseRoutes(cookie).length);
    expect(logged.every((line) => typeof line.reqId === 'string')).toBe(true);
  });

  it('F2 a sustained outage: 40 requests in a row each still answer 503 within 2 s', async () => {
    const slowest = { ms: 0 };
    for (let round = 0; round < 40; round++) {
      const { ms, value } = await timed(() =>
        t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } }),
      );
      expectUnavailable(value, `round ${round}`);
      slowest.ms = Math.max(slowest.ms, ms);
    }
    expect(slowest.ms).toBeLessThan(2000);
  });

  it('F2 forgot-password keeps its usual answer and only logs the failure', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: uniqueEmail() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.forgotPasswordAnswer });
    await t.ctx.background.drain();
    expect(t.logs.withMessage('background task failed').length).toBeGreaterThan(0);
  });

  it('F2 the process stays up and keeps answering after the failures', async () => {
    for (let round = 0; round < 3; round++) {
      expectUnavailable(
        await t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } }),
        'me',
      );
    }
    expect((await t.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('F4 a session that cannot be checked is refused with 503, never answered as a guest', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expectUnavailable(res, 'me');
    expect(res.headers['set-cookie']).toBeUndefined();
    // A guest needs no session check: the guest answer is still a plain 401.
    const guest = await t.inject({ method: 'GET', url: '/api/auth/me' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('a database closed under the running app', () => {
  let t: PlatformApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildPlatformApp();
    ({ cookie } = await signedInUser(t.app));
  });
  afterAll(() => t.close());

  it('F1 both probes answer 200 while the database is up', async () => {
    expect((await t.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
    expect(
      (await t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('F1 the probes need no session and are never rate limited', async () => {
    for (let round = 0; round < 100; round++) {
      for (const url of ['/healthz', '/readyz']) {
        const res = await t.inject({ method: 'GET', url, remoteAddress: '10.50.0.1' });
        expect(res.statusCode, `${url} #${round}`).toBe(200);
      }
    }
  });

  it('F1 once it is closed, /healthz stays 200 and /readyz answers 503 within 1 s', async () => {
    await t.ctx.database.close();
    const live = await t.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    const ready = await timed(() => t.inject({ method: 'GET', url: '/readyz' }));
    expect(ready.value.statusCode).toBe(503);
    expect(ready.value.json()).toEqual({ status: 'unavailable' });
    expect(ready.ms).toBeLessThan(1000);
  });

  it('F2 its database routes answer 503 within 2 s', async () => {
    for (const [label, request] of databaseRoutes(cookie)) {
      const { ms, value } = await timed(() => t.inject(request));
      expectUnavailable(value, label);
      expect(ms, label).toBeLessThan(2000);
    }
  });

  it('F4 the signed-in member is refused with 503 and keeps the cookie', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expectUnavailable(res, 'me');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
