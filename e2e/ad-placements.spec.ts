// Journeys: the In Feed and Sticky Footer placements (PRODUCT 17) show their ads where a member
// and a guest see them, each counted once after a second on screen; the sticky bar keeps room for
// itself below the page and the toasts, and once closed stays closed for the ads bucket.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdCategory } from '../src/contract/ads';
import { pickRandomCompliment } from '../src/server/features/compliments/compliments.service';
import type { TestUser } from '../test/factories';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

let e2e: E2E;
let admin: TestUser;
/** A signed-in admin's page, for the admin API. */
let adminPage: Page;

beforeAll(async () => {
  e2e = await startE2E();
  admin = await e2e.createMember({ isAdmin: true });
  adminPage = await e2e.newPage({ user: admin });
});
afterAll(() => e2e.close());

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

/** expect.poll with room for a busy 2-core machine. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** Creates an active ad of `category` through the admin API, as the ad form does. */
async function createActiveAd(category: AdCategory, name: string): Promise<string> {
  const image = await sharp({
    create: { width: 320, height: 180, channels: 3, background: '#1d6f5f' },
  })
    .webp()
    .toBuffer();
  const answer = await adminPage.request.post('/api/admin/ads', {
    multipart: {
      name,
      category,
      redirectUrl: 'https://shop.example/spring',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      counties: '[]',
      isActive: 'true',
      image: { name: 'ad.webp', mimeType: 'image/webp', buffer: image },
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/** The ad's counted views, as the admin list reads them. */
async function viewsOf(id: string): Promise<number | undefined> {
  const list = (await (await adminPage.request.get('/api/admin/ads')).json()) as {
    id: string;
    views: number;
  }[];
  return list.find((ad) => ad.id === id)?.views;
}

const adLink = (page: Page, name: string) =>
  page.getByRole('link', { name: `Sponsored: ${name} (opens in a new tab)` });

const stickyBar = (page: Page) =>
  page.getByRole('complementary', { name: 'Sponsored bar', exact: true });

/** Shows the first compliment, which brings the home page's ads. */
async function getCompliment(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get a Compliment' }).click();
  await page.getByRole('article', { name: 'A compliment for you' }).waitFor();
}

describe('the In Feed placement', () => {
  it("shows its ad after the 3rd compliment of a member's Received list, counted once", async () => {
    const name = `Feed sale ${Date.now()}`;
    const id = await createActiveAd('InFeed', name);
    const member = await e2e.createMember();
    // Five different compliments received: the slot after the 3rd has two more below it.
    const received = new Set<number>();
    for (let draw = 0; received.size < 5 && draw < 200; draw += 1) {
      const compliment = await pickRandomCompliment(e2e.ctx, e2e.app.randomPicker, member.id);
      if (compliment) received.add(compliment.id);
    }
    expect(received.size).toBe(5);

    const page = await e2e.newPage({ user: member, ...WIDE });
    await page.goto('/profile');
    await page.getByRole('tab', { name: /^Received/ }).click();
    const list = page.getByRole('list', { name: 'Received compliments' });
    const ad = list.getByRole('link', { name: `Sponsored: ${name} (opens in a new tab)` });
    await poll(() => ad.count()).toBe(1);
    const items = list.getByRole('listitem');
    expect(await items.count()).toBe(6);
    // The 4th item is the ad: three compliments come first.
    expect(await items.nth(3).getByRole('link').getAttribute('href')).toMatch(
      new RegExp(`^/r/ad/${id}\\?t=`),
    );
    expect(await items.nth(3).getByText('Sponsored', { exact: true }).isVisible()).toBe(true);

    await ad.scrollIntoViewIfNeeded();
    await poll(() => viewsOf(id)).toBe(1);
    await page.waitForTimeout(1500);
    expect(await viewsOf(id)).toBe(1);

    // The Submitted list has no ad until it holds four compliments.
    await page.getByRole('tab', { name: /^Submitted/ }).click();
    await page.waitForLoadState('networkidle');
    expect(await adLink(page, name).count()).toBe(0);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});

describe('the Sticky Footer placement', () => {
  let name: string;
  let id: string;

  beforeAll(async () => {
    name = `Footer sale ${Date.now()}`;
    id = await createActiveAd('StickyFooter', name);
  });

  for (const [label, size] of [
    ['a phone (390 px)', PHONE],
    ['a wide screen (1280 px)', WIDE],
  ] as const) {
    it(`sits at the bottom of home on ${label}, below the page, and is counted once`, async () => {
      const before = (await viewsOf(id)) ?? 0;
      const page = await e2e.newPage(size);
      await page.goto('/');
      await page.getByRole('button', { name: 'Get a Compliment' }).waitFor();
      // Like the homepage ad, it comes with the first compliment.
      expect(await stickyBar(page).count()).toBe(0);
      await getCompliment(page);
      const bar = stickyBar(page);
      await poll(() => bar.count()).toBe(1);
      expect(await adLink(page, name).isVisible()).toBe(true);

      const box = await bar.boundingBox();
      if (!box) throw new Error('the bar has no box');
      expect(Math.round(box.x)).toBe(0);
      expect(Math.round(box.width)).toBe(size.width);
      expect(Math.round(box.y + box.height)).toBe(size.height);
      // The page keeps the bar's height free below its end, so the bar covers none of it. The bar
      // publishes its height when it mounts and again from its ResizeObserver, which reports at
      // the next frame: a bar first measured outside the laid-out page (0 px) is right one frame
      // later, so the padding is read until it settles.
      await poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe(
        `${Math.round(box.height)}px`,
      );
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = await page.getByRole('contentinfo').boundingBox();
      if (!footer) throw new Error('the page has no footer');
      expect(footer.y + footer.height).toBeLessThanOrEqual(box.y + 1);

      await poll(() => viewsOf(id)).toBe(before + 1);
      await page.waitForTimeout(1500);
      expect(await viewsOf(id)).toBe(before + 1);
      expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
    });
  }

  it('shows on /gift with toasts above it on a wide screen', async () => {
    const page = await e2e.newPage(WIDE);
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseURL });
    await page.goto('/gift');
    const bar = stickyBar(page);
    await poll(() => bar.count()).toBe(1);
    await page.getByRole('button', { name: /^Copy code / }).click();
    const toast = page.locator('li', { hasText: 'Compliment Code Copied!' });
    await toast.waitFor();
    // Past the toast's slide-in.
    await page.waitForTimeout(400);
    const toastBox = await toast.boundingBox();
    const barBox = await bar.boundingBox();
    if (!toastBox || !barBox) throw new Error('no box');
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('closes, and stays closed on reload within the ads bucket', async () => {
    const page = await e2e.newPage(PHONE);
    await getCompliment(page);
    const bar = stickyBar(page);
    await poll(() => bar.count()).toBe(1);
    await page.getByRole('button', { name: 'Close the sponsored bar' }).click();
    await poll(() => bar.count()).toBe(0);
    // The room goes with the bar. Chromium may answer getComputedStyle from before the root's
    // custom property was removed until its next frame, so the padding is read until it settles.
    await poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe(
      '0px',
    );

    const footerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('placement=footer')) footerRequests.push(request.url());
    });
    await page.reload();
    await getCompliment(page);
    // The homepage ad came with the compliment; the bar did not, nor was it asked for.
    await poll(() =>
      page.getByRole('complementary', { name: 'Sponsored', exact: true }).count(),
    ).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await bar.count()).toBe(0);
    expect(footerRequests).toEqual([]);

    // Another visitor, who has not closed it, still gets it.
    const other = await e2e.newPage(PHONE);
    await getCompliment(other);
    await poll(() => stickyBar(other).count()).toBe(1);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});
