// Issue 6 items 3 and 4: at 360 px no page scrolls sideways and no two controls overlap, admin
// tables scroll inside their cards, toasts sit at the top on phones and bottom right on wide
// screens, and every page names itself in the browser tab.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 800 };
/** The not-found page is served with status 404, which the browser reports in the console. */
const NOT_FOUND_LOAD = /no-such-page: Failed to load resource: .* 404/;
/** The login page answers a failed log-in with this toast (PRODUCT 11). */
const LOGIN_FAILED = 'Invalid username or password';

let e2e: E2E;
let member: TestUser;
let admin: TestUser;
let catalogue: CataloguedPage[];

beforeAll(async () => {
  e2e = await startE2E();
  member = await e2e.createMember();
  admin = await e2e.createMember({ isAdmin: true });
  // Every profile tab has content: a submission, a received and thanked compliment (which earns
  // the badge a badge link shows), and a message from the team.
  await submitCompliment(e2e.ctx, member.id, 'Your laugh turns a long queue into a party.');
  const received = await pickRandomCompliment(e2e.ctx, member.id);
  if (!received) throw new Error('the demo content has no compliment to give');
  await thankCompliment(e2e.ctx, received.id, member.id);
  // Their celebrations were seen: the sweep walks the pages beneath them.
  await markBadgesCelebrated(e2e.ctx, member.id);
  await sendMessage(e2e.ctx, {
    senderId: admin.id,
    userId: member.id,
    message: 'Thank you for brightening the community, one kind word at a time.',
  });
  catalogue = await cataloguePages(e2e);
});
afterAll(() => e2e.close());
// Each test answers for its own console only.
beforeEach(() => {
  e2e.takeConsoleErrors();
});

const userFor = (role: Role) => (role === 'admin' ? admin : role === 'member' ? member : undefined);

/** One page per role and size; animations are cut short so boxes are measured at rest. */
async function openAs(role: Role, size: { width: number; height: number }): Promise<Page> {
  const page = await e2e.newPage({ user: userFor(role), ...size });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

/** Waits until the page has its data: no request in flight and no loading placeholder left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('[data-slot="skeleton"], [aria-busy="true"]'),
  );
}

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
  for (const entry of catalogue.filter((candidate) => candidate.role === role)) {
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
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [NOT_FOUND_LOAD])).toEqual([]);
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
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
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
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  }, 120_000);
});

describe('toasts', () => {
  /** Fails a log-in and answers the toast's box once it has come to rest. */
  async function failedLoginToast(size: { width: number; height: number }) {
    const page = await openAs('guest', size);
    await page.goto('/login');
    await page.getByLabel('Username').fill('nobody.here@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const toast = page.locator('li', { hasText: LOGIN_FAILED });
    await toast.waitFor();
    await page.waitForTimeout(300);
    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast has no box');
    await page.context().close();
    return box;
  }

  it('appear at the top of a phone screen, below the Home row of the account pages', async () => {
    const box = await failedLoginToast(PHONE);
    // The row is 3.5rem tall (DECISIONS 37); the toast area's padding adds 1rem.
    expect(box.y).toBeGreaterThanOrEqual(56);
    expect(box.y).toBeLessThan(100);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  });

  it('appear at the bottom right of a wide screen, at most 420 px wide', async () => {
    const box = await failedLoginToast(WIDE);
    expect(box.y + box.height).toBeGreaterThan(WIDE.height - 40);
    expect(box.y + box.height).toBeLessThanOrEqual(WIDE.height);
    expect(box.x + box.width).toBeGreaterThan(WIDE.width - 40);
    expect(box.x + box.width).toBeLessThanOrEqual(WIDE.width);
    expect(box.width).toBeLessThanOrEqual(420);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});

describe('page identity', () => {
  it('links a favicon and a web manifest whose icons all load', async () => {
    const page = await openAs('guest', WIDE);
    await page.goto('/');
    const links = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="manifest"]'),
      ].map((link) => ({ rel: link.rel, href: new URL(link.href).pathname })),
    );
    expect(links.map((link) => link.rel)).toEqual(expect.arrayContaining(['icon', 'manifest']));
    const manifestPath = links.find((link) => link.rel === 'manifest')?.href ?? '';
    const manifest = (await (await page.request.get(manifestPath)).json()) as {
      name: string;
      start_url: string;
      icons: { src: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Kindly', start_url: '/' });
    const icons = [
      ...links.filter((link) => link.rel === 'icon'),
      ...manifest.icons.map((icon) => ({ href: icon.src })),
    ];
    for (const { href } of icons) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(/^image\//);
    }
  });

  it('every catalogued page sets a title of its own', async () => {
    const pages = new Map<Role, Page>();
    const titles: { name: string; path: string; title: string }[] = [];
    for (const entry of catalogue) {
      let page = pages.get(entry.role);
      if (!page) {
        page = await openAs(entry.role, WIDE);
        pages.set(entry.role, page);
      }
      await page.goto(entry.path);
      await settle(page);
      titles.push({ name: entry.name, path: entry.path, title: await page.title() });
    }

    for (const { name, title } of titles) expect(title.trim(), name).not.toBe('');
    // Pages at different addresses never share a title; one address may serve several roles.
    const clashes = titles.flatMap((a, index) =>
      titles
        .slice(index + 1)
        .filter((b) => b.path !== a.path && b.title === a.title)
        .map((b) => `${a.name} and ${b.name} are both "${a.title}"`),
    );
    expect(clashes).toEqual([]);
    expect(titles.find((entry) => entry.name === 'home-badge')?.title).toMatch(/badge/i);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [NOT_FOUND_LOAD])).toEqual([]);
  }, 120_000);
});
