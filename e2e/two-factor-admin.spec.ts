// Journey: admins' two-factor sign-in (PRODUCT 11.7, SECURITY A22, A27) with
// ADMIN_TWO_FACTOR=required, on a phone and a desktop: an admin enrols at /admin-login and
// reaches the dashboard; an admin whose session was opened with the password alone confirms a code
// there, or sets one up, before the admin screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES as TEXT } from '../src/contract/two-factor-messages';
import {
  enableTwoFactor,
  startSetup,
} from '../src/server/features/identity/two-factor/two-factor.service';
import { seriousViolations } from './axe';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';
import { layoutProblems } from './small-screen-layout';
import { codeFor, scanAndTurnOn } from './two-factor-steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ demoContent: 'off', adminTwoFactor: 'required' });
});
afterAll(() => e2e.close());

describe("admins' two-factor sign-in", () => {
  for (const width of [390, 1280]) {
    it(`A22 an admin enrols at /admin-login and reaches the dashboard (${width} px)`, async () => {
      const admin = await e2e.createMember({ isAdmin: true });
      const page = await e2e.newPage({ width });
      await page.goto('/admin-login');
      await page.getByLabel('Username').fill(admin.email);
      await page.getByLabel('Password', { exact: true }).fill(admin.password);
      await page.getByRole('button', { name: 'Login as Admin' }).click();
      await page.getByRole('heading', { name: 'Admins sign in with two factors' }).waitFor();
      // No session before the second factor.
      expect((await page.request.get('/api/auth/me')).status()).toBe(401);

      await scanAndTurnOn(page, `admin-login ${width}px`);
      await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
      await page.waitForURL('**/simple-admin');
      const me = await page.request.get('/api/auth/me');
      expect(await me.json()).toMatchObject({ isAdmin: true, twoFactorEnabled: true });
      expect(
        unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 401/, /status of 403/]),
      ).toEqual([]);
    });
  }

  it('A27 an admin whose session was opened with the password alone confirms a code at /admin-login before the admin screens (390 px)', async () => {
    const width = 390;
    const admin = await e2e.createMember({ isAdmin: true });
    const { secret } = await startSetup(e2e.ctx, admin.id, '203.0.113.10', null);
    await enableTwoFactor(e2e.ctx, admin.id, '203.0.113.10', codeFor(secret), undefined);
    const page = await e2e.newPage({ user: admin, width, secondFactor: false });
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);

    // The admin screens send the admin to /admin-login, which asks for the code.
    await page.goto('/admin');
    await page.waitForURL('**/admin-login');
    await page.getByRole('heading', { name: TEXT.confirmTitle }).waitFor();
    expect(await layoutProblems(page, `admin confirm ${width}px`)).toEqual([]);
    expect(await seriousViolations(page, `admin confirm ${width}px`)).toEqual([]);
    await page.getByLabel('Code from your app').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/simple-admin');
    expect((await page.request.get('/api/admin/users')).status()).toBe(200);
    expect(
      unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 401/, /status of 403/]),
    ).toEqual([]);
  });

  it('A27 an admin without a second factor, signed in from before it was required, sets one up at /admin-login (1280 px)', async () => {
    const admin = await e2e.createMember({ isAdmin: true });
    const page = await e2e.newPage({ user: admin, width: 1280, secondFactor: false });
    await page.goto('/admin-login');
    await page.getByRole('heading', { name: TEXT.enrolTitle }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await scanAndTurnOn(page, 'admin step-up 1280px');
    await page.getByRole('button', { name: TEXT.recoveryCodesSaved }).click();
    await page.waitForURL('**/simple-admin');
    expect((await page.request.get('/api/admin/users')).status()).toBe(200);
    expect(
      unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 401/, /status of 403/]),
    ).toEqual([]);
  });
});
