// What a compliment's share page shows, for the API and the page's head alike (PRODUCT 5).
import type { PublicCompliment } from '../../../contract/compliments';
import type { AppContext } from '../../context';
import { findSharedCompliment } from '../compliments/shared-compliment.service';
import type { ActiveImages } from '../images/images.service';
import { imageForCompliment } from './compliment-card.service';

/** The visible compliment with this public id and its image, or null. */
export async function sharedComplimentAnswer(
  ctx: AppContext,
  images: ActiveImages,
  publicId: string,
  viewerId: number | null,
): Promise<PublicCompliment | null> {
  const compliment = await findSharedCompliment(ctx, publicId, viewerId);
  if (!compliment) return null;
  return {
    id: compliment.id,
    publicId: compliment.publicId,
    text: compliment.text,
    language: compliment.language,
    thankedAt: compliment.thankedAt ? compliment.thankedAt.toISOString() : null,
    image: await imageForCompliment(ctx, images, compliment),
  };
}

/** The share page's address and its preview's, absolute (PRODUCT 5). */
export const sharePageUrl = (ctx: AppContext, publicId: string) =>
  `${ctx.config.publicUrl}/c/${publicId}`;
export const shareCardUrl = (ctx: AppContext, publicId: string) =>
  `${sharePageUrl(ctx, publicId)}/card.png`;
