import { strFromU8, unzipSync } from 'fflate';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../src/contract/two-factor-messages';
import { buildTestApp, type TestApp } from '../build-test-app';
import { signedInUser } from '../factories';
import { freshIp, login, outboxRowsFor } from '../helpers/auth';

// The site's name comes from SITE_NAME (PRODUCT 1): every text the server sends that names the site
// names the configured one. The pages' heads are client-config.test.ts's.

const SITE = 'Bright Notes';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ siteName: SITE });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
  });

describe('SITE_NAME in the texts the server sends', () => {
  it('names the site in the authenticator app and in the recovery-code mail', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const setup = await post('/api/account/two-factor/setup', { password: user.password }, cookie);
    expect(setup.statusCode, setup.body).toBe(200);
    const { otpauthUri, secret } = setup.json<{ otpauthUri: string; secret: string }>();
    expect(otpauthUri.startsWith(`otpauth://totp/${encodeURIComponent(SITE)}:`)).toBe(true);
    expect(new URL(otpauthUri).searchParams.get('issuer')).toBe(SITE);

    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: t.clock.now().getTime(),
    });
    const enable = await post('/api/account/two-factor/enable', { code }, cookie);
    expect(enable.statusCode, enable.body).toBe(200);
    const [recoveryCode] = enable.json<{ recoveryCodes: string[] }>().recoveryCodes;

    const password = await login(t, user.email, user.password);
    expect(password.json()).toEqual({ twoFactorRequired: true });
    const challenge = password.cookies.find((c) => c.name === 'kindly_2fa')!;
    const used = await post(
      '/api/auth/login/two-factor',
      { recoveryCode },
      `${challenge.name}=${challenge.value}`,
    );
    expect(used.statusCode, used.body).toBe(200);

    const [mail] = await outboxRowsFor(t, user.email);
    expect(mail!.subject).toBe(TWO_FACTOR_MESSAGES.recoveryCodeUsedSubject(SITE));
    expect(mail!.subject).toBe(`A recovery code was used on your ${SITE} account`);
    expect(mail!.body).toContain(`One of your ${SITE} recovery codes was just used`);
    expect(mail!.body.trimEnd().endsWith(SITE)).toBe(true);
    expect(mail!.body).not.toContain('Kindly');
  });

  it("names the site in the data export's README", async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await t.inject({ method: 'POST', url: '/api/account/export', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const readme = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['README.txt']!);
    const [title, underline] = readme.split('\n');
    expect(title).toBe(`Your data from ${SITE}`);
    expect(underline).toBe('='.repeat(title!.length));
    expect(readme).toContain(`everything ${SITE} keeps about your account`);
    expect(readme).toContain(`messages from the ${SITE} team`);
    expect(readme).not.toContain('Kindly');
  });

  it('names the site in the password reset mail', async () => {
    const { user } = await signedInUser(t.app);
    const asked = await post('/api/auth/forgot-password', { email: user.email });
    expect(asked.statusCode).toBe(200);
    const [mail] = await outboxRowsFor(t, user.email);
    expect(mail!.subject).toBe(`Reset your ${SITE} password`);
    expect(`${mail!.subject}\n${mail!.body}`).not.toContain('Kindly');
  });
});
