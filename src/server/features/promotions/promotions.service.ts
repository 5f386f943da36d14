// Promotional offers: the admin catalogue, the /gift pick for the visitor's country, views and claims.
import { and, desc, eq } from 'drizzle-orm';
import {
  PROMOTION_MESSAGES,
  type Promotion,
  type PromotionBody,
  type PromotionReport,
  type PromotionStatus,
} from '../../../contract/promotions';
import { GIFT_PLACEMENT } from '../../../contract/campaigns';
import { countView, followLink, type CampaignCounts } from '../campaigns/counters';
import { readNamedReport, type Counts } from '../campaigns/report';
import { isExpired, publicAt, scheduleStatus } from '../campaigns/schedule';
import type { Visit } from '../campaigns/visits';
import type { AppContext } from '../../context';
import { promotionDailyCounts, promotions } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import {
  toPublicPromotion,
  type PromotionPicks,
  type PromotionRow,
  type ShownPromotion,
} from './promotion-picks.service';

/** A promotion's status is its schedule's: it has no view limit (PRODUCT 18). */
export function computePromotionStatus(
  promotion: Pick<PromotionRow, 'isActive' | 'publishedAt' | 'expireAt'>,
  now: Date,
): PromotionStatus {
  return scheduleStatus(promotion, now);
}

function toAdminPromotion(row: PromotionRow, now: Date): Promotion {
  return {
    id: row.id,
    serviceProviderName: row.serviceProviderName,
    discountTitle: row.discountTitle,
    discountDescription: row.discountDescription,
    discountCode: row.discountCode,
    websiteUrl: row.websiteUrl,
    isActive: row.isActive,
    publishedAt: row.publishedAt.toISOString(),
    expireAt: row.expireAt.toISOString(),
    counties: row.counties,
    views: row.views,
    claims: row.claims,
    isExpired: isExpired(row, now),
    status: computePromotionStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function notFound(): HttpError {
  return new HttpError(404, PROMOTION_MESSAGES.notFound);
}

export async function findPromotions(ctx: AppContext): Promise<Promotion[]> {
  const rows = await ctx.db
    .select()
    .from(promotions)
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
  const now = ctx.now();
  return rows.map((row) => toAdminPromotion(row, now));
}

/** The form's fields as columns but isActive, whose absence create and update read differently. */
function columnsOf(body: PromotionBody) {
  const { isActive: _isActive, ...columns } = body;
  return columns;
}

export async function createPromotion(
  ctx: AppContext,
  picks: PromotionPicks,
  body: PromotionBody,
): Promise<Promotion> {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(promotions)
    .values({ ...columnsOf(body), isActive: body.isActive ?? true, createdAt: now, updatedAt: now })
    .returning();
  picks.forget();
  return toAdminPromotion(row!, now);
}

/** Replaces the form's fields; an omitted isActive keeps the current one. */
export async function updatePromotion(
  ctx: AppContext,
  picks: PromotionPicks,
  id: string,
  body: PromotionBody,
): Promise<Promotion> {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(promotions)
    .set({
      ...columnsOf(body),
      ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
      updatedAt: now,
    })
    .where(eq(promotions.id, id))
    .returning();
  if (!row) throw notFound();
  picks.forget();
  return toAdminPromotion(row, now);
}

export async function deletePromotion(
  ctx: AppContext,
  picks: PromotionPicks,
  id: string,
): Promise<void> {
  const [row] = await ctx.db
    .delete(promotions)
    .where(eq(promotions.id, id))
    .returning({ id: promotions.id });
  if (!row) throw notFound();
  picks.forget();
}

/**
 * A random active, published, unexpired promotion for the country, or null, from this
 * instance's copy (`picks`). `exclude` is picked only when nothing else is available
 * ("Discover Another").
 */
export async function pickPromotion(
  ctx: AppContext,
  picks: PromotionPicks,
  country: string | null,
  options: { exclude?: string | undefined; forAdmin: boolean },
): Promise<ShownPromotion | null> {
  const picked = await picks.pick(country, options.exclude ?? null);
  if (!picked) return null;
  if (!options.forAdmin) return picks.visitorAnswer(picked, ctx.now());
  return toPublicPromotion(await withCurrentCounts(ctx, picked), ctx.now(), true);
}

/**
 * The copy's views and claims may be a second old, or miss views this instance just counted;
 * an admin's pick shows the table's, as it did before the copy. Admins are few, so this read
 * costs the visitors' pick nothing.
 */
async function withCurrentCounts(ctx: AppContext, row: PromotionRow): Promise<PromotionRow> {
  const [counts] = await ctx.db
    .select({ views: promotions.views, claims: promotions.claims })
    .from(promotions)
    .where(eq(promotions.id, row.id));
  // Deleted on another instance since the copy was read: it was live then, as shown.
  return counts ? { ...row, ...counts } : row;
}

/**
 * One promotion for /gift?promotion={id}, expired or not, whatever the visitor's country (the
 * link was chosen). Admins also see inactive and scheduled ones; visitors get 404 for those.
 */
export async function getPromotion(
  ctx: AppContext,
  id: string,
  forAdmin: boolean,
): Promise<ShownPromotion> {
  const now = ctx.now();
  // A visitor may see an expired one too, as Expired, by its link.
  const condition = forAdmin
    ? eq(promotions.id, id)
    : and(eq(promotions.id, id), publicAt(promotions, now));
  const [row] = await ctx.db.select().from(promotions).where(condition);
  if (!row) throw notFound();
  return toPublicPromotion(row, now, forAdmin);
}

const promotionCounts: CampaignCounts<'claims'> = {
  table: promotions,
  daily: promotionDailyCounts,
  follows: 'claims',
  url: promotions.websiteUrl,
};

/**
 * Counts a view of a promotion a visitor can be shown, for a visit with an unspent token;
 * answers whether this call counted.
 */
export async function recordPromotionView(
  ctx: AppContext,
  id: string,
  visit: Visit | null,
): Promise<boolean> {
  const now = ctx.now();
  const counted = await countView(ctx, promotionCounts, id, publicAt(promotions, now), visit);
  if (counted === null) throw notFound();
  return counted;
}

/**
 * The website of a promotion a visitor may have been shown, counting the claim for a visit whose
 * token has not been spent on a claim; null for unknown, inactive or scheduled ones.
 */
export function claimPromotion(
  ctx: AppContext,
  id: string,
  visit: Visit | null,
): Promise<string | null> {
  return followLink(ctx, promotionCounts, id, visit);
}

const withClaims = ({ views, follows }: Counts) => ({ views, claims: follows });

/** The last 30 days of a promotion's views and claims, by day, country and placement. */
export async function promotionReport(ctx: AppContext, id: string): Promise<PromotionReport> {
  // Promotions show on /gift only.
  const report = await readNamedReport(ctx, promotionCounts, id, withClaims, () => GIFT_PLACEMENT);
  if (!report) throw notFound();
  return report;
}
