// A session a member ends on one instance is refused at once by every other (SECURITY S9): each
// request reads its session from the shared database. Runs in the api-postgres project only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../src/contract/account-sessions';
import { createUser, loginCookie } from '../factories';
import { buildPlatformApp, type PlatformApp } from '../platform/platform-app';
import { createTestDatabase, type TestDatabase } from '../test-db';

let testDb: TestDatabase;
let a: PlatformApp;
let b: PlatformApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  a = await buildPlatformApp({ database: testDb.database });
  b = await buildPlatformApp({ database: await testDb.open() });
});

afterAll(async () => {
  await b.close();
  await a.close();
  await testDb.drop();
});

const me = (instance: PlatformApp, cookie: string) =>
  instance.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('ending sessions across two instances on one PostgreSQL', () => {
  it('S9 a session ended on A is refused on B at once, after B had just served it', async () => {
    const user = await createUser(a.app);
    const here = await loginCookie(a.app, user);
    const phone = await loginCookie(b.app, user);
    // B has served the phone's session a moment before.
    expect((await me(b, phone)).statusCode).toBe(200);

    const list = await a.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: { cookie: here },
    });
    const other = (list.json().sessions as AccountSession[]).find((s) => !s.current)!;
    const ended = await a.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${other.id}`,
      headers: { cookie: here },
    });
    expect(ended.statusCode).toBe(200);

    expect((await me(b, phone)).statusCode).toBe(401);
    expect((await me(a, phone)).statusCode).toBe(401);
    expect((await me(b, here)).statusCode).toBe(200);
  });

  it('S9 “End all other sessions” on B ends sessions that A serves, at once', async () => {
    const user = await createUser(a.app);
    const onA = [await loginCookie(a.app, user), await loginCookie(a.app, user)];
    const onB = await loginCookie(b.app, user);
    for (const cookie of onA) expect((await me(a, cookie)).statusCode).toBe(200);

    const res = await b.inject({
      method: 'POST',
      url: '/api/account/sessions/end-others',
      headers: { cookie: onB },
    });
    expect(res.json()).toEqual({ ended: 2 });
    for (const cookie of onA) expect((await me(a, cookie)).statusCode).toBe(401);
    expect((await me(a, onB)).statusCode).toBe(200);
  });
});
