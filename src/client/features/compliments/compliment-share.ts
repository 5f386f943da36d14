// What a compliment share carries (PRODUCT 5): the quote together with the site's name, and the
// compliment's own page, whose preview shows that compliment over its image.
import { paths } from '../../config/paths';
import type { ShareContent } from '../../lib/share-content';

export function complimentShareContent(
  compliment: { text: string; publicId: string },
  origin: string,
  siteName: string,
): ShareContent {
  return {
    title: `A kind word from ${siteName}`,
    url: new URL(paths.sharedCompliment(compliment.publicId), origin).toString(),
    text: `“${compliment.text}” (a kind word from ${siteName})`,
    // The preview the server draws for that page and names in its Open Graph tags.
    imageUrl: new URL(paths.complimentCard(compliment.publicId), origin).toString(),
  };
}
