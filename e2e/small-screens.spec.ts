// At 360 px no page scrolls sideways and no two controls overlap, and admin tables scroll inside
// their cards. Toasts and page titles are page-identity.spec.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unexpectedConsoleErrors } from './console';
import type { Role } from './route-catalogue';
import { openAs as openSeeded, settle, useSeededCatalogue } from './seeded-catalogue';

const PHONE = { width: 360, height: 740 };
/** The not-found page is served with status 404, which the browser reports in the console. */
const NOT_FOUND_LOAD = /no-such-page: Failed to load resource: .* 404/;

const seeded = useSeededCatalogue();
const openAs = (role: Role, size: { width: number; height: number }) =>
  openSeeded(seeded, role, size);

interface Layout {
  scrollWidth: number;
  clientWidth: number;
  /** Elements reaching past the right edge, outside any sideways-scrolling container. */
  tooWide: string[];
  /** Pairs of visible controls whose boxes overlap. */
  overlaps: string[];
}

/**
 * Measures the page as it is now, from the top: how wide the document is against the viewport,
 * and which visible controls overlap. A control inside a container that scrolls sideways (an
 * admin table in its card) may reach past the edge; a small control placed inside a text field
 * (a password's show/hide toggle) is part of that field, not an overlap.
 */
async function measure(page: Page): Promise<Layout> {
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const viewport = root.clientWidth;
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      const id = el.id ? `#${el.id}` : '';
      return `<${el.tagName.toLowerCase()}${id}> "${text}"`;
    };
    const scrollsSideways = (el: Element) => {
      const { overflowX } = getComputedStyle(el);
      return (overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth;
    };
    const insideSideScroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (scrollsSideways(up)) return true;
      }
      return false;
    };
    /** The part of an element's box that can be seen: cut by every ancestor that clips. */
    const visibleBox = (el: Element) => {
      let { left, top, right, bottom } = el.getBoundingClientRect();
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, top, right, bottom };
    };
    const shown = (el: Element) => {
      const box = visibleBox(el);
      if (box.right - box.left < 2 || box.bottom - box.top < 2) return false;
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      // Toasts float above the page by design.
      if (el.closest('[role="region"][aria-label^="Notifications"]')) return false;
      for (let up: Element | null = el; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
        // Screen-reader-only content (the skip link until it has focus) is clipped away.
        if (style.clipPath !== 'none' || style.clip.startsWith('rect(0')) return false;
      }
      return true;
    };

    const tooWide: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= viewport + 1 || insideSideScroller(el)) continue;
      // Report the outermost offender only, not each of its children.
      const parent = el.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > viewport + 1)
        continue;
      tooWide.push(`${name(el)} ends at ${Math.round(box.right)}px`);
    }

    const controls = [
      ...document.body.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="link"]',
      ),
    ].filter((el) => shown(el) && !insideSideScroller(el));
    const fieldLike = (el: Element) => ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
    type Box = ReturnType<typeof visibleBox>;
    const contains = (outer: Box, inner: Box) =>
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5;
    const overlaps: string[] = [];
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const boxA = visibleBox(a);
        const boxB = visibleBox(b);
        const width = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
        const height = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
        if (width <= 1 || height <= 1) continue;
        if ((fieldLike(a) && contains(boxA, boxB)) || (fieldLike(b) && contains(boxB, boxA))) {
          continue;
        }
        overlaps.push(`${name(a)} overlaps ${name(b)}`);
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: viewport, tooWide, overlaps };
  });
}

/** What is wrong with the page's layout now, one line per problem, prefixed with where. */
async function layoutProblems(page: Page, where: string): Promise<string[]> {
  const layout = await measure(page);
  const problems: string[] = [];
  if (layout.scrollWidth > layout.clientWidth) {
    problems.push(
      `${where}: scrolls sideways (${layout.scrollWidth}px in ${layout.clientWidth}px); ` +
        (layout.tooWide.join('; ') || 'no single element found'),
    );
  }
  problems.push(...layout.overlaps.map((line) => `${where}: ${line}`));
  return problems;
}

/** Opens a tab of the current page and waits for its content. */
async function openTab(page: Page, name: RegExp | string) {
  await page.getByRole('tab', { name }).click();
  await settle(page);
}

/** Checks every table on the page sits in a sideways-scrolling box that fits the viewport. */
async function tablesScrollInCards(page: Page, where: string): Promise<string[]> {
  const tables = await page.evaluate(() =>
    [...document.querySelectorAll('table')].map((table) => {
      let holder: Element | null = table.parentElement;
      while (holder && !['auto', 'scroll'].includes(getComputedStyle(holder).overflowX)) {
        holder = holder.parentElement;
      }
      const box = holder?.getBoundingClientRect();
      return {
        scroller: Boolean(holder && holder !== document.body),
        fits: box ? box.left >= 0 && box.right <= document.documentElement.clientWidth : false,
        wider: holder ? holder.scrollWidth > holder.clientWidth : false,
      };
    }),
  );
  if (tables.length === 0) return [`${where}: no table found`];
  return tables.flatMap((table, index) => {
    if (!table.scroller) return [`${where}: table ${index + 1} is not in a sideways-scrolling box`];
    if (!table.fits)
      return [`${where}: table ${index + 1}'s scrolling box is wider than the screen`];
    return [];
  });
}

async function sweep(role: Role): Promise<string[]> {
  const page = await openAs(role, PHONE);
  const problems: string[] = [];
  for (const entry of seeded.catalogue.filter((candidate) => candidate.role === role)) {
    await page.goto(entry.path);
    await settle(page);
    problems.push(...(await layoutProblems(page, entry.name)));
  }
  return problems;
}

describe('at 360 px wide', () => {
  it('no guest page scrolls sideways or overlaps its controls, before and after a compliment', async () => {
    const problems = await sweep('guest');

    const page = await openAs('guest', PHONE);
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    await page.getByRole('button', { name: 'New Compliment' }).waitFor();
    await settle(page);
    problems.push(...(await layoutProblems(page, 'home with a compliment')));

    // The share menu opens over the card; it must still fit the screen.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('menu').waitFor();
    problems.push(...(await layoutProblems(page, 'home with the share menu open')));

    expect(problems).toEqual([]);
    expect(unexpectedConsoleErrors(seeded.e2e.takeConsoleErrors(), [NOT_FOUND_LOAD])).toEqual([]);
  }, 120_000);

  it('no member page scrolls sideways or overlaps, in every profile tab', async () => {
    const problems = await sweep('member');

    const page = await openAs('member', PHONE);
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    await page.getByRole('button', { name: 'New Compliment' }).waitFor();
    await settle(page);
    problems.push(...(await layoutProblems(page, 'member home with a compliment')));

    await page.goto('/profile');
    await settle(page);
    for (const tab of [/^Received/, /^Messages/, /^Badges/]) {
      await openTab(page, tab);
      problems.push(...(await layoutProblems(page, `profile, ${tab.source.slice(1)} tab`)));
    }
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Share/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    problems.push(...(await layoutProblems(page, 'badge share dialog')));

    expect(problems).toEqual([]);
    expect(unexpectedConsoleErrors(seeded.e2e.takeConsoleErrors())).toEqual([]);
  }, 120_000);

  it('no admin page scrolls sideways or overlaps, and admin tables scroll inside their cards', async () => {
    const problems = await sweep('admin');

    const page = await openAs('admin', PHONE);
    await page.goto('/admin');
    await settle(page);
    problems.push(...(await tablesScrollInCards(page, '/admin Users')));
    for (const tab of ['Manage Admins', 'Inspirational Images']) {
      await openTab(page, tab);
      problems.push(...(await layoutProblems(page, `/admin ${tab}`)));
    }
    problems.push(...(await tablesScrollInCards(page, '/admin Inspirational Images')));
    await openTab(page, 'Audit Log');
    problems.push(...(await layoutProblems(page, '/admin Audit Log')));
    problems.push(...(await tablesScrollInCards(page, '/admin Audit Log')));

    await page.goto('/simple-admin');
    await settle(page);
    problems.push(...(await tablesScrollInCards(page, '/simple-admin Users')));
    await openTab(page, 'Image Management');
    problems.push(...(await layoutProblems(page, '/simple-admin Image Management')));

    for (const path of ['/admin/ads', '/admin-promotions']) {
      await page.goto(path);
      await settle(page);
      problems.push(...(await tablesScrollInCards(page, path)));
    }

    expect(problems).toEqual([]);
    expect(unexpectedConsoleErrors(seeded.e2e.takeConsoleErrors())).toEqual([]);
  }, 120_000);
});
