// The home page's sponsored slot (PRODUCT 4, 17): one targeted ad under the compliment, counted
// once it has really been seen.
import { ExternalLink } from 'lucide-react';
import type { PublicAd } from '../../../../contract/ads';
import { useMessages } from '../../../lib/i18n';
import type { ShownAd } from '../hooks/use-shown-ad';
import { sponsoredCatalog } from '../sponsored-messages';
import { AdPlacement } from './ad-placement';
import { HomepageAdSkeleton } from './homepage-ad-skeleton';
import { SponsoredTag } from './sponsored-tag';

export function HomepageAd() {
  return (
    // While it loads the slot keeps the ad's shape, so the page below does not jump when it lands.
    <AdPlacement placement="homepage" loading={<HomepageAdSkeleton />}>
      {(ad, shown) => <Banner ad={ad} shown={shown} />}
    </AdPlacement>
  );
}

function Banner({ ad, shown: { link, onImageError } }: { ad: PublicAd; shown: ShownAd }) {
  const messages = useMessages(sponsoredCatalog);
  return (
    <aside aria-label={messages.sponsored} className="mx-auto w-full max-w-3xl">
      <a
        {...link}
        className="group block overflow-hidden rounded-card border border-border bg-card shadow-soft transition-shadow hover:shadow-lifted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2">
          <SponsoredTag />
          <span className="inline-flex min-w-0 items-center gap-1.5 text-xs font-medium text-muted-foreground group-hover:text-primary">
            <span translate="no" dir="auto" className="truncate">
              {ad.name}
            </span>
            <ExternalLink className="size-3.5 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
          </span>
        </div>
        {/* Letterboxed on white at 1:1 on phones and 16:9 from md up, whatever the image's shape. */}
        <picture className="block bg-white">
          <source media="(min-width: 768px)" srcSet={ad.imageUrlD} />
          <img
            src={ad.imageUrlM}
            alt=""
            // Often the largest thing on the first screen of a phone: fetched ahead of the rest.
            fetchPriority="high"
            onError={onImageError}
            className="aspect-square w-full bg-white object-contain md:aspect-video"
          />
        </picture>
      </a>
    </aside>
  );
}
