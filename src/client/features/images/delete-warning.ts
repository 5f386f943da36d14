// The delete dialog's warning (PRODUCT 8): say when compliments were shown with the image.
import type { InspirationalImage } from '../../../contract/images';

/** "This image has been used with 12 compliments.", or null for an image never used. */
export function deleteWarning(image: Pick<InspirationalImage, 'timesUsed'>): string | null {
  if (image.timesUsed <= 0) return null;
  const noun = image.timesUsed === 1 ? 'compliment' : 'compliments';
  return `This image has been used with ${image.timesUsed} ${noun}.`;
}
