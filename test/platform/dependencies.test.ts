import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import { createUser, uniqueEmail } from '../factories';
import { buildPlatformApp, closedPort, type PlatformApp } from './platform-app';

describe('F6 Redis down: the limits fall back to memory', () => {
  let t: PlatformApp;
  beforeAll(async () => {
    t = await buildPlatformApp({ config: { redisUrl: `redis://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(() => t.close());

  it('F6 login limiting still holds: 10 failures, then 429 with Retry-After, never a 500', async () => {
    const user = await createUser(t.app);
    const attempt = (password: string, remoteAddress = '10.66.0.1') =>
      t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password },
        remoteAddress,
      });
    const answers: LightMyRequestResponse[] = [];
    for (let round = 0; round < 10; round++) answers.push(await attempt('not-the-password'));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(401));
    for (const password of ['not-the-password', user.password]) {
      const limited = await attempt(password);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests });
    }
    // The limit is per address and account: the owner from elsewhere still gets in.
    expect((await attempt(user.password, '10.66.0.2')).statusCode).toBe(200);
    expect(t.logs.withMessage('redis unavailable').length).toBeGreaterThan(0);
  });

  it('F6 registering and the session check work without Redis', async () => {
    const email = uniqueEmail();
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: email, email, password: 'quiet-harbour-51' },
    });
    expect(res.statusCode).toBe(201);
    expect((await t.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('F6 SMTP unreachable: forgot-password looks the same and the outbox keeps the error', () => {
  let t: PlatformApp;
  beforeAll(async () => {
    t = await buildPlatformApp({ config: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(() => t.close());

  const forgot = (email: string) =>
    t.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

  it('F6 a known and an unknown email get the same 200; the failure is logged and kept', async () => {
    const known = await createUser(t.app);
    const unknownEmail = uniqueEmail('nobody');
    const forKnown = await forgot(known.email);
    const forUnknown = await forgot(unknownEmail);
    expect(forKnown.statusCode).toBe(200);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    expect(forKnown.json()).toEqual({ message: MESSAGES.forgotPasswordAnswer });
    await t.ctx.background.drain();

    const rows = await t.ctx.database.rows<Record<string, unknown>>(
      sql`select id, to_address as "to", sent_at as "sentAt", error from outbox order by id`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: known.email, sentAt: null });
    expect(String(rows[0]?.error)).toMatch(/ECONNREFUSED|connect/i);

    const logged = t.logs.withMessage('mail could not be sent');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, outboxId: rows[0]?.id });
    expect(t.logs.text()).not.toContain('reset-password?token=');
  });
});
