// Signing in with a passkey and no password (PRODUCT 11.8), with real WebAuthn answers from a
// software authenticator: the session it opens and its second factor, admins where two factors are
// required, every answer that must be refused, and the limits.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { createUser, signedInUser, type TestUser } from '../../../../../test/factories';
import { freshIp, login, me } from '../../../../../test/helpers/auth';
import {
  addPasskey,
  carriesSecondFactor,
  newAuthenticator,
  sessionOf,
  signIn,
  turnOnTwoFactor,
} from '../../../../../test/helpers/passkeys';
import type { SoftwareAuthenticator } from '../../../../../test/helpers/passkey-authenticator';
import { PASSKEY_MESSAGES } from '../../../../contract/passkey-messages';
import { MESSAGES } from '../../../../contract/messages';
import { createSession } from '../auth/session.service';
import { suspendMember } from '../../moderation/suspensions.service';
import { CHALLENGE_TTL_MS } from './passkey-challenges.service';
import { LIMITS } from '../../../limiters';

let t: TestApp;
beforeAll(async () => {
  // Admins need two factors here, as in production; members are the same either way.
  t = await buildTestApp({ adminTwoFactor: 'required' });
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

/** A session made straight through the services: an admin's opened by a password alone. */
async function passwordOnlySession(user: TestUser): Promise<string> {
  const { token } = await createSession(t.ctx, user.id);
  return `kindly_session=${t.app.signCookie(token)}`;
}

/** A member (or admin) with one passkey on a software authenticator. */
async function withPasskey(
  options: { isAdmin?: boolean; counting?: boolean } = {},
): Promise<{ user: TestUser; authenticator: SoftwareAuthenticator; cookie: string }> {
  const user = await createUser(t.app, { isAdmin: options.isAdmin ?? false });
  const cookie = await passwordOnlySession(user);
  const authenticator = newAuthenticator({ counting: options.counting ?? true });
  const added = await addPasskey(t, cookie, authenticator, {
    confirmation: { password: user.password },
  });
  expect(added.answer.statusCode, added.answer.body).toBe(201);
  return { user, authenticator, cookie };
}

const refused = { message: PASSKEY_MESSAGES.signInRefused };

describe('A31 signing in with a passkey', () => {
  it('A31 opens a new session with no password, carrying the second factor, and /me answers', async () => {
    const { user, authenticator } = await withPasskey();
    const { options, answer } = await signIn(t, authenticator);
    expect(options.statusCode).toBe(200);
    const asked = options.json<{ allowCredentials: unknown[]; userVerification: string }>();
    // Discoverable credentials: the options name no account and no passkey.
    expect(asked.allowCredentials).toEqual([]);
    expect(asked.userVerification).toBe('required');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: user.id, email: user.email });
    const cookie = sessionOf(answer);
    const current = await me(t, cookie);
    expect(current.statusCode).toBe(200);
    expect(current.json<{ lastLogin: string | null }>().lastLogin).not.toBeNull();
    expect(await carriesSecondFactor(t, cookie)).toBe(true);
    // The challenge cookie goes with the answer.
    const cleared = answer.cookies.find((entry) => entry.name === 'kindly_passkey');
    expect(cleared?.value).toBe('');
  });

  it('A31 asks no code of a member with two-factor sign-in on', async () => {
    const { user, authenticator, cookie } = await withPasskey();
    await turnOnTwoFactor(t, cookie, user.password);
    // The password alone now leads to a code; the passkey does not.
    const password = await login(t, user.email, user.password);
    expect(password.json()).toEqual({ twoFactorRequired: true });
    const { answer } = await signIn(t, authenticator);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await carriesSecondFactor(t, sessionOf(answer))).toBe(true);
  });

  it('A31 lets an admin in where admins need two factors, with no code, and the admin routes answer', async () => {
    const { user, authenticator } = await withPasskey({ isAdmin: true });
    // The password alone opens no session for this admin.
    const password = await login(t, user.email, user.password);
    expect(password.json()).toEqual({ twoFactorSetupRequired: true });
    const { answer } = await signIn(t, authenticator);
    expect(answer.statusCode, answer.body).toBe(200);
    const cookie = sessionOf(answer);
    expect(await carriesSecondFactor(t, cookie)).toBe(true);
    const users = await t.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });
    expect(users.statusCode).toBe(200);
    // A session of the same admin opened by the password alone is held at the door.
    const held = await t.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: await passwordOnlySession(user) },
    });
    expect(held.statusCode).toBe(403);
  });

  it('A31 ends the session the browser held before, as a log-in does', async () => {
    const { authenticator } = await withPasskey();
    const other = await signedInUser(t.app);
    const asked = await t.inject({ method: 'POST', url: '/api/auth/login/passkey/options' });
    const challenge = asked.cookies.find((entry) => entry.name === 'kindly_passkey')!;
    const answer = await t.inject({
      method: 'POST',
      url: '/api/auth/login/passkey',
      headers: { cookie: `${other.cookie}; kindly_passkey=${challenge.value}` },
      payload: { response: authenticator.authenticate(asked.json()) },
    });
    expect(answer.statusCode).toBe(200);
    expect((await me(t, other.cookie)).statusCode).toBe(401);
  });

  it('A31 treats a suspended member as the password log-in does: signed in, still unable to submit', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    const { user, authenticator } = await withPasskey();
    await suspendMember(t.ctx, t.app.randomPicker, admin.id, user.id, '1d', 'Unkind words');
    const password = await login(t, user.email, user.password);
    const { answer } = await signIn(t, authenticator);
    expect([password.statusCode, answer.statusCode]).toEqual([200, 200]);
    const submit = await t.inject({
      method: 'POST',
      url: '/api/compliments',
      headers: { cookie: sessionOf(answer) },
      payload: { text: 'You make every room feel brighter.' },
    });
    expect(submit.statusCode).toBe(403);
  });
});

describe('A30 A31 refused answers', () => {
  it('A30 a challenge answers once: the same answer sent again is refused', async () => {
    const { authenticator } = await withPasskey();
    const first = await signIn(t, authenticator);
    expect(first.answer.statusCode).toBe(200);
    const again = await t.inject({
      method: 'POST',
      url: '/api/auth/login/passkey',
      headers: { cookie: first.challenge },
      payload: first.payload,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: PASSKEY_MESSAGES.challengeExpired });
    expect(again.cookies.find((entry) => entry.name === 'kindly_session')).toBeUndefined();
  });

  it('A30 a challenge lasts 5 minutes', async () => {
    const { authenticator } = await withPasskey();
    const asked = await t.inject({ method: 'POST', url: '/api/auth/login/passkey/options' });
    const challenge = asked.cookies.find((entry) => entry.name === 'kindly_passkey')!;
    expect(challenge.maxAge).toBe(CHALLENGE_TTL_MS / 1000);
    expect(challenge).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    t.clock.advance(CHALLENGE_TTL_MS + 1);
    const late = await t.inject({
      method: 'POST',
      url: '/api/auth/login/passkey',
      headers: { cookie: `kindly_passkey=${challenge.value}` },
      payload: { response: authenticator.authenticate(asked.json()) },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: PASSKEY_MESSAGES.challengeExpired });
  });

  it('A30 refuses a forged challenge cookie and an answer without one', async () => {
    const { authenticator } = await withPasskey();
    const asked = await t.inject({ method: 'POST', url: '/api/auth/login/passkey/options' });
    const payload = { response: authenticator.authenticate(asked.json()) };
    for (const headers of [{}, { cookie: 'kindly_passkey=made-up.signature' }]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/login/passkey',
        headers,
        payload,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: PASSKEY_MESSAGES.challengeExpired });
    }
  });

  it('A30 refuses another origin, another relying party and an answer without user verification', async () => {
    const { authenticator } = await withPasskey();
    for (const bend of [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3001' },
      { rpId: 'evil.example' },
      { unverified: true },
    ]) {
      const { answer } = await signIn(t, authenticator, bend);
      expect(answer.statusCode, JSON.stringify(bend)).toBe(401);
      expect(answer.json()).toEqual(refused);
    }
    // The passkey still works afterwards.
    expect((await signIn(t, authenticator)).answer.statusCode).toBe(200);
  });

  it('A31 refuses an unknown passkey, a signature by another key and another account’s user handle alike', async () => {
    const { authenticator } = await withPasskey();
    const stranger = newAuthenticator();
    const answers = [
      (await signIn(t, stranger)).answer,
      (await signIn(t, authenticator, { otherKey: true })).answer,
      (await signIn(t, authenticator, { userHandle: Buffer.from('999999').toString('base64url') }))
        .answer,
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(refused);
      expect(answer.cookies.find((entry) => entry.name === 'kindly_session')).toBeUndefined();
    }
  });

  it('A31 refuses a counter that went backwards, and one that did not move', async () => {
    const { authenticator } = await withPasskey();
    expect((await signIn(t, authenticator, { counter: 7 })).answer.statusCode).toBe(200);
    for (const counter of [3, 7]) {
      const { answer } = await signIn(t, authenticator, { counter });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(refused);
    }
    expect((await signIn(t, authenticator, { counter: 8 })).answer.statusCode).toBe(200);
  });

  it('A31 accepts an authenticator that keeps no counter (always 0)', async () => {
    const { authenticator } = await withPasskey({ counting: false });
    expect((await signIn(t, authenticator)).answer.statusCode).toBe(200);
    expect((await signIn(t, authenticator)).answer.statusCode).toBe(200);
  });

  it('A31 refuses a deleted account’s passkey like an unknown one', async () => {
    const { user, authenticator } = await withPasskey();
    const { answer } = await signIn(t, authenticator);
    const deleted = await t.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: sessionOf(answer) },
      payload: { password: user.password, compliments: 'keep' },
    });
    expect(deleted.statusCode).toBe(200);
    const after = (await signIn(t, authenticator)).answer;
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(refused);
  });
});

describe('A31 limits', () => {
  it('A31 counts failed passkey sign-ins per address: past the limit, 429 with Retry-After', async () => {
    const ip = freshIp();
    const stranger = newAuthenticator();
    const limit = LIMITS.passkeySignInIp.points;
    for (let i = 0; i < limit; i++) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/login/passkey',
        payload: { response: stranger.authenticate({ challenge: 'AAAA' }) },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(401);
    }
    const { authenticator } = await withPasskey();
    const over = await signIn(t, authenticator, {}, ip);
    expect(over.answer.statusCode).toBe(429);
    expect(over.answer.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(Number(over.answer.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await signIn(t, authenticator)).answer.statusCode).toBe(200);
  });

  it('A31 counts failures per account once the passkey names it: then even the right signature gets 429', async () => {
    const { authenticator } = await withPasskey();
    for (let i = 0; i < LIMITS.passkeySignInUser.points; i++) {
      const { answer } = await signIn(t, authenticator, { otherKey: true });
      expect(answer.statusCode).toBe(401);
    }
    const right = await signIn(t, authenticator);
    expect(right.answer.statusCode).toBe(429);
    expect(Number(right.answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('A31 caps the sign-in challenges one address may make: past the limit, 429 and no new row', async () => {
    const ip = freshIp();
    const ask = () =>
      t.inject({ method: 'POST', url: '/api/auth/login/passkey/options', remoteAddress: ip });
    const rows = async () =>
      Number(
        (
          await t.ctx.database.rows<{ n: number }>(
            sql`select count(*)::int as n from passkey_challenges`,
          )
        )[0]?.n,
      );
    for (let i = 0; i < LIMITS.passkeyOptionsIp.points; i++) {
      expect((await ask()).statusCode).toBe(200);
    }
    const before = await rows();
    const over = await ask();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows()).toBe(before);
    // Another address still gets its challenge.
    const other = await t.inject({
      method: 'POST',
      url: '/api/auth/login/passkey/options',
      remoteAddress: freshIp(),
    });
    expect(other.statusCode).toBe(200);
  });

  it('A31 a success gives the address its attempt back', async () => {
    const ip = freshIp();
    const { authenticator } = await withPasskey({ counting: false });
    for (let i = 0; i < LIMITS.passkeySignInIp.points + 5; i++) {
      expect((await signIn(t, authenticator, {}, ip)).answer.statusCode).toBe(200);
    }
  });
});
