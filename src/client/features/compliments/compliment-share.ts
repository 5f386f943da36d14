// What a compliment share carries (PRODUCT 5): the quote together with the site's name, and the
// compliment's own page, whose preview shows that compliment over its image.
import { paths } from '../../config/paths';
import { messagesOf, t } from '../../lib/i18n';
import type { ShareContent } from '../../lib/share-content';
import { complimentsCatalog } from './compliments-messages';

export function complimentShareContent(
  compliment: { text: string; publicId: string },
  origin: string,
  siteName: string,
): ShareContent {
  const words = messagesOf(complimentsCatalog);
  return {
    title: t(words.shareTitle, { site: siteName }),
    url: new URL(paths.sharedCompliment(compliment.publicId), origin).toString(),
    text: t(words.shareText, { text: compliment.text, site: siteName }),
    // The preview the server draws for that page and names in its Open Graph tags.
    imageUrl: new URL(paths.complimentCard(compliment.publicId), origin).toString(),
  };
}
