// Journeys of issue 3: a guest gets a compliment and is invited to join; a member shares one,
// thanks another member's, watches karma and badges grow on the profile and shares a badge.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitCompliment } from '../src/server/features/compliments/submission.service';
import type { TestUser } from '../test/factories';
import { closeCelebration, markBadgesCelebrated } from './celebrations';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

const AUTHORS_COMPLIMENT = 'Your kindness is a quiet kind of sunshine.';
const MEMBERS_COMPLIMENT = 'You make every room you walk into a little brighter.';
const SHARE_NAMES = [
  'Facebook',
  'X (Twitter)',
  'LinkedIn',
  'WhatsApp',
  'Telegram',
  'Reddit',
  'Pinterest',
  'Instagram',
];

/** A compliment's own page, /c/{publicId}, on the server the browser uses. */
let sharePage: RegExp;
let e2e: E2E;
let author: TestUser;
let member: TestUser;

beforeAll(async () => {
  // No demo content: the author's compliment is the only one a member can be given.
  e2e = await startE2E({ demoContent: 'off' });
  sharePage = new RegExp(`^${e2e.baseURL}/c/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$`);
  author = await e2e.createMember();
  member = await e2e.createMember();
  await submitCompliment(e2e.ctx, author.id, AUTHORS_COMPLIMENT);
});
afterAll(() => e2e.close());

/**
 * A page whose share popups land on a stub page and whose window.open calls are recorded. These
 * journeys keep the page's motion, as most visitors see it.
 */
async function sharingPage(options: { user?: TestUser } = {}): Promise<Page> {
  const page = await e2e.newPage({ ...options, reducedMotion: 'no-preference' });
  const context = page.context();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseURL });
  // The machine is offline; a share site answers with a stub so the popup's address can be read.
  await context.route(/^https:\/\/(www\.facebook\.com|twitter\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>share</title>' }),
  );
  await page.addInitScript(() => {
    const opened: string[] = [];
    const open = window.open.bind(window);
    Object.assign(window, { __opened: opened });
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push(String(features));
      return open(url, target, features);
    };
  });
  return page;
}

const openedFeatures = (page: Page) =>
  page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

describe('a visitor', () => {
  it('gets a compliment, is invited to join on Thank, and can share it', async () => {
    const page = await sharingPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    await expect.poll(() => page.getByText(AUTHORS_COMPLIMENT).count()).toBe(1);

    await page.getByRole('button', { name: 'Thank Author' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Community' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(await dialog.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    // The share menu offers the eight targets, and copying puts the quote and the site name on the clipboard.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const items = page.getByRole('menuitem');
    await expect.poll(() => items.count()).toBe(9);
    for (const name of SHARE_NAMES) {
      expect(await page.getByRole('menuitem', { name }).count(), name).toBe(1);
    }
    await page.getByRole('menuitem', { name: 'Copy quote' }).click();
    await expect
      .poll(() => page.getByText('Compliment copied to clipboard').count())
      .toBeGreaterThan(0);
    expect(await page.getByText('Copied!').count()).toBeGreaterThan(0);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`“${AUTHORS_COMPLIMENT}” (a kind word from Kindly)`);

    await expect.poll(() => page.getByRole('menu').count()).toBe(0);

    // A network opens in a 600 by 400 popup with the compliment's page and the text (PRODUCT 5.1).
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('menuitem', { name: 'X (Twitter)' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/twitter\.com\/intent\/tweet/);
    const shared = new URL(popup.url());
    expect(shared.searchParams.get('url')).toMatch(sharePage);
    expect(shared.searchParams.get('text')).toContain(AUTHORS_COMPLIMENT);
    expect(await openedFeatures(page)).toEqual([expect.stringContaining('width=600,height=400')]);
    await expect.poll(() => page.getByText('Shared!').count()).toBeGreaterThan(0);

    // Submitting as a guest also invites to join, before anything is sent.
    await page.getByLabel('Your compliment').fill('A guest would like to share this.');
    await page.getByRole('button', { name: 'Submit Compliment' }).click();
    await expect.poll(() => dialog.count()).toBe(1);

    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});

describe('a visitor on a device with a share sheet', () => {
  it('shares the compliment through it', async () => {
    const page = await e2e.newPage();
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Share via device…' }).click();
    await expect.poll(() => page.getByText('Shared!').count()).toBeGreaterThan(0);
    const shared = await page.evaluate(
      () => (window as unknown as { __shared: ShareData[] }).__shared,
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]?.url).toMatch(sharePage);
    expect(shared[0]?.text).toMatch(/^“.+” \(a kind word from Kindly\)$/);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});

describe('a member', () => {
  it('shares a compliment, thanks another, and sees karma and badges on the profile', async () => {
    const page = await sharingPage({ user: member });
    await page.goto('/');
    // The form sits below the fold and loads as the visitor scrolls towards it.
    await page.mouse.wheel(0, 400);

    // Live validation with the spec's messages, and a counter counting code points.
    const field = page.getByLabel('Your compliment');
    await field.fill('Too short');
    await expect
      .poll(() => page.getByText('Compliment must be at least 10 characters').count())
      .toBe(1);
    expect(await page.getByText('9/200').count()).toBe(1);
    await field.fill('😊'.repeat(201));
    await expect
      .poll(() => page.getByText('Compliment must not exceed 200 characters').count())
      .toBe(1);
    expect(await page.getByText('201/200').count()).toBe(1);

    await field.fill(MEMBERS_COMPLIMENT);
    await page.getByRole('button', { name: 'Submit Compliment' }).click();
    await expect.poll(() => page.getByText('Success!').count()).toBeGreaterThan(0);
    expect(
      await page.getByText('Your compliment was submitted successfully!').count(),
    ).toBeGreaterThan(0);
    // The first compliment earns a badge, celebrated in the same toast.
    expect(await page.getByText('Kind Words (Bronze)').count()).toBeGreaterThan(0);
    expect(await field.inputValue()).toBe('');
    await closeCelebration(page, 'Kind Words');

    // The author's compliment is the only one this member can be given.
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    await expect.poll(() => page.getByText(AUTHORS_COMPLIMENT).count()).toBe(1);
    await page.getByRole('button', { name: 'Thank Author' }).click();
    // The first thank earns Grateful Heart; its celebration hides the page from roles while open.
    await closeCelebration(page, 'Grateful Heart');
    const thanked = page.getByRole('button', { name: 'Thanked!' });
    await expect.poll(() => thanked.count()).toBe(1);
    expect(await thanked.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Thanks sent!').count()).toBeGreaterThan(0);
    expect(
      await page.getByText('Your appreciation has been shared with the author.').count(),
    ).toBeGreaterThan(0);
    expect(await page.getByText('Grateful Heart (Bronze)').count()).toBeGreaterThan(0);

    // A compliment already thanked shows Thanked! when it comes round again.
    await page.reload();
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Thanked!' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Thank Author' }).count()).toBe(0);

    // The profile: karma +5 for the submission and +1 for the thank.
    await page.goto('/profile');
    await expect.poll(() => page.getByText('6 karma points').count()).toBe(1);
    expect(await page.getByRole('heading', { name: `Hello, ${member.username}` }).count()).toBe(1);

    const submittedTab = page.getByRole('tab', { name: 'Submitted (1)' });
    await expect.poll(() => submittedTab.getAttribute('aria-selected')).toBe('true');
    const submitted = page
      .getByRole('list', { name: 'Submitted compliments' })
      .getByRole('listitem');
    await expect.poll(() => submitted.count()).toBe(1);
    expect(await submitted.textContent()).toContain(MEMBERS_COMPLIMENT);
    expect(await submitted.textContent()).toMatch(/Seen 0 times/);

    await page.getByRole('tab', { name: 'Received (1)' }).click();
    const received = page.getByRole('list', { name: 'Received compliments' }).getByRole('listitem');
    await expect.poll(() => received.count()).toBe(1);
    expect(await received.textContent()).toContain(AUTHORS_COMPLIMENT);
    // The member's own thank reads as theirs, never as "Thanked by" their own name.
    expect(await received.textContent()).toContain('You thanked this');
    expect(await received.textContent()).not.toContain('Thanked by');

    // Arrow keys move between the tabs.
    await page.keyboard.press('ArrowRight');
    const badgesTab = page.getByRole('tab', { name: 'Badges (2)' });
    await expect.poll(() => badgesTab.getAttribute('aria-selected')).toBe('true');
    // Every family shows its levels; the two earned ones carry their Share button.
    const badges = page.getByRole('tabpanel').locator('li[data-earned]');
    await expect.poll(() => badges.count()).toBe(2);
    const grateful = page
      .getByRole('region', { name: 'Grateful Heart' })
      .locator('li[data-earned]');
    expect(await grateful.textContent()).toContain('Thanked the authors of 1 compliment');
    expect(await grateful.textContent()).not.toContain('Shared');

    // Sharing a badge opens its link on a network and counts the share.
    await grateful.getByRole('button', { name: /Share/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Share your badge' });
    await expect.poll(() => dialog.count()).toBe(1);
    const link = await dialog.getByLabel('Badge link').inputValue();
    // The link carries the badge's random public id, never a number one could count from.
    expect(link).toMatch(new RegExp(`^${e2e.baseURL}/\\?badge=[0-9a-f]{8}-[0-9a-f-]{27}$`));
    for (const name of SHARE_NAMES) {
      expect(await dialog.getByRole('button', { name }).count(), name).toBe(1);
    }
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Facebook' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/facebook\.com\/sharer/);
    expect(new URL(popup.url()).searchParams.get('u')).toBe(link);
    await expect.poll(() => page.getByText('Badge shared!').count()).toBeGreaterThan(0);
    await expect.poll(() => dialog.getByText('Shared 1 time').count()).toBe(1);
    // Escape would close the toast first (the newest layer), so the dialog's own button closes it.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => grateful.getByText('Shared 1 time').count()).toBe(1);

    // Anyone opening the shared link sees what was earned, with an invitation; the member chose
    // no username, so the card names "A Kindly member" and no part of the email (SECURITY C8).
    const visitor = await e2e.newPage({ width: 390 });
    await visitor.goto(link);
    const card = visitor.getByRole('region', { name: /earned the Grateful Heart badge/ });
    // The card's code loads only on a badge link, after the page's own.
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
    expect(await card.textContent()).toContain('A Kindly member earned the Grateful Heart badge');
    expect(await card.textContent()).not.toContain(member.email.split('@')[0]);
    expect(await card.textContent()).toContain('Bronze');
    await card.getByRole('button', { name: 'Get a Compliment' }).click();
    await expect.poll(() => visitor.getByRole('article').count()).toBe(1);

    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('sends a visitor without a session from /profile to /login', async () => {
    const page = await e2e.newPage();
    await page.goto('/profile');
    await page.waitForURL('**/login');
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});

describe('when things go wrong', () => {
  it('says so in the spec words, shows a friendly empty state and a placeholder image', async () => {
    // Badges the member earned earlier in this file would open their celebration over the card.
    await markBadgesCelebrated(e2e.ctx, member.id);
    const page = await e2e.newPage({ user: member });
    let answer: 'fail' | 'none' | 'broken image' = 'fail';
    await page.route('**/api/compliments/random', (route) => {
      if (answer === 'fail') return route.fulfill({ status: 500, body: 'upstream down' });
      if (answer === 'none') return route.fulfill({ status: 204 });
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          id: 999_999,
          publicId: '00000000-0000-4000-8000-000000000001',
          text: 'A compliment whose picture went missing.',
          language: 'en',
          thankedAt: null,
          image: { id: 1, imageUrl: '/images/demo/no-such-picture.svg', title: 'Lost picture' },
        }),
      });
    });
    await page.route('**/api/compliments/999999/thank', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'You already thanked this compliment' }),
      }),
    );
    await page.goto('/');

    // A failing fetch is retried twice (1 s, then 2 s) before the toast.
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    await expect
      .poll(() => page.getByText('Failed to get a compliment. Please try again!').count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Get a Compliment' }).isEnabled()).toBe(true);

    answer = 'none';
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    await expect.poll(() => page.getByText('No compliments to hand out just yet').count()).toBe(1);

    answer = 'broken image';
    await page.getByRole('button', { name: 'Try Again' }).click();
    const picture = page.getByRole('article').locator('img');
    await expect.poll(() => picture.getAttribute('src')).toBe('/images/placeholder.svg');

    await page.getByRole('button', { name: 'Thank Author' }).click();
    await expect
      .poll(() => page.getByText('You already thanked this compliment').count())
      .toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Thank Author' }).isEnabled()).toBe(true);

    expect(
      unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 500/, /status of 409/, /404/]),
    ).toEqual([]);
  });
});

describe('a badge link', () => {
  it('says gently when the badge does not exist', async () => {
    const page = await e2e.newPage();
    await page.goto('/?badge=00000000-0000-4000-8000-000000000000');
    await expect
      .poll(() => page.getByRole('heading', { name: 'This badge could not be found' }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 404/])).toEqual([]);
  });
});
