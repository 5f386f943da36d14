import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { createUser, signedInUser } from '../../../../../test/factories';
import { login, me } from '../../../../../test/helpers/auth';
import { BADGE_MESSAGES } from '../../../../contract/badge-messages';
import esBadges from '../../../../contract/badge-messages.es';
import arBadges from '../../../../contract/badge-messages.ar';
import { LOCALE_COOKIE } from '../../../../contract/i18n/locales';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kindly-language-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  t = await buildTestApp({ clientDir: dir });
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers });
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];
const choose = (locale: string, cookie?: string) =>
  t.inject({
    method: 'PUT',
    url: '/api/language',
    payload: { locale },
    headers: cookie ? { cookie } : {},
  });
const celebrate = (id: string, headers: Record<string, string>) =>
  t.inject({ method: 'POST', url: `/api/badges/${id}/celebrate`, headers });
const localeCookie = (response: Awaited<ReturnType<typeof choose>>) =>
  response.cookies.find((cookie) => cookie.name === LOCALE_COOKIE);

describe('the language of a page (PRODUCT 29)', () => {
  it('follows Accept-Language, with English when nothing offered matches', async () => {
    expect(htmlTag((await page('/', { 'accept-language': 'es-MX,es;q=0.9' })).body)).toBe(
      '<html lang="es" dir="ltr">',
    );
    expect(htmlTag((await page('/login', { 'accept-language': 'ar' })).body)).toBe(
      '<html lang="ar" dir="rtl">',
    );
    expect(htmlTag((await page('/', { 'accept-language': 'ja, zh;q=0.8' })).body)).toBe(
      '<html lang="en" dir="ltr">',
    );
    expect(htmlTag((await page('/', { 'accept-language': 'pt-PT' })).body)).toBe(
      '<html lang="pt-BR" dir="ltr">',
    );
  });

  it('puts the cookie before Accept-Language, and ?lang= before both', async () => {
    const headers = { 'accept-language': 'de', cookie: `${LOCALE_COOKIE}=fr` };
    expect(htmlTag((await page('/', headers)).body)).toBe('<html lang="fr" dir="ltr">');
    expect(htmlTag((await page('/?lang=ar', headers)).body)).toBe('<html lang="ar" dir="rtl">');
    expect(htmlTag((await page('/login?lang=xx', headers)).body)).toBe(
      '<html lang="fr" dir="ltr">',
    );
  });

  it('translates the default head and says the answer varies by language', async () => {
    const res = await page('/', { 'accept-language': 'de' });
    expect(res.body).toContain('jeden Tag ein bisschen Freundlichkeit');
    expect(res.headers.vary).toContain('accept-language');
    expect(res.headers.vary).toContain('cookie');
  });
});

describe('PUT /api/language', () => {
  it("keeps a visitor's choice in a cookie for a year", async () => {
    const res = await choose('ar');
    expect(res.statusCode).toBe(204);
    const cookie = localeCookie(res);
    expect(cookie?.value).toBe('ar');
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(cookie?.path).toBe('/');
  });

  it('refuses a language Kindly does not speak, and the pseudo-locale', async () => {
    for (const locale of ['xx', 'en-XA', '']) {
      const res = await choose(locale);
      expect(res.statusCode).toBe(400);
      expect(localeCookie(res)).toBeUndefined();
    }
  });

  it("saves a member's choice, which follows them to a sign-in on another client", async () => {
    const { user, cookie } = await signedInUser(t.app);
    expect((await me(t, cookie)).json().locale).toBeNull();
    expect((await choose('pt-BR', cookie)).statusCode).toBe(204);
    expect((await me(t, cookie)).json().locale).toBe('pt-BR');

    const elsewhere = await login(t, user.username, user.password, {
      headers: { 'accept-language': 'de' },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(localeCookie(elsewhere)?.value).toBe('pt-BR');
    expect(elsewhere.json().user?.locale ?? elsewhere.json().locale).toBe('pt-BR');
  });

  it('sets no language cookie at sign-in for a member who never chose', async () => {
    const user = await createUser(t.app);
    const res = await login(t, user.username, user.password);
    expect(res.statusCode).toBe(200);
    expect(localeCookie(res)).toBeUndefined();
  });
});

describe("the API's messages in the request's language", () => {
  it('answers a refusal in the language of Accept-Language, the cookie, or the saved choice', async () => {
    const { cookie } = await signedInUser(t.app);
    const english = await celebrate('abc', { cookie });
    expect(english.json().message).toBe(BADGE_MESSAGES.invalidId);

    const spanish = await celebrate('abc', { cookie, 'accept-language': 'es' });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toBe(esBadges.invalidId);

    const arabic = await celebrate('abc', {
      cookie: `${cookie}; ${LOCALE_COOKIE}=ar`,
      'accept-language': 'es',
    });
    expect(arabic.json().message).toBe(arBadges.invalidId);

    await choose('es', cookie);
    const saved = await celebrate('abc', { cookie, 'accept-language': 'ar' });
    expect(saved.json().message).toBe(esBadges.invalidId);
    expect(saved.headers.vary).toContain('accept-language');
  });
});
