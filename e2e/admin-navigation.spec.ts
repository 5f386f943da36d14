// Issue 12 item 1: from the admin log-in, an admin reaches every admin page by clicking through the
// shared admin navigation (and the lists' own Create and Edit links), on a wide screen and on a
// phone; the bar marks where the admin is and works from the keyboard.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

const ADMIN_PASSWORD = 'harbour-lantern-71';
const SIZES = [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());
beforeEach(() => {
  e2e.takeConsoleErrors();
});

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin pages' });

/** The sections the bar marks as current, with the kind of mark (page, or a page inside it). */
const marked = (page: Page) =>
  adminNav(page)
    .locator('[aria-current]')
    .evaluateAll((links) =>
      links.map((link) => `${link.textContent?.trim()}: ${link.getAttribute('aria-current')}`),
    );

async function expectPage(page: Page, url: RegExp, heading: string, current: string) {
  await page.waitForURL(url);
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: heading, exact: true }).count())
    .toBe(1);
  await expect.poll(() => marked(page)).toEqual([current]);
}

/** Follows a section of the admin bar; on a phone the link may first have to scroll into view. */
const follow = (page: Page, section: string) =>
  adminNav(page).getByRole('link', { name: section, exact: true }).click();

/** Nothing sticks out sideways: the page itself never scrolls horizontally. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

/** Whether the element lies wholly inside the viewport's width. */
const inViewWidth = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth;
  });

describe.each(SIZES)('the admin navigation, $name screen ($width px)', ({ width, height }) => {
  it('takes an admin from the log-in to every admin page by clicking only', async () => {
    const admin = await e2e.createMember({ isAdmin: true, password: ADMIN_PASSWORD });
    const page = await e2e.newPage({ width, height });
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await expectPage(page, /\/simple-admin$/, 'Admin Dashboard', 'Overview: page');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    await follow(page, 'Users and admins');
    await expectPage(page, /\/admin$/, 'Admin Panel', 'Users and admins: page');
    expect(await page.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    await follow(page, 'Images');
    await expectPage(page, /\/admin\?tab=images$/, 'Admin Panel', 'Images: page');
    await expect
      .poll(() =>
        page.getByRole('tab', { name: 'Inspirational Images' }).getAttribute('aria-selected'),
      )
      .toBe('true');
    await expect.poll(() => page.getByRole('button', { name: 'Add Image' }).count()).toBe(1);
    // Another tab of the page is no longer Images: the bar follows.
    await page.getByRole('tab', { name: 'Manage Admins' }).click();
    await expectPage(page, /\/admin\?tab=admins$/, 'Admin Panel', 'Users and admins: page');

    await follow(page, 'Ads');
    await expectPage(page, /\/admin\/ads$/, 'Ads', 'Ads: page');
    await page.getByRole('link', { name: 'Create Ad' }).click();
    await expectPage(page, /\/admin\/ads\/create$/, 'Create Ad', 'Ads: true');
    await follow(page, 'Ads');
    await expectPage(page, /\/admin\/ads$/, 'Ads', 'Ads: page');
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expectPage(page, /\/admin\/ads\/edit\/[^/]+$/, 'Edit Ad', 'Ads: true');

    await follow(page, 'Promotions');
    await expectPage(page, /\/admin-promotions$/, 'Promotions', 'Promotions: page');
    await page.getByRole('link', { name: 'Create Promotion' }).click();
    await expectPage(page, /\/admin-promotions-form$/, 'Create Promotion', 'Promotions: true');
    await follow(page, 'Promotions');
    await expectPage(page, /\/admin-promotions$/, 'Promotions', 'Promotions: page');
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expectPage(page, /\/admin-promotions-form\?id=/, 'Edit Promotion', 'Promotions: true');

    await follow(page, 'Moderation');
    await expectPage(page, /\/admin\/moderation$/, 'Moderation', 'Moderation: page');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    // The current section is in view, on a phone too, where the bar scrolls sideways.
    expect(await inViewWidth(adminNav(page).getByRole('link', { name: 'Moderation' }))).toBe(true);

    await follow(page, 'Overview');
    await expectPage(page, /\/simple-admin$/, 'Admin Dashboard', 'Overview: page');
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});

describe('the admin navigation', () => {
  it('works from the keyboard: Tab reaches each section, Enter follows it', async () => {
    const admin = await e2e.createMember({ isAdmin: true });
    const page = await e2e.newPage({ user: admin, width: 390, height: 844 });
    await page.goto('/simple-admin');
    await adminNav(page).waitFor();
    const moderation = adminNav(page).getByRole('link', { name: 'Moderation', exact: true });
    let presses = 0;
    while (!(await moderation.evaluate((link) => link === document.activeElement))) {
      expect(presses++, 'Moderation is reachable with Tab').toBeLessThan(20);
      await page.keyboard.press('Tab');
    }
    // Focused at the far end of the row, it is scrolled into view, with its focus ring.
    expect(await inViewWidth(moderation)).toBe(true);
    expect(
      await moderation.evaluate((link) => getComputedStyle(link).outlineStyle !== 'none'),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await expectPage(page, /\/admin\/moderation$/, 'Moderation', 'Moderation: page');
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('is shown to admins on admin pages only', async () => {
    const admin = await e2e.createMember({ isAdmin: true });
    const page = await e2e.newPage({ user: admin });
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await adminNav(page).count()).toBe(0);
    await page.goto('/admin-promotions');
    await adminNav(page).waitFor();
    await page.goto('/admin-login');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await adminNav(page).count()).toBe(0);

    // A member sent away from an admin page never sees it.
    const member = await e2e.createMember();
    const memberPage = await e2e.newPage({ user: member });
    await memberPage.goto('/admin');
    await memberPage.waitForURL(/\/admin-login$/);
    expect(await adminNav(memberPage).count()).toBe(0);
  });
});
