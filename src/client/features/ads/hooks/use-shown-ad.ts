// What every placement does with the ad it shows (PRODUCT 17): count the view once half of it has
// been on screen for a second, send a click through the counted redirect, and step aside when the
// image cannot load.
import { useState } from 'react';
import type { PublicAd } from '../../../../contract/ads';
import { track } from '../../../lib/analytics';
import { t, useMessages } from '../../../lib/i18n';
import { adLink } from '../api/follow-ad';
import { useRecordAdView } from '../api/record-ad-view';
import { sponsoredCatalog } from '../sponsored-messages';
import { useViewAfterVisible } from './use-view-after-visible';

// A view token counts once on the server anyway (DECISIONS 32): an answer shown in several slots
// (the feed repeats its ad) or shown again after a remount is not sent again.
const viewedTokens = new Set<string>();

export function useShownAd<T extends HTMLElement>(ad: PublicAd) {
  const messages = useMessages(sponsoredCatalog);
  const recordView = useRecordAdView();
  const [broken, setBroken] = useState(false);
  const ref = useViewAfterVisible<T>(broken ? undefined : ad.viewToken, () => {
    if (viewedTokens.has(ad.viewToken)) return;
    viewedTokens.add(ad.viewToken);
    recordView.mutate(ad);
  });
  return {
    /** The image failed to load: the placement shows nothing. */
    broken,
    onImageError: () => setBroken(true),
    /** The props of the ad's link. */
    link: {
      ref,
      href: adLink(ad),
      target: '_blank',
      rel: 'noopener noreferrer sponsored',
      onClick: () => track('ad_click', { adId: ad.id }),
      'aria-label': t(messages.link, { name: ad.name }),
    },
  };
}

export type ShownAd = ReturnType<typeof useShownAd<HTMLAnchorElement>>;
