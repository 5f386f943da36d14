// A member's passkeys as their data (PRODUCT 11.5, 11.6, 11.8): "Download my data" lists them by
// name and date, never a key; deleting or anonymising the account removes them and the challenges
// it asked for, and a passkey of a deleted account signs nobody in.
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { createUser, signedInUser } from '../../../../../test/factories';
import {
  addPasskey,
  newAuthenticator,
  signIn,
  type Ceremony,
} from '../../../../../test/helpers/passkeys';
import { PASSKEY_MESSAGES } from '../../../../contract/passkey-messages';
import { passkeyChallenges, passkeys } from '../../../db/schema/index';
import { createSession } from '../auth/session.service';
import { CHALLENGE_TTL_MS, sweepChallenges } from './passkey-challenges.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

async function memberWithPasskey() {
  const member = await signedInUser(t.app);
  const authenticator = newAuthenticator({ synced: true });
  const added: Ceremony = await addPasskey(t, member.cookie, authenticator, {
    confirmation: { password: member.user.password },
    name: 'Kitchen tablet',
  });
  expect(added.answer.statusCode).toBe(201);
  return { ...member, authenticator };
}

/** What the database still holds for the account: its passkeys and its challenges. */
async function storedFor(userId: number) {
  const keys = await t.ctx.db.select().from(passkeys).where(eq(passkeys.userId, userId));
  const challenges = await t.ctx.db
    .select()
    .from(passkeyChallenges)
    .where(eq(passkeyChallenges.userId, userId));
  return { passkeys: keys.length, challenges: challenges.length };
}

/** Asks for a registration, leaving its challenge waiting. */
/** Asks for a new passkey's options, confirmed with the password: a challenge is stored. */
const askRegistration = (cookie: string, password: string) =>
  t.inject({
    method: 'POST',
    url: '/api/account/passkeys/register/options',
    headers: { cookie },
    payload: { password },
  });

describe('A32 the member’s passkeys as their data', () => {
  it('A32 Download my data lists each passkey by name and dates, never its key or credential id', async () => {
    const { cookie, authenticator } = await memberWithPasskey();
    await signIn(t, authenticator);
    const res = await t.inject({ method: 'POST', url: '/api/account/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const listed = JSON.parse(strFromU8(files['passkeys.json']!)) as Record<string, unknown>[];
    expect(listed).toEqual([
      {
        name: 'Kitchen tablet',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        synced: true,
        transports: ['internal', 'hybrid'],
      },
    ]);
    const [stored] = await t.ctx.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.credentialId, authenticator.id));
    const archive = Object.values(files)
      .map((data) => strFromU8(data))
      .join('\n');
    expect(archive).not.toContain(authenticator.id);
    expect(archive).not.toContain(stored!.publicKey);
    expect(strFromU8(files['README.txt']!)).toContain('passkeys.json');
  });

  it('A32 deleting the account removes its passkeys and challenges; the passkey signs nobody in', async () => {
    const { user, cookie, authenticator } = await memberWithPasskey();
    expect((await askRegistration(cookie, user.password)).statusCode).toBe(200);
    expect(await storedFor(user.id)).toEqual({ passkeys: 1, challenges: 1 });
    const deleted = await t.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie },
      payload: { password: user.password, compliments: 'keep' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedFor(user.id)).toEqual({ passkeys: 0, challenges: 0 });
    const after = (await signIn(t, authenticator)).answer;
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: PASSKEY_MESSAGES.signInRefused });
  });

  it('A32 an admin’s Anonymise removes them too', async () => {
    const { user, cookie, authenticator } = await memberWithPasskey();
    expect((await askRegistration(cookie, user.password)).statusCode).toBe(200);
    const admin = await createUser(t.app, { isAdmin: true });
    const { token } = await createSession(t.ctx, admin.id, t.ctx.db, undefined, true);
    const anonymised = await t.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/anonymise`,
      headers: { cookie: `kindly_session=${t.app.signCookie(token)}` },
    });
    expect(anonymised.statusCode).toBe(200);
    expect(await storedFor(user.id)).toEqual({ passkeys: 0, challenges: 0 });
    expect((await signIn(t, authenticator)).answer.statusCode).toBe(401);
  });
});

describe('A30 challenges that ran out', () => {
  it('A30 are swept, and only those', async () => {
    const { user, cookie } = await memberWithPasskey();
    expect((await askRegistration(cookie, user.password)).statusCode).toBe(200);
    t.clock.advance(CHALLENGE_TTL_MS + 1);
    expect((await askRegistration(cookie, user.password)).statusCode).toBe(200);
    expect(await storedFor(user.id)).toEqual({ passkeys: 1, challenges: 2 });
    expect(await sweepChallenges(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await storedFor(user.id)).toEqual({ passkeys: 1, challenges: 1 });
  });
});
