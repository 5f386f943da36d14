// The /gift page's promotion pick (PRODUCT 18) from this instance's copy of the switched-on,
// unexpired promotions, read from the database at most once a second as the ad pick reads its
// ads (DECISIONS 46): a pick that queried the table with `order by random()` spent most of its
// time building and sending that query, for an admin's short list. Scheduled promotions are
// kept in the copy and the schedule is checked at every pick with the app's clock, so one goes
// live and expires on time without a new read. Changes through this instance's admin screens
// apply at once; those made on another instance within a second.
import { performance } from 'node:perf_hooks';
import { and, eq, gt } from 'drizzle-orm';
import type { PublicPromotion } from '../../../contract/promotions';
import { isExpired, scheduleStatus } from '../campaigns/schedule';
import type { DbOrTx } from '../../db/client';
import { promotions } from '../../db/schema/index';
import { RefreshedCopy } from '../../lib/refreshed-copy';

export type PromotionRow = typeof promotions.$inferSelect;

/** A promotion as /gift shows it, before the route adds the view token of this answer. */
export type ShownPromotion = Omit<PublicPromotion, 'viewToken'>;

/** PRODUCT 7: Views and Claims appear for admins only. */
export function toPublicPromotion(row: PromotionRow, now: Date, forAdmin: boolean): ShownPromotion {
  return {
    id: row.id,
    serviceProviderName: row.serviceProviderName,
    discountTitle: row.discountTitle,
    discountDescription: row.discountDescription,
    discountCode: row.discountCode,
    websiteUrl: row.websiteUrl,
    publishedAt: row.publishedAt.toISOString(),
    expireAt: row.expireAt.toISOString(),
    isExpired: isExpired(row, now),
    ...(forAdmin ? { views: row.views, claims: row.claims } : {}),
  };
}

/** A copy is read again once it is this old. */
const MAX_AGE_MS = 1000;

/** Everything `liveAt` could accept from now on: the publication is left to each pick. */
function readCandidates(db: DbOrTx, now: Date): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.isActive, true), gt(promotions.expireAt, now)));
}

/** The country targeting of the copy: an empty list reaches everyone, and only it reaches no country. */
function targets(promotion: PromotionRow, country: string | null): boolean {
  return (
    promotion.counties.length === 0 || (country !== null && promotion.counties.includes(country))
  );
}

const anyOf = <T>(items: T[]): T | null =>
  items.length === 0 ? null : items[Math.floor(Math.random() * items.length)]!;

/** This instance's copy of the promotions; each app makes one (promotions.plugin.ts). */
export class PromotionPicks {
  private readonly copy: RefreshedCopy<PromotionRow[]>;
  /** Visitors' answers, made once for each row of the copy instead of at every pick. */
  private readonly visitorAnswers = new WeakMap<PromotionRow, ShownPromotion>();

  constructor(
    db: DbOrTx,
    private readonly now: () => Date,
  ) {
    this.copy = new RefreshedCopy(
      () => readCandidates(db, this.now()),
      MAX_AGE_MS,
      () => performance.now(),
    );
  }

  /**
   * A uniform pick among the Active promotions that target the country, or null. `exclude` is
   * picked only when it is the one candidate ("Discover Another").
   */
  async pick(country: string | null, exclude: string | null): Promise<PromotionRow | null> {
    const candidates = await this.copy.get();
    const now = this.now();
    const live = candidates.filter(
      (promotion) => scheduleStatus(promotion, now) === 'Active' && targets(promotion, country),
    );
    // The database compares UUIDs whatever their case, and hands them out in lower case.
    const excluded = exclude?.toLowerCase();
    const others = live.filter((promotion) => promotion.id !== excluded);
    return anyOf(others.length > 0 ? others : live);
  }

  /** A picked promotion is live, so the answer made at its first pick holds while the row does. */
  visitorAnswer(row: PromotionRow, now: Date): ShownPromotion {
    let answer = this.visitorAnswers.get(row);
    if (!answer) {
      answer = toPublicPromotion(row, now, false);
      this.visitorAnswers.set(row, answer);
    }
    return answer;
  }

  forget(): void {
    this.copy.drop();
  }
}
