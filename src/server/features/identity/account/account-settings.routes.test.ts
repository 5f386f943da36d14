// The settings page's password and email changes (PRODUCT 11.3), and the cross-site refusal of
// every write of /api/account this part adds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { signedInUser, uniqueEmail, type TestUser } from '../../../../../test/factories';
import {
  forgotPassword,
  latestResetToken,
  login,
  me,
  outboxRowsFor,
  resetPassword,
  sessionCookie,
} from '../../../../../test/helpers/auth';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  EMAIL_CONFIRMATION_MESSAGES,
} from '../../../../contract/account-settings-messages';
import { MESSAGES } from '../../../../contract/messages';
import { LIMITS } from '../../../limiters';

let t: TestApp;
beforeAll(async () => {
  // Members made by the factories count as confirmed, as with EMAIL_CONFIRMATION=off.
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

const changePassword = (cookie: string, payload: Record<string, unknown>, headers = {}) =>
  t.inject({
    method: 'POST',
    url: '/api/account/password',
    headers: { cookie, ...headers },
    payload,
  });

const changeEmail = (cookie: string, payload: Record<string, unknown>, headers = {}) =>
  t.inject({ method: 'POST', url: '/api/account/email', headers: { cookie, ...headers }, payload });

const confirm = (token: string) =>
  t.inject({ method: 'POST', url: '/api/account/confirm-email', payload: { token } });

async function latestConfirmToken(email: string): Promise<string> {
  for (const row of await outboxRowsFor(t, email)) {
    const match = /https?:\/\/\S+\/confirm-email\?token=(\S+)/.exec(row.body);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`no confirmation link mailed to ${email}`);
}

/** A member signed in twice: `cookie` is this browser, `other` a phone, say. */
async function memberWithTwoSessions(): Promise<{ user: TestUser; cookie: string; other: string }> {
  const { user, cookie } = await signedInUser(t.app);
  const other = sessionCookie(await login(t, user.email, user.password));
  return { user, cookie, other };
}

describe('A17 change password', () => {
  it('A17 change password: needs the current password, and ends every other session while this one stays', async () => {
    const { user, cookie, other } = await memberWithTwoSessions();
    const wrong = await changePassword(cookie, {
      currentPassword: 'not-my-password-1',
      newPassword: 'brand-new-lantern-7',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong,
      fieldErrors: { currentPassword: [ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong] },
    });
    expect((await me(t, other)).statusCode).toBe(200);

    const res = await changePassword(cookie, {
      currentPassword: user.password,
      newPassword: 'brand-new-lantern-7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.passwordChanged });
    expect((await me(t, cookie)).statusCode).toBe(200);
    expect((await me(t, other)).statusCode).toBe(401);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
    expect((await login(t, user.email, 'brand-new-lantern-7')).statusCode).toBe(200);
  });

  it("A17 change password: the new password follows registration's rules, under its own field", async () => {
    const { user, cookie } = await signedInUser(t.app);
    const cases: [unknown, string][] = [
      ['short', MESSAGES.passwordTooShort],
      ['password123', MESSAGES.passwordTooCommon],
      [undefined, MESSAGES.passwordTooShort],
    ];
    for (const [newPassword, message] of cases) {
      const res = await changePassword(cookie, { currentPassword: user.password, newPassword });
      expect(res.statusCode).toBe(400);
      expect(
        (res.json() as { fieldErrors: Record<string, string[]> }).fieldErrors.newPassword,
      ).toEqual([message]);
    }
    const missing = await changePassword(cookie, { newPassword: 'brand-new-lantern-7' });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({
      currentPassword: [ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired],
    });
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it('A17 change password: a reset link mailed before the change no longer works', async () => {
    const { user, cookie } = await signedInUser(t.app);
    await forgotPassword(t, user.email);
    const token = await latestResetToken(t, user.email);
    const res = await changePassword(cookie, {
      currentPassword: user.password,
      newPassword: 'brand-new-lantern-7',
    });
    expect(res.statusCode).toBe(200);
    expect((await resetPassword(t, token, 'someone-elses-pick-9')).statusCode).toBe(400);
  });

  it('A17 change password is limited per member: wrong guesses included, the next gets 429 with Retry-After', async () => {
    const { user, cookie } = await signedInUser(t.app);
    for (let i = 0; i < LIMITS.passwordChange.points; i++) {
      const res = await changePassword(cookie, {
        currentPassword: `guess-number-${i}`,
        newPassword: 'brand-new-lantern-7',
      });
      expect(res.statusCode).toBe(400);
    }
    const over = await changePassword(cookie, {
      currentPassword: user.password,
      newPassword: 'brand-new-lantern-7',
    });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });

  it('A17 change password and email refuse a guest', async () => {
    for (const url of ['/api/account/password', '/api/account/email']) {
      const res = await t.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('A17 change email', () => {
  it('A17 change email: needs the current password, switches only when the link mailed to the new address is followed, and tells the old address', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const newEmail = uniqueEmail('moved');
    const wrong = await changeEmail(cookie, { currentPassword: 'nope-nope-1', newEmail });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      fieldErrors: { currentPassword: [ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong] },
    });
    expect(await outboxRowsFor(t, newEmail)).toEqual([]);

    const res = await changeEmail(cookie, { currentPassword: user.password, newEmail });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.emailChangeAnswer });
    // Nothing changes until the link is followed.
    expect((await me(t, cookie)).json()).toMatchObject({ email: user.email, emailConfirmed: true });
    const [notice] = await outboxRowsFor(t, user.email);
    expect(notice!.subject).toContain('new email address');
    expect(notice!.body).toContain('If this was not you, open this link within 7 days');
    expect(notice!.body).toMatch(/\/cancel-email-change\?token=\S+/);
    expect(notice!.body).not.toContain(newEmail);
    expect(notice!.body).not.toContain('confirm-email?token=');
    const status = await t.inject({
      method: 'GET',
      url: '/api/account/email',
      headers: { cookie },
    });
    expect(status.json()).toEqual({
      email: user.email,
      emailConfirmed: true,
      pendingEmail: newEmail,
    });

    expect((await confirm(await latestConfirmToken(newEmail))).statusCode).toBe(200);
    expect((await me(t, cookie)).json()).toMatchObject({ email: newEmail, emailConfirmed: true });
    expect((await login(t, newEmail, user.password)).statusCode).toBe(200);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
    const after = await t.inject({ method: 'GET', url: '/api/account/email', headers: { cookie } });
    expect(after.json()).toMatchObject({ pendingEmail: null });
  });

  it('A18 change email answers the same for a taken address; the conflict shows only when the link is followed', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const taken = (await signedInUser(t.app)).user.email;
    const free = uniqueEmail('free');
    const a = await changeEmail(cookie, { currentPassword: user.password, newEmail: taken });
    const b = await changeEmail(cookie, { currentPassword: user.password, newEmail: free });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(a.headers['content-length']).toBe(b.headers['content-length']);

    // The older link (to the taken address) ended when the second was sent; ask again for it.
    await changeEmail(cookie, { currentPassword: user.password, newEmail: taken.toUpperCase() });
    const conflict = await confirm(await latestConfirmToken(taken));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.addressTaken });
    expect((await me(t, cookie)).json()).toMatchObject({ email: user.email });
  });

  it('A17 change email refuses a malformed address and the address already the account’s', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const bad = await changeEmail(cookie, {
      currentPassword: user.password,
      newEmail: 'not-an-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fieldErrors: { newEmail: [MESSAGES.emailInvalidRegister] },
    });
    const same = await changeEmail(cookie, {
      currentPassword: user.password,
      newEmail: user.email.toUpperCase(),
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      fieldErrors: { newEmail: [ACCOUNT_SETTINGS_MESSAGES.sameEmail] },
    });
  });

  it('A17 change email is limited per member', async () => {
    const { user, cookie } = await signedInUser(t.app);
    for (let i = 0; i < LIMITS.emailChange.points; i++) {
      const res = await changeEmail(cookie, {
        currentPassword: user.password,
        newEmail: uniqueEmail('again'),
      });
      expect(res.statusCode).toBe(200);
    }
    const over = await changeEmail(cookie, {
      currentPassword: user.password,
      newEmail: uniqueEmail('again'),
    });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('A18 cross-site writes', () => {
  it('A18 a cross-site request to each new account form is refused and changes nothing', async () => {
    const { user, cookie, other } = await memberWithTwoSessions();
    const newEmail = uniqueEmail('csrf');
    const attempts = [
      {
        url: '/api/account/password',
        payload: { currentPassword: user.password, newPassword: 'evil-choice-123' },
      },
      { url: '/api/account/email', payload: { currentPassword: user.password, newEmail } },
      { url: '/api/account/confirm-email/resend', payload: {} },
      { url: '/api/account/confirm-email', payload: { token: 'x'.repeat(43) } },
    ];
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      for (const attempt of attempts) {
        const res = await t.inject({
          method: 'POST',
          url: attempt.url,
          headers: { cookie, ...headers },
          payload: attempt.payload,
        });
        expect(res.statusCode, attempt.url).toBe(403);
        expect(res.json()).toEqual({ message: MESSAGES.crossSiteRefused });
      }
    }
    expect((await me(t, other)).statusCode).toBe(200);
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
    expect(await outboxRowsFor(t, newEmail)).toEqual([]);
    expect(await outboxRowsFor(t, user.email)).toEqual([]);
  });
});
