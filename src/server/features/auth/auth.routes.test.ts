import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { signedInUser, uniqueEmail } from '../../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/register', () => {
  it('creates a member whose username is the email', async () => {
    const email = uniqueEmail();
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: email, email, password: 'golden-hour-7' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: email, email, isAdmin: false, karmaPoints: 0 });
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 for a guest and the user for a member', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const { user, cookie } = await signedInUser(t.app);
    const res = await t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(user.email);
  });
});
