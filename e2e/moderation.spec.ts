// Journeys of issue 10: members report a compliment until it is hidden and an admin removes it,
// the author reads why; an admin's watched word holds a submission until it is approved; an admin
// suspends a member and lifts it again; a watched word in a promotion only warns the admin.
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../src/contract/moderation';
import { users } from '../src/server/db/schema/index';
import { submitCompliment } from '../src/server/features/compliments/submission.service';
import { reportCompliment } from '../src/server/features/moderation/reports.service';
import { addWatchedWord } from '../src/server/features/moderation/watched-words.service';
import type { TestUser } from '../test/factories';
import { closeCelebration, markBadgesCelebrated } from './celebrations';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

const REPORTED = 'Your laugh could light up a whole stadium at midnight.';
const FILLER = 'You make ordinary Tuesdays feel like small holidays.';
const WATCHED = 'marmalade';
const HELD = 'Your marmalade sandwiches make every picnic feel like a festival.';
/** How many draws make missing a compliment that can be drawn practically impossible. */
const DRAWS = 40;

let e2e: E2E;
let admin: TestUser;
/** Authored the filler, so the filler is never theirs to draw: they can only be given REPORTED. */
let reporter: TestUser;

beforeAll(async () => {
  // No demo content: the journeys' own compliments are all there is to draw.
  e2e = await startE2E({ demoContent: 'off' });
  admin = await e2e.createMember({ isAdmin: true });
  reporter = await establishedMember();
  await submitCompliment(e2e.ctx, reporter.id, FILLER);
  await markBadgesCelebrated(e2e.ctx, reporter.id);
});
afterAll(() => e2e.close());
// Each journey answers for its own console only.
beforeEach(() => {
  e2e.takeConsoleErrors();
});

/**
 * A member who registered two days ago: the reports of accounts younger than a day do not count
 * towards hiding (PRODUCT 21).
 */
async function establishedMember(): Promise<TestUser> {
  const member = await e2e.createMember();
  const twoDaysAgo = new Date(e2e.ctx.now().getTime() - 2 * 24 * 60 * 60 * 1000);
  await e2e.ctx.db.update(users).set({ createdAt: twoDaysAgo }).where(eq(users.id, member.id));
  return member;
}

/** expect.poll with room for a machine busy with other work. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function expectToast(page: Page, text: string) {
  await poll(() => page.getByText(text).count()).toBeGreaterThan(0);
}

/** The texts a guest is given in `DRAWS` draws of the random compliment, in the page itself. */
async function guestDraws(page: Page): Promise<string[]> {
  return page.evaluate(async (draws) => {
    const texts: string[] = [];
    for (let draw = 0; draw < draws; draw++) {
      const response = await fetch('/api/compliments/random', { credentials: 'include' });
      if (response.status === 200) texts.push(((await response.json()) as { text: string }).text);
    }
    return texts;
  }, DRAWS);
}

/** The queue item (or search result) showing `text`. */
const itemWith = (page: Page, text: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) });

describe('reports', () => {
  it('members report a compliment until it is hidden; an admin removes it and its author reads why', async () => {
    const author = await e2e.createMember();
    const { compliment } = await submitCompliment(e2e.ctx, author.id, REPORTED);
    await markBadgesCelebrated(e2e.ctx, author.id);

    // The reporter reports it from the home card, and the card moves on.
    const page = await e2e.newPage({ user: reporter });
    await page.goto('/');
    await page.getByRole('button', { name: 'Get a Compliment' }).click();
    await poll(() => page.getByText(REPORTED).count()).toBe(1);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this compliment' });
    await poll(() => dialog.count()).toBe(1);
    const radios = dialog.getByRole('radio');
    expect(await radios.count()).toBe(4);
    for (const label of [
      'Unkind or insulting',
      'Personal information',
      'Spam or advertising',
      'Other',
    ]) {
      expect(await dialog.getByRole('radio', { name: label }).count(), label).toBe(1);
    }
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await poll(() => dialog.getByText(MODERATION_MESSAGES.invalidReason).count()).toBe(1);
    // The note is only asked for with Other.
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    await dialog.getByRole('radio', { name: 'Other' }).check();
    const note = 'It reads like a joke about someone I know.';
    await dialog.getByRole('textbox', { name: /Tell us more/ }).fill(note);
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await expectToast(page, MODERATION_MESSAGES.reportThanks);
    await poll(() => dialog.count()).toBe(0);
    // The only other compliment is the reporter's own: there is nothing left to give them.
    await poll(() => page.getByText('No compliments to hand out just yet').count()).toBe(1);
    expect(await page.getByText(REPORTED).count()).toBe(0);

    // From the profile's Received tab, a second report is refused in the server's words.
    await page.goto('/profile');
    await page.getByRole('tab', { name: /^Received/ }).click();
    await page.getByRole('button', { name: /^Report “Your laugh could/ }).click();
    const again = page.getByRole('dialog', { name: 'Report this compliment' });
    await again.getByRole('radio', { name: 'Spam or advertising' }).check();
    await again.getByRole('button', { name: 'Send Report' }).click();
    await expectToast(page, MODERATION_MESSAGES.alreadyReported);
    await poll(() => again.count()).toBe(0);

    // Two more members report it: it is hidden from everyone.
    for (const reason of ['unkind', 'unkind'] as const) {
      const other = await establishedMember();
      await reportCompliment(e2e.ctx, e2e.app.randomPicker, other.id, compliment.id, {
        reason,
        note: null,
      });
    }
    const guest = await e2e.newPage();
    await guest.goto('/');
    const drawn = await guestDraws(guest);
    expect(drawn).toContain(FILLER);
    expect(drawn).not.toContain(REPORTED);
    // A guest who tries to report is invited to join first.
    await guest.getByRole('button', { name: 'Get a Compliment' }).click();
    await poll(() => guest.getByText(FILLER).count()).toBe(1);
    await guest.getByRole('button', { name: 'Report', exact: true }).click();
    await poll(() => guest.getByRole('dialog', { name: 'Join the Community' }).count()).toBe(1);

    // The admin goes from the dashboard to the queue and removes it, with a reason.
    const adminPage = await e2e.newPage({ user: admin });
    await adminPage.goto('/simple-admin');
    await adminPage.getByRole('link', { name: 'Moderation (1)' }).click();
    await adminPage.waitForURL('**/admin/moderation');
    const item = itemWith(adminPage, REPORTED);
    await poll(() => item.count()).toBe(1);
    for (const text of [author.email, 'Other (1)', 'Unkind or insulting (2)', note]) {
      expect(await item.getByText(text, { exact: true }).count(), text).toBe(1);
    }
    expect(await item.getByText('Reports', { exact: true }).count()).toBe(1);
    await item.getByRole('button', { name: 'Remove', exact: true }).click();
    const decision = adminPage.getByRole('dialog', { name: 'Remove this compliment?' });
    await poll(() => decision.count()).toBe(1);
    await decision.getByRole('button', { name: 'Remove', exact: true }).click();
    await poll(() => decision.getByText(MODERATION_MESSAGES.reasonRequired).count()).toBe(1);
    const reason = 'It makes fun of a real person.';
    await decision.getByLabel('Reason').fill(reason);
    await decision.getByRole('button', { name: 'Remove', exact: true }).click();
    await expectToast(adminPage, 'Compliment removed');
    await poll(() => adminPage.getByText(MODERATION_MESSAGES.queueEmpty).count()).toBe(1);
    await poll(() => adminPage.getByRole('tab', { name: 'Queue (0)' }).count()).toBe(1);
    await adminPage.getByRole('tab', { name: 'Moderation Log' }).click();
    const logRow = adminPage
      .getByRole('table', { name: 'Moderation log' })
      .getByRole('row')
      .filter({ hasText: reason });
    await poll(() => logRow.count()).toBe(1);
    expect(await logRow.getByRole('cell', { name: 'Removed', exact: true }).count()).toBe(1);
    expect(await logRow.getByText(admin.username).count()).toBe(1);

    // The author reads the reason in their messages; the compliment shows as removed.
    const authorPage = await e2e.newPage({ user: author });
    await authorPage.goto('/profile');
    const submitted = authorPage.getByRole('list', { name: 'Submitted compliments' });
    await poll(() =>
      submitted.getByRole('listitem').filter({ hasText: REPORTED }).getByText('Removed').count(),
    ).toBe(1);
    await authorPage.getByRole('tab', { name: /^Messages/ }).click();
    await poll(() =>
      authorPage
        .getByText(MODERATION_MESSAGES.removedMessage(REPORTED, reason), { exact: true })
        .count(),
    ).toBe(1);

    const refused = /Failed to load resource: the server responded with a status of 409/;
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [refused])).toEqual([]);
  });
});

describe('watched words', () => {
  it('a Hold word keeps a submission back until an admin restores it', async () => {
    const adminPage = await e2e.newPage({ user: admin });
    await adminPage.goto('/admin/moderation');
    await adminPage.getByRole('tab', { name: 'Watched Words' }).click();
    await adminPage.getByLabel('Word or phrase').fill(WATCHED);
    await adminPage.getByLabel('Action').selectOption({ label: 'Hold' });
    await adminPage.getByRole('button', { name: 'Add Word' }).click();
    await expectToast(adminPage, 'Watched word added');
    const wordRow = adminPage
      .getByRole('table', { name: 'Watched words' })
      .getByRole('row')
      .filter({ hasText: WATCHED });
    await poll(() => wordRow.count()).toBe(1);
    expect(await wordRow.getByRole('cell', { name: 'Hold', exact: true }).count()).toBe(1);

    // A member submits a compliment with the word: it is in, but waits for review.
    const member = await e2e.createMember();
    const page = await e2e.newPage({ user: member });
    await page.goto('/');
    await page.mouse.wheel(0, 400);
    await page.getByLabel('Your compliment').fill(HELD);
    await page.getByRole('button', { name: 'Submit Compliment' }).click();
    await expectToast(page, MODERATION_MESSAGES.heldForReview);
    // A held compliment is still the member's first: it earns Kind Words.
    await closeCelebration(page, 'Kind Words');
    await page.goto('/profile');
    const item = page
      .getByRole('list', { name: 'Submitted compliments' })
      .getByRole('listitem')
      .filter({ hasText: HELD });
    await poll(() => item.getByText(MODERATION_MESSAGES.underReview, { exact: true }).count()).toBe(
      1,
    );

    const guest = await e2e.newPage();
    await guest.goto('/');
    expect(await guestDraws(guest)).not.toContain(HELD);

    // The admin finds it in the queue, held by the word, and restores it.
    await adminPage.getByRole('tab', { name: /^Queue/ }).click();
    await adminPage.getByRole('button', { name: 'Refresh' }).click();
    const queued = itemWith(adminPage, HELD);
    await poll(() => queued.count()).toBe(1);
    expect(await queued.getByText(`Held by a watched word: “${WATCHED}”`).count()).toBe(1);
    expect(await queued.getByText(member.email, { exact: true }).count()).toBe(1);
    await queued.getByRole('button', { name: 'Restore' }).click();
    const decision = adminPage.getByRole('dialog', { name: 'Restore this compliment?' });
    await decision.getByLabel('Reason').fill('The word is used kindly here.');
    await decision.getByRole('button', { name: 'Restore', exact: true }).click();
    await expectToast(adminPage, 'Compliment restored');
    await poll(() => queued.count()).toBe(0);

    expect(await guestDraws(guest)).toContain(HELD);

    // Search finds it by its author and can take it out of the draw again.
    await adminPage.getByRole('tab', { name: 'Search Compliments' }).click();
    await adminPage.getByLabel('Words, name or email').fill(member.email);
    await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
    const found = itemWith(adminPage, HELD);
    await poll(() => found.count()).toBe(1);
    await found.getByRole('button', { name: 'Hide' }).click();
    const hide = adminPage.getByRole('dialog', { name: 'Hide this compliment?' });
    await hide.getByLabel('Reason').fill('Checking the search.');
    await hide.getByRole('button', { name: 'Hide', exact: true }).click();
    await expectToast(adminPage, 'Compliment hidden');
    await poll(() => found.getByText('Hidden by an admin').count()).toBe(1);
    await found.getByRole('button', { name: 'Restore' }).click();
    const restore = adminPage.getByRole('dialog', { name: 'Restore this compliment?' });
    await restore.getByLabel('Reason').fill('Back it goes.');
    await restore.getByRole('button', { name: 'Restore', exact: true }).click();
    await expectToast(adminPage, 'Compliment restored');
    await poll(() => found.getByText('Shown', { exact: true }).count()).toBe(1);
    // The guest's draws earned the member Ray of Sunshine meanwhile: not this journey's dialog.
    await markBadgesCelebrated(e2e.ctx, member.id);
    await page.reload();
    await poll(() => item.count()).toBe(1);
    expect(await item.getByText(MODERATION_MESSAGES.underReview).count()).toBe(0);

    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});

describe('suspensions', () => {
  it('an admin suspends a member from the users table and lifts it again', async () => {
    const member = await e2e.createMember();
    const page = await e2e.newPage({ user: admin });
    await page.goto('/admin');
    const row = page.getByRole('row').filter({ hasText: member.email });
    await poll(() => row.count()).toBe(1);
    // Admins cannot be suspended: their rows offer no Suspend.
    expect(await page.getByRole('button', { name: `Suspend ${admin.username}` }).count()).toBe(0);

    await row.getByRole('button', { name: `Suspend ${member.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend this member?' });
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await poll(() => dialog.getByText(MODERATION_MESSAGES.invalidDuration).count()).toBe(1);
    await dialog.getByLabel('Suspend for').selectOption({ label: 'Until lifted' });
    await dialog.getByLabel('Reason').fill('Repeated unkind submissions.');
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expectToast(page, 'Member suspended');
    await poll(() => row.getByText('Suspended until further notice').count()).toBe(1);

    // The member is told why they cannot submit.
    const memberPage = await e2e.newPage({ user: member });
    await memberPage.goto('/');
    await memberPage.mouse.wheel(0, 400);
    await memberPage.getByLabel('Your compliment').fill('Your patience is a gift to everyone.');
    await memberPage.getByRole('button', { name: 'Submit Compliment' }).click();
    await expectToast(memberPage, MODERATION_MESSAGES.suspendedIndefinitely);

    await row.getByRole('button', { name: `Lift the suspension of ${member.username}` }).click();
    await expectToast(page, 'Suspension lifted');
    await poll(() => row.getByText(/^Suspended until/).count()).toBe(0);
    expect(await row.getByRole('button', { name: `Suspend ${member.username}` }).count()).toBe(1);

    const refused = /Failed to load resource: the server responded with a status of 403/;
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [refused])).toEqual([]);
  });
});

describe('watched words in promotions', () => {
  it('warn the admin saving a promotion that contains one, and the save goes through', async () => {
    await addWatchedWord(e2e.ctx, admin.id, { phrase: 'miracle cure', action: 'block' });
    const page = await e2e.newPage({ user: admin });
    await page.goto('/admin-promotions-form');
    const title = `A miracle cure for Mondays ${Date.now()}`;
    await page.getByLabel('Service provider').fill('Sunny Spa');
    await page.getByLabel('Website URL').fill('https://spa.example/');
    await page.getByLabel('Discount title').fill(title);
    await page.getByLabel('Discount description').fill('A calm afternoon at a lower price.');
    await page.getByLabel('Discount code').fill('SUNNY20');
    await page.getByLabel('Expiry date').fill('2031-01-15T10:00');
    await page.getByRole('button', { name: 'Create Promotion' }).click();
    await expectToast(page, 'Promotion created successfully');
    await expectToast(page, MODERATION_MESSAGES.watchedWordWarning('miracle cure'));
    await page.waitForURL('**/admin-promotions');
    await poll(() => page.getByText(title).count()).toBeGreaterThan(0);
  });
});
