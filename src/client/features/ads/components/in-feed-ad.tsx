// The In Feed placement (PRODUCT 17): an ad among the items of a member's Submitted and Received
// lists, after the 3rd item and then after every 8th, as long as another item follows.
import { ExternalLink } from 'lucide-react';
import type { PublicAd } from '../../../../contract/ads';
import { useMessages } from '../../../lib/i18n';
import type { ShownAd } from '../hooks/use-shown-ad';
import { sponsoredCatalog } from '../sponsored-messages';
import { AdPlacement } from './ad-placement';
import { SponsoredTag } from './sponsored-tag';

const FIRST_SLOT = 3;
const SLOT_EVERY = 8;

/** Whether a feed's slot after its `position`th item (from 1) holds an ad. */
export const isInFeedSlot = (position: number) =>
  position >= FIRST_SLOT && (position - FIRST_SLOT) % SLOT_EVERY === 0;

/** A list item of its own, among the feed's items. */
export function InFeedAd() {
  return (
    <AdPlacement placement="feed">{(ad, shown) => <FeedItem ad={ad} shown={shown} />}</AdPlacement>
  );
}

function FeedItem({ ad, shown: { link, onImageError } }: { ad: PublicAd; shown: ShownAd }) {
  const messages = useMessages(sponsoredCatalog);
  return (
    <li>
      <a
        {...link}
        className="group flex items-center gap-4 rounded-2xl border border-border bg-card p-3 transition-shadow hover:shadow-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-4"
      >
        <img
          src={ad.imageUrlD}
          alt=""
          loading="lazy"
          onError={onImageError}
          className="aspect-video w-28 shrink-0 rounded-xl border border-border bg-white object-contain sm:w-40"
        />
        <span className="flex min-w-0 flex-1 flex-col items-start gap-1.5">
          <SponsoredTag />
          <span
            translate="no"
            dir="auto"
            className="line-clamp-2 font-semibold [overflow-wrap:anywhere] group-hover:text-primary"
          >
            {ad.name}
          </span>
          <span className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            {messages.visit}
            <ExternalLink className="size-3.5 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
          </span>
        </span>
      </a>
    </li>
  );
}
