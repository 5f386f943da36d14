// Journey: installing Kindly (PRODUCT 30, DECISIONS 75): settings offers it whenever the browser
// does, and a thank on a later visit brings the invitation, whose Install asks for the browser's
// dialog.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCelebration } from './celebrations';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

describe('installing the app', () => {
  it('offers installing at a kind moment of a later visit, and in the settings', async () => {
    const member = await e2e.createMember();
    const page = await e2e.newPage({
      user: member,
      width: 390,
      height: 844,
      serviceWorkers: 'allow',
    });
    // The first visit: the browser offers installing (a journey's incognito context never does,
    // so the test sends the browser's event), and settings has the line for it.
    await page.goto('/settings');
    await offerInstalling(page);
    await page.getByRole('heading', { name: 'Install the app' }).waitFor();

    // A later visit, in a new tab: the thank is the kind moment.
    const later = await page.context().newPage();
    await later.goto('/');
    const asked = await offerInstalling(later);
    await later.getByRole('button', { name: 'Get a Compliment' }).click();
    await later.getByRole('button', { name: 'Thank Author' }).click();
    await closeCelebration(later, 'Grateful Heart');
    const invitation = later.getByRole('region', { name: 'Keep Kindly on your home screen' });
    await invitation.waitFor();
    await later.screenshot({ path: '/tmp/kindly-install-invitation-390.png' });
    await invitation.getByRole('button', { name: 'Install' }).click();
    await expect.poll(asked).toBe(true);
    expect(await invitation.count()).toBe(0);
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});

/**
 * Sends the browser's offer to install once the page's installable-app code listens (it has
 * counted the visit); answers whether the app then asked for the browser's dialog.
 */
async function offerInstalling(page: Page): Promise<() => Promise<boolean>> {
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('kindly-visit-counted')), {
      timeout: 15_000,
    })
    .toBe('1');
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        document.documentElement.dataset.installAsked = 'yes';
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    dispatchEvent(offer);
  });
  return () => page.evaluate(() => document.documentElement.dataset.installAsked === 'yes');
}
