// A compliment's share preview, kept in compliment_cards (PRODUCT 5, DECISIONS 39): drawn on first
// request, served from the table after that, and drawn again once the image it was drawn over has
// left the active set.
import { eq } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { AppContext } from '../../context';
import { pgErrorCode } from '../../http-error';
import { complimentCards } from '../../db/schema/index';
import { findActiveImages, type PickedImage } from '../images/images.service';
import { drawComplimentCard } from './card-drawing';
import { chooseCardImage } from './card-image';
import { pictureBytes } from './card-picture';

/** Drawing takes the CPU for a moment: one at a time per instance, so pages keep answering. */
const drawing = pLimit(1);

/** The kept preview's image and bytes, if one was drawn, and the active images. */
async function keptCard(ctx: AppContext, complimentId: number) {
  const [active, [card]] = await Promise.all([
    findActiveImages(ctx),
    ctx.db
      .select({ imageId: complimentCards.imageId, png: complimentCards.png })
      .from(complimentCards)
      .where(eq(complimentCards.complimentId, complimentId))
      .limit(1),
  ]);
  return { active, card };
}

/** The image a compliment's page and preview show (see chooseCardImage). */
export async function imageForCompliment(
  ctx: AppContext,
  compliment: { id: number; publicId: string },
): Promise<PickedImage | null> {
  const { active, card } = await keptCard(ctx, compliment.id);
  return chooseCardImage(compliment.publicId, active, card?.imageId ?? null);
}

/** The PNG preview of a visible compliment: the kept one while its image holds, else drawn now. */
export async function complimentCardPng(
  ctx: AppContext,
  compliment: { id: number; publicId: string; text: string },
): Promise<Buffer> {
  const { active, card } = await keptCard(ctx, compliment.id);
  const image = chooseCardImage(compliment.publicId, active, card?.imageId ?? null);
  const imageId = image ? image.id : null;
  if (card && card.imageId === imageId) return card.png;
  const png = await drawing(async () =>
    drawComplimentCard(
      compliment.text,
      ctx.config.siteName,
      image ? await pictureBytes(ctx, image.imageUrl) : null,
    ),
  );
  const now = ctx.now();
  try {
    await ctx.db
      .insert(complimentCards)
      .values({ complimentId: compliment.id, imageId, png, createdAt: now })
      .onConflictDoUpdate({
        target: complimentCards.complimentId,
        set: { imageId, png, createdAt: now },
      });
  } catch (error) {
    // The compliment, or the image, was deleted while drawing: the picture is still right to send.
    if (pgErrorCode(error) !== '23503') throw error;
  }
  return png;
}
