// A suspended member's state in the users tables: until when, or until an admin lifts it.
import type { AdminUser } from '../../../../contract/admin';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format-date';

export function SuspensionBadge({
  suspension,
  className,
}: {
  suspension: NonNullable<AdminUser['suspension']>;
  className?: string;
}) {
  return (
    <Badge variant="destructive" title={suspension.reason} className={className}>
      {suspension.until
        ? `Suspended until ${formatDateTime(suspension.until)}`
        : 'Suspended until further notice'}
    </Badge>
  );
}
