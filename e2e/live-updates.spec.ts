// Journey (DECISIONS 78): a member with two tabs open sees a thank of their compliment in both,
// without a reload: the toast, the unread count on the profile button, and the celebration of the
// badge the thank earned them.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../test/factories';
import { loginCookie } from '../test/factories';
import { unexpectedConsoleErrors } from './console';
import { startE2E, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ demoContent: 'off' });
});
afterAll(() => e2e.close());

let sequence = 0;

/** A compliment of `author`'s, written straight into the database: no badge comes with it. */
async function complimentOf(author: TestUser): Promise<number> {
  sequence += 1;
  const text = `Your patience turns ordinary afternoons into gentle ones, story ${'ab'.repeat(sequence)}`;
  const [row] = await e2e.ctx.database.rows<{ id: number }>(
    sql`insert into compliments (text, author_id, is_visible, language)
        values (${text}, ${author.id}::int, true, 'en') returning id`,
  );
  return row!.id;
}

/** Two tabs of the member's one browser, each with its event stream open. */
async function twoTabs(member: TestUser): Promise<Page[]> {
  const first = await e2e.newPage({ user: member });
  const second = await first.context().newPage();
  for (const tab of [first, second]) await tab.goto('/');
  // The stream opens once the page has loaded, from a chunk of its own.
  await expect.poll(() => e2e.app.eventStreams.countOf(member.id)).toBe(2);
  return [first, second];
}

/** Another member thanks the compliment through the API, as their browser would. */
async function thankedByAnother(complimentId: number): Promise<void> {
  const thanker = await e2e.createMember();
  const cookie = await loginCookie(e2e.app, thanker);
  const res = await e2e.app.inject({
    method: 'POST',
    url: `/api/compliments/${complimentId}/thank`,
    headers: { cookie, origin: e2e.baseURL },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('live updates in every open tab', () => {
  it('shows a thank in both tabs at once: a toast and the unread count', async () => {
    const author = await e2e.createMember();
    // Appreciated is earned already, so this thank brings no celebration over the page.
    await e2e.ctx.database.rows(
      sql`insert into badges (user_id, type, level, earned_at, celebrated_at)
          values (${author.id}::int, 'appreciated', 1, now(), now())`,
    );
    const complimentId = await complimentOf(author);
    const tabs = await twoTabs(author);
    for (const tab of tabs) {
      expect(await tab.getByRole('link', { name: /unread message/ }).count()).toBe(0);
    }

    await thankedByAnother(complimentId);
    for (const tab of tabs) {
      await expect
        .poll(() => tab.getByText('Someone thanked your compliment.').count(), { timeout: 5_000 })
        .toBeGreaterThan(0);
      await expect
        .poll(() => tab.getByRole('link', { name: /, 1 unread message$/ }).count(), {
          timeout: 5_000,
        })
        .toBe(1);
    }
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });

  it('celebrates the badge a thank earned in both tabs', async () => {
    const author = await e2e.createMember();
    const complimentId = await complimentOf(author);
    const tabs = await twoTabs(author);
    await thankedByAnother(complimentId);
    for (const tab of tabs) {
      await tab.getByRole('dialog', { name: /Appreciated/ }).waitFor({ timeout: 10_000 });
    }
    expect(unexpectedConsoleErrors(e2e.takeConsoleErrors())).toEqual([]);
  });
});
