// The head a page is previewed with when its link is shared: title, description, Open Graph and
// Twitter card tags. Every page's head is written here, the default one and a shared badge's.
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../contract/constants';

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The preview picture every page shares (public/og-image.png). */
export const SHARE_IMAGE_PATH = '/og-image.png';

export interface SocialHead {
  siteName: string;
  /** The page title, and the preview's. */
  title: string;
  /** The Twitter card's title where it differs from the page title. */
  cardTitle?: string;
  description: string;
  /** The page's own address. */
  url: string;
  imageUrl: string;
  imageAlt?: string;
}

/** The tags, each value escaped, one per line as they stand in the page's head. */
export function socialHead(head: SocialHead): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:image:width', SHARE_IMAGE_WIDTH),
    meta('property', 'og:image:height', SHARE_IMAGE_HEIGHT),
    ...(head.imageAlt ? [meta('property', 'og:image:alt', head.imageAlt)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.cardTitle ?? head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
  ].join('\n    ');
}
