// A badge earned opens its celebration over the page (PRODUCT 15.2). Journeys about other screens
// close it where an action of theirs earns one, or mark badges their setup earned as celebrated;
// e2e/badge-progress.spec.ts is the journey of the celebration itself.
import { and, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { AppContext } from '../src/server/context';
import { badges } from '../src/server/db/schema/index';

/** Waits for the celebration of the badge named `name` and closes it with Keep going. */
export async function closeCelebration(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Keep going' }).click();
  await dialog.waitFor({ state: 'detached' });
  // The mark sent when it opened has landed before the journey reloads or moves on.
  await page.waitForLoadState('networkidle');
}

/** The member has seen the celebrations of every badge earned so far. */
export async function markBadgesCelebrated(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db
    .update(badges)
    .set({ celebratedAt: ctx.now() })
    .where(and(eq(badges.userId, userId), isNull(badges.celebratedAt)));
}
