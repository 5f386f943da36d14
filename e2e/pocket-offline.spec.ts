// Journey: Kindly in the pocket (PRODUCT 30, DECISIONS 75). The production client installs its
// service worker; a reader who saw compliments opens the app offline and is given one of them
// with its picture and a gentle line, and a thank or a compliment written offline says that
// nothing was sent; Chromium finds the app installable; a new version waits for Refresh. The
// invitation to install is e2e/pocket-install.spec.ts's.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCelebration } from './celebrations';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

const OFFLINE_LINE = "You're offline. Here's a kind word from earlier.";
const NOTHING_SENT = "You're offline. Nothing was sent; try again when you're back online.";
/** What a page says on its console while offline: the requests that could not be sent. */
const OFFLINE_NOISE = [/net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch/];

// The journeys' client is shared by every file: this one serves a copy, whose worker it changes.
const BUILT = process.env.E2E_CLIENT_DIR ?? path.resolve(import.meta.dirname, '../dist/client');
let clientDir: string;
let e2e: E2E;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'kindly-pocket-'));
  cpSync(BUILT, clientDir, { recursive: true });
  e2e = await startE2E({ clientDir });
});
afterAll(async () => {
  await e2e.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The page's worker once it is active: its script's address. */
const activeWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);

const cardText = (page: Page) =>
  page.getByRole('article').locator('blockquote bdi').first().textContent();

const cardImage = (page: Page) => page.getByRole('article').locator('img').first();

/** Whether the card's picture was drawn (not its placeholder after a failed load). */
const imageDrawn = (page: Page) =>
  cardImage(page).evaluate(
    (image) =>
      (image as HTMLImageElement).complete &&
      (image as HTMLImageElement).naturalWidth > 0 &&
      !(image as HTMLImageElement).src.endsWith('/images/placeholder.svg'),
  );

const remembered = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('kindly-remembered-compliments') ?? '[]') as {
        text: string;
      }[]
    ).map((compliment) => compliment.text),
  );

const cachedImages = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('kindly-images')).keys()).length);

describe('the installable app', () => {
  it('installs its worker, and offline gives back a compliment seen before with its picture', async () => {
    const member = await e2e.createMember();
    const page = await e2e.newPage({
      user: member,
      width: 390,
      height: 844,
      serviceWorkers: 'allow',
    });
    await page.goto('/');
    await expect.poll(() => activeWorker(page), { timeout: 15_000 }).toBe(`${e2e.baseURL}/sw.js`);
    const script = await page.request.get('/sw.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers()['cache-control']).toBe('no-cache');

    // Chromium's own check of the manifest, the icons and the worker.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A journey's browser context is Chromium's incognito kind, where nothing is ever installed.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

    // Two compliments, each kept with its picture as the page drew it.
    const seen: string[] = [];
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => imageDrawn(page)).toBe(true);
    seen.push((await cardText(page)) ?? '');
    // The pick is random and may give the same one again: a few more asks find another.
    const next = page.getByRole('button', { name: 'New Compliment' });
    for (let ask = 0; ask < 8 && (await cardText(page)) === seen[0]; ask++) {
      await next.click();
      await expect.poll(() => next.isEnabled()).toBe(true);
    }
    expect(await cardText(page)).not.toBe(seen[0]);
    await expect.poll(() => imageDrawn(page)).toBe(true);
    seen.push((await cardText(page)) ?? '');
    await expect.poll(() => remembered(page)).toEqual([seen[1], seen[0]]);
    await expect.poll(() => cachedImages(page)).toBeGreaterThan(0);

    // Offline as a phone is: no network, and the page told so. (Chromium's emulation cuts the
    // network, but a page its worker serves still reads navigator.onLine as true.)
    await page.context().setOffline(true);
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'onLine', { get: () => false }),
    );
    await page.reload();
    // Opened offline, the home page gives a kept compliment at once, with its picture.
    await expect.poll(() => page.getByText(OFFLINE_LINE).count(), { timeout: 15_000 }).toBe(1);
    expect(seen).toContain(await cardText(page));
    await expect.poll(() => imageDrawn(page)).toBe(true);
    await page.screenshot({ path: '/tmp/kindly-offline-home-390.png', fullPage: false });

    // A thank made offline is not sent, and says so.
    await page.getByRole('button', { name: 'Thank Author' }).click();
    await expect.poll(() => page.getByText(NOTHING_SENT).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Thank Author' }).isEnabled()).toBe(true);

    // A compliment written offline stays in its field.
    const words = 'Your patience turns hard days into gentle ones.';
    await page.getByLabel('Your compliment').fill(words);
    await page.getByRole('button', { name: 'Submit Compliment' }).click();
    await expect.poll(() => page.getByText(NOTHING_SENT).count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Your compliment').inputValue()).toBe(words);

    // Back online, the thank goes through.
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Thank Author' }).click();
    await closeCelebration(page, 'Grateful Heart');
    await page.getByRole('button', { name: 'Thanked!' }).waitFor();
    await page.close();
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), OFFLINE_NOISE)).toEqual([]);
  });

  it('offers a new version with Refresh, and the page reloads onto it', async () => {
    const page = await e2e.newPage({ width: 390, height: 844, serviceWorkers: 'allow' });
    await page.goto('/');
    await expect.poll(() => activeWorker(page), { timeout: 15_000 }).not.toBeNull();
    // Controlled from the next load on, as a returning visitor's page is.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);

    // A deploy: the next worker answers a question the first one does not know.
    const worker = path.join(clientDir, 'sw.js');
    const next = `${readFileSync(worker, 'utf8')}\nself.addEventListener('message',(event)=>{if(event.data==='version?')event.source.postMessage('next')});\n`;
    rmSync(`${worker}.br`, { force: true });
    rmSync(`${worker}.gz`, { force: true });
    writeFileSync(worker, next);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

    const refresh = page.getByRole('button', { name: 'Refresh' });
    await expect.poll(() => page.getByText('A new version is ready').count()).toBe(1);
    await page.screenshot({ path: '/tmp/kindly-new-version-390.png' });
    await refresh.click();
    await page.waitForEvent('load');
    await page.getByRole('button', { name: 'Get a Compliment' }).waitFor();
    const version = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), {
            once: true,
          });
          navigator.serviceWorker.controller?.postMessage('version?');
        }),
    );
    expect(version).toBe('next');
    expect(await page.getByText('A new version is ready').count()).toBe(0);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});
