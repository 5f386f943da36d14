// The computed status of a promotion as a coloured pill, matching the ads list.
import type { PromotionStatus } from '../../../../contract/promotions';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const VARIANTS: Record<PromotionStatus, BadgeProps['variant']> = {
  Active: 'success',
  Inactive: 'outline',
  Scheduled: 'secondary',
  Expired: 'slate',
};

export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  return <Badge variant={VARIANTS[status]}>{status}</Badge>;
}
