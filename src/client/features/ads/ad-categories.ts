// How the three ad categories (PRODUCT 17) read on screen; the API keeps their enum names.
import type { AdCategory } from '../../../contract/ads';
import type { CampaignMessages } from '../../components/campaigns/campaign-kind';

export const adCategoryLabels = (messages: CampaignMessages): Record<AdCategory, string> => ({
  HomepageBanner: messages.categoryHomepageBanner,
  InFeed: messages.categoryInFeed,
  StickyFooter: messages.categoryStickyFooter,
});

/** Where an ad of each category appears, for the admin choosing one. */
export const adCategoryPlaces = (messages: CampaignMessages): Record<AdCategory, string> => ({
  HomepageBanner: messages.placeHomepageBanner,
  InFeed: messages.placeInFeed,
  StickyFooter: messages.placeStickyFooter,
});
