// The computed status of an ad or a promotion (PRODUCT 17) as a coloured pill, the same colour for
// the same status in both lists.
import type { AdStatus } from '../../../contract/ads';
import type { PromotionStatus } from '../../../contract/promotions';
import { Badge, type BadgeProps } from '../ui/badge';

const VARIANTS: Record<AdStatus | PromotionStatus, BadgeProps['variant']> = {
  Active: 'success',
  Inactive: 'outline',
  Scheduled: 'secondary',
  Expired: 'slate',
  'Limit Reached': 'amber',
};

export function CampaignStatusBadge({ status }: { status: AdStatus | PromotionStatus }) {
  return <Badge variant={VARIANTS[status]}>{status}</Badge>;
}
