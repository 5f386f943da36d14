import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { createUser } from '../../../../../test/factories';
import { MESSAGES } from '../../../../contract/messages';
import { ConfigError, loadConfig } from '../../../config';
import { generateVapidEnvironment } from '../../../push-config';
import {
  login,
  me,
  sessionCookie,
  setCookieHeaders,
  tokenOfCookie,
} from '../../../../../test/helpers/auth';

const SECRET = 'production-secret-production-secret-42';
const ENCRYPTION_KEYS = `k1:${randomBytes(32).toString('base64')}`;
const DEV_ADMIN = { email: 'admin@kindly.local', password: 'kindly-admin' };

const productionEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: SECRET,
  ENCRYPTION_KEYS,
  PUBLIC_URL: 'https://kindly.example',
  DATA_DIR: '/tmp/kindly-test-unused',
  DEMO_CONTENT: 'off',
  ...generateVapidEnvironment(),
} as const;

let t: TestApp;
beforeAll(async () => {
  // The app is built from what loadConfig makes of a production environment with no admin
  // password; only the clock is the test's.
  const { now: _now, ...config } = loadConfig({ ...productionEnv, ADMIN_EMAIL: DEV_ADMIN.email });
  t = await buildTestApp({ ...config, logLevel: 'silent' });
}, 60_000);
afterAll(() => t.close());

describe('A9 no defaults in production', () => {
  it('A9 no defaults in production: refuses to start without a session secret, or with a short one', () => {
    const { SESSION_SECRET: _secret, ...withoutSecret } = productionEnv;
    expect(() => loadConfig(withoutSecret)).toThrow(ConfigError);
    expect(() => loadConfig(withoutSecret)).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ ...productionEnv, SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET/,
    );
    expect(loadConfig(productionEnv).sessionSecret).toBe(SECRET);
  });

  it('A9 no defaults in production: refuses to start without ENCRYPTION_KEYS, which development derives from the session secret', () => {
    const { ENCRYPTION_KEYS: _keys, ...withoutKeys } = productionEnv;
    expect(() => loadConfig(withoutKeys)).toThrow(ConfigError);
    expect(() => loadConfig(withoutKeys)).toThrow(/ENCRYPTION_KEYS is required/);
    expect(loadConfig(productionEnv).encryptionKeys.map((key) => key.id)).toEqual(['k1']);
    expect(loadConfig({ ...withoutKeys, NODE_ENV: 'development' }).encryptionKeys).toEqual([]);
  });

  it('A9 no defaults in production: refuses to start without a VAPID key pair, and names how to make one', () => {
    const {
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: _private,
      ...withoutKeys
    } = productionEnv;
    expect(() => loadConfig(withoutKeys)).toThrow(ConfigError);
    expect(() => loadConfig(withoutKeys)).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required.*npx web-push generate-vapid-keys/,
    );
    const other = generateVapidEnvironment();
    expect(() =>
      loadConfig({ ...productionEnv, VAPID_PRIVATE_KEY: other.VAPID_PRIVATE_KEY }),
    ).toThrow(/VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY/);
    expect(loadConfig(productionEnv).push.vapid).toMatchObject({
      publicKey,
      subject: 'mailto:hello@kindly.local',
    });
  });

  it('A9 no defaults in production: refuses to start without PUBLIC_URL, so links never point at localhost', () => {
    const { PUBLIC_URL: _url, ...withoutUrl } = productionEnv;
    expect(() => loadConfig(withoutUrl)).toThrow(/PUBLIC_URL/);
    expect(loadConfig(productionEnv).publicUrl).toBe('https://kindly.example');
  });

  it('A9 no defaults in production: no admin account without ADMIN_PASSWORD, where development has one', () => {
    expect(loadConfig({ ...productionEnv, ADMIN_EMAIL: DEV_ADMIN.email }).admin).toBeUndefined();
    expect(loadConfig({ ...productionEnv, NODE_ENV: 'development' }).admin).toEqual(DEV_ADMIN);
  });

  it('A9 no defaults in production: the development admin credentials get 401', async () => {
    expect(t.ctx.config.production).toBe(true);
    const res = await login(t, DEV_ADMIN.email, DEV_ADMIN.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.invalidCredentials });
  });

  it('A9 no defaults in production: the admin-login demo hint is empty', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/auth/demo-hint' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });
});

describe('S1 cookie flags', () => {
  it('S1 cookie flags (production): __Host- name, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const user = await createUser(t.app);
    const res = await login(t, user.email, user.password);
    expect(res.statusCode).toBe(200);
    const [header] = setCookieHeaders(res);
    const parts = header!.split(';').map((part) => part.trim());
    expect(parts[0]).toMatch(/^__Host-kindly_session=[^;]+$/);
    for (const flag of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']) {
      expect(parts).toContain(flag);
    }
    expect(parts.some((part) => /^Domain=/i.test(part))).toBe(false);
    const cookie = sessionCookie(res);
    expect(res.body).not.toContain(tokenOfCookie(cookie));
    expect((await me(t, cookie)).statusCode).toBe(200);
    // A cookie without the prefix is not the session cookie in production.
    expect((await me(t, cookie.replace(/^__Host-/, ''))).statusCode).toBe(401);

    // The clearing cookie must carry the same prefix rules, or browsers ignore it.
    const out = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const cleared = setCookieHeaders(out)[0]!
      .split(';')
      .map((part) => part.trim());
    expect(cleared[0]).toBe('__Host-kindly_session=');
    expect(cleared).toContain('Secure');
    expect(cleared).toContain('Path=/');
    expect(cleared.some((part) => /^Domain=/i.test(part))).toBe(false);
  });
});
