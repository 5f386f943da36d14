// Arabic, right to left (PRODUCT 29): the pages mirror, fit a phone and a desk, and a visitor
// reaches another language from the menu in two clicks. Screenshots of each page at 390 and
// 1280 px go to screenshots/languages/ for a person to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAs, settle, useSeededCatalogue } from './seeded-catalogue';
import { layoutProblems } from './small-screen-layout';
import type { Role } from './route-catalogue';

const SHOTS = path.resolve(import.meta.dirname, '../screenshots/languages');
const seeded = useSeededCatalogue();

const PAGES: { name: string; path: string; role: Role }[] = [
  { name: 'home', path: '/', role: 'guest' },
  { name: 'login', path: '/login', role: 'guest' },
  { name: 'profile', path: '/profile', role: 'member' },
  { name: 'settings', path: '/settings', role: 'member' },
  { name: 'admin', path: '/admin', role: 'admin' },
];

/** Where the frame's first home link (the brand) sits: the start, right in Arabic, left in English. */
async function homeLinkSide(page: Page): Promise<'left' | 'right'> {
  const box = await page.locator('a[href="/"]').first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box) throw new Error('the page has no home link');
  return box.x + box.width / 2 > width / 2 ? 'right' : 'left';
}

describe('Arabic, right to left', () => {
  it('mirrors every page at 390 and 1280 px, with nothing overflowing', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const problems: string[] = [];
    for (const width of [390, 1280]) {
      for (const role of ['guest', 'member', 'admin'] as const) {
        const page = await openAs(seeded, role, { width, height: 844, locale: 'ar' });
        for (const entry of PAGES.filter((candidate) => candidate.role === role)) {
          await page.goto(entry.path);
          await settle(page);
          expect(await page.getAttribute('html', 'dir'), entry.name).toBe('rtl');
          expect(await page.getAttribute('html', 'lang'), entry.name).toBe('ar');
          if (width === 1280) expect(await homeLinkSide(page), entry.name).toBe('right');
          problems.push(...(await layoutProblems(page, `${entry.name} at ${width}`)));
          await page.screenshot({ path: path.join(SHOTS, `ar-${entry.name}-${width}.png`) });
        }
        await page.close();
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('is two clicks away from any page, and the choice stays', async () => {
    const page = await openAs(seeded, 'guest', { width: 390, height: 844, locale: 'en-US' });
    await page.goto('/login');
    await settle(page);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await page.getByRole('button', { name: 'Language' }).click();
    await Promise.all([
      page.waitForURL('**/login'),
      page.waitForEvent('load'),
      page.getByRole('menuitemradio', { name: 'العربية' }).click(),
    ]);
    await settle(page);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
  }, 30_000);
});
