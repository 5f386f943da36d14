// Views, clicks and claims are counted by one conditional UPDATE each, so the condition holds
// across any number of instances: an ad's view limit can never be passed (SECURITY K3), and a
// campaign a visitor can no longer reach counts nothing.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import { isUuid } from '../uuid';
import { publicAt, type CampaignTable } from './schedule';

/**
 * Counts one view while `countable` holds and the visitor's limiter `allowed` it. Answers
 * whether this call was counted, or null when no campaign has that id (the caller's 404).
 */
export async function countView(
  ctx: AppContext,
  table: CampaignTable,
  id: string,
  countable: SQL,
  allowed: boolean,
): Promise<boolean | null> {
  if (!isUuid(id)) return null;
  if (allowed) {
    const [counted] = await ctx.db
      .update(table)
      .set({ views: sql`${table.views} + 1` })
      .where(and(eq(table.id, id), countable))
      .returning({ id: table.id });
    if (counted) return true;
  }
  const [known] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return known ? false : null;
}

/**
 * The stored link of a campaign a visitor may have been shown (switched on and published),
 * adding one to `counter` when `count` is set. Null for unknown, inactive or scheduled ones.
 */
export async function followLink<Counter extends string>(
  ctx: AppContext,
  table: CampaignTable & Record<Counter, AnyPgColumn>,
  id: string,
  link: { counter: Counter; url: AnyPgColumn; count: boolean },
): Promise<string | null> {
  if (!isUuid(id)) return null;
  const counter = table[link.counter];
  // Drizzle's builders cannot resolve a generic table's columns, so they get the common ones.
  const campaigns: CampaignTable = table;
  const followable = and(eq(table.id, id), publicAt(table, ctx.now()));
  const [row] = link.count
    ? await ctx.db
        .update(campaigns)
        .set({ [link.counter]: sql`${counter} + 1` })
        .where(followable)
        .returning({ url: link.url })
    : await ctx.db.select({ url: link.url }).from(campaigns).where(followable);
  return (row?.url as string | undefined) ?? null;
}
