// The analytics event layer (DECISIONS 11), observed in the browser: the main actions of
// visitors and admins each report one event (on window and in the page's dataLayer), and the
// layer itself sends nothing anywhere.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeCelebration } from './celebrations';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

interface Recorded {
  name: string;
  props: Record<string, unknown>;
}

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());
beforeEach(() => {
  e2e.takeConsoleErrors();
});

/**
 * A page that keeps every analytics event and dataLayer entry, and lists each request that
 * left for another host (share sites are stubbed: the machine is offline).
 */
async function recordingPage(options: Parameters<E2E['newPage']>[0] = {}) {
  const page = await e2e.newPage(options);
  const context = page.context();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseURL });
  const elsewhere: string[] = [];
  await context.route(
    (url) => url.origin !== e2e.baseURL,
    (route) => {
      elsewhere.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' });
    },
  );
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, { __events: events, dataLayer: [] });
    window.addEventListener('kindly:analytics', (event) => {
      events.push((event as CustomEvent).detail);
    });
  });
  return { page, elsewhere };
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: Recorded[] }).__events);
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
const names = async (page: Page) => (await recorded(page)).map((event) => event.name);

describe('the analytics event layer', () => {
  it('reports a visitor getting, sharing and copying a compliment, and clicking the ad', async () => {
    const { page, elsewhere } = await recordingPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    await page.getByRole('button', { name: 'New Compliment' }).waitFor();
    await expect.poll(() => names(page)).toEqual(['compliment_get']);

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('menuitem', { name: 'Reddit' }).click();
    await (await popupOpened).close();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Copy quote' }).click();
    await expect.poll(() => names(page)).toHaveLength(3);

    const ad = page.getByRole('link', { name: /^Sponsored:/ });
    const adTab = page.waitForEvent('popup');
    await ad.click();
    await (await adTab).close();

    const events = await recorded(page);
    expect(events).toEqual([
      { name: 'compliment_get', props: {} },
      { name: 'compliment_share', props: { target: 'reddit' } },
      { name: 'compliment_share', props: { target: 'clipboard' } },
      { name: 'ad_click', props: { adId: expect.any(String) } },
    ]);
    expect(await dataLayer(page)).toEqual(
      events.map((event) => ({ event: event.name, ...event.props })),
    );
    // Only the share popup and the ad's destination left the site; no event was sent anywhere.
    expect(elsewhere.every((url) => /reddit\.com|store\.kindly\.example/.test(url))).toBe(true);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('reports a member thanking and submitting, and sharing a badge', async () => {
    const member = await e2e.createMember();
    const { page } = await recordingPage({ user: member });
    await page.goto('/');
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    await page.getByRole('button', { name: 'Thank Author' }).click();
    // The first thank earns Grateful Heart; its celebration hides the page from roles while open.
    await closeCelebration(page, 'Grateful Heart');
    await page.getByRole('button', { name: 'Thanked!' }).waitFor();
    await page.getByLabel('Your compliment').fill('Your calm voice makes busy days gentler.');
    await page.getByRole('button', { name: 'Submit Compliment' }).click();
    await closeCelebration(page, 'Kind Words');
    await expect
      .poll(() => names(page))
      .toEqual(['compliment_get', 'compliment_thank', 'compliment_submit']);

    await page.goto('/profile');
    await page.getByRole('tab', { name: /^Badges/ }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Share/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Copy link and text' }).click();
    await expect.poll(() => names(page)).toEqual(['badge_share']);
    expect((await recorded(page))[0]?.props).toEqual({ target: 'clipboard' });
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('reports the gift page: copying the code, getting the boost, discovering another', async () => {
    const { page } = await recordingPage();
    await page.goto('/gift');
    await page.getByRole('button', { name: /^Copy code/ }).click();
    const boostTab = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Get My Boost/ }).click();
    await (await boostTab).close();
    await page.getByRole('button', { name: 'Discover Another Compliment' }).click();
    await expect.poll(() => names(page)).toEqual(['gift_code_copy', 'gift_boost', 'gift_discover']);
    expect((await recorded(page))[1]?.props).toEqual({ promotionId: expect.any(String) });
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('reports admin image actions: add, upload, status and delete', async () => {
    const admin = await e2e.createMember({ isAdmin: true });
    const { page } = await recordingPage({ user: admin });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Inspirational Images' }).click();
    await page.getByLabel('Image URL').fill(`${e2e.baseURL}/images/placeholder.svg`);
    await page.getByLabel('Title').fill('Counted Harbour');
    await page.getByLabel('Category').fill('Seaside');
    await page.getByRole('button', { name: 'Add Image' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Counted Harbour' });
    await row.getByRole('button', { name: 'Deactivate Counted Harbour' }).click();
    await row.getByText('Inactive', { exact: true }).waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Delete Counted Harbour' }).click();
    await expect
      .poll(() => names(page))
      .toEqual(['admin_image_add', 'admin_image_status', 'admin_image_delete']);
    expect((await recorded(page))[1]?.props).toEqual({
      imageId: expect.any(Number),
      isActive: false,
    });

    await page.goto('/simple-admin');
    await page.getByRole('tab', { name: 'Image Management' }).click();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fde7ec' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'counted-dawn.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await expect.poll(() => names(page)).toEqual(['admin_image_upload']);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});
