// Journey: a visitor registers, logs in, sees their name in the nav, logs out; unknown pages 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('accounts journey', () => {
  it('registers, logs in, shows the username in the nav and logs out', async () => {
    const email = `journey.${Date.now()}@example.com`;
    const page = await e2e.newPage();
    await page.goto('/register');
    // The navigation bar is hidden on the account pages.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Confirm Password').fill('1234');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByText('Please enter a valid email address').count()).toBe(1);
    await expect
      .poll(() => page.getByText('Password must be at least 6 characters').count())
      .toBe(1);
    await expect.poll(() => page.getByText("Passwords don't match").count()).toBe(1);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('rainbow-kite-88');
    await page.getByLabel('Confirm Password').fill('rainbow-kite-88');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/login');
    await expect
      .poll(() => page.getByText('Your account has been created. Please log in.').count())
      .toBeGreaterThan(0);

    await page.getByLabel('Username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect
      .poll(() => page.getByText('Invalid username or password').count())
      .toBeGreaterThan(0);

    await page.getByLabel('Password', { exact: true }).fill('rainbow-kite-88');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/profile');
    await expect.poll(() => page.getByText('Welcome back!').count()).toBeGreaterThan(0);

    // The nav shows the username cut to 10 characters plus an ellipsis.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect
      .poll(() => nav.getByRole('link', { name: /Your profile/ }).textContent())
      .toContain(`${email.slice(0, 10)}…`);
    expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);

    await page.goto('/');
    await expect
      .poll(() =>
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).count(),
      )
      .toBe(1);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('R4 internal return paths: a login ignores next and return-to parameters and stays on this site', async () => {
    const member = await e2e.createMember();
    // Django's corpus of URLs that look internal but leave the site.
    const badTargets = [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https:evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '\x08//evil.example',
    ];
    const dialogs: string[] = [];
    for (const target of badTargets) {
      const page = await e2e.newPage();
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const value = encodeURIComponent(target);
      await page.goto(`/login?next=${value}&returnTo=${value}&return_to=${value}`);
      await page.getByLabel('Username').fill(member.username);
      await page.getByLabel('Password', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      const landed = new URL(page.url());
      expect(landed.origin, target).toBe(e2e.baseURL);
      expect(landed.pathname, target).toBe('/profile');
      await expect.poll(() => page.getByText('Welcome back!').count()).toBeGreaterThan(0);
      await page.close();
    }
    expect(dialogs).toEqual([]);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  }, 120_000);

  it('shows the not-found screen at an unknown path', async () => {
    const page = await e2e.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).count())
      .toBe(1);
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
    const documentNotFound = /no\/such\/page: Failed to load resource: .* 404/;
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors(), [documentNotFound])).toEqual([]);
  });

  it('shows the Admin button to an admin only', async () => {
    const admin = await e2e.createMember({ isAdmin: true });
    const page = await e2e.newPage({ user: admin });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(1);
    const member = await e2e.createMember();
    const memberPage = await e2e.newPage({ user: member });
    await memberPage.goto('/');
    await expect
      .poll(() =>
        memberPage
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: /Your profile/ })
          .count(),
      )
      .toBe(1);
    expect(
      await memberPage
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Admin', exact: true })
        .count(),
    ).toBe(0);
  });
});
