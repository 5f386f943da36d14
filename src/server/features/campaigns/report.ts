// The admin's report of one ad or promotion (DECISIONS 32): its last REPORT_DAYS UTC days from
// the daily rows, every day present, and the same days summed by country and by placement.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { REPORT_DAYS } from '../../../contract/campaigns';
import type { AppContext } from '../../context';
import type { CampaignCounts, DailyCountsTable } from './counters';
import type { CampaignTable } from './schedule';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Counts {
  views: number;
  follows: number;
}

export interface ReportCounts {
  from: string;
  to: string;
  totals: Counts;
  days: (Counts & { date: string })[];
  countries: (Counts & { country: string })[];
  placements: (Counts & { placement: string })[];
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Most viewed first, then most followed, then by name, so equal rows keep one order. */
function ranked<Row extends Counts>(rows: Row[], name: (row: Row) => string): Row[] {
  return rows.sort(
    (a, b) => b.views - a.views || b.follows - a.follows || name(a).localeCompare(name(b)),
  );
}

/**
 * The report of the campaign with that id, or null when there is none (the caller's 404). One
 * statement sums the window: grouping sets give the days, the countries and the placements.
 */
async function readReport<Follows extends string>(
  ctx: AppContext,
  counts: CampaignCounts<Follows>,
  id: string,
): Promise<ReportCounts | null> {
  const campaigns: CampaignTable = counts.table;
  const [known] = await ctx.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  if (!known) return null;
  const today = Math.floor(ctx.now().getTime() / DAY_MS) * DAY_MS;
  const from = isoDay(today - (REPORT_DAYS - 1) * DAY_MS);
  const to = isoDay(today);
  const daily: DailyCountsTable = counts.daily;
  const follows = counts.daily[counts.follows];
  const rows = await ctx.db
    .select({
      day: sql<string | null>`${daily.day}::text`,
      country: sql<string | null>`${daily.country}`,
      placement: sql<string | null>`${daily.placement}`,
      views: sql<number>`sum(${daily.views})::int`,
      follows: sql<number>`sum(${follows})::int`,
    })
    .from(daily)
    .where(and(eq(daily.campaignId, id), gte(daily.day, from), lte(daily.day, to)))
    .groupBy(sql`grouping sets ((${daily.day}), (${daily.country}), (${daily.placement}))`);

  const byDay = new Map<string, Counts>();
  const countries: ReportCounts['countries'] = [];
  const placements: ReportCounts['placements'] = [];
  for (const { day, country, placement, ...sums } of rows) {
    if (day !== null) byDay.set(day, sums);
    else if (country !== null) countries.push({ country, ...sums });
    else if (placement !== null) placements.push({ placement, ...sums });
  }
  const days = Array.from({ length: REPORT_DAYS }, (_, index) => {
    const date = isoDay(today - (REPORT_DAYS - 1 - index) * DAY_MS);
    return { date, ...(byDay.get(date) ?? { views: 0, follows: 0 }) };
  });
  const totals = days.reduce(
    (sum, day) => ({ views: sum.views + day.views, follows: sum.follows + day.follows }),
    { views: 0, follows: 0 },
  );
  return {
    from,
    to,
    totals,
    days,
    countries: ranked(countries, (row) => row.country),
    placements: ranked(placements, (row) => row.placement),
  };
}

/**
 * The report of the campaign with that id in its feature's words, or null when there is none:
 * `named` turns each row's views and follows into the feature's counts (clicks and CTR, claims),
 * and `placementOf` each stored placement into the feature's own.
 */
export async function readNamedReport<
  Follows extends string,
  Named extends object,
  const Placement extends string,
>(
  ctx: AppContext,
  counts: CampaignCounts<Follows>,
  id: string,
  named: (counts: Counts) => Named,
  placementOf: (placement: string) => Placement,
) {
  const report = await readReport(ctx, counts, id);
  if (!report) return null;
  return {
    id,
    from: report.from,
    to: report.to,
    totals: named(report.totals),
    days: report.days.map(({ date, ...rest }) => ({ date, ...named(rest) })),
    countries: report.countries.map(({ country, ...rest }) => ({ country, ...named(rest) })),
    placements: report.placements.map(({ placement, ...rest }) => ({
      placement: placementOf(placement),
      ...named(rest),
    })),
  };
}

/** A CSV file (RFC 4180 line ends) of plain fields: dates, numbers and percentages. */
export const toCsv = (
  columns: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string => [columns, ...rows].map((row) => `${row.join(',')}\r\n`).join('');
