// A suspended member's 403 in their language (PRODUCT 21, 27): its date is filled into the
// language's own sentence and written as that language writes dates; English stays word for word.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app';
import { signedInUser } from '../../../../../test/factories';
import { rows, uniqueText } from '../../../../../test/helpers/compliments';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member suspended for a day (or until lifted), with their session cookie. */
async function suspendedMember(until: 'day' | 'lifted', locale: string | null = null) {
  const member = await signedInUser(t.app);
  const end = until === 'day' ? new Date(t.clock.now().getTime() + DAY_MS) : null;
  await rows(
    t,
    sql`update users set suspended_at = ${t.clock.now().toISOString()}::timestamptz,
          suspended_until = ${end?.toISOString() ?? null}::timestamptz,
          suspension_reason = 'Spam', locale = ${locale}
        where id = ${member.user.id}::int`,
  );
  return { cookie: member.cookie, until: end };
}

const submitIn = (cookie: string, language?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/compliments',
    headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
    payload: { text: uniqueText() },
  });

const utc = (locale: string, at: Date) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);

describe('the suspension 403', () => {
  it('comes in Spanish with Accept-Language: es, its date written the Spanish way', async () => {
    const { cookie, until } = await suspendedMember('day');
    const spanish = await submitIn(cookie, 'es');
    expect(spanish.statusCode).toBe(403);
    expect(spanish.json()).toEqual({
      message: `Tu cuenta está suspendida hasta el ${utc('es', until!)} UTC`,
    });

    const english = await submitIn(cookie);
    const date = `${until!.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    expect(english.json()).toEqual({ message: `Your account is suspended until ${date}` });
  });

  it("follows the member's saved language over the browser's", async () => {
    const { cookie, until } = await suspendedMember('day', 'fr');
    const answer = await submitIn(cookie, 'es');
    expect(answer.json().message).toBe(
      `Votre compte est suspendu jusqu’au ${utc('fr', until!)} UTC`,
    );
  });

  it('says "until further notice" in Spanish through the contract catalog', async () => {
    const { cookie } = await suspendedMember('lifted');
    expect((await submitIn(cookie, 'es')).json()).toEqual({
      message: 'Tu cuenta está suspendida hasta nuevo aviso',
    });
    expect((await submitIn(cookie)).json()).toEqual({
      message: 'Your account is suspended until further notice',
    });
  });
});
