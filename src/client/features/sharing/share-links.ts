// Where each share target lives and what it is sent (PRODUCT 5): pure, so it is tested without a browser.
import { SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH } from '../../../contract/constants';
import type { ShareContent } from '../../lib/share-content';

/** The share targets in the order PRODUCT 5 lists them, with the names people know them by. */
export const SHARE_TARGETS = [
  { id: 'facebook', name: 'Facebook' },
  // X is still known by its former name to many (PRODUCT 5.1).
  { id: 'twitter', name: 'X (Twitter)' },
  { id: 'linkedin', name: 'LinkedIn' },
  { id: 'whatsapp', name: 'WhatsApp' },
  { id: 'telegram', name: 'Telegram' },
  { id: 'reddit', name: 'Reddit' },
  { id: 'pinterest', name: 'Pinterest' },
  { id: 'instagram', name: 'Instagram' },
] as const;

type ShareTarget = (typeof SHARE_TARGETS)[number];
export type ShareTargetId = ShareTarget['id'];

/** The window features of a share popup: 600 by 400 (PRODUCT 5). */
export const SHARE_POPUP_FEATURES = `popup=yes,width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT}`;

function withQuery(base: string, params: Record<string, string | undefined>): string {
  // encodeURIComponent rather than URLSearchParams: some share pages read "+" literally.
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${base}?${query}`;
}

/**
 * The share page of a target, or null for Instagram, which has no web share page: its text is
 * copied to the clipboard instead.
 */
export function shareUrl(target: ShareTargetId, content: ShareContent): string | null {
  const { url, text, imageUrl } = content;
  switch (target) {
    case 'facebook':
      return withQuery('https://www.facebook.com/sharer/sharer.php', { u: url, quote: text });
    case 'twitter':
      return withQuery('https://twitter.com/intent/tweet', { text, url });
    case 'linkedin':
      // LinkedIn takes only the link; the page's Open Graph tags supply title and picture.
      return withQuery('https://www.linkedin.com/sharing/share-offsite/', { url });
    case 'whatsapp':
      return withQuery('https://wa.me/', { text: `${text} ${url}` });
    case 'telegram':
      return withQuery('https://t.me/share/url', { url, text });
    case 'reddit':
      return withQuery('https://www.reddit.com/submit', { url, title: text });
    case 'pinterest':
      return withQuery('https://www.pinterest.com/pin/create/button/', {
        url,
        description: text,
        media: imageUrl,
      });
    case 'instagram':
      return null;
  }
}

/** What the clipboard receives for a target without a share page: the words, then the link. */
export const clipboardText = (content: ShareContent) => `${content.text}\n${content.url}`;
