// A compliment's share preview, kept in compliment_cards (PRODUCT 5, DECISIONS 39): drawn on first
// request, served from the table after that, and drawn again once the image it was drawn over has
// left the active set. Drawings take their turn in the instance's card queue (DECISIONS 48).
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pgErrorCode } from '../../http-error';
import { complimentCards } from '../../db/schema/index';
import { findActiveImages, type ActiveImages, type PickedImage } from '../images/images.service';
import type { CardDrawer } from './card-drawer';
import { chooseCardImage } from './card-image';
import { pictureBytes } from './card-picture';
import type { CardQueue } from './card-queue';

/** What a preview is drawn with: this app's active images, card queue and drawing thread. */
export interface CardParts {
  images: ActiveImages;
  queue: CardQueue;
  drawer: CardDrawer;
}

/** The kept preview's image and bytes, if one was drawn, and the active images. */
async function keptCard(ctx: AppContext, images: ActiveImages, complimentId: number) {
  const [active, [card]] = await Promise.all([
    findActiveImages(images),
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
  images: ActiveImages,
  compliment: { id: number; publicId: string },
): Promise<PickedImage | null> {
  const { active, card } = await keptCard(ctx, images, compliment.id);
  return chooseCardImage(compliment.publicId, active, card?.imageId ?? null);
}

type CardCompliment = { id: number; publicId: string; text: string };

/** The kept preview when it was drawn over the image the compliment shows now, else null. */
async function currentCard(ctx: AppContext, images: ActiveImages, compliment: CardCompliment) {
  const { active, card } = await keptCard(ctx, images, compliment.id);
  const image = chooseCardImage(compliment.publicId, active, card?.imageId ?? null);
  const imageId = image ? image.id : null;
  return { image, imageId, png: card && card.imageId === imageId ? card.png : null };
}

/** Draws the preview on the drawing thread and keeps it; a drawing that just ended is reused. */
async function drawAndKeep(
  ctx: AppContext,
  parts: CardParts,
  compliment: CardCompliment,
): Promise<Buffer> {
  const { image, imageId, png: kept } = await currentCard(ctx, parts.images, compliment);
  if (kept) return kept;
  const started = performance.now();
  const png = await parts.drawer.draw(
    compliment.text,
    ctx.config.siteName,
    image ? await pictureBytes(ctx, image.imageUrl) : null,
  );
  const ms = Math.round(performance.now() - started);
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
  // Logged once kept, so a request after this line finds the card without drawing it again.
  ctx.log.info({ complimentId: compliment.id, ms }, 'share card drawn');
  return png;
}

/** Letters of the scripts written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko and their forms. */
const RIGHT_TO_LEFT_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * The PNG preview of a visible compliment: the kept one while its image holds, else drawn in its
 * turn (card-queue.ts). Null when the request is to get the default picture instead.
 */
export async function complimentCardPng(
  ctx: AppContext,
  parts: CardParts,
  compliment: CardCompliment,
  signal: AbortSignal,
): Promise<Buffer | null> {
  // The card's drawing lays text out left to right only, so words written right to left would
  // come out reversed and unjoined: such a compliment gets the default picture (PRODUCT 29).
  if (RIGHT_TO_LEFT_SCRIPT.test(compliment.text)) return null;
  const { png } = await currentCard(ctx, parts.images, compliment);
  if (png) return png;
  const draw = () => drawAndKeep(ctx, parts, compliment);
  return parts.queue.request(String(compliment.id), draw, signal);
}
