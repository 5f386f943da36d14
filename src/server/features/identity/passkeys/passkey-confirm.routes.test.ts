// A signed-in member confirms it is them with a passkey of their own account (PRODUCT 11.8): the
// session goes on under a new id carrying the second factor, as the admin screens ask where admins
// need two factors; another member's passkey confirms nobody, and attempts count in the two-factor
// limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { createUser, signedInUser } from '../../../../../test/factories';
import { me } from '../../../../../test/helpers/auth';
import {
  addPasskey,
  carriesSecondFactor,
  confirm,
  cookies,
  newAuthenticator,
  sessionOf,
} from '../../../../../test/helpers/passkeys';
import { PASSKEY_MESSAGES } from '../../../../contract/passkey-messages';
import { LIMITS } from '../../../limiters';
import { createSession } from '../auth/session.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ adminTwoFactor: 'required' });
});
afterAll(() => t.close());

/** A signed-in member with one passkey, added with their password. */
async function memberWithPasskey() {
  const member = await signedInUser(t.app);
  const authenticator = newAuthenticator();
  const added = await addPasskey(t, member.cookie, authenticator, {
    confirmation: { password: member.user.password },
  });
  expect(added.answer.statusCode, added.answer.body).toBe(201);
  return { ...member, authenticator };
}

describe('A31 confirming with a passkey', () => {
  it('A31 gives an admin’s password-only session a new id carrying the second factor, and the admin routes answer', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    // A session opened by the password alone, as before admins needed two factors.
    const { token } = await createSession(t.ctx, admin.id);
    const cookie = `kindly_session=${t.app.signCookie(token)}`;
    const authenticator = newAuthenticator();
    const added = await addPasskey(t, cookie, authenticator, {
      confirmation: { password: admin.password },
    });
    expect(added.answer.statusCode).toBe(201);
    const held = await t.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });
    expect(held.statusCode).toBe(403);
    const { options, answer } = await confirm(t, cookie, authenticator);
    const allowed = options.json<{ allowCredentials: { id: string }[] }>().allowCredentials;
    expect(allowed.map((entry) => entry.id)).toEqual([authenticator.id]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: admin.id });
    const renewed = sessionOf(answer);
    expect(renewed).not.toBe(cookie);
    expect(await carriesSecondFactor(t, renewed)).toBe(true);
    expect((await me(t, cookie)).statusCode).toBe(401);
    const users = await t.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: renewed },
    });
    expect(users.statusCode).toBe(200);
  });

  it('A31 answers 409 to a member with no passkey, and refuses a replayed answer', async () => {
    const { cookie } = await signedInUser(t.app);
    const none = await confirm(t, cookie, newAuthenticator());
    expect(none.options.statusCode).toBe(409);
    expect(none.options.json()).toEqual({ message: PASSKEY_MESSAGES.noneToConfirm });
    const member = await memberWithPasskey();
    const first = await confirm(t, member.cookie, member.authenticator);
    expect(first.answer.statusCode).toBe(200);
    const again = await t.inject({
      method: 'POST',
      url: '/api/account/passkeys/confirm',
      headers: { cookie: cookies(sessionOf(first.answer), first.challenge) },
      payload: first.payload,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: PASSKEY_MESSAGES.challengeExpired });
  });

  it('A31 counts confirmations in the two-factor limits', async () => {
    const member = await memberWithPasskey();
    for (let i = 0; i < LIMITS.twoFactorUser.points; i++) {
      const { answer } = await confirm(t, member.cookie, member.authenticator, { otherKey: true });
      expect(answer.statusCode).toBe(400);
    }
    const right = await confirm(t, member.cookie, member.authenticator);
    expect(right.answer.statusCode).toBe(429);
  });

  it('A32 cannot confirm another member’s session', async () => {
    const owner = await memberWithPasskey();
    const other = await memberWithPasskey();
    const { answer } = await confirm(t, other.cookie, owner.authenticator);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: PASSKEY_MESSAGES.confirmRefused });
    expect(await carriesSecondFactor(t, other.cookie)).toBe(false);
  });
});
