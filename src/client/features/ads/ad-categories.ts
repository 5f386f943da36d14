// How the three ad categories (PRODUCT 17) read on screen; the API keeps their enum names.
import type { AdCategory } from '../../../contract/ads';

export const AD_CATEGORY_LABELS: Record<AdCategory, string> = {
  HomepageBanner: 'Homepage Banner',
  InFeed: 'In Feed',
  StickyFooter: 'Sticky Footer',
};

/** Where an ad of each category appears, for the admin choosing one. */
export const AD_CATEGORY_PLACES: Record<AdCategory, string> = {
  HomepageBanner: 'Homepage banner: under the compliment on the home page.',
  InFeed: "In feed: between items of a member's Submitted and Received lists.",
  StickyFooter: 'Sticky footer: a slim bar at the bottom of the home and gift pages.',
};
