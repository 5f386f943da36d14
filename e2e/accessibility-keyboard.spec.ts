// The home, profile and admin controls work from the keyboard: every control is reached with Tab
// and shows its focus, dialogs trap focus and give it back, menus and tabs follow the arrow keys.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickTab, openPage, visible } from './accessibility-sweep';
import { settle, useSeededCatalogue } from './seeded-catalogue';

const setup = useSeededCatalogue();

/** What makes the focused element stand out: its outline and its box shadow. */
const focusLook = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      outlineVisible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadowVisible: style.boxShadow !== 'none',
    };
  });

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until the locator has focus; fails after `limit` presses. */
async function tabTo(page: Page, locator: Locator, limit = 40, key = 'Tab') {
  for (let press = 0; press < limit; press++) {
    if (await isFocused(locator)) return;
    await page.keyboard.press(key);
  }
  expect(await isFocused(locator), `${String(locator)} is reachable with ${key}`).toBe(true);
}

/** Reaches the control with Tab (going on from the current focus) and checks it then looks
 * different from when it was not focused. */
async function expectVisibleFocus(page: Page, locator: Locator) {
  if (await isFocused(locator)) await page.keyboard.press('Shift+Tab');
  expect(await isFocused(locator)).toBe(false);
  const unfocused = await focusLook(locator);
  await tabTo(page, locator);
  const focused = await focusLook(locator);
  expect(focused, `focus on ${String(locator)} is visible`).not.toEqual(unfocused);
  expect(focused.outlineVisible || focused.shadowVisible).toBe(true);
}

/** The focused element's accessible description for messages: its tag and text. */
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName} ${element.textContent?.trim() ?? ''}` : 'none';
  });

describe('keyboard', () => {
  it('reaches the home controls with Tab, each with a visible focus indicator', async () => {
    // A new member: nothing thanked yet, so Thank Author is enabled whatever compliment comes.
    const newcomer = await setup.e2e.createMember();
    const page = await setup.e2e.newPage({ user: newcomer });
    await page.goto('/');
    await settle(page);
    const getCompliment = page.getByRole('button', { name: 'Get a Compliment' });
    await expectVisibleFocus(page, getCompliment);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('article', { name: 'A compliment for you' }));
    await settle(page);
    // The button went away with the card's arrival; focus moved on to the card's first action.
    const thank = page.getByRole('button', { name: 'Thank Author' });
    await expect.poll(() => isFocused(thank)).toBe(true);

    for (const name of ['Thank Author', 'Share', 'New Compliment']) {
      await expectVisibleFocus(page, page.getByRole('button', { name, exact: true }));
    }
    await expectVisibleFocus(page, page.getByLabel('Your compliment'));
    await expectVisibleFocus(page, page.getByRole('button', { name: 'Submit Compliment' }));

    // The form works from the keyboard alone: type, then Enter on the submit button.
    await page.getByLabel('Your compliment').focus();
    await page.keyboard.type('Your laugh is the best kind of weather.');
    await tabTo(page, page.getByRole('button', { name: 'Submit Compliment' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByText('Your compliment was submitted successfully!').count())
      .toBeGreaterThan(0);
    await page.context().close();
  });

  it('traps focus in Join the Community and returns it to Thank Author on Escape', async () => {
    const page = await openPage(setup, 'guest', 'light');
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    const thank = page.getByRole('button', { name: 'Thank Author' });
    await thank.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Join the Community' });
    await visible(dialog);

    // Tab and Shift+Tab go round the dialog's controls and never leave it.
    const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(inside).toBe(true);
    const seen = new Set<string>();
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `after Tab ${press + 1}: ${await activeElement(page)}`).toBe(true);
      seen.add(await activeElement(page));
    }
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside(), `after Shift+Tab ${press + 1}`).toBe(true);
    }
    // Login, Register and Close: every control was visited on the way round.
    expect(seen.size).toBe(3);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(thank)).toBe(true);
    await page.context().close();
  });

  it('opens the share menu with Enter and moves through its items with the arrow keys', async () => {
    const page = await openPage(setup, 'guest', 'light');
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Get a Compliment' }).focus();
    await page.keyboard.press('Enter');
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await visible(share);
    await tabTo(page, share);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await visible(menu);
    // The item's name without its decorative network mark.
    const focusedItem = () =>
      page.evaluate(() => {
        const item = document.activeElement;
        if (item?.getAttribute('role') !== 'menuitem') return null;
        const mark = item.querySelector('[aria-hidden="true"]')?.textContent ?? '';
        return item.textContent?.trim().slice(mark.length);
      });
    await expect.poll(focusedItem).toBe('Copy quote');
    for (const name of [
      'Facebook',
      'X (Twitter)',
      'LinkedIn',
      'WhatsApp',
      'Telegram',
      'Reddit',
      'Pinterest',
      'Instagram',
    ]) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedItem).toBe(name);
    }
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedItem).toBe('Pinterest');
    // Escape closes the menu and gives focus back to the Share button.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    // The menu gives focus back as it closes, a moment after it leaves the page.
    await expect.poll(() => isFocused(share)).toBe(true);
    await page.context().close();
  });

  it('moves between the profile tabs with the arrow keys', async () => {
    const page = await openPage(setup, 'member', 'light');
    await page.goto('/profile');
    await settle(page);
    const submitted = page.getByRole('tab', { name: /^Submitted/ });
    await expect.poll(() => submitted.getAttribute('aria-selected')).toBe('true');
    await expectVisibleFocus(page, submitted);

    const selectedTab = () =>
      page.getByRole('tab', { selected: true }).evaluate((tab) => ({
        name: tab.textContent?.trim(),
        focused: tab === document.activeElement,
      }));
    const expected = ['Received', 'Badges', 'Messages', 'Submitted'];
    for (const name of expected) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(selectedTab).toEqual({
        name: expect.stringMatching(new RegExp(`^${name}`)),
        focused: true,
      });
      expect(await page.getByRole('tabpanel').count()).toBe(1);
    }
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(selectedTab)
      .toEqual({ name: expect.stringMatching(/^Messages/), focused: true });
    // Tab leaves the tab list for the panel's content.
    await page.keyboard.press('Tab');
    expect(
      await page
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.some((tab) => tab === document.activeElement)),
    ).toBe(false);
    await page.context().close();
  });

  it('traps focus in the image delete confirmation and returns it to the Delete button', async () => {
    const page = await openPage(setup, 'admin', 'light');
    await page.goto('/simple-admin');
    await settle(page);
    await clickTab(page, 'Image Management');
    const remove = page.getByRole('button', { name: /^Delete / }).first();
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await visible(dialog);

    // Focus starts on Cancel, the safe choice, and stays among the dialog's two buttons.
    await expect.poll(() => activeElement(page)).toBe('BUTTON Cancel');
    const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    const seen = new Set<string>();
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await inside(), `after ${key}: ${await activeElement(page)}`).toBe(true);
      seen.add(await activeElement(page));
    }
    expect([...seen].sort()).toEqual(['BUTTON Cancel', 'BUTTON Delete']);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(remove)).toBe(true);

    // Cancel by Enter does the same.
    await page.keyboard.press('Enter');
    await visible(dialog);
    await expect.poll(() => activeElement(page)).toBe('BUTTON Cancel');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(remove)).toBe(true);
    await page.context().close();
  });
});
