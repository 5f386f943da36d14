// A member chooses a username on the profile or when registering and sees it in the nav, the
// greeting and a shared badge card; /login arrives filled in after registering and says a refused
// password beside its fields; axe finds nothing serious on these screens. Toasts and the profile on
// a phone are phone-details.spec.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { badges } from '../src/server/db/schema/index';
import { shareBadge } from '../src/server/features/badges/badges.service';
import { submitCompliment } from '../src/server/features/compliments/submission.service';
import { uniqueEmail } from '../test/factories';
import { seriousViolations } from './axe';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';
import { navProfileLink, nameSequence, PHONE, WIDE, screenshot } from './member-pages';
import type { TestUser } from '../test/factories';

const SIZES = [
  ['390 px', PHONE],
  ['1280 px', WIDE],
] as const;

let e2e: E2E;
/** A fresh name per journey: the database is shared by the whole file. */
const freshName = nameSequence();

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());
beforeEach(() => {
  e2e.takeConsoleErrors();
});

const open = (size: { width: number; height: number }, user?: TestUser) =>
  e2e.newPage({ user, ...size });

describe.each(SIZES)('usernames at %s', (label, size) => {
  it('a member chooses a username and sees it in the nav, the greeting and a shared badge card', async () => {
    const member = await e2e.createMember();
    const other = await e2e.createMember();
    const taken = freshName('Taken Tulip');
    await e2e.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      payload: { username: taken },
      headers: { cookie: await cookieOf(other) },
    });
    const page = await open(size, member);
    await page.goto('/profile');
    await expect
      .poll(() => page.getByRole('heading', { name: `Hello, ${member.email}` }).count())
      .toBe(1);
    await expect
      .poll(() => navProfileLink(page).textContent())
      .toContain(`${member.email.slice(0, 10)}…`);
    expect(await page.getByText('Others see you as “A Kindly member”').count()).toBe(1);

    const choose = page.getByRole('button', { name: 'Choose a username' });
    expect(await choose.getAttribute('aria-expanded')).toBe('false');
    await choose.click();
    expect(await choose.getAttribute('aria-expanded')).toBe('true');
    const field = page.getByLabel('Username');
    await field.waitFor();

    // The contract's rule while typing: the message and the red border come when the field is
    // left, and go as soon as the value is valid again.
    await field.fill('sun@home');
    await field.blur();
    await expect.poll(() => page.getByText('Usernames cannot contain @').count()).toBe(1);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('sunhome');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText('Usernames cannot contain @').count()).toBe(0);

    // The server's rule: another member's name, in another letter case, is said under the field.
    await field.fill(taken.toUpperCase());
    await page.getByRole('button', { name: 'Save username' }).click();
    await expect.poll(() => page.getByText('That username is already taken').count()).toBe(1);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    if (label === '390 px') await screenshot(page, 'username-taken-390');
    expect(await seriousViolations(page, 'profile, username form with an error')).toEqual([]);

    const name = freshName('Marigold Morning');
    await field.fill(name);
    await page.getByRole('button', { name: 'Save username' }).click();
    await expect.poll(() => page.getByRole('heading', { name: `Hello, ${name}` }).count()).toBe(1);
    await expect.poll(() => navProfileLink(page).textContent()).toContain(`${name.slice(0, 10)}…`);
    expect(await page.getByRole('button', { name: 'Change username' }).count()).toBe(1);
    expect(await page.getByText('Others see you as').count()).toBe(0);
    await screenshot(page, `username-saved-${label.replace(' ', '')}`);

    // Another page and a reload read it from the server.
    await page.goto('/');
    await expect.poll(() => navProfileLink(page).textContent()).toContain(`${name.slice(0, 10)}…`);
    expect(await seriousViolations(page, 'home')).toEqual([]);

    // A badge the member shares names them by the chosen username on its public card.
    await submitCompliment(e2e.ctx, member.id, `${name} wishes you a gentle and bright day`);
    const [badge] = await e2e.ctx.db
      .select({ id: badges.publicId })
      .from(badges)
      .where(eq(badges.userId, member.id))
      .limit(1);
    if (!badge) throw new Error('the submission earned no badge');
    await shareBadge(e2e.ctx, member.id, badge.id);
    const guest = await open(size);
    await guest.goto(`/?badge=${badge.id}`);
    await expect
      .poll(
        async () => (await guest.getByRole('region', { name: /earned the/ }).textContent()) ?? '',
      )
      .toContain(`${name} earned the`);
    expect(await guest.getByText(member.email).count()).toBe(0);
    const takenAnswer = /profile: Failed to load resource: .* 409/;
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [takenAnswer])).toEqual([]);
  });
});

describe('registering', () => {
  it.each(SIZES)(
    'with a username at %s: /login arrives with the email, and the nav shows the name',
    async (label, size) => {
      const email = uniqueEmail('newcomer');
      const name = freshName('Fern');
      const page = await open(size);
      await page.goto('/register');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Username (optional)').fill(name);
      await page.getByLabel('Password', { exact: true }).fill('rainbow-kite-88');
      // A confirmation that no longer matches is re-checked when the password changes.
      await page.getByLabel('Confirm Password').fill('rainbow-kite-8');
      await page.getByLabel('Confirm Password').blur();
      await expect.poll(() => page.getByText("Passwords don't match").count()).toBe(1);
      await page.getByLabel('Password', { exact: true }).fill('rainbow-kite-8');
      await expect.poll(() => page.getByText("Passwords don't match").count()).toBe(0);
      expect(await page.getByLabel('Confirm Password').getAttribute('aria-invalid')).toBeNull();
      expect(await seriousViolations(page, 'register')).toEqual([]);
      if (label === '390 px') await screenshot(page, 'register-390');
      await page.getByRole('button', { name: 'Create Account' }).click();

      await page.waitForURL('**/login');
      await expect
        .poll(() => page.getByText('Your account has been created. Please log in.').count())
        .toBeGreaterThan(0);
      expect(await page.getByLabel('Username').inputValue()).toBe(email);
      // The address does not carry the email.
      expect(page.url()).not.toContain(encodeURIComponent(email));
      expect(page.url()).not.toContain(email);

      await page.getByLabel('Password', { exact: true }).fill('rainbow-kite-8');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/profile');
      await expect
        .poll(() => page.getByRole('heading', { name: `Hello, ${name}` }).count())
        .toBe(1);
      await expect.poll(() => navProfileLink(page).textContent()).toContain(name.slice(0, 7));
      expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
    },
  );

  it('a fresh visit to /login is empty', async () => {
    const page = await open(PHONE);
    await page.goto('/login');
    await page.getByLabel('Username').waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe('');
  });
});

describe('logging in', () => {
  it.each(SIZES)('a wrong password is said beside the fields at %s', async (label, size) => {
    const member = await e2e.createMember();
    const page = await open(size);
    await page.goto('/login');
    await page.getByLabel('Username').fill(member.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-the-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // The field's own message, beside the spec's toast.
    const fieldMessage = page.locator('form').getByText('Invalid username or password');
    await expect.poll(() => fieldMessage.count()).toBe(1);
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent()).toBe(
      'Invalid username or password',
    );
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .or(page.locator('li'))
          .filter({ hasText: 'Invalid username or password' })
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await seriousViolations(page, 'login with an error')).toEqual([]);
    if (label === '390 px') await screenshot(page, 'login-error-390');
    // Typing a new password takes the message and the red border away.
    await password.fill('another-try-2');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBeNull();
    expect(await fieldMessage.count()).toBe(0);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [/status of 401/])).toEqual([]);
  });
});

let logins = 0;
/** A session cookie for a member, through the log-in API, each from an address of its own. */
async function cookieOf(member: { email: string; password: string }): Promise<string> {
  const res = await e2e.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: member.email, password: member.password },
    remoteAddress: `10.77.${++logins % 250}.1`,
  });
  const cookie = res.cookies[0]!;
  return `${cookie.name}=${cookie.value}`;
}
