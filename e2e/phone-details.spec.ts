// On a phone: toasts stay below the top bar and leave with the page, the karma explainer folds
// behind a button, and the profile tabs keep to one row at 360 px; axe finds nothing serious there.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';
import { navProfileLink, nameSequence, NARROW, PHONE, screenshot } from './member-pages';
import type { TestUser } from '../test/factories';

let e2e: E2E;
/** A fresh name per journey: the database is shared by the whole file. */
const freshName = nameSequence();

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());
beforeEach(() => {
  e2e.takeConsoleErrors();
});

const open = (size: { width: number; height: number }, user?: TestUser) =>
  e2e.newPage({ user, ...size });

describe('toasts on a phone', () => {
  it('sit below the top bar at 390 px, and leave when the page changes', async () => {
    const member = await e2e.createMember();
    const page = await open(PHONE, member);
    // The page's clock runs as usual until the journey moves it past the toast's first moments.
    await page.clock.install();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Choose a username' }).click();
    await page.getByLabel('Username').fill(freshName('Toast Tester'));
    await page.getByRole('button', { name: 'Save username' }).click();
    const toast = page.locator('li', { hasText: 'Username saved' });
    await toast.waitFor();
    // Measured where its slide-in ends.
    await toast.evaluate((item) =>
      Promise.all(item.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const toastBox = await toast.boundingBox();
    const navBox = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    if (!toastBox || !navBox) throw new Error('no box');
    expect(toastBox.y).toBeGreaterThanOrEqual(navBox.y + navBox.height);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(PHONE.width);
    // The nav's buttons stay clickable while the toast shows.
    await navProfileLink(page).click({ trial: true, timeout: 2000 });
    await screenshot(page, 'toast-below-nav-390');

    // Past the moment it announced, a page change takes it away.
    await page.clock.fastForward(2100);
    await page.getByRole('link', { name: 'Home' }).last().click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toast.count()).toBe(0);
  });

  it('keep the toast that announces the page change: Welcome back! on /profile', async () => {
    const member = await e2e.createMember();
    const page = await open(PHONE);
    await page.goto('/login');
    await page.getByLabel('Username').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/profile');
    await expect.poll(() => page.locator('li', { hasText: 'Welcome back!' }).count()).toBe(1);
  });
});

describe('the profile on a phone', () => {
  it('folds the karma explainer behind a button that works from the keyboard', async () => {
    const member = await e2e.createMember();
    const page = await open(PHONE, member);
    await page.goto('/profile');
    const button = page.getByRole('button', { name: 'How karma is earned' });
    await button.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('when someone thanks you for your compliment').count()).toBe(0);
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const controls = await button.getAttribute('aria-controls');
    expect(await page.locator(`[id="${controls}"]`).textContent()).toContain(
      'when someone thanks you for your compliment',
    );
    expect(await seriousViolations(page, 'profile, karma open')).toEqual([]);
    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the four tabs in one row at 360 px, scrolling sideways inside it', async () => {
    // A member with no badge yet: an earned one would open its celebration over the page.
    const member = await e2e.createMember();
    const page = await open(NARROW, member);
    await page.goto('/profile');
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.count()).toBe(4);
    await expect.poll(() => tabs.first().textContent()).toBe('Submitted (0)');
    const tops = await tabs.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    // The page itself never scrolls sideways; the row does, when it must.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      NARROW.width,
    );
    const row = page.locator('[role="tablist"]');
    const rowBox = await row.boundingBox();
    expect(rowBox!.x + rowBox!.width).toBeLessThanOrEqual(NARROW.width);
    // The last tab, reached from the keyboard, is scrolled into view.
    await tabs.first().focus();
    await page.keyboard.press('End');
    await expect.poll(() => tabs.last().evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(async () => {
        const box = await tabs.last().boundingBox();
        return box ? box.x + box.width : Infinity;
      })
      .toBeLessThanOrEqual(NARROW.width);
    await screenshot(page, 'profile-tabs-360');
    expect(await seriousViolations(page, 'profile at 360')).toEqual([]);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});
