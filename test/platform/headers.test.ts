import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { sessionCookieName } from '../../src/server/features/identity/auth/session-cookie';
import { signedInUser, uniqueEmail } from '../factories';
import { buildPlatformApp, unreachableDatabase, type PlatformApp } from './platform-app';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

function cspDirectives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse, production: boolean, label: string) {
  const csp = cspDirectives(res);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
  expect(scriptSrc, label).toBeDefined();
  expect(scriptSrc, label).not.toContain("'unsafe-inline'");
  expect(scriptSrc, label).not.toContain("'unsafe-eval'");
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBe('no-referrer');
  expect(res.headers['x-powered-by'], label).toBeUndefined();
  const hsts = res.headers['strict-transport-security'];
  if (production) {
    const maxAge = Number(/max-age=(\d+)/.exec(String(hsts))?.[1]);
    expect(maxAge, label).toBeGreaterThanOrEqual(ONE_YEAR_S);
  } else {
    expect(hsts, label).toBeUndefined();
  }
}

function expectNoStore(res: LightMyRequestResponse, label: string) {
  expect(res.headers['cache-control'], label).toBe('no-store');
}

const blockEventLoop = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const production of [false, true]) {
  describe(`V7 headers everywhere (${production ? 'production' : 'development'} config)`, () => {
    let t: PlatformApp;
    let down: PlatformApp;
    let pressured: PlatformApp;
    beforeAll(async () => {
      t = await buildPlatformApp({ config: { production } });
      down = await buildPlatformApp({
        config: { production },
        database: await unreachableDatabase(),
      });
      pressured = await buildPlatformApp({
        config: { production },
        database: await unreachableDatabase(),
        serverLimits: { maxEventLoopDelay: 20, pressureSampleInterval: 50 },
      });
      // Only a listening server sheds: an app answering in-process requests has no sockets to
      // protect.
      await pressured.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await t.close();
      await down.close();
      await pressured.close();
    });

    it('V7 HTML pages: the home page and an unknown page', async () => {
      const home = await t.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-type']).toMatch(/^text\/html/);
      expectSecurityHeaders(home, production, '/');
      const unknown = await t.inject({ method: 'GET', url: '/no-such-page' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toMatch(/^text\/html/);
      expectSecurityHeaders(unknown, production, '/no-such-page');
    });

    it('V7 JSON answers of /api/auth, for a member and a guest, are no-store', async () => {
      const { cookie } = await signedInUser(t.app);
      const member = await t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(member.statusCode).toBe(200);
      const guest = await t.inject({ method: 'GET', url: '/api/auth/me' });
      expect(guest.statusCode).toBe(401);
      const login = await t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: uniqueEmail(), password: 'not-the-password' },
      });
      expect(login.statusCode).toBe(401);
      for (const [label, res] of [
        ['me as member', member],
        ['me as guest', guest],
        ['failed login', login],
      ] as const) {
        expectSecurityHeaders(res, production, label);
        expectNoStore(res, label);
      }
    });

    it('V7 an unknown /api path (404) and a validation error (400) carry them too', async () => {
      const notFound = await t.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(notFound.statusCode).toBe(404);
      expectSecurityHeaders(notFound, production, '404');
      expectNoStore(notFound, '404');
      const invalid = await t.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
      expect(invalid.statusCode).toBe(400);
      expectSecurityHeaders(invalid, production, '400');
      expectNoStore(invalid, '400');
    });

    it('V7 a rate-limited answer (429)', async () => {
      const username = uniqueEmail();
      let res: LightMyRequestResponse | undefined;
      for (let attempt = 0; attempt < 11; attempt++) {
        res = await t.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: 'not-the-password' },
          remoteAddress: '10.77.0.1',
        });
      }
      expect(res?.statusCode).toBe(429);
      expect(res?.headers['retry-after']).toMatch(/^\d+$/);
      expectSecurityHeaders(res!, production, '429');
      expectNoStore(res!, '429');
    });

    it('V7 /healthz and /readyz', async () => {
      for (const url of ['/healthz', '/readyz']) {
        const res = await t.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expectSecurityHeaders(res, production, url);
        expectNoStore(res, url);
      }
    });

    it('V7 the 503s of a database that is down: a DB route, a session check and /readyz', async () => {
      const cookie = `${sessionCookieName(production)}=${down.app.signCookie('some-session-token')}`;
      const answers = [
        await down.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: uniqueEmail(), password: 'not-the-password' },
        }),
        await down.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } }),
        await down.inject({ method: 'GET', url: '/readyz' }),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expectSecurityHeaders(res, production, `503 ${res.body}`);
        expectNoStore(res, `503 ${res.body}`);
      }
      const healthz = await down.inject({ method: 'GET', url: '/healthz' });
      expect(healthz.statusCode).toBe(200);
      expectSecurityHeaders(healthz, production, 'healthz while down');
    });

    it('V7 the 503 of load shedding (a blocked event loop); the liveness probe is not shed', async () => {
      let res: LightMyRequestResponse | undefined;
      let live: LightMyRequestResponse | undefined;
      for (let attempt = 0; attempt < 10 && res?.statusCode !== 503; attempt++) {
        blockEventLoop(300);
        await sleep(1);
        live = await pressured.inject({ method: 'GET', url: '/healthz' });
        res = await pressured.inject({ method: 'GET', url: '/api/auth/me' });
      }
      expect(res?.statusCode).toBe(503);
      // Shedding was on before and after it, so a restart-on-failure orchestrator keeps the process.
      expect(live?.statusCode).toBe(200);
      expect(res?.json()).toEqual({ message: MESSAGES.serviceUnavailable });
      expect(res?.headers['retry-after']).toMatch(/^\d+$/);
      expectSecurityHeaders(res!, production, 'under pressure');
      expectNoStore(res!, 'under pressure');
      // Once the loop is free again, the app serves normally.
      let after: LightMyRequestResponse | undefined;
      for (let attempt = 0; attempt < 20 && after?.statusCode !== 200; attempt++) {
        await sleep(60);
        after = await pressured.inject({ method: 'GET', url: '/healthz' });
      }
      expect(after?.statusCode).toBe(200);
    });
  });
}
