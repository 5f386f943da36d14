// What a compliment share carries (PRODUCT 5): the quote together with the site's name, and the
// compliment's own page, whose preview shows that compliment over its image.
import { paths } from '../../config/paths';

export interface ComplimentShareContent {
  title: string;
  url: string;
  text: string;
  imageUrl: string;
}

export function complimentShareContent(
  compliment: { text: string; publicId: string },
  origin: string,
  siteName: string,
): ComplimentShareContent {
  return {
    title: `A kind word from ${siteName}`,
    url: new URL(paths.sharedCompliment(compliment.publicId), origin).toString(),
    text: `“${compliment.text}” (a kind word from ${siteName})`,
    // The preview the server draws for that page and names in its Open Graph tags.
    imageUrl: new URL(paths.complimentCard(compliment.publicId), origin).toString(),
  };
}
