import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../../../test/factories';
import { buildPlatformApp, type PlatformApp } from '../../../../../test/platform/platform-app';
import { MESSAGES } from '../../../../contract/messages';
import { freshIp } from '../../../../../test/helpers/auth';
import { OWASP_HASH_COST } from '../../../config-limits';

// One hashing slot and two waiting places, so a small flood overflows. Load shedding is off, so
// every 503 here comes from the hashing cap.
let small: PlatformApp;
beforeAll(async () => {
  small = await buildPlatformApp({
    // OWASP's cost, so a hash holds its slot while the rest of the flood arrives.
    config: {
      passwordHashing: { concurrency: 1, queue: 2, maxWaitMs: 10_000 },
      passwordHashCost: OWASP_HASH_COST,
    },
    serverLimits: { maxEventLoopDelay: 0 },
  });
}, 60_000);
afterAll(() => small.close());

const post = (url: string, payload: Record<string, string>) =>
  small.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
const login = (username: string, password: string) =>
  post('/api/auth/login', { username, password });

describe('A11 per-address login limit', () => {
  it('A11 per-address login limit: concurrent password hashing is capped per process; past the cap logins get 503 with Retry-After', async () => {
    const member = await createUser(small.app);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        login(i % 2 === 0 ? member.email : uniqueEmail('flood'), `flood-${i}`),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(3);
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.json()).toEqual({ message: MESSAGES.serviceUnavailable });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Registration hashes through the same slots.
    const registrations = await Promise.all(
      Array.from({ length: 12 }, () =>
        post('/api/auth/register', { email: uniqueEmail('rush'), password: 'golden-hour-7' }),
      ),
    );
    const registered = registrations.map((res) => res.statusCode);
    expect(registered.every((s) => s === 201 || s === 503)).toBe(true);
    expect(registered).toContain(503);
    // The flood leaves nothing behind: the member signs in once it has passed.
    expect((await login(member.email, member.password)).statusCode).toBe(200);
  });
});
