// The small-screen sweep's shared part: what a 360 px page must hold (no sideways scroll, no two
// controls overlapping, admin tables scrolling inside their cards) and how each page is measured.
import type { Page } from 'playwright-core';
import type { Role } from './route-catalogue';
import { openAs, settle, type SeededCatalogue } from './seeded-catalogue';

export const PHONE = { width: 360, height: 740 };

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
export async function layoutProblems(page: Page, where: string): Promise<string[]> {
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
export async function openTab(page: Page, name: RegExp | string) {
  await page.getByRole('tab', { name }).click();
  await settle(page);
}

/** Checks every table on the page sits in a sideways-scrolling box that fits the viewport. */
export async function tablesScrollInCards(page: Page, where: string): Promise<string[]> {
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

/** Every catalogued page of a role at 360 px, one after another in one tab, with its problems. */
export async function sweep(seeded: SeededCatalogue, role: Role): Promise<string[]> {
  const page = await openAs(seeded, role, PHONE);
  const problems: string[] = [];
  for (const entry of seeded.catalogue.filter((candidate) => candidate.role === role)) {
    await page.goto(entry.path);
    await settle(page);
    problems.push(...(await layoutProblems(page, entry.name)));
  }
  return problems;
}
