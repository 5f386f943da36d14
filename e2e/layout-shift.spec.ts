// Nothing moves while a page loads (DECISIONS 69): on a phone-sized screen, every catalogued page
// and a new member's first pages (the confirm-email banner above them) add up at most 0.02 of
// layout shift, the unprompted kind a PerformanceObserver reports, as Lighthouse's CLS counts it.
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { users } from '../src/server/db/schema/index';
import { ROUTES } from '../src/contract/routes';
import type { CataloguedPage } from './route-catalogue';
import { openAs, settle, useSeededCatalogue } from './seeded-catalogue';

const BUDGET = 0.02;
// Lighthouse's phone.
const PHONE = { width: 412, height: 823 };

declare global {
  interface Window {
    /** The layout shifts seen so far, with what moved. */
    kindlyShifts?: { value: number; sources: string[] }[];
  }
}

/** Starts counting in every document the page opens, before its first script runs. */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    window.kindlyShifts = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const label = node.getAttribute('aria-label') ?? node.id;
      const text = node.textContent?.trim().slice(0, 40);
      return `<${node.tagName.toLowerCase()}${label ? ` ${label}` : ''}> "${text ?? ''}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.kindlyShifts!.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(
            ({ node, previousRect, currentRect }) =>
              `${describe(node)} from y ${Math.round(previousRect.y)} to ${Math.round(currentRect.y)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's total shift once it has its data, with what moved, or null within the budget. */
async function shiftOf(page: Page, name: string, path: string): Promise<string | null> {
  await page.goto(path);
  await settle(page);
  // A frame more for whatever the last answer drew.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shifts = (await page.evaluate(() => window.kindlyShifts)) ?? [];
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  if (total <= BUDGET) return null;
  const moved = shifts.map((shift) => `${shift.value.toFixed(3)}: ${shift.sources.join(', ')}`);
  return `${name} (${path}): ${total.toFixed(3)} [${moved.join('; ')}]`;
}

const setup = useSeededCatalogue();

it('every catalogued page shifts at most 0.02 while it loads on a phone', async () => {
  const roles = ['guest', 'member', 'admin'] as const;
  const over: string[] = [];
  let checked = 0;
  for (const role of roles) {
    const entries = setup.catalogue.filter((entry: CataloguedPage) => entry.role === role);
    // One page per role, each load from an empty cache, as a first visit is.
    const page = await openAs(setup, role, PHONE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await observeShifts(page);
    for (const entry of entries) {
      const found = await shiftOf(page, entry.name, entry.path);
      if (found) over.push(found);
      checked++;
    }
    await page.context().close();
  }
  expect(over).toEqual([]);
  expect(checked).toBe(setup.catalogue.length);
}, 60_000);

it('a new member, the banner about their address above each page, shifts no more', async () => {
  const { e2e } = setup;
  const newcomer = await e2e.createMember();
  await e2e.ctx.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, newcomer.id));
  const page = await e2e.newPage({ user: newcomer, ...PHONE });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await observeShifts(page);
  const over: string[] = [];
  // The pages that wait for the session draw the banner with the page. One that does not (the gift
  // page, a shared compliment) is drawn first and gets the banner after it (DECISIONS 69).
  for (const path of [ROUTES.home, ROUTES.profile, ROUTES.settings]) {
    const found = await shiftOf(page, 'new member', path);
    if (found) over.push(found);
  }
  // The banner was there to be measured.
  await expect
    .poll(() => page.getByRole('region', { name: 'Please confirm your email address' }).count())
    .toBe(1);
  await page.context().close();
  expect(over).toEqual([]);
});
