// What ads and promotions share in the API (PRODUCT 17, 18): the view token a view or a click
// carries back, and the shape of the daily report an admin reads (DECISIONS 32).
import { z } from 'zod';

/** The longest view token a request may carry; issued ones are well under it. */
const VIEW_TOKEN_MAX_LENGTH = 200;

/**
 * POST /api/ads/{id}/view and /api/promotions/{id}/view: the token of the answer that showed
 * the item. Without one the call still answers, but counts nothing.
 */
export const ViewBodySchema = z
  .object({ viewToken: z.string().max(VIEW_TOKEN_MAX_LENGTH).optional() })
  .nullish();

/**
 * `?t=` of /r/ad/{id} and /r/promotion/{id}: the view token. A repeated or odd value reads as no
 * token, since the redirect happens whatever the query holds.
 */
export const RedirectQuerySchema = z.object({
  t: z.preprocess(
    (value) => (typeof value === 'string' ? value : undefined),
    z.string().optional(),
  ),
});

/** How many UTC days a report covers, today included. */
export const REPORT_DAYS = 30;
/** The country of a visitor whose country header is missing or not on the list (PRODUCT 16). */
export const UNKNOWN_COUNTRY = 'ZZ';
/** A promotion is shown in one place only: the gift page. */
export const GIFT_PLACEMENT = 'gift';

/**
 * The report of one ad or promotion over its last REPORT_DAYS UTC days (`from` to `to`, both
 * included): every day, oldest first and zeros included, and the same days summed by country and
 * by placement, most viewed first.
 */
export function campaignReportSchema<Counts extends z.ZodRawShape, Placement extends z.ZodType>(
  counts: Counts,
  placement: Placement,
) {
  return z.object({
    id: z.uuid(),
    from: z.iso.date(),
    to: z.iso.date(),
    totals: z.object(counts),
    days: z.array(z.object({ date: z.iso.date(), ...counts })),
    countries: z.array(z.object({ country: z.string(), ...counts })),
    placements: z.array(z.object({ placement, ...counts })),
  });
}
