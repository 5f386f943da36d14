// Journeys: an admin opens an ad's and a promotion's report from their lists (DECISIONS 32): the
// chart of the last 30 days with the same days as a table, the country and placement breakdowns,
// and the CSV download with one row per day.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_DAYS } from '../src/contract/campaigns';
import type { TestUser } from '../test/factories';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

const DEMO_AD_NAME = 'Kindly Store: Wear your kindness';

let e2e: E2E;
let admin: TestUser;

beforeAll(async () => {
  e2e = await startE2E();
  admin = await e2e.createMember({ isAdmin: true });
});
afterAll(() => e2e.close());

/** expect.poll with room for a busy 2-core machine. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** The body rows of the table named `label`. */
const bodyRows = (page: Page, label: string) =>
  page.getByRole('table', { name: label }).locator('tbody tr');

/** Downloads the report's CSV through its link and answers its lines. */
async function downloadCsv(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const file = await download.path();
  return (await readFile(file, 'utf8')).split('\r\n').filter((line) => line !== '');
}

describe('campaign reports', () => {
  it("shows an ad's last 30 days as a chart and a table, by country and placement, and as CSV", async () => {
    // A guest sees the demo ad for over a second: one view, on the homepage banner.
    const guest = await e2e.newPage();
    await guest.goto('/');
    await guest.getByRole('button', { name: 'Get a Compliment' }).click();
    const ad = guest.getByRole('link', { name: `Sponsored: ${DEMO_AD_NAME} (opens in a new tab)` });
    await ad.waitFor();
    await ad.scrollIntoViewIfNeeded();

    const page = await e2e.newPage({ user: admin });
    const demoViews = async () => {
      const list = (await (await page.request.get('/api/admin/ads')).json()) as {
        name: string;
        views: number;
      }[];
      return list.find((entry) => entry.name === DEMO_AD_NAME)?.views;
    };
    await poll(demoViews).toBe(1);
    await page.goto('/admin/ads');
    await page.getByRole('link', { name: `Report for ${DEMO_AD_NAME}` }).click();
    await page.waitForURL(/\/admin\/ads\/[0-9a-f-]{36}\/report$/);
    await poll(() => page.getByRole('heading', { name: 'Ad report', level: 1 }).count()).toBe(1);
    await poll(() => page.getByText(DEMO_AD_NAME, { exact: true }).count()).toBe(1);

    const chart = page.getByRole('img', {
      name: /^Chart of views, clicks and CTR per day: 1 view, /,
    });
    await poll(() => chart.count()).toBe(1);
    // Recharts draws its SVG once its container has been measured, a frame or more later.
    await poll(() => chart.locator('.recharts-wrapper > svg').count()).toBe(1);
    await poll(() => chart.locator('.recharts-bar-rectangle path').count()).toBeGreaterThan(0);
    expect(await page.locator('figcaption').textContent()).toMatch(
      /^1 view, 0 clicks and a CTR of 0\.00% from \d{1,2} [A-Z][a-z]{2} \d{4} to /,
    );

    const days = bodyRows(page, 'Views per day');
    expect(await days.count()).toBe(REPORT_DAYS);
    // Oldest first: today is the last row, with the guest's view.
    expect(await days.last().getByRole('cell').allTextContents()).toEqual([
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
      '1',
      '0',
      '0.00%',
    ]);
    expect(await bodyRows(page, 'Views by country').first().textContent()).toBe('Unknown100.00%');
    expect(await bodyRows(page, 'Views by placement').first().textContent()).toBe(
      'Homepage Banner100.00%',
    );

    const csv = await downloadCsv(page);
    expect(csv).toHaveLength(1 + REPORT_DAYS);
    expect(csv[0]).toBe('date,views,clicks,ctr');
    expect(csv.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},1,0,0\.00$/);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it("shows a promotion's report from its list, with claims", async () => {
    const page = await e2e.newPage({ user: admin, width: 390, height: 844 });
    await page.goto('/admin-promotions');
    const report = page.getByRole('link', { name: 'Report for 20% off your next bag of beans' });
    await poll(() => report.count()).toBe(1);
    await report.click();
    await page.waitForURL(/\/admin\/promotions\/[0-9a-f-]{36}\/report$/);
    const chart = page.getByRole('img', { name: /^Chart of views, claims and Claim rate per day/ });
    await poll(() => chart.count()).toBe(1);
    // Recharts draws its SVG once its container has been measured, a frame or more later.
    await poll(() => chart.locator('.recharts-wrapper > svg').count()).toBe(1);
    expect(await bodyRows(page, 'Views per day').count()).toBe(REPORT_DAYS);
    expect(
      await page
        .getByRole('table', { name: 'Views per day' })
        .getByRole('columnheader')
        .allTextContents(),
    ).toEqual(['Date', 'Views', 'Claims', 'Claim rate']);

    const csv = await downloadCsv(page);
    expect(csv).toHaveLength(1 + REPORT_DAYS);
    expect(csv[0]).toBe('date,views,claims');

    await page.goto('/admin/promotions/5b0c3f4e-8f1a-4a53-9d43-2f1f0c8d1e11/report');
    await poll(() => page.getByRole('heading', { name: 'Promotion not found' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Download CSV' }).count()).toBe(0);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 404/])).toEqual([]);
  });
});
