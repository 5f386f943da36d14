// How the three ad categories (PRODUCT 17) read on screen; the API keeps their enum names.
import type { AdCategory } from '../../../contract/ads';

export const AD_CATEGORY_LABELS: Record<AdCategory, string> = {
  HomepageBanner: 'Homepage Banner',
  InFeed: 'In Feed',
  StickyFooter: 'Sticky Footer',
};
