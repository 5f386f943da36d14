// Views, clicks and claims (DECISIONS 8, 32). Each counts in one transaction that spends the
// visit's view token, holds an ad's visitor to its frequency cap, adds one to the running total
// under its condition and one to the day's row: the token counts once on any number of instances,
// an ad's view limit is never passed (SECURITY K3), and the totals are the sum of the days.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { publicAt, type CampaignTable } from './schedule';
import { spendToken } from './spent-tokens.service';
import type { Visit } from './visits';

/** A campaign's counts by day, placement and country, named alike for ads and promotions. */
export type DailyCountsTable = PgTable & {
  campaignId: AnyPgColumn;
  day: AnyPgColumn;
  placement: AnyPgColumn;
  country: AnyPgColumn;
  views: AnyPgColumn;
};

/** Where one campaign keeps its counts; `follows` names its clicks or claims. */
export interface CampaignCounts<Follows extends string> {
  table: CampaignTable & Record<Follows, AnyPgColumn>;
  daily: DailyCountsTable & Record<Follows, AnyPgColumn>;
  follows: Follows;
  /** The stored link a click or claim leads to. */
  url: AnyPgColumn;
  /** Ads: the cap column, and the conditional upsert that holds one visitor to it for a day. */
  frequencyCap?: {
    column: AnyPgColumn;
    admit: (tx: Tx, id: string, visit: Visit, cap: number) => Promise<boolean>;
  };
}

/** Thrown inside a count's transaction to roll back what it wrote so far. */
class NotCounted extends Error {}

/** Runs `work` in a transaction that is kept only when it answers something other than null. */
async function countedOrNothing<T>(
  ctx: AppContext,
  work: (tx: Tx) => Promise<T | null>,
): Promise<T | null> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const result = await work(tx);
      if (result === null) throw new NotCounted();
      return result;
    });
  } catch (error) {
    if (error instanceof NotCounted) return null;
    throw error;
  }
}

async function addToDay<Follows extends string>(
  tx: Tx,
  counts: CampaignCounts<Follows>,
  id: string,
  visit: Visit,
  counter: 'views' | Follows,
): Promise<void> {
  // Drizzle's builders cannot resolve a generic table's columns, so they get the common ones.
  const daily: DailyCountsTable = counts.daily;
  const column = counts.daily[counter];
  await tx
    .insert(daily)
    .values({
      campaignId: id,
      day: visit.day,
      placement: visit.placement,
      country: visit.country,
      [counter]: 1,
    })
    .onConflictDoUpdate({
      target: [daily.campaignId, daily.day, daily.placement, daily.country],
      set: { [counter]: sql`${column} + 1` },
    });
}

/**
 * Counts one view of the campaign while `countable` holds, when the request brought a `visit`
 * (a crawler, a missing or bad token, or a visitor past the rate limit bring none). Answers
 * whether this call counted, or null when no campaign has that id (the caller's 404).
 */
export async function countView<Follows extends string>(
  ctx: AppContext,
  counts: CampaignCounts<Follows>,
  id: string,
  countable: SQL,
  visit: Visit | null,
): Promise<boolean | null> {
  const campaigns: CampaignTable = counts.table;
  const capColumn = counts.frequencyCap?.column;
  const [known] = await ctx.db
    .select({ id: campaigns.id, cap: capColumn ?? sql<null>`null` })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  if (!known) return null;
  if (!visit) return false;
  const cap = known.cap as number | null;
  const counted = await countedOrNothing(ctx, async (tx) => {
    if (!(await spendToken(tx, 'view', visit.claim))) return null;
    if (
      cap !== null &&
      counts.frequencyCap &&
      !(await counts.frequencyCap.admit(tx, id, visit, cap))
    )
      return null;
    const [row] = await tx
      .update(campaigns)
      .set({ views: sql`${campaigns.views} + 1` })
      .where(and(eq(campaigns.id, id), countable))
      .returning({ id: campaigns.id });
    if (!row) return null;
    await addToDay(tx, counts, id, visit, 'views');
    return true;
  });
  return counted ?? false;
}

/**
 * The stored link of a campaign a visitor may have been shown (switched on and published), adding
 * one click or claim when the request brought a `visit` whose token was not spent on one before.
 * Null for unknown, inactive or scheduled ones.
 */
export async function followLink<Follows extends string>(
  ctx: AppContext,
  counts: CampaignCounts<Follows>,
  id: string,
  visit: Visit | null,
): Promise<string | null> {
  const campaigns: CampaignTable = counts.table;
  const followable = and(eq(campaigns.id, id), publicAt(campaigns, ctx.now()));
  if (visit) {
    const counter = counts.table[counts.follows];
    const url = await countedOrNothing(ctx, async (tx) => {
      if (!(await spendToken(tx, 'follow', visit.claim))) return null;
      const [row] = await tx
        .update(campaigns)
        .set({ [counts.follows]: sql`${counter} + 1` })
        .where(followable)
        .returning({ url: counts.url });
      if (!row) return null;
      await addToDay(tx, counts, id, visit, counts.follows);
      return row.url as string;
    });
    if (url !== null) return url;
  }
  const [row] = await ctx.db.select({ url: counts.url }).from(campaigns).where(followable);
  return (row?.url as string | undefined) ?? null;
}
