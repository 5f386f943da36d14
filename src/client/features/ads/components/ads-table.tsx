// The /admin/ads list (PRODUCT 8): counts, status, and the toggle, edit and delete actions.
import type { Ad } from '../../../../contract/ads';
import { CampaignStatusBadge } from '../../../components/campaigns/campaign-status-badge';
import { CampaignTable, type CampaignList } from '../../../components/campaigns/campaign-table';
import { countColumn, dateColumn, textColumn } from '../../../components/data/admin-columns';
import { countriesColumn } from '../../../components/data/country-summary';
import { AD_CATEGORY_LABELS } from '../ad-categories';
import { adminAds } from '../api/get-admin-ads';

const AD_LIST: CampaignList<Ad> = {
  columns: [
    textColumn('Name', (ad) => ad.name, {
      className: 'max-w-56 min-w-36 font-semibold',
      wrap: true,
      skeleton: 'w-36',
    }),
    {
      header: 'Category',
      cell: (ad) => AD_CATEGORY_LABELS[ad.category],
      className: 'whitespace-nowrap',
    },
    { header: 'Status', cell: (ad) => <CampaignStatusBadge status={ad.status} /> },
    countriesColumn('Target Countries', (ad) => ad.counties, 'min-w-32'),
    dateColumn('Start Date', (ad) => ad.publishedAt),
    dateColumn('End Date', (ad) => ad.expireAt, { empty: 'No end date' }),
    countColumn('Views', (ad) => ad.views, 'right'),
    countColumn('Clicks', (ad) => ad.clicks, 'right'),
    countColumn('CTR', (ad) => `${ad.ctr}%`, 'right'),
    dateColumn('Updated', (ad) => ad.updatedAt),
  ],
  kind: 'ad',
  collection: adminAds,
  nameOf: (ad) => ad.name,
  emptyText: 'Create an ad to show it on the home page.',
  deleteDescription: (ad) =>
    `“${ad?.name ?? ''}” and its image will be removed, with its view and click counts. This cannot be undone.`,
};

export function AdsTable() {
  return <CampaignTable list={AD_LIST} />;
}
