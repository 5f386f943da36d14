// The /admin-promotions list (PRODUCT 8): offers, reach, counts, and their actions.
import { ExternalLink } from 'lucide-react';
import type { Promotion } from '../../../../contract/promotions';
import { CampaignStatusBadge } from '../../../components/campaigns/campaign-status-badge';
import { CampaignTable, type CampaignList } from '../../../components/campaigns/campaign-table';
import { countColumn, dateColumn, textColumn } from '../../../components/data/admin-columns';
import { countriesColumn } from '../../../components/data/country-summary';
import { adminPromotions } from '../api/get-admin-promotions';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const PROMOTION_LIST: CampaignList<Promotion> = {
  columns: [
    textColumn('Service Provider', (promotion) => promotion.serviceProviderName, {
      className: 'max-w-40 min-w-28 font-semibold',
      wrap: true,
    }),
    textColumn('Discount Title', (promotion) => promotion.discountTitle, {
      className: 'max-w-52 min-w-36',
      wrap: true,
      skeleton: 'w-40',
    }),
    {
      header: 'Discount Code',
      cell: (promotion) => (
        <code className="rounded-md bg-muted px-2 py-0.5 font-mono text-xs font-semibold whitespace-nowrap">
          {promotion.discountCode}
        </code>
      ),
    },
    {
      header: 'Website',
      cell: (promotion) => (
        <a
          href={promotion.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          title={promotion.websiteUrl}
          className="inline-flex max-w-32 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <span className="truncate">{hostOf(promotion.websiteUrl)}</span>
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
    countriesColumn('Countries', (promotion) => promotion.counties, 'min-w-28'),
    dateColumn('Published', (promotion) => promotion.publishedAt),
    dateColumn('Expires', (promotion) => promotion.expireAt),
    { header: 'Status', cell: (promotion) => <CampaignStatusBadge status={promotion.status} /> },
    countColumn('Views', (promotion) => promotion.views, 'right'),
    countColumn('Claims', (promotion) => promotion.claims, 'right'),
  ],
  kind: 'promotion',
  collection: adminPromotions,
  nameOf: (promotion) => promotion.discountTitle,
  emptyText: 'Create a promotion to offer it on the gift page.',
  deleteDescription: (promotion) =>
    `“${promotion?.discountTitle ?? ''}” from ${promotion?.serviceProviderName ?? ''} will be removed, with its view and claim counts. This cannot be undone.`,
};

export function PromotionsTable() {
  return <CampaignTable list={PROMOTION_LIST} />;
}
