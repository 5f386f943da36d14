// Which inspirational image a compliment's share page and preview show (PRODUCT 5, DECISIONS 39):
// the one its preview was drawn over while that image stays active, else a choice made from the
// compliment's public id alone, so every instance and every visit make the same one.
import { createHash } from 'node:crypto';
import type { PickedImage } from '../images/images.service';

/** A number from the public id and the image id; the highest among the active images wins. */
function weight(publicId: string, imageId: number): bigint {
  return createHash('sha256').update(`${publicId}:${imageId}`).digest().readBigUInt64BE(0);
}

/**
 * The image for a compliment among the active ones: `drawnOver` (its preview's) when still active,
 * otherwise the one of highest weight (rendezvous hashing: a change among the other images rarely
 * moves a compliment to another image). Null when no image is active.
 */
export function chooseCardImage(
  publicId: string,
  active: readonly PickedImage[],
  drawnOver: number | null,
): PickedImage | null {
  const kept = drawnOver === null ? undefined : active.find((image) => image.id === drawnOver);
  if (kept) return kept;
  let best: PickedImage | null = null;
  let bestWeight = -1n;
  for (const image of active) {
    const imageWeight = weight(publicId, image.id);
    if (imageWeight > bestWeight) {
      best = image;
      bestWeight = imageWeight;
    }
  }
  return best;
}
