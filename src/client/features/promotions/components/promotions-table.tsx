// The /admin-promotions list (PRODUCT 8): offers, reach, counts, and their actions.
import { ExternalLink } from 'lucide-react';
import type { Promotion } from '../../../../contract/promotions';
import { formatListCount } from '../../../components/campaigns/campaign-format';
import { CampaignStatusBadge } from '../../../components/campaigns/campaign-status-badge';
import {
  CampaignTable,
  sponsorTextColumn,
  type CampaignList,
} from '../../../components/campaigns/campaign-table';
import { countColumn, dateColumn } from '../../../components/data/admin-columns';
import { countriesColumn } from '../../../components/data/country-summary';
import { t } from '../../../lib/i18n';
import { adminPromotions } from '../api/get-admin-promotions';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const PROMOTION_LIST: CampaignList<Promotion> = {
  columns: (messages) => [
    sponsorTextColumn(messages.serviceProvider, (promotion) => promotion.serviceProviderName, {
      className: 'max-w-40 min-w-28 font-semibold',
    }),
    sponsorTextColumn(messages.discountTitle, (promotion) => promotion.discountTitle, {
      className: 'max-w-52 min-w-36',
      skeleton: 'w-40',
    }),
    {
      header: messages.discountCode,
      cell: (promotion) => (
        <code
          translate="no"
          className="rounded-md bg-muted px-2 py-0.5 font-mono text-xs font-semibold whitespace-nowrap"
        >
          {promotion.discountCode}
        </code>
      ),
    },
    {
      header: messages.website,
      cell: (promotion) => (
        <a
          href={promotion.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          title={promotion.websiteUrl}
          className="inline-flex max-w-32 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <span className="truncate" translate="no" dir="ltr">
            {hostOf(promotion.websiteUrl)}
          </span>
          <ExternalLink className="size-3.5 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
          <span className="sr-only">{messages.opensInNewTab}</span>
        </a>
      ),
    },
    countriesColumn(messages.countries, (promotion) => promotion.counties, 'min-w-28'),
    dateColumn(messages.published, (promotion) => promotion.publishedAt),
    dateColumn(messages.expires, (promotion) => promotion.expireAt),
    {
      header: messages.status,
      cell: (promotion) => <CampaignStatusBadge kind="promotion" status={promotion.status} />,
    },
    countColumn(messages.views, (promotion) => formatListCount(promotion.views), 'right'),
    countColumn(
      messages.promotionFollows,
      (promotion) => formatListCount(promotion.claims),
      'right',
    ),
  ],
  kind: 'promotion',
  collection: adminPromotions,
  nameOf: (promotion) => promotion.discountTitle,
  deleteDescription: (messages, promotion) =>
    t(messages.promotionDeleteText, {
      title: promotion?.discountTitle ?? '',
      provider: promotion?.serviceProviderName ?? '',
    }),
};

export function PromotionsTable() {
  return <CampaignTable list={PROMOTION_LIST} />;
}
