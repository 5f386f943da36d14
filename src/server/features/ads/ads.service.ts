// Sponsored ads: the admin catalogue, the targeted pick, and view and click counting (PRODUCT 17).
import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  AD_MESSAGES,
  type Ad,
  type AdBody,
  type AdCategory,
  type AdReport,
} from '../../../contract/ads';
import { countView, followLink, type CampaignCounts } from '../campaigns/counters';
import { readNamedReport, type Counts } from '../campaigns/report';
import { liveAt } from '../campaigns/schedule';
import type { Visit } from '../campaigns/visits';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { adDailyCounts, ads, adVisitorDays } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { createMedia, deleteMedia } from '../media/media.service';
import type { AdPicks } from './ad-picks.service';
import { computeAdStatus } from './ad-status';

type AdRow = typeof ads.$inferSelect;

/** Click-through rate in percent with 2 decimals; "0.00" while there are no views. */
export function computeCtr(clicks: number, views: number): string {
  if (views <= 0) return '0.00';
  return ((clicks / views) * 100).toFixed(2);
}

/** The same rule as computeAdStatus === 'Active', for WHERE clauses. */
function activeAt(now: Date): SQL {
  return and(liveAt(ads, now), or(isNull(ads.viewLimit), lt(ads.views, ads.viewLimit)))!;
}

function toAdminAd(row: AdRow, now: Date): Ad {
  return {
    id: row.id,
    name: row.name,
    category: row.category as AdCategory,
    redirectUrl: row.redirectUrl,
    image: row.imageUrlD,
    imageUrlD: row.imageUrlD,
    imageUrlM: row.imageUrlM,
    isActive: row.isActive,
    publishedAt: row.publishedAt.toISOString(),
    expireAt: row.expireAt?.toISOString() ?? null,
    viewLimit: row.viewLimit,
    frequencyCap: row.frequencyCap,
    counties: row.counties,
    views: row.views,
    clicks: row.clicks,
    ctr: computeCtr(row.clicks, row.views),
    status: computeAdStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findAds(ctx: AppContext): Promise<Ad[]> {
  const rows = await ctx.db.select().from(ads).orderBy(desc(ads.createdAt), desc(ads.id));
  const now = ctx.now();
  return rows.map((row) => toAdminAd(row, now));
}

function notFound(): HttpError {
  return new HttpError(404, AD_MESSAGES.notFound);
}

const MEDIA_URL = /^\/media\/([0-9a-f-]{36})$/i;

/** Removes the uploaded bytes behind an ad's image URLs (seeded or external URLs have none). */
async function deleteAdImages(tx: DbOrTx, ...urls: string[]): Promise<void> {
  for (const url of new Set(urls)) {
    const id = MEDIA_URL.exec(url)?.[1];
    if (id) await deleteMedia(tx, id);
  }
}

/** A form that does not name the frequency cap (the older screens) keeps the stored one. */
function columnsOf(body: AdBody) {
  return {
    name: body.name,
    category: body.category,
    redirectUrl: body.redirectUrl,
    publishedAt: body.publishedAt,
    expireAt: body.expireAt ?? null,
    viewLimit: body.viewLimit ?? null,
    ...(body.frequencyCap === undefined ? {} : { frequencyCap: body.frequencyCap }),
    counties: body.counties ?? [],
  };
}

/** One uploaded WebP serves both the desktop and the mobile image. */
export async function createAd(
  ctx: AppContext,
  picks: AdPicks,
  body: AdBody,
  image: Buffer,
  uploadedById: number,
): Promise<Ad> {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const stored = await createMedia(tx, { bytes: image, contentType: 'image/webp', uploadedById });
    const [inserted] = await tx
      .insert(ads)
      .values({
        ...columnsOf(body),
        isActive: body.isActive ?? false,
        imageUrlD: stored.url,
        imageUrlM: stored.url,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted!;
  });
  picks.forget();
  return toAdminAd(row, now);
}

/** Replaces the form's fields; an omitted isActive keeps the current one, a new image replaces both. */
export async function updateAd(
  ctx: AppContext,
  picks: AdPicks,
  id: string,
  body: AdBody,
  image: { bytes: Buffer; uploadedById: number } | null,
): Promise<Ad> {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
    if (!current) throw notFound();
    let images = {};
    if (image) {
      const stored = await createMedia(tx, {
        bytes: image.bytes,
        contentType: 'image/webp',
        uploadedById: image.uploadedById,
      });
      images = { imageUrlD: stored.url, imageUrlM: stored.url };
    }
    const [updated] = await tx
      .update(ads)
      .set({
        ...columnsOf(body),
        ...images,
        isActive: body.isActive ?? current.isActive,
        updatedAt: now,
      })
      .where(eq(ads.id, id))
      .returning();
    if (image) await deleteAdImages(tx, current.imageUrlD, current.imageUrlM);
    return updated!;
  });
  picks.forget();
  return toAdminAd(row, now);
}

export async function deleteAd(ctx: AppContext, picks: AdPicks, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(ads)
      .where(eq(ads.id, id))
      .returning({ imageUrlD: ads.imageUrlD, imageUrlM: ads.imageUrlM });
    if (!deleted) throw notFound();
    await deleteAdImages(tx, deleted.imageUrlD, deleted.imageUrlM);
  });
  picks.forget();
}

/**
 * Holds a visitor to the ad's frequency cap for the day: one conditional upsert, so concurrent
 * views on any number of instances never pass it. False when the visitor already had `cap`.
 */
async function admitVisitor(tx: Tx, id: string, visit: Visit, cap: number): Promise<boolean> {
  const [row] = await tx
    .insert(adVisitorDays)
    .values({ adId: id, visitor: visit.visitor, day: visit.day, views: 1 })
    .onConflictDoUpdate({
      target: [adVisitorDays.adId, adVisitorDays.visitor, adVisitorDays.day],
      set: { views: sql`${adVisitorDays.views} + 1` },
      setWhere: lt(adVisitorDays.views, cap),
    })
    .returning({ views: adVisitorDays.views });
  return row !== undefined;
}

const adCounts: CampaignCounts<'clicks'> = {
  table: ads,
  daily: adDailyCounts,
  follows: 'clicks',
  url: ads.redirectUrl,
  frequencyCap: { column: ads.frequencyCap, admit: admitVisitor },
};

/**
 * Counts one view while the ad is Active, for a visit with an unspent token and within the ad's
 * frequency cap; the view limit is part of the count's condition, so concurrent calls on any
 * number of instances never push views past viewLimit (SECURITY K3). Answers whether this call
 * was counted; unknown ids are 404.
 */
export async function recordAdView(
  ctx: AppContext,
  picks: AdPicks,
  id: string,
  visit: Visit | null,
): Promise<boolean> {
  const counted = await countView(ctx, adCounts, id, activeAt(ctx.now()), visit);
  if (counted === null) throw notFound();
  if (counted) picks.counted(id);
  return counted;
}

/**
 * The redirect target of an ad a visitor may have been shown (an ad that has since expired or
 * reached its limit may still sit in a cached page), counting the click for a visit whose token
 * has not been spent on a click. Null for anything else.
 */
export function clickAd(ctx: AppContext, id: string, visit: Visit | null): Promise<string | null> {
  return followLink(ctx, adCounts, id, visit);
}

/** Only today's rows decide a cap; yesterday's stay for instances whose clocks lag a little. */
export async function purgeAdVisitorDays(ctx: AppContext): Promise<void> {
  const yesterday = new Date(ctx.now().getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await ctx.db.delete(adVisitorDays).where(lt(adVisitorDays.day, yesterday));
}

const withCtr = ({ views, follows }: Counts) => ({
  views,
  clicks: follows,
  ctr: computeCtr(follows, views),
});

/** The last 30 days of an ad's views and clicks, by day, country and placement. */
export async function adReport(ctx: AppContext, id: string): Promise<AdReport> {
  const report = await readNamedReport(
    ctx,
    adCounts,
    id,
    withCtr,
    (placement) => placement as AdCategory,
  );
  if (!report) throw notFound();
  return report;
}
