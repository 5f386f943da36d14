// Toasts sit at the top on phones and bottom right on wide screens, and every page names itself in
// the browser tab and links its icons.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unexpectedConsoleErrors } from './console';
import type { Role } from './route-catalogue';
import { openAs as openSeeded, settle, useSeededCatalogue } from './seeded-catalogue';

const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 800 };
/** The not-found page is served with status 404, which the browser reports in the console. */
const NOT_FOUND_LOAD = /no-such-page: Failed to load resource: .* 404/;
/** The login page answers a failed log-in with this toast (PRODUCT 11). */
const LOGIN_FAILED = 'Invalid username or password';

const seeded = useSeededCatalogue();
const openAs = (role: Role, size: { width: number; height: number }) =>
  openSeeded(seeded, role, size);

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
    // At rest: every animation of the toast and its list has finished.
    await toast.evaluate((element) =>
      Promise.all(
        (element.parentElement ?? element)
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished),
      ),
    );
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
    expect(unexpectedConsoleErrors(seeded.e2e.takeConsoleErrors())).toEqual([]);
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
    for (const entry of seeded.catalogue) {
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
    expect(unexpectedConsoleErrors(seeded.e2e.takeConsoleErrors(), [NOT_FOUND_LOAD])).toEqual([]);
  }, 120_000);
});
