// The /admin/ads list (PRODUCT 8): counts, status, and the toggle, edit and delete actions.
import type { Ad } from '../../../../contract/ads';
import { formatListCount, formatRate } from '../../../components/campaigns/campaign-format';
import { CampaignStatusBadge } from '../../../components/campaigns/campaign-status-badge';
import {
  CampaignTable,
  sponsorTextColumn,
  type CampaignList,
} from '../../../components/campaigns/campaign-table';
import { countColumn, dateColumn } from '../../../components/data/admin-columns';
import { countriesColumn } from '../../../components/data/country-summary';
import { t } from '../../../lib/i18n';
import { adCategoryLabels } from '../ad-categories';
import { adminAds } from '../api/get-admin-ads';

const AD_LIST: CampaignList<Ad> = {
  columns: (messages) => {
    const categories = adCategoryLabels(messages);
    return [
      sponsorTextColumn(messages.name, (ad) => ad.name, {
        className: 'max-w-56 min-w-36 font-semibold',
        skeleton: 'w-36',
      }),
      {
        header: messages.category,
        cell: (ad) => categories[ad.category],
        className: 'whitespace-nowrap',
      },
      {
        header: messages.status,
        cell: (ad) => <CampaignStatusBadge kind="ad" status={ad.status} />,
      },
      countriesColumn(messages.targetCountries, (ad) => ad.counties, 'min-w-32'),
      dateColumn(messages.startDate, (ad) => ad.publishedAt),
      dateColumn(messages.endDate, (ad) => ad.expireAt, { empty: messages.noEndDate }),
      countColumn(messages.views, (ad) => formatListCount(ad.views), 'right'),
      countColumn(messages.adFollows, (ad) => formatListCount(ad.clicks), 'right'),
      countColumn(messages.adRate, (ad) => formatRate(Number(ad.ctr)), 'right'),
      dateColumn(messages.updated, (ad) => ad.updatedAt),
    ];
  },
  kind: 'ad',
  collection: adminAds,
  nameOf: (ad) => ad.name,
  deleteDescription: (messages, ad) => t(messages.adDeleteText, { name: ad?.name ?? '' }),
};

export function AdsTable() {
  return <CampaignTable list={AD_LIST} />;
}
