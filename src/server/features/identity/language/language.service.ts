// A member's saved language (PRODUCT 29).
import { eq } from 'drizzle-orm';
import type { Locale } from '../../../../contract/i18n/locales';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';

export async function saveLocale(ctx: AppContext, userId: number, locale: Locale): Promise<void> {
  await ctx.db.update(users).set({ locale, updatedAt: ctx.now() }).where(eq(users.id, userId));
}
