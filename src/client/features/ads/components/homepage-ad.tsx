// The home page's sponsored slot (PRODUCT 4, 17): one targeted ad, counted once it has really been seen.
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { PublicAd } from '../../../../contract/ads';
import { Skeleton } from '../../../components/ui/skeleton';
import { track } from '../../../lib/analytics';
import { adLink } from '../api/follow-ad';
import { useHomepageAd } from '../api/get-homepage-ad';
import { useRecordAdView } from '../api/record-ad-view';
import { useViewAfterVisible } from '../hooks/use-view-after-visible';

export function HomepageAd() {
  const { data: ad, isPending } = useHomepageAd();
  // While it loads the slot keeps the ad's shape, so the page below does not jump when it lands.
  if (isPending) return <HomepageAdSkeleton />;
  // No ad, or a failed fetch: the slot takes no room at all.
  if (!ad) return null;
  return <HomepageAdSlot key={ad.id} ad={ad} />;
}

function HomepageAdSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-3xl">
      <div className="overflow-hidden rounded-card border border-border bg-card shadow-soft">
        <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-4 w-40" />
        </div>
        <Skeleton className="aspect-square w-full rounded-none md:aspect-video" />
      </div>
    </div>
  );
}

function HomepageAdSlot({ ad }: { ad: PublicAd }) {
  const recordView = useRecordAdView();
  const [broken, setBroken] = useState(false);
  const ref = useViewAfterVisible<HTMLAnchorElement>(broken ? undefined : ad.id, () =>
    recordView.mutate(ad),
  );
  if (broken) return null;

  return (
    <aside aria-label="Sponsored" className="mx-auto w-full max-w-3xl">
      <a
        ref={ref}
        href={adLink(ad)}
        target="_blank"
        rel="noopener noreferrer sponsored"
        onClick={() => track('ad_click', { adId: ad.id })}
        aria-label={`Sponsored: ${ad.name} (opens in a new tab)`}
        className="group block overflow-hidden rounded-card border border-border bg-card shadow-soft transition-shadow hover:shadow-lifted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2">
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Sponsored
          </span>
          <span className="inline-flex min-w-0 items-center gap-1.5 text-xs font-medium text-muted-foreground group-hover:text-primary">
            <span className="truncate">{ad.name}</span>
            <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
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
            onError={() => setBroken(true)}
            className="aspect-square w-full bg-white object-contain md:aspect-video"
          />
        </picture>
      </a>
    </aside>
  );
}
