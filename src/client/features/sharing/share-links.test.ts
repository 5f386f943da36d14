import { describe, expect, it } from 'vitest';
import {
  SHARE_POPUP_FEATURES,
  SHARE_TARGETS,
  clipboardText,
  shareUrl,
  type ShareTargetId,
} from './share-links';

const content = {
  url: 'https://kindly.example/?badge=42',
  text: '“You make hard days lighter” & more #kind 😊 100%',
  imageUrl: 'https://kindly.example/og-image.png',
};

/** The query parameters of a share URL, decoded. */
function paramsOf(target: ShareTargetId) {
  const link = shareUrl(target, content);
  if (link === null) throw new Error(`${target} has no share page`);
  const parsed = new URL(link);
  return { parsed, params: Object.fromEntries(parsed.searchParams) };
}

describe('share targets', () => {
  it('offers the eight targets of the spec, in its order, with their visible names', () => {
    expect(SHARE_TARGETS.map((target) => target.id)).toEqual([
      'facebook',
      'twitter',
      'linkedin',
      'whatsapp',
      'telegram',
      'reddit',
      'pinterest',
      'instagram',
    ]);
    expect(SHARE_TARGETS.map((target) => target.name)).toEqual([
      'Facebook',
      'X (Twitter)',
      'LinkedIn',
      'WhatsApp',
      'Telegram',
      'Reddit',
      'Pinterest',
      'Instagram',
    ]);
  });

  it('opens popups of 600 by 400', () => {
    expect(SHARE_POPUP_FEATURES).toContain('width=600,height=400');
  });
});

describe('shareUrl', () => {
  it.each([
    [
      'facebook',
      'https://www.facebook.com/sharer/sharer.php',
      { u: content.url, quote: content.text },
    ],
    ['twitter', 'https://twitter.com/intent/tweet', { url: content.url, text: content.text }],
    ['linkedin', 'https://www.linkedin.com/sharing/share-offsite/', { url: content.url }],
    ['whatsapp', 'https://wa.me/', { text: `${content.text} ${content.url}` }],
    ['telegram', 'https://t.me/share/url', { url: content.url, text: content.text }],
    ['reddit', 'https://www.reddit.com/submit', { url: content.url, title: content.text }],
    [
      'pinterest',
      'https://www.pinterest.com/pin/create/button/',
      { url: content.url, description: content.text, media: content.imageUrl },
    ],
  ] as const)('sends %s the link and the words, encoded', (target, page, expected) => {
    const { parsed, params } = paramsOf(target);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(page);
    expect(params).toEqual(expected);
  });

  it('encodes every reserved character, so "&", "#" and spaces cannot cut the text short', () => {
    const link = shareUrl('twitter', content)!;
    expect(link).not.toContain(' ');
    expect(link).not.toContain('#');
    expect(link.split('&')).toHaveLength(2);
    expect(link).toContain('%F0%9F%98%8A');
    // Spaces are %20, not "+", which some share pages show literally.
    expect(link).not.toContain('+');
  });

  it('has no share page for Instagram, whose text is copied instead', () => {
    expect(shareUrl('instagram', content)).toBeNull();
    expect(clipboardText(content)).toBe(`${content.text}\n${content.url}`);
  });

  it('leaves out an absent picture rather than sending an empty one', () => {
    const link = shareUrl('pinterest', { url: content.url, text: 'Hello there, friend' })!;
    expect(new URL(link).searchParams.has('media')).toBe(false);
  });
});
