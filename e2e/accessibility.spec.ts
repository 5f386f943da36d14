// Issue 6 item 2: axe finds no serious or critical problem on any page of the catalogue, in its main
// states and in both colour schemes; and the home, profile and admin controls work from the keyboard.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../src/server/features/admin-users/admin-users.service';
import {
  pickRandomCompliment,
  submitCompliment,
  thankCompliment,
} from '../src/server/features/compliments/compliments.service';
import type { TestUser } from '../test/factories';
import { markBadgesCelebrated } from './celebrations';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';
import { cataloguePages, type CataloguedPage, type Role } from './route-catalogue';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

let e2e: E2E;
let member: TestUser;
let admin: TestUser;
let catalogue: CataloguedPage[];

beforeAll(async () => {
  e2e = await startE2E();
  member = await e2e.createMember();
  admin = await e2e.createMember({ isAdmin: true });
  // The member has something in every profile tab: a submission, a received and thanked
  // compliment (which earns a badge), and a message from the team.
  await submitCompliment(e2e.ctx, member.id, 'Your patience makes hard days feel lighter.');
  const received = await pickRandomCompliment(e2e.ctx, member.id);
  if (!received) throw new Error('the demo content has no compliment to give');
  await thankCompliment(e2e.ctx, received.id, member.id);
  // Their celebrations were seen: the sweep walks the pages beneath them.
  await markBadgesCelebrated(e2e.ctx, member.id);
  await sendMessage(e2e.ctx, {
    senderId: admin.id,
    userId: member.id,
    message: 'Thank you for making the community kinder.',
  });
  catalogue = await cataloguePages(e2e);
});
afterAll(() => e2e.close());

/** Waits until the page has its data: no request in flight and no loading placeholder left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('[data-slot="skeleton"], [aria-busy="true"]'),
  );
}

/** A page for one role and scheme; animations are cut short so axe never measures a fading colour. */
async function openPage(role: Role, scheme: Scheme): Promise<Page> {
  const user = role === 'admin' ? admin : role === 'member' ? member : undefined;
  const page = await e2e.newPage({ user, colorScheme: scheme });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

/** axe's serious and critical findings on the page as it is now, one readable line per element. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ` +
          `${violation.help}. ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
}

/**
 * Tabs through every stop of the page as it is, from the top, and answers the stops that take
 * focus while hidden or look the same focused and unfocused (outline, shadow, border, background).
 */
async function focusProblems(page: Page, where: string): Promise<string[]> {
  // Transitions would let a read catch a focus ring half drawn.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < 400; stop++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // A date input takes one Tab per part (day, month, year…): the same element again.
      const sweep = window as unknown as { sweptLast?: Element };
      if (sweep.sweptLast === element) return 'same';
      sweep.sweptLast = element;
      const path: string[] = [];
      for (
        let node: Element | null = element;
        node && node !== document.body;
        node = node.parentElement
      ) {
        path.unshift(
          `${node.tagName.toLowerCase()}:${Array.prototype.indexOf.call(node.parentElement?.children ?? [], node)}`,
        );
      }
      const look = () => {
        const style = getComputedStyle(element);
        const outline =
          style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
            ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
            : 'none';
        return [outline, style.boxShadow, style.borderColor, style.backgroundColor].join(' / ');
      };
      const focused = look();
      const box = element.getBoundingClientRect();
      element.blur();
      const unfocused = look();
      element.focus();
      const name =
        element.getAttribute('aria-label') ??
        element.textContent?.trim().slice(0, 40) ??
        element.tagName.toLowerCase();
      return {
        path: path.join('>'),
        name: `${element.tagName.toLowerCase()} "${name}"`,
        shown: box.width > 0 && box.height > 0,
        distinct: focused !== unfocused,
      };
    });
    if (!found) break;
    if (found === 'same') continue;
    // Back at a stop seen before: the sweep has gone all the way round.
    if (seen.has(found.path)) break;
    seen.add(found.path);
    if (!found.shown) problems.push(`${where}: ${found.name} takes focus while hidden`);
    else if (!found.distinct) problems.push(`${where}: ${found.name} shows no focus indicator`);
  }
  if (seen.size === 0) problems.push(`${where}: Tab reaches nothing`);
  return problems;
}

const visible = async (locator: Locator) => {
  await locator.first().waitFor({ state: 'visible' });
};

async function clickTab(page: Page, name: string | RegExp) {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  await settle(page);
}

/**
 * The main states of a page beyond the one it opens in, each reached from the one before;
 * the sweep runs axe after each.
 */
function statesOf(entry: CataloguedPage): { name: string; reach: (page: Page) => Promise<void> }[] {
  const complimentShown = {
    name: 'compliment shown',
    reach: async (page: Page) => {
      await page.getByRole('button', { name: 'Get a Compliment' }).click();
      await visible(page.getByRole('article', { name: 'A compliment for you' }));
      await visible(page.getByRole('complementary', { name: 'Sponsored' }));
      await visible(page.getByRole('button', { name: 'Share', exact: true }));
      await settle(page);
    },
  };
  const shareMenuOpen = {
    name: 'share menu open',
    reach: async (page: Page) => {
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await visible(page.getByRole('menu'));
    },
  };
  switch (entry.name) {
    case 'home':
      return [
        complimentShown,
        shareMenuOpen,
        {
          name: 'Join the Community dialog open',
          reach: async (page) => {
            await page.keyboard.press('Escape');
            await page.getByRole('button', { name: 'Thank Author' }).click();
            await visible(page.getByRole('dialog', { name: 'Join the Community' }));
          },
        },
      ];
    case 'home-member':
      return [
        complimentShown,
        shareMenuOpen,
        {
          name: 'report dialog open',
          reach: async (page) => {
            await page.keyboard.press('Escape');
            await page.getByRole('button', { name: 'Report', exact: true }).click();
            const dialog = page.getByRole('dialog', { name: 'Report this compliment' });
            await visible(dialog);
            await dialog.getByRole('radio', { name: 'Other' }).check();
            await visible(dialog.getByRole('textbox'));
          },
        },
      ];
    case 'profile':
      return [
        { name: 'Received tab', reach: (page) => clickTab(page, /^Received/) },
        { name: 'Badges tab', reach: (page) => clickTab(page, /^Badges/) },
        {
          name: 'badge share dialog open',
          reach: async (page) => {
            await page.getByRole('tabpanel').getByRole('button', { name: /Share/ }).first().click();
            await visible(page.getByRole('dialog'));
          },
        },
        {
          name: 'Messages tab',
          reach: async (page) => {
            await page.keyboard.press('Escape');
            await clickTab(page, /^Messages/);
          },
        },
      ];
    case 'simple-admin':
      return [
        { name: 'Image Management tab', reach: (page) => clickTab(page, 'Image Management') },
        {
          name: 'delete confirmation open',
          reach: async (page) => {
            await page
              .getByRole('button', { name: /^Delete / })
              .first()
              .click();
            await visible(page.getByRole('alertdialog'));
          },
        },
      ];
    case 'admin':
      return [
        {
          name: 'Details dialog open',
          reach: async (page) => {
            await page
              .getByRole('button', { name: /^Details for / })
              .first()
              .click();
            const dialog = page.getByRole('dialog', { name: 'User Details' });
            await visible(dialog.getByText('Compliments submitted'));
            await settle(page);
          },
        },
        {
          name: 'Manage Admins tab',
          reach: async (page) => {
            await page.keyboard.press('Escape');
            await clickTab(page, 'Manage Admins');
          },
        },
        {
          name: 'Inspirational Images tab',
          reach: (page) => clickTab(page, 'Inspirational Images'),
        },
        { name: 'Audit Log tab', reach: (page) => clickTab(page, 'Audit Log') },
      ];
    case 'admin-moderation':
      return [
        {
          name: 'Remove dialog open, with its errors',
          reach: async (page) => {
            await page.getByRole('button', { name: 'Remove', exact: true }).first().click();
            const dialog = page.getByRole('dialog', { name: 'Remove this compliment?' });
            await visible(dialog);
            await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
            await visible(dialog.getByText('Give a reason of 1 to 500 characters'));
          },
        },
        {
          name: 'Search Compliments tab with results',
          reach: async (page) => {
            await page.keyboard.press('Escape');
            await clickTab(page, 'Search Compliments');
            await page.getByLabel('Words, name or email').fill('you');
            await page.getByRole('button', { name: 'Search', exact: true }).click();
            await visible(page.getByRole('list', { name: 'Matching compliments' }));
            await settle(page);
          },
        },
        { name: 'Watched Words tab', reach: (page) => clickTab(page, 'Watched Words') },
        { name: 'Moderation Log tab', reach: (page) => clickTab(page, 'Moderation Log') },
      ];
    case 'admin-ads':
    case 'admin-promotions':
      return [
        {
          name: 'delete confirmation open',
          reach: async (page) => {
            await page
              .getByRole('button', { name: /^Delete / })
              .first()
              .click();
            await visible(page.getByRole('alertdialog'));
          },
        },
      ];
    default:
      return [];
  }
}

describe.each(SCHEMES)('axe, %s colour scheme', (scheme) => {
  it.each(['guest', 'member', 'admin'] as const)(
    'finds no serious or critical violation on the %s pages and their states',
    async (role) => {
      const entries = catalogue.filter((entry) => entry.role === role);
      expect(entries.length).toBeGreaterThan(0);
      const page = await openPage(role, scheme);
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        scheme === 'dark',
      );
      const found: string[] = [];
      const checked: string[] = [];
      for (const entry of entries) {
        await page.goto(entry.path);
        await settle(page);
        // The page itself was checked, not a redirect away from it.
        expect(new URL(page.url()).pathname, entry.name).toBe(
          new URL(entry.path, e2e.baseURL).pathname,
        );
        found.push(...(await seriousViolations(page, entry.name)));
        // Focus rings work the same in both schemes; one sweep keeps the file inside its budget.
        if (scheme === 'light') found.push(...(await focusProblems(page, entry.name)));
        checked.push(entry.name);
        for (const state of statesOf(entry)) {
          await state.reach(page);
          found.push(...(await seriousViolations(page, `${entry.name}, ${state.name}`)));
          checked.push(`${entry.name}, ${state.name}`);
        }
      }
      await page.context().close();
      expect(found).toEqual([]);
      expect(checked.length).toBeGreaterThanOrEqual(entries.length);
      expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 404/])).toEqual([]);
    },
    150_000,
  );
});

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
    const newcomer = await e2e.createMember();
    const page = await e2e.newPage({ user: newcomer });
    await page.emulateMedia({ reducedMotion: 'reduce' });
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
    const page = await openPage('guest', 'light');
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
    const page = await openPage('guest', 'light');
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
    const page = await openPage('member', 'light');
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
    const page = await openPage('admin', 'light');
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
