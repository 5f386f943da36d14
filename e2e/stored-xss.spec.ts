// SECURITY V2, stored XSS: markup saved in a compliment, a member's chosen username (shown on
// shared badge cards and admin screens) and an admin message comes back as literal text in every view, fires nothing,
// and is escaped in the server-rendered badge HTML; JSON answers declare charset=utf-8.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { badges } from '../src/server/db/schema/index';
import { shareBadge } from '../src/server/features/badges/badges.service';
import { sendMessage } from '../src/server/features/admin-users/admin-users.service';
import { createUser as createUserService } from '../src/server/features/identity/auth/auth.service';
import { submitCompliment } from '../src/server/features/compliments/submission.service';
import { DEFAULT_PASSWORD, type TestUser } from '../test/factories';
import { closeCelebration, markBadgesCelebrated } from './celebrations';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(2)</script>';
/** Passes the compliment rules (no link, no profanity, 10 to 200 characters). */
const AUTHORS_TEXT = `Kind words ${IMG} and ${SCRIPT} stay kind words.`;
const MEMBERS_TEXT = `You shine ${SCRIPT} brighter than any ${IMG} ever could.`;
const MESSAGE = `Hello ${IMG} from the team ${SCRIPT} with thanks.`;
/** A username the member chose (no "@", at most 30 characters): the name a shared badge card shows. */
const NAME = `<img src=x onerror=alert(3)>`;
const USERNAME = NAME;

let e2e: E2E;
let member: TestUser;
let admin: TestUser;
const dialogs: string[] = [];

beforeAll(async () => {
  // No demo content: the author's compliment is the only one the member can be given.
  e2e = await startE2E({ demoContent: 'off' });
  const author = await e2e.createMember();
  admin = await e2e.createMember({ isAdmin: true });
  const row = await createUserService(e2e.ctx, {
    email: 'markup.member@example.com',
    chosenUsername: USERNAME,
    password: DEFAULT_PASSWORD,
  });
  member = { ...row, password: DEFAULT_PASSWORD };
  await submitCompliment(e2e.ctx, author.id, AUTHORS_TEXT);
  // The member's first submission also earns them a badge, whose link is checked below.
  await submitCompliment(e2e.ctx, member.id, MEMBERS_TEXT);
  await markBadgesCelebrated(e2e.ctx, member.id);
  await sendMessage(e2e.ctx, { senderId: admin.id, userId: member.id, message: MESSAGE });
});
afterAll(() => e2e.close());
beforeEach(() => {
  e2e.takeConsoleErrors();
});

/** A page that records any alert, confirm or prompt the markup might open. */
async function watchedPage(user?: TestUser): Promise<Page> {
  const page = await e2e.newPage({ user });
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  return page;
}

/** Nothing from the data became an element: no injected image, no script carrying it. */
async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...[...document.querySelectorAll('img[src="x"]')].map((el) => el.outerHTML),
    ...[...document.querySelectorAll('script')]
      .filter((el) => /alert\(/.test(el.textContent ?? ''))
      .map((el) => el.outerHTML),
  ]);
}

/** The visible text of the page's main area, whitespace collapsed. */
const mainText = async (page: Page) =>
  ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');

describe('V2 stored XSS: markup in stored content', () => {
  it('V2 stored XSS: shows as literal text on the home card, in the profile lists and the Messages tab', async () => {
    const page = await watchedPage(member);
    await page.goto('/');
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    const card = page.getByRole('article', { name: 'A compliment for you' });
    await expect.poll(async () => (await card.textContent()) ?? '').toContain(AUTHORS_TEXT);
    // Thanking re-renders the card with the same text.
    await card.getByRole('button', { name: 'Thank Author' }).click();
    // The first thank earns Grateful Heart; its celebration hides the page from roles while open.
    await closeCelebration(page, 'Grateful Heart');
    await expect.poll(() => card.getByRole('button', { name: 'Thanked!' }).count()).toBe(1);
    expect(await card.textContent()).toContain(AUTHORS_TEXT);
    expect(await injectedElements(page)).toEqual([]);

    await page.goto('/profile');
    await page.getByRole('heading', { name: /^Hello,/ }).waitFor();
    expect(await page.getByRole('heading', { name: /^Hello,/ }).textContent()).toBe(
      `Hello, ${USERNAME}`,
    );
    await expect.poll(() => mainText(page)).toContain(MEMBERS_TEXT);
    await page.getByRole('tab', { name: /^Received/ }).click();
    await expect.poll(() => mainText(page)).toContain(AUTHORS_TEXT);
    await page.getByRole('tab', { name: /^Messages/ }).click();
    await expect.poll(() => mainText(page)).toContain(MESSAGE);
    expect(await injectedElements(page)).toEqual([]);

    expect(dialogs).toEqual([]);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('V2 stored XSS: shows as literal text on the admin users screens and in the user details', async () => {
    const page = await watchedPage(admin);
    await page.goto('/simple-admin');
    await expect
      .poll(() => page.getByRole('cell', { name: USERNAME, exact: true }).count())
      .toBe(1);
    expect(await injectedElements(page)).toEqual([]);

    await page.goto('/admin');
    await page.getByRole('button', { name: `Details for ${USERNAME}` }).click();
    const details = page.getByRole('dialog', { name: 'User Details' });
    await expect.poll(async () => (await details.textContent()) ?? '').toContain(USERNAME);
    expect(await injectedElements(page)).toEqual([]);

    expect(dialogs).toEqual([]);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('V2 stored XSS: shows as literal text on a badge link, and the server escapes it in the page head', async () => {
    const [badge] = await e2e.ctx.db
      .select({ id: badges.publicId })
      .from(badges)
      .where(eq(badges.userId, member.id))
      .limit(1);
    if (!badge) throw new Error('the submission earned no badge');
    await shareBadge(e2e.ctx, member.id, badge.id);

    const page = await watchedPage();
    await page.goto(`/?badge=${badge.id}`);
    const spotlight = page.getByRole('region', { name: /earned the/ });
    await expect
      .poll(async () => (await spotlight.textContent()) ?? '')
      .toContain(`${NAME} earned the`);
    await expect.poll(() => page.title()).toContain(NAME);
    expect(await injectedElements(page)).toEqual([]);

    const html = await (await page.request.get(`/?badge=${badge.id}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<img src=x');
    expect(head).not.toContain('<script>alert');
    expect(head).toContain('&lt;img src=x onerror=alert(3)&gt; earned the');
    expect(html).not.toMatch(/alert\(\d\)<\/script>/);

    expect(dialogs).toEqual([]);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('V2 stored XSS: comes back in JSON answers declared as UTF-8', async () => {
    const page = await watchedPage(member);
    await page.goto('/');
    const [badge] = await e2e.ctx.db
      .select({ id: badges.publicId })
      .from(badges)
      .where(eq(badges.userId, member.id))
      .limit(1);
    for (const path of [
      '/api/compliments/submitted',
      '/api/compliments/received',
      '/api/messages',
      `/api/badges/${badge?.id ?? 0}`,
      '/api/auth/me',
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe('application/json; charset=utf-8');
    }
    // Error answers too.
    const refused = await page.request.get('/api/admin/users');
    expect(refused.status()).toBe(403);
    expect(refused.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(dialogs).toEqual([]);
  });
});
