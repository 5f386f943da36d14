// At 360 px no admin page scrolls sideways and no two controls overlap, and admin tables scroll
// inside their cards. The guest and member pages are small-screens.spec.ts.
import { describe, expect, it } from 'vitest';
import { unexpectedConsoleErrors } from './console';
import { openAs, settle, useSeededCatalogue } from './seeded-catalogue';
import { layoutProblems, openTab, PHONE, sweep, tablesScrollInCards } from './small-screen-layout';

const seeded = useSeededCatalogue();

describe('at 360 px wide', () => {
  it('no admin page scrolls sideways or overlaps, and admin tables scroll inside their cards', async () => {
    const problems = await sweep(seeded, 'admin');

    const page = await openAs(seeded, 'admin', PHONE);
    await page.goto('/admin');
    await settle(page);
    problems.push(...(await tablesScrollInCards(page, '/admin Users')));
    for (const tab of ['Manage Admins', 'Inspirational Images']) {
      await openTab(page, tab);
      problems.push(...(await layoutProblems(page, `/admin ${tab}`)));
    }
    problems.push(...(await tablesScrollInCards(page, '/admin Inspirational Images')));
    await openTab(page, 'Audit Log');
    problems.push(...(await layoutProblems(page, '/admin Audit Log')));
    problems.push(...(await tablesScrollInCards(page, '/admin Audit Log')));

    await page.goto('/simple-admin');
    await settle(page);
    problems.push(...(await tablesScrollInCards(page, '/simple-admin Users')));
    await openTab(page, 'Image Management');
    problems.push(...(await layoutProblems(page, '/simple-admin Image Management')));

    for (const path of ['/admin/ads', '/admin-promotions']) {
      await page.goto(path);
      await settle(page);
      problems.push(...(await tablesScrollInCards(page, path)));
    }

    expect(problems).toEqual([]);
    expect(unexpectedConsoleErrors(seeded.e2e.takeConsoleErrors())).toEqual([]);
  }, 120_000);
});
