// Journey: two-factor sign-in (PRODUCT 11.7) on a phone and a desktop. A member turns it on from
// /settings with a code computed from the key the page shows, logs out and logs in with a code; an
// admin resets a member's from the users table, and the member logs in with the password alone.
// The admins' own sign-in is e2e/two-factor-admin.spec.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES as TEXT } from '../src/contract/two-factor-messages';
import {
  enableTwoFactor,
  startSetup,
} from '../src/server/features/identity/two-factor/two-factor.service';
import type { TestUser } from '../test/factories';
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

const WIDTHS = [390, 1280];

/**
 * Turns two-factor sign-in on for an account through the services, with a code from its new key,
 * as a member who set it up from /settings (which the first journey walks through) would have.
 */
async function withTwoFactor(user: TestUser): Promise<void> {
  const address = '203.0.113.9';
  const { secret } = await startSetup(e2e.ctx, user.id, address, null);
  await enableTwoFactor(e2e.ctx, user.id, address, codeFor(secret), undefined);
}

describe('two-factor sign-in journey', () => {
  for (const width of WIDTHS) {
    it(`a member turns it on in /settings, logs in with a code and turns it off with a recovery code (${width} px)`, async () => {
      const member = await e2e.createMember();
      const page = await e2e.newPage({ user: member, width });
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
      await dialog.getByLabel('Password', { exact: true }).fill(member.password);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      const { key, codes } = await scanAndTurnOn(page, `settings ${width}px`);
      await dialog.getByRole('button', { name: 'I have saved my codes' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect
        .poll(() => page.getByText('Two-factor sign-in is on.').count())
        .toBeGreaterThan(0);

      await page.goto('/profile');
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');

      await page.getByLabel('Username').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
      expect((await page.request.get('/api/auth/me')).status()).toBe(401);
      expect(await layoutProblems(page, `login code step ${width}px`)).toEqual([]);
      expect(await seriousViolations(page, `login code step ${width}px`)).toEqual([]);

      // A wrong code is said under the field, and the page stays on the step.
      await page.getByLabel('Code from your app').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect
        .poll(() => page.getByText('That code is not right', { exact: false }).count())
        .toBeGreaterThan(0);

      await page.getByLabel('Code from your app').fill(codeFor(key, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/profile');
      const me = await page.request.get('/api/auth/me');
      expect(me.status()).toBe(200);
      expect((await me.json()).twoFactorEnabled).toBe(true);

      // Turned off again with the password and a recovery code instead of a code.
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Turn off' }).click();
      const off = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
      await off.getByLabel('Password', { exact: true }).fill(member.password);
      await off.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await off.getByLabel('Recovery code').fill(codes[0]!);
      await off.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
      await expect.poll(() => off.count()).toBe(0);
      await expect
        .poll(() => page.getByText('Two-factor sign-in is off.').count())
        .toBeGreaterThan(0);
      expect(
        unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 401/, /status of 403/]),
      ).toEqual([]);
    });
  }

  // On a phone, where the row's icon buttons are tightest; the desktop table is the same list.
  it("an admin resets a member's two-factor sign-in from the users table; the member then logs in with the password alone (390 px)", async () => {
    const width = 390;
    const admin = await e2e.createMember({ isAdmin: true });
    const member = await e2e.createMember();
    const without = await e2e.createMember();
    await withTwoFactor(admin);
    await withTwoFactor(member);

    const page = await e2e.newPage({ user: admin, width });
    await page.goto('/admin');
    const row = page.getByRole('row').filter({ hasText: member.email });
    const reset = row.getByRole('button', {
      name: `Reset two-factor sign-in of ${member.username}`,
    });
    await expect.poll(() => reset.count()).toBe(1);
    expect(await reset.getAttribute('title')).toBe(TEXT.reset);
    // Not on the admin's own row, though theirs is on, nor on an account without it.
    for (const other of [admin, without]) {
      const otherRow = page.getByRole('row').filter({ hasText: other.email });
      expect(await otherRow.count()).toBe(1);
      expect(await otherRow.getByRole('button', { name: /Reset two-factor/ }).count()).toBe(0);
    }
    expect(await seriousViolations(page, `admin users ${width}px`)).toEqual([]);
    // On a wide screen a row with every action still fits the card: nothing hides past its edge.
    const wide = await e2e.newPage({ user: admin, width: 1280 });
    await wide.goto('/admin');
    await wide
      .getByRole('button', { name: `Reset two-factor sign-in of ${member.username}` })
      .waitFor();
    const overflow = await wide.evaluate(() => {
      const table = document.querySelector('table');
      return table ? table.scrollWidth - (table.parentElement?.clientWidth ?? 0) : null;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await wide.close();

    await reset.click();
    const dialog = page.getByRole('dialog', { name: TEXT.resetTitle });
    await expect
      .poll(() => dialog.getByText(TEXT.resetDescription, { exact: false }).count())
      .toBe(1);
    expect(await dialog.getByText(member.username, { exact: true }).count()).toBe(1);
    expect(await layoutProblems(page, `reset dialog ${width}px`)).toEqual([]);
    expect(await seriousViolations(page, `reset dialog ${width}px`)).toEqual([]);
    await dialog.getByRole('button', { name: TEXT.reset, exact: true }).click();
    await expect
      .poll(() => page.getByText(TEXT.resetToast, { exact: true }).count())
      .toBeGreaterThan(0);
    await expect.poll(() => dialog.count()).toBe(0);
    // The list is read again: the row, back in view once the dialog has gone, no longer offers it.
    await expect.poll(async () => [await row.count(), await reset.count()]).toEqual([1, 0]);

    // The member's password alone now opens their account: no code step.
    const memberPage = await e2e.newPage({ width });
    await memberPage.goto('/login');
    await memberPage.getByLabel('Username').fill(member.email);
    await memberPage.getByLabel('Password', { exact: true }).fill(member.password);
    await memberPage.getByRole('button', { name: 'Login', exact: true }).click();
    await memberPage.waitForURL('**/profile');
    expect(await memberPage.getByRole('heading', { name: TEXT.codeStepTitle }).count()).toBe(0);
    await memberPage.goto('/settings');
    await expect.poll(() => memberPage.getByText(TEXT.statusOff).count()).toBeGreaterThan(0);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 401/])).toEqual([]);
  });
});
