// A visitor's ad pick (PRODUCT 17) from this instance's copy of each category's switched-on,
// unexpired ads, read from the database at most once a second (DECISIONS 46). Every page with an
// ad asks for one, and a pick that queried the table cost most of a millisecond of Node's time,
// largely in building and sending the query; an ad table is an admin's short list, so the copy
// is small. The schedule, the view limit
// and the country are checked against the copy at every pick with the app's clock, so an ad
// goes live and expires on time. Changes through this instance's admin screens and views it
// counts apply at once; those made on another instance within a second.
import { performance } from 'node:perf_hooks';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { AdCategory, PublicAd } from '../../../contract/ads';
import type { DbOrTx } from '../../db/client';
import { ads } from '../../db/schema/index';
import { RefreshedCopy } from '../../lib/refreshed-copy';
import { computeAdStatus } from './ad-status';

/** An ad as a visitor is shown it, before the route adds the view token of this answer. */
export type ShownAd = Omit<PublicAd, 'viewToken'>;

/** A copy is read again once it is this old. */
const MAX_AGE_MS = 1000;

interface Candidate {
  shown: ShownAd;
  isActive: boolean;
  publishedAt: Date;
  expireAt: Date | null;
  viewLimit: number | null;
  views: number;
  counties: string[];
}

async function readCandidates(db: DbOrTx, now: Date, category: AdCategory): Promise<Candidate[]> {
  const rows = await db
    .select({
      id: ads.id,
      name: ads.name,
      imageUrlD: ads.imageUrlD,
      imageUrlM: ads.imageUrlM,
      isActive: ads.isActive,
      publishedAt: ads.publishedAt,
      expireAt: ads.expireAt,
      viewLimit: ads.viewLimit,
      views: ads.views,
      counties: ads.counties,
    })
    .from(ads)
    .where(
      and(
        eq(ads.category, category),
        eq(ads.isActive, true),
        or(isNull(ads.expireAt), gt(ads.expireAt, now)),
      ),
    );
  return rows.map(({ id, name, imageUrlD, imageUrlM, ...rules }) => ({
    shown: { id, name, category, imageUrlD, imageUrlM },
    ...rules,
  }));
}

/** This instance's copies of the categories' ads; each app makes one (ads.plugin.ts). */
export class AdPicks {
  private copies = new Map<AdCategory, RefreshedCopy<Candidate[]>>();

  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
  ) {}

  private candidates(category: AdCategory): Promise<Candidate[]> {
    let copy = this.copies.get(category);
    if (!copy) {
      copy = new RefreshedCopy(
        () => readCandidates(this.db, this.now(), category),
        MAX_AGE_MS,
        () => performance.now(),
      );
      this.copies.set(category, copy);
    }
    return copy.get();
  }

  /** A uniform pick among the category's Active ads that target the country, or null. */
  async pick(category: AdCategory, country: string | null): Promise<ShownAd | null> {
    const now = this.now();
    const eligible = (await this.candidates(category)).filter(
      (ad) =>
        computeAdStatus(ad, now) === 'Active' &&
        (ad.counties.length === 0 || (country !== null && ad.counties.includes(country))),
    );
    if (eligible.length === 0) return null;
    return eligible[Math.floor(Math.random() * eligible.length)]!.shown;
  }

  /**
   * A view this instance counted: the copies read before it add it, so a limit reached here
   * applies here at once. A copy still being read is left alone: it may already hold the view,
   * and an ad shown once more is never a view counted past the limit (the count checks it).
   */
  counted(id: string): void {
    for (const copy of this.copies.values()) {
      const ad = copy.last()?.find((candidate) => candidate.shown.id === id);
      if (ad) ad.views += 1;
    }
  }

  forget(): void {
    this.copies.clear();
  }
}
