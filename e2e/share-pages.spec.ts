// Journeys (issue 13 items 1 and 2): a shared compliment's page shows that compliment and previews it
// with a drawn 1200×630 card; the home share menu offers that page's address, shows each network's
// mark with its name, and never covers the quote it shares, on a phone and on a desktop.
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compliments } from '../src/server/db/schema/index';
import { seriousViolations } from './axe';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const NETWORKS = [
  'Facebook',
  'X (Twitter)',
  'LinkedIn',
  'WhatsApp',
  'Telegram',
  'Reddit',
  'Pinterest',
  'Instagram',
];
const SHARE_PATH = /\/c\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let e2e: E2E;
let shared: { id: number; publicId: string; text: string };
beforeAll(async () => {
  e2e = await startE2E();
  const [row] = await e2e.ctx.db
    .select({ id: compliments.id, publicId: compliments.publicId, text: compliments.text })
    .from(compliments)
    .where(eq(compliments.isVisible, true))
    .orderBy(compliments.id)
    .limit(1);
  if (!row) throw new Error('the demo content has no compliment');
  shared = row;
});
afterAll(() => e2e.close());

/** Whether two boxes share any area. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** Records what the page hands to share popups and to the device's share sheet. */
async function recordShares(page: Page, withDeviceShare: boolean) {
  await page.addInitScript((device: boolean) => {
    const w = window as unknown as { opened: string[]; deviceShared: ShareData[] };
    w.opened = [];
    w.deviceShared = [];
    window.open = () =>
      ({
        opener: null,
        location: {
          set href(url: string) {
            w.opened.push(url);
          },
        },
      }) as unknown as Window;
    if (device) {
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          w.deviceShared.push(data);
        },
      });
      Object.defineProperty(navigator, 'canShare', { value: () => true });
    } else {
      Object.defineProperty(navigator, 'share', { value: undefined });
    }
  }, withDeviceShare);
}

describe.each(WIDTHS)('at $width px', (viewport) => {
  it("a guest opens a shared compliment's page and sees that compliment, its image and actions", async () => {
    const page = await e2e.newPage(viewport);
    const response = await page.goto(`/c/${shared.publicId}`);
    expect(response?.status()).toBe(200);
    const card = page.getByRole('article');
    await expect.poll(() => card.locator('blockquote').textContent()).toContain(shared.text);
    await expect.poll(() => card.locator('img').count()).toBe(1);
    await expect
      .poll(() => card.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    for (const name of ['Thank Author', 'Share', 'Get a Compliment']) {
      expect(await card.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    }
    // Get a Compliment picks a random compliment and shows it as home does.
    await card.getByRole('button', { name: 'Get a Compliment' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('article').locator('blockquote').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'New Compliment' }).isVisible()).toBe(true);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('offers the compliment page on home, with every network mark named, not covering the quote', async () => {
    const page = await e2e.newPage(viewport);
    await recordShares(page, viewport.width < 640);
    await page.goto('/');
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    const card = page.getByRole('article');
    const quote = card.locator('blockquote');
    await expect.poll(() => quote.count(), { timeout: 15_000 }).toBe(1);
    const shownText = (await quote.textContent())!.replace(/^“|”$/g, '');
    await card.getByRole('button', { name: 'Share', exact: true }).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);

    for (const name of NETWORKS) {
      const item = menu.getByRole('menuitem', { name, exact: true });
      expect(await item.isVisible()).toBe(true);
      expect(await item.locator('[data-share-mark] svg path').count()).toBe(1);
    }
    // Once the sheet has settled (its entry animation over, and the frame after it that may
    // scroll the page once), compare where things are.
    await menu.evaluate(async (sheet) => {
      await Promise.all(sheet.getAnimations({ subtree: true }).map((step) => step.finished));
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    });
    const menuBox = await boxOf(menu);
    expect(overlaps(menuBox, await boxOf(quote))).toBe(false);
    if (viewport.width < 640) {
      // A bottom sheet: full width, on the bottom edge.
      expect(Math.round(menuBox.width)).toBe(viewport.width);
      expect(Math.round(menuBox.y + menuBox.height)).toBe(viewport.height);
    }
    await page.screenshot({ path: `/tmp/share-menu-${viewport.width}.png` });

    await menu.getByRole('menuitem', { name: 'X (Twitter)' }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(opened).toHaveLength(1);
    const sharedUrl = new URL(opened[0]!).searchParams.get('url')!;
    expect(sharedUrl.startsWith(e2e.baseURL)).toBe(true);
    expect(new URL(sharedUrl).pathname).toMatch(SHARE_PATH);

    // That address is the shown compliment's page.
    const [row] = await e2e.ctx.db
      .select({ text: compliments.text })
      .from(compliments)
      .where(eq(compliments.publicId, new URL(sharedUrl).pathname.slice(3)));
    expect(row?.text).toBe(shownText);

    if (viewport.width < 640) {
      // The device's share sheet gets the same address.
      await card.getByRole('button', { name: 'Share', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Share via device…' }).click();
      const device = await page.evaluate(
        () => (window as unknown as { deviceShared: ShareData[] }).deviceShared,
      );
      expect(device.map((data) => data.url)).toEqual([sharedUrl]);
    }
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('has no serious or critical axe finding on the share page', async () => {
    const page = await e2e.newPage(viewport);
    await page.goto(`/c/${shared.publicId}`);
    await expect.poll(() => page.getByRole('article').locator('blockquote').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/share-page-${viewport.width}.png`, fullPage: true });
    expect(await seriousViolations(page, `share page at ${viewport.width} px`)).toEqual([]);
  });
});

describe("the share page's preview", () => {
  it('names a 1200×630 PNG in og:image that loads, and a twitter large card', async () => {
    const page = await e2e.newPage();
    const html = await (await page.request.get(`/c/${shared.publicId}`)).text();
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:url')).toBe(`${e2e.baseURL}/c/${shared.publicId}`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    const imageUrl = meta('og:image')!;
    expect(imageUrl).toBe(`${e2e.baseURL}/c/${shared.publicId}/card.png`);
    const image = await page.request.get(imageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const bytes = await image.body();
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const { width, height } = await sharp(bytes).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
  });

  it('answers an unknown compliment with a friendly 404 page and a way home', async () => {
    const page = await e2e.newPage({ width: 390, height: 844 });
    const response = await page.goto('/c/6f1c1d0e-3c1b-4f9a-9a43-2c4d1b8e7f00');
    expect(response?.status()).toBe(404);
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'This compliment is not here anymore' }).count(),
      )
      .toBe(1);
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 404/])).toEqual([]);
  });
});
