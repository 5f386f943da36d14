// Shared steps of the passkey API tests (PRODUCT 11.8): each ceremony as a browser runs it, the
// options call and then the answer, carrying the challenge cookie between them.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { sessions } from '../../src/server/db/schema/index';
import type { TestApp } from '../build-test-app';
import { freshIp, sha256Hex, tokenOfCookie } from './auth';
import { SoftwareAuthenticator, type Bend } from './passkey-authenticator';

/** PUBLIC_URL of the test apps: its origin and host are the relying party. */
const RELYING_PARTY = { origin: 'http://localhost:3000', rpId: 'localhost' };

export const newAuthenticator = (options?: { counting?: boolean; synced?: boolean }) =>
  new SoftwareAuthenticator(RELYING_PARTY, options);

/** A desktop browser's User-Agent, which names a new passkey until the member renames it. */
const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** The challenge cookie an options answer set, as `name=value`. */
function challengeCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((entry) => entry.name === 'kindly_passkey');
  if (!cookie) throw new Error(`no challenge cookie in ${res.statusCode} answer: ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** The session cookie an answer set, as `name=value` (the challenge cookie is cleared beside it). */
export function sessionOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((entry) => entry.name === 'kindly_session' && entry.value);
  if (!cookie) throw new Error(`no session cookie in ${res.statusCode} answer: ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Joins cookie headers, leaving out the missing ones. */
export const cookies = (...values: (string | undefined)[]) =>
  values.filter((value) => value).join('; ');

export interface Ceremony {
  options: LightMyRequestResponse;
  answer: LightMyRequestResponse;
  /** What the answer sent, to send again. */
  payload: Record<string, unknown>;
  challenge: string;
}

/** Adds a passkey: register/options (with `confirmation`), then the authenticator's answer. */
export async function addPasskey(
  t: TestApp,
  cookie: string,
  authenticator: SoftwareAuthenticator,
  options: { confirmation?: Record<string, string>; bend?: Bend; name?: string } = {},
): Promise<Ceremony> {
  const asked = await t.inject({
    method: 'POST',
    url: '/api/account/passkeys/register/options',
    headers: { cookie, 'user-agent': CHROME_ON_LINUX },
    payload: options.confirmation ?? {},
  });
  if (asked.statusCode !== 200)
    return { options: asked, answer: asked, payload: {}, challenge: '' };
  const challenge = challengeCookie(asked);
  const payload = {
    response: authenticator.register(asked.json(), options.bend),
    ...(options.name === undefined ? {} : { name: options.name }),
  };
  const answer = await t.inject({
    method: 'POST',
    url: '/api/account/passkeys/register',
    headers: { cookie: cookies(cookie, challenge), 'user-agent': CHROME_ON_LINUX },
    payload,
  });
  return { options: asked, answer, payload, challenge };
}

/** Signs in with a passkey from one address: options, then the signed answer. */
export async function signIn(
  t: TestApp,
  authenticator: SoftwareAuthenticator,
  bend: Bend = {},
  ip = freshIp(),
): Promise<Ceremony> {
  const asked = await t.inject({
    method: 'POST',
    url: '/api/auth/login/passkey/options',
    remoteAddress: ip,
  });
  const challenge = challengeCookie(asked);
  const payload = { response: authenticator.authenticate(asked.json(), bend) };
  const answer = await t.inject({
    method: 'POST',
    url: '/api/auth/login/passkey',
    headers: { cookie: challenge },
    payload,
    remoteAddress: ip,
  });
  return { options: asked, answer, payload, challenge };
}

/** A signed-in member confirms a passkey of theirs: confirm/options, then the signed answer. */
export async function confirm(
  t: TestApp,
  cookie: string,
  authenticator: SoftwareAuthenticator,
  bend: Bend = {},
): Promise<Ceremony> {
  const asked = await t.inject({
    method: 'POST',
    url: '/api/account/passkeys/confirm/options',
    headers: { cookie },
  });
  if (asked.statusCode !== 200)
    return { options: asked, answer: asked, payload: {}, challenge: '' };
  const challenge = challengeCookie(asked);
  const payload = { response: authenticator.authenticate(asked.json(), bend) };
  const answer = await t.inject({
    method: 'POST',
    url: '/api/account/passkeys/confirm',
    headers: { cookie: cookies(cookie, challenge) },
    payload,
  });
  return { options: asked, answer, payload, challenge };
}

/** The member's passkeys as the settings list them. */
export async function listPasskeys(t: TestApp, cookie: string) {
  const res = await t.inject({ method: 'GET', url: '/api/account/passkeys', headers: { cookie } });
  return res.json<{ passkeys: { id: number; name: string; synced: boolean }[] }>().passkeys;
}

/** Whether the session a cookie names carries a second factor, as its row says. */
export async function carriesSecondFactor(t: TestApp, cookie: string): Promise<boolean> {
  const [row] = await t.ctx.db
    .select({ secondFactor: sessions.secondFactor })
    .from(sessions)
    .where(eq(sessions.id, sha256Hex(tokenOfCookie(cookie))));
  if (!row) throw new Error('no such session');
  return row.secondFactor;
}

/** The current code of a two-factor key, on the app's clock. */
export const codeNow = (t: TestApp, secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t.clock.now().getTime() });

/**
 * Turns two-factor sign-in on from the settings, as the member would; answers the key and the
 * session cookie to go on with (turning it on may give the session a new id). The clock moves on a
 * step, so the next code the test computes is a new one.
 */
export async function turnOnTwoFactor(
  t: TestApp,
  cookie: string,
  password: string,
): Promise<{ secret: string; cookie: string }> {
  const setup = await t.inject({
    method: 'POST',
    url: '/api/account/two-factor/setup',
    headers: { cookie },
    payload: { password },
  });
  if (setup.statusCode !== 200) throw new Error(`two-factor set-up: ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await t.inject({
    method: 'POST',
    url: '/api/account/two-factor/enable',
    headers: { cookie },
    payload: { code: codeNow(t, secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable: ${enable.body}`);
  t.clock.advance(30_000);
  const renewed = enable.cookies.find((entry) => entry.name === 'kindly_session' && entry.value);
  return { secret, cookie: renewed ? `${renewed.name}=${renewed.value}` : cookie };
}
