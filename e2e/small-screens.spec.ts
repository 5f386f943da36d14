// At 360 px no guest or member page scrolls sideways and no two controls overlap. The admin pages
// are small-screens-admin.spec.ts; toasts and page titles are page-identity.spec.ts.
import { describe, expect, it } from 'vitest';
import { unexpectedConsoleErrors } from './console';
import { openAs, settle, useSeededCatalogue } from './seeded-catalogue';
import { layoutProblems, openTab, PHONE, sweep } from './small-screen-layout';

/** The not-found page is served with status 404, which the browser reports in the console. */
const NOT_FOUND_LOAD = /no-such-page: Failed to load resource: .* 404/;

const seeded = useSeededCatalogue();

describe('at 360 px wide', () => {
  it('no guest page scrolls sideways or overlaps its controls, before and after a compliment', async () => {
    const problems = await sweep(seeded, 'guest');

    const page = await openAs(seeded, 'guest', PHONE);
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
    expect(unexpectedConsoleErrors(seeded.e2e.takeConsoleErrors(), [NOT_FOUND_LOAD])).toEqual([]);
  }, 120_000);

  it('no member page scrolls sideways or overlaps, in every profile tab', async () => {
    const problems = await sweep(seeded, 'member');

    const page = await openAs(seeded, 'member', PHONE);
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
    expect(unexpectedConsoleErrors(seeded.e2e.takeConsoleErrors())).toEqual([]);
  }, 120_000);
});
