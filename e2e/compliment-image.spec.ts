// Journey: an uploaded image reaches the compliment card as a resized copy a phone can afford,
// in a box sized before it loads.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspirationalImages } from '../src/server/db/schema/index';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

const cardImage = (page: Page) => page.getByRole('article').locator('picture img');

describe('the compliment card image', () => {
  it('shows an upload from its 480 px AVIF copy on a phone, with its width and height', async () => {
    const admin = await e2e.createMember({ isAdmin: true });
    // Only the upload is active, so every compliment is paired with it.
    await e2e.ctx.db.update(inspirationalImages).set({ isActive: false });
    const adminPage = await e2e.newPage({ user: admin });
    const photo = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#f4a6b8' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await adminPage.request.post('/api/admin/inspirational-images/upload', {
      multipart: { image: { name: 'wide-dawn.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(uploaded.status()).toBe(201);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };

    const page = await e2e.newPage({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    const img = cardImage(page);
    await expect.poll(() => img.count(), { timeout: 15_000 }).toBe(1);
    expect(await img.getAttribute('width')).toBe('1600');
    expect(await img.getAttribute('height')).toBe('900');
    expect(await img.getAttribute('src')).toBe(imageUrl);
    await expect
      .poll(() => img.evaluate((element) => (element as HTMLImageElement).currentSrc))
      .toMatch(new RegExp(`${imageUrl}/480\\.avif$`));
    // It loaded (a srcset candidate's natural width is scaled to the slot, so only > 0 is certain).
    await expect
      .poll(() => img.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});
