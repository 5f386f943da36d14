// The takeover through a change of address a probe found (issue: accounts that hold under attack):
// an attacker who knew the password asked to move the address to theirs; whatever the owner then
// does to take the account back must end that request. PRODUCT 11.3, SECURITY A24-A26.
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { createUser, signedInUser, uniqueEmail } from '../../../../../test/factories';
import {
  forgotPassword,
  freshIp,
  latestResetToken,
  login,
  me,
  outboxRowsFor,
  register,
  resetPassword,
  sessionCookie,
} from '../../../../../test/helpers/auth';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  EMAIL_CONFIRMATION_MESSAGES,
} from '../../../../contract/account-settings-messages';
import { addPasskey, newAuthenticator } from '../../../../../test/helpers/passkeys';
import { recoveryCodes, users } from '../../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ emailConfirmation: 'required' });
}, 60_000);
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
  });

const changeEmail = (cookie: string, currentPassword: string, newEmail: string) =>
  post('/api/account/email', { currentPassword, newEmail }, cookie);

const confirm = (token: string) => post('/api/account/confirm-email', { token });
const cancelLink = (token: string, cookie?: string) =>
  post('/api/account/email/cancel-link', { token }, cookie);
const emailStatus = (cookie: string) =>
  t.inject({ method: 'GET', url: '/api/account/email', headers: { cookie } });

async function latestToken(email: string, path: string): Promise<string> {
  for (const row of await outboxRowsFor(t, email)) {
    const match = new RegExp(`https?://\\S+/${path}\\?token=(\\S+)`).exec(row.body);
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no ${path} link mailed to ${email}`);
}

/** A member with a confirmed address, signed in twice: the owner's session and the attacker's. */
async function ownerAndAttacker() {
  const owner = await createUser(t.app);
  await t.ctx.db.update(users).set({ emailConfirmedAt: t.ctx.now() }).where(eq(users.id, owner.id));
  const ownerCookie = sessionCookie(await login(t, owner.email, owner.password));
  const attackerCookie = sessionCookie(await login(t, owner.email, owner.password));
  const attackerEmail = uniqueEmail('attacker');
  const asked = await changeEmail(attackerCookie, owner.password, attackerEmail);
  expect(asked.statusCode).toBe(200);
  const attackerLink = await latestToken(attackerEmail, 'confirm-email');
  return { owner, ownerCookie, attackerCookie, attackerEmail, attackerLink };
}

/** The attacker's link is refused and the address stays the owner's. */
async function expectLinkRefused(link: string, ownerEmail: string, ownerId: number) {
  const followed = await confirm(link);
  expect(followed.statusCode).toBe(400);
  expect(followed.json().message).toBe(EMAIL_CONFIRMATION_MESSAGES.linkInvalid);
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, ownerId));
  expect(row!.email).toBe(ownerEmail);
}

describe('A24 a change of credentials ends every change of address still waiting', () => {
  it('A24 after a password change the attacker’s earlier email-change link is refused', async () => {
    const { owner, ownerCookie, attackerCookie, attackerLink } = await ownerAndAttacker();
    expect((await emailStatus(ownerCookie)).json().pendingEmail).not.toBeNull();
    const changed = await post(
      '/api/account/password',
      { currentPassword: owner.password, newPassword: 'a-fresh-lantern-91' },
      ownerCookie,
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(t, attackerCookie)).statusCode).toBe(401);
    expect((await emailStatus(ownerCookie)).json().pendingEmail).toBeNull();
    await expectLinkRefused(attackerLink, owner.email, owner.id);
    expect((await login(t, owner.email, 'a-fresh-lantern-91')).statusCode).toBe(200);
  });

  it('A24 after a password reset the attacker’s earlier email-change link is refused', async () => {
    const { owner, attackerLink } = await ownerAndAttacker();
    await forgotPassword(t, owner.email);
    const reset = await resetPassword(
      t,
      await latestResetToken(t, owner.email),
      'a-fresh-lantern-92',
    );
    expect(reset.statusCode).toBe(200);
    await expectLinkRefused(attackerLink, owner.email, owner.id);
  });

  it('A24 turning two-factor sign-in on ends the waiting change too', async () => {
    const { owner, ownerCookie, attackerLink } = await ownerAndAttacker();
    const setup = await post(
      '/api/account/two-factor/setup',
      { password: owner.password },
      ownerCookie,
    );
    const secret = setup.json<{ secret: string }>().secret;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: t.clock.now().getTime(),
    });
    expect((await post('/api/account/two-factor/enable', { code }, ownerCookie)).statusCode).toBe(
      200,
    );
    await expectLinkRefused(attackerLink, owner.email, owner.id);
  });

  it('A24 adding a passkey ends the waiting change too', async () => {
    const { owner, ownerCookie, attackerLink } = await ownerAndAttacker();
    const added = await addPasskey(t, ownerCookie, newAuthenticator(), {
      confirmation: { password: owner.password },
    });
    expect(added.answer.statusCode, added.answer.body).toBe(201);
    await expectLinkRefused(attackerLink, owner.email, owner.id);
  });

  it('A24 an address change confirmed elsewhere ends every other link of the account', async () => {
    const { owner, ownerCookie, attackerLink } = await ownerAndAttacker();
    const ownNew = uniqueEmail('owner-new');
    expect((await changeEmail(ownerCookie, owner.password, ownNew)).statusCode).toBe(200);
    // Followed in another browser, with no session: the link alone is the proof.
    expect((await confirm(await latestToken(ownNew, 'confirm-email'))).statusCode).toBe(200);
    const followed = await confirm(attackerLink);
    expect(followed.statusCode).toBe(400);
    expect((await emailStatus(ownerCookie)).json()).toMatchObject({ pendingEmail: null });
    expect((await me(t, ownerCookie)).json().email).toBe(ownNew);
  });
});

describe('A25 the settings and the notice cancel a change of address', () => {
  it('A25 the settings page shows a waiting change and Cancel change ends its link', async () => {
    const { owner, ownerCookie, attackerLink } = await ownerAndAttacker();
    const cancelled = await post('/api/account/email/cancel', {}, ownerCookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.pendingCancelled });
    expect((await emailStatus(ownerCookie)).json().pendingEmail).toBeNull();
    await expectLinkRefused(attackerLink, owner.email, owner.id);
    const nothing = await post('/api/account/email/cancel', {}, ownerCookie);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(ACCOUNT_SETTINGS_MESSAGES.noPendingChange);
  });

  it('A25 the notice’s one-click link cancels the waiting change and ends every session, once', async () => {
    const { owner, ownerCookie, attackerCookie, attackerLink } = await ownerAndAttacker();
    const token = await latestToken(owner.email, 'cancel-email-change');
    const followed = await cancelLink(token);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.changeCancelled });
    expect((await me(t, attackerCookie)).statusCode).toBe(401);
    expect((await me(t, ownerCookie)).statusCode).toBe(401);
    await expectLinkRefused(attackerLink, owner.email, owner.id);
    const twice = await cancelLink(token);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(ACCOUNT_SETTINGS_MESSAGES.cancelLinkInvalid);
  });

  it('A25 followed by a signed-in owner, the link keeps that session and ends the others', async () => {
    const { owner, ownerCookie, attackerCookie } = await ownerAndAttacker();
    const token = await latestToken(owner.email, 'cancel-email-change');
    expect((await cancelLink(token, ownerCookie)).statusCode).toBe(200);
    expect((await me(t, ownerCookie)).statusCode).toBe(200);
    expect((await me(t, attackerCookie)).statusCode).toBe(401);
  });

  it('A25 after the attacker followed their link, the notice takes the change back', async () => {
    const { owner, attackerCookie, attackerEmail, attackerLink } = await ownerAndAttacker();
    expect((await confirm(attackerLink)).statusCode).toBe(200);
    expect((await me(t, attackerCookie)).json().email).toBe(attackerEmail);
    const followed = await cancelLink(await latestToken(owner.email, 'cancel-email-change'));
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.changeTakenBack });
    expect((await me(t, attackerCookie)).statusCode).toBe(401);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.email).toBe(owner.email);
    expect(row!.emailConfirmedAt).not.toBeNull();
    // The owner's address opens the account again, and a reset reaches the owner alone.
    expect((await login(t, owner.email, owner.password)).statusCode).toBe(200);
    expect((await login(t, attackerEmail, owner.password)).statusCode).toBe(401);
  });

  it('A25 a forged, empty or week-old link is refused with one message', async () => {
    const { owner } = await ownerAndAttacker();
    const token = await latestToken(owner.email, 'cancel-email-change');
    for (const bad of ['x'.repeat(43), '', 'y'.repeat(500)]) {
      const res = await cancelLink(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_SETTINGS_MESSAGES.cancelLinkInvalid);
    }
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    try {
      expect((await cancelLink(token)).statusCode).toBe(400);
    } finally {
      t.clock.reset();
    }
  });
});

describe('A26 a password reset through the mailed link proves the address', () => {
  it('A26 a pre-registered address: the owner’s reset ends the registrant’s sessions, change and second factor', async () => {
    const ownerEmail = uniqueEmail('owner');
    const attackerEmail = uniqueEmail('squatter');
    const registered = await register(t, { email: ownerEmail, password: 'squatters-pass-77' });
    expect(registered.statusCode).toBe(201);
    const squatter = sessionCookie(await login(t, ownerEmail, 'squatters-pass-77'));
    const asked = await changeEmail(squatter, 'squatters-pass-77', attackerEmail);
    expect(asked.statusCode).toBe(200);
    const squatterLink = await latestToken(attackerEmail, 'confirm-email');
    // The squatter also turns two-factor sign-in on, so a reset alone would not let the owner in.
    const setup = await post(
      '/api/account/two-factor/setup',
      { password: 'squatters-pass-77' },
      squatter,
    );
    const code = new TOTP({
      secret: Secret.fromBase32(setup.json<{ secret: string }>().secret),
    }).generate({ timestamp: t.clock.now().getTime() });
    const enabled = await post('/api/account/two-factor/enable', { code }, squatter);
    expect(enabled.statusCode).toBe(200);
    const squatterSession = sessionCookie(enabled);

    // The owner finds the address taken, and recovers it through forgot-password.
    expect((await register(t, { email: ownerEmail, password: 'owners-pass-88' })).statusCode).toBe(
      409,
    );
    await forgotPassword(t, ownerEmail);
    const reset = await resetPassword(t, await latestResetToken(t, ownerEmail), 'owners-pass-88');
    expect(reset.statusCode).toBe(200);

    expect((await me(t, squatterSession)).statusCode).toBe(401);
    expect((await confirm(squatterLink)).statusCode).toBe(400);
    // Resend has nothing to send to the squatter any more.
    const ownerLogin = await login(t, ownerEmail, 'owners-pass-88');
    expect(ownerLogin.statusCode).toBe(200);
    expect(ownerLogin.json()).toMatchObject({
      email: ownerEmail,
      emailConfirmed: true,
      twoFactorEnabled: false,
    });
    const owner = sessionCookie(ownerLogin);
    const mailedBefore = (await outboxRowsFor(t, attackerEmail)).length;
    expect((await post('/api/account/confirm-email/resend', {}, owner)).statusCode).toBe(200);
    expect(await outboxRowsFor(t, attackerEmail)).toHaveLength(mailedBefore);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, ownerEmail));
    const codes = await t.ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, row!.id));
    expect(codes).toEqual([]);
  });

  it('A26 the owner can always ask for their own address: a waiting change ends, an unconfirmed one gets a link', async () => {
    const { owner, ownerCookie, attackerLink } = await ownerAndAttacker();
    const kept = await changeEmail(ownerCookie, owner.password, owner.email.toUpperCase());
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.emailKept });
    await expectLinkRefused(attackerLink, owner.email, owner.id);
    const nothingWaits = await changeEmail(ownerCookie, owner.password, owner.email);
    expect(nothingWaits.statusCode).toBe(400);
    expect(nothingWaits.json().message).toBe(ACCOUNT_SETTINGS_MESSAGES.sameEmail);

    const { user, cookie } = await signedInUser(t.app);
    const unconfirmed = await changeEmail(cookie, user.password, user.email);
    expect(unconfirmed.statusCode).toBe(200);
    expect(unconfirmed.json()).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.ownAddressLinkSent });
    expect((await confirm(await latestToken(user.email, 'confirm-email'))).statusCode).toBe(200);
  });
});
