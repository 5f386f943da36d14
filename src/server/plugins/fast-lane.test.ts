// The fast lane answers exactly what Fastify's routes answer (DECISIONS 31): two apps on one
// database, one with the lane and one without, asked the same things over real sockets.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RandomComplimentSchema } from '../../contract/compliments';
import { buildApp } from '../app';
import { TestClock, testConfig } from '../../../test/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { sessionCookieName } from '../features/identity/auth/session-cookie';
import { signedInUser } from '../../../test/factories';

/** Headers that differ between any two answers of one server (time) or name the connection. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

async function ask(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const response = await fetch(`http://127.0.0.1:${address.port}${path}`, {
    headers,
    // undici would otherwise decode the body; the bytes on the wire are what is compared.
    decompress: false,
  } as RequestInit);
  const kept: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_ANSWER.has(name)) kept[name] = value;
  });
  return {
    status: response.status,
    headers: kept,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

describe('fast lane', () => {
  let testDb: TestDatabase;
  let fast: FastifyInstance;
  let slow: FastifyInstance;
  /** Requests of the fast app that reached Fastify: one the lane answered leaves it unchanged. */
  let throughFastify = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config = testConfig({ production: true }, new TestClock());
    const build = (fastLane: boolean) =>
      buildApp(config, { testing: { database: testDb.database, skipMigrations: true, fastLane } });
    fast = await build(true);
    fast.addHook('onRequest', async () => {
      throughFastify += 1;
    });
    slow = await build(false);
    await fast.listen({ port: 0, host: '127.0.0.1' });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    await testDb.database.db.execute(
      // 40 visible compliments and one active image, as a guest's pick needs.
      `insert into compliments (text) select 'You brighten the day, friend ' || g from generate_series(1, 40) g`,
    );
    await testDb.database.db.execute(
      `insert into inspirational_images (image_url, title, category, is_active)
       values ('https://images.example/light.jpg', 'Morning light', 'Nature', true)`,
    );
  });

  afterAll(async () => {
    await fast?.close();
    await slow?.close();
    await testDb?.drop();
  });

  it.each([
    ['/healthz', {}],
    ['/', {}],
    ['/', { 'accept-encoding': 'gzip, deflate, br' }],
    ['/', { 'accept-encoding': 'gzip' }],
    ['/login', { 'accept-encoding': 'br;q=0, gzip' }],
  ])('GET %s %j: the same status, headers and bytes as through Fastify', async (path, headers) => {
    const before = throughFastify;
    const [quick, full] = await Promise.all([ask(fast, path, headers), ask(slow, path, headers)]);
    expect(throughFastify).toBe(before);
    expect(quick.status).toBe(200);
    expect(quick.headers).toEqual(full.headers);
    expect(quick.body.equals(full.body)).toBe(true);
  });

  it('answers a guest random compliment with the same headers and shape as Fastify', async () => {
    // The first call may find the pool and the image list still empty and go through Fastify.
    await ask(fast, '/api/compliments/random');
    const before = throughFastify;
    const [quick, full] = await Promise.all([
      ask(fast, '/api/compliments/random'),
      ask(slow, '/api/compliments/random'),
    ]);
    expect(throughFastify).toBe(before);
    expect(quick.status).toBe(200);
    expect(quick.headers).toEqual({
      ...full.headers,
      'content-length': quick.headers['content-length'],
    });
    const body = RandomComplimentSchema.strict().parse(JSON.parse(quick.body.toString()));
    expect(body.text).toMatch(/^You brighten the day, friend \d+$/);
    expect(body.thankedAt).toBeNull();
    expect(body.image?.title).toBe('Morning light');
  });

  it('answers a member after their session read, and records the delivery before it answers', async () => {
    const { cookie } = await signedInUser(fast);
    // The member's first call may meet an empty pool and go through Fastify.
    await ask(fast, '/api/compliments/random', { cookie });
    const before = throughFastify;
    const [quick, full] = await Promise.all([
      ask(fast, '/api/compliments/random', { cookie }),
      ask(slow, '/api/compliments/random', { cookie }),
    ]);
    expect(throughFastify).toBe(before);
    expect(quick.status).toBe(200);
    expect(quick.headers).toEqual({
      ...full.headers,
      'content-length': quick.headers['content-length'],
    });
    const picked = RandomComplimentSchema.strict().parse(JSON.parse(quick.body.toString()));
    const received = await fast.inject({ url: '/api/compliments/received', headers: { cookie } });
    const ids = (received.json() as { id: number }[]).map((item) => item.id);
    expect(ids).toContain(picked.id);
  });

  it('leaves a request with a forged cookie, a query string or another method to Fastify', async () => {
    const before = throughFastify;
    const cookie = `${sessionCookieName(true)}=forged.value`;
    const signedIn = await ask(fast, '/api/compliments/random', { cookie });
    // Fastify's session hook clears an invalid cookie; the lane would not have.
    expect(signedIn.headers['set-cookie']).toContain(`${sessionCookieName(true)}=;`);
    await ask(fast, '/healthz?full=1');
    const address = fast.server.address() as { port: number };
    const head = await fetch(`http://127.0.0.1:${address.port}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(throughFastify).toBe(before + 3);
  });

  it("answers each guest in their language's compliments, keyed by the request's locale", async () => {
    await testDb.database.db.execute(
      `insert into compliments (text, language)
       select 'Iluminas el día, amistad número ' || g, 'es' from generate_series(1, 25) g`,
    );
    fast.randomPicker.forget();
    const spanish = { 'accept-language': 'es-ES,es;q=0.9' };
    const english = { cookie: 'kindly_lang=en' };
    // The first calls find the pools unread and go through Fastify, which reads them.
    await ask(fast, '/api/compliments/random', spanish);
    await ask(fast, '/api/compliments/random', english);
    const before = throughFastify;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ask(fast, '/api/compliments/random', i % 2 === 0 ? spanish : english),
      ),
    );
    expect(throughFastify).toBe(before);
    const languages = answers.map(
      (answer) => RandomComplimentSchema.parse(JSON.parse(answer.body.toString())).language,
    );
    expect(languages).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'es' : 'en')));
    const [quick, full] = await Promise.all([
      ask(fast, '/api/compliments/random', spanish),
      ask(slow, '/api/compliments/random', spanish),
    ]);
    expect(quick.headers).toEqual({
      ...full.headers,
      'content-length': quick.headers['content-length'],
    });
  });
});
