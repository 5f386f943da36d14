// One ad placement (PRODUCT 17): the ad of its slot, asked for and cached alike everywhere, and
// handed with its counted link to the look the placement draws. The words around the ad load with
// the placement's code, and until they have the placement alone waits, not the page around it.
import { Suspense, type ReactNode } from 'react';
import type { AdPlacement as Placement, PublicAd } from '../../../../contract/ads';
import { preloadMessages } from '../../../lib/i18n';
import { useAd } from '../api/get-ad';
import { useShownAd, type ShownAd } from '../hooks/use-shown-ad';
import { sponsoredCatalog } from '../sponsored-messages';

void preloadMessages(sponsoredCatalog);

export function AdPlacement({
  placement,
  loading = null,
  children,
}: {
  placement: Placement;
  /** What holds the ad's place while it is asked for; nothing by default. */
  loading?: ReactNode;
  children: (ad: PublicAd, shown: ShownAd) => ReactNode;
}) {
  const { data: ad, isPending } = useAd(placement);
  if (isPending) return loading;
  // No ad, or a failed fetch: the placement takes no room at all.
  if (!ad) return null;
  return (
    <Suspense fallback={loading}>
      <Shown key={ad.viewToken} ad={ad}>
        {children}
      </Shown>
    </Suspense>
  );
}

function Shown({
  ad,
  children,
}: {
  ad: PublicAd;
  children: (ad: PublicAd, shown: ShownAd) => ReactNode;
}) {
  const shown = useShownAd<HTMLAnchorElement>(ad);
  if (shown.broken) return null;
  return children(ad, shown);
}
