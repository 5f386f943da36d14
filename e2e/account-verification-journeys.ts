// The account verification journeys (PRODUCT 11.2, 11.3) with EMAIL_CONFIRMATION=required, which
// account-verification-phone.spec.ts runs at 390 px and account-verification-wide.spec.ts at
// 1280 px: a new member registers, reads at once, is told why sharing waits, follows the mailed link and shares;
// a member changes their password from /settings and their other browser is signed out; a member
// changes their email through the link mailed to the new address; a waiting change is cancelled
// from the settings and from the notice mailed to the old address.
import { desc, eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  EMAIL_CONFIRMATION_MESSAGES,
} from '../src/contract/account-settings-messages';
import { outbox, users } from '../src/server/db/schema/index';
import { uniqueEmail, type TestUser } from '../test/factories';
import { seriousViolations } from './axe';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

let e2e: E2E;

/** The newest link to `page` mailed to the address, as the outbox holds it. */
async function mailedLink(address: string, page: string): Promise<string> {
  await e2e.ctx.background.drain();
  const rows = await e2e.ctx.db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) = lower(${address})`)
    .orderBy(desc(outbox.id));
  for (const row of rows) {
    const link = new RegExp(`https?://\\S+/${page}\\?token=\\S+`).exec(row.body)?.[0];
    if (link) return link;
  }
  throw new Error(`no ${page} link mailed to ${address}`);
}

const confirmationLink = (address: string) => mailedLink(address, 'confirm-email');

/** A member whose address is confirmed, as one who followed their link long ago. */
async function confirmedMember(): Promise<TestUser> {
  const member = await e2e.createMember();
  await e2e.ctx.db
    .update(users)
    .set({ emailConfirmedAt: new Date() })
    .where(eq(users.id, member.id));
  return member;
}

const banner = (page: Page) =>
  page.getByRole('region', { name: EMAIL_CONFIRMATION_MESSAGES.bannerTitle });

async function submitCompliment(page: Page, text: string): Promise<void> {
  await page.goto('/');
  // The form sits below the fold and loads as the visitor scrolls towards it.
  await page.mouse.wheel(0, 400);
  await page.getByLabel('Your compliment').fill(text);
  await page.getByRole('button', { name: 'Submit Compliment' }).click();
}

/**
 * The journeys at one size, on a server of their own: each size's file calls this once, so the two
 * sizes run side by side.
 */
export function accountVerificationJourneys(
  label: string,
  size: { width: number; height: number },
) {
  beforeAll(async () => {
    e2e = await startE2E({ emailConfirmation: 'required', demoContent: 'off' });
  });
  afterAll(() => e2e.close());
  beforeEach(() => {
    e2e.takeConsoleErrors();
  });

  describe(`account verification and settings at ${label}`, () => {
    it('A16 a new member reads at once, is told why sharing waits, and shares once the mailed link is followed', async () => {
      const email = uniqueEmail('newcomer');
      const password = 'rainbow-kite-88';
      const page = await e2e.newPage(size);
      await page.goto('/register');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm Password').fill(password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL('**/login');
      await expect
        .poll(() => page.getByText('Your account has been created. Please log in.').count())
        .toBeGreaterThan(0);
      await page.getByLabel('Username').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/profile');

      // The banner is on the member's pages, calm, with Resend and Change email.
      await banner(page).waitFor();
      expect(await banner(page).getByText(email).count()).toBe(1);
      expect(await seriousViolations(page, `profile with the banner at ${label}`)).toEqual([]);

      await submitCompliment(page, `You brighten every morning, said at ${label}`);
      await expect
        .poll(() => page.getByText(EMAIL_CONFIRMATION_MESSAGES.confirmFirst).count())
        .toBeGreaterThan(0);

      // Change email leads to the settings page's email part.
      await banner(page).getByRole('link', { name: 'Change email' }).click();
      await page.waitForURL('**/settings#change-email');
      await expect.poll(() => page.getByText('(not confirmed yet)').count()).toBe(1);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
        .toBe('email');

      // Resend: the first link stops working, the new one confirms.
      const first = await confirmationLink(email);
      await banner(page).getByRole('button', { name: 'Resend' }).click();
      await expect
        .poll(() => page.getByText(EMAIL_CONFIRMATION_MESSAGES.resendAnswer).count())
        .toBeGreaterThan(0);
      await expect.poll(() => confirmationLink(email)).not.toBe(first);
      const link = await confirmationLink(email);
      expect(new URL(link).origin).toBe(e2e.baseURL);

      await page.goto(first);
      await expect
        .poll(() => page.getByText(EMAIL_CONFIRMATION_MESSAGES.linkInvalid).count())
        .toBeGreaterThan(0);
      expect(await page.getByRole('main').getByRole('button', { name: 'Resend' }).count()).toBe(1);

      await page.goto(link);
      await expect
        .poll(() => page.getByText(EMAIL_CONFIRMATION_MESSAGES.confirmed).count())
        .toBeGreaterThan(0);
      expect(await banner(page).count()).toBe(0);
      expect(await seriousViolations(page, `confirmed page at ${label}`)).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      await submitCompliment(page, `You make hard days gentler, said at ${label}`);
      await expect.poll(() => page.getByText('Success!').count()).toBeGreaterThan(0);
      expect(await banner(page).count()).toBe(0);
      expect(
        unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 403/, /status of 400/]),
      ).toEqual([]);
    });

    it('A17 a member changes their password from /settings and their other browser is signed out', async () => {
      const member = await confirmedMember();
      const here = await e2e.newPage({ user: member, ...size });
      const elsewhere = await e2e.newPage({ user: member, ...size });
      await elsewhere.goto('/profile');
      await elsewhere.getByRole('heading', { name: /^Hello/ }).waitFor();

      await here.goto('/profile');
      await here.getByRole('main').getByRole('link', { name: 'Account settings' }).click();
      await here.waitForURL('**/settings');
      await here.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();

      await here.getByLabel('Current password').first().fill('not-my-password');
      await here.getByLabel('New password', { exact: true }).fill('fresh-lantern-77');
      await here.getByLabel('Confirm new password').fill('fresh-lantern-77');
      await here.getByRole('button', { name: 'Change password' }).click();
      await expect
        .poll(() => here.getByText('That is not your current password').count())
        .toBeGreaterThan(0);

      await here.getByLabel('Current password').first().fill(member.password);
      await here.getByRole('button', { name: 'Change password' }).click();
      await expect
        .poll(() => here.getByText('Password changed.', { exact: false }).count())
        .toBeGreaterThan(0);

      // This browser stays signed in; the other one is sent to log in on its next page.
      await here.reload();
      await here.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
      await elsewhere.goto('/profile');
      await elsewhere.waitForURL('**/login');
      expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 40[01]/])).toEqual([]);
    });

    it('A17 a member changes their email through the link mailed to the new address', async () => {
      const member = await confirmedMember();
      const newEmail = uniqueEmail('moved');
      const page = await e2e.newPage({ user: member, ...size });
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Account settings' })
        .click();
      await page.waitForURL('**/settings');
      const section = page.locator('#change-email');
      await section.getByLabel('New email').fill(newEmail);
      await section.getByLabel('Current password').fill(member.password);
      await section.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect
        .poll(() => section.getByText(`Waiting for you to follow the link sent to`).count())
        .toBe(1);
      expect(await section.getByText(newEmail).count()).toBe(1);
      expect(await seriousViolations(page, `settings at ${label}`)).toEqual([]);

      await page.goto(await confirmationLink(newEmail));
      await expect
        .poll(() => page.getByText(EMAIL_CONFIRMATION_MESSAGES.confirmed).count())
        .toBeGreaterThan(0);
      await page.goto('/settings');
      await expect.poll(() => section.getByText(newEmail).count()).toBe(1);
      expect(await section.getByText('Waiting for you').count()).toBe(0);
      expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
    });

    it('A25 a waiting change shows Cancel change, and the notice to the old address cancels another', async () => {
      const member = await confirmedMember();
      const page = await e2e.newPage({ user: member, ...size });
      await page.goto('/settings');
      const section = page.locator('#change-email');
      await section.getByLabel('New email').fill(uniqueEmail('typo'));
      await section.getByLabel('Current password').fill(member.password);
      await section.getByRole('button', { name: 'Send confirmation link' }).click();
      const cancel = section.getByRole('button', { name: ACCOUNT_SETTINGS_MESSAGES.cancelChange });
      await cancel.click();
      await expect
        .poll(() => page.getByText(ACCOUNT_SETTINGS_MESSAGES.pendingCancelled).count())
        .toBeGreaterThan(0);
      await expect.poll(() => section.getByText('Waiting for you').count()).toBe(0);
      await page.screenshot({ path: `/tmp/settings-cancel-${label.replace(' ', '')}.png` });

      // Someone else signed in asks for their own address; the notice's link undoes it.
      const intruder = await e2e.newPage({ user: member, ...size });
      await intruder.goto('/settings');
      const theirs = intruder.locator('#change-email');
      await theirs.getByLabel('New email').fill(uniqueEmail('intruder'));
      await theirs.getByLabel('Current password').fill(member.password);
      await theirs.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect.poll(() => theirs.getByText('Waiting for you').count()).toBe(1);

      const owner = await e2e.newPage(size);
      await owner.goto(await mailedLink(member.email, 'cancel-email-change'));
      await expect
        .poll(() => owner.getByText(ACCOUNT_SETTINGS_MESSAGES.changeCancelled).count())
        .toBe(1);
      expect(await owner.getByText(ACCOUNT_SETTINGS_MESSAGES.cancelAdvice).count()).toBe(1);
      expect(await seriousViolations(owner, `cancel page at ${label}`)).toEqual([]);
      await owner.screenshot({ path: `/tmp/cancel-page-${label.replace(' ', '')}.png` });
      expect((await intruder.request.get('/api/auth/me')).status()).toBe(401);
      expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 401/])).toEqual([]);
    });
  });
}
