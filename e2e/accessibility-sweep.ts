// The accessibility sweep's shared part: the pages of the catalogue opened per role and colour
// scheme, axe's serious and critical findings, and a Tab sweep of every focus stop. The spec files
// split the catalogue so each runs on its own worker within its time budget.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { unexpectedConsoleErrors } from './console';
import type { CataloguedPage, Role } from './route-catalogue';
import { openAs, settle, type SeededCatalogue } from './seeded-catalogue';

/** A page for one role and scheme. */
export const openPage = (seeded: SeededCatalogue, role: Role, scheme: Scheme) =>
  openAs(seeded, role, { colorScheme: scheme });

const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

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

export const visible = async (locator: Locator) => {
  await locator.first().waitFor({ state: 'visible' });
};

export async function clickTab(page: Page, name: string | RegExp) {
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

const READ_AND_SHARE = /^(home|gift|shared|not-found|unsubscribe)/;

/**
 * The catalogue in groups of pages, one spec file each, so no file outgrows its time budget. Every
 * catalogued page is in exactly one group (accessibility-member.spec.ts checks it).
 */
const SWEEP_GROUPS = {
  'guest pages to read and share': {
    role: 'guest',
    includes: (entry) => READ_AND_SHARE.test(entry.name),
  },
  'guest sign-in forms': { role: 'guest', includes: (entry) => !READ_AND_SHARE.test(entry.name) },
  'member pages': { role: 'member', includes: () => true },
  'admin pages for users, images and sign-in': {
    role: 'admin',
    includes: (entry) => /^(admin|simple-admin|admin-login-admin)$/.test(entry.name),
  },
  'moderation pages': { role: 'admin', includes: (entry) => entry.name === 'admin-moderation' },
  'admin pages for ads': { role: 'admin', includes: (entry) => /^admin-ad/.test(entry.name) },
  'admin pages for promotions': {
    role: 'admin',
    includes: (entry) => /^(admin-promotion|gift-admin)/.test(entry.name),
  },
} satisfies Record<string, { role: Role; includes: (entry: CataloguedPage) => boolean }>;

export type SweepGroup = keyof typeof SWEEP_GROUPS;

/** The groups a catalogued page falls in: exactly one when the groups are right. */
export const groupsOf = (entry: CataloguedPage): SweepGroup[] =>
  (Object.keys(SWEEP_GROUPS) as SweepGroup[]).filter((group) => {
    const { role, includes } = SWEEP_GROUPS[group];
    return role === entry.role && includes(entry);
  });

/**
 * One test per colour scheme: every page of the group, in its main states, has no serious or
 * critical axe finding; in the light scheme, every focus stop shows.
 */
export function axeSweep(setup: SeededCatalogue, group: SweepGroup): void {
  const { role, includes } = SWEEP_GROUPS[group];
  const label = group;
  it.each(SCHEMES)(
    `axe, %s colour scheme: no serious or critical violation on the ${label} and their states`,
    async (scheme) => {
      const { e2e } = setup;
      const entries = setup.catalogue.filter((entry) => entry.role === role && includes(entry));
      expect(entries.length).toBeGreaterThan(0);
      const page = await openPage(setup, role, scheme);
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
}
