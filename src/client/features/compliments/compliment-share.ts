// What a compliment share carries (PRODUCT 5): the quote together with the site's name, and the site's link.
import { paths } from '../../config/paths';

export interface ComplimentShareContent {
  title: string;
  url: string;
  text: string;
  imageUrl: string;
}

export function complimentShareContent(
  quote: string,
  origin: string,
  siteName: string,
): ComplimentShareContent {
  return {
    title: `A kind word from ${siteName}`,
    url: new URL(paths.home, origin).toString(),
    text: `“${quote}” (a kind word from ${siteName})`,
    // The picture the server's Open Graph tags name for the home page.
    imageUrl: new URL('/og-image.png', origin).toString(),
  };
}
