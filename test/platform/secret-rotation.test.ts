// Rotating SESSION_SECRET and ENCRYPTION_KEYS while members stay signed in (DECISIONS 67): apps on
// one database, as the instances of a cluster are during the rotation of docs/DEPLOY.md. `before`
// signs with A and seals under k1; `accepting` has taken B and k2 but still signs and seals with A
// and k1; `during` signs with B and seals under k2, A and k1 still listed; `after` has retired A
// and k1.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../src/contract/account-sessions';
import type { PublicPromotion } from '../../src/contract/promotions';
import { TWO_FACTOR_MESSAGES } from '../../src/contract/two-factor-messages';
import { buildApp } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import { recoveryCodes, users } from '../../src/server/db/schema/index';
import { sendDueDigests } from '../../src/server/features/digest/digest.service';
import {
  rekeyReport,
  resealTwoFactorSecrets,
} from '../../src/server/features/identity/two-factor/rekey.service';
import { TestClock, testConfig, type TestApp } from '../build-test-app';
import { createUser, loginCookie, signedInUser, type TestUser } from '../factories';
import { freshIp, login, me, outboxRowsFor } from '../helpers/auth';
import { BROWSER, createLivePromotion, postView, shownTo } from '../helpers/campaigns';
import { addCompliment, thank } from '../helpers/compliments';
import { totpCode } from '../helpers/two-factor';
import { createTestDatabase, type TestDatabase } from '../test-db';

const SECRET_A = 'first-secret-first-secret-first-secret-12';
const SECRET_B = 'second-secret-second-secret-second-secret';
const K1 = { id: 'k1', key: randomBytes(32) };
const K2 = { id: 'k2', key: randomBytes(32) };
const STEP_MS = 30_000;
const VISITOR = '10.67.0.1';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const clock = new TestClock();
let testDb: TestDatabase;
const built: TestApp[] = [];
let before: TestApp, accepting: TestApp, during: TestApp, after: TestApp;

/** An instance on the file's database, with these secrets and keys, on the file's clock. */
async function instance(keys: Partial<Config>): Promise<TestApp> {
  const app = await buildApp(testConfig(keys, clock), {
    testing: {
      database: testDb.database,
      skipMigrations: true,
    },
  });
  await app.ready();
  const t: TestApp = {
    app,
    ctx: app.ctx,
    clock,
    testDb,
    inject: (options) => app.inject(options),
    close: () => app.close(),
  };
  built.push(t);
  return t;
}

/** `name=value` of the cookie an answer sets under that name; undefined for none or a clearing. */
function cookieNamed(res: LightMyRequestResponse, name: string): string | undefined {
  const found = res.cookies.find((cookie) => cookie.name === name && cookie.value !== '');
  return found ? `${found.name}=${found.value}` : undefined;
}

const post = (t: TestApp, url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
  });

/** The password step of a log-in: the challenge cookie it sets. */
async function challenge(t: TestApp, user: TestUser): Promise<string> {
  const res = await login(t, user.email, user.password);
  expect(res.json()).toEqual({ twoFactorRequired: true });
  return cookieNamed(res, 'kindly_2fa')!;
}

const secondStep = (t: TestApp, challengeCookie: string, factor: Record<string, string>) =>
  post(t, '/api/auth/login/two-factor', factor, challengeCookie);

/** A code of the member's app at the next time step, so no code is given twice. */
function nextCode(): string {
  clock.advance(STEP_MS);
  return totpCode(member.secret, clock.now().getTime());
}

const member = {} as {
  user: TestUser;
  secret: string;
  recoveryCodes: string[];
  /** The session cookie as `before` signed it. */
  cookie: string;
  /** A second session's cookie, and its id in the sessions list `before` answered. */
  laptop: string;
  laptopId: string;
  unsubscribeToken: string;
  promotionId: string;
  /** Two view tokens `before` handed the visitor. */
  viewTokens: string[];
  /** A challenge cookie `before` signed. */
  challenge: string;
  /** The session cookie and the challenge cookie as `during` signed them again. */
  resigned: string;
  renewedChallenge: string;
};

/** Signs the member in under A and k1 with two-factor sign-in on, a digest mailed, a promotion shown. */
async function beforeTheRotation(): Promise<void> {
  const user = await createUser(before.app);
  let cookie = await loginCookie(before.app, user);
  const setup = await post(
    before,
    '/api/account/two-factor/setup',
    { password: user.password },
    cookie,
  );
  const { secret } = setup.json<{ secret: string }>();
  Object.assign(member, { user, secret });
  const code = totpCode(secret, clock.now().getTime());
  const enabled = await post(before, '/api/account/two-factor/enable', { code }, cookie);
  expect(enabled.statusCode, enabled.body).toBe(200);
  cookie = cookieNamed(enabled, 'kindly_session') ?? cookie;
  member.recoveryCodes = enabled.json<{ recoveryCodes: string[] }>().recoveryCodes;
  member.cookie = cookie;

  const laptop = await secondStep(before, await challenge(before, user), { code: nextCode() });
  member.laptop = cookieNamed(laptop, 'kindly_session')!;
  const list = await before.inject({
    method: 'GET',
    url: '/api/account/sessions',
    headers: { cookie },
  });
  const sessions = list.json<{ sessions: AccountSession[] }>().sessions;
  member.laptopId = sessions.find((session) => !session.current)!.id;

  await before.inject({
    method: 'PUT',
    url: '/api/digest',
    headers: { cookie },
    payload: { weeklyDigest: true },
  });
  const thanker = await signedInUser(before.app);
  expect(
    (await thank(before, await addCompliment(before, { authorId: user.id }), thanker.cookie))
      .statusCode,
  ).toBe(201);
  await sendDueDigests(before.ctx);
  const [mail] = await outboxRowsFor(before, user.email);
  member.unsubscribeToken = /unsubscribe\?token=([\w.-]+)/.exec(mail!.body)![1]!;

  const admin = await signedInUser(before.app, { isAdmin: true });
  member.promotionId = (await createLivePromotion(before, admin.cookie)).id;
  const url = `/api/promotions/${member.promotionId}`;
  member.viewTokens = [
    (await shownTo<PublicPromotion>(before, url, VISITOR)).viewToken,
    (await shownTo<PublicPromotion>(before, url, VISITOR)).viewToken,
  ];
  member.challenge = await challenge(before, user);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  before = await instance({ sessionSecret: SECRET_A, encryptionKeys: [K1] });
  accepting = await instance({
    sessionSecret: SECRET_A,
    previousSessionSecrets: [SECRET_B],
    encryptionKeys: [K1, K2],
  });
  during = await instance({
    sessionSecret: SECRET_B,
    previousSessionSecrets: [SECRET_A],
    encryptionKeys: [K2, K1],
  });
  after = await instance({ sessionSecret: SECRET_B, encryptionKeys: [K2] });
  await beforeTheRotation();
}, 60_000);

afterAll(async () => {
  for (const t of built) await t.close();
  await testDb?.drop();
});

const view = (t: TestApp, viewToken: string) =>
  postView(t, `/api/promotions/${member.promotionId}/view`, VISITOR, viewToken, BROWSER);

const unsubscribe = (t: TestApp, token: string) =>
  t.inject({
    method: 'POST',
    url: `/api/digest/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

/** The part of a signed cookie before its signature: the session's token. */
const tokenOf = (cookie: string) => cookie.slice(0, cookie.lastIndexOf('.'));

describe('rotating SESSION_SECRET', () => {
  it('A28 with B current and A previous, the cookie signed with A answers /api/auth/me and comes back signed with B, once', async () => {
    expect((await me(before, member.cookie)).statusCode).toBe(200);
    const res = await me(during, member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(member.user.email);
    const resigned = cookieNamed(res, 'kindly_session')!;
    expect(resigned).toBeDefined();
    expect(resigned).not.toBe(member.cookie);
    expect(tokenOf(resigned)).toBe(tokenOf(member.cookie));
    member.resigned = resigned;
    const again = await me(during, resigned);
    expect(again.statusCode).toBe(200);
    expect(cookieNamed(again, 'kindly_session')).toBeUndefined();
  });

  it('A28 an instance that accepts B before signing with it reads the cookie B signed, so a rolling restart signs no one out', async () => {
    const res = await me(accepting, member.resigned);
    expect(res.statusCode).toBe(200);
    // Signed with its own current secret, A, which every instance of the roll accepts.
    expect(tokenOf(cookieNamed(res, 'kindly_session')!)).toBe(tokenOf(member.resigned));
    // An instance that was never told of B refuses it: why DEPLOY.md adds B before signing with it.
    expect((await me(before, member.resigned)).statusCode).toBe(401);
  });

  it('A28 A14 the unsubscribe link mailed under A works, and its other spellings do not', async () => {
    const [id, mac = ''] = member.unsubscribeToken.split('.');
    const last = BASE64URL.indexOf(mac.at(-1)!);
    for (const spare of [0, 1, 2, 3]) {
      const char = BASE64URL[(last & ~3) | spare]!;
      if (char === mac.at(-1)) continue;
      expect((await unsubscribe(during, `${id}.${mac.slice(0, -1)}${char}`)).statusCode).toBe(400);
    }
    expect((await unsubscribe(during, member.unsubscribeToken)).statusCode).toBe(200);
    const [row] = await during.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.weeklyDigest).toBe(false);
  });

  it('A28 the view token handed out under A counts once', async () => {
    expect((await view(during, member.viewTokens[0]!)).json()).toEqual({ counted: true });
    expect((await view(during, member.viewTokens[0]!)).json()).toEqual({ counted: false });
  });

  it('A28 a session-list id listed under A still names its session', async () => {
    const cookie = member.resigned;
    const listed = await during.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: { cookie },
    });
    const ids = listed.json<{ sessions: AccountSession[] }>().sessions.map((session) => session.id);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(member.laptopId);
    const ended = await during.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${member.laptopId}`,
      headers: { cookie },
    });
    expect(ended.statusCode).toBe(200);
    expect((await me(during, member.laptop)).statusCode).toBe(401);
  });

  it('A28 a challenge cookie signed with A comes back signed with B', async () => {
    const refused = await secondStep(during, member.challenge, { code: '000000' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    const renewed = cookieNamed(refused, 'kindly_2fa')!;
    expect(tokenOf(renewed)).toBe(tokenOf(member.challenge));
    expect(renewed).not.toBe(member.challenge);
    member.renewedChallenge = renewed;
  });
});

describe('rotating ENCRYPTION_KEYS', () => {
  it('A29 before the rotation the secret is sealed and the recovery codes hashed under k1', async () => {
    const [row] = await before.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.twoFactorSecret).toMatch(/^v2\.k1\./);
    const codes = await before.ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, member.user.id));
    expect(codes.map((code) => code.keyId)).toEqual(Array(10).fill('k1'));
  });

  it('A29 with k2 current and k1 previous, sign-in works with a code and with a recovery code hashed under k1', async () => {
    const withCode = await secondStep(during, await challenge(during, member.user), {
      code: nextCode(),
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    const withRecovery = await secondStep(during, await challenge(during, member.user), {
      recoveryCode: member.recoveryCodes[0]!,
    });
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
  });

  it('A29 the rekey command re-seals the secret under k2 and counts the recovery codes it cannot re-hash', async () => {
    const result = await resealTwoFactorSecrets(testDb.database.db, during.ctx.config);
    expect(rekeyReport(result)).toBe(
      're-sealed 1 two-factor key under k2; 1 recovery code set remains under older keys ' +
        '(they cannot be re-hashed without the codes; they work while those keys are listed)',
    );
    const [row] = await during.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.twoFactorSecret).toMatch(/^v2\.k2\./);
    const signedIn = await secondStep(accepting, await challenge(accepting, member.user), {
      code: nextCode(),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});

describe('A and k1 retired', () => {
  it('A28 the cookie and the challenge signed again with B work; those only A signed are refused', async () => {
    expect((await me(after, member.cookie)).statusCode).toBe(401);
    expect((await me(after, member.resigned)).statusCode).toBe(200);
    const code = nextCode();
    const refused = await secondStep(after, member.challenge, { code });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    const signedIn = await secondStep(after, member.renewedChallenge, { code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('A28 the second view token and the unsubscribe link made under A are refused', async () => {
    expect((await view(after, member.viewTokens[1]!)).json()).toEqual({ counted: false });
    expect((await unsubscribe(after, member.unsubscribeToken)).statusCode).toBe(400);
  });

  it('A29 the code still opens the account (its secret was re-sealed), and the recovery codes hashed under k1 are refused: the documented cost', async () => {
    const withCode = await secondStep(after, await challenge(after, member.user), {
      code: nextCode(),
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    const withRecovery = await secondStep(after, await challenge(after, member.user), {
      recoveryCode: member.recoveryCodes[1]!,
    });
    expect(withRecovery.statusCode).toBe(401);
    expect(withRecovery.json().message).toBe(TWO_FACTOR_MESSAGES.wrongRecoveryCode);
  });
});
