// What a badge share carries: its public link (the site root with ?badge={id}) and a sentence about it.
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';
import type { ShareContent } from '../../lib/share-content';
import { BADGES_MESSAGES } from './badges-messages';

type Texts = Readonly<Record<'shareCardTitle' | 'shareCardText', string>>;

/** `info` holds the badge's name, tier and description in the language `messages` are in. */
export function badgeShareContent(
  badge: { id: string; info: { name: string; tier: string; description: string } },
  origin: string,
  siteName: string,
  messages: Texts = BADGES_MESSAGES,
): ShareContent {
  const { name, tier, description } = badge.info;
  return {
    title: t(messages.shareCardTitle, { name }),
    url: new URL(paths.badgeShare(badge.id), origin).toString(),
    text: t(messages.shareCardText, { name, tier, site: siteName, description }),
    // The picture the server's Open Graph tags name for badge links.
    imageUrl: new URL('/og-image.png', origin).toString(),
  };
}
