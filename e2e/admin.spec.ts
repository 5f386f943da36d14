// Journeys: an admin signs in and runs both dashboards (users, messages, images); a member reads
// the message; members and guests are turned away from the admin pages with the spec's words.
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inspirationalImages } from '../src/server/db/schema/index';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());
// Each journey answers for its own console only.
beforeEach(() => {
  e2e.takeConsoleErrors();
});

const ADMIN_PASSWORD = 'harbour-lantern-71';

async function expectToast(page: Page, text: string) {
  await expect.poll(() => page.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);
}

const profileLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Your profile/ });

describe('admin journeys', () => {
  it('an admin logs in, messages a member who then reads it, and creates an admin', async () => {
    const admin = await e2e.createMember({ isAdmin: true, password: ADMIN_PASSWORD });
    const member = await e2e.createMember({ karmaPoints: 17 });

    const page = await e2e.newPage();
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await page.waitForURL('**/simple-admin');

    // /simple-admin: the Registered Users table lists both accounts with their role.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Registered Users' }).count())
      .toBe(1);
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['ID', 'Username', 'Email', 'Karma', 'Role', 'Last Active']);
    const memberRow = page.getByRole('row').filter({ hasText: member.email });
    await expect.poll(() => memberRow.count()).toBe(1);
    expect(await memberRow.getByRole('cell').allTextContents()).toEqual([
      String(member.id),
      member.username,
      member.email,
      '17',
      'User',
      'Never',
    ]);
    const adminRow = page.getByRole('row').filter({ hasText: admin.email });
    expect(await adminRow.getByText('Admin', { exact: true }).count()).toBe(1);
    for (const name of ['Ads', 'Promotions', 'Home']) {
      expect(await page.getByRole('link', { name, exact: true }).count()).toBeGreaterThan(0);
    }

    // /admin: the member's details, statistics and a message.
    await page.goto('/admin');
    await page.getByRole('button', { name: `Details for ${member.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'User Details' });
    await expect.poll(() => dialog.getByText('Compliments submitted').count()).toBe(1);
    expect(await dialog.getByRole('heading', { name: 'Send Message to User' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.getByText('Please enter a message').count()).toBe(1);
    const note = 'Thank you for the kind words you share <b>every</b> day!';
    await dialog.getByLabel('Message').fill(`  ${note}  `);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expectToast(page, 'Message sent successfully');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Manage Admins: a taken email is refused with the server's words, a new one is created.
    await page.getByRole('tab', { name: 'Manage Admins' }).click();
    await page.getByRole('button', { name: 'Create Admin' }).click();
    await expect.poll(() => page.getByText('Must be a valid email').count()).toBe(1);
    expect(await page.getByText('Password must be at least 6 characters').count()).toBe(1);
    await page.getByLabel('Username (email)').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('quiet-orchard-35');
    await page.getByRole('button', { name: 'Create Admin' }).click();
    await expectToast(page, 'Failed to create admin user');
    await expectToast(page, 'An account with this email already exists');
    const newAdmin = `second.admin.${Date.now()}@example.com`;
    await page.getByLabel('Username (email)').fill(newAdmin);
    await page.getByRole('button', { name: 'Create Admin' }).click();
    await expectToast(page, 'Admin user created successfully');
    await expect.poll(() => page.getByText(newAdmin).count()).toBeGreaterThan(0);

    // The member sees the message in the nav count and on the profile, then marks it read.
    const memberPage = await e2e.newPage({ user: member });
    await memberPage.goto('/profile');
    await expect
      .poll(() =>
        memberPage
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: /, 1 unread message$/ })
          .count(),
      )
      .toBe(1);
    const messagesTab = memberPage.getByRole('tab', { name: 'Messages (1), 1 unread' });
    await messagesTab.click();
    await expect.poll(() => messagesTab.getAttribute('aria-selected')).toBe('true');
    // The message is shown as text, trimmed, markup and all.
    await expect.poll(() => memberPage.getByText(note, { exact: true }).count()).toBe(1);
    await memberPage.getByRole('button', { name: 'Mark as read' }).click();
    await expect
      .poll(() => memberPage.getByRole('button', { name: 'Mark as read' }).count())
      .toBe(0);
    await expect
      .poll(() => profileLink(memberPage).getAttribute('aria-label'))
      .toBe(`Your profile: ${member.username.slice(0, 10)}…`);
    expect(await memberPage.getByRole('tab', { name: 'Messages (1)', exact: true }).count()).toBe(
      1,
    );

    // The one console error is the browser's note about the refused duplicate admin (409).
    const duplicate = /Failed to load resource: the server responded with a status of 409/;
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [duplicate])).toEqual([]);
  });

  it('an admin uploads an image, pauses it and deletes it after the warning', async () => {
    const admin = await e2e.createMember({ isAdmin: true });
    const page = await e2e.newPage({ user: admin });
    await page.goto('/simple-admin');
    await page.getByRole('tab', { name: 'Image Management' }).click();

    // The form's own checks, before anything is sent.
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await expect.poll(() => page.getByText('Please select an image file').count()).toBe(1);
    await page.getByLabel('Image file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await expect.poll(() => page.getByText('Only image files are allowed').count()).toBe(1);

    const png = await sharp({
      create: { width: 24, height: 16, channels: 3, background: '#f4a6b8' },
    })
      .png()
      .toBuffer();
    await page.getByLabel('Image file').setInputFiles({
      name: 'journey-sunrise.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await page.getByLabel('Owner email (optional)').fill('not-an-email');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await expect.poll(() => page.getByText('Please enter a valid email address').count()).toBe(1);
    await page.getByLabel('Owner name (optional)').fill('Robin Vale');
    await page.getByLabel('Owner email (optional)').fill('robin@example.com');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await expectToast(page, 'Image uploaded successfully');

    const list = page.getByRole('list', { name: 'Uploaded images' });
    const item = list.getByRole('listitem').filter({ hasText: 'journey-sunrise' });
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.getByText(`By ${admin.username}`).count()).toBe(1);
    expect(await item.getByText('Robin Vale · robin@example.com').count()).toBe(1);
    const thumbnail = item.getByRole('img', { name: 'journey-sunrise' });
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(24);

    await item.getByRole('button', { name: 'Pause journey-sunrise' }).click();
    await expectToast(page, 'Image status updated');
    await expect.poll(() => item.getByText('Paused', { exact: true }).count()).toBe(1);
    expect(await item.getByRole('button', { name: 'Activate journey-sunrise' }).count()).toBe(1);

    // Compliments were shown with it: the dialog says so before the image goes.
    const [row] = await e2e.ctx.db
      .update(inspirationalImages)
      .set({ timesUsed: 12 })
      .where(eq(inspirationalImages.title, 'journey-sunrise'))
      .returning({ id: inspirationalImages.id });
    expect(row).toBeDefined();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => item.getByText('Used 12 times').count()).toBe(1);
    await item.getByRole('button', { name: 'Delete journey-sunrise' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this image?' });
    await expect
      .poll(() => confirm.getByText('This image has been used with 12 compliments.').count())
      .toBe(1);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Image deleted successfully');
    await expect.poll(() => item.count()).toBe(0);
    const media = await page.request.get(`/api/admin/inspirational-images`);
    const titles = ((await media.json()) as { title: string }[]).map((image) => image.title);
    expect(titles).not.toContain('journey-sunrise');

    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('adds an image by URL on /admin and deletes it after the browser confirm', async () => {
    const admin = await e2e.createMember({ isAdmin: true });
    const page = await e2e.newPage({ user: admin });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Inspirational Images' }).click();
    await page.getByLabel('Image URL').fill('javascript:alert(1)');
    await page.getByLabel('Title').fill('Hi');
    await page.getByRole('button', { name: 'Add Image' }).click();
    await expect.poll(() => page.getByText('Please provide a valid image URL').count()).toBe(1);
    expect(await page.getByText('Title must be at least 3 characters').count()).toBe(1);

    await page.getByLabel('Image URL').fill(`${e2e.baseURL}/images/placeholder.svg`);
    await page.getByLabel('Title').fill('Quiet Harbour');
    await page.getByLabel('Category').fill('Seaside');
    await page.getByRole('button', { name: 'Add Image' }).click();
    await expectToast(page, 'Image added successfully');
    const row = page.getByRole('row').filter({ hasText: 'Quiet Harbour' });
    await expect.poll(() => row.count()).toBe(1);

    await row.getByRole('button', { name: 'Deactivate Quiet Harbour' }).click();
    await expectToast(page, 'Image status updated');
    await expect.poll(() => row.getByText('Inactive', { exact: true }).count()).toBe(1);

    // Declining the browser's question keeps the image; accepting it deletes the image.
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await row.getByRole('button', { name: 'Delete Quiet Harbour' }).click();
    await expect.poll(() => questions.length).toBe(1);
    expect(questions[0]).toBe('Delete this image? This action cannot be undone.');
    expect(await row.count()).toBe(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Delete Quiet Harbour' }).click();
    await expectToast(page, 'Image deleted successfully');
    await expect.poll(() => row.count()).toBe(0);

    // The Audit Log tab lists those three changes, newest first, and filters them (SECURITY L6).
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const log = page.getByRole('table', { name: 'Audit log' });
    await page.getByLabel('Admin', { exact: true }).selectOption({ label: admin.username });
    const entries = log.getByRole('row').filter({ hasText: admin.username });
    await expect.poll(() => entries.count()).toBe(3);
    expect(await log.getByRole('columnheader').allTextContents()).toEqual([
      'When',
      'Admin',
      'Action',
      'Target',
      'Summary',
    ]);
    const actions = await Promise.all(
      [0, 1, 2].map(
        async (index) => (await entries.nth(index).getByRole('cell').nth(2).textContent()) ?? '',
      ),
    );
    expect(actions).toEqual(['Image deleted', 'Image paused or activated', 'Image added']);
    expect(await entries.nth(1).textContent()).toContain('Paused image "Quiet Harbour"');
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Image added' });
    await expect.poll(() => entries.count()).toBe(1);
    expect(await entries.first().textContent()).toContain('Added image "Quiet Harbour" (Seaside)');

    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('turns a member away from /simple-admin to the home page', async () => {
    const member = await e2e.createMember();
    const page = await e2e.newPage({ user: member });
    await page.goto('/simple-admin');
    await expectToast(page, 'Access Denied');
    await expectToast(page, "You don't have admin privileges.");
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('heading', { name: 'Registered Users' }).count()).toBe(0);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('sends a guest from /simple-admin to the admin login', async () => {
    const page = await e2e.newPage();
    await page.goto('/simple-admin');
    await page.waitForURL('**/admin-login');
    await expectToast(page, 'Authentication Required');
    await expect.poll(() => page.getByRole('button', { name: 'Login as Admin' }).count()).toBe(1);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('sends the visitor to the admin login 1.5 s after the current-user check fails', async () => {
    const page = await e2e.newPage();
    await page.route('**/api/auth/me', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The service is briefly unavailable.' }),
      }),
    );
    // The page itself notes when the error shows and when the login page replaces it, so a busy
    // test process reading either moment late cannot shorten the delay it measures.
    await page.addInitScript(() => {
      const marks: { shown?: number; left?: number } = {};
      (window as unknown as { marks: typeof marks }).marks = marks;
      new MutationObserver(() => {
        if (!marks.shown && document.body?.textContent?.includes('Authentication Error'))
          marks.shown = performance.now();
        if (marks.shown && !marks.left && location.pathname === '/admin-login')
          marks.left = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    try {
      await page.goto('/simple-admin');
      // The check is retried twice (1 s, then 2 s) before it counts as failed.
      await expectToast(page, 'Authentication Error');
      await page.waitForURL('**/admin-login', { timeout: 10_000 });
      const marks = await page.waitForFunction(() => {
        const { shown, left } = (window as unknown as { marks: { shown?: number; left?: number } })
          .marks;
        return shown !== undefined && left !== undefined && { shown, left };
      });
      const { shown, left } = (await marks.jsonValue()) as { shown: number; left: number };
      expect(left - shown).toBeGreaterThanOrEqual(1000);
    } finally {
      // The login page keeps asking the failing check; the journey ends here.
      await page.close();
    }
    const unavailable = /Failed to load resource: the server responded with a status of 503/;
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [unavailable])).toEqual([]);
  });

  it('turns a member away from /admin to the admin login after the isAdmin check', async () => {
    const member = await e2e.createMember();
    const page = await e2e.newPage({ user: member });
    await page.goto('/admin');
    await expectToast(page, 'Access Denied');
    await expectToast(page, 'You need admin privileges to access this page');
    await page.waitForURL('**/admin-login');
    expect(await page.getByRole('heading', { name: 'Users' }).count()).toBe(0);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});
