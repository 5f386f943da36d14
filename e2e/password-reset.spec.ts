// Journey: a member who forgot the password gets the mailed link, sets a new one and logs in.
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/server/db/schema/index';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ demoContent: 'off' });
});
afterAll(() => e2e.close());

async function latestMailTo(address: string) {
  await e2e.ctx.background.drain();
  const [mail] = await e2e.ctx.db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) = lower(${address})`)
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail;
}

describe('password reset journey', () => {
  it('mails a link that sets a new password once', async () => {
    const member = await e2e.createMember();
    const page = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByText('Check your email.').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Back to login' }).count()).toBe(1);

    const mail = await latestMailTo(member.email);
    const link = mail?.body.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    expect(link, 'the outbox holds a reset link').toBeTruthy();
    expect(new URL(link!).origin).toBe(e2e.baseURL);

    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-sky-77');
    await page.getByLabel('Confirm new password').fill('brand-new-sky-77');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL('**/login');

    await page.getByLabel('Username').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('brand-new-sky-77');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/profile');

    // The link is single-use.
    const again = await e2e.newPage();
    await again.goto(link!);
    await again.getByLabel('New password', { exact: true }).fill('another-sky-99');
    await again.getByLabel('Confirm new password').fill('another-sky-99');
    await again.getByRole('button', { name: 'Set New Password' }).click();
    await expect
      .poll(() => again.getByText('This reset link is invalid or has expired').count())
      .toBeGreaterThan(0);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 400/])).toEqual([]);
  });
});
