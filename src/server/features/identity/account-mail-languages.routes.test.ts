// The account's mails in the member's language (PRODUCT 29): registration keeps the page's
// language as the account's, and the confirmation and reset mails speak it; a reset asked for an
// account with no saved language follows the asking page; English stays word for word.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { uniqueEmail } from '../../../../test/factories';
import { forgotPassword, freshIp, outboxRowsFor } from '../../../../test/helpers/auth';
import { users } from '../../db/schema/index';

const PASSWORD = 'quiet-harbour-51';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ emailConfirmation: 'required' });
}, 60_000);
afterAll(() => t.close());

/** Registers from a page in `language` (its Accept-Language), or with no language named. */
async function registerIn(language: string | null, email = uniqueEmail()) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: email, email, password: PASSWORD },
    headers: language ? { 'accept-language': language } : {},
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(201);
  return { id: (res.json() as { id: number }).id, email };
}

async function savedLocale(id: number) {
  const [row] = await t.ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, id));
  return row?.locale;
}

describe('registration keeps the page language', () => {
  it('saves a Spanish page as the account language and mails the confirmation in Spanish', async () => {
    const member = await registerIn('es-ES,es;q=0.9,en;q=0.5');
    expect(await savedLocale(member.id)).toBe('es');
    const [mail] = await outboxRowsFor(t, member.email);
    expect(mail!.subject).toBe('Confirma tu dirección de correo para Kindly');
    expect(mail!.body).toMatch(
      /^Hola:\n\nConfirma que esta dirección pertenece a tu cuenta de Kindly\./,
    );
    expect(mail!.body).toMatch(/http:\/\/localhost:3000\/confirm-email\?token=\S+/);
  });

  it('keeps no language for an English page or the pseudo-locale, and mails in English', async () => {
    const plain = await registerIn(null);
    expect(await savedLocale(plain.id)).toBeNull();
    const [mail] = await outboxRowsFor(t, plain.email);
    expect(mail!.subject).toBe('Confirm your email address for Kindly');
    expect(mail!.body).toContain(
      'Please confirm that this address belongs to your Kindly account.',
    );

    const email = uniqueEmail();
    const pseudo = await t.inject({
      method: 'POST',
      url: '/api/auth/register?lang=en-XA',
      payload: { username: email, email, password: PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(pseudo.statusCode).toBe(201);
    expect(await savedLocale((pseudo.json() as { id: number }).id)).toBeNull();
    const [pseudoMail] = await outboxRowsFor(t, email);
    expect(pseudoMail!.subject).toBe('Confirm your email address for Kindly');
  });
});

describe('the reset mail', () => {
  it('is in the account language, whatever the asking page speaks', async () => {
    const member = await registerIn('es');
    expect(
      (await forgotPassword(t, member.email, { headers: { 'accept-language': 'de' } })).statusCode,
    ).toBe(200);
    const [mail] = await outboxRowsFor(t, member.email);
    expect(mail!.subject).toBe('Restablece tu contraseña de Kindly');
    expect(mail!.body).toContain('Alguien pidió restablecer la contraseña de tu cuenta de Kindly.');
    expect(mail!.body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=\S+/);
  });

  it('follows the asking page when the account has no language, and stays English by default', async () => {
    const member = await registerIn(null);
    await forgotPassword(t, member.email, { headers: { 'accept-language': 'fr-CA' } });
    const [french] = await outboxRowsFor(t, member.email);
    expect(french!.subject).toBe('Réinitialisez votre mot de passe Kindly');

    await forgotPassword(t, member.email);
    const [english] = await outboxRowsFor(t, member.email);
    expect(english!.subject).toBe('Reset your Kindly password');
    expect(english!.body).toContain(
      'Hello,\n\nSomeone asked to reset the password of your Kindly account.\nOpen this link within one hour to choose a new password:\n\n',
    );
  });
});
