// A compliment by its public id, for its share page and its preview (PRODUCT 5): only a visible
// one is found, so a hidden or removed compliment's page answers 404 like an unknown id.
import { and, eq } from 'drizzle-orm';
import { asComplimentLanguage } from '../../../contract/compliments';
import type { Locale } from '../../../contract/i18n/locales';
import type { AppContext } from '../../context';
import { compliments, thanks } from '../../db/schema/index';

export interface SharedCompliment {
  id: number;
  publicId: string;
  text: string;
  language: Locale;
  /** When the viewer thanked it; null for guests and for compliments they have not thanked. */
  thankedAt: Date | null;
}

/** The visible compliment with this public id (already a lower-case UUID), or null. */
export async function findSharedCompliment(
  ctx: AppContext,
  publicId: string,
  viewerId: number | null,
): Promise<SharedCompliment | null> {
  const [row] = await ctx.db
    .select({
      id: compliments.id,
      publicId: compliments.publicId,
      text: compliments.text,
      language: compliments.language,
      thankedAt: thanks.createdAt,
    })
    .from(compliments)
    .leftJoin(
      thanks,
      and(eq(thanks.complimentId, compliments.id), eq(thanks.thankerId, viewerId ?? -1)),
    )
    .where(and(eq(compliments.publicId, publicId), eq(compliments.isVisible, true)))
    .limit(1);
  return row ? { ...row, language: asComplimentLanguage(row.language) } : null;
}
