// Ads and promotions are both campaigns, administered alike and worded alike: PRODUCT 8 and 24 say
// "Ad status updated successfully" and "Promotion status updated successfully", "Error loading
// ads" and "Error loading promotions". The kind picks its own text of such a pair, and says where
// its admin screens are.
import type { Translation } from '../../../contract/i18n/catalog';
import { paths } from '../../config/paths';
import type { CAMPAIGN_MESSAGES } from './campaign-messages';

export type CampaignKind = 'ad' | 'promotion';

type Texts = typeof CAMPAIGN_MESSAGES;
export type CampaignMessages = Texts | Translation<Texts>;

/** What follows `ad` in the keys that have a `promotion` twin: `Created`, `ListTitle`… */
type SuffixOf<Key> = Key extends `ad${infer Suffix}`
  ? `promotion${Suffix}` extends keyof Texts
    ? Suffix
    : never
  : never;
type KindSuffix = SuffixOf<keyof Texts>;

/** The kind's text of a pair: `campaignText(messages, 'ad', 'Created')` is "Ad created successfully". */
export function campaignText<Suffix extends KindSuffix>(
  messages: CampaignMessages,
  kind: CampaignKind,
  suffix: Suffix,
): CampaignMessages[`ad${Suffix}`] {
  // Both keys of a pair hold the same shape of text (a string, or a plural).
  return messages[`${kind}${suffix}` as `ad${Suffix}`];
}

type StringSuffix = {
  [Suffix in KindSuffix]: Texts[`ad${Suffix}`] extends string ? Suffix : never;
}[KindSuffix];

/** The kind's plain texts by their suffix, for a screen that reads many of them. */
export const kindTexts =
  (messages: CampaignMessages, kind: CampaignKind) =>
  (suffix: StringSuffix): string =>
    campaignText(messages, kind, suffix);

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
