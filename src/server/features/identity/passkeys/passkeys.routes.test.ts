// Passkeys in the account settings (PRODUCT 11.8): adding one (the first asks the password or a
// code again), its name, the list, renaming, removing (which asks again), another member's
// passkeys, limits and cross-site writes. Confirming with one is passkey-confirm.routes.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { signedInUser } from '../../../../../test/factories';
import { me } from '../../../../../test/helpers/auth';
import {
  addPasskey,
  codeNow,
  cookies,
  listPasskeys,
  newAuthenticator,
  signIn,
  turnOnTwoFactor,
} from '../../../../../test/helpers/passkeys';
import { MESSAGES } from '../../../../contract/messages';
import { PASSKEY_MESSAGES } from '../../../../contract/passkey-messages';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/two-factor-messages';
import { LIMITS } from '../../../limiters';
import { CHALLENGE_TTL_MS } from './passkey-challenges.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

const post = (url: string, cookie: string, payload: Record<string, unknown> = {}) =>
  t.inject({ method: 'POST', url, headers: { cookie }, payload });

const remove = (id: number, cookie: string, payload: Record<string, unknown>) =>
  post(`/api/account/passkeys/${id}/remove`, cookie, payload);

const rename = (id: number | string, cookie: string, name: unknown) =>
  t.inject({
    method: 'PATCH',
    url: `/api/account/passkeys/${id}`,
    headers: { cookie },
    payload: { name },
  });

/** A signed-in member with one passkey, added with their password. */
async function memberWithPasskey(options: { synced?: boolean } = {}) {
  const member = await signedInUser(t.app);
  const authenticator = newAuthenticator({ synced: options.synced ?? false });
  const added = await addPasskey(t, member.cookie, authenticator, {
    confirmation: { password: member.user.password },
  });
  expect(added.answer.statusCode, added.answer.body).toBe(201);
  return { ...member, authenticator, passkey: added.answer.json<{ id: number }>() };
}

describe('A30 adding a passkey', () => {
  it('A30 the first passkey asks the password again: none, a wrong one and the right one', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const authenticator = newAuthenticator();
    const none = await addPasskey(t, cookie, authenticator);
    expect(none.options.statusCode).toBe(400);
    expect(none.options.json()).toMatchObject({
      fieldErrors: { password: [MESSAGES.passwordRequired] },
    });
    const wrong = await addPasskey(t, cookie, authenticator, {
      confirmation: { password: 'not-my-password' },
    });
    expect(wrong.options.statusCode).toBe(400);
    expect(wrong.options.json()).toMatchObject({
      message: TWO_FACTOR_MESSAGES.wrongPassword,
      fieldErrors: { password: [TWO_FACTOR_MESSAGES.wrongPassword] },
    });
    expect(wrong.options.cookies.find((entry) => entry.name === 'kindly_passkey')).toBeUndefined();
    const right = await addPasskey(t, cookie, authenticator, {
      confirmation: { password: user.password },
    });
    expect(right.options.statusCode).toBe(200);
    const options = right.options.json<{
      rp: { id: string };
      user: { name: string };
      authenticatorSelection: { residentKey: string; userVerification: string };
      excludeCredentials: unknown[];
    }>();
    expect(options.rp.id).toBe('localhost');
    expect(options.user.name).toBe(user.email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.excludeCredentials).toEqual([]);
    expect(right.answer.statusCode).toBe(201);
    // Named after the browser and system that made it, used never yet.
    expect(right.answer.json()).toMatchObject({
      name: 'Chrome on Linux',
      lastUsedAt: null,
      synced: false,
    });
  });

  it('A30 a later passkey asks the password again too, and the options leave out the ones already added', async () => {
    const { user, cookie, authenticator } = await memberWithPasskey();
    const second = newAuthenticator({ synced: true });
    const unconfirmed = await addPasskey(t, cookie, second);
    expect(unconfirmed.options.statusCode).toBe(400);
    const added = await addPasskey(t, cookie, second, {
      name: '  Work   laptop ',
      confirmation: { password: user.password },
    });
    expect(added.answer.statusCode).toBe(201);
    expect(added.answer.json()).toMatchObject({ name: 'Work laptop', synced: true });
    const excluded = added.options.json<{ excludeCredentials: { id: string }[] }>();
    expect(excluded.excludeCredentials.map((entry) => entry.id)).toEqual([authenticator.id]);
    expect((await listPasskeys(t, cookie)).map((entry) => entry.name)).toEqual([
      'Chrome on Linux',
      'Work laptop',
    ]);
    // Adding one ends nothing: the session that added them still answers.
    expect((await me(t, cookie)).statusCode).toBe(200);
  });

  it('A30 with two-factor sign-in on, a current code confirms instead of the password', async () => {
    const member = await signedInUser(t.app);
    const { secret, cookie } = await turnOnTwoFactor(t, member.cookie, member.user.password);
    const wrong = await addPasskey(t, cookie, newAuthenticator(), {
      confirmation: { code: '000000' },
    });
    expect(wrong.options.statusCode).toBe(400);
    expect(wrong.options.json()).toMatchObject({ fieldErrors: { code: expect.any(Array) } });
    const right = await addPasskey(t, cookie, newAuthenticator(), {
      confirmation: { code: codeNow(t, secret) },
    });
    expect(right.answer.statusCode, right.answer.body).toBe(201);
  });

  it('A30 a code is refused where two-factor sign-in is off', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await addPasskey(t, cookie, newAuthenticator(), {
      confirmation: { code: '123456' },
    });
    expect(res.options.statusCode).toBe(409);
    expect(res.options.json()).toEqual({ message: TWO_FACTOR_MESSAGES.notOn });
  });

  it('A30 refuses an answer for another origin or relying party, without user verification, or sent twice', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const confirmation = { password: user.password };
    for (const bend of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { unverified: true },
    ]) {
      const res = await addPasskey(t, cookie, newAuthenticator(), { confirmation, bend });
      expect(res.answer.statusCode, JSON.stringify(bend)).toBe(400);
      expect(res.answer.json()).toEqual({ message: PASSKEY_MESSAGES.registrationRefused });
    }
    const added = await addPasskey(t, cookie, newAuthenticator(), { confirmation });
    expect(added.answer.statusCode).toBe(201);
    const again = await t.inject({
      method: 'POST',
      url: '/api/account/passkeys/register',
      headers: { cookie: cookies(cookie, added.challenge) },
      payload: added.payload,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: PASSKEY_MESSAGES.challengeExpired });
    expect(await listPasskeys(t, cookie)).toHaveLength(1);
  });

  it('A30 refuses a registration answered after 5 minutes', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const asked = await post('/api/account/passkeys/register/options', cookie, {
      password: user.password,
    });
    const challenge = asked.cookies.find((entry) => entry.name === 'kindly_passkey')!;
    t.clock.advance(CHALLENGE_TTL_MS + 1);
    const late = await post(
      '/api/account/passkeys/register',
      cookies(cookie, `kindly_passkey=${challenge.value}`),
      { response: newAuthenticator().register(asked.json()) },
    );
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: PASSKEY_MESSAGES.challengeExpired });
  });

  it('A32 a passkey already on an account cannot be added to another', async () => {
    const { authenticator } = await memberWithPasskey();
    const other = await signedInUser(t.app);
    const res = await addPasskey(t, other.cookie, authenticator, {
      confirmation: { password: other.user.password },
    });
    expect(res.answer.statusCode).toBe(409);
    expect(res.answer.json()).toEqual({ message: PASSKEY_MESSAGES.alreadyAdded });
  });
});

describe('the list and names', () => {
  it('lists name, dates and whether it is synced, never a key or a credential id', async () => {
    const { cookie, authenticator } = await memberWithPasskey({ synced: true });
    const before = await t.inject({
      method: 'GET',
      url: '/api/account/passkeys',
      headers: { cookie },
    });
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain(authenticator.id);
    const [listed] = before.json<{ passkeys: Record<string, unknown>[] }>().passkeys;
    expect(Object.keys(listed!).sort()).toEqual([
      'createdAt',
      'id',
      'lastUsedAt',
      'name',
      'synced',
    ]);
    expect(listed).toMatchObject({ synced: true, lastUsedAt: null });
    await signIn(t, authenticator);
    const [used] = await listPasskeys(t, cookie);
    expect((used as unknown as { lastUsedAt: string | null }).lastUsedAt).not.toBeNull();
  });

  it('renames a passkey, with the name rules', async () => {
    const { cookie, passkey } = await memberWithPasskey();
    const renamed = await rename(passkey.id, cookie, ' Phone ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: passkey.id, name: 'Phone' });
    for (const [name, message] of [
      ['   ', PASSKEY_MESSAGES.nameRequired],
      ['x'.repeat(65), PASSKEY_MESSAGES.nameTooLong],
    ] as const) {
      const res = await rename(passkey.id, cookie, name);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fieldErrors: { name: [message] } });
    }
    expect((await listPasskeys(t, cookie)).map((entry) => entry.name)).toEqual(['Phone']);
  });

  it('answers 401 to a guest', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/account/passkeys' });
    expect(res.statusCode).toBe(401);
  });
});

describe('A30 removing a passkey', () => {
  it('A30 asks the password again, and the member stays signed in', async () => {
    const { user, cookie, passkey, authenticator } = await memberWithPasskey();
    const none = await remove(passkey.id, cookie, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      fieldErrors: { password: [PASSKEY_MESSAGES.passwordOrCode] },
    });
    const wrong = await remove(passkey.id, cookie, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.wrongPassword });
    expect(await listPasskeys(t, cookie)).toHaveLength(1);
    const removed = await remove(passkey.id, cookie, { password: user.password });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: PASSKEY_MESSAGES.removed });
    expect(await listPasskeys(t, cookie)).toEqual([]);
    expect((await me(t, cookie)).statusCode).toBe(200);
    // It no longer signs in.
    const after = (await signIn(t, authenticator)).answer;
    expect(after.statusCode).toBe(401);
    const again = await remove(passkey.id, cookie, { password: user.password });
    expect(again.statusCode).toBe(404);
  });

  it('A30 takes a current code instead when two-factor sign-in is on', async () => {
    const member = await memberWithPasskey();
    const { secret, cookie } = await turnOnTwoFactor(t, member.cookie, member.user.password);
    const res = await remove(member.passkey.id, cookie, { code: codeNow(t, secret) });
    expect(res.statusCode).toBe(200);
  });

  it('A30 counts the passwords it is given: past the two-factor limit even the right one gets 429', async () => {
    const { user, cookie, passkey } = await memberWithPasskey();
    for (let i = 0; i < LIMITS.twoFactorUser.points; i++) {
      expect((await remove(passkey.id, cookie, { password: 'not-my-password' })).statusCode).toBe(
        400,
      );
    }
    const right = await remove(passkey.id, cookie, { password: user.password });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await listPasskeys(t, cookie)).toHaveLength(1);
  });
});

describe('A32 another member’s passkeys', () => {
  it('A32 cannot be listed, renamed or removed: 404, and nothing changes', async () => {
    const owner = await memberWithPasskey();
    const other = await signedInUser(t.app);
    expect(await listPasskeys(t, other.cookie)).toEqual([]);
    const renamed = await rename(owner.passkey.id, other.cookie, 'Mine now');
    expect(renamed.statusCode).toBe(404);
    expect(renamed.json()).toEqual({ message: PASSKEY_MESSAGES.notFound });
    const removed = await remove(owner.passkey.id, other.cookie, { password: other.user.password });
    expect(removed.statusCode).toBe(404);
    for (const id of ['0', 'abc', '99999999999']) {
      expect((await rename(id, other.cookie, 'x')).statusCode).toBe(404);
    }
    expect((await listPasskeys(t, owner.cookie)).map((entry) => entry.name)).toEqual([
      'Chrome on Linux',
    ]);
  });
});

describe('A30 cross-site writes', () => {
  it('A30 every passkey write refuses a cross-site request and changes nothing', async () => {
    const { user, cookie, passkey } = await memberWithPasskey();
    const evil = { cookie, origin: 'https://evil.example' };
    const writes = [
      {
        method: 'POST',
        url: '/api/account/passkeys/register/options',
        payload: { password: user.password },
      },
      { method: 'POST', url: '/api/account/passkeys/register', payload: {} },
      { method: 'PATCH', url: `/api/account/passkeys/${passkey.id}`, payload: { name: 'Evil' } },
      {
        method: 'POST',
        url: `/api/account/passkeys/${passkey.id}/remove`,
        payload: { password: user.password },
      },
      { method: 'POST', url: '/api/account/passkeys/confirm/options', payload: {} },
      { method: 'POST', url: '/api/account/passkeys/confirm', payload: {} },
      { method: 'POST', url: '/api/auth/login/passkey/options', payload: {} },
      { method: 'POST', url: '/api/auth/login/passkey', payload: {} },
    ] as const;
    for (const write of writes) {
      const res = await t.inject({ ...write, headers: evil });
      expect(res.statusCode, write.url).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.crossSiteRefused });
      expect(res.cookies.find((entry) => entry.name === 'kindly_passkey')).toBeUndefined();
    }
    expect((await listPasskeys(t, cookie)).map((entry) => entry.name)).toEqual(['Chrome on Linux']);
  });
});
