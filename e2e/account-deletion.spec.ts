// Journey (PRODUCT 11.6, PRODUCT 8): a member deletes their account keeping their compliments,
// lands on the home page logged out and cannot log in again; an admin ends a user's sessions and
// anonymises a user from the users table. On a phone (390 px) and a desktop (1280 px).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES as TEXT } from '../src/contract/account-deletion-messages';
import { MESSAGES } from '../src/contract/messages';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ demoContent: 'off' });
});
afterAll(() => e2e.close());

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function expectToast(page: Page, text: string) {
  await poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
}

/** No part of the page reaches past the viewport's right edge. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

const sizeOf = (width: number) => ({ width, height: width < 600 ? 844 : 800 });

describe.each([390, 1280])('deleting an account at %i px', (width) => {
  it('A19 a member deletes their account keeping their compliments, lands home logged out and cannot log in', async () => {
    const member = await e2e.createMember();
    const page = await e2e.newPage({ user: member, ...sizeOf(width) });
    await page.goto('/settings');
    const heading = page.getByRole('heading', { name: TEXT.title, level: 2 });
    await poll(() => heading.count()).toBeGreaterThan(0);
    const submit = page.getByRole('button', { name: TEXT.submit });
    // The card's content is a chunk of its own, drawn after the page (DECISIONS 69).
    await poll(() => submit.count()).toBe(1);
    // It says plainly what goes.
    for (const item of TEXT.whatGoes) {
      expect(await page.getByText(item, { exact: true }).count()).toBe(1);
    }
    await submit.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);

    // Nothing chosen yet: the form asks for the choice and the password.
    await submit.click();
    await poll(() => page.getByText(TEXT.choiceRequired).count()).toBe(1);
    expect(await page.getByText(TEXT.passwordRequired).count()).toBe(1);

    // A wrong password is said under the field, after the final confirm.
    await page.getByRole('radio', { name: new RegExp(TEXT.keepLabel) }).check();
    await page.getByLabel(TEXT.passwordLabel, { exact: true }).fill('not-my-password');
    await submit.click();
    const confirm = page.getByRole('alertdialog', { name: TEXT.confirmTitle });
    await poll(() => confirm.getByText(TEXT.confirmKeep).count()).toBe(1);
    await confirm.getByRole('button', { name: TEXT.confirmButton }).click();
    await poll(() => page.getByText(TEXT.wrongPassword, { exact: true }).count()).toBe(1);
    await poll(() => confirm.count()).toBe(0);

    await page.getByLabel(TEXT.passwordLabel, { exact: true }).fill(member.password);
    await submit.click();
    await confirm.getByRole('button', { name: TEXT.confirmButton }).click();
    await page.waitForURL(`${e2e.baseURL}/`);
    await expectToast(page, TEXT.deleted);
    expect(await heading.count()).toBe(0);

    // Logged out: the settings page sends a guest to log in, and the old password fails there.
    await page.goto('/settings');
    await page.waitForURL('**/login');
    await page.getByLabel('Username').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await poll(() => page.getByText(MESSAGES.invalidCredentials).count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/login$/);

    expect(
      unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 400/, /status of 401/]),
    ).toEqual([]);
  });

  it('an admin ends a user’s sessions, then anonymises the user, from the users table', async () => {
    const admin = await e2e.createMember({ isAdmin: true });
    const member = await e2e.createMember();
    const memberPage = await e2e.newPage({ user: member, ...sizeOf(width) });
    await memberPage.goto('/settings');
    await poll(() => memberPage.getByRole('heading', { name: 'Account settings' }).count()).toBe(1);

    const page = await e2e.newPage({ user: admin, ...sizeOf(width) });
    await page.goto('/admin');
    const row = page.getByRole('row').filter({ hasText: member.email });
    await poll(() => row.count()).toBe(1);
    // The admin's own row offers neither.
    const ownRow = page.getByRole('row').filter({ hasText: admin.email });
    expect(await ownRow.getByRole('button', { name: /End every session|Anonymise/ }).count()).toBe(
      0,
    );
    await expectNoSidewaysScroll(page);

    await row.getByRole('button', { name: `End every session of ${member.username}` }).click();
    const ending = page.getByRole('dialog', { name: TEXT.endSessionsTitle });
    await poll(() => ending.getByText(TEXT.endSessionsDescription, { exact: false }).count()).toBe(
      1,
    );
    await ending.getByRole('button', { name: TEXT.endSessions, exact: true }).click();
    await expectToast(page, TEXT.sessionsEnded);
    await poll(() => ending.count()).toBe(0);

    // The member's next page finds them logged out.
    await memberPage.goto('/settings');
    await memberPage.waitForURL('**/login');

    await row.getByRole('button', { name: `Anonymise ${member.username}` }).click();
    const anonymising = page.getByRole('dialog', { name: TEXT.anonymiseTitle });
    await anonymising.getByRole('button', { name: TEXT.anonymise, exact: true }).click();
    await expectToast(page, TEXT.anonymised);
    await poll(() => row.count()).toBe(0);

    // The member can no longer log in.
    await memberPage.getByLabel('Username').fill(member.email);
    await memberPage.getByLabel('Password', { exact: true }).fill(member.password);
    await memberPage.getByRole('button', { name: 'Login', exact: true }).click();
    await poll(() => memberPage.getByText(MESSAGES.invalidCredentials).count()).toBeGreaterThan(0);

    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});
