// Ads and promotions are both campaigns, administered alike and worded alike: PRODUCT 8 and 24 say
// "Ad status updated successfully" and "Promotion status updated successfully", "Error loading
// ads" and "Error loading promotions". The kind gives the noun those texts are made from, and
// where its admin screens are.
import { paths } from '../../config/paths';

export type CampaignKind = 'ad' | 'promotion';

export function campaignWords(kind: CampaignKind) {
  const One = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  return {
    one: kind,
    One,
    many: `${kind}s`,
    Many: `${One}s`,
    /** "an ad", "a promotion". */
    an: `${kind === 'ad' ? 'an' : 'a'} ${kind}`,
  };
}

export const CAMPAIGN_PATHS: Record<
  CampaignKind,
  { list: string; create: string; edit: (id: string) => string; report: (id: string) => string }
> = {
  ad: {
    list: paths.adminAds,
    create: paths.adminAdsCreate,
    edit: paths.adminAdsEdit,
    report: paths.adminAdReport,
  },
  promotion: {
    list: paths.adminPromotions,
    create: paths.adminPromotionsCreate,
    edit: paths.adminPromotionsEdit,
    report: paths.adminPromotionReport,
  },
};
