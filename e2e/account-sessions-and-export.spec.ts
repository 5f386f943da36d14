// Journey (PRODUCT 11.4, 11.5): a member signed in on two browsers sees both sessions, ends the
// other one, which is logged out at its next page, and downloads their data as a zip; on a phone
// (390 px) and a desktop (1280 px).
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_MESSAGES } from '../src/contract/data-export-messages';
import { SESSIONS_MESSAGES } from '../src/contract/sessions-messages';
import type { TestUser } from '../test/factories';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ demoContent: 'off' });
});
afterAll(() => e2e.close());

async function logIn(member: TestUser, width: number): Promise<Page> {
  const page = await e2e.newPage({ width, height: width < 600 ? 844 : 800 });
  await page.goto('/login');
  await page.getByLabel('Username').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/profile');
  return page;
}

/** No part of the page reaches past the viewport's right edge. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

describe.each([390, 1280])('sessions and data export at %i px', (width) => {
  it('ends the other session, which is logged out at its next page', async () => {
    const member = await e2e.createMember();
    const here = await logIn(member, width);
    const there = await logIn(member, width);

    await here.goto('/settings');
    const rows = here.getByTestId('session-row');
    await expect.poll(() => rows.count()).toBe(2);
    const thisDevice = rows.filter({ hasText: SESSIONS_MESSAGES.thisDevice });
    expect(await thisDevice.count()).toBe(1);
    expect(await thisDevice.getByText('Chrome on Linux').count()).toBe(1);
    expect(await thisDevice.getByRole('button', { name: /End session/ }).count()).toBe(0);
    await expectNoSidewaysScroll(here);

    const other = rows.filter({ hasNotText: SESSIONS_MESSAGES.thisDevice });
    await other.getByRole('button', { name: /End session/ }).click();
    await expect
      .poll(() => here.getByText(SESSIONS_MESSAGES.sessionEnded, { exact: true }).count())
      .toBeGreaterThan(0);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await here.getByText(SESSIONS_MESSAGES.onlyThisDevice).count()).toBe(1);

    // The other browser's next page finds it logged out: /settings sends a guest to /login.
    await there.goto('/settings');
    await there.waitForURL('**/login');
    // This one carries on.
    await here.reload();
    await expect.poll(() => here.getByTestId('session-row').count()).toBe(1);

    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('ends all other sessions at once', async () => {
    const member = await e2e.createMember();
    const others = [await logIn(member, width), await logIn(member, width)];
    const here = await logIn(member, width);
    await here.goto('/settings');
    await expect.poll(() => here.getByTestId('session-row').count()).toBe(3);
    await here.getByRole('button', { name: SESSIONS_MESSAGES.endOthers }).click();
    await expect
      .poll(() => here.getByText(SESSIONS_MESSAGES.othersEnded, { exact: true }).count())
      .toBeGreaterThan(0);
    await expect.poll(() => here.getByTestId('session-row').count()).toBe(1);
    for (const page of others) {
      await page.goto('/settings');
      await page.waitForURL('**/login');
    }
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('downloads the data as a zip holding account.json, once a day', async () => {
    const member = await e2e.createMember();
    const page = await logIn(member, width);
    await page.goto('/settings');
    const button = page.getByRole('button', { name: DATA_EXPORT_MESSAGES.download });
    await button.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^kindly-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const files = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(files)).toContain('account.json');
    expect(JSON.parse(strFromU8(files['account.json']!))).toMatchObject({ email: member.email });
    await expect
      .poll(() => page.getByText(DATA_EXPORT_MESSAGES.downloaded, { exact: true }).count())
      .toBeGreaterThan(0);

    // A second one the same day is refused with a calm message.
    await button.click();
    await expect
      .poll(() => page.getByText(DATA_EXPORT_MESSAGES.onceADay, { exact: true }).count())
      .toBeGreaterThan(0);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 429/])).toEqual([]);
  });
});
