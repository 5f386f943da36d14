// Journeys: an admin runs an ad that a guest sees, is counted for and follows; the gift page;
// an admin manages promotions; the admin screens refuse members.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

const DEMO_AD_NAME = 'Kindly Store: Wear your kindness';
const LANDING_TEXT = 'Thanks for visiting the spring sale';

let e2e: E2E;
let landing: Server;
let landingUrl: string;

beforeAll(async () => {
  e2e = await startE2E();
  // The ad's target: a tiny site of its own, so following the ad leaves the app for real.
  landing = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Spring sale</title><h1>${LANDING_TEXT}</h1>`);
  });
  await new Promise<void>((resolve) => landing.listen(0, '127.0.0.1', resolve));
  landingUrl = `http://127.0.0.1:${(landing.address() as AddressInfo).port}/spring`;
});

afterAll(async () => {
  await e2e.close();
  await new Promise((resolve) => landing.close(resolve));
});

const makeWebp = () =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: '#c8254f' } })
    .webp()
    .toBuffer();

const makePng = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

/** expect.poll with room for a busy 2-core machine (its default gives up after 1 s). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** Passes once `text` shows on the page (a toast's text may also sit in its live region). */
const expectText = (page: Page, text: string) =>
  poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

const rowOf = (page: Page, text: string): Locator =>
  page.getByRole('row').filter({ hasText: text });

/** The text of one column of the row holding `text` in a list table. */
const cellOf = async (page: Page, text: string, column: string) => {
  const headers = await page.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((header) => header.trim() === column);
  expect(index, `column ${column}`).toBeGreaterThanOrEqual(0);
  return (await rowOf(page, text).getByRole('cell').nth(index).textContent())?.trim();
};

describe('ads', () => {
  // First: the demo ad is still active here; the next journey switches it off.
  it('shows the homepage ad only once the first compliment is on screen', async () => {
    const guest = await e2e.newPage();
    const adRequests: string[] = [];
    guest.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (request.method() === 'GET' && pathname === '/api/ads') adRequests.push(search);
    });
    await guest.goto('/');
    const getCompliment = guest.getByRole('button', { name: 'Get a Compliment' });
    await getCompliment.waitFor();
    await guest.waitForLoadState('networkidle');
    // Neither asked for nor drawn before a compliment is shown.
    expect(adRequests).toEqual([]);
    expect(await guest.getByRole('complementary', { name: 'Sponsored' }).count()).toBe(0);
    expect(await guest.getByText('Sponsored', { exact: true }).count()).toBe(0);

    await getCompliment.click();
    const card = guest.getByRole('article', { name: 'A compliment for you' });
    await card.waitFor();
    await poll(() => guest.getByRole('complementary', { name: 'Sponsored' }).count()).toBe(1);
    const homepageAsks = () => adRequests.filter((search) => search === '?placement=homepage');
    expect(homepageAsks()).toHaveLength(1);

    // The next compliment keeps the ad without asking again.
    await guest.getByRole('button', { name: 'New Compliment' }).click();
    await guest.waitForLoadState('networkidle');
    expect(await guest.getByRole('complementary', { name: 'Sponsored' }).count()).toBe(1);
    expect(homepageAsks()).toHaveLength(1);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('lets an admin create and activate an ad that a guest sees, is counted for and follows', async () => {
    const admin = await e2e.createMember({ isAdmin: true });
    const page = await e2e.newPage({ user: admin });
    const name = `Spring sale ${Date.now()}`;

    // GET /api/ads picks at random among active ads: the demo ad steps aside first.
    await page.goto('/admin/ads');
    await poll(() => rowOf(page, DEMO_AD_NAME).count()).toBe(1);
    for (const column of [
      'Name',
      'Category',
      'Status',
      'Target Countries',
      'Start Date',
      'End Date',
      'Views',
      'Clicks',
      'CTR',
      'Updated',
      'Actions',
    ]) {
      expect(await page.getByRole('columnheader', { name: column, exact: true }).count()).toBe(1);
    }
    await page.getByRole('switch', { name: `Active: ${DEMO_AD_NAME}` }).click();
    await expectText(page, 'Ad status updated successfully');
    await poll(() => cellOf(page, DEMO_AD_NAME, 'Status')).toBe('Inactive');

    await page.getByRole('link', { name: 'Create Ad' }).click();
    await page.waitForURL('**/admin/ads/create');
    await expectText(
      page,
      'Recommended 16:9 for desktop and 1:1 for mobile. WEBP only, at most 500KB.',
    );
    await page.getByRole('button', { name: 'Create Ad' }).click();
    await expectText(page, 'Name must be at least 3 characters');
    await expectText(page, 'Please select a category');
    await expectText(page, 'Please provide a valid URL');
    await expectText(page, 'Please select an image file');

    const imageInput = page.getByLabel('Image (WEBP)');
    await imageInput.setInputFiles({
      name: 'banner.webp',
      mimeType: 'image/webp',
      buffer: await makePng(),
    });
    await expectText(page, 'Only WEBP images are supported. Please upload a WEBP (≤500KB).');
    await imageInput.setInputFiles({
      name: 'banner.webp',
      mimeType: 'image/webp',
      buffer: await makeWebp(),
    });
    await poll(() => page.getByText('Please select an image file').count()).toBe(0);
    await poll(() => page.getByRole('img', { name: 'Desktop (16:9) preview' }).count()).toBe(1);

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Category').selectOption('HomepageBanner');
    await page.getByLabel('Redirect URL').fill(landingUrl);
    await page.getByRole('button', { name: 'Create Ad' }).click();
    await expectText(page, 'Ad created successfully');
    await page.waitForURL('**/admin/ads');
    await poll(() => cellOf(page, name, 'Status')).toBe('Inactive');
    expect(await cellOf(page, name, 'Target Countries')).toBe('All countries');

    await page.getByRole('switch', { name: `Active: ${name}` }).click();
    await expectText(page, 'Ad status updated successfully');
    await poll(() => cellOf(page, name, 'Status')).toBe('Active');
    expect(await cellOf(page, name, 'Views')).toBe('0');

    const guest = await e2e.newPage();
    await guest.goto('/');
    // The homepage ad comes with the first compliment.
    await guest.getByRole('button', { name: 'Get a Compliment' }).click();
    const ad = guest.getByRole('link', { name: `Sponsored: ${name} (opens in a new tab)` });
    await poll(() => ad.count()).toBe(1);
    // Below the compliment card, the ad is seen once scrolled to.
    await ad.scrollIntoViewIfNeeded();
    expect(await guest.getByText('Sponsored', { exact: true }).isVisible()).toBe(true);
    expect(await ad.getAttribute('target')).toBe('_blank');
    expect((await ad.getAttribute('rel'))?.split(' ').sort()).toEqual([
      'noopener',
      'noreferrer',
      'sponsored',
    ]);
    // The click carries the view token of the answer that showed the ad (DECISIONS 32).
    expect(await ad.getAttribute('href')).toMatch(/^\/r\/ad\/[0-9a-f-]{36}\?t=[\w.-]+$/);
    // Letterboxed on white, whatever the image's shape.
    const image = ad.locator('img');
    expect(await image.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
    expect(await image.evaluate((img) => getComputedStyle(img).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );

    // On screen for over a second: counted once, and only once for this display.
    await guest.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await poll(() => cellOf(page, name, 'Views')).toBe('1');
    await guest.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await poll(() => page.getByRole('button', { name: 'Refresh' }).isEnabled()).toBe(true);
    expect(await cellOf(page, name, 'Views')).toBe('1');

    const [tab] = await Promise.all([guest.context().waitForEvent('page'), ad.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(landingUrl);
    expect(await tab.getByRole('heading', { name: LANDING_TEXT }).count()).toBe(1);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await poll(() => cellOf(page, name, 'Clicks')).toBe('1');
    expect(await cellOf(page, name, 'CTR')).toBe('100.00%');

    // Deleted behind a confirmation: the guest's slot then stays empty (the API answers 204).
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this ad?' });
    await poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectText(page, 'Ad deleted successfully');
    await poll(() => rowOf(page, name).count()).toBe(0);

    const later = await e2e.newPage();
    await later.goto('/');
    await poll(() => later.getByRole('heading', { level: 1 }).count()).toBe(1);
    await later.getByRole('button', { name: 'Get a Compliment' }).click();
    await later.getByRole('button', { name: 'New Compliment' }).waitFor();
    await later.waitForLoadState('networkidle');
    expect(await later.getByRole('complementary', { name: 'Sponsored' }).count()).toBe(0);

    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('edits an ad from the list and shows 5 skeleton rows while the list loads', async () => {
    const admin = await e2e.createMember({ isAdmin: true });
    const page = await e2e.newPage({ user: admin });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/ads', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/ads');
    await poll(() => page.getByTestId('skeleton-row').count()).toBe(5);
    release();
    await poll(() => rowOf(page, DEMO_AD_NAME).count()).toBe(1);
    expect(await page.getByTestId('skeleton-row').count()).toBe(0);

    await page.getByRole('link', { name: `Edit ${DEMO_AD_NAME}` }).click();
    await page.waitForURL('**/admin/ads/edit/*');
    await poll(() => page.getByLabel('Name').inputValue()).toBe(DEMO_AD_NAME);
    await page.getByRole('checkbox', { name: /Sri Lanka/ }).check();
    await page.getByRole('checkbox', { name: /Canada/ }).check();
    await page.getByRole('checkbox', { name: /Japan/ }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectText(page, 'Ad updated successfully');
    await page.waitForURL('**/admin/ads');
    await poll(() => cellOf(page, DEMO_AD_NAME, 'Target Countries')).toBe('Sri LankaCanada+1 more');

    await page.goto('/admin/ads/edit/5b0c3f4e-8f1a-4a53-9d43-2f1f0c8d1e11');
    await poll(() => page.getByRole('heading', { name: 'Ad not found' }).count()).toBe(1);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});

describe('gift page', () => {
  it('shows a promotion, copies its code, and discovers another', async () => {
    const page = await e2e.newPage();
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseURL });
    await page.goto('/gift');
    const title = page.getByRole('heading', { level: 2 });
    await poll(() => title.count()).toBe(1);
    await expectText(page, 'Currently Shining');
    expect(await page.getByText(/^Valid until \d{1,2} [A-Z][a-z]+ \d{4}$/).count()).toBe(1);
    // Views and Claims are for admins only.
    expect(await page.getByText('Views', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Claims', { exact: true }).count()).toBe(0);
    const boost = page.getByRole('link', { name: /Get My Boost/ });
    expect(await boost.getAttribute('href')).toMatch(/^\/r\/promotion\/[0-9a-f-]{36}\?t=[\w.-]+$/);
    expect(await boost.getAttribute('target')).toBe('_blank');

    const code = (await page.getByTestId('promotion-code').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: `Copy code ${code}` }).click();
    await expectText(page, 'Compliment Code Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // A guest without a country sees the two untargeted demo promotions: "another" is the other one.
    const first = await title.textContent();
    await page.getByRole('button', { name: 'Discover Another Compliment' }).click();
    await poll(() => title.textContent()).not.toBe(first);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('records a view, shows admins the counts, and marks an expired linked promotion', async () => {
    const admin = await e2e.createMember({ isAdmin: true });
    const page = await e2e.newPage({ user: admin });
    const created = await page.request.post('/api/admin/promotions', {
      data: {
        serviceProviderName: 'Old Owl Books',
        discountTitle: 'Half price on autumn reads',
        discountDescription: 'Every autumn title at half price, while the season lasts.',
        discountCode: 'OWLAUTUMN',
        websiteUrl: 'https://oldowl.example/autumn',
        publishedAt: '2024-09-01T09:00:00.000Z',
        expireAt: '2024-11-30T09:00:00.000Z',
        isActive: true,
        counties: [],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const guest = await e2e.newPage();
    await guest.goto(`/gift?promotion=${id}`);
    await poll(() =>
      guest.getByRole('heading', { name: 'Half price on autumn reads' }).count(),
    ).toBe(1);
    await expectText(guest, 'Expired');
    await expectText(guest, 'Expired on 30 Nov 2024');
    expect(await guest.getByRole('button', { name: 'Get My Boost' }).isDisabled()).toBe(true);
    expect(await guest.getByRole('link', { name: /Get My Boost/ }).count()).toBe(0);

    // The guest's showing was counted; the admin sees the count on the same page.
    const viewsOf = async () => {
      const list = (await (await page.request.get('/api/admin/promotions')).json()) as {
        id: string;
        views: number;
      }[];
      return list.find((promotion) => promotion.id === id)?.views;
    };
    await poll(viewsOf).toBe(1);
    await page.goto(`/gift?promotion=${id}`);
    await expectText(page, 'Views');
    await expectText(page, 'Claims');
    // It shows the count as fetched, before this showing of the admin's own was added.
    expect(await page.getByRole('definition').first().textContent()).toBe('1');
    await poll(viewsOf).toBe(2);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('shows the empty state and the copy failure', async () => {
    const empty = await e2e.newPage();
    await empty.route('**/api/promotions/random*', (route) => route.fulfill({ status: 204 }));
    await empty.goto('/gift');
    await poll(() => empty.getByRole('heading', { name: 'No Promotions Available' }).count()).toBe(
      1,
    );
    await expectText(
      empty,
      'There are no active promotions for your region right now. Please check back soon.',
    );

    const page = await e2e.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.goto('/gift');
    await page.getByRole('button', { name: /^Copy code / }).click();
    await expectText(page, 'Copy Failed');
    await expectText(page, 'Unable to copy to clipboard. Please try again.');
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});

describe('admin promotions', () => {
  it('creates, edits, pauses and deletes a promotion', async () => {
    const admin = await e2e.createMember({ isAdmin: true });
    const page = await e2e.newPage({ user: admin });
    const title = `Two pairs for one ${Date.now()}`;
    await page.goto('/admin-promotions');
    await poll(() => rowOf(page, 'Bloom & Brew Coffee').count()).toBe(1);
    for (const column of [
      'Service Provider',
      'Discount Title',
      'Discount Code',
      'Website',
      'Countries',
      'Published',
      'Expires',
      'Status',
      'Views',
      'Claims',
      'Actions',
    ]) {
      expect(await page.getByRole('columnheader', { name: column, exact: true }).count()).toBe(1);
    }
    expect(await cellOf(page, 'Stretch & Smile Yoga', 'Countries')).toBe('United StatesCanada');

    await page.getByRole('link', { name: 'Create Promotion' }).click();
    await page.waitForURL('**/admin-promotions-form');
    await page.getByRole('button', { name: 'Create Promotion' }).click();
    await expectText(page, 'Service provider name must be at least 2 characters');
    await expectText(page, 'Discount title must be at least 5 characters');
    await expectText(page, 'Discount description must be at least 10 characters');
    await expectText(page, 'Discount code must be at least 3 characters');
    await expectText(page, 'Please provide a valid website URL');
    await expectText(page, 'Please select an expiry date');

    await page.getByLabel('Service provider').fill('Sunny Socks');
    await page.getByLabel('Website URL').fill('https://sunnysocks.example/pairs');
    await page.getByLabel('Discount title').fill(title);
    await page
      .getByLabel('Discount description')
      .fill('Buy one pair of our striped socks and get a second pair free.');
    await page.getByLabel('Discount code').fill('SUNNYSOCKS');
    await page.getByLabel('Expiry date').fill('2031-01-15T10:00');
    await page.getByLabel('Search countries').fill('lanka');
    await page.getByRole('checkbox', { name: /Sri Lanka/ }).check();
    await page.getByLabel('Search countries').fill('');
    await page.getByRole('checkbox', { name: /Canada/ }).check();
    await page.getByRole('checkbox', { name: /United States/ }).check();
    await page.getByRole('button', { name: 'Create Promotion' }).click();
    await expectText(page, 'Promotion created successfully');
    await page.waitForURL('**/admin-promotions');
    await poll(() => cellOf(page, title, 'Countries')).toBe('Sri LankaCanada+1 more');
    expect(await cellOf(page, title, 'Status')).toBe('Active');
    expect(await cellOf(page, title, 'Expires')).toBe('15 Jan 2031');

    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await page.waitForURL(/\/admin-promotions-form\?id=/);
    await poll(() => page.getByLabel('Discount code').inputValue()).toBe('SUNNYSOCKS');
    await page.getByLabel('Discount code').fill('SOCKS4TWO');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectText(page, 'Promotion updated successfully');
    await page.waitForURL('**/admin-promotions');
    await poll(() => cellOf(page, title, 'Discount Code')).toBe('SOCKS4TWO');

    await page.getByRole('switch', { name: `Active: ${title}` }).click();
    await expectText(page, 'Promotion status updated successfully');
    await poll(() => cellOf(page, title, 'Status')).toBe('Inactive');

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this promotion?' });
    await poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectText(page, 'Promotion deleted successfully');
    await poll(() => rowOf(page, title).count()).toBe(0);

    await page.goto('/admin-promotions-form?id=5b0c3f4e-8f1a-4a53-9d43-2f1f0c8d1e11');
    await poll(() => page.getByRole('heading', { name: 'Promotion not found' }).count()).toBe(1);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});

describe('admin check', () => {
  it('sends a member away from the admin screens with Access Denied', async () => {
    const member = await e2e.createMember();
    const page = await e2e.newPage({ user: member });
    await page.goto('/admin-promotions');
    await expectText(page, 'Access Denied');
    await expectText(page, 'You need admin privileges to access this page');
    await page.waitForURL('**/admin-login');
    expect(await page.getByRole('table').count()).toBe(0);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});
