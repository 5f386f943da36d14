// An ad's and a promotion's reports (DECISIONS 32) read alike on screen: views, what followed them
// (an ad's clicks, a promotion's claims) and the rate of the one to the other, which the API gives
// ads as their CTR and the screen works out the same way for promotions.
import type { AdReport } from '../../../contract/ads';
import { UNKNOWN_COUNTRY } from '../../../contract/campaigns';
import type { PromotionReport } from '../../../contract/promotions';
import { localCountryName } from '../../lib/format-countries';

export interface ReportCounts {
  views: number;
  /** Clicks of an ad, claims of a promotion. */
  follows: number;
  /** follows / views × 100, rounded to 2 decimals; 0 without views. */
  rate: number;
}

export interface CampaignReportData {
  /** The first and last UTC days, `YYYY-MM-DD`. */
  from: string;
  to: string;
  totals: ReportCounts;
  /** Every day of the window, oldest first. */
  days: (ReportCounts & { date: string })[];
  /** Most viewed first, each with its name. */
  countries: (ReportCounts & { country: string; name: string })[];
  placements: (ReportCounts & { placement: string })[];
}

type Counts = { views: number } & ({ clicks: number; ctr: string } | { claims: number });

/** The same rounding as the API's CTR (PRODUCT 17). */
const rateOf = (follows: number, views: number) =>
  views > 0 ? Math.round((follows / views) * 10_000) / 100 : 0;

function countsOf(counts: Counts): ReportCounts {
  if ('clicks' in counts) {
    return { views: counts.views, follows: counts.clicks, rate: Number(counts.ctr) };
  }
  return { views: counts.views, follows: counts.claims, rate: rateOf(counts.claims, counts.views) };
}

/** The report as the screen reads it; `unknown` names the visitors of no known country. */
export function campaignReportOf(
  report: AdReport | PromotionReport,
  unknown: string,
): CampaignReportData {
  const { from, to, totals, days, countries, placements } = report;
  return {
    from,
    to,
    totals: countsOf(totals),
    days: days.map((day: Counts & { date: string }) => ({ date: day.date, ...countsOf(day) })),
    countries: countries.map((row: Counts & { country: string }) => ({
      country: row.country,
      name:
        row.country === UNKNOWN_COUNTRY ? unknown : (localCountryName(row.country) ?? row.country),
      ...countsOf(row),
    })),
    placements: placements.map((row: Counts & { placement: string }) => ({
      placement: row.placement,
      ...countsOf(row),
    })),
  };
}
