// Promotional offers: the admin catalogue, the /gift pick for the visitor's country, views and claims.
import { and, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import {
  PROMOTION_MESSAGES,
  type Promotion,
  type PromotionBody,
  type PromotionStatus,
  type PublicPromotion,
} from '../../../contract/promotions';
import type { AppContext } from '../../context';
import { targetsCountry } from '../../country';
import { promotions } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { isUuid } from '../ads/ads.service';

type PromotionRow = typeof promotions.$inferSelect;

/** Like an ad's status without a view limit: publishedAt is the first live instant, expireAt the first dead one. */
export function computePromotionStatus(
  promotion: Pick<PromotionRow, 'isActive' | 'publishedAt' | 'expireAt'>,
  now: Date,
): PromotionStatus {
  if (!promotion.isActive) return 'Inactive';
  if (now < promotion.publishedAt) return 'Scheduled';
  if (promotion.expireAt <= now) return 'Expired';
  return 'Active';
}

export function toAdminPromotion(row: PromotionRow, now: Date): Promotion {
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
    isExpired: row.expireAt <= now,
    status: computePromotionStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** PRODUCT 7: Views and Claims appear for admins only. */
export function toPublicPromotion(
  row: PromotionRow,
  now: Date,
  forAdmin: boolean,
): PublicPromotion {
  return {
    id: row.id,
    serviceProviderName: row.serviceProviderName,
    discountTitle: row.discountTitle,
    discountDescription: row.discountDescription,
    discountCode: row.discountCode,
    websiteUrl: row.websiteUrl,
    publishedAt: row.publishedAt.toISOString(),
    expireAt: row.expireAt.toISOString(),
    isExpired: row.expireAt <= now,
    ...(forAdmin ? { views: row.views, claims: row.claims } : {}),
  };
}

function notFound(): HttpError {
  return new HttpError(404, PROMOTION_MESSAGES.notFound);
}

/** Active and published: a visitor may see it (an expired one only as Expired, by its link). */
function publicAt(now: Date): SQL {
  return and(eq(promotions.isActive, true), lte(promotions.publishedAt, now))!;
}

export async function findPromotions(ctx: AppContext): Promise<Promotion[]> {
  const rows = await ctx.db
    .select()
    .from(promotions)
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
  const now = ctx.now();
  return rows.map((row) => toAdminPromotion(row, now));
}

function columnsOf(body: PromotionBody) {
  return {
    serviceProviderName: body.serviceProviderName,
    discountTitle: body.discountTitle,
    discountDescription: body.discountDescription,
    discountCode: body.discountCode,
    websiteUrl: body.websiteUrl,
    publishedAt: body.publishedAt,
    expireAt: body.expireAt,
    counties: body.counties,
  };
}

export async function createPromotion(ctx: AppContext, body: PromotionBody): Promise<Promotion> {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(promotions)
    .values({ ...columnsOf(body), isActive: body.isActive ?? true, createdAt: now, updatedAt: now })
    .returning();
  return toAdminPromotion(row!, now);
}

/** Replaces the form's fields; an omitted isActive keeps the current one. */
export async function updatePromotion(
  ctx: AppContext,
  id: string,
  body: PromotionBody,
): Promise<Promotion> {
  if (!isUuid(id)) throw notFound();
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
  return toAdminPromotion(row, now);
}

export async function deletePromotion(ctx: AppContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const [row] = await ctx.db
    .delete(promotions)
    .where(eq(promotions.id, id))
    .returning({ id: promotions.id });
  if (!row) throw notFound();
}

/**
 * A random active, published, unexpired promotion for the country, or null. `exclude` is
 * picked only when nothing else is available ("Discover Another").
 */
export async function pickPromotion(
  ctx: AppContext,
  country: string | null,
  options: { exclude?: string | undefined; forAdmin: boolean },
): Promise<PublicPromotion | null> {
  const now = ctx.now();
  const exclude = options.exclude && isUuid(options.exclude) ? options.exclude : null;
  const [row] = await ctx.db
    .select()
    .from(promotions)
    .where(
      and(
        publicAt(now),
        gt(promotions.expireAt, now),
        targetsCountry(promotions.counties, country),
      ),
    )
    .orderBy(...(exclude ? [sql`${promotions.id} = ${exclude}`] : []), sql`random()`)
    .limit(1);
  return row ? toPublicPromotion(row, now, options.forAdmin) : null;
}

/**
 * One promotion for /gift?promotion={id}, expired or not, whatever the visitor's country (the
 * link was chosen). Admins also see inactive and scheduled ones; visitors get 404 for those.
 */
export async function getPromotion(
  ctx: AppContext,
  id: string,
  forAdmin: boolean,
): Promise<PublicPromotion> {
  if (!isUuid(id)) throw notFound();
  const now = ctx.now();
  const condition = forAdmin ? eq(promotions.id, id) : and(eq(promotions.id, id), publicAt(now));
  const [row] = await ctx.db.select().from(promotions).where(condition);
  if (!row) throw notFound();
  return toPublicPromotion(row, now, forAdmin);
}

/** Counts a view of a promotion a visitor can be shown; answers whether this call counted. */
export async function recordPromotionView(
  ctx: AppContext,
  id: string,
  allowed: boolean,
): Promise<boolean> {
  if (!isUuid(id)) throw notFound();
  const now = ctx.now();
  if (allowed) {
    const [counted] = await ctx.db
      .update(promotions)
      .set({ views: sql`${promotions.views} + 1` })
      .where(and(eq(promotions.id, id), publicAt(now)))
      .returning({ id: promotions.id });
    if (counted) return true;
  }
  const [exists] = await ctx.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.id, id));
  if (!exists) throw notFound();
  return false;
}

/**
 * The website of a promotion a visitor may have been shown, counting the claim when `count` is
 * set; null for unknown, inactive or scheduled ones.
 */
export async function claimPromotion(
  ctx: AppContext,
  id: string,
  count: boolean,
): Promise<string | null> {
  if (!isUuid(id)) return null;
  const claimable = and(eq(promotions.id, id), publicAt(ctx.now()));
  if (count) {
    const [row] = await ctx.db
      .update(promotions)
      .set({ claims: sql`${promotions.claims} + 1` })
      .where(claimable)
      .returning({ websiteUrl: promotions.websiteUrl });
    return row?.websiteUrl ?? null;
  }
  const [row] = await ctx.db
    .select({ websiteUrl: promotions.websiteUrl })
    .from(promotions)
    .where(claimable);
  return row?.websiteUrl ?? null;
}
