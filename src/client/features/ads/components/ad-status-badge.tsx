// The computed status of an ad (PRODUCT 17) as a coloured pill, so the list reads at a glance.
import type { AdStatus } from '../../../../contract/ads';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const VARIANTS: Record<AdStatus, BadgeProps['variant']> = {
  Active: 'success',
  Inactive: 'outline',
  Scheduled: 'secondary',
  Expired: 'slate',
  'Limit Reached': 'amber',
};

export function AdStatusBadge({ status }: { status: AdStatus }) {
  return <Badge variant={VARIANTS[status]}>{status}</Badge>;
}
