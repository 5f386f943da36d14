// What a badge share carries: its public link (the site root with ?badge={id}) and a sentence about it.
import type { Badge } from '../../../contract/badges';
import { paths } from '../../config/paths';
import type { ShareContent } from '../../lib/share-content';

export function badgeShareContent(
  badge: Pick<Badge, 'id' | 'info'>,
  origin: string,
  siteName: string,
): ShareContent {
  const { name, tier, description } = badge.info;
  return {
    title: `${name} badge`,
    url: new URL(paths.badgeShare(badge.id), origin).toString(),
    text: `I earned the ${name} badge (${tier}) on ${siteName}: ${description}`,
    // The picture the server's Open Graph tags name for badge links.
    imageUrl: new URL('/og-image.png', origin).toString(),
  };
}
