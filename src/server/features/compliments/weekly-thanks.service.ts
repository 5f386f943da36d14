// The thanks an author's compliments received in a span of time, for the weekly digest
// (PRODUCT 20.2): read here, beside the other code reading the thanks table.
import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { compliments, thanks } from '../../db/schema/index';

export interface ThankedCompliment {
  text: string;
  thanks: number;
}

/** How many compliments a digest names; the total counts them all. */
const DIGEST_COMPLIMENTS_LISTED = 5;

/**
 * The author's visible compliments thanked after `since` and up to `until`, most thanked first,
 * and the total of those thanks; one moderation has hidden since is not mailed about.
 */
export async function findThanksReceivedBetween(
  db: DbOrTx,
  authorId: number,
  since: Date,
  until: Date,
): Promise<{ total: number; compliments: ThankedCompliment[] }> {
  const rows = await db
    .select({ id: compliments.id, text: compliments.text, thanks: count() })
    .from(thanks)
    .innerJoin(compliments, eq(compliments.id, thanks.complimentId))
    .where(
      and(
        eq(compliments.authorId, authorId),
        eq(compliments.isVisible, true),
        gt(thanks.createdAt, since),
        lte(thanks.createdAt, until),
      ),
    )
    .groupBy(compliments.id, compliments.text)
    .orderBy(desc(count()), desc(compliments.id));
  const listed = rows.map((row) => ({ text: row.text, thanks: Number(row.thanks) }));
  return {
    total: listed.reduce((sum, row) => sum + row.thanks, 0),
    compliments: listed.slice(0, DIGEST_COMPLIMENTS_LISTED),
  };
}
