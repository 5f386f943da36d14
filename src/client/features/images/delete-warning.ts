// The delete dialog's warning (PRODUCT 8): say when compliments were shown with the image.
import type { InspirationalImage } from '../../../contract/images';
import type { MessageText } from '../../../contract/i18n/catalog';
import { t } from '../../lib/i18n';
import { ADMIN_IMAGES_MESSAGES } from './admin-images-messages';

/** "This image has been used with 12 compliments.", or null for an image never used. */
export function deleteWarning(
  image: Pick<InspirationalImage, 'timesUsed'>,
  usedWith: MessageText = ADMIN_IMAGES_MESSAGES.usedWith,
): string | null {
  if (image.timesUsed <= 0) return null;
  return t(usedWith, { count: image.timesUsed });
}
