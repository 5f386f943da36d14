// The computed status of an ad or a promotion (PRODUCT 17) as a coloured pill, the same colour for
// the same status in both lists; its word agrees with the kind's noun where the language asks.
import type { AdStatus } from '../../../contract/ads';
import type { PromotionStatus } from '../../../contract/promotions';
import { useMessages } from '../../lib/i18n';
import { Badge, type BadgeProps } from '../ui/badge';
import { campaignText, type CampaignKind } from './campaign-kind';
import { campaignCatalog } from './campaign-messages';

type Status = AdStatus | PromotionStatus;

const VARIANTS: Record<Status, BadgeProps['variant']> = {
  Active: 'success',
  Inactive: 'outline',
  Scheduled: 'secondary',
  Expired: 'slate',
  'Limit Reached': 'amber',
};

const SUFFIXES = {
  Active: 'StatusActive',
  Inactive: 'StatusInactive',
  Scheduled: 'StatusScheduled',
  Expired: 'StatusExpired',
  'Limit Reached': 'StatusLimitReached',
} as const satisfies Record<Status, string>;

export function CampaignStatusBadge({ kind, status }: { kind: CampaignKind; status: Status }) {
  const messages = useMessages(campaignCatalog);
  return <Badge variant={VARIANTS[status]}>{campaignText(messages, kind, SUFFIXES[status])}</Badge>;
}
