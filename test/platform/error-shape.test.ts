import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { uniqueEmail } from '../factories';
import { buildPlatformApp, type PlatformApp } from './platform-app';

const LEAKY_ERROR = 'select password_hash from users where id = $1 at /work/main/src/server/x.ts';

let t: PlatformApp;
beforeAll(async () => {
  t = await buildPlatformApp({
    beforeReady: (app) => {
      app.get('/api/test-throw', async () => {
        throw new Error(LEAKY_ERROR);
      });
    },
  });
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

/** The body is exactly {message}: no stack, no SQL, no file path, no Fastify error code. */
function expectMessageOnly(body: string, message: string) {
  expect(JSON.parse(body)).toEqual({ message });
  expect(body).not.toMatch(/password_hash|select |\/work\/|node_modules|\bat \w|FST_|stack/i);
}

/** A failed request is logged once, with its request id, method, path and the status sent. */
function expectRequestIdLogged(statusCode: number) {
  const completed = t.logs.withMessage('request completed').at(-1);
  expect(completed?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  expect(completed?.res).toMatchObject({ statusCode });
  expect(completed?.req).toMatchObject({ method: expect.any(String), url: expect.any(String) });
  const lines = t.logs
    .withMessage('request completed')
    .filter((line) => line.reqId === completed?.reqId);
  expect(lines).toHaveLength(1);
}

describe('V6 error shape', () => {
  it('V6 malformed JSON answers 400 with a message only', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: '{"username": "a@b.c", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expectMessageOnly(res.body, MESSAGES.invalidRequest);
    expectRequestIdLogged(400);
  });

  it('V6 a wrong Content-Type answers 415 with a message only', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login><username>a@b.c</username></login>',
    });
    expect(res.statusCode).toBe(415);
    expectMessageOnly(res.body, MESSAGES.unsupportedMediaType);
    expectRequestIdLogged(415);
  });

  it('V6 a 2 MB JSON body answers 413 with a message only', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: JSON.stringify({ username: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expectMessageOnly(res.body, MESSAGES.payloadTooLarge);
    expectRequestIdLogged(413);
  });

  it('V6 an unknown /api path answers 404 JSON with a message only', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.inject({ method, url: '/api/no-such-thing/42' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expectMessageOnly(res.body, MESSAGES.notFound);
    }
    expectRequestIdLogged(404);
  });

  it('V6 a handler that throws answers 500 with the generic message; the stack is only logged', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/test-throw' });
    expect(res.statusCode).toBe(500);
    expectMessageOnly(res.body, MESSAGES.serverError);
    expectRequestIdLogged(500);
    const logged = t.logs.withMessage('unhandled error').at(-1);
    expect(logged?.reqId).toBe(t.logs.withMessage('request completed').at(-1)?.reqId);
    expect(logged?.err).toMatchObject({ message: LEAKY_ERROR });
    expect(typeof logged?.err === 'object' && logged.err.stack).toMatch(/error-shape\.test\.ts/);
  });

  it('V6 each request gets its own id', async () => {
    const before = t.logs.withMessage('request completed').length;
    await t.inject({ method: 'GET', url: '/api/no-such-thing/1' });
    await t.inject({ method: 'GET', url: '/api/no-such-thing/2' });
    const ids = t.logs
      .withMessage('request completed')
      .slice(before)
      .map((line) => line.reqId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('V6 a fast successful answer adds no log line; a failed one adds exactly one', async () => {
    const before = t.logs.lines.length;
    const ok = await t.inject({ method: 'GET', url: '/healthz' });
    expect(ok.statusCode).toBe(200);
    expect(t.logs.lines.slice(before)).toEqual([]);
    const missing = await t.inject({ method: 'GET', url: '/api/no-such-thing/3' });
    expect(missing.statusCode).toBe(404);
    expect(t.logs.lines.slice(before).map((line) => line.msg)).toEqual(['request completed']);
  });
});

describe('V4 prototype pollution', () => {
  const poisoned = (email: string) => [
    `{"email":"${email}","username":"${email}","password":"quiet-harbour-51","__proto__":{"isAdmin":true}}`,
    `{"email":"${email}","username":"${email}","password":"quiet-harbour-51","constructor":{"prototype":{"isAdmin":true}}}`,
    `{"email":"${email}","password":"quiet-harbour-51","nested":{"__proto__":{"isAdmin":true}}}`,
  ];

  it('V4 register and login refuse __proto__ and constructor.prototype bodies with 400', async () => {
    for (const url of ['/api/auth/register', '/api/auth/login']) {
      for (const payload of poisoned(uniqueEmail())) {
        const res = await t.inject({ method: 'POST', url, headers: json, payload });
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expectMessageOnly(res.body, MESSAGES.invalidRequest);
      }
    }
  });

  it('V4 later requests are unaffected: no inherited isAdmin, a new member is not admin', async () => {
    for (const payload of poisoned(uniqueEmail())) {
      await t.inject({ method: 'POST', url: '/api/auth/register', headers: json, payload });
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
    const email = uniqueEmail();
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: json,
      payload: { username: email, email, password: 'quiet-harbour-51' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, isAdmin: false, karmaPoints: 0 });
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: { username: email, password: 'quiet-harbour-51' },
    });
    expect(login.json().isAdmin).toBe(false);
  });
});
