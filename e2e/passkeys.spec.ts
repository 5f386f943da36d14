// Journey: passkeys (PRODUCT 11.8) with Chromium's virtual authenticator. A member adds one in
// /settings (the first asks the password), renames it, logs out and signs in with it and no
// password, through the button and through the username field's autofill, then removes it; the
// settings section on a phone. The server answers as http://localhost:<port>: WebAuthn refuses an
// IP address as the relying party.
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES as TEXT } from '../src/contract/passkey-messages';
import type { TestUser } from '../test/factories';
import { seriousViolations } from './axe';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';
import { layoutProblems } from './small-screen-layout';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ demoContent: 'off' }, { localhost: true });
});
afterAll(() => e2e.close());

/**
 * A platform authenticator inside the page's browser: it keeps discoverable credentials, verifies
 * the user, and answers every ceremony at once as if the member touched it.
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

/** Holds the page's first ask for sign-in options on its way, until `release`. */
async function holdFirstAutofill(page: Page): Promise<{ release: () => Promise<void> }> {
  const url = '**/api/auth/login/passkey/options';
  let held = false;
  let release = () => Promise.resolve();
  await page.route(url, async (route) => {
    if (held) return route.continue();
    held = true;
    const answered = new Promise<void>((resolve) => {
      release = async () => {
        await route.continue();
        resolve();
      };
    });
    await answered;
  });
  return {
    release: async () => {
      await release();
      await page.unroute(url);
    },
  };
}

/** The passkey calls the page makes from now on, as `METHOD path`. */
function passkeyCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/auth/login/passkey'))
      calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

async function credentialCount(authenticator: { cdp: CDPSession; id: string }): Promise<number> {
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.id,
  });
  return credentials.length;
}

/** Adds a passkey from /settings: the password, then the authenticator’s own steps. */
async function addFirstPasskey(page: Page, member: TestUser): Promise<void> {
  await page.goto('/settings');
  const section = page.getByText(TEXT.none);
  await section.waitFor();
  await page.getByRole('button', { name: TEXT.add }).click();
  const dialog = page.getByRole('dialog', { name: TEXT.addTitle });
  await dialog.getByLabel(TEXT.passwordLabel, { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: TEXT.continue }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await page.getByTestId('passkey-row').first().waitFor();
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

describe('passkeys journey', () => {
  it('a member adds a passkey, renames it, signs in with the button and no password, and removes it (1280 px)', async () => {
    const member = await e2e.createMember();
    const page = await e2e.newPage({ user: member, width: 1280 });
    const authenticator = await virtualAuthenticator(page);

    await addFirstPasskey(page, member);
    expect(await credentialCount(authenticator)).toBe(1);
    const row = page.getByTestId('passkey-row');
    await expect.poll(() => row.textContent()).toContain('Chrome on Linux');
    expect(await row.textContent()).toContain(TEXT.notUsedYet);

    await row.getByRole('button', { name: `${TEXT.rename}: Chrome on Linux` }).click();
    const renameDialog = page.getByRole('dialog', { name: TEXT.renameTitle });
    await renameDialog.getByLabel(TEXT.nameLabel).fill('My laptop');
    await renameDialog.getByRole('button', { name: TEXT.save }).click();
    await expect.poll(() => row.textContent()).toContain('My laptop');

    // Signed out: the autofill's ask for options is held on its way, since the virtual
    // authenticator would answer the autofill at once (as the next journey shows). The button
    // asks again and signs in with the passkey alone, and the page goes where a log-in goes; the
    // autofill's options, let through after, start nothing.
    const calls = passkeyCalls(page);
    const held = await holdFirstAutofill(page);
    await logOut(page);
    await expect.poll(() => calls).toEqual(['POST /api/auth/login/passkey/options']);
    await page.getByRole('button', { name: TEXT.signIn }).click();
    await page.waitForURL('**/profile');
    await held.release();
    expect(calls).toEqual([
      'POST /api/auth/login/passkey/options',
      'POST /api/auth/login/passkey/options',
      'POST /api/auth/login/passkey',
    ]);
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).email).toBe(member.email);

    await page.goto('/settings');
    await expect.poll(() => row.textContent()).toContain(TEXT.lastUsedOn.replace(' {date}', ''));
    await row.getByRole('button', { name: `${TEXT.remove}: My laptop` }).click();
    const removeDialog = page.getByRole('dialog', { name: TEXT.removeTitle });
    await removeDialog.getByLabel(TEXT.passwordLabel, { exact: true }).fill(member.password);
    await removeDialog.getByRole('button', { name: TEXT.remove }).click();
    await page.getByText(TEXT.none).waitFor();
    // Still signed in here.
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);

    // The device still holds it, but Kindly no longer takes it: the autofill's answer is refused.
    await logOut(page);
    await page.getByText(TEXT.signInRefused).first().waitFor();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 401/])).toEqual([]);
  });

  it('a member signs in through the username field’s autofill (conditional UI), with no button and no password', async () => {
    const member = await e2e.createMember();
    const page = await e2e.newPage({ user: member, width: 1280 });
    await virtualAuthenticator(page);
    await addFirstPasskey(page, member);
    const calls = passkeyCalls(page);
    // The virtual authenticator picks the passkey the autofill offers as soon as /login asks.
    await logOut(page);
    await page.waitForURL('**/profile');
    expect(calls).toEqual(['POST /api/auth/login/passkey/options', 'POST /api/auth/login/passkey']);
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('the passkeys section fits a phone and reads well (390 px)', async () => {
    const member = await e2e.createMember();
    const page = await e2e.newPage({ user: member, width: 390 });
    await virtualAuthenticator(page);
    await addFirstPasskey(page, member);
    await page.getByTestId('passkey-row').getByText('Chrome on Linux').waitFor();
    const section = page.locator('[data-slot="card"]').filter({ hasText: TEXT.description });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/passkeys-390.png' });
    expect(await layoutProblems(page, 'passkeys 390px')).toEqual([]);
    expect(await seriousViolations(page, 'passkeys 390px')).toEqual([]);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});
